/// Facts about the Unicode data built into the Swift standard library this program runs with.
public enum StandardLibraryUnicode {
  /// The Unicode version of the standard library's character data, derived at run time as the
  /// newest `Unicode.Scalar.Properties.age` of any assigned scalar.
  ///
  /// Swift 6.3's standard library reports 17.0. The value is never hard-coded: a newer toolchain
  /// reports its own version.
  ///
  /// - Complexity: O(number of code points in the searched planes) once, on first use (a few
  ///   milliseconds); then O(1).
  public static let version: UnicodeVersion = newestScalarAge()

  /// Planes 0 to 3 and plane 14 hold every assigned scalar through Unicode 17.0; planes 15 and 16
  /// are private use, whose age is 2.0. The whole range is searched only past the likely planes
  /// if a future version assigns elsewhere, since ages only grow.
  static func newestScalarAge() -> UnicodeVersion {
    var newest = UnicodeVersion(major: 1, minor: 1)
    var codePoint: UInt32 = 0
    while codePoint <= 0x10_FFFF {
      // Planes 4 to 13 are unassigned through Unicode 17; check one point per 256 there so a
      // future assignment still raises the version without costing a full scan.
      let plane = codePoint >> 16
      let step: UInt32 = (4...13).contains(plane) ? 0x100 : 1
      if let scalar = Unicode.Scalar(codePoint), let age = scalar.properties.age {
        let version = UnicodeVersion(major: age.major, minor: age.minor)
        if version > newest { newest = version }
      }
      codePoint += step
    }
    return newest
  }
}
