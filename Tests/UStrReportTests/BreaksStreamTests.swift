import Testing
import UStrCore
import UStrICU
import UStrReport
import UStrTestSupport

/// `ustr breaks` over a text in windows, each cut where every engine must break: the same
/// report as over the whole text, for every kind, engine set and limit.
@Suite("Breaks in windows")
struct BreaksStreamTests {
  /// Prose of several scripts and the pieces where engines and rules differ, in lines ending in
  /// LF, CR LF or a lone CR, some of them long runs of ASCII.
  static func text(using generator: inout SeededGenerator) -> String {
    let words = [
      "Pokémon", "the ", "cat. ", "Dr. Who? ", "ผมกินข้าว", "日本語の文章。", "क्षत्रिय ", "😀 ",
      "👩‍👩‍👧", "🇺🇸🇫🇷", "e\u{301}\u{302}", "\u{1100}\u{1161}\u{11A8}", " \u{200D}", "3.14 ", "\t",
      "\u{85}", "\u{2028}", "(quote) ", "\"Hi!\" she said. ",
    ]
    var text = ""
    for _ in 0..<Int.random(in: 0...60, using: &generator) {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: text += ["\n", "\r\n", "\r"].randomElement(using: &generator)!
      case 1: text += String(repeating: "ab ", count: Int.random(in: 1...30, using: &generator))
      case 2: text += RandomText.string(maxScalars: 4, using: &generator)
      default: text += words.randomElement(using: &generator)!
      }
    }
    return text
  }

  /// Feeds `text` to `stream` in windows cut by `windowEnd` after random lengths.
  static func stream(
    _ text: String, kind: BreakKind, engines: [BreakEngine], explain: Bool = false, limit: Int?,
    using generator: inout SeededGenerator
  ) throws -> (report: BreaksReport, windows: Int) {
    var windows = 0
    var stream = BreaksStream(kind: kind, engines: engines, explain: explain, limit: limit)
    let bytes = Array(text.utf8)
    var start = 0
    var end = 0
    while end < bytes.count {
      end = min(bytes.count, end + Int.random(in: 1...40, using: &generator))
      let window = bytes[start..<end]
      let cut = window.withUnsafeBufferPointer { BreaksStream.windowEnd(in: $0, kind: kind) }
      guard let cut, cut > 0 else { continue }
      try bytes[start..<(start + cut)].withUnsafeBufferPointer { try stream.append(window: $0) }
      start += cut
      windows += 1
    }
    if start < bytes.count {
      try bytes[start...].withUnsafeBufferPointer { try stream.append(window: $0) }
      windows += 1
    }
    return (try stream.finish(invalid: InvalidUTF8List()), windows)
  }

  @Test(arguments: BreakKind.allCases)
  func windowsGiveTheWholeTextsReport(kind: BreakKind) throws {
    var generator = SeededGenerator(seed: 0xB4EA_0000 + UInt64(kind.rawValue.utf8.count))
    let engineSets: [[BreakEngine]] = [BreakEngine.allCases, [.icu], [.swift, .reference]]
    var windowedTexts = 0
    for round in 0..<120 {
      let text = Self.text(using: &generator)
      let engines = engineSets[round % engineSets.count]
      // With --explain (clusters only), the reference's rule at every position too.
      for limit in [nil, 0, 2, 25] {
        for explain in kind == .character ? [false, true] : [false] {
          let whole = try BreaksReport(text: text, kind: kind, engines: engines, explain: explain, limit: limit)
          let (windowed, windows) = try Self.stream(
            text, kind: kind, engines: engines, explain: explain, limit: limit, using: &generator)
          if windows > 2 { windowedTexts += 1 }
          #expect(
            windowed == whole,
            "\(kind), limit \(String(describing: limit)), explain \(explain), \(engines): \(text.debugDescription)")
        }
      }
    }
    #expect(windowedTexts > (kind == .character ? 400 : 200), "most texts go in several windows")
  }

  /// JSON Lines in windows: the same messages as over the whole text (with one engine, the
  /// same bytes; with several, the engines' segments alternate window by window).
  @Test(arguments: [BreakKind.character, .word])
  func jsonLinesInWindowsHaveTheWholeTextsMessages(kind: BreakKind) throws {
    var generator = SeededGenerator(seed: 0x150_11E5)
    var windowedTexts = 0
    for round in 0..<60 {
      let text = Self.text(using: &generator)
      let engines: [BreakEngine] = round % 2 == 0 ? [.icu] : BreakEngine.allCases
      // With --explain (clusters only) every third round: position messages come window by window.
      let explain = kind == .character && round % 3 == 0
      for limit in [nil, 0, 3] {
        var whole: [UInt8] = []
        let wholeOutput = ByteOutput { whole += $0 }
        try BreaksReport.writeJSONLines(
          decoding: UTF8Decoding(bytes: Array(text.utf8)), kind: kind, engines: engines, explain: explain,
          limit: limit, to: wholeOutput)
        try wholeOutput.flush()
        var windowed: [UInt8] = []
        let windowedOutput = ByteOutput { windowed += $0 }
        var lines = try BreaksReport.JSONLinesStream(
          kind: kind, engines: engines, explain: explain, limit: limit, to: windowedOutput)
        let bytes = Array(text.utf8)
        var start = 0
        while let cut = bytes[start...].withUnsafeBufferPointer({ window in
          // Cut at the first place a window may end, for as many windows as the text gives.
          (1..<max(window.count, 1)).first { end in
            BreaksStream.windowEnd(in: UnsafeBufferPointer(rebasing: window[..<end]), kind: kind) == end
          }
        }) {
          try bytes[start..<(start + cut)].withUnsafeBufferPointer { try lines.append(window: $0) }
          start += cut
          windowedTexts += 1
        }
        if start < bytes.count { try bytes[start...].withUnsafeBufferPointer { try lines.append(window: $0) } }
        try lines.finish(invalid: InvalidUTF8List())
        try windowedOutput.flush()
        let context = "\(kind), limit \(String(describing: limit)), explain \(explain), \(engines): \(text.debugDescription)"
        if explain {
          // The same messages, header first and summary last; positions come window by window.
          let wholeLines = String(decoding: whole, as: UTF8.self).split(separator: "\n")
          let windowedLines = String(decoding: windowed, as: UTF8.self).split(separator: "\n")
          #expect(windowedLines.first == wholeLines.first && windowedLines.last == wholeLines.last, "\(context)")
          #expect(windowedLines.sorted() == wholeLines.sorted(), "\(context)")
        } else if engines.count == 1 || limit == 0 {
          #expect(String(decoding: windowed, as: UTF8.self) == String(decoding: whole, as: UTF8.self), "\(context)")
        } else {
          let wholeLines = String(decoding: whole, as: UTF8.self).split(separator: "\n")
          let windowedLines = String(decoding: windowed, as: UTF8.self).split(separator: "\n")
          #expect(windowedLines.first == wholeLines.first && windowedLines.last == wholeLines.last, "\(context)")
          if limit == nil { #expect(windowedLines.sorted() == wholeLines.sorted(), "\(context)") }
        }
      }
    }
    #expect(windowedTexts > 100)
  }

  /// The JSON document written pass by pass over windows is the one written over the whole
  /// text, byte for byte, with and without a limit.
  @Test(arguments: [BreakKind.character, .word, .line])
  func jsonInWindowsIsTheWholeTextsDocument(kind: BreakKind) throws {
    var generator = SeededGenerator(seed: 0x150_D0C5)
    for round in 0..<40 {
      let text = Self.text(using: &generator)
      let engines: [BreakEngine] = round % 2 == 0 ? BreakEngine.allCases : [.icu]
      let bytes = Array(text.utf8)
      // The windows: cut at every place a window may end.
      var cuts = [0]
      for end in 1..<max(bytes.count, 1) {
        let ends = bytes[cuts.last!..<end].withUnsafeBufferPointer {
          BreaksStream.windowEnd(in: $0, kind: kind) == $0.count
        }
        if ends { cuts.append(end) }
      }
      cuts.append(bytes.count)
      let explain = kind == .character && round % 4 == 1
      for limit in [nil, 1, 4] {
        var whole: [UInt8] = []
        let wholeOutput = ByteOutput { whole += $0 }
        try BreaksReport.writeJSON(
          decoding: UTF8Decoding(bytes: bytes), kind: kind, engines: engines, explain: explain, limit: limit,
          to: wholeOutput)
        try wholeOutput.flush()
        var windowed: [UInt8] = []
        let windowedOutput = ByteOutput { windowed += $0 }
        var passes = 0
        try BreaksReport.writeJSON(
          windows: { body in
            passes += 1
            for (start, end) in zip(cuts, cuts.dropFirst()) {
              guard try bytes[start..<end].withUnsafeBufferPointer({ try body($0) }) else { return }
            }
          },
          kind: kind, engines: engines, explain: explain, limit: limit, to: windowedOutput,
          invalid: { InvalidUTF8List() })
        try windowedOutput.flush()
        #expect(
          String(decoding: windowed, as: UTF8.self) == String(decoding: whole, as: UTF8.self),
          "\(kind), limit \(String(describing: limit)), explain \(explain), \(engines), \(cuts.count - 1) windows: \(text.debugDescription)")
        // Kinds other than grapheme clusters come from ICU alone; positions take a pass of their own.
        let segmentations = kind == .character ? engines.count : 1
        #expect(passes == (limit == nil ? 2 * segmentations + 1 + (explain ? 1 : 0) : 1))
      }
    }
  }

  @Test func aWindowEndsAfterALineFeedOrBetweenPrintableASCIIForClusters() {
    func end(_ text: String, _ kind: BreakKind) -> Int? {
      Array(text.utf8).withUnsafeBufferPointer { BreaksStream.windowEnd(in: $0, kind: kind) }
    }
    #expect(end("ab\ncd\r\nef", .word) == 7)
    #expect(end("ab\r", .line) == nil, "a CR may be followed by LF")
    #expect(end("ab cd", .sentence) == nil)
    #expect(end("ab cd", .character) == 4)
    #expect(end("a\u{301}b", .character) == nil)
  }
}
