import ArgumentParser

/// How every command reads its input bytes: `--escapes` and `--strict`.
struct DecodingOptions: ParsableArguments {
  @Flag(help: "Read escapes in the text: \\u{301} \\u0301 \\U0001F600 \\x{301} \\xHH U+0301 &#x301; &#769;.")
  var escapes = false

  @Flag(help: "Fail (exit 2) on invalid UTF-8 instead of repairing it with U+FFFD.")
  var strict = false

  /// Applies `--escapes` and `--strict` to raw input bytes from `source`.
  func decode(_ bytes: [UInt8], source: String) throws(InputError) -> InputText {
    try InputText.decode(bytes, source: source, escapes: escapes, strict: strict)
  }
}
