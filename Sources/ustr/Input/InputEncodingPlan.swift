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

  /// Decides from the first chunk (a byte order mark, `--encoding`, or ICU's detector for
  /// `--encoding auto`). `sniffs` is false for a command-line argument: typed text has no BOM
  /// to honour, and a U+FEFF typed there is shown.
  ///
  /// - Throws: `InputError` for an unknown `--encoding`.
  init(options: DecodingOptions, firstChunk: [UInt8], source: String, sniffs: Bool = true)
    throws(InputError)
  {
    self.strict = options.strict
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
        markLength = mark.bytes.count
      } else if options.encoding == "auto" {
        let guess = CharsetDetector.guesses(in: firstChunk).first
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
    if let encoding, !encoding.isUTF8 {
      decoder = try? EncodingDecoder(encoding: encoding)
    } else {
      decoder = nil
    }
    description = InputDescription(
      encoding: encoding?.name ?? "UTF-8", encodingSource: origin, confidence: confidence, byteCount: 0)
  }

  /// Whether the text is read straight as UTF-8 (the bytes themselves, after any BOM).
  var isUTF8: Bool { decoder == nil }

  /// The next chunk as UTF-8: the chunk itself for UTF-8 input (after a BOM on the first), else
  /// what the converter makes of it.
  ///
  /// - Throws: `InputError` under `--strict` at the first sequence that did not decode.
  func utf8(_ chunk: [UInt8]) throws(InputError) -> [UInt8] {
    description.byteCount += chunk.count
    var chunk = chunk
    if isFirstChunk {
      isFirstChunk = false
      if markLength > 0 {
        chunk.removeFirst(min(markLength, chunk.count))
      }
    }
    guard let decoder else { return chunk }
    return try take(decoder.decode(chunk))
  }

  /// Counts a UTF-8 input read whole, which the fast path hands on untouched.
  func describeWhole(byteCount: Int) { description.byteCount = byteCount }

  /// Counts a chunk of UTF-8 input the streamed fast path hands on untouched.
  func count(_ byteCount: Int) { description.byteCount += byteCount }

  /// The end of the input: what the converter held back (a sequence cut short is reported).
  func finish() throws(InputError) -> [UInt8] {
    guard let decoder else { return [] }
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

  private func take(_ output: EncodingDecoder.Output) throws(InputError) -> [UInt8] {
    var output = output
    if markLength > 0 {
      for index in output.invalid.indices { output.invalid[index].inputOffset += markLength }
    }
    if strict, let first = output.invalid.first {
      throw InputError(
        description: "\(source) is not valid \(description.encoding) (--strict): \(Self.describe(first))")
    }
    description.invalidInput += output.invalid
    return output.utf8
  }

  /// "unmappable sequence [82 A0] at byte 4".
  static func describe(_ sequence: InvalidInputSequence) -> String {
    let hex = Hex.bytes(sequence.bytes).joined(separator: " ")
    return "\(sequence.kind.explanation) [\(hex)] at byte \(sequence.inputOffset)"
  }

  /// Tells stderr how the input was read when it was not plain UTF-8, and what did not decode
  /// (the first five sequences), so nothing is replaced silently. Records the description for
  /// the JSON `input` object under `name`.
  func conclude(name: String? = nil) {
    InputRecord.add(description, name: name)
    if description.encodingSource != .default {
      let how =
        switch description.encodingSource {
        case .bom: "its byte order mark"
        case .option: "--encoding"
        case .detected: "ICU's detector, confidence \(description.confidence ?? 0)"
        case .default: "default"
        }
      StandardError.writeLine("ustr: note: \(source) read as \(description.encoding) (from \(how))")
    }
    let invalid = description.invalidInput
    guard !invalid.isEmpty else { return }
    let shown = invalid.prefix(5).map(Self.describe).joined(separator: "; ")
    let more = invalid.count > 5 ? "; and \(invalid.count - 5) more" : ""
    StandardError.writeLine(
      "ustr: warning: \(source) is not valid \(description.encoding): \(invalid.count) sequence(s) "
        + "replaced by U+FFFD (--strict refuses them): \(shown)\(more)")
  }
}
