import UStrCore
internal import UStrICU

extension SelftestReport {
  /// The most unexpected failures a run lists; the rest are counted.
  public static let failureDetailLimit = 20

  /// Runs every conformance file of `data` against each engine at its Unicode version:
  ///
  /// - GraphemeBreakTest: the standard library and ICU at their versions, the reference at every
  ///   supported version (breaks and the rule the file names at each position);
  /// - WordBreakTest: ICU at its version;
  /// - NormalizationTest: ICU at its version, all four forms of all five columns;
  /// - emoji-test: every fully-qualified line is one cluster, for each engine at its own
  ///   version's file, and on the newest file's lines whose emoji version the engine covers.
  ///
  /// - Parameter data: The directory of the Unicode data files, one folder per version.
  /// - Parameter read: Returns the text of a file of `data`.
  /// - Throws: What `read` throws; `MalformedConformanceFile` for a file not in its format;
  ///   `ICUError` when ICU fails.
  /// - Complexity: O(total size of the files); NormalizationTest costs 20 normalizations a line.
  public init(data: ConformanceData, read: (ConformanceData.File) throws -> String) throws {
    let (runs, skipped, deviations) = try withoutActuallyEscaping(read) { read in
      var runner = ConformanceRunner(data: data, read: read)
      try runner.runAll()
      return (runner.runs, runner.skipped, runner.deviations)
    }
    self.init(
      schemaVersion: ReportSchema.version, engines: .current, dataDirectory: data.directory,
      dataVersions: data.versions.map(\.description), runs: runs, skipped: skipped,
      knownDeviations: deviations, passed: runs.allSatisfy(\.passed))
  }
}
