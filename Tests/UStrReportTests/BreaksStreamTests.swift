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
  /// LF, CR LF or a lone CR, some of them long runs of ASCII; with `lineFeeds` false, one line
  /// with no LF, whose windows must be cut inside it (``BreaksStream/windowEnd(in:kind:)``).
  static func text(lineFeeds: Bool = true, using generator: inout SeededGenerator) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...60, using: &generator) {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0 where lineFeeds: text += ["\n", "\r\n", "\r"].randomElement(using: &generator)!
      case 0: text += ["\r", "\u{85}", "\u{2029}"].randomElement(using: &generator)!
      case 1: text += String(repeating: "ab ", count: Int.random(in: 1...30, using: &generator))
      case 2: text += RandomText.string(maxScalars: 4, using: &generator)
      case 3: text += hostile.randomElement(using: &generator)!
      default: text += words.randomElement(using: &generator)!
      }
    }
    return text
  }

  /// Words and phrases of several scripts, with the spaces and stops they come with.
  static let words = [
    "Pokémon", "the ", "cat. ", "Dr. Who? ", "ผมกินข้าว", "日本語の文章。", "क्षत्रिय ", "😀 ",
    "👩‍👩‍👧", "🇺🇸🇫🇷", "e\u{301}\u{302}", "\u{1100}\u{1161}\u{11A8}", " \u{200D}", "3.14 ", "\t",
    "\u{85}", "\u{2028}", "(quote) ", "\"Hi!\" she said. ", "It rains. Then ", "a b c ", "Why? Ask ",
  ]

  /// The neighbours of the places a line is cut at that some rule looks across: opening
  /// punctuation and quotes before spaces (LB14, LB15), closing ones (LB16), hyphens (LB20a),
  /// initial and final quotes, marks and ZWJ after spaces (WB4, LB9), regional indicators
  /// (WB15, LB30a), numbers with "." and ",", abbreviations (SB7, SB8), "@" (kept in words by
  /// ICU), spaces in runs (WB3d), Thai and CJK next to spaces and "。", CJK punctuation next to
  /// ideographs, kana, digits and letters (WB6, WB7, WB11, WB12 join across "：", "，", "；"),
  /// ideographs with marks and next to digits, and minified JSON (IS before OP, numbers before
  /// them).
  static let hostile = [
    "( ", "(", ") ", "[ ", "\u{201C} ", "\u{201D} ", "\u{2018}", "\u{2019} ", "\u{AB} ", " \u{BB}", "\" ", " \"",
    "\u{FF08} ", "\u{300C}", "\u{300D} ", " -", "-", "- ", "\u{2010}", "\u{2014} ", " \u{301}", "\u{301} ", " \u{200D}",
    "\u{200D}", "\u{200B} ", "\u{2060} ", "\u{A0}", "\u{AD}", "🇺", "🇺🇸", " 🇫🇷", "1,000.5 ", "3. ", " .5",
    "$1", "10% ", "U.S. Army", "Mr. Smith", "etc. and", "e.g. the", "x.) Y", "a? B", "No! C", "ok.\u{201D} Then",
    "a@b ", "@", "f(x) ", "a_b", "don't ", "it's", "#", "{\"k\":[1,2]}", "  ", "   x", " ", "a", "Z",
    "ผม ", " ไม่", "ไม่ ", "กิน ข้าว", "เป็น", "ๆ", "ฯ", "一二三", "。", "。日", "、", "日 本", "カタカナ", "ぁ", "한국어 ",
    "\u{5D0}\u{5F4}", "\u{661}", "\u{627}\u{644} ", "\u{1780}",
    "，", "：", "；", "（", "）", "「", "」", "【", "！", "？", "1，2", "a：b", "日本、語", "語，語", "語：語",
    "語；", "（語）", "カナ、", "ー", "語\u{301}", "語\u{200D}", "語\u{FE00}", "\u{3099}", "語語語",
    "},{", ":[", ",[1,", "\"x\":{", "1,{", "],[", ", {", ",{\"", "$,[", "語5語", "2004年", "語1,000", "1.5語", "語5.5",
    "a1語", "語1a", "カ1カ",
  ]

  /// Feeds `text` to `stream` in windows cut by `windowEnd` after random lengths; counts the
  /// windows, and those cut inside a line (not after LF, CR, U+0085, U+2028 or U+2029).
  static func stream(
    _ text: String, kind: BreakKind, engines: [BreakEngine], explain: Bool = false, limit: Int?,
    using generator: inout SeededGenerator
  ) throws -> (report: BreaksReport, windows: Int, cutsInLines: Int) {
    var windows = 0
    var cutsInLines = 0
    var stream = BreaksStream(kind: kind, engines: engines, explain: explain, limit: limit)
    let bytes = Array(text.utf8)
    var start = 0
    var end = 0
    while end < bytes.count {
      end = min(bytes.count, end + Int.random(in: 1...40, using: &generator))
      let window = bytes[start..<end]
      let cut = window.withUnsafeBufferPointer { BreaksStream.windowEnd(in: $0, kind: kind) }
      guard let cut, cut > 0 else { continue }
      let cutIndex = text.utf8.index(text.utf8.startIndex, offsetBy: start + cut)
      let lastScalar = text.unicodeScalars[text.unicodeScalars.index(before: cutIndex)]
      if !"\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains(lastScalar) { cutsInLines += 1 }
      try bytes[start..<(start + cut)].withUnsafeBufferPointer { try stream.append(window: $0) }
      start += cut
      windows += 1
    }
    if start < bytes.count {
      try bytes[start...].withUnsafeBufferPointer { try stream.append(window: $0) }
      windows += 1
    }
    return (try stream.finish(invalid: InvalidUTF8List()), windows, cutsInLines)
  }

  @Test(arguments: BreakKind.allCases)
  func windowsGiveTheWholeTextsReport(kind: BreakKind) throws {
    var generator = SeededGenerator(seed: 0xB4EA_0000 + UInt64(kind.rawValue.utf8.count))
    let engineSets: [[BreakEngine]] = [BreakEngine.allCases, [.icu], [.swift, .reference]]
    var windowedTexts = 0
    var cutsInLines = 0
    for round in 0..<120 {
      // Every other text is one line with no LF: its windows are cut inside it.
      let text = Self.text(lineFeeds: round % 2 == 0, using: &generator)
      let engines = engineSets[round % engineSets.count]
      // With --explain (clusters only), the reference's rule at every position too.
      for limit in [nil, 0, 2, 25] {
        for explain in kind == .character ? [false, true] : [false] {
          let whole = try BreaksReport(text: text, kind: kind, engines: engines, explain: explain, limit: limit)
          let (windowed, windows, cuts) = try Self.stream(
            text, kind: kind, engines: engines, explain: explain, limit: limit, using: &generator)
          if windows > 2 { windowedTexts += 1 }
          cutsInLines += cuts
          #expect(
            windowed == whole,
            "\(kind), limit \(String(describing: limit)), explain \(explain), \(engines): \(text.debugDescription)")
        }
      }
    }
    #expect(windowedTexts > (kind == .character ? 400 : 200), "most texts go in several windows")
    #expect(cutsInLines > (kind == .sentence ? 400 : 2000), "lines are cut inside, not only after their end")
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
          try lines.append(window: String(decoding: bytes[start..<(start + cut)], as: UTF8.self))
          start += cut
          windowedTexts += 1
        }
        if start < bytes.count { try lines.append(window: String(decoding: bytes[start...], as: UTF8.self)) }
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

  /// The rows handed over window by window (``BreaksRows``: what the JSON document and the
  /// table are written from) are the whole text's report's rows, boundaries included, with and
  /// without a limit; the counts are the whole text's.
  @Test(arguments: BreakKind.allCases)
  func rowsHandedOverInWindowsAreTheWholeTextsRows(kind: BreakKind) throws {
    var generator = SeededGenerator(seed: 0x150_D0C5)
    for round in 0..<40 {
      let text = Self.text(using: &generator)
      let engines: [BreakEngine] = round % 2 == 0 ? BreakEngine.allCases : [.icu]
      let cuts = Self.cutsAtEveryPlace(Array(text.utf8), kind: kind)
      let bytes = Array(text.utf8)
      let explain = kind == .character && round % 4 == 1
      for limit in [nil, 1, 4] {
        let whole = try BreaksReport(text: text, kind: kind, engines: engines, explain: explain, limit: limit)
        let handed = HandedRows()
        var stream = BreaksStream(kind: kind, engines: engines, explain: explain, limit: limit)
        for (start, end) in zip(cuts, cuts.dropFirst()) {
          try bytes[start..<end].withUnsafeBufferPointer { try stream.append(window: $0, rows: handed.rows) }
        }
        let counted = try stream.finish(invalid: InvalidUTF8List(), rows: handed.rows)
        let context =
          "\(kind), limit \(String(describing: limit)), explain \(explain), \(engines), \(cuts.count - 1) windows: \(text.debugDescription)"
        for segmentation in whole.segmentations {
          #expect(handed.boundaries[segmentation.engine] ?? [] == segmentation.boundaries, "\(context)")
          #expect(handed.segments[segmentation.engine] ?? [] == segmentation.segments, "\(context)")
        }
        #expect(handed.disagreements == whole.disagreements, "\(context)")
        #expect(handed.positions == whole.positions ?? [], "\(context)")
        #expect(counted.segmentations.map(\.segmentCount) == whole.segmentations.map(\.segmentCount), "\(context)")
        #expect(counted.disagreementCount == whole.disagreementCount, "\(context)")
        #expect(counted.positionCount == whole.positionCount, "\(context)")
        #expect(counted.identicalEngines == whole.identicalEngines, "\(context)")
      }
    }
  }

  /// Where `bytes` are cut into windows at every place one may end: a byte more at a time,
  /// each place is cut at as soon as the bytes around it are in. The first cut is 0, the last
  /// the end of the text.
  static func cutsAtEveryPlace(_ bytes: [UInt8], kind: BreakKind) -> [Int] {
    var cuts = [0]
    for end in 1...max(bytes.count, 1) where end <= bytes.count {
      let place = bytes[cuts.last!..<end].withUnsafeBufferPointer { BreaksStream.windowEnd(in: $0, kind: kind) }
      if let place, place > 0 { cuts.append(cuts.last! + place) }
    }
    return cuts + [bytes.count]
  }

  /// The rows a ``BreaksStream`` hands over, collected.
  final class HandedRows {
    var boundaries: [BreakEngine: [BreakBoundary]] = [:]
    var segments: [BreakEngine: [SegmentReport]] = [:]
    var disagreements: [DisagreementReport] = []
    var positions: [GraphemeBreakDecision] = []

    var rows: BreaksRows {
      BreaksRows(
        boundary: { self.boundaries[$0, default: []].append($1) },
        segment: { self.segments[$0, default: []].append($1) },
        disagreement: { self.disagreements.append($0) }, position: { self.positions.append($0) })
    }
  }

  /// The pieces of lines with no line feed, no space and no ASCII stop: ideographs, kana,
  /// digits, CJK and ASCII punctuation, brackets and marks, as CJK prose and minified JSON
  /// have them.
  static let denseLinePieces = [
    "語", "日本", "カナ", "ひら", "ー", "々", "5", "12", "1.5", "，", "、", "：", "；", "（", "）", "「", "」", "【",
    "！", "？", "。", ",", ":", "{", "[", "}", "]", "\"", "'", "$", "-", "a", "Z", "\u{301}", "\u{3099}", "\u{200D}",
    "\u{FE00}", "🇺", "👩", "\u{FF9E}", "\u{3000}", "\u{AD}",
  ]

  /// Cut at every place a window may end, lines of ideographs, kana, digits, punctuation and
  /// JSON give the whole text's report: the places taken inside such lines (between
  /// ideographs, after CJK punctuation, between ideographs and digits, "," or ":" before a
  /// bracket) leave every answer as it was.
  @Test(arguments: BreakKind.allCases)
  func denseLinesCutAtEveryPlaceGiveTheWholeTextsReport(kind: BreakKind) throws {
    var generator = SeededGenerator(seed: 0xC1C_0000 + UInt64(kind.rawValue.utf8.count))
    var cutsInside = 0
    for round in 0..<600 {
      var text = ""
      for _ in 0..<Int.random(in: 0...80, using: &generator) {
        text += Self.denseLinePieces.randomElement(using: &generator)!
      }
      let bytes = Array(text.utf8)
      let cuts = Self.cutsAtEveryPlace(bytes, kind: kind)
      cutsInside += cuts.count - 2
      let engines: [BreakEngine] = round % 2 == 0 ? BreakEngine.allCases : [.icu]
      let whole = try BreaksReport(text: text, kind: kind, engines: engines, explain: kind == .character)
      var stream = BreaksStream(kind: kind, engines: engines, explain: kind == .character)
      for (start, end) in zip(cuts, cuts.dropFirst()) {
        try bytes[start..<end].withUnsafeBufferPointer { try stream.append(window: $0) }
      }
      let windowed = try stream.finish(invalid: InvalidUTF8List())
      #expect(windowed == whole, "\(kind), \(engines), cut at \(cuts): \(text.debugDescription)")
    }
    // Sentences have no place in such lines but after "。" before an ideograph; lines few but
    // between ideographs and before a bracket.
    let most: [BreakKind: Int] = [.character: 4_000, .word: 1_500, .line: 500, .sentence: 10]
    #expect(cutsInside > most[kind]!, "\(kind): \(cutsInside) cuts")
  }

  @Test func aWindowEndsAfterALineFeedOrBetweenPrintableASCIIForClusters() {
    #expect(Self.end("ab\ncd\r\nef", .word) == 7)
    #expect(Self.end("ab\r", .line) == nil, "a CR may be followed by LF")
    #expect(Self.end("ab\rcd", .line) == 3)
    #expect(Self.end("ab\u{2028}cd", .sentence) == 5)
    #expect(Self.end("abcd", .sentence) == nil)
    #expect(Self.end("ab cd", .character) == 4)
    #expect(Self.end("a\u{301}b", .character) == nil)
    #expect(Self.end("日本語", .character) == 6, "GB999 between ideographs, with nothing looked across")
    #expect(Self.end("日\u{301}本", .character) == nil)
  }

  /// Inside a line: where every engine of the kind must break and no rule looks across.
  @Test func aLineIsCutWhereNoRuleLooksAcross() {
    #expect(Self.end("ab cd", .word) == 3)
    #expect(Self.end("ab  ", .word) == nil, "WB3d keeps spaces together")
    #expect(Self.end("f(x)", .word) == 2)
    #expect(Self.end("a@b", .word) == nil, "ICU keeps \"@\" in words")
    #expect(Self.end("a \u{301}b", .word) == nil, "WB4 joins a mark to the space")
    #expect(Self.end("日本語", .word) == nil, "CJK words come from a dictionary")
    #expect(Self.end("日本。語", .word) == 9)
    #expect(Self.end("日本、語", .word) == 9)
    #expect(Self.end("語（語", .word) == 6)
    #expect(Self.end("語，a", .word) == nil, "only an ideograph after CJK punctuation")
    #expect(Self.end("1，2", .word) == nil, "WB11 and WB12 join digits across \"，\" (MidNum)")
    #expect(Self.end("2004年", .word) == 4)
    #expect(Self.end("年2004", .word) == 3)
    #expect(Self.end("カ1", .word) == nil, "kana next to digits are left alone")
    #expect(Self.end("ab cd", .line) == 3)
    #expect(Self.end("( cd", .line) == nil, "LB14: no break after ( and spaces")
    #expect(Self.end("\u{201C} cd", .line) == nil, "LB15 and LB19 look over quotes and spaces")
    #expect(Self.end("ผม กิน", .line) == 7)
    #expect(Self.end("日本語", .line) == 6)
    #expect(Self.end("{\"a\":1},{\"b\":[2]}", .line) == 13, "\":[\" and \",{\" in minified JSON (IS OP)")
    #expect(Self.end("{\"a\":1},{\"b\"", .line) == 8)
    #expect(Self.end("[1, 2]", .line) == nil, "LB14: no break after \"[\" and spaces; digits and spaces")
    #expect(Self.end("It rains. Then", .sentence) == 10)
    #expect(Self.end("It rains. then", .sentence) == nil, "SB8: a lowercase letter goes on")
    #expect(Self.end("U.S. Army", .sentence) == nil)
    #expect(Self.end("etc. and", .sentence) == nil)
    #expect(Self.end("日本。語", .sentence) == 9)
    #expect(Self.end("日本語", .sentence) == nil)
  }

  /// Searching again from `windowEndReachUTF8Count` bytes twice before where a search that
  /// found nothing stopped, once more bytes have come, finds the place a search of them all would.
  @Test(arguments: [BreakKind.word, .sentence, .line])
  func aSearchResumedNearWhereItStoppedFindsTheSamePlace(kind: BreakKind) {
    var generator = SeededGenerator(seed: 0x5EA_4C4)
    var resumed = 0
    for _ in 0..<400 {
      let bytes = Array(Self.text(lineFeeds: false, using: &generator).utf8)
      guard bytes.count > 1 else { continue }
      // Short prefixes often have no place yet.
      let searched = Int.random(in: 1..<min(bytes.count, 24), using: &generator)
      let before = bytes[..<searched].withUnsafeBufferPointer { BreaksStream.windowEnd(in: $0, kind: kind) }
      guard before == nil else { continue }
      let from = max(searched - 2 * BreaksStream.windowEndReachUTF8Count, 0)
      // The places just past where the first search stopped are the ones it could not judge.
      for end in (searched + 1)...min(bytes.count, searched + 12) {
        let again = bytes[from..<end].withUnsafeBufferPointer { BreaksStream.windowEnd(in: $0, kind: kind) }
        let whole = bytes[..<end].withUnsafeBufferPointer { BreaksStream.windowEnd(in: $0, kind: kind) }
        let text = String(decoding: bytes[..<end], as: UTF8.self)
        #expect(again.map { $0 + from } == whole, "\(kind), from \(from): \(text.debugDescription)")
        if whole != nil { resumed += 1 }
      }
    }
    #expect(resumed > 300)
  }

  /// Where a window of `text` alone may end, in bytes.
  static func end(_ text: String, _ kind: BreakKind) -> Int? {
    Array(text.utf8).withUnsafeBufferPointer { BreaksStream.windowEnd(in: $0, kind: kind) }
  }
}

