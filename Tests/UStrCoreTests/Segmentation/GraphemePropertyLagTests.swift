import Testing
import UStrCore

@Suite("Grapheme property lags of the standard library, probed")
struct GraphemePropertyLagTests {
  /// The scalars Swift 6.3 (Unicode 17.0) is known to segment with older data: the InCB=Linker
  /// viramas new in 17.0 and Kirat Rai's GCB=V vowels new in 16.0. A change here means the
  /// standard library changed: update the list and the conformance expectations together.
  static let swift6_3Lags: [UInt32] = [
    0x1039, 0x17D2, 0x1A60, 0x1B44, 0x1BAB, 0xA9C0, 0xAAF6, 0x10A3F, 0x11133, 0x113D0, 0x1193E,
    0x11A47, 0x11A99, 0x11F42, 0x16D63, 0x16D67, 0x16D68, 0x16D69, 0x16D6A,
  ]

  @Test(.enabled(if: StandardLibraryUnicode.version == UnicodeVersion(major: 17, minor: 0)))
  func swift17LagsAreTheNewLinkersAndKiratRaiVowels() {
    let lags = StandardLibraryUnicode.graphemePropertyLags
    #expect(lags.map(\.scalar.value).sorted() == Self.swift6_3Lags, "\(lags.map { "\(String($0.scalar.value, radix: 16)) \($0.expected) → \($0.effective) (\($0.effectiveVersion))" })")
    #expect(StandardLibraryUnicode.graphemePropertyMismatches.isEmpty, "\(StandardLibraryUnicode.graphemePropertyMismatches.map { String($0.value, radix: 16) })")
  }
}
