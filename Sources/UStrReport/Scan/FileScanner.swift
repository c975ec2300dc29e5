#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import UStrCore
import UStrICU

/// Scans one file's bytes for hidden, deceptive and broken text, fed a chunk at a time, in
/// memory that does not grow with the file.
///
///     let scanner = try FileScanner(path: "x.swift", policy: ScanPolicy())
///     bytes.withUnsafeBufferPointer { scanner.feed($0) }
///     scanner.finish()
///     scanner.findings   // each with its rule, severity, line and columns
///
/// Clean lines (printable ASCII and TAB) are checked a word at a time and never decoded; the
/// rules run only on a line with a byte ≥ 0x80 or a control. A line longer than
/// ``maximumPieceLength`` is scanned in pieces cut between two ASCII bytes where it can (a
/// grapheme boundary), so memory stays bounded on a 1 GB line. A NUL byte in the first 8000
/// bytes marks the file as binary (git's rule) and it is skipped.
///
/// A file in another encoding (a UTF-16 or UTF-32 byte order mark, or ``ScanEncoding``) is
/// decoded a chunk at a time first, and the binary rule applies to its text (U+0000): its
/// findings have the UTF-8 file's lines and columns, plus `encoding` and `inputOffset` (the
/// offset in the file's bytes), and each sequence the encoding cannot decode is an
/// `invalid-input` finding.
///
/// - Complexity: O(n) in the file's length.
public final class FileScanner {
  /// The file's name as findings show it.
  public let path: String
  /// The profile its rules and severities come from.
  public let profile: ScanProfile
  let policy: ScanPolicy
  /// How many findings are kept to list; the rest are only counted.
  let listLimit: Int?

  /// The findings kept, in file order, unless ``findingHandler`` takes them.
  public internal(set) var findings: [ScanFinding] = []
  /// Where each finding to list goes as it is made, instead of ``findings``, so that a file
  /// with millions of them (`--all`) is not held: in file order, but for the `mixed-line-endings`
  /// finding, made at the end for the first line of the rarer ending. Set it before the first
  /// ``feed(_:)``.
  ///
  ///     var lines: [Int] = []
  ///     scanner.findingHandler = { lines.append($0.line) }
  public var findingHandler: ((ScanFinding) -> Void)?
  /// How many findings were listed (kept in ``findings`` or handed to ``findingHandler``).
  package internal(set) var listedCount = 0
  /// Every finding, counted.
  public internal(set) var tally = ScanTally()
  /// Non-ASCII identifiers (first occurrence of each), for look-alikes across files.
  package internal(set) var identifiers: [ScanIdentifier] = []
  /// Whether the file was skipped as binary (a NUL in its first 8000 bytes of text).
  public internal(set) var isBinary = false
  /// How the file was read when it was not UTF-8 without a byte order mark (known once its
  /// first bytes are fed); `nil` for UTF-8 without one.
  public internal(set) var input: ScanInput?
  /// For a file skipped as binary whose NULs fill every other byte: the UTF-16 it seems to be
  /// (without a byte order mark, and read by default), which `--encoding` would scan.
  public internal(set) var likelyText: ScanInput?

  /// The longest piece of one line scanned at once, in bytes.
  public static let maximumPieceLength = 1 << 20
  /// How far git looks for a NUL to call a file binary.
  static let binaryPrefixLength = 8000

  let normalizer: Normalizer
  let spoof: IdentifierSpoofChecker?
  var identifierCache: [String: IdentifierFacts] = [:]
  var seenIdentifiers: Set<String> = []
  /// Identifiers met in the piece being scanned: text, skeleton, first scalar index.
  var pendingIdentifiers: [(text: String, skeleton: String, scalarIndex: Int)] = []
  /// The scalar named last in a finding's message, and its name (``describeRemembering(_:)``).
  var lastDescribed: (scalar: Unicode.Scalar, text: String)?
  /// Whether findings carry their offset in the file (not in a diff).
  var tracksOffsets = true
  /// Whether the mojibake rule runs (`--allow mojibake` spares its cost).
  let looksForMojibake: Bool
  /// The block pass that finds the lines some rule may apply to.
  let sieve: LineSieve
  /// Whether clean lines are passed over by ``sieve``; without it every line goes to
  /// `scanLine` (what tests compare the sieve with).
  var usesSieve = true

