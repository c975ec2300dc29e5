import Foundation

/// Where the test data outside the project lives: `../shared/unicode` (or `USTR_UNICODE_DATA`)
/// and `../shared/corpus` (or `USTR_CORPUS`).
public enum SharedData {
  /// The project's root folder, found from this file's path.
  public static let projectRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The folder of Unicode conformance data, laid out as `<version>/<file>`, or `nil` with the
  /// places searched.
  public static var unicodeDataRoot: Result<URL, MissingData> {
    locate(environment: "USTR_UNICODE_DATA", fallback: "../shared/unicode")
  }

  /// The benchmark corpus folder, or `nil` with the places searched.
  public static var corpusRoot: Result<URL, MissingData> {
    locate(environment: "USTR_CORPUS", fallback: "../shared/corpus")
  }

  /// A Unicode data file for `version` ("15.0"), such as "GraphemeBreakTest.txt".
  public static func unicodeFile(_ name: String, version: String) -> Result<URL, MissingData> {
    unicodeDataRoot.flatMap { root in
      let url = root.appendingPathComponent(version).appendingPathComponent(name)
      return FileManager.default.fileExists(atPath: url.path)
        ? .success(url) : .failure(MissingData(searched: [url.path]))
    }
  }

  /// The text of a data file (for UStrConformance's parsers: `BreakTestCase.parse(...)`).
  public static func text(of url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  /// The lines of a Unicode data file with comments and blank lines removed.
  public static func dataLines(of url: URL) throws -> [Substring] {
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let trimmed = content.trimmingCharacters(in: .whitespaces)
      return trimmed.isEmpty ? nil : Substring(trimmed)
    }
  }

  static func locate(environment: String, fallback: String) -> Result<URL, MissingData> {
    var searched: [String] = []
    if let path = ProcessInfo.processInfo.environment[environment], !path.isEmpty {
      if FileManager.default.fileExists(atPath: path) { return .success(URL(fileURLWithPath: path)) }
      searched.append("\(environment)=\(path)")
    }
    let url = projectRoot.appendingPathComponent(fallback).standardizedFileURL
    if FileManager.default.fileExists(atPath: url.path) { return .success(url) }
    searched.append(url.path)
    return .failure(MissingData(searched: searched))
  }
}

/// Data a test needs was not found; `description` names every place searched.
public struct MissingData: Error, CustomStringConvertible {
  public var searched: [String]
  public var description: String { "test data not found; searched: " + searched.joined(separator: ", ") }
}
