/// Why a range of offsets does not cut a text into a substring: which end, in which view, and
/// what it falls inside of.
///
///     OffsetMap("👩🏽‍🚀!").substring(1..<8, in: .utf16)
///     // .failure: the lower end, UTF-16 offset 1, falls between the two UTF-16 code units of
///     //           U+1F469 inside the cluster "👩🏽‍🚀" (UTF-16 0..<7)
public struct SliceRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// One end of a range.
  public enum End: String, Hashable, Sendable {
    case lower
    case upper
  }

  /// What the end does wrong.
  ///
  /// The clusters are boxed (`indirect`): a refusal stays a few words, so that the `Result` of
  /// every successful ``OffsetMap/substring(_:in:rounding:)`` is cheap to return.
  public enum Reason: Hashable, Sendable {
    /// The offset is past the text's length in the view (`count` units).
    case outOfRange(count: Int)
    /// The offset falls inside this scalar (and so inside its cluster too).
    indirect case cutsScalar(ScalarPosition, cluster: GraphemeCluster)
    /// The offset is a scalar boundary inside this cluster.
    indirect case cutsCluster(GraphemeCluster)
  }

  /// The end that cuts.
  public var end: End
  /// The view the range was given in.
  public var view: TextView
  /// The end's offset, in `view`'s units.
  public var offset: Int
  /// What it cuts.
  public var reason: Reason

  /// Creates a refusal.
  public init(end: End, view: TextView, offset: Int, reason: Reason) {
    self.end = end
    self.view = view
    self.offset = offset
    self.reason = reason
  }

  public var description: String {
    let start = "the \(end.rawValue) end, \(view.rawValue) offset \(offset),"
    switch reason {
    case .outOfRange(let count):
      return "\(start) is past the end of the text (\(count) \(view.unitName))"
    case .cutsScalar(let scalar, let cluster):
      return "\(start) falls inside U+\(Self.hex(scalar.scalar)) (\(Self.units(of: scalar, in: view)))"
        + " inside the cluster \(Self.describe(cluster, in: view))"
    case .cutsCluster(let cluster):
      return "\(start) falls between scalars of the cluster \(Self.describe(cluster, in: view))"
    }
  }

  private static func hex(_ scalar: Unicode.Scalar) -> String { scalar.value.hex(digits: 4) }

  private static func units(of scalar: ScalarPosition, in view: TextView) -> String {
    view == .utf16
      ? "between its two UTF-16 code units" : "between its \(scalar.utf8.count) UTF-8 bytes"
  }

  /// The most scalars of a cluster a refusal names: a cluster of a million marks is named by
  /// its first ones and a count, as `inspect` and `offset` cut it.
  static let describedScalarLimit = 16

  /// "U+0061 U+0301 (utf16 0..<2)"; past ``describedScalarLimit`` scalars,
  /// "U+0061 U+0301 U+0301 … and 999985 more (utf16 0..<1000001)".
  private static func describe(_ cluster: GraphemeCluster, in view: TextView) -> String {
    let count = cluster.scalars.count
    var scalars = cluster.scalars.prefix(describedScalarLimit).map { "U+" + hex($0.scalar) }
      .joined(separator: " ")
    if count > describedScalarLimit { scalars += " … and \(count - describedScalarLimit) more" }
    let range = cluster.range(in: view)
    return "\(scalars) (\(view.rawValue) \(range.lowerBound)..<\(range.upperBound))"
  }
}
