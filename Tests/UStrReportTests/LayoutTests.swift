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
}
