/// Cuts a stream of text into windows of whole grapheme clusters, so each window can be taken
/// apart on its own and the clusters come out as the standard library segments the whole text.
///
/// Appended text waits until a later cluster boundary is certain: every scalar up to the last
/// boundary that the text after it cannot move is returned, the rest is held for the next
/// append. A boundary is certain when it is not at the end of what has arrived (appending text
/// only ever decides the boundary at the end), or when it follows a line feed, after which
/// every cluster ends.
///
///     var windows = ClusterWindows()
///     windows.append("Poke")        // "Pok": the "e" may take marks from the next chunk
///     windows.append("\u{301}mon")  // "e\u{301}mo"
///     windows.finish()              // "n"
///
/// Memory: the held text is at most the last cluster plus what arrived since the last cut.
///
/// - Complexity: Amortized O(n) over the whole stream: a cut is usually found a few scalars
///   before the end; where scalar classes cannot decide (joiner chains, regional indicator runs,
///   scripts the classes leave to the standard library) the held text is walked from its start,
///   and only again once it has doubled, so even one cluster of a gigabyte costs O(n).
public struct ClusterWindows: Sendable {
  /// Text after the last certain boundary.
  var held = ""
  /// The held length at which a walk from the start is worth trying again.
  var nextWalkLength = 0

  /// How many scalars back from the end a cut is looked for by scalar classes alone.
  static let backwardSearchLimit = 32

  /// A stream with nothing held.
  public init() {}

  /// How many bytes of UTF-8 are held for the next window.
  public var heldUTF8Count: Int { held.utf8.count }

  /// Appends `text` and returns the clusters now known to be whole ("" when none are).
  ///
  /// - Complexity: Amortized O(m) in the appended length.
  public mutating func append(_ text: String) -> String {
    // Nothing appended to a held text that shares its storage (a long cluster listed as a
    // change) must not copy it.
    if held.isEmpty { held = text } else if !text.isEmpty { held += text }
    return cut()
  }

  /// Ends the stream: returns what was held, which ends at the end of the text.
  public mutating func finish() -> String {
    defer {
      held = ""
      nextWalkLength = 0
    }
    return held
  }

  /// Returns the held text up to its last certain boundary and keeps the rest.
  mutating func cut() -> String {
    held.makeContiguousUTF8()
    guard let boundary = lastCertainBoundary(in: held), boundary > 0 else { return "" }
    let utf8 = held.utf8
    let cut = utf8.index(utf8.startIndex, offsetBy: boundary)
    let ready = String(held[..<cut])
    held = String(held[cut...])
    nextWalkLength = 0
    return ready
  }

  /// The last cluster boundary of `text` before its end, in UTF-8 bytes, or `nil` when none is
  /// known yet.
  mutating func lastCertainBoundary(in text: String) -> Int? {
    ClusterScanner.scanning(text) { scanner in
      let count = scanner.bytes.count
      guard count > 0 else { return nil }
      // A cluster always ends after a line feed (GB4): a line a pipe gives goes on whole.
      if scanner.bytes[count - 1] == 0x0A { return count }
      // Backward: the scalar classes usually decide within a few scalars of the end.
      var position = count
      for _ in 0..<Self.backwardSearchLimit {
        position = scanner.scalarStart(before: position)
        if position == 0 { break }
        if scanner.isBoundary(utf8Offset: position) == true { return position }
      }
      // Forward from the start, which is a boundary; a long cluster is walked again only once
      // the held text has doubled, so a cluster of any length costs linear time.
      guard count >= nextWalkLength else { return nil }
      var start = 0
      var last = 0
      while start < count {
        last = start
        start = scanner.advance(from: start, clusters: 1).utf8Offset
      }
      if last == 0 { nextWalkLength = count * 2 }
      return last
    }
  }
}
