import UStrCore
import UStrICU

/// One input handed over a stretch of decoded text at a time, when the caller asks (a pull): what
/// lets `ustr compare` read two inputs side by side. A file or standard input is read and
/// decoded a chunk at a time, holding one chunk; an argument, and any input read with
/// `--escapes` (an escape may span chunks), is decoded whole first and handed over in the same
/// steps.
///
///     var reader = try TextChunkReader(path: "big.txt", decoding: options)
///     while let text = try reader.next() { ... }   // whole scalars, about 1 MiB each
///     reader.invalid                                // every ill-formed sequence, repaired
///     reader.inputBytes                             // the bytes behind the last stretch
struct TextChunkReader {
  /// Where the text comes from, for messages: "A", "standard input", a quoted path.
  let source: String
  /// The ill-formed UTF-8 sequences handed over so far, with offsets in the input: the first
  /// `InvalidUTF8List.listLimit` listed, all counted.
  private(set) var invalid = InvalidUTF8List()
  /// The input's UTF-8 bytes behind the text handed over by the last ``next()``, ill-formed
  /// sequences as they were: the bytes read (a few may wait for the next call), the converter's
  /// UTF-8 for input in another encoding, or, for text decoded whole, all of it at the first
  /// call. Joined, they are the input's bytes, which `ustr compare` compares as they come.
  private(set) var inputBytes: [UInt8] = []
  let strict: Bool
  /// The input read a chunk at a time, or `nil` for text decoded whole.
  let chunks: InputChunks?
  var decoder = UTF8StreamDecoder(listLimit: InvalidUTF8List.listLimit)
  /// The bytes of text decoded whole, handed over with its first step.
  var wholeBytes: [UInt8] = []
  var bytesRead = 0
  let maximum: Int
  /// The text decoded whole, in steps, and the next step.
  var steps: [Substring] = []
  var nextStep = 0
  var isFinished = false
  /// How the bytes become UTF-8, decided at the first chunk; `name` labels the input in JSON.
  let decoding: DecodingOptions?
  var plan: InputEncodingPlan?
  let name: String?

  /// A reader of the file at `path` ("-" for standard input).
  ///
  /// - Throws: `InputError` when the file cannot be opened, or is a regular file larger than
  ///   the maximum input; when it is read whole (`--escapes`), as `InputFile.read` does.
  init(path: String, decoding: DecodingOptions, name: String? = nil) throws(InputError) {
    source = path == "-" ? "standard input" : InputFile.quoted(path)
    strict = decoding.strict
    maximum = try InputFile.maximumSize()
    self.decoding = decoding
    self.name = name
    if decoding.escapes {
      chunks = nil
      // Every ill-formed sequence is listed, so the input's bytes can be put back.
      let whole = try decoding.decode(try InputFile.read(path: path), source: source, name: name, listLimit: .max)
      setSteps(whole)
      return
    }
    let chunks = try InputChunks(path: path)
    if let size = chunks.regularFileSize, size > maximum {
      throw InputFile.tooLarge(chunks.name, size: size, maximum: maximum)
    }
    self.chunks = chunks
  }

  /// A reader of text decoded whole (an argument).
  init(decoded whole: InputText) {
    source = whole.source
    strict = false
    maximum = Int.max
    chunks = nil
    decoding = nil
    name = nil
    setSteps(whole)
  }

  mutating func setSteps(_ whole: InputText) {
    steps = TextInputOptions.steps(of: whole.text)
    invalid = InvalidUTF8List(whole.decoding.invalid)
    wholeBytes = whole.decoding.originalBytes ?? Array(whole.text.utf8)
  }

  /// The next stretch of text (whole scalars, ill-formed UTF-8 repaired with U+FFFD), or `nil`
  /// at the end of the input.
  ///
  /// - Throws: `InputError` when the input cannot be read, passes the maximum input size, or
  ///   has invalid UTF-8 under `--strict`.
  mutating func next() throws(InputError) -> String? {
    guard let chunks else {
      inputBytes = nextStep == 0 ? wholeBytes : []
      wholeBytes = []
      guard nextStep < steps.count else { return nil }
      defer { nextStep += 1 }
      return String(steps[nextStep])
    }
    inputBytes.removeAll(keepingCapacity: true)
    while !isFinished {
      let chunk =
        plan == nil && decoding != nil
        ? try chunks.readFirst(
          chunkSize: TextInputOptions.streamChunkSize, detectionLimit: decoding!.detectBytes.limit)
        : try chunks.read(upTo: TextInputOptions.streamChunkSize)
      if plan == nil, let decoding {
        plan = try InputEncodingPlan(options: decoding, firstChunk: chunk, source: source)
      }
      var output: (text: String, invalid: [InvalidUTF8Sequence])
      if chunk.isEmpty {
        isFinished = true
        let converted = try plan?.finishConverted().bytes ?? []
        inputBytes += converted
        output = (String(wellFormedUTF8: converted), [])
        let last = decoder.finish()
        output.text += String(wellFormedUTF8: last.repairedUTF8)
        output.invalid += last.invalid
        invalid.appendUnlisted(count: decoder.unlistedCount, replacementCount: decoder.unlistedReplacementCount)
        plan?.conclude(name: name, invalidUTF8Count: invalid.count + output.invalid.count)
      } else {
        bytesRead += chunk.count
        if bytesRead > maximum { throw InputFile.tooLarge(chunks.name, size: nil, maximum: maximum) }
        // A non-UTF-8 input is converted here, chunk by chunk, and goes on as UTF-8: the
        // converter's output is well-formed and becomes text at once.
        switch try plan?.next(chunk) ?? .unchecked(chunk) {
        case .unchecked(let bytes):
          inputBytes += bytes
          output = decoder.decodeText(bytes)
        case .wellFormed(let utf8):
          inputBytes += utf8.bytes
          output = (String(wellFormedUTF8: utf8.bytes), [])
        }
      }
      if let plan { output.invalid = plan.shifted(output.invalid) }
      if strict, let first = output.invalid.first {
        throw InputError(description: InputText.invalidMessage(first, source: source))
      }
      invalid.append(contentsOf: output.invalid)
      if !output.text.isEmpty { return output.text }
    }
    return nil
  }
}
