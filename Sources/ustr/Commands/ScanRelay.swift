import Synchronization
import UStrReport

/// The findings of files scanned at once, written in path order as they are made: the file
/// whose turn it is writes each finding to the sink at once, and the output is flushed after
/// each chunk of it, so through a pipe the first finding comes as soon as it is found; the
/// files after it keep theirs in a ``ScanFindingSpool`` until their turn comes. The output is
/// what writing one file after the other would give, however the scans interleave.
///
///     let relay = ScanRelay(fileCount: 2, sink: sink) { result in run.note(result) }
///     scanner.findingHandler = relay.handler(forFile: 0)
///     // … after each chunk fed to the scanner:
///     if relay.chunkScanned(byFile: 0) { stop }   // the output failed: nothing more to do
///     relay.finish(file: 0, .scanned(scanner, path: path))
///
/// Each file is finished (`noteFile`, the summary's bookkeeping) in path order too, once its
/// findings are written. Any thread may call any method.
///
/// - Complexity: O(1) per finding, but for the wait on the lock; memory: the spools of the
///   files whose turn has not come.
final class ScanRelay: @unchecked Sendable {
  private struct State {
    /// The file whose findings are written as they are made.
    var turn = 0
    /// The findings of the files after it, until their turn.
    var spools: [ScanFindingSpool?]
    /// The files done, until their turn.
    var results: [ScanRun.FileResult?]
    /// Whether a finding was written since the output was last flushed.
    var wroteSinceFlush = false
    /// The first failure to write a finding or to read a spool back.
    var failure: (any Error)?
  }

  /// Guards `state` (which holds classes, so it is not the mutex's value).
  private let lock = Mutex(())
  private var state: State
  private let sink: ScanSink
  private let noteFile: (ScanRun.FileResult) -> Void

  /// A relay for `fileCount` files, numbered from 0 in path order.
  init(fileCount: Int, sink: ScanSink, noteFile: @escaping (ScanRun.FileResult) -> Void) {
    state = State(
      spools: [ScanFindingSpool?](repeating: nil, count: fileCount),
      results: [ScanRun.FileResult?](repeating: nil, count: fileCount))
    self.sink = sink
    self.noteFile = noteFile
  }

  /// The first failure to write a finding (a failed write to the output is
  /// `StandardOutput`'s own), or `nil`.
  var failure: (any Error)? { lock.withLock { _ in state.failure } }

  /// What file `file`'s scanner does with each finding.
  func handler(forFile file: Int) -> (ScanFinding) -> Void {
    { finding in self.take(finding, fromFile: file) }
  }

  private func take(_ finding: ScanFinding, fromFile file: Int) {
    lock.withLock { _ in
      if file == state.turn {
        write(finding)
      } else {
        if state.spools[file] == nil { state.spools[file] = ScanFindingSpool() }
        state.spools[file]!.append(finding)
      }
    }
  }

  /// After each chunk file `file`'s scanner is fed: the output is flushed when it is the
  /// file's turn. Returns whether the output failed (the scan may as well stop).
  func chunkScanned(byFile file: Int) -> Bool {
    lock.withLock { _ in
      if file == state.turn && state.wroteSinceFlush { flush() }
      return state.failure != nil || StandardOutput.stream.hasFailed
    }
  }

  /// File `file` is done: when its turn has come, it is noted, and so are the files after it
  /// that are done; the next file's findings so far are written, and the rest as they come.
  func finish(file: Int, _ result: ScanRun.FileResult) {
    lock.withLock { _ in
      state.results[file] = result
      while state.turn < state.results.count, let done = state.results[state.turn] {
        writeSpool()
        noteFile(done)
        state.results[state.turn] = nil
        state.turn += 1
      }
      if state.turn < state.results.count { writeSpool() }
      if state.wroteSinceFlush { flush() }
    }
  }

  // Called with the lock held.

  /// Writes the findings the file whose turn it is kept in its spool.
  private func writeSpool() {
    guard let spool = state.spools[state.turn] else { return }
    state.spools[state.turn] = nil
    do {
      try spool.forEach { write($0) }
    } catch {
      if state.failure == nil { state.failure = error }
    }
  }

  private func write(_ finding: ScanFinding) {
    guard state.failure == nil else { return }
    do {
      try sink.write(finding)
      state.wroteSinceFlush = true
    } catch {
      state.failure = error
    }
  }

  private func flush() {
    state.wroteSinceFlush = false
    // A failed write stays in the stream, for `StandardOutput.stopIfFailed()`.
    try? StandardOutput.stream.flush()
  }
}
