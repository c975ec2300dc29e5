import UStrCore
import UStrICU

/// A finding on a line before its columns are known.
struct PendingFinding {
  var rule: ScanRule
  /// The first scalar it covers, in the piece's repaired text.
  var scalarIndex: Int
  var scalarCount: Int
  var codePoints: [Unicode.Scalar]
  var message: String
  var decoded: String? = nil
  /// The offset in the piece's own bytes, when the scalar index does not give it (invalid UTF-8).
  var byteOffset: Int? = nil
  /// For invalid UTF-8, the sequence (offsets in the piece); for input a converted file's
  /// decoder could not decode, the sequence (offsets in the file and in the decoded text).
  var invalid: InvalidBytes? = nil
  /// For mojibake, the repaired run and the steps.
  var mojibake: ScanMojibake? = nil
}

/// Bytes that did not decode, as a finding holds them: ill-formed UTF-8 in a UTF-8 file, or a
/// sequence a converted file's encoding could not decode.
enum InvalidBytes {
  case utf8(InvalidUTF8Sequence)
  case input(InvalidInputSequence)
}

/// What a scan knows of an identifier.
struct IdentifierFacts {
  var skeleton: String
  var mixesScripts: Bool
  var scripts: [String]
}

extension FileScanner {
  /// Runs the rules on one line, or one piece of a long line (`isLineEnd` false: the line goes
  /// on), and records what they find as the scalar rules reach them (``PendingFindings``).
  ///
  /// - Complexity: O(n) in the piece's length (normalization guarded against long mark runs);
  ///   memory O(n), not more per finding.
  func scanText(_ bytes: UnsafeBufferPointer<UInt8>, isLineEnd: Bool) {
    if line.startOffset == nil { line.startOffset = fileOffset }
    // Only the first `room` findings can still be listed; the rest are counted as they come.
    let room = listLimit.map { max($0 - listedCount, 0) } ?? .max
    // Ill-formed sequences are listed a window at a time when they are needed (``InvalidUTF8Windows``).
    let decoding = UTF8Decoding(bytes: bytes, listLimit: 0)
    let text = decoding.text
    let allowed = ScanSelector.inlineAllowed(in: text)
    let judge = { [policy, profile] (rule: ScanRule, codePoints: [Unicode.Scalar]) -> ScanSeverity? in
      guard let severity = policy.severity(of: rule, codePoints: codePoints, profile: profile),
        !allowed.contains(where: { $0.matches(rule: rule, codePoints: codePoints) })
      else { return nil }
      return severity
    }
    let scalars = Array(text.unicodeScalars)
    var offsets: [Int] = []  // each scalar's offset in the repaired text's UTF-8
    offsets.reserveCapacity(scalars.count + 1)
    var utf8Offset = 0
    for scalar in scalars {
      offsets.append(utf8Offset)
      utf8Offset += UTF8.width(scalar)
    }
    offsets.append(utf8Offset)
    var earlier: [AnyIterator<PendingFinding>] = []
    if decoding.invalidCount > 0, let invalidSeverity = judge(.invalidUTF8, []) {
      // Past the `room` listed, each comes after as many findings: counted, never made.
      tally.count(.invalidUTF8, invalidSeverity, unlisted: max(decoding.invalidCount - room, 0))
      let sequences = InvalidUTF8Windows(bytes: bytes).prefix(room)
      earlier.append(AnyIterator(sequences.lazy.map { Self.invalidUTF8Finding($0, offsets: offsets) }.makeIterator()))
    }
    let invalidInput = takeInvalidInput(before: fileOffset + bytes.count)
    if !invalidInput.isEmpty, let invalidInputSeverity = judge(.invalidInput, []) {
      // Past the `room` listed, each comes after as many findings: counted, never made.
      tally.count(.invalidInput, invalidInputSeverity, unlisted: max(invalidInput.count - room, 0))
      let sequences = invalidInput.prefix(room)
      earlier.append(AnyIterator(sequences.lazy.map { self.invalidInputFinding($0, offsets: offsets) }.makeIterator()))
    }
    // The findings of the rules after the scalar rules: few, held until their place comes.
    var later: [PendingFinding] = []
    if isLineEnd { unterminatedBidi(scalars, into: &later) }
    if !ScalarTriage.isCertainlyNFC(scalars) && !sieve.provesNFC(scalars) && stretch?.foundNotNFC != true {
      // A piece scanned in stretches reports its first change, as a piece scanned whole does.
      if normalizationRule(text, scalars: scalars, offsets: offsets, into: &later) {
        stretch?.foundNotNFC = true
      }
    }
    if spoof != nil && scalars.contains(where: { !$0.isASCII }) {
      identifierRules(scalars, offsets: offsets, into: &later)
    }
    if looksForMojibake { mojibakeRule(text, into: &later) }
    var recording = PieceRecording(
      text: text, scalars: scalars, offsets: offsets, invalid: decoding.invalidCount > 0 ? InvalidUTF8Windows(bytes: bytes) : nil,
      identifiers: pendingIdentifiers, allowed: allowed)
    pendingIdentifiers = []
    var pending = PendingFindings(room: room, judge: judge, earlier: earlier, later: later) { finding in
      self.recordListed(finding, in: &recording)
    }
    scalarRules(scalars, into: &pending)
    pending.finish()
    tally.add(pending.unlistedTally)
    finishRecording(&recording)
    advanceLineState(text: text, byteCount: bytes.count, isLineEnd: isLineEnd)
    repairedOffset += text.utf8.count
  }

