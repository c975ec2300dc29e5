import UStrCore
import UStrICU

/// The stage before the line scanner: each file's encoding decided from its first bytes
/// (``ScanEncoding``), then, for a file not in UTF-8, every chunk decoded by an
/// `EncodingDecoder` (constant memory) and scanned as UTF-8, with every sequence it could not
/// decode queued for an `invalid-input` finding where its U+FFFD lands.
extension FileScanner {
  /// Holds the first bytes of the file until there are enough to decide its encoding (or the
  /// file ends), then decides and scans them. A first chunk that is enough (the usual case) is
  /// decided on and scanned in place, never copied.
  func decideEncoding(_ chunk: UnsafeBufferPointer<UInt8>, isEnd: Bool) {
    if head.isEmpty && (isEnd || chunk.count >= headLengthNeeded) {
      decide(from: chunk, isEnd: isEnd)
      feedInput(chunk)
      return
    }
    head.append(contentsOf: chunk)
    guard isEnd || head.count >= headLengthNeeded else { return }
    let bytes = head
    head = []
    bytes.withUnsafeBufferPointer { bytes in
      decide(from: bytes, isEnd: isEnd)
      feedInput(bytes)
    }
  }

  /// Decides the file's encoding from its first bytes (all of it when `isEnd`).
  func decide(from bytes: UnsafeBufferPointer<UInt8>, isEnd: Bool) {
    isDecided = true
    switch encodingChoice {
    case .byteOrderMark:
      if let mark = ByteOrderMark(sniffing: bytes) { read(as: mark) }
    case .named(let encoding):
      if !encoding.isUTF8 { convert(as: encoding, source: .option, confidence: nil, markLength: 0) }
    case .detected:
      if let mark = ByteOrderMark(sniffing: bytes) {
        read(as: mark)
      } else if let guess = Self.detectedEncoding(of: Array(bytes), isWhole: isEnd),
        let encoding = try? Encoding(named: guess.name)
      {
        convert(as: encoding, source: .detected, confidence: guess.confidence, markLength: 0)
      }
    }
  }

  /// How many first bytes the decision reads: a byte order mark's four, or for detection what
  /// git reads to call a file binary.
  var headLengthNeeded: Int {
    switch encodingChoice {
    case .byteOrderMark: 4
    case .named: 0
    case .detected: Self.binaryPrefixLength
    }
  }

  /// For `--encoding auto` without a byte order mark: UTF-16 by NUL parity; `nil` (UTF-8) for
  /// other bytes with a NUL (binary, skipped) and for well-formed UTF-8 without ESC (ISO-2022
  /// is 7-bit: its escapes give it away); else the detector's best guess that is not UTF-8.
  static func detectedEncoding(of bytes: [UInt8], isWhole: Bool) -> EncodingGuess? {
    let prefix = bytes.prefix(binaryPrefixLength)
    if prefix.contains(0) {
      let best = CharsetDetector.likelyEncodings(in: bytes).first
      return best.flatMap { $0.name.hasPrefix("UTF-16") ? $0 : nil }
    }
    var end = bytes.count
    if !isWhole {
      // The first bytes may end inside a sequence: leave it out.
      var back = 0
      while back < 3, end > 0, bytes[end - 1] & 0xC0 == 0x80 {
        end -= 1
        back += 1
      }
      if end > 0, bytes[end - 1] >= 0xC0 { end -= 1 }
    }
    let isUTF8 = bytes.withUnsafeBufferPointer { UTF8.isWellFormed(UnsafeBufferPointer(rebasing: $0[..<end])) }
    if isUTF8 && !bytes.contains(0x1B) { return nil }
    return CharsetDetector.likelyEncodings(in: bytes).first { $0.name != "UTF-8" }
  }

  /// A file with a byte order mark: a UTF-8 one is read byte for byte (its U+FEFF at the start
  /// is no finding); another is dropped and the rest converted.
  func read(as mark: ByteOrderMark) {
    guard let encoding = try? Encoding(named: mark.encodingName), !encoding.isUTF8 else {
      input = ScanInput(path: path, encoding: "UTF-8", encodingSource: .bom)
      return
    }
    convert(as: encoding, source: .bom, confidence: nil, markLength: mark.bytes.count)
  }

  /// Decodes the rest of the file from `encoding`, after the first `markLength` bytes.
  func convert(
    as encoding: Encoding, source: InputDescription.EncodingSource, confidence: Int?,
    markLength: Int
  ) {
    // ICU opened this converter to name the encoding; it opens again.
    guard let decoder = try? EncodingDecoder(encoding: encoding) else { return }
    decoder.recordsInputOffsets = true
    self.decoder = decoder
    self.markLength = markLength
    input = ScanInput(
      path: path, encoding: encoding.name, encodingSource: source, confidence: confidence)
  }

  /// Scans the next bytes of the file in its encoding, once it is decided.
  func feedInput(_ chunk: UnsafeBufferPointer<UInt8>) {
    let skipped = min(max(markLength - inputByteCount, 0), chunk.count)
    inputByteCount += chunk.count
    guard let decoder else {
      feedUTF8(chunk)
      return
    }
    var chunk = chunk
    chunk = UnsafeBufferPointer(rebasing: chunk[skipped...])
    feedDecoded(decoder.decode(UnsafeRawBufferPointer(chunk)))
  }

  /// Scans what the decoder made of a chunk: its UTF-8, and a finding for each sequence it
  /// replaced.
  func feedDecoded(_ output: EncodingDecoder.Output) {
    inputOffsets.append(utf8: output.utf8, inputOffsets: output.scalarInputOffsets)
    invalidInput.append(contentsOf: output.invalid, inputOffsetShift: markLength)
    output.utf8.withUnsafeBufferPointer { feedUTF8($0) }
    inputOffsets.forget(before: fileOffset)
  }

  /// The end of a converted file: what the decoder held (a sequence cut short is reported).
  func finishDecoding() {
    guard let decoder else { return }
    feedDecoded(decoder.finish())
  }

  /// The offset in the file of the decoded text's byte at `utf8Offset`, for a converted file;
  /// `nil` for a UTF-8 one (where the two are the same).
  func inputOffset(ofUTF8Offset utf8Offset: Int) -> Int? {
    guard decoder != nil else { return nil }
    return inputOffsets.inputOffset(ofUTF8Offset: utf8Offset, inputEnd: inputByteCount - markLength)
      .map { $0 + markLength }
  }

  /// Whether a sequence the decoder replaced has its U+FFFD before `utf8Offset` of the decoded
  /// text and has no finding yet: the line holding it is scanned, never passed over.
  func hasInvalidInput(before utf8Offset: Int) -> Bool {
    invalidInput.hasSequence(before: utf8Offset)
  }

  /// Takes the replaced sequences whose U+FFFD is before `utf8Offset` of the decoded text.
  func takeInvalidInput(before utf8Offset: Int) -> InvalidInputQueue.Taken {
    invalidInput.take(before: utf8Offset)
  }
}
