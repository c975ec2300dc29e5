public import UStrCore

extension GraphemeBreakRule {
  /// The rule a GraphemeBreakTest.txt comment names by number: "0.2" is GB1, "3.0" GB3, "9.3"
  /// GB9c, "999.0" GB999; `nil` for a number that is no grapheme rule.
  public init?(testFileNumber: String) {
    switch testFileNumber {
    case "0.2": self = .gb1
    case "0.3": self = .gb2
    case "3.0": self = .gb3
    case "4.0": self = .gb4
    case "5.0": self = .gb5
    case "6.0": self = .gb6
    case "7.0": self = .gb7
    case "8.0": self = .gb8
    case "9.0": self = .gb9
    case "9.1": self = .gb9a
    case "9.2": self = .gb9b
    case "9.3": self = .gb9c
    case "11.0": self = .gb11
    case "12.0": self = .gb12
    case "13.0": self = .gb13
    case "999.0": self = .gb999
    default: return nil
    }
  }
}
