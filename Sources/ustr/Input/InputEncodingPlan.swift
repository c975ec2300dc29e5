import UStrCore
import UStrICU
import UStrReport

/// How one input's bytes become UTF-8, decided from its first chunk: UTF-8 as it is (the fast
/// path: no copy, no ICU), UTF-8 after a byte order mark, or a converter stage that turns each
/// chunk into UTF-8 for the same pipeline, recording every sequence it replaced.
///
///     var plan = try InputEncodingPlan(options: decoding, firstChunk: chunk, source: "'a.txt'")
///     let utf8 = try plan.utf8(chunk)   // the chunk itself when the input is UTF-8
///     ...
///     let rest = try plan.finish()      // what a converter held back, at the end
final class InputEncodingPlan {
  /// The converter, or `nil` when the input is read as UTF-8.
  let decoder: EncodingDecoder?
  /// The description the JSON `input` object reports (its `byteCount` and `invalidInput` grow).
  private(set) var description: InputDescription
  /// Bytes of a byte order mark skipped at the start of the input.
  let markLength: Int
  let strict: Bool
  let source: String
  var isFirstChunk = true
  /// The first bytes of input read as UTF-8 by default (no BOM, no `--encoding`), for the hint
  /// when it turns out not to be UTF-8: the first chunk, kept (not copied), then what
  /// ``addToSample(_:)`` adds up to `detectionLimit` bytes.
  private(set) var sample: [UInt8]?
  /// How many bytes of the first chunk detection reads (`--detect-bytes`).
  let detectionLimit: Int

  /// Decides from the first chunk (a byte order mark, `--encoding`, or ICU's detector for
  /// `--encoding auto`). `sniffs` is false for a command-line argument: typed text has no BOM
  /// to honour, and a U+FEFF typed there is shown.
  ///
  /// - Throws: `InputError` for an unknown `--encoding`.
  init(options: DecodingOptions, firstChunk: [UInt8], source: String, sniffs: Bool = true)
    throws(InputError)
  {
    self.strict = options.strict
    detectionLimit = options.detectBytes.limit
    self.source = source
    var encoding: Encoding?
    var origin = InputDescription.EncodingSource.default
    var confidence: Int?
    var markLength = 0
    let mark = sniffs ? ByteOrderMark(sniffing: firstChunk) : nil
    switch options.encoding {
    case nil, "auto"?:
      if let mark {
        encoding = try? Encoding(named: mark.encodingName)
        origin = .bom
        // A UTF-8 BOM is named but kept (U+FEFF stays in the text, as uconv and the standard
        // library keep it): UTF-8 input is read byte for byte. Other BOMs only mark the
        // encoding and are dropped, as ICU's "UTF-16" converter drops them.
        markLength = mark == .utf8 ? 0 : mark.bytes.count
      } else if options.encoding == "auto" {
        // Nothing better than a guess of 10 leaves the input UTF-8, by default.
        let guess = CharsetDetector.likelyEncodings(in: firstChunk, limit: options.detectBytes.limit).first
        if let guess, let guessed = try? Encoding(named: guess.name) {
          (encoding, origin, confidence) = (guessed, .detected, guess.confidence)
        }
      }
    case let name?:
      do {
        encoding = try Encoding(named: name)
      } catch {
        throw InputError(description: error.description)
      }
      origin = .option
    }
    self.markLength = markLength
    sample = origin == .default && sniffs ? firstChunk : nil
    if let encoding, !encoding.isUTF8 {
      decoder = try? EncodingDecoder(encoding: encoding)
    } else {
      decoder = nil
    }
    description = InputDescription(
      encoding: encoding?.name ?? "UTF-8", encodingSource: origin, confidence: confidence, byteCount: 0)
  }

