import Foundation
import Testing
import UStrConformance
import UStrCore
import UStrTestSupport

@Suite("Standard library grapheme conformance")
struct StandardLibraryGraphemeConformanceTests {
  @Test("Character segmentation fails exactly the known deviations of GraphemeBreakTest at its version")
  func characterFailsExactlyTheKnownDeviations() throws {
    let version = StandardLibraryUnicode.version
    let url = try SharedData.unicodeFile("GraphemeBreakTest.txt", version: "\(version)").get()
    let cases = try BreakTestCase.parse(SharedData.text(of: url))
    var failing: [String] = []
    for testCase in cases {
      let offsets = StandardLibraryUnicode.characterBoundaries(in: testCase.text).map(\.scalarOffset)
      if offsets != testCase.breakScalarOffsets { failing.append(testCase.pattern) }
    }
    let known = KnownBreakDeviation.deviations(
      of: .swift, testFile: "GraphemeBreakTest.txt", unicodeVersion: version)
    let check = KnownFailures(failing: failing, known: known.map(\.pattern))
    #expect(check.unexpected.isEmpty, "lines failing outside the known list: \(check.unexpected)")
    #expect(check.fixed.isEmpty, "known deviations that now pass (remove them): \(check.fixed)")
    print(
      "conformance: swift \(version) GraphemeBreakTest \(cases.count - failing.count)/\(cases.count)"
        + " lines, \(failing.count) known deviations")
  }

  @Test("Character keeps every fully-qualified emoji of its version in one cluster")
  func everyFullyQualifiedEmojiIsOneCharacter() throws {
    let version = StandardLibraryUnicode.version
    let url = try SharedData.unicodeFile("emoji-test.txt", version: "\(version)").get()
    let cases = try EmojiTestCase.parse(SharedData.text(of: url)).filter { $0.status == "fully-qualified" }
    #expect(cases.count > 3000, "too few fully-qualified lines in \(url.path)")
    let failing = cases.filter { $0.text.count != 1 }
    #expect(failing.isEmpty, "\(failing.prefix(10))")
    print(
      "conformance: swift \(version) emoji-test fully-qualified"
        + " \(cases.count - failing.count)/\(cases.count) lines")
  }
}

@Suite("Reference and Character on real text")
struct ReferenceAgreesWithCharacterTests {
  /// Every UTF-8 text file under the shared corpus and the project's Corpus/ folder.
  static func corpusFiles() throws -> [URL] {
    var roots = [try SharedData.corpusRoot.get()]
    let projectCorpus = SharedData.projectRoot.appendingPathComponent("Corpus")
    if FileManager.default.fileExists(atPath: projectCorpus.path) { roots.append(projectCorpus) }
    var files: [URL] = []
    for root in roots {
      let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        if url.pathExtension == "txt" { files.append(url) }
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  @Test("The reference at the standard library's version agrees with Character on the corpus")
  func referenceAgreesWithCharacterOnCorpus() throws {
    let reference = ReferenceGraphemeSegmenter()
    let known = KnownBreakDeviation.all.filter {
      $0.engine == .swift && $0.unicodeVersion == reference.unicodeVersion
    }
    let files = try Self.corpusFiles()
    #expect(files.count >= 10, "corpus files found: \(files.map(\.path))")
    var checked = 0
    var explained = 0
    for url in files {
      let bytes = try Data(contentsOf: url)
      let text = String(decoding: bytes, as: UTF8.self)
      let swift = StandardLibraryUnicode.characterBoundaries(in: text)
      let ours = reference.boundaries(in: text)
      guard swift != ours else {
        checked += 1
        continue
      }
      // Each differing position must lie in a cluster that a known deviation explains.
      let scalars = Array(text.unicodeScalars)
      let differing = Set(swift).symmetricDifference(Set(ours)).sorted()
      for position in differing {
        let start = ours.last { $0 < position } ?? .zero
        let end = ours.first { $0 > position } ?? position
        let cluster = scalars[start.scalarOffset..<end.scalarOffset]
        #expect(
          known.contains { $0.explains(cluster: cluster) },
          "\(url.lastPathComponent): unexplained disagreement at \(position)")
        explained += 1
      }
      checked += 1
    }
    print(
      "conformance: reference \(reference.unicodeVersion) = Character on \(checked) corpus files,"
        + " except \(explained) positions of known deviations")
  }
}