  /// The finding of an ill-formed UTF-8 sequence (offsets in the piece).
  static func invalidUTF8Finding(_ invalid: InvalidUTF8Sequence, offsets: [Int]) -> PendingFinding {
    PendingFinding(
      rule: .invalidUTF8, scalarIndex: index(ofOffset: invalid.repairedUTF8Offset, in: offsets),
      scalarCount: invalid.replacementCount, codePoints: [],
      message: "invalid UTF-8: \(invalid.kind.explanation) (bytes "
        + invalid.hexBytes.joined(separator: " ") + ")",
      byteOffset: invalid.utf8Offset, invalid: .utf8(invalid))
  }

  /// The finding of a sequence a converted file's encoding could not decode, whose one U+FFFD
  /// is in this piece's decoded text.
  func invalidInputFinding(_ sequence: InvalidInputSequence, offsets: [Int]) -> PendingFinding {
    // Appended piece by piece: a file of bad bytes has millions of these.
    var message = sequence.kind.explanation
    message += " in "
    message += input?.encoding ?? "the encoding"
    message += " (bytes "
    for (index, byte) in sequence.bytes.enumerated() {
      if index > 0 { message += " " }
      message += byte.hex(digits: 2)
    }
    message += " at byte "
    message += String(sequence.inputOffset)
    message += "), read as U+FFFD"
    return PendingFinding(
      rule: .invalidInput, scalarIndex: Self.index(ofOffset: sequence.repairedUTF8Offset - fileOffset, in: offsets),
      scalarCount: 1, codePoints: [], message: message, invalid: .input(sequence))
  }

  /// One finding a run of mojibake, by `inspect`'s detector (``Mojibake``): what it was and
  /// the steps that undo it.
  ///
  /// - Complexity: O(n) in the piece's length.
  func mojibakeRule(_ text: String, into pending: inout [PendingFinding]) {
    guard let found = Mojibake.repair(text) else { return }
    for change in found.changes {
      let steps = change.steps.map { "\($0.action.rawValue) \($0.encoding)" }.joined(separator: ", ")
      let original = Array(change.original.unicodeScalars)
      pending.append(
        PendingFinding(
          rule: .mojibake, scalarIndex: change.scalarRange.lowerBound,
          scalarCount: change.scalarRange.count, codePoints: Array(original.prefix(16)),
          message: "mojibake: \"\(Self.quoted(change.original))\" was \"\(Self.quoted(change.repaired))\" (\(steps))",
          mojibake: ScanMojibake(repaired: change.repaired, steps: change.steps)))
    }
  }

  /// Code points for a message: all of up to 16 (`U+0065 U+0301`); of a longer run the first 8
  /// and the last 4 around "…", with the count (`U+0061 U+0301 … U+0301 (1000001 scalars)`), so
  /// a cluster of a million marks makes a short message.
  ///
  /// - Complexity: O(1) scalars formatted; O(*n*) only to count a collection that is not random access.
  static func codePointList<Scalars: RandomAccessCollection<Unicode.Scalar>>(_ scalars: Scalars) -> String {
    guard scalars.count > 16 else { return scalars.map(Hex.codePoint).joined(separator: " ") }
    let shown = scalars.prefix(8).map(Hex.codePoint) + ["…"] + scalars.suffix(4).map(Hex.codePoint)
    return shown.joined(separator: " ") + " (\(scalars.count) scalars)"
  }

