/// Facts about the Unicode data built into the Swift standard library this program runs with.
public enum StandardLibraryUnicode {
  /// The Unicode version of the standard library's character data, derived at run time as the
  /// newest `Unicode.Scalar.Properties.age` of any assigned scalar.
  ///
  /// Swift 6.3's standard library reports 17.0. The value is never hard-coded: it is found by
  /// asking the standard library about one scalar first assigned in each version (see
  /// `probeVersion()`), and a newer toolchain reports its own version.
  ///
  /// - Complexity: a few dozen property lookups once, on first use (microseconds); then O(1).
  ///   A toolchain newer than the probe table costs one scan of the code space instead.
  public static let version: UnicodeVersion = probeVersion()

  /// The newest version whose probe scalar the standard library knows, stopping at the first
  /// it does not (ages only grow: a library that knows version N knows every older one).
  ///
  /// When the newest probe of the table is known, the library may be newer than the table: if it
  /// also knows any of `futureProbes`, the code space is scanned (`scannedVersion()`), so a future
  /// toolchain still reports its own version exactly. A future version that assigns none of the
  /// future probes would go unnoticed; the tests compare this with the full scan on every
  /// toolchain, and then the table needs that version's probe.
  static func probeVersion() -> UnicodeVersion {
    var newest = UnicodeVersion(major: 1, minor: 1)
    for probe in versionProbes {
      guard let age = Unicode.Scalar(probe.codePoint)?.properties.age else { return newest }
      newest = max(newest, UnicodeVersion(major: age.major, minor: age.minor))
    }
    let knowsTheFuture = futureProbes.contains { Unicode.Scalar($0)?.properties.age != nil }
    return knowsTheFuture ? max(newest, scannedVersion()) : newest
  }

  /// One scalar first assigned in each Unicode version, oldest first: the lowest code point
  /// DerivedAge.txt (17.0) gives that version.
  static let versionProbes: [(major: Int, minor: Int, codePoint: UInt32)] = [
    (1, 1, 0x0000), (2, 0, 0x0591), (2, 1, 0x20AC), (3, 0, 0x01F6), (3, 1, 0x03F4),
    (3, 2, 0x0220), (4, 0, 0x0221), (4, 1, 0x0237), (5, 0, 0x0242), (5, 1, 0x0370),
    (5, 2, 0x0524), (6, 0, 0x0526), (6, 1, 0x058F), (6, 2, 0x20BA), (6, 3, 0x061C),
    (7, 0, 0x037F), (8, 0, 0x08B3), (9, 0, 0x08B6), (10, 0, 0x0860), (11, 0, 0x0560),
    (12, 0, 0x0C77), (12, 1, 0x32FF), (13, 0, 0x08BE), (14, 0, 0x061D), (15, 0, 0x0CF3),
    (15, 1, 0x2FFC), (16, 0, 0x0897), (17, 0, 0x088F),
  ]

  /// Code points unassigned in Unicode 17.0 where a later version is likely to assign first: the
  /// next free code point of each block that grew in 16.0 or 17.0 (emoji, CJK extensions, new
  /// scripts). Any of them assigned means the library is newer than `versionProbes`.
  static let futureProbes: [UInt32] = [
    0x0892, 0x0C0D, 0x0CF4, 0x1AEC, 0x1B4D, 0x1C8B, 0x20C2, 0x242A, 0x2B74, 0x31E6, 0xA7DD,
    0x105F4, 0x1095A, 0x10D66, 0x10EC0, 0x113E3, 0x116E4, 0x11B68, 0x11BFA, 0x11DEA, 0x11F5B,
    0x143FB, 0x1613A, 0x16D7A, 0x16ED4, 0x16FF7, 0x18CD6, 0x18D1F, 0x18DF3, 0x1CCFD, 0x1CEF1,
    0x1E5FB, 0x1E6DF, 0x1F6FD, 0x1F8D9, 0x1FA6E, 0x1FAF9, 0x1FBFB, 0x2CEAE, 0x3347A,
  ]

  /// The newest age of any assigned scalar, by asking about the code space: the definition that
  /// `probeVersion()` shortcuts.
  ///
  /// Planes 0 to 3 and plane 14 hold every assigned scalar through Unicode 17.0; planes 15 and 16
  /// are private use, whose age is 2.0. Planes 4 to 13 are checked one point per 256, so a future
  /// assignment there still raises the version without costing a full scan.
  ///
  /// - Complexity: O(number of code points in the searched planes): about 15 ms.
  static func scannedVersion() -> UnicodeVersion {
    var newest = UnicodeVersion(major: 1, minor: 1)
    var codePoint: UInt32 = 0
    while codePoint <= 0x10_FFFF {
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
