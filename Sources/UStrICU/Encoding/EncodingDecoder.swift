internal import CUStrICU
import UStrCore

/// Decodes bytes in any encoding ICU has a converter for into UTF-8, a chunk at a time, in
/// memory that does not grow with the input, reporting every ill-formed or unmappable sequence
/// with its offset in the input and its bytes (each replaced by one U+FFFD).
///
///     let decoder = try EncodingDecoder(encoding: "windows-1253")
///     var output = decoder.decode([0x50, 0x6F, 0x6B, 0xE1, 0xD2])  // "Pokα" + U+FFFD
///     output.invalid   // [D2 at input offset 4, unmappable]
///     output = decoder.finish()                          // a sequence cut short, if any
///
/// A chunk may end anywhere, inside a multi-byte sequence or an ISO-2022 escape: the converter
/// keeps what it needs for the next chunk.
///
/// A converter ICU says is one byte a character and stateless decodes through a table read
/// from ICU once per process (`SingleByteTable`), UTF-16 and UTF-32 with a byte order in Swift
/// (`UTF16Or32Decoder`), each with ICU's output and reports; every other one through ICU.
///
/// - Complexity: O(n) in the bytes decoded; memory O(chunk).
/// The corresponding C function is `ucnv_toUnicode`.
public final class EncodingDecoder {
  /// What one step decodes.
  public struct Output: Sendable {
    /// Well-formed UTF-8 (whole scalars only); only the decoder writes it, so that
    /// ``wellFormedUTF8`` can say so.
    public internal(set) var utf8: [UInt8]
    /// The sequences replaced in this step, with offsets in the whole input and in the whole
    /// output's UTF-8.
    public var invalid: [InvalidInputSequence]
    /// With ``recordsInputOffsets``: the input offset of each scalar in `utf8`, in order.
    public var scalarInputOffsets: [Int] = []

    /// `utf8` as a type that carries its being well-formed: what a consumer takes without
    /// validating it again.
    public var wellFormedUTF8: WellFormedUTF8 { WellFormedUTF8(decoded: utf8) }

    /// Nothing decoded: what steps' outputs are joined onto (``append(contentsOf:)``).
    public init() {
      self.init(utf8: [])
    }

    /// A step's output.
    init(utf8: [UInt8], invalid: [InvalidInputSequence] = [], scalarInputOffsets: [Int] = []) {
      self.utf8 = utf8
      self.invalid = invalid
      self.scalarInputOffsets = scalarInputOffsets
    }

    /// Joins the next step's output to this one (whole scalars after whole scalars: still
    /// well-formed).
    ///
    ///     var whole = EncodingDecoder.Output()
    ///     whole.append(contentsOf: decoder.decode(chunk))
    ///     whole.append(contentsOf: decoder.finish())
    ///
    /// - Complexity: O(`next`'s size).
    public mutating func append(contentsOf next: Output) {
      utf8 += next.utf8
      invalid += next.invalid
      scalarInputOffsets += next.scalarInputOffsets
    }
  }

  /// The encoding decoded.
  public let encoding: Encoding
  /// Whether each step lists where each scalar came from in the input
  /// (``Output/scalarInputOffsets``).
  public var recordsInputOffsets = false
  let converter: OpaquePointer
  let recorder = Recorder()
  /// The input offset of the next chunk's first byte.
  var inputOffset = 0
  /// How many bytes before `inputOffset` the converter holds, waiting for the rest of their
  /// sequence.
  var pendingByteCount = 0
  /// The UTF-8 bytes handed out so far.
  var utf8Offset = 0
  /// A lead surrogate ending the previous UTF-16 buffer, waiting for its trail, and its input
  /// offset.
  var pendingLead: (unit: UInt16, inputOffset: Int)?
  var buffer: [UInt16] = []
  var offsets: [Int32] = []
  /// The last bytes of the chunks before this one, to find a replaced sequence that began there.
  var history: [UInt8] = []
  /// The chunk being decoded.
  var chunk = UnsafeRawBufferPointer(start: nil, count: 0)
  /// For a single-byte, stateless converter, its bytes straight to UTF-8.
  let singleByte: SingleByteTable?
  /// For UTF-16 and UTF-32 with a byte order, the decoder in Swift.
  var utf16Or32: UTF16Or32Decoder?
  /// Where `transcodeBlock` writes a block's UTF-8 before it is appended to the output.
  let scratch: UnsafeMutableBufferPointer<UInt8>