  /// How the file's encoding is decided.
  let encodingChoice: ScanEncoding
  /// Whether it is decided; until then the first bytes wait in `head`.
  var isDecided = false
  var head: [UInt8] = []
  /// For a file not in UTF-8, its decoder (which lists each scalar's input offset).
  var decoder: EncodingDecoder?
  /// The bytes of a byte order mark dropped before decoding.
  var markLength = 0
  /// The file's bytes read so far, mark included (fed to the decoder, for a file not in UTF-8).
  var inputByteCount = 0
  /// Where the recent decoded text sat in the file, for findings' `inputOffset`.
  var inputOffsets = InputOffsetWindow()
  /// The sequences the decoder replaced that have no finding yet, in order. Offsets: in the
  /// file, and of the U+FFFD in the decoded text.
  var invalidInput = InvalidInputQueue()

  /// Bytes of an unfinished line (or of the first 8000 bytes, before the binary check).
  var carry: [UInt8] = []
  /// The offset in the file of the first byte not yet scanned.
  var fileOffset = 0
  /// The same place in the file's text with every ill-formed sequence repaired.
  var repairedOffset = 0
  var binaryChecked = false
  /// The line being scanned, from 1.
  var lineNumber = 1
  /// The state of a line scanned in pieces.
  var line = LineState()
  /// While a long piece is scanned in stretches, the piece.
  var stretch: StretchContext?
  /// The first line ending in LF and in CR LF, and how many of each.
  var endings = LineEndings()

  /// A scanner for one file.
  ///
  /// - Parameters:
  ///   - path: The name findings carry.
  ///   - policy: The profile (or the choice by `path`), allowed and denied rules and code points.
  ///   - listLimit: How many findings to keep; `nil` keeps all.
  ///   - checksBinary: Whether a NUL early in the file makes it skipped (`--binary` scans it).
  ///   - encoding: How the file's encoding is decided: UTF-8 or a byte order mark's by default.
  /// - Throws: `ICUError` when ICU's normalizer or spoof checker cannot be opened.
  public init(
    path: String, policy: ScanPolicy, listLimit: Int? = 1000, checksBinary: Bool = true,
    encoding: ScanEncoding = .byteOrderMark
  ) throws(ICUError) {
    self.path = path
    self.encodingChoice = encoding
    self.policy = policy
    self.profile = policy.profile(forPath: path)
    self.listLimit = listLimit
    self.binaryChecked = !checksBinary
    looksForMojibake = policy.severity(of: .mojibake, codePoints: [], profile: profile) != nil
    normalizer = try Normalizer(.nfc)
    spoof = profile.checksIdentifiers ? try IdentifierSpoofChecker() : nil
    sieve = LineSieve(
      normalizer: normalizer, looksForMojibake: looksForMojibake, flagsEveryNonASCIILine: spoof != nil)
  }

  /// Scans the next bytes of the file (in its encoding: see ``ScanEncoding``).
  public func feed(_ chunk: UnsafeBufferPointer<UInt8>) {
    guard !isBinary, chunk.count > 0 else { return }
    if isDecided {
      feedInput(chunk)
    } else {
      decideEncoding(chunk, isEnd: false)
    }
  }

  /// Scans the next bytes of the file's text as UTF-8: the file's own bytes, or what its
  /// decoder made of them. A NUL byte (U+0000) in the first 8000 makes the file binary.
  func feedUTF8(_ chunk: UnsafeBufferPointer<UInt8>) {
    guard !isBinary, chunk.count > 0 else { return }
    if carry.isEmpty && binaryChecked {
      let used = scanLines(chunk, isEnd: false)
      carry.append(contentsOf: chunk[used...])
      return
    }
    // What `scanLines` leaves has no LF: only the chunk is searched for one (a long line is
    // carried over many chunks).
    let lineFeedFree = binaryChecked ? carry.count : 0
    carry.append(contentsOf: chunk)
    if !binaryChecked {
      guard carry.count >= Self.binaryPrefixLength else { return }
      checkBinary()
      if isBinary { return }
    }
    let used = carry.withUnsafeBufferPointer { scanLines($0, isEnd: false, lineFeedFree: lineFeedFree) }
    carry.removeFirst(used)
  }

