import Foundation
import Testing
import UStrTestSupport

/// The package's layout rules that a build does not check.
@Suite("Layout of the library modules")
struct LayoutTests {
  /// The library modules that must not import Foundation: Foundation on Linux brings its own ICU,
  /// whose headers clash with the system ICU's ("'UErrorCode' has different definitions in
  /// different modules").
  static let modulesWithoutFoundation = ["UStrCore", "UStrICU", "UStrReport", "UStrConformance"]

  @Test(arguments: modulesWithoutFoundation)
  func noFileOfTheModuleImportsFoundation(module: String) throws {
    let folder = SharedData.projectRoot.appendingPathComponent("Sources/\(module)")
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    #expect(!files.isEmpty, "no Swift files under \(folder.path)")
    let importLine = try NSRegularExpression(
      pattern: #"^\s*(@\w+\s+)*((public|package|internal|private|fileprivate)\s+)?import\s+(struct\s+|enum\s+|class\s+|func\s+)?Foundation\w*\b"#,
      options: .anchorsMatchLines)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      let found = importLine.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
      #expect(found == nil, "\(file.lastPathComponent) imports Foundation")
    }
  }

  /// The library modules whose internal helpers sit in an `Internal` folder. The `ustr`
  /// executable is not listed: it declares no API, so every one of its files is internal and the
  /// folder would say nothing.
  static let modulesWithInternalFolders = [
    "UStrCore", "UStrICU", "UStrReport", "UStrCharacters", "UStrConformance", "UStrLive",
  ]

  /// A line that starts a `public`, `package` or `open` declaration, after any attributes
  /// (`@inlinable public func`, `@available(macOS 13, *) public struct`).
  static let exportedDeclaration = #"^\s*(@\w+(\([^)\n]*\))?\s+)*(public|package|open)\b"#

  /// The Swift files of a module, as paths relative to its folder (`Scan/Internal/LineSieve.swift`),
  /// each with whether it declares anything `public`, `package` or `open`.
  static func swiftFiles(of module: String) throws -> [(path: String, exports: Bool)] {
    let folder = SharedData.projectRoot.appendingPathComponent("Sources/\(module)")
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    let exported = try NSRegularExpression(pattern: exportedDeclaration, options: .anchorsMatchLines)
    return try files.map { file in
      let text = try String(contentsOf: file, encoding: .utf8)
      let path = String(file.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
      let exports = exported.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
      return (path, exports)
    }
  }

  /// Whether a module-relative path lies in an `Internal` folder (`Scan/Internal/LineSieve.swift`).
  static func isInInternalFolder(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains("Internal")
  }

  @Test(arguments: modulesWithInternalFolders)
  func aFileThatDeclaresNoAPISitsInAnInternalFolder(module: String) throws {
    let files = try Self.swiftFiles(of: module)
    #expect(!files.isEmpty, "no Swift files under Sources/\(module)")
    for file in files where !file.exports {
      #expect(
        Self.isInInternalFolder(file.path),
        "Sources/\(module)/\(file.path) declares nothing public or package: move it to an Internal folder")
    }
  }

  @Test(arguments: modulesWithInternalFolders)
  func aFileInAnInternalFolderDeclaresNoAPI(module: String) throws {
    for file in try Self.swiftFiles(of: module) where Self.isInInternalFolder(file.path) {
      #expect(
        !file.exports,
        "Sources/\(module)/\(file.path) declares public or package API but sits in an Internal folder")
    }
  }

  @Test func theDeclarationPatternFindsExportedDeclarationsOnly() throws {
    let exported = try NSRegularExpression(pattern: Self.exportedDeclaration, options: .anchorsMatchLines)
    func exports(_ text: String) -> Bool {
      exported.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
    #expect(exports("struct A {}\n  public var b: Int"))
    #expect(exports("@inlinable package func f() {}"))
    #expect(exports("@available(macOS 13, *) public struct S {}"))
    #expect(!exports("struct A {}\n/// public in a comment\nfileprivate let publicName = 1"))
    #expect(!exports("internal extension A { func publicly() {} }"))
  }
}
