import Testing
import UStrCore
import UStrICU

@Suite("Normalizer checks and per-form report")
struct NormalizerTests {
  @Test(arguments: [
    // (text, form, quick check)
    ("abc", NormalizationForm.nfc, QuickCheckResult.yes),
    ("e\u{301}", .nfc, .maybe),  // U+0301 may compose with "e"
    ("\u{E9}", .nfd, .no),
    ("\u{FB01}", .nfkc, .no),
    ("\u{FB01}", .nfc, .yes),
  ])
  func quickCheckAnswersYesNoOrMaybe(text: String, form: NormalizationForm, expected: QuickCheckResult) throws {
    #expect(try Normalizer(form).quickCheck(text) == expected)
  }

  @Test func normalizedPrefixEndsBeforeTheFirstCharacterThatMayChange() throws {
    #expect(try Normalizer(.nfc).normalizedPrefixUTF16Length("ab\u{107}e\u{301}") == 3)
    #expect(try Normalizer(.nfc).normalizedPrefixUTF16Length("abc") == 3)
  }

  @Test func caseFolderFoldsCaseAndCompatibility() throws {
    #expect(try CaseFolder().fold("Stra\u{DF}e") == "strasse")
    #expect(try CaseFolder().fold("\u{FB01}\u{2460}").unicodeScalars.elementsEqual("fi1".unicodeScalars))
    #expect(try CaseFolder().isFolded("strasse"))
  }

  @Test func reportListsTheClustersEachFormChanges() throws {
    // "ﬁ Poke\u{301}mon": ﬁ U+FB01 at cluster 0, é (e U+0301) at cluster 5
    let report = try NormalizationReport(of: "\u{FB01} Poke\u{301}mon")
    // Already decomposed (ﬁ has only a compatibility decomposition): NFD keeps every count.
    #expect(report[.nfd].counts == ViewCounts(graphemes: 9, scalars: 10, utf16: 10, utf8: 13))
    let nfc = report[.nfc]
    #expect(!nfc.isNormalized)
    #expect(nfc.counts.scalars == 9)
    #expect(nfc.changedClusters.map(\.graphemeOffset) == [5])
    #expect(report[.nfd].isNormalized)
    #expect(report[.nfd].changedClusterCount == 0)
    let nfkc = report[.nfkc]
    #expect(nfkc.changedClusters.map(\.graphemeOffset) == [0, 5])
    #expect(nfkc.changedClusters.first?.after == "fi")
    #expect(nfkc.counts == ViewCounts(graphemes: 10, scalars: 10, utf16: 10, utf8: 11))
  }
}
