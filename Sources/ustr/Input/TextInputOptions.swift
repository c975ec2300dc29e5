import ArgumentParser
import UStrCore
import UStrReport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command's text comes from: the argument, `--file`, or standard input; and how to read
/// it (`--escapes`, `--strict`).
struct TextInputOptions: ParsableArguments {
  @Argument(help: "The text. Omit it to read --file or standard input.")
  var text: String?

  @Option(
    name: .long,
    help: "Read the text from a file ('-' for standard input); at most 1 GiB ($USTR_MAX_INPUT_BYTES).")
  var file: String?

  @OptionGroup var decoding: DecodingOptions

  func validate() throws {
    if text != nil && file != nil {
      throw ValidationError("Give the text as an argument or with --file, not both.")
    }
    if text == nil && file == nil && isatty(0) == 1 {
      throw ValidationError(
        "No text: give it as an argument, with --file PATH, or on standard input (a pipe).")
    }
  }

  /// Reads the input and decodes it, reporting invalid UTF-8 rather than dropping it.
  /// With `inputOffsets`, each scalar's offset in the input goes there when the input is
  /// converted from another encoding.
  func read(inputOffsets: (any InputOffsetRecorder)? = nil, listLimit: Int = InvalidUTF8List.listLimit)
    throws(InputError) -> InputText
  {
    let bytes: [UInt8]
    let source: String
    if let text {
      bytes = RawArguments.bytes(of: text).bytes
      return try decoding.decode(
        bytes, source: "argument", sniffs: false, inputOffsets: inputOffsets, listLimit: listLimit)
    } else if let file {
      bytes = try InputFile.read(path: file)
      source = file == "-" ? "standard input" : InputFile.quoted(file)
    } else {
      bytes = try InputFile.readStandardInput()
      source = "standard input"
    }
    return try decoding.decode(bytes, source: source, inputOffsets: inputOffsets, listLimit: listLimit)
  }
}

/// Input bytes decoded into text, with every invalid UTF-8 sequence reported.
struct InputText {
  /// The decoded (and repaired) text.
  var decoding: UTF8Decoding
  /// Where it came from, for messages: "argument", "standard input", a quoted path.
  var source: String

  var text: String { decoding.text }

  /// Applies `--escapes` and `--strict` to raw input bytes.
  static func decode(
    _ bytes: [UInt8], source: String, escapes: Bool, strict: Bool, listLimit: Int = InvalidUTF8List.listLimit
  ) throws(InputError) -> InputText {
    var bytes = bytes
    if escapes {
      // Escapes are written in text, so the well-formed stretches are read as text and their
      // escapes decoded (into any bytes: \xHH); ill-formed bytes between them pass through as
      // they are, so the decoding below still reports them instead of hiding them as U+FFFD.
      // An escape is ASCII, so none spans an ill-formed byte.
      let typed = UTF8Decoding(bytes: bytes)
      if strict, let first = typed.invalid.first {
        throw InputError(description: invalidMessage(first, source: source))
      }
      var decoded: [UInt8] = []
      var stretchStart = 0
      func decodeStretch(upTo end: Int) throws(InputError) {
        let stretch = String(decoding: bytes[stretchStart..<end], as: UTF8.self)
        do {
          decoded += try EscapeDecoding.decode(stretch)
        } catch {
          var located = error
          located.utf8Offset += stretchStart
          throw InputError(description: "\(source): \(located.description)")
        }
      }
      for sequence in typed.invalid {
        try decodeStretch(upTo: sequence.utf8Offset)
        decoded += sequence.bytes
        stretchStart = sequence.utf8Offset + sequence.bytes.count
      }
      try decodeStretch(upTo: bytes.count)
      bytes = decoded
    }
    // The first sequences are listed, the rest counted: bad bytes cost no memory each.
    let decoding = UTF8Decoding(bytes: bytes, listLimit: listLimit)
    if strict, let first = decoding.invalid.first {
      throw InputError(description: invalidMessage(first, source: source))
    }
    return InputText(decoding: decoding, source: source)
  }

  static func invalidMessage(_ sequence: InvalidUTF8Sequence, source: String) -> String {
    "\(source) is not valid UTF-8 (--strict): \(describe(sequence))"
  }

  /// "encoded surrogate [ED A0 80] at byte 1".
  static func describe(_ sequence: InvalidUTF8Sequence) -> String {
    let hex = Hex.bytes(sequence.bytes).joined(separator: " ")
    return "\(sequence.kind.explanation) [\(hex)] at byte \(sequence.utf8Offset)"
  }

  /// Tells stderr that the input was repaired: how many sequences, and the first five with their
  /// byte offsets, bytes and kinds, so nothing is dropped silently. `consequence` says what the
  /// repair means for this command's answer.
  func warnIfRepaired(consequence: String = "") {
    Self.warnIfRepaired(decoding.invalid, count: decoding.invalidCount, source: source, consequence: consequence)
  }

  /// The warning of ``warnIfRepaired(consequence:)`` for `invalid`, the sequences repaired in
  /// input read from `source` (whole or streamed).
  static func warnIfRepaired(
    _ invalid: [InvalidUTF8Sequence], count: Int? = nil, source: String, consequence: String = ""
  ) {
    guard !invalid.isEmpty else { return }
    let count = count ?? invalid.count
    let shown = invalid.prefix(5).map(Self.describe).joined(separator: "; ")
    let more = count > 5 ? "; and \(count - 5) more" : ""
    StandardError.writeLine(
      "ustr: warning: \(source) is not valid UTF-8: \(count) ill-formed sequence(s) "
        + "replaced by U+FFFD (--strict refuses them): \(shown)\(more)\(consequence)")
  }
}
