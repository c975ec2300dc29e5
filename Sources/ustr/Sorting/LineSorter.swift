import HeapModule
import UStrCore
import UStrReport

/// Sorts the lines of a text that arrives a window at a time, in memory bounded by
/// ``batchLimit`` whatever the text's size: each batch of lines is sorted in memory, and when
/// there is more than one, every full batch goes to an unlinked temporary file as a sorted run
/// (``SortedRun``) and the runs are merged, the way `sort(1)` sorts a file larger than memory.
/// A text that fits in one batch never touches the disk.
///
/// Lines end at "\n" or "\r\n" (``TextLine``). The sort is stable, as
/// ``StringOrder/sortedIndices(of:descending:)``: each run is, and lines that compare equal in
/// the merge come from the earlier run first, so equal lines keep their input order (also
/// descending).
///
///     var sorter = LineSorter(order: .utf16, descending: false)
///     try sorter.append("b\na\n")
///     try sorter.append("c")
///     try sorter.finish { line in print(line) }  // a, b, c
///
/// - Complexity: O(n log n) comparisons; memory O(``batchLimit`` + one read buffer and one
///   line for each of at most ``mergeWidth`` runs): a text of many lines of megabytes holds up
///   to 16 of them while merging (`sort(1)` does too); disk: the text once per merge pass
///   (one pass up to 16 batches, 256 MiB; two up to 4 GiB), for a text over one batch.
struct LineSorter {
  let order: StringOrder
  let descending: Bool
  /// The most line bytes (plus a line's bookkeeping) sorted in memory at once.
  let batchLimit: Int
  /// The lines of the batch in progress, slices of the windows they came in.
  private var batch: [Substring] = []
  private var batchBytes = 0
  /// The text after the last line feed so far: the start of a line that goes on.
  private var pending = ""
  /// The sorted runs written so far, in input order.
  private var runs: [SortedRun] = []

  /// What a line costs beside its bytes: its slice in the batch and its index in the sort.
  static let lineOverhead = 40

  /// A sorter in `order`, descending when `descending`, that sorts at most `batchLimit` bytes
  /// of lines in memory at a time.
  init(order: StringOrder, descending: Bool, batchLimit: Int) {
    self.order = order
    self.descending = descending
    self.batchLimit = batchLimit
  }

  /// The sorter `ustr sort` uses: batches of 16 MiB (a 1 GB text makes 64 runs), but one batch
  /// for `.swift`. The standard library's `<` is not a strict weak order on a few pairs of
  /// texts with canonically equivalent parts (Swift 6.3: neither `"e\u{301}" < "\u{E9}1"` nor
  /// the reverse, though they differ), so lines sorted in runs and merged could come out unlike
  /// the standard library's own sort of them; in one batch they come out as `lines.sorted()`
  /// gives them.
  static func forCommand(order: StringOrder, descending: Bool) -> LineSorter {
    LineSorter(order: order, descending: descending, batchLimit: order == .swift ? Int.max : 1 << 24)
  }

  /// Takes the next stretch of the text (whole scalars).
  ///
  /// - Throws: `OutputError` when a run cannot be written to a temporary file.
  mutating func append(_ text: String) throws {
    // A line that goes on grows in place: a line of many windows costs linear time.
    guard let lastLineFeed = text.utf8.lastIndex(of: 0x0A) else { return pending += text }
    let complete = pending + text[...lastLineFeed]
    pending = String(text[text.utf8.index(after: lastLineFeed)...])
    for line in TextLine.contents(of: complete) {
      batch.append(line)
      batchBytes += line.utf8.count + Self.lineOverhead
    }
    if batchBytes >= batchLimit { try spill() }
  }

  /// Ends the text and hands `write` every line in order.
  ///
  /// - Throws: `OutputError` when a run cannot be read back; what `write` throws.
  mutating func finish(_ write: (Substring) throws -> Void) throws {
    if !pending.isEmpty { batch += TextLine.contents(of: pending) }
    pending = ""
    let lastBatch = order.sortedIndices(of: batch, descending: descending).map { batch[$0] }
    batch = []
    guard !runs.isEmpty else {
      for line in lastBatch { try write(line) }
      return
    }
    var runs = runs + [SortedRun(lines: lastBatch)]
    self.runs = []
    // At most `mergeWidth` runs at a time: a merge holds a line of each.
    while runs.count > Self.mergeWidth { runs = try mergePass(runs) }
    try merge(runs, into: write)
  }

  /// `runs` with each group of ``mergeWidth`` neighbours merged into one run.
  private func mergePass(_ runs: [SortedRun]) throws -> [SortedRun] {
    var merged: [SortedRun] = []
    for start in stride(from: 0, to: runs.count, by: Self.mergeWidth) {
      let group = Array(runs[start..<min(start + Self.mergeWidth, runs.count)])
      merged.append(group.count == 1 ? group[0] : try SortedRun { emit in try merge(group, into: emit) })
    }
    return merged
  }

  /// The most runs merged at once; more are merged in passes, neighbours together, so equal
  /// lines still come out in input order.
  static let mergeWidth = 16

  /// Sorts the batch and writes it out as a run.
  private mutating func spill() throws {
    let lines = batch
    let sorted = order.sortedIndices(of: lines, descending: descending)
    runs.append(try SortedRun { emit in for index in sorted { try emit(lines[index]) } })
    batch = []
    batchBytes = 0
    // A file per run stays open: past 256 of them (4 GiB of text), merge them in a pass.
    if runs.count >= Self.mergeWidth * Self.mergeWidth { runs = try mergePass(runs) }
  }

  /// Merges `runs` (each sorted, in input order) into `write`.
  private func merge(_ runs: [SortedRun], into write: (Substring) throws -> Void) throws {
    var heads = Heap<Head>()
    for (index, run) in runs.enumerated() {
      if let line = try run.next() { heads.insert(Head(line: line, run: index, order: order, descending: descending)) }
    }
    while let head = heads.popMin() {
      try write(head.line)
      if let line = try runs[head.run].next() {
        heads.insert(Head(line: line, run: head.run, order: order, descending: descending))
      }
    }
  }

  /// The next line of a run, ordered by the sort and then by run, so that of equal lines the
  /// one from the earlier run (earlier in the input) comes first.
  struct Head: Comparable {
    var line: Substring
    var run: Int
    let order: StringOrder
    let descending: Bool

    static func < (a: Head, b: Head) -> Bool {
      let comparison = a.order.compare(a.line, b.line)
      if comparison == .equal { return a.run < b.run }
      return (comparison == .before) != a.descending
    }

    static func == (a: Head, b: Head) -> Bool { a.run == b.run && a.line == b.line }
  }
}
