public import UStrCore

/// The Unicode conformance files a self-test can run: which versions, which files, where.
///
///     // /work/shared/unicode/15.0/GraphemeBreakTest.txt, /work/shared/unicode/17.0/emoji-test.txt …
///     data.file(.graphemeBreakTest, version: UnicodeVersion(major: 15, minor: 0))?.path
public struct ConformanceData: Hashable, Sendable {
  /// The folder searched, laid out as `<version>/<file>`.
  public var directory: String
  /// Every conformance file found.
  public var files: [File]

  /// One file of one Unicode version.
  public struct File: Hashable, Sendable {
    /// The version of its folder.
    public var unicodeVersion: UnicodeVersion
    /// Which test file it is.
    public var testFile: ConformanceFile
    /// Its path.
    public var path: String

    /// Creates a file entry.
    public init(unicodeVersion: UnicodeVersion, testFile: ConformanceFile, path: String) {
      self.unicodeVersion = unicodeVersion
      self.testFile = testFile
      self.path = path
    }

    /// "15.0/GraphemeBreakTest.txt".
    public var name: String { "\(unicodeVersion)/\(testFile)" }
  }

  /// Creates the list of what a folder holds.
  public init(directory: String, files: [File]) {
    self.directory = directory
    self.files = files
  }

  /// The versions that have at least one file, oldest first.
  public var versions: [UnicodeVersion] { Set(files.map(\.unicodeVersion)).sorted() }

  /// The file `testFile` of `version`, or `nil` when the folder has none.
  public func file(_ testFile: ConformanceFile, version: UnicodeVersion) -> File? {
    files.first { $0.testFile == testFile && $0.unicodeVersion == version }
  }

  /// The newest version's `testFile`, or `nil` when no version has one.
  public func newestFile(_ testFile: ConformanceFile) -> File? {
    files.filter { $0.testFile == testFile }.max { $0.unicodeVersion < $1.unicodeVersion }
  }
}

/// A conformance file that is not in its format: the self-test cannot judge anything by it.
public struct MalformedConformanceFile: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's path.
  public var path: String
  /// The first line that is not in the format.
  public var line: MalformedTestLine

  /// "'/data/15.0/GraphemeBreakTest.txt' line 12 is not in the file's format: ÷ 0061 ×".
  public var description: String {
    "'\(path)' line \(line.lineNumber) is not in the file's format: \(line.line)"
  }
}
