import Foundation
import Testing
import UStrCore
import UStrICU
import UStrTestSupport

/// Swift's `==` against ICU's canonical equivalence on every pair of corpus samples, and on each
/// sample against each of its normalization forms.
@Suite("Corpus pairs: Swift == vs ICU NFD")
struct CorpusPairCrossCheckTests {
  @Test func everyDisagreementOnCorpusPairsIsExplainedByVersion() throws {
    let samples = try CorpusManifest.load().samples
    let texts = try samples.map { try $0.text() }
    var pairs: [(String, String, String)] = []
    for i in texts.indices {
      for j in texts.indices where i < j {
        pairs.append(("\(samples[i].name) vs \(samples[j].name)", texts[i], texts[j]))
      }
      for form in NormalizationForm.allCases {
        pairs.append(("\(samples[i].name) vs its \(form)", texts[i], try Normalizer(form).normalize(texts[i])))
      }
    }
    var equal = 0
    var disagreements: [String] = []
    for (name, a, b) in pairs {
      let equality = try TextEquality(a, b)
      #expect(equality.swift == (a == b), "\(name)")
      if equality.canonical { equal += 1 }
      guard equality.swift != equality.canonical else {
        #expect(equality.engineDisagreement == nil, "\(name)")
        continue
      }
      let disagreement = try #require(equality.engineDisagreement, "\(name)")
      // Explained: it names the scalars the two Unicode versions see differently.
      #expect(!disagreement.scalars.isEmpty, "\(name): \(disagreement)")
      disagreements.append("\(name): \(disagreement)")
    }
    print("corpus pairs: \(pairs.count) compared, \(equal) canonically equal, \(disagreements.count) engine disagreements")
    // The corpus has no character newer than ICU's Unicode version, so none is expected.
    #expect(disagreements.isEmpty, "\(disagreements)")
    #expect(pairs.count > 300)
  }
}
