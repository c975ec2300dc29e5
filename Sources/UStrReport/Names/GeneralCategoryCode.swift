/// The two-letter abbreviations of the General_Category values ("Lu", "Mn", "Cf"), as
/// UnicodeData.txt and most tools write them.
public enum GeneralCategoryCode {
  /// The abbreviation of `category`: `.nonspacingMark` → "Mn".
  public static func of(_ category: Unicode.GeneralCategory) -> String {
    switch category {
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
}
