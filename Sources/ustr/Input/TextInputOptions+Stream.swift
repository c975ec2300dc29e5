import UStrCore
import UStrICU

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
  ///
  /// When a pipe or a terminal pauses (``InputChunks/pauseMilliseconds``), `paused` shows what
  /// the command holds and the output is flushed, so rows and filtered text follow a slow
  /// writer.
  func stream(
    inputOffsets: (any InputOffsetRecorder)? = nil, paused: () throws -> Void = {},
    _ body: (String) throws -> Void
  ) throws -> StreamedInput {
    guard text == nil, !decoding.escapes else {
      let whole = try read(inputOffsets: inputOffsets)
      for step in Self.steps(of: whole.text) { try body(String(step)) }
      return StreamedInput(source: whole.source, invalid: InvalidUTF8List(whole.decoding.invalid))
    }
    return try streamChunks(inputOffsets: inputOffsets, paused: paused) { decoder, chunk in
      guard let chunk else {
        let rest = decoder.finish()
        if !rest.repairedUTF8.isEmpty { try body(String(wellFormedUTF8: rest.repairedUTF8)) }
        return rest.invalid
      }
      switch chunk {
      case .unchecked(let bytes):
        let output = decoder.decodeText(bytes)
        if !output.text.isEmpty { try body(output.text) }
        return output.invalid
      case .wellFormed(let utf8):
        // A converter's whole scalars: the String is made at once, with no stream decoder.
        if !utf8.bytes.isEmpty { try body(String(wellFormedUTF8: utf8.bytes)) }
        return []
      }
    }
  }

  /// ``stream(inputOffsets:_:)`` for a consumer of UTF-8: `body` gets well-formed UTF-8 (whole
  /// scalars, ill-formed sequences repaired with U+FFFD), in place in the read buffer wherever
  /// the input is well-formed UTF-8, so no `String` is made and no chunk is copied. The bytes
  /// are valid only during the call.
  func streamUTF8(
    inputOffsets: (any InputOffsetRecorder)? = nil, paused: () throws -> Void = {},
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws -> StreamedInput {
    guard text == nil, !decoding.escapes else {
      return try stream(inputOffsets: inputOffsets) { text in
        var text = text
        try text.withUTF8 { try body($0) }
      }
    }
    return try streamChunks(inputOffsets: inputOffsets, paused: paused) { decoder, chunk in
      guard let chunk else {
        let rest = decoder.finish()
        if !rest.repairedUTF8.isEmpty { try rest.repairedUTF8.withUnsafeBufferPointer { try body($0) } }
        return rest.invalid
      }
      switch chunk {
      case .unchecked(let bytes):
        return try decoder.decode(inPlace: bytes) { bytes in try body(bytes) }
      case .wellFormed(let utf8):
        // A converter's whole scalars go on as they are: no second validation.
        if !utf8.bytes.isEmpty { try utf8.bytes.withUnsafeBufferPointer { try body($0) } }
        return []
      }
    }
  }

  /// The read loop of a streamed input: each chunk of the file or standard input goes to
  /// `decode` with the stream's decoder, which hands the text on and returns the ill-formed
  /// sequences it found (offsets in the UTF-8 stream); `nil` at the end, when the decoder is to
  /// finish. UTF-8 input comes unchecked; input in another encoding comes as the converter's
  /// well-formed UTF-8, which needs no stream decoder. The read buffer is reused from chunk to
  /// chunk. Before each read of a pipe or a terminal that has nothing ready, `paused` runs
  /// and the output is flushed (``InputChunks/pauseMilliseconds``).
  private func streamChunks(
    inputOffsets: (any InputOffsetRecorder)?, paused: () throws -> Void,
    _ decode: (inout UTF8StreamDecoder, InputEncodingPlan.Chunk?) throws -> [InvalidUTF8Sequence]
  ) throws -> StreamedInput {
    let chunks = try file.map { path throws(InputError) in try InputChunks(path: path) } ?? .standardInput()
    let source = chunks.name
    let maximum = try InputFile.maximumSize()
    if let size = chunks.regularFileSize, size > maximum {
      throw InputFile.tooLarge(chunks.name, size: size, maximum: maximum)
    }
    // Sequences past the list's limit are only counted, so bad bytes cost no memory per byte.
    var decoder = UTF8StreamDecoder(listLimit: InvalidUTF8List.listLimit)
    var invalid = InvalidUTF8List()
    var bytesRead = 0
    var plan: InputEncodingPlan?
    func take(_ found: [InvalidUTF8Sequence]) throws {
      guard !found.isEmpty else { return }
      var found = found
      if let plan { found = plan.shifted(found) }
      if decoding.strict, let first = found.first {
        throw InputError(description: InputText.invalidMessage(first, source: source))
      }
      invalid.append(contentsOf: found)
    }
    var buffer: [UInt8] = []
    // A pipe (a terminal, a device) is read as its text comes: a first read that waits only
    // while its bytes may begin a byte order mark (with --encoding auto, 64 KiB or
    // --detect-bytes for the detector), then what each read gives, so rows follow a slow
    // writer; the hint's sample grows from the chunks as they pass.
    let isRegularFile = chunks.regularFileSize != nil
    while true {
      if chunks.isPaused() {
        try paused()
        try StandardOutput.showPaused()
      }
      if plan == nil {
        buffer = try chunks.readFirst(fileChunkSize: Self.streamChunkSize, decoding: decoding)
        plan = try InputEncodingPlan(options: decoding, firstChunk: buffer, source: source)
        plan?.inputOffsets = inputOffsets
      } else {
        // (A pipe's read gives at most its buffer, 64 KiB: the chunk is no larger.)
        try chunks.read(
          into: &buffer, upTo: isRegularFile ? Self.streamChunkSize : InputChunks.chunkSize, waitsToFill: isRegularFile)
        plan?.addToSample(buffer)
      }
      if buffer.isEmpty { break }
      bytesRead += buffer.count
      if bytesRead > maximum { throw InputFile.tooLarge(chunks.name, size: nil, maximum: maximum) }
      // A non-UTF-8 input is converted here, chunk by chunk, and goes on as UTF-8.
      try take(decode(&decoder, plan!.next(buffer)))
    }
    if let plan { try take(decode(&decoder, .wellFormed(plan.finishConverted()))) }
    try take(decode(&decoder, nil))
    invalid.appendUnlisted(count: decoder.unlistedCount, replacementCount: decoder.unlistedReplacementCount)
    plan?.conclude(invalidUTF8Count: invalid.count)
    return StreamedInput(source: source, invalid: invalid)
  }

  /// The input, decoded, for a command that needs the whole text: a file or standard input is
  /// read a chunk at a time into one string reserved at the file's size, so the text is held
  /// once, not as bytes and again as a string (`read()` holds both for a moment: twice the
  /// input at its peak).
  ///
  /// - Throws: What ``stream(inputOffsets:_:)`` throws.
  func readHeldOnce(inputOffsets: (any InputOffsetRecorder)? = nil) throws -> InputText {
    var text = ""
    if let size = regularFileSize { text.reserveCapacity(size) }
    let read = try stream(inputOffsets: inputOffsets) { text += $0 }
    return InputText(decoding: UTF8Decoding(text: text, invalid: read.invalid), source: read.source)
  }

  /// Whether the input is standard input (no text argument, no `--file` other than "-").
  var readsStandardInput: Bool { text == nil && (file == nil || file == "-") }

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