/// Segments longer than the engines share (``BreaksStream``'s shared texts): a cluster of
/// marks, a Tibetan stack, a long word and line, each the same report in windows as whole.
@Suite("Breaks of long segments")
struct LongSegmentBreaksTests {
  static let texts: [String] = [
    "x a" + String(repeating: "\u{301}", count: 40_000) + " y",
    "\u{F40}" + String(repeating: "\u{FB2}\u{F71}\u{F74}", count: 10_000),
    "go " + String(repeating: "word", count: 20_000) + " on\n" + String(repeating: "b", count: 70_000),
  ]

  @Test(arguments: [BreakKind.character, .word, .line])
  func longSegmentsInWindowsGiveTheWholeTextsReport(kind: BreakKind) throws {
    for text in Self.texts {
      let engines: [BreakEngine] = kind == .character ? BreakEngine.allCases : [.icu]
      let whole = try BreaksReport(text: text, kind: kind, engines: engines, limit: nil)
      var stream = BreaksStream(kind: kind, engines: engines, limit: nil)
      let bytes = Array(text.utf8)
      // Cut where every engine breaks, looking 64 KiB further each time (as `ustr breaks` does).
      var start = 0
      var end = 0
      while end < bytes.count {
        end = min(bytes.count, end + (1 << 16))
        let cut = bytes[start..<end].withUnsafeBufferPointer { BreaksStream.windowEnd(in: $0, kind: kind) }
        guard let cut, cut > 0 else { continue }
        try bytes[start..<(start + cut)].withUnsafeBufferPointer { try stream.append(window: $0) }
        start += cut
      }
      if start < bytes.count {
        try bytes[start...].withUnsafeBufferPointer { try stream.append(window: $0) }
      }
      let windowed = try stream.finish(invalid: InvalidUTF8List())
      #expect(windowed == whole, "\(kind): \(text.unicodeScalars.prefix(4).map(\.value))")
      // Every engine lists the same text for a segment it shares with the first.
      let first = windowed.segmentations[0].segments
      for segmentation in windowed.segmentations.dropFirst() {
        for (a, b) in zip(first, segmentation.segments) where a.utf8Range == b.utf8Range {
          #expect(a.text.utf8.elementsEqual(b.text.utf8))
        }
      }
    }
  }

