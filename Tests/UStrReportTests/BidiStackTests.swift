import Testing
import UStrCore
import UStrTestSupport

@testable import UStrReport

/// The Trojan Source rule's stack (`BidiStack`) keeps 125 records and counts the rest: after
/// every step of random control sequences (deeper than 125, with stray PDFs and PDIs, isolates
/// inside embeddings and embeddings inside isolates) it must say what a plain list of every
/// open control says: how many are open, the first 16, and the distinct scalars after them.
@Suite("Scan bidi stack")
struct BidiStackTests {
  /// The plain model: every open control in a list. A PDF closes the last one when it is an
  /// embedding or override; a PDI closes the last isolate and all after it. With `overflows`,
  /// UAX #9's one rule past its depth: an embedding or override opened when more than 125 are
  /// open and the last is an isolate has no effect (X5a–X5c count no overflow embedding while
  /// an overflow isolate is open).
  struct Model {
    var open: [BidiStack.Open] = []
    let overflows: Bool

    mutating func apply(_ scalar: Unicode.Scalar, at scalarIndex: Int) {
      switch scalar.value {
      case 0x202C:
        if let last = open.last, !last.isIsolate { open.removeLast() }
      case 0x2069:
        if let isolate = open.lastIndex(where: \.isIsolate) { open.removeSubrange(isolate...) }
      default:
        let isIsolate = scalar.value >= 0x2066
        if overflows && !isIsolate && open.count > BidiStack.maximumDepth && open.last!.isIsolate { return }
        open.append(BidiStack.Open(scalar: scalar, isIsolate: isIsolate, scalarIndex: scalarIndex))
      }
    }

    var distinctAfterSixteen: [Unicode.Scalar] {
      Set(open.dropFirst(16).map(\.scalar)).sorted { $0.value < $1.value }
    }
  }

  static let controls: [Unicode.Scalar] = BidiStack.openers + ["\u{202C}", "\u{2069}"]

  /// A random sequence of bidi controls: stretches that mostly open (to go past 125 deep),
  /// mostly close, or mix, with isolates and embeddings in random proportion.
  static func randomControls(count: Int, using generator: inout SeededGenerator) -> [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    while scalars.count < count {
      let openShare = [0.95, 0.5, 0.2].randomElement(using: &generator)!
      let isolateShare = [0.0, 0.1, 0.5, 0.9].randomElement(using: &generator)!
      for _ in 0..<Int.random(in: 1...200, using: &generator) {
        let opens = Double.random(in: 0..<1, using: &generator) < openShare
        let isolate = Double.random(in: 0..<1, using: &generator) < isolateShare
        switch (opens, isolate) {
        case (true, true): scalars.append(BidiStack.openers[Int.random(in: 4...6, using: &generator)])
        case (true, false): scalars.append(BidiStack.openers[Int.random(in: 0...3, using: &generator)])
        case (false, true): scalars.append("\u{2069}")
        case (false, false): scalars.append("\u{202C}")
        }
      }
    }
    return scalars
  }

  static func expect(
    _ stack: BidiStack, matches model: Model, _ comment: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(stack.count == model.open.count, comment, sourceLocation: sourceLocation)
    #expect(Array(stack.records.prefix(16)) == Array(model.open.prefix(16)), comment, sourceLocation: sourceLocation)
    #expect(stack.distinctScalars(after: 16) == model.distinctAfterSixteen, comment, sourceLocation: sourceLocation)
  }

  @Test func countsMatchAListOfEveryOpenControlAfterEachStep() {
    var generator = SeededGenerator(seed: 0xB1D1_57AC)
    var deepest = 0
    var ignored = 0
    for round in 0..<400 {
      var stack = BidiStack()
      var model = Model(overflows: true)
      var plain = Model(overflows: false)
      var plainHoldsAll = true
      let scalars = Self.randomControls(count: Int.random(in: 1...1_500, using: &generator), using: &generator)
      for (index, scalar) in scalars.enumerated() {
        switch scalar.value {
        case 0x202C: stack.closeEmbedding()
        case 0x2069: stack.closeIsolate()
        default: stack.open(scalar, scalarIndex: index)
        }
        let before = model.open.count
        model.apply(scalar, at: index)
        plain.apply(scalar, at: index)
        if model.open.count == before && scalar.value != 0x202C && scalar.value != 0x2069 { ignored += 1 }
        if index % 97 == 0 {
          // A piece ends: the records forget where they were opened.
          stack.leavePiece()
          for open in model.open.indices { model.open[open].scalarIndex = nil }
          for open in plain.open.indices { plain.open[open].scalarIndex = nil }
        }
        Self.expect(stack, matches: model, "round \(round), step \(index)")
        deepest = max(deepest, model.open.count)
        // Never past 125 deep, the stack is the plain one exactly.
        plainHoldsAll = plainHoldsAll && plain.open.count <= BidiStack.maximumDepth
        if plainHoldsAll { Self.expect(stack, matches: plain, "plain, round \(round), step \(index)") }
      }
      #expect(stack.records.count <= BidiStack.maximumDepth)
    }
    // The sequences did go deep, and did open embeddings inside overflowing isolates.
    #expect(deepest > 500)
    #expect(ignored > 100)
  }

