import UStrCore
import UStrICU

/// What a command's input was as bytes: its encoding, how ustr knew it, its size, and every
/// sequence that did not decode in that encoding. The JSON `input` object of every command that
/// reads text.
///
///     {"encoding": "UTF-16LE", "encodingSource": "bom", "confidence": null, "byteCount": 26,
///      "invalidInputCount": 0, "invalidInput": []}
public struct InputDescription: Encodable, Sendable {
  /// How ustr knew the encoding.
  public enum EncodingSource: String, Encodable, Sendable {
    /// Nothing said otherwise: UTF-8.
    case `default`
    /// A byte order mark at the start of the input.
    case bom
    /// `--encoding NAME`.
    case option
    /// `--encoding auto`: ICU's charset detector.
    case detected
  }

  /// The encoding's standard name ("UTF-8", "UTF-16LE", "Shift_JIS", "windows-1252").
  public var encoding: String
  public var encodingSource: EncodingSource
  /// ICU's detector's confidence (0–100) when the encoding was detected, else `nil`.
  public var confidence: Int?
  /// The input's size in bytes, byte order mark included.
  public var byteCount: Int
  /// The sequences replaced because they do not decode in `encoding` (not UTF-8: those are the
  /// `invalidUTF8` of each report): the first `InvalidUTF8List.listLimit` of them.
  public var invalidInput: [InvalidInputSequence]
  /// How many sequences were replaced in all: `invalidInput.count`, or more when it lists only
  /// the first of them.
  public var invalidInputCount: Int
  /// For input read as UTF-8 by default that is not UTF-8 (or looks like UTF-16 without a BOM):
  /// the encodings ICU's detector suggests, best first; else empty.
  public var likelyEncodings: [EncodingGuess] = []

  public init(
    encoding: String, encodingSource: EncodingSource, confidence: Int? = nil, byteCount: Int,
    invalidInput: [InvalidInputSequence] = []
  ) {
    self.encoding = encoding
    self.encodingSource = encodingSource
    self.confidence = confidence
    self.byteCount = byteCount
    self.invalidInput = invalidInput
    invalidInputCount = invalidInput.count
  }

  /// Counts `sequences`, the next ones replaced, listing them while the list has room: a
  /// gigabyte of bytes that do not decode costs no more memory than a thousand.
  package mutating func appendInvalidInput(_ sequences: [InvalidInputSequence]) {
    invalidInputCount += sequences.count
    let room = InvalidUTF8List.listLimit - invalidInput.count
    if room > 0 { invalidInput += sequences.prefix(room) }
  }

  enum CodingKeys: String, CodingKey {
    case encoding, encodingSource, confidence, byteCount, invalidInputCount, invalidInput
    case likelyEncodings
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(encoding, forKey: .encoding)
    try container.encode(encodingSource, forKey: .encodingSource)
    try container.encode(confidence, forKey: .confidence)
    try container.encode(byteCount, forKey: .byteCount)
    try container.encode(invalidInputCount, forKey: .invalidInputCount)
    try container.encode(invalidInput, forKey: .invalidInput)
    try container.encode(likelyEncodings, forKey: .likelyEncodings)
  }
}
