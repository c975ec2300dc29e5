/// Remembers, for each scalar, whether it can never be worth a warning, so that a scan looks up
/// properties once per scalar value instead of once per occurrence.
///
/// Scalars are judged a page of 256 code points at a time, the first time one of the page is
/// asked about (surrogates excluded); 4 352 pages, 17 planes. A page that holds one noisy scalar
/// (U+00A0 beside the Latin-1 letters, U+061C beside the Arabic letters, U+200B beside the
/// dashes and quotes) keeps its other scalars quiet.
///
///     var quiet = QuietScalars()
///     quiet.isQuiet(0x4E2D) { isPlain($0) }  // judges U+4E00...U+4EFF
///
/// - Complexity: O(1) per scalar after its page is judged; judging costs 256 calls of the test.
struct QuietScalars {
  /// Per page: whether it has been judged.
  private var judged = [Bool](repeating: false, count: 0x1100)
  /// Per code point, 64 a word: whether it is quiet.
  private var quiet = [UInt64](repeating: 0, count: 0x1100 * 4)

  /// Whether the scalar `value` is quiet, judging its page with `isQuiet` when it is new.
  mutating func isQuiet(_ value: UInt32, judgedBy isQuiet: (Unicode.Scalar) -> Bool) -> Bool {
    let page = Int(value >> 8)
    if !judged[page] {
      judged[page] = true
      for low in 0..<256 {
        let code = UInt32(page << 8 | low)
        if let scalar = Unicode.Scalar(code), isQuiet(scalar) { quiet[Int(code >> 6)] |= 1 << UInt64(code & 63) }
      }
    }
    return quiet[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
  }
}
