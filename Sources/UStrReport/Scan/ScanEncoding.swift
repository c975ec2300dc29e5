public import UStrICU

/// How `ustr scan` decides each file's encoding before its lines are scanned.
///
///     ScanEncoding.byteOrderMark                         // UTF-8, or what a BOM says
///     ScanEncoding.named(try Encoding(named: "sjis"))    // --encoding Shift_JIS
///     ScanEncoding.detected                              // --encoding auto
///
/// Whatever the encoding, the rules run on the decoded text (lines and columns in it), and every
/// sequence the encoding cannot decode is an `invalid-input` finding at its offset in the file.
public enum ScanEncoding: Hashable, Sendable {
  /// UTF-8, unless the file starts with a byte order mark (UTF-8, UTF-16LE/BE, UTF-32LE/BE),
  /// which names its encoding. The default.
  case byteOrderMark
  /// Every file in this encoding (`--encoding NAME`); a byte order mark is not looked for, so
  /// `--encoding utf-8` reads every file as UTF-8.
  case named(Encoding)
  /// Per file (`--encoding auto`): a byte order mark; else UTF-16 when NUL bytes fill (nearly)
  /// every other byte; else UTF-8 when the first bytes are UTF-8 without ISO 2022 escapes; else
  /// the likeliest encoding of `CharsetDetector.likelyEncodings(in:limit:)`; else UTF-8.
  case detected
}

/// How one file scanned was read, when it was not plain UTF-8 by default: its encoding and
/// how ustr knew it. The JSON summary's `inputs[]`, and SARIF's `artifacts[]`.
///
///     {"path": "notes.txt", "encoding": "UTF-16LE", "encodingSource": "bom", "confidence": null,
///      "byteCount": 2048}
public struct ScanInput: Hashable, Sendable, Encodable {
  /// The file as findings name it.
  public var path: String
  /// The encoding's standard name ("UTF-16LE", "Shift_JIS", "windows-1252").
  public var encoding: String
  /// `bom`, `option` (`--encoding`) or `detected` (`--encoding auto`).
  public var encodingSource: InputDescription.EncodingSource
  /// For a detected encoding, the confidence (0–100) of ICU's detector (or of the NUL-parity
  /// test for UTF-16); else `nil`.
  public var confidence: Int?
  /// The file's size in bytes, byte order mark included, once it is scanned; `nil` for a file
  /// skipped as binary (`binaryLikelyText[]`).
  public var byteCount: Int?

  /// Whether the file's text came from a converter (not UTF-8), so that its findings carry
  /// offsets in the file's own bytes (`inputOffset`) beside those in the decoded text.
  public var isConverted: Bool { encoding != "UTF-8" }

  /// Creates a description.
  public init(
    path: String, encoding: String, encodingSource: InputDescription.EncodingSource,
    confidence: Int? = nil
  ) {
    self.path = path
    self.encoding = encoding
    self.encodingSource = encodingSource
    self.confidence = confidence
  }

  enum CodingKeys: String, CodingKey { case path, encoding, encodingSource, confidence, byteCount }

  /// Encodes the description, `confidence` and `byteCount` as null when there is none.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path, forKey: .path)
    try container.encode(encoding, forKey: .encoding)
    try container.encode(encodingSource, forKey: .encodingSource)
    try container.encode(confidence, forKey: .confidence)
    try container.encode(byteCount, forKey: .byteCount)
  }
}