  /// Windows held as strings give the rows windows of bytes give, and a segment that is a whole
  /// window (a cluster, word or sentence of many marks or joined emoji, held whole) is the
  /// window's own text: its bytes are the window's, not a copy.
  @Test(arguments: BreakKind.allCases)
  func aSegmentThatIsTheWholeWindowSharesTheWindowsText(kind: BreakKind) throws {
    let long = "a" + String(repeating: "\u{301}", count: 500)
    let chain = Array(repeating: "👩", count: 200).joined(separator: "\u{200D}")
    let windows = [long, "Pokémon the cat. ", chain, "\n", "日本語の文章。"]
    let fromBytes = BreaksStreamTests.HandedRows()
    let fromStrings = BreaksStreamTests.HandedRows()
    var bytesStream = BreaksStream(kind: kind, limit: nil)
    var stringsStream = BreaksStream(kind: kind, limit: nil)
    for window in windows {
      try Array(window.utf8).withUnsafeBufferPointer { try bytesStream.append(window: $0, rows: fromBytes.rows) }
      try stringsStream.append(window: window, rows: fromStrings.rows)
    }
    #expect(
      try bytesStream.finish(invalid: InvalidUTF8List(), rows: fromBytes.rows)
        == stringsStream.finish(invalid: InvalidUTF8List(), rows: fromStrings.rows))
    #expect(fromStrings.segments == fromBytes.segments)
    #expect(fromStrings.boundaries == fromBytes.boundaries)
    #expect(fromStrings.disagreements == fromBytes.disagreements)
    // The long cluster and the chain are one segment each in every kind, each its whole window.
    func address(_ text: String) -> UnsafeRawPointer? {
      text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }
    #expect(!fromStrings.segments.isEmpty)
    for (engine, segments) in fromStrings.segments {
      for window in [long, chain] {
        let segment = try #require(segments.first { $0.text == window }, "\(engine) \(kind)")
        #expect(address(segment.text) == address(window), "\(engine) \(kind)")
      }
    }
  }
}
