internal import CUStrICU

/// The East_Asian_Width property of a scalar (UAX #11), from ICU's data
/// (`ICU.unicodeVersion`). Terminals draw `.wide` and `.fullwidth` characters in two cells.
///
///     EastAsianWidth("漢")  // .wide
///     EastAsianWidth("A")   // .narrow
///     EastAsianWidth("é")   // .ambiguous
public enum EastAsianWidth: String, CaseIterable, Hashable, Sendable {
  case neutral
  case ambiguous
  case halfwidth
  case fullwidth
  case narrow
  case wide

  /// The width class of `scalar`.
  ///
  /// The corresponding C function is `u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH)`.
  public init(_ scalar: Unicode.Scalar) {
    let value = ustr_icu_u_getIntPropertyValue(
      Int32(bitPattern: scalar.value), ustr_icu_UCHAR_EAST_ASIAN_WIDTH())
    // UEastAsianWidth: U_EA_NEUTRAL 0, AMBIGUOUS 1, HALFWIDTH 2, FULLWIDTH 3, NARROW 4, WIDE 5.
    switch value {
    case 1: self = .ambiguous
    case 2: self = .halfwidth
    case 3: self = .fullwidth
    case 4: self = .narrow
    case 5: self = .wide
    default: self = .neutral
    }
  }

  /// Whether terminals give this class two cells.
  public var isDoubleWidth: Bool { self == .wide || self == .fullwidth }
}
