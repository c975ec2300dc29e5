/// One line of emoji-test.txt: an emoji sequence with its CLDR short name, group and subgroup.
///
///     EmojiSequence.all.first { $0.name == "firefighter" }?.scalars  // [U+1F9D1 U+200D U+1F692]
public struct EmojiSequence: Hashable, Sendable {
  /// The status emoji-test.txt gives a sequence.
  public enum Qualification: String, CaseIterable, Hashable, Sendable {
    /// The recommended, fully-qualified form (with every U+FE0F it needs).
    case fullyQualified = "fully-qualified"
    /// Missing an emoji presentation selector that is not the first.
    case minimallyQualified = "minimally-qualified"
    /// Missing the first emoji presentation selector.
    case unqualified
    /// A skin tone or hair component, not an emoji on its own.
    case component
  }

  /// The scalars of the sequence: 👩🏽‍🚀 = U+1F469 U+1F3FD U+200D U+1F680.
  public var scalars: [Unicode.Scalar]
  /// The sequence's status.
  public var qualification: Qualification
  /// The emoji version that added it ("1.0", "15.1").
  public var emojiVersion: String
  /// The CLDR short name: "woman astronaut: medium skin tone".
  public var name: String
  /// The group: "People & Body".
  public var group: String
  /// The subgroup: "person-role".
  public var subgroup: String

  /// The sequence as a string.
  public var text: String { String(String.UnicodeScalarView(scalars)) }

  /// Every line of emoji-test.txt, in its (CLDR) order; parsed on first use.
  ///
  /// - Complexity: O(n) for the table's n lines, once.
  public static let all: [EmojiSequence] = {
    var result: [EmojiSequence] = []
    result.reserveCapacity(5_300)
    var group = ""
    var subgroup = ""
    // Split as bytes: the separators are ASCII, and splitting the table's characters would
    // segment it into grapheme clusters first (most of the cost).
    for bytes in emojiTestData.utf8.split(separator: UInt8(ascii: "\n")) {
      let line = Substring(bytes)
      if line.hasPrefix("@g ") { group = String(line.dropFirst(3)); continue }
      if line.hasPrefix("@s ") { subgroup = String(line.dropFirst(3)); continue }
      let fields = bytes.split(separator: UInt8(ascii: ";"), maxSplits: 3, omittingEmptySubsequences: false)
        .map(Substring.init)
      guard fields.count == 4 else { continue }
      let qualification: Qualification
      switch fields[1] {
      case "f": qualification = .fullyQualified
      case "m": qualification = .minimallyQualified
      case "u": qualification = .unqualified
      default: qualification = .component
      }
      result.append(
        EmojiSequence(
          scalars: HexFields.scalars(fields[0]), qualification: qualification,
          emojiVersion: String(fields[2]), name: String(fields[3]), group: group,
          subgroup: subgroup))
    }
    return result
  }()
}
