import Foundation
import Testing
import UStrCore
import UStrICU

@Suite("Corpus against its manifest")
struct CorpusTests {
  @Test func manifestDescribesEverySampleFileOnce() throws {
    let manifest = try CorpusManifest.load()
    #expect(manifest.schemaVersion == 1)
    let listed = manifest.samples.map(\.file)
    #expect(Set(listed).count == listed.count, "a file is listed twice")
    let onDisk = try FileManager.default.contentsOfDirectory(
      atPath: CorpusManifest.folder.appendingPathComponent("samples").path
    ).map { "samples/" + $0 }
    #expect(Set(listed) == Set(onDisk))
    for sample in manifest.samples {
      #expect(!sample.why.isEmpty, "\(sample.name) does not say why it is there")
      #expect(Set(sample.normalization.keys) == Set(NormalizationForm.allCases.map(\.rawValue)))
    }
    #expect(manifest.samples.count >= 20)
  }

  @Test(arguments: CorpusManifest.samples)
  func codePointsAreTheSampleFileScalars(_ sample: CorpusManifest.Sample) throws {
    let spelled = try sample.text().unicodeScalars.map { scalar in
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    #expect(spelled.joined(separator: " ") == sample.codePoints)
  }

  /// Node's ICU (Unicode 17) and the system ICU (15.0 for ICU 72) normalize alike only the
  /// characters both know, so the samples stay within the older version.
  @Test(arguments: CorpusManifest.samples)
  func usesOnlyCharactersTheLinkedICUKnows(_ sample: CorpusManifest.Sample) throws {
    let newer = try sample.text().unicodeScalars.filter { scalar in
      guard let age = scalar.properties.age else { return false }
      return UnicodeVersion(major: age.major, minor: age.minor) > ICU.unicodeVersion
    }
    #expect(newer.isEmpty, "newer than ICU's Unicode \(ICU.unicodeVersion): \(newer)")
  }

  @Test(arguments: CorpusManifest.samples)
  func countsMatchTheManifest(_ sample: CorpusManifest.Sample) throws {
    let text = try sample.text()
    #expect(ViewCounts(of: text) == sample.counts.viewCounts)
    #expect(TextBreakdown(of: text).counts == sample.counts.viewCounts)
  }

  @Test(arguments: CorpusManifest.samples)
  func normalizationMatchesTheManifest(_ sample: CorpusManifest.Sample) throws {
    let text = try sample.text()
    for form in NormalizationForm.allCases {
      let facts = try #require(sample.facts(form))
      let normalizer = try Normalizer(form)
      #expect(try normalizer.isNormalized(text) == facts.isNormalized, "\(form)")
      #expect(ViewCounts(of: try normalizer.normalize(text)) == facts.counts.viewCounts, "\(form)")
    }
  }
}
