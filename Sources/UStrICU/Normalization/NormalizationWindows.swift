internal import UStrCore

/// Cuts a text that arrives in chunks into windows that a ``NormalizationStream`` can take: each
/// starts and ends at a grapheme cluster boundary that is also a normalization boundary of every
/// form, so each window is normalized on its own.
///
///     var stream = try NormalizationStream(changeLimit: 1)
///     var windows = NormalizationWindows(for: stream)
///     for chunk in ["Poke", "\u{301}mon"] {                 // whole scalars, any size
///       for window in windows.append(chunk) { try stream.append(window, startingAt: counts) … }
///     }
///     let last = windows.finish()                           // "Poke\u{301}mon": no cut before it
///
/// Clusters come from `ClusterWindows`. A window is cut after a line feed that ends the held
/// text, or before the last pair of ASCII scalars near its end (a boundary of every rule), else, once more than ``heldLimit`` bytes are held,
/// before one of the last clusters that starts a normalization segment; text with neither (one
/// giant cluster, a run of marks that never reaches a boundary) is held until it ends, since no
/// form can normalize part of a segment. A long stretch is taken ``pieceUTF8Limit`` bytes at a
/// time, so a window holds at most twice that where the text can be cut: a form may make 18
/// scalars of one (U+FDFA in NFKD), and what it makes of a window is held while the window is
/// taken apart.
///
/// - Complexity: O(n) over the whole stream; memory is one window, or the longest segment.
public struct NormalizationWindows: Sendable {
  var clusters = ClusterWindows()
  /// The windows not given out yet: they wait for a place where every form has a boundary.
  var held = ""
  let instances: [NormalizerInstance]

  /// Windows for `stream`'s forms.
  public init(for stream: NormalizationStream) {
    instances = stream.forms.map(\.normalizer.instance)
  }

  /// How many bytes back from the end of the held text an ASCII cut is looked for.
  static let asciiCutSearchLimit = 256
  /// The held text past which a cut is looked for cluster by cluster (no ASCII pair near the
  /// end, and windows that end where a form has no boundary: rare), so memory stays bounded.
  public static let heldLimit = 1 << 16
  /// The longest stretch of text, in UTF-8 bytes, taken at once: a longer one is taken in
  /// pieces, each ending at a scalar boundary.
  public static let pieceUTF8Limit = 1 << 16
  /// How many clusters back from a window's end a normalization cut is looked for.
  static let cutSearchLimit = 16

  /// Whether `scalar` has a normalization boundary before it in every form.
  public func startsSegment(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII || instances.allSatisfy { $0.hasBoundaryBefore(scalar.value) }
  }

  /// Takes the next stretch of text (whole scalars) and returns the windows now ready, in order
  /// (none, one or two per ``pieceUTF8Limit`` bytes of it).
  ///
  /// - Complexity: Amortized O(m) in the stretch's length.
  public mutating func append(_ text: String) -> [String] {
    guard text.utf8.count > Self.pieceUTF8Limit else { return append(piece: text) }
    var ready: [String] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    while start < utf8.endIndex {
      var end = utf8.index(start, offsetBy: Self.pieceUTF8Limit, limitedBy: utf8.endIndex) ?? utf8.endIndex
      // Back to the start of the scalar the limit falls in (UTF-8 continuation bytes are 10xxxxxx).
      while end < utf8.endIndex, utf8[end] & 0xC0 == 0x80 { utf8.formIndex(before: &end) }
      ready += append(piece: String(text[start..<end]))
      start = end
    }
    return ready
  }

  /// Takes a piece of text of at most ``pieceUTF8Limit`` bytes (whole scalars) and returns the
  /// windows now ready, in order (none, one or two).
  mutating func append(piece text: String) -> [String] {
    let window = clusters.append(text)
    guard let first = window.unicodeScalars.first else { return [] }
    var ready: [String] = []
    if held.isEmpty {
      held = window
    } else if startsSegment(first) {
      // The held text ends at a cluster boundary that every form has too.
      ready.append(held)
      held = window
    } else {
      held += window
    }
    // A line feed ends a cluster and a segment of every form: held text that ends with one
    // goes on whole (a line a pipe gives is answered before the next comes).
    let cut =
      held.utf8.last == 0x0A
      ? held.endIndex
      : Self.asciiCut(in: held) ?? (held.utf8.count > Self.heldLimit ? lastSegmentCut(in: held) : nil)
    if let cut {
      ready.append(String(held[..<cut]))
      held = String(held[cut...])
    }
    return ready
  }

  /// Ends the text: returns the last window ("" when nothing is left).
  public mutating func finish() -> String {
    defer { held = "" }
    return held + clusters.finish()
  }

  /// The last place in the last bytes of `text` between two ASCII scalars (not CR LF): a cluster
  /// boundary whatever comes before (no rule joins two ASCII scalars but GB3) and a
  /// normalization boundary of every form; `nil` when there is none.
  ///
  /// - Complexity: O(1): at most `asciiCutSearchLimit` bytes from the end.
  static func asciiCut(in text: String) -> String.Index? {
    let utf8 = text.utf8
    var index = utf8.endIndex
    var searched = 0
    while index > utf8.startIndex, searched < Self.asciiCutSearchLimit {
      let before = utf8.index(before: index)
      guard before > utf8.startIndex else { return nil }
      let previous = utf8.index(before: before)
      let (first, second) = (utf8[previous], utf8[before])
      if first < 0x80, second < 0x80, !(first == 0x0D && second == 0x0A) { return before }
      index = before
      searched += 1
    }
    return nil
  }

  /// Where `text` (whole clusters) can end a window: before the last of its last few clusters
  /// that starts a segment in every form; `nil` when none does.
  ///
  /// - Complexity: O(m), m the length of the clusters looked at.
  func lastSegmentCut(in text: String) -> String.Index? {
    var index = text.endIndex
    for _ in 0..<Self.cutSearchLimit {
      guard index > text.startIndex else { break }
      index = text.index(before: index)
      if index > text.startIndex, startsSegment(text.unicodeScalars[index]) { return index }
    }
    return nil
  }
}
