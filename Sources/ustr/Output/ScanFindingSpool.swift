import UStrReport

/// One file's findings, kept in the order its scan makes them (``FileScanner/findingHandler``)
/// until the file's turn to be written comes (``ScanRelay``), and handed back in that order.
/// They are kept in a ``RecordSpool`` (memory, then a temporary file), so a file with millions
/// of findings (`--all`) is not held in memory while the files before it are written.
///
///     let spool = ScanFindingSpool()
///     scanner.findingHandler = spool.append
///     // … feed the file …
///     try spool.forEach { try sink.write($0) }
///
/// - Complexity: O(1) per finding appended or read back, in the finding's length; memory
///   O(``RecordSpool/memoryLimit``).
final class ScanFindingSpool {
  private let spool: RecordSpool
  private var count = 0
  /// The first failure to write the temporary file, reported when the findings are read back.
  private var failure: OutputError?

  /// A spool that holds up to `memoryLimit` bytes of findings in memory: a scan runs a batch
  /// of files at once, each with its own spool.
  init(memoryLimit: Int = 1 << 18) {
    spool = RecordSpool(memoryLimit: memoryLimit)
  }

  /// How many findings were appended.
  var findingCount: Int { count }

  /// Keeps `finding`. A temporary file that cannot be written is reported by ``forEach(_:)``.
  func append(_ finding: ScanFinding) {
    count += 1
    guard failure == nil else { return }
    do {
      try spool.append(finding.record)
    } catch {
      failure = error
    }
  }

  /// Hands `body` every finding, in the order they were appended.
  ///
  /// - Throws: `OutputError` when the temporary file could not be written or read back; what
  ///   `body` throws.
  func forEach(_ body: (ScanFinding) throws -> Void) throws {
    if let failure { throw failure }
    try spool.forEach { record in
      guard let finding = ScanFinding(record: record) else {
        preconditionFailure("a finding spooled by this run does not read back")
      }
      try body(finding)
    }
  }
}
