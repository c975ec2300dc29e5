import Foundation
import Testing
import UStrCore
import UStrICU
import UStrTestSupport

/// `Corpus/manifest.json`: the curated samples and the facts Node computed about them.
struct CorpusManifest: Decodable {
  var schemaVersion: Int
  var samples: [Sample]

  /// One sample: its file under `Corpus/`, why it is there, and its expected counts.
  struct Sample: Decodable, Sendable, CustomTestStringConvertible {
    var name: String
    var file: String
    var why: String
    var codePoints: String
    var counts: Counts
    /// Keyed by "nfc", "nfd", "nfkc", "nfkd".
    var normalization: [String: FormFacts]

    var testDescription: String { name }

    /// The sample's exact bytes.
    func bytes() throws -> [UInt8] {
      [UInt8](try Data(contentsOf: CorpusManifest.folder.appendingPathComponent(file)))
    }

    /// The sample's text; a sample that is not valid UTF-8 is a broken corpus.
    func text(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
      let decoded = UTF8Decoding(bytes: try bytes())
      #expect(decoded.isValid, "\(file) is not valid UTF-8", sourceLocation: sourceLocation)
      return decoded.text
    }

    func facts(_ form: NormalizationForm) -> FormFacts? { normalization[form.rawValue] }
  }

  /// Counts in the four views, as the manifest spells them.
  struct Counts: Decodable, Hashable, Sendable {
    var graphemes: Int
    var scalars: Int
    var utf16: Int
    var utf8: Int

    var viewCounts: ViewCounts {
      ViewCounts(graphemes: graphemes, scalars: scalars, utf16: utf16, utf8: utf8)
    }
  }

  /// A normalization form's facts: whether the sample is already in it, and its counts after.
  struct FormFacts: Decodable, Hashable, Sendable {
    var isNormalized: Bool
    var counts: Counts
  }

  static let folder = SharedData.projectRoot.appendingPathComponent("Corpus")

  static func load() throws -> CorpusManifest {
    try decode(Data(contentsOf: folder.appendingPathComponent("manifest.json")))
  }

  static func decode(_ json: Data) throws -> CorpusManifest {
    try JSONDecoder().decode(CorpusManifest.self, from: json)
  }

  /// The samples, or none when the manifest cannot be read (a test then says why).
  static let samples: [Sample] = (try? load())?.samples ?? []
}
