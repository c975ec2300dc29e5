import ArgumentParser
import UStrCore

/// How every command reads its input bytes: `--encoding`, `--escapes` and `--strict`.
struct DecodingOptions: ParsableArguments {
  @Option(
    help: """
      The input's encoding: any name or alias ICU knows ('ustr encodings' lists them), or 'auto' \
      to let ICU's detector choose. Default: UTF-8, or what a byte order mark says.
      """)
  var encoding: String?

  @Option(
    help: ArgumentHelp(
      """
      How many bytes from the start of the input ICU's detector reads, for --encoding auto and \
      the hint on input that is not UTF-8: a number, or 'all' (the whole input is then kept for \
      the detector, and with --encoding auto a stream is held until it is decided). Default: 65536.
      """, valueName: "bytes|all"))
  var detectBytes: DetectionSize = .bytes(DetectionSize.defaultLimit)

  @Flag(help: "Read escapes in the text: \\u{301} \\u0301 \\U0001F600 \\x{301} \\xHH U+0301 &#x301; &#769;.")
  var escapes = false

  @Flag(help: "Fail (exit 2) on input that does not decode (invalid UTF-8, or bytes invalid or unmappable in --encoding) instead of replacing it with U+FFFD.")
  var strict = false

  func validate() throws {
    if case .bytes(let count) = detectBytes, count < 1 {
      throw ValidationError("--detect-bytes takes a number of bytes from 1, or 'all', not \(count).")
    }
  }

  /// Applies `--encoding`, `--escapes` and `--strict` to raw input bytes from `source`, read
  /// whole; `name` labels the input in JSON when a command reads two ("a", "b"). A byte order
  /// mark is honoured unless the bytes are a command-line argument (`sniffs` false). The first
  /// `listLimit` ill-formed UTF-8 sequences are listed, the rest counted.
  func decode(
    _ bytes: [UInt8], source: String, name: String? = nil, sniffs: Bool = true,
    inputOffsets: (any InputOffsetRecorder)? = nil, listLimit: Int = InvalidUTF8List.listLimit
  ) throws(InputError) -> InputText {
    let plan = try InputEncodingPlan(options: self, firstChunk: bytes, source: source, sniffs: sniffs)
    // Escapes change the scalars, so their offsets would no longer line up.
    if !escapes { plan.inputOffsets = inputOffsets }
    guard !plan.isUTF8 || plan.markLength > 0 else {
      plan.describeWhole(byteCount: bytes.count)
      let text = try InputText.decode(
        bytes, source: source, escapes: escapes, strict: strict, listLimit: listLimit)
      plan.conclude(name: name, invalidUTF8Count: text.decoding.invalidCount)
      return text
    }
    let utf8 = try plan.utf8(bytes) + plan.finish()
    plan.conclude(name: name)
    var text = try InputText.decode(utf8, source: source, escapes: escapes, strict: strict, listLimit: listLimit)
    text.decoding.invalid = plan.shifted(text.decoding.invalid)
    return text
  }
}
