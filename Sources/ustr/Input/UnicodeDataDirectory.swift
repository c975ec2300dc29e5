import UStrCore
import UStrConformance

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the Unicode conformance data for `ustr selftest`: a folder laid out as
/// `<version>/<file>` (15.0/GraphemeBreakTest.txt, 17.0/emoji-test.txt, …).
enum UnicodeDataDirectory {
  /// The environment variable that names the folder when `--data` is not given.
  static let environmentVariable = "USTR_UNICODE_DATA"
  /// The folder tried last, relative to the current directory (a checkout beside `shared/`).
  static let fallback = "../shared/unicode"

  /// The conformance files under `--data DIR`, or else under `USTR_UNICODE_DATA`, or else
  /// under `../shared/unicode`.
  ///
  /// - Throws: `InputError` naming every place searched when none is a folder, or when the folder
  ///   found holds no conformance file.
  static func locate(given: String?) throws(InputError) -> ConformanceData {
    let directory = try find(given: given)
    let files = conformanceFiles(in: directory)
    guard !files.isEmpty else {
      throw InputError(
        description: "no Unicode conformance files in \(InputFile.quoted(directory)): expected"
          + " <version>/<file>, such as 17.0/GraphemeBreakTest.txt, with files "
          + ConformanceFile.allCases.map(\.fileName).joined(separator: ", "))
    }
    return ConformanceData(directory: directory, files: files)
  }

  static func find(given: String?) throws(InputError) -> String {
    if let given {
      guard isDirectory(given) else {
        throw InputError(
          description: "no Unicode data folder at \(InputFile.quoted(given)) (--data): "
            + (exists(given) ? "it is not a folder" : "no such folder"))
      }
      return given
    }
    var searched: [String] = []
    if let path = getenv(environmentVariable).map({ String(cString: $0) }), !path.isEmpty {
      if isDirectory(path) { return path }
      searched.append("\(environmentVariable)=\(InputFile.quoted(path)) (no such folder)")
    } else {
      searched.append("\(environmentVariable) (not set)")
    }
    if isDirectory(fallback) { return fallback }
    searched.append("\(InputFile.quoted(fallback)) from \(InputFile.quoted(currentDirectory()))")
    throw InputError(
      description: "no Unicode conformance data found; searched: "
        + searched.joined(separator: ", ") + ". Give --data DIR, a folder of <version>/<file>"
        + " such as 17.0/GraphemeBreakTest.txt")
  }

  /// The conformance files in the version folders of `directory`, oldest version first.
  static func conformanceFiles(in directory: String) -> [ConformanceData.File] {
    let versions = entries(of: directory).compactMap { name -> (UnicodeVersion, String)? in
      guard let version = UnicodeVersion(name), isDirectory(directory + "/" + name) else {
        return nil
      }
      return (version, name)
    }.sorted { $0.0 < $1.0 }
    return versions.flatMap { version, name in
      ConformanceFile.allCases.compactMap { testFile in
        let path = "\(directory)/\(name)/\(testFile.fileName)"
        return exists(path)
          ? ConformanceData.File(unicodeVersion: version, testFile: testFile, path: path) : nil
      }
    }
  }

  /// The names in a folder, without "." and "..".
  static func entries(of directory: String) -> [String] {
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  static func currentDirectory() -> String {
    guard let path = getcwd(nil, 0) else { return "." }
    defer { free(path) }
    return String(cString: path)
  }
}