  /// Whether this decoder decodes through a single-byte table rather than ICU.
  var usesSingleByteTable: Bool { singleByte != nil }
  /// Whether this decoder decodes UTF-16 or UTF-32 in Swift rather than through ICU.
  var decodesUTF16Or32InSwift: Bool { utf16Or32 != nil }

  /// A decoder for the encoding named `name` (any alias ICU knows).
  ///
  /// - Throws: `EncodingError.unknown` when ICU has no converter by that name.
  public convenience init(encoding name: String) throws(EncodingError) {
    try self.init(encoding: Encoding(named: name))
  }

  /// A decoder for `encoding`.
  public convenience init(encoding: Encoding) throws(EncodingError) {
    try self.init(encoding: encoding, readsTable: true)
  }

  /// A decoder for `encoding`; with `readsTable` false, always through ICU (what the table
  /// is read from, and what the table and the UTF-16/32 decoder are checked against).
  init(encoding: Encoding, readsTable: Bool) throws(EncodingError) {
    singleByte = readsTable ? SingleByteTable.shared(for: encoding) : nil
    utf16Or32 = readsTable ? UTF16Or32Decoder(encoding: encoding) : nil
    self.encoding = encoding
    var status = U_ZERO_ERROR
    guard let converter = ustr_icu_ucnv_open(encoding.icuName, &status), !ustr_icu_U_FAILURE(status)
    else { throw .unknown(encoding.icuName) }
    self.converter = converter
    scratch = .allocate(capacity: Self.transcodeBlockSize * 3 + 3)
    let context = Unmanaged.passUnretained(recorder).toOpaque()
    ustr_icu_ucnv_setToUCallBack(converter, recordingCallback, context, &status)
  }

  deinit {
    ustr_icu_ucnv_close(converter)
    scratch.deallocate()
  }

  /// Decodes the next chunk of input.
  ///
  /// - Complexity: O(`bytes.count`).
  public func decode(_ bytes: [UInt8]) -> Output {
    bytes.withUnsafeBytes { raw in convert(raw, flush: false) }
  }

  /// Decodes the next chunk of input.
  ///
  /// - Complexity: O(`bytes.count`).
  public func decode(_ bytes: UnsafeRawBufferPointer) -> Output {
    convert(bytes, flush: false)
  }

  /// Ends the input: a sequence left incomplete at its end is reported (`truncated`) and
  /// replaced. The decoder is ready for a new input afterwards.
  public func finish() -> Output {
    defer {
      ustr_icu_ucnv_reset(converter)
      inputOffset = 0
      pendingByteCount = 0
      utf8Offset = 0
      pendingLead = nil
      history = []
    }
    recorder.isFinishing = true
    defer { recorder.isFinishing = false }
    return convert(UnsafeRawBufferPointer(start: nil, count: 0), flush: true)
  }

  /// Decodes the whole of `bytes` at once.
  ///
  /// - Complexity: O(`bytes.count`).
  public func decodeAll(_ bytes: [UInt8]) -> Output {
    var output = decode(bytes)
    output.append(contentsOf: finish())
    return output
  }

