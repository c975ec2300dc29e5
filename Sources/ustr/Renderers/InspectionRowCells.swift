import UStrCore
import UStrReport

/// The cells of `inspect`'s rows that depend on a scalar alone (its code point, name, category,
/// code units, style) or on a cluster's text alone (how it shows, its width, its literals),
/// made once each: a text repeats a few thousand scalars and clusters, and a row made anew
/// costs a name lookup, hex and two escaped literals. Starts over past ``limit`` of each.
///
/// A class: renderers are values, and the blocks of one table share what was made.
final class InspectionRowCells {
  /// The most scalars, and the most clusters, kept.
  static let limit = 1 << 14
  /// The most UTF-8 bytes of a cluster kept: a longer one is made anew each time.
  static let clusterByteLimit = 64

  /// A scalar's cells.
  struct ScalarCells {
    var codePoint: String
    var name: String
    var category: String
    var utf16: String
    var utf8: String
    var style: TextStyle?
  }

  /// A cluster's cells, for the shown scalars' text.
  struct ClusterCells {
    var shown: String
    /// The whole cluster's cells on a terminal (``CellWidth``).
    var width: String
    var style: TextStyle
    var swift: String
    var java: String
  }

  private var scalars = BoundedMemo<UInt32, ScalarCells>(limit: limit)
  private var clusters = BoundedMemo<ExactText, ClusterCells>(limit: limit)

  /// The cells of `scalar`'s row.
  func cells(of scalar: Unicode.Scalar) -> ScalarCells {
    scalars.value(for: scalar.value) {
      ScalarCells(
        codePoint: Hex.codePoint(scalar), name: TerminalText.safe(ScalarName.of(scalar)),
        category: scalar.properties.generalCategory.shortName,
        utf16: Hex.units(Array(UTF16.encode(scalar)!)).joined(separator: " "),
        utf8: Hex.bytes(Array(UTF8.encode(scalar)!)).joined(separator: " "), style: TextStyle.of(scalar))
    }
  }

  /// The cells of `cluster`'s first row, `text` being its shown scalars (`isWhole`: all of
  /// them).
  func cells(of cluster: GraphemeCluster, shownText text: String, isWhole: Bool) -> ClusterCells {
    guard isWhole, text.utf8.count <= Self.clusterByteLimit else {
      return Self.make(text, width: CellWidth.of(cluster.character))
    }
    return clusters.value(for: ExactText(text)) { Self.make(text, width: CellWidth.of(cluster.character)) }
  }

  private static func make(_ text: String, width: Int) -> ClusterCells {
    let shown = TerminalText.cluster(text)
    return ClusterCells(
      shown: shown, width: String(width), style: .ofCluster(text, shown: shown), swift: StringLiteral.source(of: text, language: .swift),
      java: StringLiteral.source(of: text, language: .java))
  }
}
