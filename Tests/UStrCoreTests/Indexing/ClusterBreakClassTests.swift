import Testing

@testable import UStrCore

@Suite("Cluster break classes")
struct ClusterBreakClassTests {
  /// Every scalar with a class breaks, by the standard library's own clusters, as its class says.
  @Test func everyClassifiedScalarBreaksAsItsClassSays() {
    var classified = 0
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let kind = ClusterBreakClass.bmpTable(value)
      guard kind != .unknown else { continue }
      classified += 1
      let failure = Self.failure(scalar, as: kind)
      if let failure { Issue.record("U+\(String(value, radix: 16, uppercase: true)) \(kind): \(failure)") }
    }
    #expect(classified > 150_000)
  }

  /// Why `scalar` is not of class `kind`, or `nil` when the probes agree that it is.
  private static func failure(_ scalar: Unicode.Scalar, as kind: ClusterBreakClass) -> String? {
    func clusters(_ scalars: Unicode.Scalar...) -> Int {
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      return text.count
    }
    let letter: Unicode.Scalar = "a"
    let acute: Unicode.Scalar = "\u{301}"  // COMBINING ACUTE ACCENT: Extend
    let ga: Unicode.Scalar = "\u{AC00}"  // HANGUL SYLLABLE GA: LV
    let kiyeok: Unicode.Scalar = "\u{1100}"  // HANGUL CHOSEONG KIYEOK: L
    let regional: Unicode.Scalar = "\u{1F1E6}"  // REGIONAL INDICATOR SYMBOL LETTER A
    let ka: Unicode.Scalar = "\u{915}"  // DEVANAGARI LETTER KA: an InCB consonant
    let woman: Unicode.Scalar = "\u{1F469}"  // Extended_Pictographic
    switch kind {
    case .other:
      if clusters(scalar, acute) != 1 { return "a break before an extend: a control" }
      if clusters(letter, scalar) != 2 { return "joins what precedes it: extend, ZWJ or spacing mark" }
      if clusters(scalar, letter) != 2 { return "joins what follows it: prepend" }
      if clusters(ga, scalar) != 2 { return "joins a preceding LV syllable: jamo V or T" }
      if clusters(scalar, kiyeok) != 2 { return "joins a following L jamo: jamo L" }
      if clusters(scalar, regional) != 2 { return "joins a regional indicator" }
    case .control:
      if clusters(scalar, acute) != 2 { return "no break before an extend" }
      if clusters(letter, scalar) != 2 || clusters(scalar, letter) != 2 { return "joins a letter" }
      if scalar == "\r" || scalar == "\n" { return "CR or LF" }
    case .carriageReturn:
      if scalar != "\r" { return "not CR" }
    case .lineFeed:
      if scalar != "\n" { return "not LF" }
    case .extend:
      if clusters(letter, scalar) != 1 { return "does not join a preceding letter" }
      if clusters(letter, scalar, letter) != 2 { return "joins a following letter" }
      if clusters(woman, scalar, woman) != 2 { return "joins pictographs: ZWJ" }
      if clusters(ka, scalar, ka) != 2 { return "joins consonants: an Indic linker" }
    case .unknown:
      return nil
    }
    return nil
  }
}
