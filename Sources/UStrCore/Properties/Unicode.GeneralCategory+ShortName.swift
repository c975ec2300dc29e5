extension Unicode.GeneralCategory {
  /// The value's two-letter short name, as UnicodeData.txt, PropertyValueAliases.txt and the
  /// JSON contract write it: `.nonspacingMark` → "Mn", `.unassigned` → "Cn".
  ///
  /// The standard library's enum is the model's type for General_Category: Unicode's stability
  /// policy fixes its set of values, so no newer engine can name one it lacks.
  public var shortName: String {
    switch self {
    case .uppercaseLetter: "Lu"
    case .lowercaseLetter: "Ll"
    case .titlecaseLetter: "Lt"
    case .modifierLetter: "Lm"
    case .otherLetter: "Lo"
    case .nonspacingMark: "Mn"
    case .spacingMark: "Mc"
    case .enclosingMark: "Me"
    case .decimalNumber: "Nd"
    case .letterNumber: "Nl"
    case .otherNumber: "No"
    case .connectorPunctuation: "Pc"
    case .dashPunctuation: "Pd"
    case .openPunctuation: "Ps"
    case .closePunctuation: "Pe"
    case .initialPunctuation: "Pi"
    case .finalPunctuation: "Pf"
    case .otherPunctuation: "Po"
    case .mathSymbol: "Sm"
    case .currencySymbol: "Sc"
    case .modifierSymbol: "Sk"
    case .otherSymbol: "So"
    case .spaceSeparator: "Zs"
    case .lineSeparator: "Zl"
    case .paragraphSeparator: "Zp"
    case .control: "Cc"
    case .format: "Cf"
    case .surrogate: "Cs"
    case .privateUse: "Co"
    case .unassigned: "Cn"
    @unknown default: "Cn"
    }
  }

  /// Every value, in UnicodeData.txt's order of short names (letters, marks, numbers,
  /// punctuation, symbols, separators, others).
  static let allValues: [Unicode.GeneralCategory] = [
    .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
    .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
    .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
    .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
    .modifierSymbol, .otherSymbol, .spaceSeparator, .lineSeparator, .paragraphSeparator,
    .control, .format, .surrogate, .privateUse, .unassigned,
  ]

  /// The value whose short name is `shortName` ("Mn" → `.nonspacingMark`), exactly as
  /// ``shortName`` spells it; `nil` for any other text ("mn", "Nonspacing_Mark", "L").
  ///
  /// - Complexity: O(1): a search of the 30 values.
  public init?(shortName: String) {
    guard let value = Self.allValues.first(where: { $0.shortName == shortName }) else { return nil }
    self = value
  }
}