  /// `text` for a message, cut to 32 scalars with "…".
  static func quoted(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > 32 else { return text }
    return String(String.UnicodeScalarView(scalars.prefix(32))) + "…"
  }

  /// The index of the scalar starting at `utf8Offset` (or the first after it).
  static func index(ofOffset utf8Offset: Int, in offsets: [Int]) -> Int {
    var low = 0
    var high = offsets.count - 1
    while low < high {
      let middle = (low + high) / 2
      if offsets[middle] < utf8Offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The rules of single scalars and short runs: controls, bidi, invisible, tags, variation
  /// selectors, private use, unassigned, noncharacters.
  func scalarRules(_ scalars: [Unicode.Scalar], into pending: inout PendingFindings) {
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      let value = scalar.value
      let previous = index > 0 ? scalars[index - 1] : line.previous
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if !ScalarTriage.needsRules(scalar) {
        index += 1
        continue
      }
      func add(_ rule: ScanRule, _ message: @autoclosure () -> String, grouping: Bool = false) {
        if grouping, var last = pending.last, last.rule == rule,
          last.scalarIndex + last.scalarCount == index
        {
          last.scalarCount += 1
          if last.codePoints.count < 16 { last.codePoints.append(scalar) }
          last.message = "\(last.scalarCount) × " + Self.describeRun(rule)
          pending.last = last
          return
        }
        pending.append(
          PendingFinding(
            rule: rule, scalarIndex: index, scalarCount: 1, codePoints: [scalar], message: message()))
      }
      var name: String { describeRemembering(scalar) }
      switch value {
      case 0x0D:
        add(.loneCR, "\(name) not followed by LF: a line break to some tools, not to others")
      case 0x00..<0x20 where value != 0x09 && value != 0x0C, 0x7F, 0x80...0x9F:
        add(.control, "control character \(name)")
      case 0x061C, 0x200E, 0x200F:
        add(.bidiMark, "bidi mark \(name): invisible, moves neutral characters around it on screen")
      case 0x202A...0x202E, 0x2066...0x2069:
        bidiControl(scalar, at: index, name: name, into: &pending)
      case 0xAD:
        add(.softHyphen, "\(name): invisible unless the line breaks there")
      case 0x115F, 0x1160:
        if !ScalarContext.isConjoiningJamo(previous) && !ScalarContext.isConjoiningJamo(next) {
          add(.hangulFiller, "Hangul filler \(name) draws nothing")
        }
      case 0x3164, 0xFFA0:
        add(.hangulFiller, "Hangul filler \(name) draws nothing: an invisible letter")
      case 0xFEFF:
        if !(lineNumber == 1 && line.utf8 == 0 && index == 0) {
          add(.byteOrderMark, "\(name) (a byte order mark) after the start of the file: invisible")
        }
      case 0xE0000...0xE007F:
        var end = index + 1
        while end < scalars.count && (0xE0000...0xE007F).contains(scalars[end].value) { end += 1 }
        let run = scalars[index..<end]
        if !ScalarContext.isEmojiTagSequence(run, base: previous) {
          let decoded = ScalarContext.decodeTags(run)
          pending.append(
            PendingFinding(
              rule: .tagCharacters, scalarIndex: index, scalarCount: end - index,
              codePoints: Array(run.prefix(16)),
              message: "\(end - index) invisible tag character\(end - index == 1 ? "" : "s")"
                + " spelling \"\(decoded)\"", decoded: decoded))
        }
        index = end
        continue
      case 0x200C, 0x200D:
        if !ScalarContext.joinerFits(scalar, previous: previous, next: next) {
          add(.joiner, "\(name) where no script or emoji sequence needs it: invisible")
        }
      case 0xFE00...0xFE0F, 0xE0100...0xE01EF:
        if !ScalarContext.variationSelectorFits(scalar, base: previous) {
          let base = previous.map { " after \(Self.describe($0))" } ?? " at the start of the line"
          add(.variationSelector, "variation selector \(name)\(base), which takes none", grouping: true)
        }
      case 0x180B...0x180D, 0x180F:
        if !(previous.map { (0x1800...0x18AF).contains($0.value) } ?? false) {
          add(.invisible, "Mongolian variation selector \(name) outside Mongolian: invisible")
        }
      case 0x034F:
        let betweenMarks = next.map { $0.properties.generalCategory == .nonspacingMark } ?? false
        if !betweenMarks { add(.invisible, "\(name) not before a combining mark: invisible") }
      case 0xFFF9...0xFFFB:
        add(.invisible, "interlinear annotation control \(name): hides text", grouping: true)
      default:
        let properties = scalar.properties
        if properties.isNoncharacterCodePoint {
          add(.noncharacter, "noncharacter \(Hex.codePoint(scalar))")
        } else if properties.isDefaultIgnorableCodePoint {
          add(.invisible, "invisible \(name)", grouping: true)
        } else {
          switch properties.generalCategory {
          case .privateUse:
            add(.privateUse, "private-use character \(Hex.codePoint(scalar))", grouping: true)
          case .unassigned:
            add(.unassigned, "\(Hex.codePoint(scalar)) is unassigned in Unicode \(StandardLibraryUnicode.version)",
              grouping: true)
          default: break
          }
        }
      }
      index += 1
    }
  }

  /// Records a bidi control and follows the embeddings, overrides and isolates it opens or
  /// closes on this line.
  func bidiControl(
    _ scalar: Unicode.Scalar, at index: Int, name: String, into pending: inout PendingFindings
  ) {
    let effect = Self.follow(scalar, at: index, in: &line.bidiStack)
    pending.append(
      PendingFinding(
        rule: .bidiControl, scalarIndex: index, scalarCount: 1, codePoints: [scalar],
        message: "bidi control \(name): \(effect) on screen, not for a compiler"))
  }

  /// Opens or closes what the bidi control `scalar` (U+202A–U+202E, U+2066–U+2069) at
  /// `index` opens or closes in `stack` (UAX #9: PDF closes the last embedding or override
  /// unless an isolate is open after it; PDI closes the last isolate and everything opened
  /// after it); returns what it does, for a message.
  static func follow(_ scalar: Unicode.Scalar, at index: Int, in stack: inout BidiStack) -> String {
    switch scalar.value {
    case 0x202A, 0x202B, 0x202D, 0x202E:
      stack.open(scalar, scalarIndex: index)
      return scalar.value >= 0x202D ? "overrides the direction of what follows" : "embeds what follows"
    case 0x2066, 0x2067, 0x2068:
      stack.open(scalar, scalarIndex: index)
      return "isolates what follows"
    case 0x202C:
      stack.closeEmbedding()
      return "closes an embedding or override"
    default:  // U+2069 PDI
      stack.closeIsolate()
      return "closes an isolate"
    }
  }

  /// At the end of a line: the Trojan Source rule, for embeddings, overrides and isolates
  /// still open after `scalars`, the line's last piece. It is known before the scalar rules
  /// follow the piece's bidi controls (they hand on findings as they go): they are followed
  /// here in a copy of the line's stack first.
  ///
  /// - Complexity: O(n) in the piece's scalars; memory O(1).
  func unterminatedBidi(_ scalars: [Unicode.Scalar], into pending: inout [PendingFinding]) {
    var stack = line.bidiStack
    for (index, scalar) in scalars.enumerated()
    where (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
      _ = Self.follow(scalar, at: index, in: &stack)
    }
    guard let first = stack.records.first else { return }
    // The first 16 named and listed; of the rest (an adversary's line may open millions), only
    // the distinct scalars, which are all the rules match on.
    let shown = stack.records.prefix(16).map(\.scalar)
    let open = shown + stack.distinctScalars(after: 16).filter { !shown.contains($0) }
    let count = stack.count
    let more = count > 16 ? " and \(count - 16) more" : ""
    let names = shown.map { Self.describe($0) }.joined(separator: ", ") + more
    let message =
      "\(names) still open at the end of the line: the text after it is displayed reordered "
      + "(Trojan Source); close it on its line with \(first.isIsolate ? "PDI U+2069" : "PDF U+202C")"
    pending.append(
      PendingFinding(
        rule: .bidiUnterminated, scalarIndex: first.scalarIndex ?? 0, scalarCount: 1,
        codePoints: open, message: message))
  }

  /// Not-NFC: the first cluster of the piece that NFC changes (ICU's normalizer); returns
  /// whether there is one.
  @discardableResult
  func normalizationRule(
    _ text: String, scalars: [Unicode.Scalar], offsets: [Int], into pending: inout [PendingFinding]
  ) -> Bool {
    let utf16Count = scalars.reduce(0) { $0 + UTF16.width($1) }
    guard let prefix = try? normalizer.normalizedPrefixUTF16Length(text),
      prefix < utf16Count, let normalized = try? normalizer.normalize(text)
    else { return false }
    var first = 0
    for scalar in normalized.unicodeScalars {
      guard first < scalars.count, scalars[first] == scalar else { break }
      first += 1
    }
    guard first < scalars.count || normalized.unicodeScalars.count != scalars.count else { return false }
    // Back to the start of the cluster holding the first changed scalar (UTF-8 offsets, then
    // scalar indices).
    let firstOffset = first < scalars.count ? offsets[first] : offsets[scalars.count]
    var clusterUTF8 = offsets[scalars.count]..<offsets[scalars.count]
    ClusterBoundaries.walk(text, fromUTF8Offset: 0) { range in
      guard range.upperBound <= firstOffset else {
        clusterUTF8 = range
        return false
      }
      return true
    }
    let clusterStart = Self.index(ofOffset: clusterUTF8.lowerBound, in: offsets)
    var clusterEnd = Self.index(ofOffset: clusterUTF8.upperBound, in: offsets)
    if clusterEnd == clusterStart { clusterEnd = scalars.count }
    let cluster = String(String.UnicodeScalarView(scalars[clusterStart..<clusterEnd]))
    let composed = (try? normalizer.normalize(cluster)) ?? cluster
    let before = Self.codePointList(scalars[clusterStart..<clusterEnd])
    let after = Self.codePointList(Array(composed.unicodeScalars))
    pending.append(
      PendingFinding(
        rule: .notNFC, scalarIndex: clusterStart, scalarCount: clusterEnd - clusterStart,
        codePoints: Array(cluster.unicodeScalars.prefix(16)),
        message: "line not in NFC: \(before) becomes \(after) (first change on the line)"))
    return true
  }

  /// Look-alike identifiers (UTS #39): UAX #31 tokens with a non-ASCII scalar.
  func identifierRules(
    _ scalars: [Unicode.Scalar], offsets: [Int], into pending: inout [PendingFinding]
  ) {
    var index = 0
    while index < scalars.count {
      let properties = scalars[index].properties
      guard properties.isXIDStart || scalars[index] == "_" else {
        index += 1
        continue
      }
      var end = index + 1
      var isASCII = scalars[index].isASCII
      while end < scalars.count && scalars[end].properties.isXIDContinue {
        if !scalars[end].isASCII { isASCII = false }
        end += 1
      }
      if !isASCII { checkIdentifier(scalars, index..<end, into: &pending) }
      index = end
    }
  }

  func checkIdentifier(
    _ scalars: [Unicode.Scalar], _ range: Range<Int>, into pending: inout [PendingFinding]
  ) {
    guard let spoof else { return }
    let text = String(String.UnicodeScalarView(scalars[range]))
    let facts: IdentifierFacts
    if let known = identifierCache[text] {
      facts = known
    } else {
      guard let skeleton = try? spoof.skeleton(text) else { return }
      facts = IdentifierFacts(
        skeleton: skeleton, mixesScripts: (try? spoof.mixesScripts(text)) ?? false,
        scripts: spoof.scriptNames(of: text))
      if identifierCache.count < 10_000 { identifierCache[text] = facts }
    }
    let nonASCII = Array(text.unicodeScalars.filter { !$0.isASCII }.prefix(16))
    let scripts = facts.scripts.joined(separator: ", ")
    if facts.mixesScripts {
      let looksASCII = facts.skeleton.utf8.allSatisfy { $0 < 0x80 }
      if looksASCII {
        pending.append(
          PendingFinding(
            rule: .confusableIdentifier, scalarIndex: range.lowerBound, scalarCount: range.count,
            codePoints: nonASCII,
            message: "identifier \"\(text)\" (\(scripts)) looks like the ASCII identifier "
              + "\"\(facts.skeleton)\""))
      } else {
        pending.append(
          PendingFinding(
            rule: .mixedScriptIdentifier, scalarIndex: range.lowerBound, scalarCount: range.count,
            codePoints: nonASCII, message: "identifier \"\(text)\" mixes scripts: \(scripts)"))
      }
    }
    if !seenIdentifiers.contains(text) && seenIdentifiers.count < 100_000 {
      seenIdentifiers.insert(text)
      pendingIdentifiers.append((text, facts.skeleton, range.lowerBound))
    }
  }
}
