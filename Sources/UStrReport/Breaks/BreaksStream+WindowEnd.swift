public import UStrCore

extension BreaksStream {
  /// The most bytes on either side of a place that ``windowEnd(in:kind:)`` reads to judge it:
  /// 4 before (a Thai letter and a space), 3 after (an ideograph or a Thai letter).
  ///
  /// A caller that searched bytes `0..<n` of a growing text and found no place searches again
  /// from `n - 2 * windowEndReachUTF8Count`: the places it judged before then are settled.
  public static let windowEndReachUTF8Count = 4

  /// Where a window of `utf8` may end: the last place where every engine of `kind` must break
  /// and no rule looks across, so the text before it segments as if it ended there and the text
  /// after it as if it began there. `nil` when `utf8` has no such place.
  ///
  /// The places, by what the bytes around them read (`|` is the place):
  /// - every kind: just after a line feed (UAX #29 GB4, WB3a, SB4; UAX #14 LB5), the window's
  ///   end when a line feed is its last byte.
  /// - grapheme clusters: failing a line feed, between two printable ASCII characters or two
  ///   ideographs U+4E00–U+9FFF (GB999; no rule looks back past one: they are Other, neither
  ///   extended pictographic nor an Indic consonant, in every version). The last line feed comes
  ///   first: the JSON Lines of several engines alternate window by window, so their order stays
  ///   the one cut at line feeds.
  /// - words, sentences and lines: just after a CR that is not followed by LF, or after U+0085,
  ///   U+2028 or U+2029 (mandatory breaks too), and the places below.
  /// - words: after a space before any printable ASCII but a space (WB3d joins spaces), before
  ///   an ideograph U+4E00–U+9FFF or a Thai letter; after printable ASCII punctuation that no
  ///   rule joins (Word_Break Other: not `' " . : , ; _`, nor `@`, which ICU keeps in words),
  ///   and after "。" (U+3002), before printable ASCII or an ideograph; after CJK punctuation
  ///   ("、", "，", "：", "；", "！", "？" and brackets)
  ///   before an ideograph; between an ideograph and an ASCII digit, either way round (WB999: a digit is
  ///   Numeric, which no rule joins to an ideograph, and not a dictionary character).
  ///   `"a b"` is cut as `"a |b"`, `"f(x)"` as `"f(|x)"`, `"日本、語"` as `"日本、|語"`,
  ///   `"2004年"` as `"2004|年"`. Dictionary ranges (Thai, CJK) lie between ICU's rule
  ///   boundaries, so none spans such a place; a run of ideographs and kana alone is one such
  ///   range, which ICU's dictionary segments as a whole.
  /// - sentences: `[a-z][.!?] |[A-Z]` (SB11; SB8 wants a lowercase letter, SB8a a
  ///   continuation, SB7 no space), and `。|` before an ideograph. So "Mr. Smith" is cut after
  ///   "Mr. " — where ICU's root rules break too — but "etc. and" and "U.S. Army" are not.
  /// - lines: an ASCII or Thai letter, one space, an ASCII or Thai letter, cut before the
  ///   second (LB18; the rules that look back over spaces, LB8 ZW, LB14 OP, LB15 QU, LB16 CL CP
  ///   and LB17 B2, need one of those before the spaces), and between two ideographs, or "。"
  ///   and an ideograph (LB31); after "," or ":" before "{" or "[" (IS then OP, LB31: no rule
  ///   joins them, and none looks across), as minified JSON has them: `"},|{"`, `"tags":|["`.
  ///
  /// These were found from the rules of UAX #14 and #29 and ICU's own rule files, and are
  /// checked against ICU's iterators (the only engine of words, sentences and lines) by cutting
  /// hostile texts at each place. A text with no such place is held whole: a line of CJK with
  /// no punctuation or digit for words, or no "。" for sentences, Thai for sentences, minified JSON
  /// with no "," or ":" before a bracket for lines, and for sentences.
  ///
  /// - Complexity: O(n) in the bytes searched back.
  public static func windowEnd(in utf8: UnsafeBufferPointer<UInt8>, kind: BreakKind) -> Int? {
    if utf8.last == 0x0A { return utf8.count }
    if kind == .character, let lineFeed = utf8.lastIndex(of: 0x0A) { return lineFeed + 1 }
    // One plain loop over the bytes (a line held whole is searched once, byte by byte).
    let (after, before) = WindowEndPlace.bytesAround(kind)
    return after.withUnsafeBufferPointer { after in
      before.withUnsafeBufferPointer { before in
        var utf8Offset = utf8.count - 1
        while utf8Offset > 0 {
          if after[Int(utf8[utf8Offset - 1])] || before[Int(utf8[utf8Offset])],
            WindowEndPlace(utf8: utf8, utf8Offset: utf8Offset).ends(kind)
          {
            return utf8Offset
          }
          utf8Offset -= 1
        }
        return nil
      }
    }
  }
}

