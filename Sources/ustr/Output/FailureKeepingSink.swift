/// A sink a stream hands rows to through a closure that cannot throw (`lengths --each-line`'s
/// lines, `normalize --check`'s changed clusters): it keeps the first failure to keep or write a
/// row (a full disk), which ``chunkEnded()`` throws. A class: the closure must reach one sink.
protocol FailureKeepingSink: AnyObject {
  /// The first failure to keep or write a row, thrown by ``chunkEnded()``.
  var failure: (any Error)? { get }
}

extension FailureKeepingSink {
  /// Called after each chunk of input: throws the failure to keep or write a row, if any, and
  /// stops when the output has failed, so a full disk stops the command at once.
  func chunkEnded() throws {
    if let failure { throw failure }
    try StandardOutput.stopIfFailed()
  }
}
