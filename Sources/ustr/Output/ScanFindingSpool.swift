import UStrReport

/// One file's findings, kept as its scan makes them (``FileScanner/findingHandler``) and handed
/// back in the order `ustr scan` lists them: by line, then UTF-8 column, then the order they
/// were made in. They are kept in a ``RecordSpool`` (memory, then a temporary file), so a file
/// with millions of findings (`--all`) is not held in memory while it is scanned or while the
/// files before it are written.
///
/// A scan makes its findings in that order but for a few (the `mixed-line-endings` finding is
/// made at the end, for a line near the start): each finding that sorts before one already
/// kept is held in memory apart and merged in when the findings are read back.
///
///     let spool = ScanFindingSpool()
///     scanner.findingHandler = spool.append
///     // … feed the file, finish …
///     try spool.forEach { try sink.write($0) }
///
/// - Complexity: O(log k) per finding read back, k the findings held apart; memory
///   O(``RecordSpool/memoryLimit`` + those findings).
final class ScanFindingSpool {
  /// Where a finding goes in the list.
  struct Key: Comparable {
    var line: Int
    var utf8Column: Int
    /// The order it was made in, from 0.
    var order: Int

    init(_ finding: ScanFinding, order: Int) {
      line = finding.line
      utf8Column = finding.column.utf8 ?? 0
      self.order = order
    }

    static func < (a: Key, b: Key) -> Bool {
      (a.line, a.utf8Column, a.order) < (b.line, b.utf8Column, b.order)
    }
  }

  private let spool: RecordSpool
  /// The key of the last finding in `spool`.
  private var lastKey: Key?
  /// The findings that sort before one already in `spool`.
  private var heldApart: [(key: Key, finding: ScanFinding)] = []
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

  /// How many findings came after one that sorts after them, and are held in memory.
  var heldApartCount: Int { heldApart.count }

  /// Keeps `finding`. A temporary file that cannot be written is reported by ``forEach(_:)``.
  func append(_ finding: ScanFinding) {
    let key = Key(finding, order: count)
    count += 1
    if let lastKey, key < lastKey {
      heldApart.append((key, finding))
      return
    }
    lastKey = key
    guard failure == nil else { return }
    var record = FindingRecordOrder.bytes(of: key.order)
    record += finding.record
    do {
      try spool.append(record)
    } catch {
      failure = error
    }
  }

  /// Hands `body` every finding, in the order the scan lists them.
  ///
  /// - Throws: `OutputError` when the temporary file could not be written or read back; what
  ///   `body` throws.
  func forEach(_ body: (ScanFinding) throws -> Void) throws {
    if let failure { throw failure }
    heldApart.sort { $0.key < $1.key }
    var next = 0
    try spool.forEach { record in
      let order = FindingRecordOrder.value(of: record)
      guard let finding = ScanFinding(record: Array(record.dropFirst(FindingRecordOrder.width))) else {
        preconditionFailure("a finding spooled by this run does not read back")
      }
      let key = Key(finding, order: order)
      while next < heldApart.count && heldApart[next].key < key {
        try body(heldApart[next].finding)
        next += 1
      }
      try body(finding)
    }
    for held in heldApart[next...] { try body(held.finding) }
  }
}

/// The order a spooled finding was made in, as the 8 bytes (little-endian) before its record.
enum FindingRecordOrder {
  static let width = 8

  static func bytes(of order: Int) -> [UInt8] {
    (0..<width).map { UInt8(truncatingIfNeeded: order >> (8 * $0)) }
  }

  static func value(of record: [UInt8]) -> Int {
    (0..<width).reduce(0) { $0 | Int(record[$1]) << (8 * $1) }
  }
}