/// The bytes around one place in a window, read to tell whether the window may end there
/// (``BreaksStream/windowEnd(in:kind:)``).
struct WindowEndPlace {
  let utf8: UnsafeBufferPointer<UInt8>
  /// Where the place is: between `utf8[utf8Offset - 1]` and `utf8[utf8Offset]` (so
  /// `0 < utf8Offset < utf8.count`).
  let utf8Offset: Int

  /// Whether a window may end here for `kind`.
  func ends(_ kind: BreakKind) -> Bool {
    switch kind {
    // (Line feeds come first for clusters: see windowEnd.)
    case .character:
      (Self.isPrintableASCII(utf8[utf8Offset - 1]) && Self.isPrintableASCII(utf8[utf8Offset]))
        || (isIdeograph(at: 0) && isIdeograph(at: -3))
    case .word: followsMandatoryBreak || endsWord
    case .sentence: followsMandatoryBreak || endsSentence
    case .line: followsMandatoryBreak || endsLine
    }
  }

  /// For each byte value, whether a place of `kind` may come after it, and whether before it:
  /// every place passes one of the two (a cheap test before ``ends(_:)``).
  static func bytesAround(_ kind: BreakKind) -> (after: [Bool], before: [Bool]) {
    switch kind {
    case .character: bytesAroundCharacters
    case .word: bytesAroundWords
    case .sentence: bytesAroundSentences
    case .line: bytesAroundLines
    }
  }

  static let bytesAroundCharacters = table(after: [0x20...0x7E], before: [0xE4...0xE9], mandatory: false)
  static let bytesAroundWords = table(after: [0x20...0x7E, 0x81...0x9F], before: [0x30...0x39])
  static let bytesAroundSentences = table(after: [0x20...0x20, 0x82...0x82])
  static let bytesAroundLines = table(after: [0x20...0x20, 0x2C...0x2C, 0x3A...0x3A], before: [0xE4...0xE9])

  /// The tables of ``bytesAround(_:)``: `after` with the last bytes of the mandatory breaks
  /// when they count.
  static func table(
    after: [ClosedRange<UInt8>], before: [ClosedRange<UInt8>] = [], mandatory: Bool = true
  ) -> ([Bool], [Bool]) {
    func set(_ ranges: [ClosedRange<UInt8>]) -> [Bool] {
      (0...255).map { byte in ranges.contains { $0.contains(UInt8(byte)) } }
    }
    let breaks: [ClosedRange<UInt8>] = mandatory ? [0x0A...0x0A, 0x0D...0x0D, 0x85...0x85, 0xA8...0xA9] : []
    return (set(after + breaks), set(before))
  }

  /// Just after LF, CR (not before LF), U+0085, U+2028 or U+2029.
  var followsMandatoryBreak: Bool {
    switch byte(before: 1) {
    case 0x0A: return true
    case 0x0D: return byte(at: 0).map { $0 != 0x0A } == true
    case 0x85: return byte(before: 2) == 0xC2
    case 0xA8, 0xA9: return byte(before: 3) == 0xE2 && byte(before: 2) == 0x80
    default: return false
    }
  }

  var endsWord: Bool {
    guard let next = byte(at: 0), let last = byte(before: 1) else { return false }
    if last == 0x20 {
      return next != 0x20 && (Self.isPrintableASCII(next) || isIdeograph(at: 0) || isThaiLetter(at: 0))
    }
    guard Self.isPrintableASCII(next) || isIdeograph(at: 0) else { return false }
    // An ASCII digit after an ideograph, or an ideograph after an ASCII digit.
    if Self.isASCIIDigit(next) ? isIdeograph(at: -3) : (isIdeograph(at: 0) && Self.isASCIIDigit(last)) { return true }
    return Self.isUnjoinedPunctuation(last) || followsFullStop || (followsCJKPunctuation && isIdeograph(at: 0))
  }

