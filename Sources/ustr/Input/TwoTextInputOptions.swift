import ArgumentParser

/// Two texts for commands that compare: arguments A and B, or `--file-a`/`--file-b`, with the
/// same `--escapes` and `--strict` rules as every other command.
struct TwoTextInputOptions: ParsableArguments {
  @Argument(help: "The first text (or use --file-a).")
  var a: String?

  @Argument(help: "The second text (or use --file-b).")
  var b: String?

  @Option(name: .customLong("file-a"), help: "Read the first text from a file ('-' for stdin).")
  var fileA: String?

  @Option(name: .customLong("file-b"), help: "Read the second text from a file ('-' for stdin).")
  var fileB: String?

  @OptionGroup var decoding: DecodingOptions

  func validate() throws {
    let given = [a, b].compactMap { $0 }.count + [fileA, fileB].compactMap { $0 }.count
    guard given == 2 else {
      throw ValidationError("Give two texts: A and B as arguments, or with --file-a and --file-b.")
    }
    if fileA == "-" && fileB == "-" {
      throw ValidationError("Only one of --file-a and --file-b can be standard input.")
    }
  }

  /// Readers of both texts, to be read side by side a stretch at a time: files and standard
  /// input in chunks, arguments (and anything read with `--escapes`) decoded whole first.
  /// Positional arguments fill A then B, whichever files are not given.
  ///
  /// - Throws: `InputError` when a file cannot be opened or is too large, or an argument is not
  ///   valid under `--escapes` or `--strict`.
  func readers() throws(InputError) -> (a: TextChunkReader, b: TextChunkReader) {
    var positionals = [a, b].compactMap { $0 }[...]
    var searchFrom = 0
    func next(file: String?, name: String) throws(InputError) -> TextChunkReader {
      if let file { return try TextChunkReader(path: file, decoding: decoding, name: name.lowercased()) }
      let value = positionals.removeFirst()
      // Two arguments can repair to the same string ("\xFF" and "\xFE" both become U+FFFD), so
      // B's raw bytes are searched for after A's.
      let raw = RawArguments.bytes(of: value, from: searchFrom)
      if let index = raw.index { searchFrom = index + 1 }
      // Every ill-formed sequence is listed: `compare` puts the bytes back to compare them.
      return TextChunkReader(
        decoded: try decoding.decode(
          raw.bytes, source: name, name: name.lowercased(), sniffs: false, listLimit: .max))
    }
    let first = try next(file: fileA, name: "A")
    let second = try next(file: fileB, name: "B")
    return (first, second)
  }
}
