import UStrCore

extension TextInputOptions {
  /// How many input bytes one step of a streamed command reads and decodes: 1 MiB.
  static let streamChunkSize = 1 << 20

  /// Reads the input a chunk at a time and hands `body` each stretch of decoded text (whole
  /// scalars, ill-formed UTF-8 repaired with U+FFFD), holding one chunk at a time: a file or
  /// standard input of any size within the maximum in bounded memory. An argument, and any
  /// input read with `--escapes` (an escape may span chunks), is decoded whole first and handed
  /// over in the same steps.
  ///
  /// With `inputOffsets`, the input offset of each scalar handed over goes there before its
  /// text, when the input is converted from another encoding.
  ///
  /// - Throws: `InputError` when the input cannot be read, is larger than the maximum (a regular
  ///   file by its size, before reading; a stream once it passes the maximum), or has invalid
  ///   UTF-8 under `--strict`; whatever `body` throws.
  func stream(inputOffsets: (any InputOffsetRecorder)? = nil, _ body: (String) throws -> Void) throws
    -> StreamedInput
  {
    guard text == nil, !decoding.escapes else {
      let whole = try read(inputOffsets: inputOffsets)
      for step in Self.steps(of: whole.text) { try body(String(step)) }
      return StreamedInput(source: whole.source, invalid: InvalidUTF8List(whole.decoding.invalid))
    }
    let chunks = try file.map { path throws(InputError) in try InputChunks(path: path) } ?? .standardInput()
    let source = chunks.name
    let maximum = try InputFile.maximumSize()
    if let size = chunks.regularFileSize, size > maximum {
      throw InputFile.tooLarge(chunks.name, size: size, maximum: maximum)
    }
    var decoder = UTF8StreamDecoder()
    var invalid = InvalidUTF8List()
    var bytesRead = 0
    var plan: InputEncodingPlan?
    func take(_ output: (text: String, invalid: [InvalidUTF8Sequence])) throws {
      var output = output
      if let plan { output.invalid = plan.shifted(output.invalid) }
      if decoding.strict, let first = output.invalid.first {
        throw InputError(description: InputText.invalidMessage(first, source: source))
      }
      invalid.append(contentsOf: output.invalid)
      if !output.text.isEmpty { try body(output.text) }
    }
    func take(_ output: UTF8StreamDecoder.Output) throws {
      try take((String(decoding: output.repairedUTF8, as: UTF8.self), output.invalid))
    }
    while true {
      let chunk =
        plan == nil
        ? try chunks.readFirst(chunkSize: Self.streamChunkSize, detectionLimit: decoding.detectBytes.limit)
        : try chunks.read(upTo: Self.streamChunkSize)
      if plan == nil {
        plan = try InputEncodingPlan(options: decoding, firstChunk: chunk, source: source)
        plan?.inputOffsets = inputOffsets
      }
      if chunk.isEmpty { break }
      bytesRead += chunk.count
      if bytesRead > maximum { throw InputFile.tooLarge(chunks.name, size: nil, maximum: maximum) }
      // A non-UTF-8 input is converted here, chunk by chunk, and goes on as UTF-8.
      try take(decoder.decodeText(plan!.utf8(chunk)))
    }
    if let plan { try take(decoder.decodeText(plan.finish())) }
    try take(decoder.finish())
    plan?.conclude(invalidUTF8Count: invalid.count)
    return StreamedInput(source: source, invalid: invalid)
  }

  /// The size in bytes of the `--file` (or of standard input redirected from a file) when it is
  /// a regular file: what a command that collects the text can reserve at once.
  var regularFileSize: Int? {
    guard text == nil else { return nil }
    return (try? file.map { path throws(InputError) in try InputChunks(path: path) } ?? .standardInput())?
      .regularFileSize
  }

  /// `text` in stretches of about `streamChunkSize` bytes, each ending at a scalar boundary.
  static func steps(of text: String) -> [Substring] {
    var steps: [Substring] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    while start < utf8.endIndex {
      var end = utf8.index(start, offsetBy: streamChunkSize, limitedBy: utf8.endIndex) ?? utf8.endIndex
      while end < utf8.endIndex && UTF8.isContinuation(utf8[end]) { end = utf8.index(after: end) }
      steps.append(text[start..<end])
      start = end
    }
    return steps
  }
}

/// What a streamed read leaves once the text has been handed over.
struct StreamedInput {
  /// Where it came from, for messages: "argument", "standard input", a quoted path.
  var source: String
  /// The ill-formed UTF-8 sequences, with offsets in the input: the first
  /// `InvalidUTF8List.listLimit` listed, all counted.
  var invalid: InvalidUTF8List
}

extension StreamedInput {
  /// Tells stderr that the input was repaired, as ``InputText/warnIfRepaired(consequence:)``
  /// does for input read whole.
  func warnIfRepaired(consequence: String = "") {
    InputText.warnIfRepaired(invalid.listed, count: invalid.count, source: source, consequence: consequence)
  }
}
