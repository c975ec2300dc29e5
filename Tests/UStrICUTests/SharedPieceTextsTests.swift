import Testing
@testable import UStrICU

/// A long piece's texts are made once for the forms of a window, and a normalized text is given
/// again only to a form whose units are the same.
@Suite("Shared piece texts")
struct SharedPieceTextsTests {
  /// The address of a string's UTF-8 storage: the same for two strings that share it.
  static func storage(of text: String) -> UnsafeRawPointer? {
    var text = text
    return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
  }

  @Test func aLongPieceIsMadeOnceAndItsSameNormalizedTextGivenAgain() {
    // "a" + 5000 U+0301, and its NFC: U+00E1 + 4999 U+0301.
    let units: [UInt16] = [0x61] + Array(repeating: 0x301, count: 5_000)
    let nfc: [UInt16] = [0xE1] + Array(repeating: 0x301, count: 4_999)
    var texts = SharedPieceTexts()
    units.withUnsafeBufferPointer { units in
      let first = texts.original(of: 0..<units.count, in: units)
      let second = texts.original(of: 0..<units.count, in: units)
      #expect(first.unicodeScalars.elementsEqual(units.map { Unicode.Scalar($0)! }))
      #expect(Self.storage(of: first) == Self.storage(of: second))
      let nfcText = texts.normalized(nfc[...], of: 0..<units.count)
      let nfkcText = texts.normalized(nfc[...], of: 0..<units.count)
      #expect(Self.storage(of: nfcText) == Self.storage(of: nfkcText))
      #expect(nfcText.unicodeScalars.map(\.value) == nfc.map(UInt32.init))
      // Other units for the same piece: a text of their own.
      let other = texts.normalized(units.map { $0 }[...], of: 0..<units.count)
      #expect(other.unicodeScalars.map(\.value) == units.map(UInt32.init))
      // Another piece, after a reset: made anew.
      texts.reset()
      let again = texts.original(of: 0..<units.count, in: units)
      #expect(again == first && Self.storage(of: again) != Self.storage(of: first))
    }
  }

  @Test func aPieceThatIsTheWholeWindowIsTheWindowsText() {
    let window = "a" + String(repeating: "\u{301}", count: 100)
    let units = Array(window.utf16)
    var texts = SharedPieceTexts()
    texts.window = window
    units.withUnsafeBufferPointer { units in
      #expect(Self.storage(of: texts.original(of: 0..<units.count, in: units)) == Self.storage(of: window))
      #expect(texts.original(of: 1..<units.count, in: units) == String(repeating: "\u{301}", count: 100))
      texts.reset()
      #expect(texts.window == nil)
      let made = texts.original(of: 0..<units.count, in: units)
      #expect(made == window && Self.storage(of: made) != Self.storage(of: window))
    }
  }

  @Test func aShortPieceIsMadeForEachForm() {
    let units: [UInt16] = [0x65, 0x301]
    var texts = SharedPieceTexts()
    units.withUnsafeBufferPointer { units in
      #expect(texts.original(of: 0..<2, in: units) == "e\u{301}")
      #expect(texts.range == nil)
      #expect(texts.normalized([0xE9], of: 0..<2) == "\u{E9}")
      #expect(texts.normalized.isEmpty)
    }
  }

  @Test(arguments: [
    ("\u{E9}\u{1F600}", [0xE9, 0xD83D, 0xDE00] as [UInt16], true), ("\u{E9}", [0xE9, 0x301], false),
    ("\u{E9}\u{301}", [0xE9], false), ("\u{FFFD}x", [0xD800, 0x78], true), ("", [], true), ("a", [0x62], false),
  ])
  func aTextIsTheStringOfItsUnits(_ text: String, _ units: [UInt16], _ isText: Bool) {
    #expect(UTF16Transcoding.isText(text, units: units) == isText)
    #expect((UTF16Transcoding.string(units) == text && UTF16Transcoding.string(units).utf8.elementsEqual(text.utf8)) == isText)
  }
}
