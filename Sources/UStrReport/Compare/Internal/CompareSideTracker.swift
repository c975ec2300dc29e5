internal import UStrCore

/// One text of a ``CompareStream``: its clusters counted as they arrive, the start of the text
/// kept for the table, and the text around the first difference once it is known.
///
/// The text is cut into windows of whole clusters (``ClusterWindows``). Until the first
/// difference is known, the windows not yet known to be shared with the other text are kept
/// (`history`), with one before them; once it is, the text from a cluster boundary before it is
/// collected (`capture`) until a few whole clusters after it have arrived.
struct CompareSideTracker {
  /// A stretch of the text from a cluster boundary, kept around the first difference.
  struct Capture {
    /// The offsets of its start.
    var start: ViewCounts
    var text: String
    /// Clusters collected in windows that start at or after the difference.
    var clustersAfter = 0
    var isComplete = false
  }

  /// The most clusters the table shows of a text (``CompareStream/headClusterLimit``).
  let headClusterLimit: Int
  var windows = ClusterWindows()
  /// The counts of the windows taken so far; the whole text's once it has ended.
  var counts = ViewCounts.zero
  /// The text's first `headClusterLimit` clusters.
  var head = ""
  var headClusters = 0
  /// Windows (with their starts) from the last one that ends well before the shared prefix's
  /// end; dropped once the first difference is known.
  var history: [(start: ViewCounts, text: String)] = []
  var capture: Capture?
  /// Where the scalar of the first difference starts, in UTF-8 bytes, once known.
  var differenceStart: Int?
  var ended = false

  /// Clusters after the difference that complete a capture: the differing cluster, the one
  /// after it and the window of ``FirstDifference`` (8), and one to spare.
  static let clustersAfterDifference = 10

  init(headClusterLimit: Int) {
    self.headClusterLimit = headClusterLimit
  }

  /// Takes the next text (whole scalars); `frontier` is how many bytes both texts share so far.
  mutating func append(_ text: String, frontier: Int) {
    take(windows.append(text), frontier: frontier)
  }

  /// Ends the text.
  mutating func finish() {
    take(windows.finish(), frontier: 0)
    ended = true
    capture?.isComplete = true
  }

  /// Takes one window of whole clusters.
  mutating func take(_ window: String, frontier: Int) {
    guard !window.isEmpty else { return }
    let windowCounts = ViewCounts(of: window)
    let start = counts
    counts += windowCounts
    if headClusters < headClusterLimit {
      // One walk over the clusters taken (a window may be one cluster of millions of scalars),
      // and a whole window taken first is shared with the window, not copied.
      var end = window.startIndex
      while headClusters < headClusterLimit, end < window.endIndex {
        end = window.index(after: end)
        headClusters += 1
      }
      if head.isEmpty, end == window.endIndex {
        head = window
      } else {
        head += window[..<end]
      }
    }
    if capture != nil {
      extendCapture(window, start: start, counts: windowCounts)
    } else if differenceStart == nil {
      history.append((start, window))
      prune(frontier: frontier)
    }
  }

  /// Drops the windows that end well before `frontier`, keeping the last of them.
  mutating func prune(frontier: Int) {
    var drop = 0
    while history.count - drop >= 2, end(of: history[drop + 1]) + 4 <= frontier { drop += 1 }
    if drop > 0 { history.removeFirst(drop) }
  }

  func end(of window: (start: ViewCounts, text: String)) -> Int {
    window.start.utf8 + window.text.utf8.count
  }

  /// Adds a window to the capture.
  mutating func extendCapture(_ window: String, start: ViewCounts, counts windowCounts: ViewCounts) {
    guard var capture, !capture.isComplete else { return }
    capture.text += window
    if let differenceStart, start.utf8 >= differenceStart {
      capture.clustersAfter += windowCounts.graphemes
      capture.isComplete = capture.clustersAfter >= Self.clustersAfterDifference
    }
    self.capture = capture
  }

  /// The kept text from the cluster boundary `start` on, or `nil` when the kept windows begin
  /// after it.
  func keptText(from start: Int) -> String? {
    guard let first = history.first, first.start.utf8 <= start else { return nil }
    var text = ""
    for window in history where end(of: window) > start {
      if window.start.utf8 >= start {
        text += window.text
      } else {
        let utf8 = window.text.utf8
        text += window.text[utf8.index(utf8.startIndex, offsetBy: start - window.start.utf8)...]
      }
    }
    return text
  }

  /// The start of the last kept window that ends before `utf8Offset` (or of the first kept
  /// window, which then starts the text): a cluster boundary the other text shares.
  func sharedBoundary(before utf8Offset: Int) -> ViewCounts {
    history.last { end(of: $0) < utf8Offset }?.start ?? history.first?.start ?? .zero
  }

  /// Starts collecting the text around the first difference, whose scalar starts at
  /// `differenceStart`, from a cluster boundary before it that both texts share: the start of
  /// the last kept window that ends before it, or the text's start.
  mutating func startCapture(differenceStart: Int) {
    self.differenceStart = differenceStart
    let start = sharedBoundary(before: differenceStart)
    var capture = Capture(start: start, text: keptText(from: start.utf8) ?? "")
    // With nothing taken yet, the windows to come start at the text's start, which is `start`.
    for window in history where window.start.utf8 >= differenceStart {
      capture.clustersAfter += ViewCounts(of: window.text).graphemes
    }
    capture.isComplete = ended || capture.clustersAfter >= Self.clustersAfterDifference
    history = []
    self.capture = capture
  }
}
