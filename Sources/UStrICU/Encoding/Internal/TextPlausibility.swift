internal import CUStrICU
import UStrCore

/// How much a decoded sample reads like text: what re-ranks the charset detector's candidates
/// (``CharsetDetector/likelyEncodings(in:limit:)``) by decoding the sample with each.
///
///     TextPlausibility.score(of: "Съешь же ещё этих мягких булок")   // 100
///     TextPlausibility.score(of: "сЪЕЫШ ЖЕ ЕЭ╦ ЬЙИУ")                // KOI8-R read as windows-1251: low
///     TextPlausibility.score(of: "Ď śńçň ĺßíáé ď ôÝôáńôďň")           // Greek ISO-8859-7 read as ISO-8859-2: 0
///
/// The score (0–100) is the share of good signs among all signs. Each letter inside a word after
/// its first gives one sign:
/// - A letter of another script than the word's first letter is a bad sign: a word of prose is
///   written in one script (Han, Hiragana, Katakana and Hangul count as one, as Japanese mixes
///   them; letters of the Common and Inherited scripts fit any). Text misread in an encoding of
///   another alphabet can mix them: Hebrew windows-1255 read as windows-1256 puts Arabic letters
///   between French ones ("שלום" → "ùىهي").
/// - Else an uppercase letter is a bad sign and a lowercase one a good sign: capitals start words,
///   and whole words in capitals are rare. A text misread in another single-byte encoding of the
///   same alphabet (KOI8-R as windows-1251 or ISO-8859-7: the case halves are swapped) mostly has
///   capitals inside its words.
/// - Else (a letter of a script without case: CJK, Arabic, Hebrew, Thai) a good sign: the word
///   holds together in its script.
///
/// A word of two letters or more that are all Latin but none ASCII turns its good signs into bad
/// ones: Latin-script orthographies sprinkle accented letters among ASCII ones (Icelandic "þú",
/// Vietnamese "đó" are the rare exceptions), while Greek ISO-8859-7 read as ISO-8859-2 and Hebrew
/// ISO-8859-8 read as ISO-8859-1 make every word of letters from U+00C0–U+017F, lowercase and
/// plausible by case alone ("είναι" → "ĺßíáé", "שלום" → "ùìåí").
///
/// Only words with a scalar outside ASCII count: an ASCII word reads the same in every
/// ASCII-compatible encoding, so it cannot tell them apart, and the Latin markup around prose
/// in a web page (file names, "%CE%B1" in links) would only drown the words that differ.
///
/// Bad signs outside words: a symbol or number outside ASCII (not a decimal digit) touching a
/// letter, which is how a letter of one Latin alphabet reads in another ("jabłka" in ISO-8859-2
/// read as ISO-8859-1 is "jab³ka"); U+FFFD (bytes that did not decode); a C0 or C1 control other
/// than TAB, LF, CR and FF; a private-use or unassigned code point.
///
/// `nil` when the text has no sign at all: it says nothing.
///
/// - Complexity: O(n) in the text's scalars.
enum TextPlausibility {
  static func score(of text: String) -> Int? {
    var signs = Signs()
    var word = Word()
    var followsSymbol = false
    for scalar in text.unicodeScalars {
      let kind = Kind(scalar)
      if case .letter(let isUppercase) = kind {
        if followsSymbol { signs.bad += 1 }
        word.add(scalar, isUppercase: isUppercase)
        followsSymbol = false
        continue
      }
      if kind == .symbol && word.letterCount > 0 { signs.bad += 1 }
      signs.close(&word)
      followsSymbol = kind == .symbol
      if kind == .bad { signs.bad += 1 }
    }
    signs.close(&word)
    guard signs.good + signs.bad > 0 else { return nil }
    return 100 * signs.good / (signs.good + signs.bad)
  }