  func convert(_ raw: UnsafeRawBufferPointer, flush: Bool) -> Output {
    if let singleByte {
      // Nothing is ever held back: a byte is a character.
      var output = Output(utf8: [], invalid: [])
      if !flush {
        singleByte.decode(
          raw, inputOffset: inputOffset, utf8Offset: utf8Offset, records: recordsInputOffsets, into: &output)
        inputOffset += raw.count
      }
      utf8Offset += output.utf8.count
      return output
    }
    if utf16Or32 != nil {
      var output = Output(utf8: [], invalid: [])
      if flush {
        utf16Or32!.finish(inputOffset: inputOffset, utf8Offset: utf8Offset, records: recordsInputOffsets, into: &output)
      } else {
        utf16Or32!.decode(
          raw, inputOffset: inputOffset, utf8Offset: utf8Offset, records: recordsInputOffsets, into: &output)
        inputOffset += raw.count
      }
      utf8Offset += output.utf8.count
      return output
    }
    let start = raw.baseAddress?.assumingMemoryBound(to: CChar.self)
    var source = start
    let sourceLimit = start.map { $0 + raw.count }
    let capacity = max(raw.count + 16, 1024)
    if buffer.count < capacity { buffer = [UInt16](repeating: 0, count: capacity) }
    // ICU's offsets only when they are listed: 4 bytes a unit to fill for each new decoder.
    if recordsInputOffsets, offsets.count < buffer.count { offsets = [Int32](repeating: 0, count: buffer.count) }
    var output = Output(utf8: [], invalid: [])
    output.utf8.reserveCapacity(raw.count + raw.count / 2 + 8)
    recorder.chunkStart = start
    chunk = raw
    defer { chunk = UnsafeRawBufferPointer(start: nil, count: 0) }
    var sourceIndex = 0
    while true {
      var status = U_ZERO_ERROR
      let before = source
      let written = buffer.withUnsafeMutableBufferPointer { units -> Int in
        offsets.withUnsafeMutableBufferPointer { offsets -> Int in
          let base = units.baseAddress!
          var target: UnsafeMutablePointer<UInt16>? = base
          recorder.targetStart = base
          ustr_icu_ucnv_toUnicode(
            converter, &target, base + units.count, &source, sourceLimit,
            recordsInputOffsets ? offsets.baseAddress : nil,
            flush, &status)
          return target! - base
        }
      }
      appendUTF8(written: written, sourceIndex: sourceIndex, to: &output)
      if let before, let source { sourceIndex += source - before }
      if status != U_BUFFER_OVERFLOW_ERROR { break }
    }
    recorder.chunkStart = nil
    if !flush {
      // The last bytes only: joining the whole chunk to the history first copied it.
      history =
        raw.count >= Self.historySize
        ? Array(raw.suffix(Self.historySize)) : Array((history + raw).suffix(Self.historySize))
      inputOffset += raw.count
      var status = U_ZERO_ERROR
      pendingByteCount = Int(max(0, ustr_icu_ucnv_toUCountPending(converter, &status)))
    }
    utf8Offset += output.utf8.count
    return output
  }

  /// How many bytes of earlier chunks are kept to place a replaced sequence: more than any
  /// converter holds back (ICU keeps at most 32).
  static let historySize = 64

  /// The input byte at `offset`, when it is in this chunk or the history.
  func inputByte(at offset: Int) -> UInt8? {
    let inChunk = offset - inputOffset
    if inChunk >= 0 { return inChunk < chunk.count ? chunk[inChunk] : nil }
    let inHistory = history.count + inChunk
    return inHistory >= 0 ? history[inHistory] : nil
  }

  /// Where `bytes` sit in the input: ICU's estimates (`candidates`: its offsets and where its
  /// reading stopped) are checked against the input, and the nearest place that holds the
  /// bytes wins. (ICU's offsets for replacements can be off by a byte or two: its UTF-16
  /// converter reads one unit past an unpaired surrogate, GB18030 reports one index for two
  /// sequences.)
  func locate(_ bytes: [UInt8], candidates: [Int]) -> Int {
    func holds(_ start: Int) -> Bool {
      bytes.indices.allSatisfy { inputByte(at: start + $0) == bytes[$0] }
    }
    for distance in 0...Self.historySize {
      for candidate in candidates {
        for start in [candidate - distance, candidate + distance] where holds(start) { return start }
      }
    }
    return candidates.first ?? inputOffset
  }

  /// The input offset of a unit whose source index in this call is `offset` (relative to the
  /// call's first byte); -1 means it began in an earlier chunk, in the bytes the converter held.
  func inputOffset(ofSourceIndex offset: Int32, callStart: Int) -> Int {
    offset >= 0 ? inputOffset + callStart + Int(offset) : inputOffset - pendingByteCount
  }

