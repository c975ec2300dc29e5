internal import CUStrICU
public import UStrCore

extension EastAsianWidth {
  /// The East_Asian_Width of `scalar` in ICU's data (`ICU.unicodeVersion`). Terminals draw
  /// `.wide` and `.fullwidth` characters in two cells.
  ///
  ///     EastAsianWidth("漢")  // .wide
  ///     EastAsianWidth("A")   // .narrow
  ///     EastAsianWidth("é")   // .ambiguous
  ///
  /// The corresponding C function is `u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH)`.
  public init(_ scalar: Unicode.Scalar) {
    self.init(icuCodePoint: scalar.value)
  }

  /// The value ICU gives `codePoint` (0...0x10FFFF, surrogates included).
  init(icuCodePoint codePoint: UInt32) {
    let value = ustr_icu_u_getIntPropertyValue(
      Int32(bitPattern: codePoint), ustr_icu_UCHAR_EAST_ASIAN_WIDTH())
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
}
