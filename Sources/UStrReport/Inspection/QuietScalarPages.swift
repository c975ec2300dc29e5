/// Remembers, for each page of 256 code points, whether no scalar on it can be worth a warning,
/// so that a scan looks up properties once per page instead of once per scalar.
///
/// A page is judged the first time one of its scalars is asked about, by a test of all its
/// scalars (surrogates excluded); 4 352 pages of one byte, 17 planes.
///
///     var pages = QuietScalarPages()
///     pages.isQuiet("\u{4E2D}") { page in page.allSatisfy(isPlain) }  // judges U+4E00...U+4EFF
///
/// - Complexity: O(1) per scalar after its page is judged; judging costs 256 calls of the test.
struct QuietScalarPages {
  private enum State: UInt8 {
    case unknown, quiet, noisy
  }

  private var states = [State](repeating: .unknown, count: 0x1100)

  /// Whether `scalar`'s page is quiet, judging the page with `isQuiet` when it is new.
  mutating func isQuiet(_ scalar: Unicode.Scalar, judgedBy isQuiet: ([Unicode.Scalar]) -> Bool) -> Bool {
    let page = Int(scalar.value >> 8)
    if states[page] == .unknown {
      let first = UInt32(page) << 8
      let scalars = (first...first | 0xFF).compactMap(Unicode.Scalar.init)
      states[page] = isQuiet(scalars) ? .quiet : .noisy
    }
    return states[page] == .quiet
  }
}
