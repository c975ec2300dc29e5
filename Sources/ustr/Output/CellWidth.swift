import UStrReport

/// How many terminal cells text takes under the width policy `--width-policy` chose: what every
/// table aligns and every line wraps by. It asks ``ClusterWidths`` (through ``WidthPolicy``),
/// the one width implementation, so `ustr char`'s widths and the layout cannot disagree.
///
///     CellWidth.of("abc")   // 3
///     CellWidth.of("漢字")  // 4
///     CellWidth.of("👍🏽")   // 2 (4 with --width-policy per-scalar-emoji or wcwidth)
///     CellWidth.of("é")     // 1 (e + U+0301: the mark takes no cell)
enum CellWidth {
  /// The policy of this run: set once from the options before any output (`unicode` unless
  /// `--width-policy` says otherwise).
  nonisolated(unsafe) static var policy = WidthPolicy.unicode

  /// The cells `text` takes, cluster by cluster.
  ///
  /// - Complexity: O(n) in the text's length.
  static func of(_ text: some StringProtocol) -> Int {
    policy.cells(of: text)
  }

  /// The cells one cluster takes.
  ///
  /// - Complexity: O(s) in its scalars.
  static func of(_ character: Character) -> Int {
    policy.cells(of: character)
  }
}
