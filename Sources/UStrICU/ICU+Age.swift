internal import CUStrICU
public import UStrCore

extension ICU {
  /// The Unicode version in which `scalar` was assigned, as ICU's data knows it, or `nil` when
  /// ICU's version (`ICU.unicodeVersion`) does not know the scalar (unassigned there).
  /// The corresponding C function is `u_charAge`.
  ///
  ///     ICU.age(of: "\u{E9}")       // 1.1
  ///     ICU.age(of: "\u{1611E}")    // nil with ICU 72: assigned in Unicode 16.0
  public static func age(of scalar: Unicode.Scalar) -> UnicodeVersion? {
    var info: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &info) {
      ustr_icu_u_charAge(
        Int32(bitPattern: scalar.value), $0.baseAddress!.assumingMemoryBound(to: UInt8.self))
    }
    guard info.0 != 0 else { return nil }
    return UnicodeVersion(major: Int(info.0), minor: Int(info.1), update: Int(info.2))
  }
}
