import Dispatch
import UStrCore
import UStrICU
import UStrReport

/// One `ustr scan` run: the files scanned in parallel on every core, a batch at a time, their
/// findings written in path order as they are made (``ScanRelay``), then the look-alike
/// identifiers across files.
final class ScanRun {
  let policy: ScanPolicy
  let listLimit: Int?
  let checksBinary: Bool
  let encoding: ScanEncoding
  private(set) var summary: ScanSummary
  var collisions = SkeletonCollisions()
  /// The files scanned with a profile that checks identifiers, for the second look, and how
  /// each was read when not as UTF-8.
  var identifierFiles: [(path: RawPath, input: ScanInput?)] = []

  /// Files scanned at once: enough to keep every core busy, few enough that the findings
  /// waiting for their file's turn stay small.
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
    /// The scanner (its tally, identifiers, input); its findings went to the relay.
    case scanned(FileScanner, path: RawPath)
    case unreadable(path: String, message: String)
  }

  /// Scans `entries` and writes their findings to `sink`.
  func scan(_ entries: [ScanPaths.Entry], sink: ScanSink) throws {
    var start = 0
    while start < entries.count {
      let batch = Array(entries[start..<min(entries.count, start + Self.batchSize)])
      start += batch.count
      let job = FileScanJob(
        policy: policy, listLimit: listLimit, checksBinary: checksBinary, encoding: encoding)
      let relay = ScanRelay(fileCount: batch.count, sink: sink) { self.note($0) }
      DispatchQueue.concurrentPerform(iterations: batch.count) { index in
        relay.finish(file: index, job.run(batch[index], relay: relay, file: index))
      }
      if let failure = relay.failure { throw failure }
      try StandardOutput.stopIfFailed()
    }
    try reportCollisions(sink: sink)
  }

  /// Adds a file's facts to the summary, in path order, once its findings are written.
  func note(_ result: FileResult) {
    switch result {
    case .unreadable(let path, let message):
      summary.unreadable.append(ScanSummary.UnreadablePath(path: path, message: message))
    case .scanned(let scanner, let path):
      if scanner.isBinary {
        summary.binaryFiles.append(scanner.path)
        if let likely = scanner.likelyText { summary.binaryLikelyText.append(likely) }
        return
      }
      summary.files += 1
      summary.tally.add(scanner.tally)
      if let input = scanner.input { summary.inputs.append(input) }
      if scanner.profile.checksIdentifiers { identifierFiles.append((path, scanner.input)) }
      collisions.add(scanner.identifiers)
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
        text.withUnsafeBufferPointer { collisions.findASCII(words, in: $0, path: path.text) }
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
    let relay = ScanRelay(fileCount: order.count, sink: sink) { self.note($0) }
    for (file, path) in order.enumerated() {
      let scanner = try FileScanner(path: path, policy: policy, listLimit: listLimit)
      scanner.findingHandler = relay.handler(forFile: file)
      for line in byPath[path]! { scanner.scanDiffLine(line.bytes, lineNumber: line.line) }
      relay.finish(file: file, .scanned(scanner, path: RawPath(bytes: Array(path.utf8))))
      if let failure = relay.failure { throw failure }
      try StandardOutput.stopIfFailed()
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

  /// Scans one file, its findings handed to `relay` as file `file` of the batch.
  func run(_ entry: ScanPaths.Entry, relay: ScanRelay, file: Int) -> ScanRun.FileResult {
    switch entry {
    case .unreadable(let path, let message): return .unreadable(path: path, message: message)
    case .file(let path):
      do {
        let scanner = try FileScanner(
          path: path.text, policy: policy, listLimit: listLimit, checksBinary: checksBinary,
          encoding: encoding)
        scanner.findingHandler = relay.handler(forFile: file)
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
          if relay.chunkScanned(byFile: file) { break }
        }
        scanner.finish()
        return .scanned(scanner, path: path)
      } catch let error as InputError {
        let prefix = "cannot read \(InputFile.quoted(path.text)): "
        let message = error.description.hasPrefix(prefix)
          ? String(error.description.dropFirst(prefix.count)) : error.description
        return .unreadable(path: path.text, message: message)
      } catch {
        return .unreadable(path: path.text, message: "\(error)")
      }
    }
  }
}
