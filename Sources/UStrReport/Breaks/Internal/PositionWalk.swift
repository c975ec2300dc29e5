import UStrCore

/// The reference's decision at every scalar position of a text that arrives in windows
/// (`ustr breaks --explain`): one cursor goes on from window to window, so the decision where
/// two windows meet looks back across the cut as it would in the whole text, and every offset is
/// the whole text's. Only the first `limit + 1` positions are made; the rest are counted.
///
///     var walk = PositionWalk(referenceVersion: version, limit: nil)
///     walk.append(window: first) { position in print(position.rule) }   // "GB1", ...
///     walk.append(window: second) { position in print(position.rule) }
///     walk.finish { position in print(position.rule) }                   // "GB2"
///     walk.count                                                         // scalars + 1
///
/// - Complexity: O(n) over all windows; memory O(1).
struct PositionWalk {
  var cursor: ReferenceGraphemeSegmenter.Cursor
  /// The most positions made (the rest are only counted).
  let most: Int
  /// The positions made so far.
  var listed = 0
  /// The positions so far, made or counted: the scalars walked, plus the end once finished.
  private(set) var count = 0

  /// A walk with the reference at `referenceVersion`, making at most `limit + 1` positions
  /// (all when `nil`).
  init(referenceVersion: UnicodeVersion, limit: Int?) {
    cursor = ReferenceGraphemeSegmenter(unicodeVersion: referenceVersion)!.cursor()
    // Saturating: `--limit 9223372036854775807` (Int.max) means all, as `nil` does.
    most = limit.map { $0 < .max ? $0 + 1 : .max } ?? .max
  }

  /// Hands `body` the decision before each scalar of `utf8` (well-formed UTF-8 that goes on from
  /// the last window) while the list has room, and counts them all.
  mutating func append(window utf8: UnsafeBufferPointer<UInt8>, _ body: (GraphemeBreakDecision) -> Void) {
    guard listed < most else {
      count += BreaksPlan.scalarCount(utf8)
      return
    }
    var scalars = Unicode.UTF8.ForwardParser()
    var bytes = utf8.makeIterator()
    var offset = 0
    while case .valid(let encoded) = scalars.parseScalar(from: &bytes) {
      body(cursor.advance(past: Unicode.UTF8.decode(encoded)))
      listed += 1
      count += 1
      offset += encoded.count
      if listed == most {
        count += BreaksPlan.scalarCount(UnsafeBufferPointer(rebasing: utf8[offset...]))
        return
      }
    }
  }

  /// Hands `body` the decision at the end of the text, if the list has room, and counts it.
  mutating func finish(_ body: (GraphemeBreakDecision) -> Void) {
    if listed < most {
      body(cursor.decisionAtEnd())
      listed += 1
    }
    count += 1
  }
}