  /// Transcodes the `written` UTF-16 units in `buffer` to UTF-8, placing each recorded
  /// replacement at its UTF-8 offset.
  func appendUTF8(written: Int, sourceIndex: Int, to output: inout Output) {
    var events = recorder.events[...]
    recorder.events.removeAll(keepingCapacity: true)
    buffer.withUnsafeBufferPointer { units in
      offsets.withUnsafeBufferPointer { offsets in
        var index = 0
        while index < written || !events.isEmpty {
          let stop = events.first.map { min($0.utf16Index, written) } ?? written
          transcode(units, offsets, index..<stop, sourceIndex: sourceIndex, into: &output)
          index = stop
          guard let event = events.first, event.utf16Index <= index else { continue }
          events.removeFirst()
          var candidates = event.endInChunk.map { [inputOffset + $0 - event.bytes.count] } ?? []
          // ICU's offset of the replacement, when it lists offsets (it converts faster without).
          if index < written, recordsInputOffsets {
            candidates.append(inputOffset(ofSourceIndex: offsets[index], callStart: sourceIndex))
          }
          candidates.append(inputOffset - pendingByteCount)
          let start = locate(event.bytes, candidates: candidates)
          output.invalid.append(
            InvalidInputSequence(
              inputOffset: start, repairedUTF8Offset: utf8Offset + output.utf8.count,
              bytes: event.bytes, kind: event.kind))
        }
      }
    }
  }

  /// UTF-16 to UTF-8; a lead surrogate at the end waits for the next buffer. Written through a
  /// pointer into the decoder's scratch block, runs of ASCII four units at a time, then appended
  /// at once (appending byte by byte checked the array's uniqueness and capacity for every byte:
  /// the stage that dominated decoding; zero-filling room in the output first cost a tenth).
  ///
  /// - Complexity: O(`range.count`).
  func transcode(
    _ units: UnsafeBufferPointer<UInt16>, _ offsets: UnsafeBufferPointer<Int32>, _ range: Range<Int>,
    sourceIndex: Int, into output: inout Output
  ) {
    // In blocks, so the scratch room (3 bytes a unit) stays small.
    var blockStart = range.lowerBound
    while blockStart < range.upperBound {
      let blockEnd = min(blockStart + Self.transcodeBlockSize, range.upperBound)
      transcodeBlock(units, offsets, blockStart..<blockEnd, sourceIndex: sourceIndex, into: &output)
      blockStart = blockEnd
    }
  }

  /// How many UTF-16 units `transcode` converts at a time.
  static let transcodeBlockSize = 1 << 13