  /// Past the records, a PDF closes the overflowing embeddings one by one; a PDI closes them
  /// all with the isolate they sit in.
  @Test func overflowingEmbeddingsCloseInOrder() {
    var stack = BidiStack()
    for index in 0..<124 { stack.open("\u{202B}", scalarIndex: index) }  // RLE
    stack.open("\u{2067}", scalarIndex: 124)  // RLI, the 125th
    for index in 0..<10 { stack.open(index < 5 ? "\u{202A}" : "\u{202E}", scalarIndex: 125 + index) }
    #expect(stack.count == 135)
    #expect(stack.distinctScalars(after: 16) == ["\u{202A}", "\u{202B}", "\u{202E}", "\u{2067}"])
    for _ in 0..<5 { stack.closeEmbedding() }
    #expect(stack.count == 130)
    #expect(stack.distinctScalars(after: 16) == ["\u{202A}", "\u{202B}", "\u{2067}"])
    stack.closeIsolate()
    #expect(stack.count == 124)
    #expect(stack.distinctScalars(after: 16) == ["\u{202B}"])
    stack.closeIsolate()  // no isolate open: nothing
    #expect(stack.count == 124)
  }

  /// Past the records and inside an overflowing isolate, an embedding has no effect and a PDF
  /// closes nothing; PDIs close the overflowing isolates, then the recorded ones.
  @Test func embeddingsInsideAnOverflowingIsolateAreNotCounted() {
    var stack = BidiStack()
    for index in 0..<125 { stack.open("\u{2066}", scalarIndex: index) }  // LRI
    stack.open("\u{2068}", scalarIndex: 125)  // FSI, overflowing
    stack.open("\u{202E}", scalarIndex: 126)  // RLO: no effect
    #expect(stack.count == 126)
    stack.closeEmbedding()
    #expect(stack.count == 126)
    #expect(stack.distinctScalars(after: 16) == ["\u{2066}", "\u{2068}"])
    stack.closeIsolate()
    #expect(stack.count == 125)
    #expect(stack.distinctScalars(after: 16) == ["\u{2066}"])
    stack.closeIsolate()
    #expect(stack.count == 124)
  }

  /// Through the scanner: a line of random controls between letters gets one unterminated
  /// finding that counts and names the model's open controls, at the first one's column; an
  /// `--allow` of the range of every scalar open (past the 16th too) silences it, a narrower one
  /// does not.
  @Test func unterminatedFindingOfRandomLinesCountsLikeTheModel() throws {
    var generator = SeededGenerator(seed: 0x7207_A115)
    for round in 0..<60 {
      let scalars = Self.randomControls(count: Int.random(in: 1...800, using: &generator), using: &generator)
      var model = Model(overflows: true)
      var line = String.UnicodeScalarView()
      for (index, scalar) in scalars.enumerated() {
        line.append("x")
        model.apply(scalar, at: 2 * index + 1)
        line.append(scalar)
      }
      let bytes = Array((String(line) + "\n").utf8)
      let unterminated = try Self.unterminated(bytes)
      guard let first = model.open.first else {
        #expect(unterminated.isEmpty, "round \(round)")
        continue
      }
      let finding = try #require(unterminated.first, "round \(round)")
      #expect(unterminated.count == 1)
      #expect(finding.codePoints == model.open.prefix(16).map(\.scalar), "round \(round)")
      #expect(finding.columnNumber.scalar == first.scalarIndex! + 1, "round \(round)")
      let more = model.open.count - 16
      #expect(finding.message.contains(" and \(more) more still open") == (more > 0), "round \(round)")
      #expect(finding.message.contains(" more ") == (more > 0), "round \(round)")
      // An allow covers a finding when one selector covers all its code points: the range
      // from the least to the greatest open scalar does; one scalar shorter at either end not.
      let open = model.open.map(\.scalar.value)
      let low = open.min()!
      let high = open.max()!
      #expect(try Self.unterminated(bytes, allowing: low...high).isEmpty, "round \(round)")
      if low < high {
        #expect(try Self.unterminated(bytes, allowing: low + 1...high).count == 1, "round \(round)")
        #expect(try Self.unterminated(bytes, allowing: low...high - 1).count == 1, "round \(round)")
      }
    }
  }

  /// The unterminated-bidi findings of `bytes` scanned as code, with `allowing` allowed.
  static func unterminated(_ bytes: [UInt8], allowing: ClosedRange<UInt32>? = nil) throws -> [ScanFinding] {
    var policy = ScanPolicy()
    policy.allowed = allowing.map { [.codePoints($0)] } ?? []
    let scanner = try FileScanner(path: "x.swift", policy: policy, listLimit: nil)
    bytes.withUnsafeBufferPointer { scanner.scan($0) }
    return scanner.findings.filter { $0.rule == .bidiUnterminated }
  }
}
