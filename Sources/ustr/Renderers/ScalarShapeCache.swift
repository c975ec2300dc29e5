/// How ``ScanDiagnosticRenderer`` shows the scalars it met lately, so that the excerpts of a
/// run of findings (a line of a million U+FFFD or CRs: a hundred scalars on either side of
/// each finding, shown again for every one) do not look up each scalar's properties again.
///
///     var shapes = ScalarShapeCache()
///     shapes.shape(of: "\r")   // shown "⟨U+000D⟩", a placeholder, 8 cells at most
///     shapes.shape(of: "\r")   // the same, from the cache
///
/// A direct-mapped cache: a scalar's slot is its value modulo the slot count, and a scalar
/// met there last is replaced.
///
/// - Complexity: O(1) a scalar; memory ``slotCount`` entries.
struct ScalarShapeCache {
  /// How a scalar is shown in a diagnostic's excerpt.
  struct Shape {
    /// What stands for it: itself, a space for TAB, a placeholder (`⟨U+200B⟩`) or a terminal-safe
    /// stand-in (a Control Picture), without colour.
    var shown: String
    /// Whether `shown` takes the placeholder's colour.
    var isPlaceholder: Bool
    /// The most cells it can take, whatever its cluster and the width policy
    /// (``ScanDiagnosticRenderer/shape(of:)``).
    var maximumCells: Int
  }

  static let slotCount = 512
  /// Each slot's scalar value (`UInt32.max` for none) and shape; allocated at the first miss,
  /// so a cache that only sees ASCII costs nothing.
  private var values: [UInt32] = []
  private var shapes: [Shape] = []

  /// The shape of `scalar`: from the cache, else worked out (``ScanDiagnosticRenderer/shape(of:)``)
  /// and kept.
  mutating func shape(of scalar: Unicode.Scalar) -> Shape {
    let slot = Int(scalar.value % UInt32(Self.slotCount))
    if !values.isEmpty && values[slot] == scalar.value { return shapes[slot] }
    let shape = ScanDiagnosticRenderer.shape(of: scalar)
    if values.isEmpty {
      values = [UInt32](repeating: .max, count: Self.slotCount)
      shapes = [Shape](repeating: shape, count: Self.slotCount)
    }
    values[slot] = scalar.value
    shapes[slot] = shape
    return shape
  }
}