  /// Scans what is left: the last line, and the file-wide rules (mixed line endings).
  public func finish() {
    if !isDecided { decideEncoding(UnsafeBufferPointer(start: nil, count: 0), isEnd: true) }
    if !isBinary { finishDecoding() }
    if !binaryChecked { checkBinary() }
    guard !isBinary else { return }
    input?.byteCount = inputByteCount
    _ = carry.withUnsafeBufferPointer { scanLines($0, isEnd: true) }
    carry = []
    reportMixedLineEndings()
  }

  /// Scans a whole file in memory.
  public func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
    feed(bytes)
    finish()
  }

  func checkBinary() {
    binaryChecked = true
    let prefix = carry.prefix(Self.binaryPrefixLength)
    if prefix.contains(0) {
      isBinary = true
      // Read by default, a UTF-16 file without a BOM is binary by git's rule: say what it seems.
      if encodingChoice == .byteOrderMark, decoder == nil,
        let guess = CharsetDetector.utf16ByNULParity(prefix)
      {
        likelyText = ScanInput(
          path: path, encoding: guess.name, encodingSource: .detected, confidence: guess.confidence)
      }
      carry = []
    }
  }

  /// Scans the complete lines of `buffer` (all of it at the end); returns how many bytes were
  /// used. A line with no end in sight longer than ``maximumPieceLength`` is scanned in pieces.
  /// The first `lineFeedFree` bytes are known to hold no LF.
  func scanLines(_ buffer: UnsafeBufferPointer<UInt8>, isEnd: Bool, lineFeedFree: Int = 0) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    let count = buffer.count
    var start = 0
    // The complete lines end at the last LF.
    let linesEnd = Self.lastLineFeed(buffer, after: lineFeedFree).map { $0 + 1 } ?? 0
    while start < linesEnd {
      if line.isFresh && usesSieve {
        // Lines no rule applies to, counted in one pass; the first that some rule may apply
        // to (or that holds a U+FFFD the decoder put for input it could not decode) goes to
        // `scanLine`.
        let sieveEnd = invalidInputLineStart(buffer, from: start, to: linesEnd) ?? linesEnd
        let (flagged, lines) = sieve.firstFlaggedLine(base, from: start, to: sieveEnd)
        let cleanEnd = flagged ?? sieveEnd
        if lines > 0 { skipCleanLines(lines, byteCount: cleanEnd - start) }
        start = cleanEnd
        guard start < linesEnd else { break }
      }
      let found = memchr(base + start, 0x0A, linesEnd - start)!
      let end = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
      scanLine(UnsafeBufferPointer(rebasing: buffer[start..<end]), endsWithLF: true)
      start = end + 1
    }
    if isEnd {
      if start < count {
        scanLine(UnsafeBufferPointer(rebasing: buffer[start..<count]), endsWithLF: false)
      }
      return count
    }
    while count - start > Self.maximumPieceLength {
      let cut = Self.pieceEnd(buffer, from: start)
      scanPiece(UnsafeBufferPointer(rebasing: buffer[start..<cut]))
      start = cut
    }
    return start
  }

  /// Where the line holding the next U+FFFD for undecodable input starts, when it is in
  /// `start..<end` of `buffer` (whose `start` is at `fileOffset`); else `nil`.
  func invalidInputLineStart(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
    guard let next = invalidInput.nextRepairedUTF8Offset else { return nil }
    let at = next - fileOffset + start
    guard at >= start, at < end else { return nil }
    var lineStart = at
    while lineStart > start && buffer[lineStart - 1] != 0x0A { lineStart -= 1 }
    return lineStart
  }

  /// The offset of the last LF in `buffer`, or `nil`: searched backward a word at a time,
  /// down to `floor` (the bytes before it hold none).
  ///
  /// - Complexity: O(n) in the bytes after the last LF and `floor`.
  static func lastLineFeed(_ buffer: UnsafeBufferPointer<UInt8>, after floor: Int = 0) -> Int? {
    guard let base = buffer.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    var end = buffer.count
    while end - floor >= 8 {
      let word = raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self) ^ (0x0A &* CleanASCII.ones)
      // Exact for a zero byte: (x - ones) & ~x & high.
      if (word &- CleanASCII.ones) & ~word & CleanASCII.high != 0 { break }
      end -= 8
    }
    while end > floor {
      end -= 1
      if base[end] == 0x0A { return end }
    }
    return nil
  }

  /// Where to end a piece of a long line that starts at `start`: between two ASCII bytes that are
  /// not CR (always a grapheme boundary) near the maximum length, else at a scalar's start.
  static func pieceEnd(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let limit = start + maximumPieceLength
    var cut = limit
    let floor = start + maximumPieceLength / 2
    while cut > floor {
      if buffer[cut] < 0x80 && buffer[cut - 1] < 0x80 && buffer[cut - 1] != 0x0D { return cut }
      cut -= 1
    }
    cut = limit
    while cut > start + 1 && buffer[cut] & 0xC0 == 0x80 { cut -= 1 }
    return cut
  }

  /// Passes over `lines` whole lines, each ending in LF, that no rule applies to
  /// (``LineSieve``), `byteCount` bytes in all.
  func skipCleanLines(_ lines: Int, byteCount: Int) {
    noteEnding(.lf, line: lineNumber, utf8Offset: fileOffset, count: lines)
    fileOffset += byteCount
    repairedOffset += byteCount
    lineNumber += lines
  }

  /// Scans one line (without its LF), or the last piece of one scanned in pieces.
  func scanLine(_ bytes: UnsafeBufferPointer<UInt8>, endsWithLF: Bool) {
    if line.isFresh, let base = bytes.baseAddress, CleanASCII.isClean(base, count: bytes.count) {
      passCleanLine(bytes, endsWithLF: endsWithLF)
      return
    }
    if line.isFresh && !hasInvalidInput(before: fileOffset + bytes.count) && !needsRules(bytes)
      && !(looksForMojibake && Self.mayBeMojibake(bytes))
    {
      // Well-formed text with no scalar any rule applies to: the medium path.
      passCleanLine(bytes, endsWithLF: endsWithLF)
      return
    }
    if !line.isFresh && line.bidiStack.isEmpty && sieveProvesClean(bytes) {
      // The rest of a long line: nothing in it, and nothing left open for the line's end.
      passCleanLine(bytes, endsWithLF: endsWithLF)
      return
    }
    var content = bytes
    var ending: LineEndings.Kind? = endsWithLF ? .lf : nil
    if endsWithLF, let last = bytes.last, last == 0x0D {
      content = UnsafeBufferPointer(rebasing: bytes.dropLast())
      ending = .crlf
    }
    if let ending { noteEnding(ending, line: lineNumber, utf8Offset: line.startOffset ?? fileOffset) }
    scanStretches(content, isLineEnd: true)
    fileOffset += bytes.count + (endsWithLF ? 1 : 0)
    repairedOffset += (bytes.count - content.count) + (endsWithLF ? 1 : 0)
    lineNumber += 1
    line = LineState()
  }

  /// Whether some rule may apply to a line: it has a control (CR included), ill-formed UTF-8, a
  /// scalar a rule looks at, a scalar that may make it not NFC, or (where identifiers are
  /// checked) any non-ASCII scalar. One pass over the bytes, nothing allocated: the path most
  /// lines of natural non-ASCII text take.
  ///
  /// - Complexity: O(n) in the line's length.
  func needsRules(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if spoof != nil { return true }  // every non-ASCII line: identifiers are checked
    return ScalarTriage.ruleTable.withUnsafeBufferPointer { rules in
      ScalarTriage.normalizationTable.withUnsafeBufferPointer { normalization in
        ScalarTriage.combiningClasses.withUnsafeBufferPointer { classes in
          Self.needsRules(bytes, rules: rules, normalization: normalization, classes: classes)
        }
      }
    }
  }

  static func needsRules(
    _ bytes: UnsafeBufferPointer<UInt8>, rules: UnsafeBufferPointer<UInt64>,
    normalization: UnsafeBufferPointer<UInt64>, classes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var index = 0
    let count = bytes.count
    var lastClass: UInt8 = 0
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        if lead < 0x20 && lead != 0x09 && lead != 0x0C || lead == 0x7F { return true }
        lastClass = 0
        index += 1
        continue
      }
      let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      guard lead >= 0xC2, lead <= 0xF4, index + length <= count else { return true }
      var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      for offset in 1..<length {
        let byte = bytes[index + offset]
        guard byte & 0xC0 == 0x80 else { return true }
        value = value << 6 | UInt32(byte & 0x3F)
      }
      // Overlong, surrogate and too-large forms go to the full rules, which report them.
      let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
      guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
        return true
      }
      index += length
      if value < 0x10000 {
        let word = Int(value >> 6)
        let bit = UInt64(1) << UInt64(value & 63)
        if rules[word] & bit != 0 || normalization[word] & bit != 0 { return true }
        // UAX #15's quick check: combining classes in canonical order.
        let combiningClass = classes[Int(value)]
        if combiningClass != 0 && lastClass > combiningClass { return true }
        lastClass = combiningClass
      } else {
        let scalar = Unicode.Scalar(value)!
        if ScalarTriage.needsRules(scalar) || ScalarTriage.mayChangeInNFC(scalar) { return true }
        lastClass = 0
      }
    }
    return false
  }

  /// Whether a well-formed line that no other rule looks at holds mojibake (then its findings
  /// are made by `scanText`, which places them). Most lines are decided on their bytes
  /// (`Mojibake.mayHoldMojibake`), without making a string.
  ///
  /// - Complexity: O(n) in the line's length.
  static func mayBeMojibake(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    Mojibake.mayHoldMojibake(bytes) && Mojibake.repair(String(decoding: bytes, as: UTF8.self)) != nil
  }

  /// Passes over a line (without its LF), or the rest of one scanned in pieces, that no rule
  /// applies to.
  func passCleanLine(_ bytes: UnsafeBufferPointer<UInt8>, endsWithLF: Bool) {
    if endsWithLF { noteEnding(.lf, line: lineNumber, utf8Offset: line.startOffset ?? fileOffset) }
    fileOffset += bytes.count + (endsWithLF ? 1 : 0)
    repairedOffset += bytes.count + (endsWithLF ? 1 : 0)
    lineNumber += 1
    line = LineState()
  }

  /// Scans a piece of a long line; the line goes on in the next piece. A piece the sieve
  /// proves clean only moves the line's counts on, for the columns of what comes after it;
  /// in another, the rules see only the stretches around what the sieve flags.
  func scanPiece(_ bytes: UnsafeBufferPointer<UInt8>) {
    if sieveProvesClean(bytes) {
      if line.startOffset == nil { line.startOffset = fileOffset }
      advanceLineState(text: String(decoding: bytes, as: UTF8.self), byteCount: bytes.count, isLineEnd: false)
      repairedOffset += bytes.count
    } else {
      scanStretches(bytes, isLineEnd: false)
    }
    fileOffset += bytes.count
  }

  /// Whether ``sieve`` proves that the rules find nothing in `bytes`, a piece of a long line
  /// (at ``fileOffset``). The rules look at a piece as the sieve looks at a line, on its own,
  /// but for the scalar before it, which a ZWNJ or ZWJ at its start would be judged by: so a
  /// piece that starts with a non-ASCII scalar after others on its line is left to the rules,
  /// as is a piece holding a U+FFFD for input that did not decode.
  ///
  /// - Complexity: O(n) in the piece's length.
  func sieveProvesClean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard usesSieve, let base = bytes.baseAddress, line.previous == nil || base[0] < 0x80,
      !hasInvalidInput(before: fileOffset + bytes.count)
    else { return false }
    return sieve.firstFlaggedLine(base, from: 0, to: bytes.count).lineStart == nil
  }

  /// Notes `count` lines ending in `kind`, the first of them line `line` at `utf8Offset`; the
  /// first of each kind keeps its offset in a converted file's bytes, asked while it is near.
  func noteEnding(_ kind: LineEndings.Kind, line: Int, utf8Offset: Int, count: Int = 1) {
    let keeps = endings.keeps(kind)
    endings.note(kind, line: line, utf8Offset: utf8Offset, count: count)
    guard keeps, decoder != nil else { return }
    let kept = inputOffset(ofUTF8Offset: utf8Offset)
    if endings.firstOther != nil { endings.firstOther!.inputOffset = kept } else { endings.first!.inputOffset = kept }
  }

  func reportMixedLineEndings() {
    guard let first = endings.first, let other = endings.firstOther else { return }
    let minority = endings.count(first.kind) < endings.count(other.kind) ? first : other
    let message =
      "lines end in LF (\(endings.count(.lf))) and in CR LF (\(endings.count(.crlf))); "
      + "this line ends in \(minority.kind == .lf ? "LF" : "CR LF")"
    let column = LineColumns(utf8: 1, utf16: 1, scalar: 1, grapheme: 1)
    record(
      rule: .mixedLineEndings, codePoints: minority.kind == .lf ? ["\n"] : ["\r", "\n"],
      line: minority.line, column: column, utf8Offset: minority.utf8Offset,
      inputOffset: minority.inputOffset, message: message, allowedOnLine: [])
  }

  /// Counts a finding, and keeps it when the list has room; returns whether it was reported.
  /// In a converted file, `inputOffset` is the finding's offset in the file's bytes (asked
  /// of the decoded text's `utf8Offset` when not given).
  @discardableResult
  func record(
    rule: ScanRule, codePoints: [Unicode.Scalar], line: Int, column: LineColumns,
    utf8Offset: Int?, inputOffset: Int? = nil, message: String, decoded: String? = nil,
    displayed: String? = nil, excerpt: @autoclosure () -> ScanExcerpt? = nil,
    invalidUTF8: InvalidUTF8Sequence? = nil, invalidInput: InvalidInputSequence? = nil,
    mojibake: ScanMojibake? = nil, allowedOnLine: [ScanSelector]
  ) -> Bool {
    guard let severity = policy.severity(of: rule, codePoints: codePoints, profile: profile),
      !allowedOnLine.contains(where: { $0.matches(rule: rule, codePoints: codePoints) })
    else { return false }
    let listed = listLimit.map { listedCount < $0 } ?? true
    tally.count(rule, severity, listed: listed)
    if listed {
      var finding = ScanFinding(
        path: path, lineNumber: line, columnNumber: column, utf8Offset: utf8Offset, rule: rule,
        severity: severity, codePoints: Array(codePoints.prefix(16)), message: message,
        decoded: decoded, displayed: displayed, invalidUTF8: invalidUTF8, mojibake: mojibake,
        excerpt: excerpt())
      if let input, input.isConverted {
        finding.encoding = input.encoding
        finding.inputOffset = inputOffset ?? utf8Offset.flatMap { self.inputOffset(ofUTF8Offset: $0) }
        finding.invalidInput = invalidInput
      }
      listedCount += 1
      if let findingHandler { findingHandler(finding) } else { findings.append(finding) }
    }
    return true
  }
}

