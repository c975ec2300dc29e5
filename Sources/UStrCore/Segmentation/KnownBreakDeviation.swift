/// A line of a Unicode break test file that an engine is known to fail at the Unicode version
/// it reports, with the reason: the one list of accepted deviations.
///
/// Conformance tests (and `ustr selftest`) fail on any other failing line, and also when a line
/// listed here starts to pass, so that the list stays true.
///
///     KnownBreakDeviation.all.filter { $0.engine == .swift }.count  // 8 (Swift 6.3, Unicode 17.0)
///
/// The lines are listed; what explains them is not: for grapheme clusters, the `causes` and
/// `reason` come from the engine's probed property lags (`GraphemePropertyLag`), so every
/// scalar the engine lacks data for explains a disagreement, listed line or not.
public struct KnownBreakDeviation: Hashable, Sendable {
  /// The engine that fails the line.
  public var engine: BreakEngine
  /// The Unicode version of the test file (the version the engine reports).
  public var unicodeVersion: UnicodeVersion
  /// The test file: "GraphemeBreakTest.txt" or "WordBreakTest.txt".
  public var testFile: String
  /// The test line before its comment, as the file writes it: "÷ 1019 × 1039 × 1018 ÷ 102C × 1037 ÷".
  public var pattern: String
  /// The scalars whose data the engine lacks: a disagreement inside a cluster holding one of them
  /// is explained by this deviation.
  public var causes: [Unicode.Scalar]
  /// Why the engine fails the line.
  public var reason: String

  /// Every known deviation.
  public static let all: [KnownBreakDeviation] = swiftConjunctLinkers17_0 + icuColon15_0

  /// The known deviations of `engine` on `testFile` of `unicodeVersion`.
  public static func deviations(
    of engine: BreakEngine, testFile: String, unicodeVersion: UnicodeVersion
  ) -> [KnownBreakDeviation] {
    all.filter {
      $0.engine == engine && $0.testFile == testFile && $0.unicodeVersion == unicodeVersion
    }
  }

  /// Whether this deviation explains a disagreement inside a grapheme cluster made of `cluster`.
  public func explains(cluster: some Sequence<Unicode.Scalar>) -> Bool {
    cluster.contains(where: isCause)
  }

  /// Whether `scalar` is one whose data the engine lacks (one of `causes`).
  public func isCause(_ scalar: Unicode.Scalar) -> Bool {
    causes.contains(scalar)
  }

  // Swift 6.3's standard library reports Unicode 17.0 scalar ages, but its grapheme break data
  // lags for a few scalars: Unicode 17.0's new InCB=Linker viramas (so it breaks after them,
  // GB999, where GB9c joins the conjunct) and Kirat Rai's GCB=V vowels, new in 16.0. Which
  // scalars lag, and how, is probed at run time (`StandardLibraryUnicode.graphemePropertyLags`);
  // the lines below are the GraphemeBreakTest 17.0 lines that the lag makes it fail, so the
  // conformance test fails if one of them starts to pass.
  static let swiftConjunctLinkers17_0: [KnownBreakDeviation] = [
    "÷ 1019 × 1039 × 1018 ÷ 102C × 1037 ÷",
    "÷ 1004 × 103A × 1039 × 1011 × 1039 × 1011 ÷",
    "÷ 1B12 × 1B01 ÷ 1B32 × 1B44 × 1B2F ÷ 1B32 × 1B44 × 1B22 × 1B44 × 1B2C ÷ 1B32 × 1B44 × 1B22 × 1B38 ÷",
    "÷ 179F × 17D2 × 178F × 17D2 × 179A × 17B8 ÷",
    "÷ 1B26 ÷ 1B17 × 1B44 × 1B13 ÷",
    "÷ 1B27 ÷ 1B13 × 1B44 × 1B0B ÷ 1B0B × 1B04 ÷",
    "÷ 1795 × 17D2 × 17AF ÷ 1798 ÷",
    "÷ 17A0 × 17D2 × 17AB ÷ 1791 × 17D0 ÷ 1799 ÷",
  ].map {
    KnownBreakDeviation(
      engine: .swift, unicodeVersion: UnicodeVersion(major: 17, minor: 0),
      testFile: "GraphemeBreakTest.txt", pattern: $0,
      causes: StandardLibraryUnicode.graphemePropertyLags.map(\.scalar),
      reason: lagReason(
        StandardLibraryUnicode.graphemePropertyLags,
        engine: "Swift's Character segmentation (Unicode \(StandardLibraryUnicode.version))"))
  }