  /// With `inputOffsets` set (before the first chunk), each converted chunk's scalars' input
  /// offsets go there, in the order the scalars are handed on.
  var inputOffsets: (any InputOffsetRecorder)? {
    didSet {
      decoder?.recordsInputOffsets = inputOffsets != nil
      inputOffsets?.isConverted = decoder != nil
      keepsInputBytes =
        decoder.map { $0.encoding.hasShiftStates
          && inputOffsets?.wantsInputBytes(shifts: InputShifts($0.encoding)) == true } ?? false
    }
  }

  /// Whether each chunk goes to `inputOffsets` as read too (an encoding with shift states, for
  /// a recorder that asked).
  private var keepsInputBytes = false

  /// Whether the text is read straight as UTF-8 (the bytes themselves, after any BOM).
  var isUTF8: Bool { decoder == nil }

  /// A chunk on its way into the UTF-8 pipeline: bytes read as UTF-8, which the pipeline
  /// still checks, or a converter's output, which is well-formed already and goes on as it is.
  enum Chunk {
    case unchecked([UInt8])
    case wellFormed(WellFormedUTF8)

    /// The UTF-8 bytes either way.
    var bytes: [UInt8] {
      switch self {
      case .unchecked(let bytes): bytes
      case .wellFormed(let utf8): utf8.bytes
      }
    }
  }

  /// The next chunk as UTF-8: the chunk itself for UTF-8 input (after a BOM on the first), else
  /// what the converter makes of it.
  ///
  /// - Throws: `InputError` under `--strict` at the first sequence that did not decode.
  func utf8(_ chunk: [UInt8]) throws(InputError) -> [UInt8] { try next(chunk).bytes }

  /// The next chunk as UTF-8, saying whether it is still to be checked (UTF-8 input, after a
  /// BOM on the first) or the converter's well-formed output.
  ///
  /// - Throws: `InputError` under `--strict` at the first sequence that did not decode.
  /// - Complexity: O(`chunk.count`).
  func next(_ chunk: [UInt8]) throws(InputError) -> Chunk {
    description.byteCount += chunk.count
    if keepsInputBytes { inputOffsets?.appendInput(chunk) }
    var chunk = chunk
    if isFirstChunk {
      isFirstChunk = false
      if markLength > 0 {
        chunk.removeFirst(min(markLength, chunk.count))
      }
    }
    guard let decoder else { return .unchecked(chunk) }
    return .wellFormed(try take(decoder.decode(chunk)))
  }

  /// Adds a chunk after the first to the hint's sample while it holds fewer than
  /// `detectionLimit` bytes: a pipe's first read may give one line, and the hint still reads
  /// the input's first `detectionLimit` bytes, as when the first chunk was read that far.
  ///
  /// - Complexity: O(the bytes added).
  func addToSample(_ chunk: some Collection<UInt8>) {
    guard let count = sample?.count, count < detectionLimit else { return }
    sample!.append(contentsOf: chunk.prefix(detectionLimit - count))
  }

  /// Counts a UTF-8 input read whole, which the fast path hands on untouched.
  func describeWhole(byteCount: Int) { description.byteCount = byteCount }

  /// Counts a chunk of UTF-8 input the streamed fast path hands on untouched.
  func count(_ byteCount: Int) { description.byteCount += byteCount }

  /// The end of the input: what the converter held back (a sequence cut short is reported).
  func finish() throws(InputError) -> [UInt8] { try finishConverted().bytes }

  /// ``finish()``, as the converter's well-formed UTF-8 (nothing for UTF-8 input).
  func finishConverted() throws(InputError) -> WellFormedUTF8 {
    guard let decoder else { return .empty }
    return try take(decoder.finish())
  }

  /// Moves an offset in the UTF-8 stream handed on to the input's own offset: past the BOM.
  /// (For converted input, offsets in the input are in `description.invalidInput`.)
  func inputOffset(ofUTF8Offset utf8Offset: Int) -> Int { utf8Offset + markLength }

  /// `invalid` with offsets in the input (past the BOM).
  func shifted(_ invalid: [InvalidUTF8Sequence]) -> [InvalidUTF8Sequence] {
    guard markLength > 0 else { return invalid }
    return invalid.map { sequence in
      var sequence = sequence
      sequence.utf8Offset += markLength
      return sequence
    }
  }

