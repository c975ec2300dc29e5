public import UStrCharacters
import UStrCore

/// What `ustr emoji` reports: the emoji sequences of emoji-test.txt (reference tables) whose
/// CLDR short name, group or subgroup has every word of the query, with skin tones and gendered
/// forms expanded as asked, and how long each is in every unit.
///
///     let report = EmojiReport(words: ["firefighter"], tone: .tone(.dark), gender: .woman)
///     report.results[0].name        // "woman firefighter: dark skin tone"
///     report.results[0].scalars     // [U+1F469, U+1F3FF, U+200D, U+1F692]
public struct EmojiReport: Codable, Hashable, Sendable {
  /// A skin tone (the Fitzpatrick modifiers U+1F3FB...U+1F3FF).
  public enum SkinTone: String, CaseIterable, Hashable, Sendable {
    case light, mediumLight = "medium-light", medium, mediumDark = "medium-dark", dark

    /// The modifier scalar.
    public var modifier: Unicode.Scalar {
      switch self {
      case .light: "\u{1F3FB}"
      case .mediumLight: "\u{1F3FC}"
      case .medium: "\u{1F3FD}"
      case .mediumDark: "\u{1F3FE}"
      case .dark: "\u{1F3FF}"
      }
    }
  }

  /// Which skin tones to list.
  public enum ToneChoice: Hashable, Sendable {
    /// Only sequences without a skin tone (the default).
    case none
    /// Sequences with this tone.
    case tone(SkinTone)
    /// Every form, toned or not.
    case all
  }

  /// Which gendered forms to list.
  public enum GenderChoice: String, CaseIterable, Hashable, Sendable {
    case woman, man, person, all
  }

  /// The JSON contract's version.
  public var schemaVersion: Int
  /// The engines and their Unicode versions.
  public var engines: CharacterEngines
  /// The matches in emoji-test.txt's (CLDR) order, up to the limit.
  public var results: [EmojiSequence]
  /// How many sequences match (also beyond the limit).
  public var count: Int

  /// The sequences matching `words` (all of them, as whole words of the name, group or
  /// subgroup; none lists every sequence).
  ///
  /// - Complexity: O(n) for the n lines of emoji-test.txt (their words are split once per
  ///   process, at the first search).
  public init(
    words: [String], tone: ToneChoice = .none, gender: GenderChoice = .all,
    qualifications: Set<EmojiSequence.Qualification> = [.fullyQualified], limit: Int = .max
  ) {
    let query = words.flatMap { Self.words(of: $0) }
    var results: [EmojiSequence] = []
    var count = 0
    for (emoji, vocabulary) in zip(EmojiSequence.all, Self.vocabularies)
    where qualifications.contains(emoji.qualification) {
      guard query.allSatisfy(vocabulary.contains), Self.matches(emoji, tone: tone), Self.matches(emoji, gender: gender)
      else { continue }
      count += 1
      if results.count < limit { results.append(emoji) }
    }
    schemaVersion = ReportSchema.version
    engines = .current
    self.results = results
    self.count = count
  }

  /// The words of each sequence's name, group and subgroup, in the order of
  /// `EmojiSequence.all`: made once, the first time a search needs them, so that a program that
  /// searches many times does not split every name again each time.
  /// A few words each, so a list (a group's and a subgroup's words split once for all their
  /// sequences) rather than a set.
  static let vocabularies: [[String]] = {
    var shared: [String: [String]] = [:]
    func sharedWords(of text: String) -> [String] {
      if let words = shared[text] { return words }
      let made = words(of: text)
      shared[text] = made
      return made
    }
    return EmojiSequence.all.map { emoji in
      words(of: emoji.name) + sharedWords(of: emoji.group) + sharedWords(of: emoji.subgroup)
    }
  }()

  /// Lower-cased words, split at spaces, colons, commas, parentheses and hyphens.
  static func words(of text: String) -> [String] {
    // Split as bytes: the separators are ASCII (and splitting characters would segment the
    // names into grapheme clusters first).
    let separators = Array(" :,()-&".utf8)
    return text.lowercased().utf8.split(whereSeparator: separators.contains).map { String(Substring($0)) }
  }

  static func matches(_ emoji: EmojiSequence, tone: ToneChoice) -> Bool {
    let tones = emoji.scalars.filter { (0x1F3FB...0x1F3FF).contains($0.value) }
    switch tone {
    case .all: return true
    case .none: return tones.isEmpty || emoji.scalars.count == 1
    case .tone(let wanted): return !tones.isEmpty && tones.allSatisfy { $0 == wanted.modifier }
    }
  }

  static func matches(_ emoji: EmojiSequence, gender: GenderChoice) -> Bool {
    guard gender != .all else { return true }
    let base = emoji.name.split(separator: ":", maxSplits: 1).first.map(String.init) ?? emoji.name
    let words = Set(words(of: base))
    let isWoman = words.contains("woman") || words.contains("women")
    let isMan = words.contains("man") || words.contains("men")
    switch gender {
    case .woman: return isWoman && !isMan
    case .man: return isMan && !isWoman
    case .person: return !isWoman && !isMan
    case .all: return true
    }
  }
}
