import UStrCore

/// How much a decoded sample reads like text: what re-ranks the charset detector's candidates
/// (``CharsetDetector/likelyEncodings(in:limit:)``) by decoding the sample with each.
///
///     TextPlausibility.score(of: "Съешь же ещё этих мягких булок")   // 100
///     TextPlausibility.score(of: "сЪЕЫШ ЖЕ ЕЭ╦ ЬЙИУ")                // KOI8-R read as windows-1251: low
///
/// The score (0–100) is the share of good signs among all signs: in prose, the letters inside
/// a word after its first are lowercase in every script that has case (capitals start words;
/// whole words in capitals are rare), so each such letter is a good sign when lowercase and a
/// bad one when uppercase; U+FFFD (bytes that did not decode), a C0 or C1 control other than
/// TAB, LF, CR and FF, a private-use or unassigned code point is a bad sign. A letter of a
/// script without case (CJK, Arabic, Hebrew, Thai) is no sign either way: any byte soup in
/// such an encoding decodes to letters, and byte statistics (ICU's) are the better judge. A
/// text misread in another single-byte encoding of the same alphabet (KOI8-R as windows-1251
/// or ISO-8859-7: the case halves are swapped) or in an encoding of another alphabet (Greek as
/// ISO-8859-2) mostly has capitals inside its words.
///
/// `nil` when the text has no sign at all (no letter, nothing bad): it says nothing.
///
/// - Complexity: O(n) in the text's scalars.
enum TextPlausibility {
  static func score(of text: String) -> Int? {
    var good = 0
    var bad = 0
    var inWord = false
    for scalar in text.unicodeScalars {
      let properties = scalar.properties
      if properties.isAlphabetic {
        if properties.isUppercase {
          if inWord { bad += 1 }
        } else if properties.isLowercase {
          if inWord { good += 1 }
        }
        inWord = true
        continue
      }
      inWord = false
      switch scalar.value {
      case 0xFFFD, 0x00..<0x09, 0x0B, 0x0E..<0x20, 0x7F...0x9F: bad += 1
      default:
        switch properties.generalCategory {
        case .privateUse, .unassigned: bad += 1
        default: break
        }
      }
    }
    guard good + bad > 0 else { return nil }
    return 100 * good / (good + bad)
  }
}
