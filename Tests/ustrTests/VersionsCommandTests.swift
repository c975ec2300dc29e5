import Foundation
import Testing
import UStrCore
import UStrICU
import UStrTestSupport

@Suite("ustr versions, end to end")
struct VersionsCommandTests {
  @Test func tableNamesEachEngineWithItsUnicodeVersion() throws {
    let result = try UStrBinary.run(["versions"])
    #expect(result.exitCode == 0)
    let lines = result.stdoutText.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("Swift standard library") && $0.contains("Unicode \(StandardLibraryUnicode.version)") })
    #expect(lines.contains { $0.hasPrefix("ICU \(ICU.version)") && $0.contains("Unicode \(ICU.unicodeVersion)") })
  }

  @Test func jsonCarriesTheEnginesKeys() throws {
    let result = try UStrBinary.run(["versions", "--format", "json"])
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let engines = try #require(json["engines"] as? [String: [String: String]])
    #expect(engines["swift"]?["unicodeVersion"] == StandardLibraryUnicode.version.description)
    #expect(engines["icu"]?["version"] == ICU.version)
    #expect(engines["icu"]?["unicodeVersion"] == ICU.unicodeVersion.description)
    let reference = try #require(json["reference"] as? [String: Any])
    #expect(reference["supportedVersions"] as? [String] == ["15.0", "16.0", "17.0"])
    #expect(reference["defaultVersion"] as? String == ReferenceGraphemeSegmenter.defaultVersion.description)
  }

  @Test func tableListsTheReferenceSegmentationAsAnEngine() throws {
    let result = try UStrBinary.run(["versions"])
    let row = result.stdoutText.split(separator: "\n").first { $0.hasPrefix("ustr reference (UAX #29)") }
    #expect(row?.contains("Unicode \(ReferenceGraphemeSegmenter.defaultVersion)") == true)
    #expect(row?.contains("15.0, 16.0, 17.0") == true)
  }
}