/// Where a line scanned in pieces stands when a piece ends.
struct LineState {
  /// The line's offset in the file, once its first piece is scanned.
  var startOffset: Int?
  /// The counts of the pieces before: UTF-8, UTF-16, scalars, graphemes.
  var utf8 = 0, utf16 = 0, scalars = 0, graphemes = 0
  /// The embeddings, overrides and isolates still open.
  var bidiStack = BidiStack()
  /// The last scalar of the previous piece.
  var previous: Unicode.Scalar?

  var isFresh: Bool { startOffset == nil }
}

/// The line endings met in a file.
struct LineEndings {
  enum Kind { case lf, crlf }
  struct First {
    var kind: Kind
    var line: Int
    var utf8Offset: Int
    /// In a converted file, the offset in the file's bytes.
    var inputOffset: Int?
  }
  var first: First?
  var firstOther: First?
  var lf = 0, crlf = 0

  func count(_ kind: Kind) -> Int { kind == .lf ? lf : crlf }

  /// Notes `count` lines ending in `kind`, the first of them line `line` at `utf8Offset`.
  mutating func note(_ kind: Kind, line: Int, utf8Offset: Int, count: Int = 1) {
    if kind == .lf { lf += count } else { crlf += count }
    if first == nil {
      first = First(kind: kind, line: line, utf8Offset: utf8Offset)
    } else if firstOther == nil && first!.kind != kind {
      firstOther = First(kind: kind, line: line, utf8Offset: utf8Offset)
    }
  }

  /// Whether a line ending in `kind` would be the first of its kind (``note(_:line:utf8Offset:count:)``
  /// keeps it).
  func keeps(_ kind: Kind) -> Bool {
    first == nil || (firstOther == nil && first!.kind != kind)
  }
}

extension FileScanner {
  /// Scans one added line of a diff as line `lineNumber` of this file: the line's rules only
  /// (no line endings across lines, no offset in the file).
  package func scanDiffLine(_ bytes: [UInt8], lineNumber: Int) {
    tracksOffsets = false
    self.lineNumber = lineNumber
    line = LineState()
    fileOffset = 0
    bytes.withUnsafeBufferPointer { buffer in
      var content = buffer
      if buffer.last == 0x0D { content = UnsafeBufferPointer(rebasing: buffer.dropLast()) }
      if let base = content.baseAddress, CleanASCII.isClean(base, count: content.count) { return }
      scanText(content, isLineEnd: true)
    }
  }
}
