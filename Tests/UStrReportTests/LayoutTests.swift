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

  /// Files that extend a type of another folder beside their own primary type, left whole:
  /// module-relative path → why.
  static let extensionsAwayFromTheirType: [String: String] = [
    "Indexing/PositionIndices.swift": "the position indices of seven types of five folders, in one place",
    "Lines/Internal/GraphemeColumnCheckpoint.swift": "its checkpoint type, with the ClusterScanner walk that makes it",
    "Segmentation/GraphemePropertyLag.swift": "its lag type, with the StandardLibraryUnicode query that finds it",
  ]

  /// The folder a file belongs to, `Internal` folders left out: `Scan` for
  /// `Scan/Internal/LineSieve.swift`, `` for a file at the module's root.
  static func area(of path: String) -> String {
    path.split(separator: "/").dropLast().filter { $0 != "Internal" }.joined(separator: "/")
  }

  @Test(arguments: modulesWithInternalFolders)
  func aTypesExtensionsSitInItsFolder(module: String) throws {
    let folder = SharedData.projectRoot.appendingPathComponent("Sources/\(module)")
    let declaration = try NSRegularExpression(
      pattern: #"^(@\w+(\([^)\n]*\))?\s+)*((public|package|internal|fileprivate|private|final|indirect)\s+)*(struct|enum|class|actor|protocol)\s+(\w+)"#,
      options: .anchorsMatchLines)
    let extensionLine = try NSRegularExpression(
      pattern: #"^(@\w+(\([^)\n]*\))?\s+)*((public|package|internal|fileprivate|private)\s+)?extension\s+(\w+)"#,
      options: .anchorsMatchLines)
    var homes: [String: Set<String>] = [:]
    var extensions: [(path: String, type: String)] = []
    for (path, _) in try Self.swiftFiles(of: module) {
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      let range = NSRange(text.startIndex..., in: text)
      func names(_ expression: NSRegularExpression, group: Int) -> [String] {
        expression.matches(in: text, range: range).compactMap { Range($0.range(at: group), in: text).map { String(text[$0]) } }
      }
      for name in names(declaration, group: 6) { homes[name, default: []].insert(Self.area(of: path)) }
      extensions += names(extensionLine, group: 5).map { (path, $0) }
    }
    #expect(!homes.isEmpty, "no type declarations found under Sources/\(module)")
    for (path, type) in extensions where Self.extensionsAwayFromTheirType[path] == nil {
      // Types of other modules (String, Character) have no folder here.
      guard let areas = homes[type] else { continue }
      #expect(
        areas.contains(Self.area(of: path)),
        "Sources/\(module)/\(path) extends \(type), whose folder is \(areas.sorted())")
    }
  }
}