  /// Why an engine with `lags` deviates, from the properties it lacks: "Swift's Character
  /// segmentation (Unicode 17.0) lacks newer grapheme break data: it treats U+1039, U+17D2, …
  /// as GCB=Extend InCB=Extend (their Unicode 16.0 properties), not GCB=Extend InCB=Linker; …".
  public static func lagReason(_ lags: [GraphemePropertyLag], engine: String) -> String {
    guard !lags.isEmpty else { return "\(engine) uses its version's grapheme break properties" }
    var groups: [(key: String, scalars: [Unicode.Scalar])] = []
    for lag in lags {
      let key =
        "as \(lag.effective) (their Unicode \(lag.effectiveVersion) properties), not \(lag.expected)"
      if let index = groups.firstIndex(where: { $0.key == key }) {
        groups[index].scalars.append(lag.scalar)
      } else {
        groups.append((key, [lag.scalar]))
      }
    }
    let parts = groups.map { group in
      let names = group.scalars.map { "U+" + Self.hex($0) }.joined(separator: ", ")
      return "\(names) \(group.key)"
    }
    return "\(engine) lacks newer grapheme break data: it treats " + parts.joined(separator: "; ")
      + ", so it breaks where its version's rules (GB9c for a linker) join"
  }

  /// "U+1039", "U+10A3F": how a reason names a scalar.
  public static func hexName(_ scalar: Unicode.Scalar) -> String { "U+" + hex(scalar) }

  /// "1039", "10A3F": a scalar's code point in at least four upper-case hex digits.
  static func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  // CLDR 42 (ICU 72) took U+003A COLON out of MidLetter in the root locale's word rules (keeping
  // it only for Swedish and Finnish), so ICU breaks around a colon between letters where the
  // default rules of UAX #29 (WB6, WB7) do not.
  static let icuColonReason =
    "ICU 72's root word rules (CLDR 42) no longer treat U+003A COLON as MidLetter, so ICU breaks "
    + "around a colon between letters where UAX #29's WB6 and WB7 join \"a:b\" into one word"
  static let icuColon15_0: [KnownBreakDeviation] = [
    "÷ 0061 × 003A × 0041 ÷", "÷ 0061 × 003A × 0308 × 0041 ÷", "÷ 0061 × 003A × 05D0 ÷",
    "÷ 0061 × 003A × 0308 × 05D0 ÷", "÷ 0061 × 003A × 0061 × 2060 ÷",
    "÷ 0061 × 003A × 0308 × 0061 × 2060 ÷", "÷ 0061 × 003A × 0061 ÷ 003A ÷",
    "÷ 0061 × 003A × 0308 × 0061 ÷ 003A ÷", "÷ 0061 × 003A × 0061 ÷ 0027 ÷",
    "÷ 0061 × 003A × 0308 × 0061 ÷ 0027 ÷", "÷ 0061 × 003A × 0061 ÷ 0027 × 2060 ÷",
    "÷ 0061 × 003A × 0308 × 0061 ÷ 0027 × 2060 ÷", "÷ 0061 × 003A × 0061 ÷ 002C ÷",
    "÷ 0061 × 003A × 0308 × 0061 ÷ 002C ÷", "÷ 0041 × 003A × 0041 ÷",
  ].map {
    KnownBreakDeviation(
      engine: .icu, unicodeVersion: UnicodeVersion(major: 15, minor: 0),
      testFile: "WordBreakTest.txt", pattern: $0, causes: [":"], reason: icuColonReason)
  }
}