  private func take(_ output: EncodingDecoder.Output) throws(InputError) -> WellFormedUTF8 {
    var output = output
    if markLength > 0 {
      for index in output.invalid.indices { output.invalid[index].inputOffset += markLength }
    }
    if let inputOffsets {
      inputOffsets.append(output.scalarInputOffsets.map { $0 + markLength })
    }
    if strict, let first = output.invalid.first {
      throw InputError(
        description: "\(source) is not valid \(description.encoding) (--strict): \(Self.describe(first))")
    }
    description.appendInvalidInput(output.invalid)
    return output.wellFormedUTF8
  }

  /// "unmappable sequence [82 A0] at byte 4".
  static func describe(_ sequence: InvalidInputSequence) -> String {
    let hex = Hex.bytes(sequence.bytes).joined(separator: " ")
    return "\(sequence.kind.explanation) [\(hex)] at byte \(sequence.inputOffset)"
  }

  /// The fewest bytes a hint is given for: 256.
  static let minimumSampleSize = 256

  /// Likely encodings of an input of at least 256 bytes read as UTF-8 by default that is not
  /// UTF-8 (`invalidUTF8Count` sequences repaired), looks like UTF-16 without a BOM, or has
  /// ISO-2022 escapes.
  func guesses(invalidUTF8Count: Int) -> [EncodingGuess] {
    // A guess needs text to go on: ICU's confidences on a few bytes are noise.
    guard let sample, sample.count >= Self.minimumSampleSize else { return [] }
    let guesses = CharsetDetector.likelyEncodings(in: sample, limit: detectionLimit).filter { $0.name != "UTF-8" }
    let head = sample.prefix(detectionLimit)
    // ISO-2022-JP is 7-bit, so valid UTF-8: its escape ESC $ gives it away.
    let hasISO2022Escape = zip(head, head.dropFirst()).contains { $0 == 0x1B && $1 == 0x24 }
    let looksUTF16 = guesses.first.map { $0.name.hasPrefix("UTF-16") } ?? false
    guard invalidUTF8Count > 0 || looksUTF16 || hasISO2022Escape else { return [] }
    return Array(guesses.prefix(3))
  }

  /// Tells stderr how the input was read when it was not plain UTF-8, what did not decode
  /// (the first five sequences), so nothing is replaced silently, and which encodings input
  /// that is not UTF-8 may be in. Records the description for the JSON `input` object under
  /// `name`.
  func conclude(name: String? = nil, invalidUTF8Count: Int = 0) {
    description.likelyEncodings = guesses(invalidUTF8Count: invalidUTF8Count)
    InputRecord.add(description, name: name)
    if let best = description.likelyEncodings.first {
      let list = description.likelyEncodings.map { guess in
        "\(guess.name) (confidence \(guess.confidence)" + (guess.isLowConfidence ? ", low" : "") + ")"
      }
      StandardError.writeLine(
        "ustr: hint: \(source) may not be UTF-8; ICU's detector suggests "
          + list.joined(separator: ", ") + ": try --encoding \(best.name), or --encoding auto")
    }
    if description.encodingSource != .default {
      let how =
        switch description.encodingSource {
        case .bom: "its byte order mark"
        case .option: "--encoding"
        case .detected: "detection, confidence \(description.confidence ?? 0)"
        case .default: "default"
        }
      StandardError.writeLine("ustr: note: \(source) read as \(description.encoding) (from \(how))")
    }
    let invalid = description.invalidInput
    let count = description.invalidInputCount
    guard !invalid.isEmpty else { return }
    let shown = invalid.prefix(5).map(Self.describe).joined(separator: "; ")
    let more = count > 5 ? "; and \(count - 5) more" : ""
    StandardError.writeLine(
      "ustr: warning: \(source) is not valid \(description.encoding): \(count) sequence(s) "
        + "replaced by U+FFFD (--strict refuses them): \(shown)\(more)")
  }
}
