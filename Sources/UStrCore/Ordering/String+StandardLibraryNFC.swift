@_spi(_Unicode) import Swift

extension String {
  /// This text in NFC as the standard library composes it (its Unicode version, not ICU's), in
  /// UTF-16 code units: the form Swift's `==` and `<` compare.
  ///
  ///     "Poke\u{301}mon".standardLibraryNFCUTF16()   // "Pokémon" with U+00E9: 7 units
  ///
  /// It uses the standard library's `_nfc` view (SPI). Long unsorted runs of combining marks are
  /// put in canonical order first (``withCombiningRunsInCanonicalOrder()``), which leaves the NFC
  /// unchanged and keeps it linear.
  ///
  /// - Complexity: O(n).
  package func standardLibraryNFCUTF16() -> [UInt16] {
    var units: [UInt16] = []
    units.reserveCapacity(utf16.count)
    for scalar in withCombiningRunsInCanonicalOrder()._nfc {
      units.append(contentsOf: UTF16.encode(scalar)!)
    }
    return units
  }
}
