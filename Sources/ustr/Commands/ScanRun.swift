import Dispatch
import UStrCore
import UStrICU
import UStrReport

/// One `ustr scan` run: the files scanned in parallel on every core, a batch at a time, their
/// findings written in path order, then the look-alike identifiers across files.
final class ScanRun {
  let policy: ScanPolicy
  let listLimit: Int?
  let checksBinary: Bool
  let encoding: ScanEncoding
  private(set) var summary: ScanSummary
  var collisions = SkeletonCollisions()
  /// The files scanned with a profile that checks identifiers, for the second look, and how
  /// each was read when not as UTF-8.
  var identifierFiles: [(path: String, input: ScanInput?)] = []

  /// Files scanned at once: enough to keep every core busy, few enough that the findings of a
  /// batch stay small.
  static let batchSize = 64

  init(
    policy: ScanPolicy, listLimit: Int?, checksBinary: Bool, encoding: ScanEncoding,
    failOn: ScanSeverity?
  ) throws {
    self.policy = policy
    self.encoding = encoding
    self.listLimit = listLimit
    self.checksBinary = checksBinary
    summary = ScanSummary(failOn: failOn)
    // Fail early, on the main thread, when ICU cannot open what the scanners need.
    _ = try FileScanner(path: "-", policy: ScanPolicy(profile: .code))
  }

  /// What scanning one file gave.
  enum FileResult {
    /// The scanner (its tally, identifiers, input) and its findings, spooled.
    case scanned(FileScanner, ScanFindingSpool)
    case unreadable(path: String, message: String)
  }

  /// Scans `entries` and writes their findings to `sink`.
  func scan(_ entries: [ScanPaths.Entry], sink: ScanSink) throws {
    var start = 0
    while start < entries.count {
      let batch = Array(entries[start..<min(entries.count, start + Self.batchSize)])
      start += batch.count
      var results = [FileResult?](repeating: nil, count: batch.count)
      let job = FileScanJob(
        policy: policy, listLimit: listLimit, checksBinary: checksBinary, encoding: encoding)
      results.withUnsafeMutableBufferPointer { slots in
        // Each iteration writes its own slot only.
        let output = ResultSlots(base: slots.baseAddress!)
        DispatchQueue.concurrentPerform(iterations: batch.count) { index in
          (output.base + index).pointee = job.run(batch[index])
        }
      }
      for result in results {
        try take(result!, sink: sink)
      }
      try StandardOutput.stopIfFailed()
    }
    try reportCollisions(sink: sink)
  }

  func take(_ result: FileResult, sink: ScanSink) throws {
    switch result {
    case .unreadable(let path, let message):
      summary.unreadable.append(ScanSummary.UnreadablePath(path: path, message: message))
    case .scanned(let scanner, let spool):
      if scanner.isBinary {
        summary.binaryFiles.append(scanner.path)
        if let likely = scanner.likelyText { summary.binaryLikelyText.append(likely) }
        return
      }
      summary.files += 1
      summary.tally.add(scanner.tally)
      if let input = scanner.input { summary.inputs.append(input) }
      if scanner.profile.checksIdentifiers { identifierFiles.append((scanner.path, scanner.input)) }
      collisions.add(scanner.identifiers)
      try spool.forEach { try sink.write($0) }
    }
  }

  /// Skeleton collisions across the run: a second look at the files for the ASCII identifiers
  /// that non-ASCII ones look like, then one finding per look-alike.
  func reportCollisions(sink: ScanSink) throws {
    let words = collisions.asciiWords
    if !words.isEmpty {
      for (path, input) in identifierFiles {
        guard let bytes = try? InputFile.read(path: path) else { continue }
        // A converted file is looked at in its text (the offsets found are then in the text).
        let text = input.flatMap { $0.isConverted ? Self.decoded(bytes, $0) : nil } ?? bytes
        text.withUnsafeBufferPointer { collisions.findASCII(words, in: $0, path: path) }
      }
    }
    for finding in collisions.findings() {
      summary.tally.count(finding.rule, finding.severity, listed: true)
      try sink.write(finding)
    }
  }

  /// A converted file's bytes decoded whole as its scan read them (a byte order mark dropped).
  static func decoded(_ bytes: [UInt8], _ input: ScanInput) -> [UInt8]? {
    guard let decoder = try? EncodingDecoder(encoding: input.encoding) else { return nil }
    let mark = input.encodingSource == .bom ? ByteOrderMark(sniffing: bytes)?.bytes.count ?? 0 : 0
    return decoder.decodeAll(Array(bytes.dropFirst(mark))).utf8
  }

  /// Scans the added lines of a unified diff, file by file.
  func scanDiff(_ diff: [UInt8], sink: ScanSink) throws {
    let lines = UnifiedDiff.addedLines(in: diff)
    var order: [String] = []
    var byPath: [String: [UnifiedDiff.AddedLine]] = [:]
    for line in lines {
      if byPath[line.path] == nil { order.append(line.path) }
      byPath[line.path, default: []].append(line)
    }
    for path in order {
      let scanner = try FileScanner(path: path, policy: policy, listLimit: listLimit)
      let spool = ScanFindingSpool()
      scanner.findingHandler = spool.append
      for line in byPath[path]! { scanner.scanDiffLine(line.bytes, lineNumber: line.line) }
      try take(.scanned(scanner, spool), sink: sink)
    }
    try reportCollisions(sink: sink)
  }
}

/// Scans one file: what each parallel iteration of a batch runs.
struct FileScanJob: Sendable {
  let policy: ScanPolicy
  let listLimit: Int?
  let checksBinary: Bool
  let encoding: ScanEncoding

    func run(_ entry: ScanPaths.Entry) -> ScanRun.FileResult {
      switch entry {
      case .unreadable(let path, let message): return .unreadable(path: path, message: message)
      case .file(let path):
        do {
          let scanner = try FileScanner(
            path: path, policy: policy, listLimit: listLimit, checksBinary: checksBinary,
            encoding: encoding)
          let spool = ScanFindingSpool()
          scanner.findingHandler = spool.append
          let input = try InputChunks(path: path)
          // The same maximum as every reader: a file by its size, a stream once it passes it.
          let maximum = try InputFile.maximumSize()
          if let size = input.regularFileSize, size > maximum {
            throw InputFile.tooLarge("it", size: size, maximum: maximum)
          }
          var byteCount = 0
          while let chunk = try input.next() {
            byteCount += chunk.count
            if byteCount > maximum { throw InputFile.tooLarge("it", size: nil, maximum: maximum) }
            chunk.withUnsafeBufferPointer { scanner.feed($0) }
          }
          scanner.finish()
          return .scanned(scanner, spool)
        } catch let error as InputError {
          let prefix = "cannot read \(InputFile.quoted(path)): "
          let message = error.description.hasPrefix(prefix)
            ? String(error.description.dropFirst(prefix.count)) : error.description
          return .unreadable(path: path, message: message)
        } catch {
          return .unreadable(path: path, message: "\(error)")
        }
      }
    }
}

/// The slots a batch's results go to: each parallel iteration writes its own slot only.
struct ResultSlots: @unchecked Sendable {
  let base: UnsafeMutablePointer<ScanRun.FileResult?>
}