  func transcodeBlock(
    _ units: UnsafeBufferPointer<UInt16>, _ offsets: UnsafeBufferPointer<Int32>, _ range: Range<Int>,
    sourceIndex: Int, into output: inout Output
  ) {
    guard !range.isEmpty else { return }
    let records = recordsInputOffsets
    var pendingLead = self.pendingLead
    defer { self.pendingLead = pendingLead }
    // Written into the decoder's scratch block (3 bytes a unit at most, and 3 more for a lead
    // surrogate left over from before), then appended: no room zero-filled ahead in `output`.
    let out = scratch.baseAddress!
    var end = 0
    let base = units.baseAddress!
    var index = range.lowerBound
    while index < range.upperBound {
      let unit = base[index]
      let unitIndex = index
      index += 1
      if unit < 0x80, pendingLead == nil {
        out[end] = UInt8(truncatingIfNeeded: unit)
        end += 1
        if records {
          output.scalarInputOffsets.append(inputOffset(ofSourceIndex: offsets[unitIndex], callStart: sourceIndex))
        } else {
          // After an ASCII unit, the run goes on four units at a time (text in other scripts
          // never pays for the check).
          while index + 4 <= range.upperBound, base[index] | base[index + 1] | base[index + 2] | base[index + 3] < 0x80 {
            out[end] = UInt8(truncatingIfNeeded: base[index])
            out[end + 1] = UInt8(truncatingIfNeeded: base[index + 1])
            out[end + 2] = UInt8(truncatingIfNeeded: base[index + 2])
            out[end + 3] = UInt8(truncatingIfNeeded: base[index + 3])
            end += 4
            index += 4
          }
        }
        continue
      }
      if let lead = pendingLead {
        pendingLead = nil
        if unit & 0xFC00 == 0xDC00 {
          let scalar = 0x10000 + ((UInt32(lead.unit) & 0x3FF) << 10) + (UInt32(unit) & 0x3FF)
          out[end] = UInt8(0xF0 | (scalar >> 18))
          out[end + 1] = UInt8(0x80 | ((scalar >> 12) & 0x3F))
          out[end + 2] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
          out[end + 3] = UInt8(0x80 | (scalar & 0x3F))
          end += 4
          if records { output.scalarInputOffsets.append(lead.inputOffset) }
          continue
        }
        // ICU never writes a lone surrogate; the text stays well-formed anyway.
        (out[end], out[end + 1], out[end + 2]) = (0xEF, 0xBF, 0xBD)
        end += 3
        if records { output.scalarInputOffsets.append(lead.inputOffset) }
      }
      if unit & 0xFC00 == 0xD800 {
        pendingLead = (unit, records ? inputOffset(ofSourceIndex: offsets[unitIndex], callStart: sourceIndex) : 0)
        continue
      }
      if records {
        output.scalarInputOffsets.append(inputOffset(ofSourceIndex: offsets[unitIndex], callStart: sourceIndex))
      }
      switch unit {
      case 0..<0x80:
        out[end] = UInt8(unit)
        end += 1
      case 0x80..<0x800:
        out[end] = UInt8(0xC0 | (unit >> 6))
        out[end + 1] = UInt8(0x80 | (unit & 0x3F))
        end += 2
      case 0xDC00..<0xE000:
        (out[end], out[end + 1], out[end + 2]) = (0xEF, 0xBF, 0xBD)
        end += 3
      default:
        out[end] = UInt8(0xE0 | (unit >> 12))
        out[end + 1] = UInt8(0x80 | ((unit >> 6) & 0x3F))
        out[end + 2] = UInt8(0x80 | (unit & 0x3F))
        end += 3
      }
    }
    output.utf8.append(contentsOf: UnsafeBufferPointer(start: out, count: end))
  }
}

/// What the converter's callback writes down while ICU decodes one call's worth.
final class Recorder {
  struct Event {
    /// Where ICU's reading stopped in the chunk, when it was reading the chunk.
    var endInChunk: Int?
    var bytes: [UInt8]
    var kind: InvalidInputKind
    /// Where its U+FFFD sits in the UTF-16 buffer.
    var utf16Index: Int
  }
  var events: [Event] = []
  var chunkStart: UnsafePointer<CChar>?
  var targetStart: UnsafeMutablePointer<UInt16>?
  var isFinishing = false
}

/// ICU's to-Unicode callback: records the sequence and writes one U+FFFD in its place.
private let recordingCallback: UConverterToUCallback = { context, args, codeUnits, length, reason, status in
  guard let context, let args, let status,
    reason == UCNV_UNASSIGNED || reason == UCNV_ILLEGAL || reason == UCNV_IRREGULAR
  else { return }
  let recorder = Unmanaged<Recorder>.fromOpaque(context).takeUnretainedValue()
  let count = Int(length)
  let bytes = codeUnits.map { pointer in
    UnsafeRawBufferPointer(start: pointer, count: count).map { $0 }
  } ?? []
  let kind: InvalidInputKind =
    recorder.isFinishing ? .truncated : reason == UCNV_UNASSIGNED ? .unmappable : .illegal
  let utf16Index = recorder.targetStart.map { args.pointee.target - $0 } ?? 0
  var endInChunk: Int?
  if let chunkStart = recorder.chunkStart, let source = args.pointee.source,
    source >= chunkStart, source <= args.pointee.sourceLimit
  {
    endInChunk = source - chunkStart
  }
  recorder.events.append(
    Recorder.Event(endInChunk: endInChunk, bytes: bytes, kind: kind, utf16Index: utf16Index))
  status.pointee = U_ZERO_ERROR
  var replacement: UInt16 = 0xFFFD
  ustr_icu_ucnv_cbToUWriteUChars(args, &replacement, 1, 0, status)
}