  var endsSentence: Bool {
    if followsFullStop { return isIdeograph(at: 0) }
    guard byte(before: 1) == 0x20, let upper = byte(at: 0), let terminator = byte(before: 2),
      let lower = byte(before: 3)
    else { return false }
    switch terminator {
    case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"):
      return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(upper)
        && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower)
    default: return false
    }
  }

  var endsLine: Bool {
    if isIdeograph(at: 0) { return isIdeograph(at: -3) || followsFullStop }
    if byte(before: 1) == UInt8(ascii: ",") || byte(before: 1) == UInt8(ascii: ":") {
      return byte(at: 0) == UInt8(ascii: "{") || byte(at: 0) == UInt8(ascii: "[")
    }
    guard byte(before: 1) == 0x20 else { return false }
    // The letter before the space is a whole scalar: an ASCII byte, or a Thai letter's 3 bytes.
    return (isASCIILetter(at: -2) || isThaiLetter(at: -4)) && (isASCIILetter(at: 0) || isThaiLetter(at: 0))
  }

  /// Just after "。" (U+3002 IDEOGRAPHIC FULL STOP, UTF-8 E3 80 82).
  var followsFullStop: Bool {
    byte(before: 3) == 0xE3 && byte(before: 2) == 0x80 && byte(before: 1) == 0x82
  }

  /// Just after CJK punctuation that ends a word before an ideograph: "、" U+3001 and the
  /// brackets U+300C–U+3011 「」『』【】 (Word_Break Other), and the fullwidth "！" U+FF01,
  /// "（" U+FF08, "）" U+FF09, "，" U+FF0C, "：" U+FF1A, "；" U+FF1B, "？" U+FF1F. "，" and "；"
  /// are MidNum and "：" MidLetter, which join digits or letters on both sides (WB6, WB7,
  /// WB11, WB12), never an ideograph, so these places are taken before an ideograph only. None
  /// is a dictionary character: ICU's CJK dictionary segments the ideographs after it as a
  /// range of their own.
  var followsCJKPunctuation: Bool {
    guard let last = byte(before: 1) else { return false }
    switch (byte(before: 3), byte(before: 2)) {
    case (0xE3, 0x80): return last == 0x81 || (0x8C...0x91).contains(last)
    case (0xEF, 0xBC): return [0x81, 0x88, 0x89, 0x8C, 0x9A, 0x9B, 0x9F].contains(last)
    default: return false
    }
  }

  // MARK: Bytes

  /// The byte `distance` bytes before the place (1: the last byte before it).
  func byte(before distance: Int) -> UInt8? { byte(at: -distance) }

  /// The byte at `distance` from the place (0: the first byte after it; negative: before it),
  /// `nil` outside the window.
  func byte(at distance: Int) -> UInt8? {
    let utf8Offset = self.utf8Offset + distance
    return utf8.indices.contains(utf8Offset) ? utf8[utf8Offset] : nil
  }

  func isASCIILetter(at distance: Int) -> Bool {
    guard let byte = byte(at: distance) else { return false }
    return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  /// Whether a CJK Unified Ideograph U+4E00–U+9FFF (UTF-8 E4 B8 80 to E9 BF BF, a lead byte
  /// and two more) starts at `distance`.
  func isIdeograph(at distance: Int) -> Bool {
    guard let lead = byte(at: distance), let second = byte(at: distance + 1), byte(at: distance + 2) != nil else {
      return false
    }
    return (0xE5...0xE9).contains(lead) || (lead == 0xE4 && second >= 0xB8)
  }

  /// Whether a Thai consonant U+0E01–U+0E2E or leading vowel U+0E40–U+0E44 starts at
  /// `distance`: a letter, not a mark (UAX #14 LB9 joins marks to what they follow).
  func isThaiLetter(at distance: Int) -> Bool {
    guard byte(at: distance) == 0xE0, let second = byte(at: distance + 1), let third = byte(at: distance + 2) else {
      return false
    }
    return (second == 0xB8 && (0x81...0xAE).contains(third)) || (second == 0xB9 && (0x80...0x84).contains(third))
  }

  static func isPrintableASCII(_ byte: UInt8) -> Bool { (0x20...0x7E).contains(byte) }

  static func isASCIIDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  /// Whether `byte` is printable ASCII punctuation that no word rule joins to what follows:
  /// Word_Break Other (not a letter, digit, space or `' " . : , ; _`), less `@`, which ICU's
  /// word rules keep with letters ("a@b" is one word).
  static func isUnjoinedPunctuation(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "!"), UInt8(ascii: "#")...UInt8(ascii: "&"), UInt8(ascii: "(")...UInt8(ascii: "+"),
      UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: "<")...UInt8(ascii: "?"),
      UInt8(ascii: "[")...UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "{")...UInt8(ascii: "~"):
      true
    default: false
    }
  }
}
