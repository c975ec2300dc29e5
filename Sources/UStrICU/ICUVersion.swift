internal import CUStrICU
public import UStrCore

/// The ICU library this program is linked with.
public enum ICU {
  /// ICU's own version, such as "72.1", from `u_getVersion`.
  public static let version: String = {
    var info: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &info) { ustr_icu_u_getVersion($0.baseAddress!.assumingMemoryBound(to: UInt8.self)) }
    return info.3 != 0 ? "\(info.0).\(info.1).\(info.2).\(info.3)"
      : info.2 != 0 ? "\(info.0).\(info.1).\(info.2)" : "\(info.0).\(info.1)"
  }()

  /// The Unicode version of ICU's character data, from `u_getUnicodeVersion`: 15.0 for ICU 72.
  public static let unicodeVersion: UnicodeVersion = {
    var info: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &info) {
      ustr_icu_u_getUnicodeVersion($0.baseAddress!.assumingMemoryBound(to: UInt8.self))
    }
    return UnicodeVersion(major: Int(info.0), minor: Int(info.1), update: Int(info.2))
  }()
}