  /// What a scalar is to the score: ASCII without a property lookup, the rest with one (two
  /// for marks and letter numbers).
  private enum Kind: Equatable {
    /// An alphabetic scalar, and whether it is uppercase.
    case letter(isUppercase: Bool)
    /// A symbol or a number (not a decimal digit) outside ASCII, but U+FFFD.
    case symbol
    /// U+FFFD, a C0 or C1 control other than TAB, LF, FF and CR, a private-use or unassigned
    /// code point.
    case bad
    case other

    init(_ scalar: Unicode.Scalar) {
      switch scalar.value {
      case 0x41...0x5A: self = .letter(isUppercase: true)
      case 0x61...0x7A: self = .letter(isUppercase: false)
      case 0x09, 0x0A, 0x0C, 0x0D: self = .other
      case 0x00..<0x20, 0x7F...0x9F, 0xFFFD: self = .bad
      case 0x20..<0x7F: self = .other
      default: self.init(nonASCII: scalar)
      }
    }

    private init(nonASCII scalar: Unicode.Scalar) {
      let properties = scalar.properties
      switch properties.generalCategory {
      case .uppercaseLetter: self = .letter(isUppercase: true)
      case .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
        self = .letter(isUppercase: false)
      case .letterNumber, .nonspacingMark, .spacingMark, .enclosingMark:
        // Roman numerals, and the vowel signs and points of Indic scripts, Hebrew and Arabic.
        self = properties.isAlphabetic ? .letter(isUppercase: properties.isUppercase) : .other
      case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .otherNumber: self = .symbol
      case .privateUse, .unassigned: self = .bad
      default: self = .other
      }
    }
  }

  /// The good and bad signs counted so far.
  private struct Signs {
    var good = 0
    var bad = 0

    /// Ends `word`, counting its signs when it has a scalar outside ASCII; a word of non-ASCII
    /// Latin letters only counts its good signs as bad.
    mutating func close(_ word: inout Word) {
      defer { word = Word() }
      guard word.hasNonASCII else { return }
      if word.letterCount >= 2 && word.isLatin && !word.hasASCIILetter {
        bad += word.good + word.bad
      } else {
        good += word.good
        bad += word.bad
      }
    }
  }

  /// The letters of the word being read, and their signs.
  private struct Word {
    var letterCount = 0
    /// The script family of the word's first letter that has one.
    var family: ScriptFamily?
    var good = 0
    var bad = 0
    var isLatin = true
    var hasASCIILetter = false
    var hasNonASCII = false

    /// Adds a letter (`scalar`) and its sign.
    mutating func add(_ scalar: Unicode.Scalar, isUppercase: Bool) {
      let letterFamily = ScriptFamily(scalar)
      if letterCount > 0 {
        if let letterFamily, let family, letterFamily != family {
          bad += 1
        } else if isUppercase {
          bad += 1
        } else {
          good += 1
        }
      }
      letterCount += 1
      if family == nil { family = letterFamily }
      if scalar.isASCII {
        hasASCIILetter = true
      } else {
        hasNonASCII = true
        if letterFamily != .latin { isLatin = false }
      }
    }
  }

  /// A letter's script, with the scripts Japanese and Korean mix in one word as one.
  private enum ScriptFamily: Equatable {
    case latin
    case eastAsian
    case other(Int32)

    /// `nil` for the Common and Inherited scripts (and when ICU does not know), which fit any.
    /// The corresponding C function is `uscript_getScript`.
    init?(_ scalar: Unicode.Scalar) {
      if scalar.isASCII {
        self = .latin
        return
      }
      var status = U_ZERO_ERROR
      let code = ustr_icu_uscript_getScript(Int32(bitPattern: scalar.value), &status)
      guard !ustr_icu_U_FAILURE(status) else { return nil }
      switch UScriptCode(rawValue: code) {
      case USCRIPT_COMMON, USCRIPT_INHERITED, USCRIPT_UNKNOWN: return nil
      case USCRIPT_LATIN: self = .latin
      case USCRIPT_HAN, USCRIPT_HIRAGANA, USCRIPT_KATAKANA, USCRIPT_HANGUL, USCRIPT_BOPOMOFO:
        self = .eastAsian
      default: self = .other(code)
      }
    }
  }
}
