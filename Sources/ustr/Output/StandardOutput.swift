import UStrCore
import UStrICU
import UStrReport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A command's output on stdout: buffered, and checked. A failed write (a full disk, a closed
/// descriptor) is remembered and thrown by `finish()` as an `OutputError` (exit 74, EX_IOERR);
/// a closed pipe ends the process by SIGPIPE, quietly, as a filter should.
enum StandardOutput {
  /// Whether stdout is a terminal (not a pipe or a file), as it was when the command started
  /// (a pager does not change it).
  static let isTerminal = TerminalDevice.isTerminal(1)

  /// The buffered stream every command writes to; on a terminal long output goes through the
  /// ``Pager``.
  nonisolated(unsafe) static let stream = ByteOutput { (bytes) throws(OutputError) in
    try Pager.write(bytes)
  }

  /// Writes a line of the command's own text (a table, a message): already terminal-safe. On
  /// a terminal of known width (``TableLayout``) a line wider than it is wrapped at spaces.
  static func writeLine(_ text: String) {
    guard let width = TableLayout.current.width, text.utf8.count > width else {
      return stream.writeLine(text)
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      for piece in LineWrap.lines(String(line), width: width) { stream.writeLine(piece) }
    }
  }

  /// Writes `table` (``TextTable/render(layout:)``) and a newline: straight into the buffer in a
  /// pipe or a file, as a `String` on a terminal, whose width may wrap it.
  static func writeLine(_ table: TextTable) {
    writeLines { table.write(into: &$0) }
  }

  /// Writes the lines `write` appends to the bytes it is given (a block of a table,
  /// ``TableLineWriter``) and a newline: straight into the buffer in a pipe or a file, as a
  /// `String` on a terminal, whose width may wrap them.
  static func writeLines(_ write: (inout [UInt8]) -> Void) {
    guard TableLayout.current.width == nil else {
      var bytes: [UInt8] = []
      write(&bytes)
      return writeLine(String(decoding: bytes, as: UTF8.self))
    }
    stream.withBuffer { bytes in
      write(&bytes)
      bytes.append(0x0A)
    }
  }

  /// Writes `value` as pretty-printed, ASCII-safe JSON and a newline; as JSON Lines, as one
  /// `summary` message on one line.
  /// The `input` object (what the input was as bytes) ends the report, when a command read any.
  static func writeJSON(_ value: some Encodable, format: OutputFormat = .json) throws {
    try writeJSONDocument(format: format) { json in try json.members(of: value) }
  }

  /// ``writeJSON(_:format:)`` of a document whose members `writeMembers` writes one at a time
  /// (a member whose value comes as the input is read: `escape`'s literal, `demojibake`'s text),
  /// starting with `schemaVersion` and `engines`; the input record follows them.
  static func writeJSONDocument(
    format: OutputFormat, startsWithVersions: Bool = false, _ writeMembers: (JSONStreamEncoder) throws -> Void
  ) throws {
    let json = JSONStreamEncoder(output: stream, indentation: format == .jsonl ? 0 : 2)
    json.openObject()
    if format == .jsonl {
      try json.member("type", "summary")
      json.openObject(member: "data")
    }
    if startsWithVersions {
      try json.member("schemaVersion", ReportSchema.version)
      try json.member("engines", Engines.current)
    }
    try writeMembers(json)
    try InputRecord.writeMember(into: json)
    if format == .jsonl { json.closeContainer() }
    json.closeContainer()
    stream.write(byte: 0x0A)
  }

  /// Ends a JSON document written piece by piece (its rows streamed): the summary's members,
  /// the input record, the closing brace and a newline.
  static func endJSONDocument(_ json: JSONStreamEncoder, summary: some Encodable) throws {
    try json.members(of: summary)
    try InputRecord.writeMember(into: json)
    json.closeContainer()
    stream.write(byte: 0x0A)
  }

  /// Writes one JSON Lines message: `{"type":"grapheme","data":{...}}` and a newline.
  static func writeJSONLine(type: String, naming member: (key: String, value: String)? = nil, _ data: some Encodable) throws {
    let json = JSONStreamEncoder(output: stream, indentation: 0)
    json.openObject()
    try json.member("type", type)
    if let member { try json.member(member.key, member.value) }
    try json.member("data", data)
    json.closeContainer()
    stream.write(byte: 0x0A)
  }

  /// Writes text that came from the input (a normalized, sorted or sliced text): raw UTF-8 when
  /// stdout is a pipe or a file, as filters must. On a terminal, line breaks (LF, CR LF) and tabs
  /// stay as they are and every other control, bidi control and U+2028/9 becomes a placeholder,
  /// so no control character from the input reaches the terminal and the lines still read as
  /// lines; with colour on, placeholders are magenta (``TextStyle/placeholder``);
  /// ``endInputText()`` ends the last line.
  static func writeInputText(_ text: String, terminator: String = "") {
    guard isTerminal else {
      stream.write(text)
      stream.write(terminator)
      return
    }
    var piece = heldCarriageReturn ? "\r" + text + terminator : text + terminator
    heldCarriageReturn = false
    // A CR at the end may begin a CR LF that the next piece completes.
    if piece.unicodeScalars.last == "\r" {
      piece.unicodeScalars.removeLast()
      heldCarriageReturn = true
    }
    guard !piece.isEmpty else { return }
    stream.write(TerminalText.safeKeepingLines(piece, placeholderStyle: .placeholder))
    inputTextEndsLine = piece.unicodeScalars.last == "\n"
  }

  /// ``writeInputText(_:terminator:)`` of a slice of the input (a line), without copying it
  /// when it goes to a pipe or a file.
  static func writeInputText(_ text: Substring, terminator: String = "") {
    guard isTerminal else {
      stream.write(bytes: text.utf8)
      stream.write(terminator)
      return
    }
    writeInputText(String(text), terminator: terminator)
  }

  /// Writes UTF-8 that came from the input, with the same rule as `writeInputText(_:)`: raw to a
  /// pipe or a file, terminal-safe to a terminal. `bytes` must be whole scalars (a filter's
  /// output chunk), so a placeholder never splits one.
  static func writeInputBytes(_ bytes: [UInt8]) {
    guard isTerminal else { return stream.write(bytes: bytes) }
    writeInputText(String(decoding: bytes, as: UTF8.self))
  }

  /// On a terminal, a CR that ended the last piece of input text, held back until the next piece
  /// says whether it begins a CR LF (a line break) or stands alone (a placeholder).
  nonisolated(unsafe) static var heldCarriageReturn = false
  /// On a terminal, whether the input text written so far ends its last line.
  nonisolated(unsafe) static var inputTextEndsLine = true

  /// On a terminal, ends the input text written: a held lone CR as its placeholder, and a line
  /// feed when the text did not end its line, so the shell's prompt starts on a line of its own.
  /// Nothing in a pipe or a file, where the text stays byte for byte what it was.
  static func endInputText() {
    guard isTerminal else { return }
    if heldCarriageReturn {
      heldCarriageReturn = false
      stream.write(TextStyle.placeholder.apply(TerminalText.safe("\r")))
      inputTextEndsLine = false
    }
    if !inputTextEndsLine {
      stream.write(byte: 0x0A)
      inputTextEndsLine = true
    }
  }

  /// Throws the first failed write, if any: a long stream stops instead of working for nothing.
  static func stopIfFailed() throws(OutputError) {
    if let failure = stream.failure { throw failure }
  }

  /// Shows everything written so far, at a pause in a streamed input
  /// (``InputChunks/pauseMilliseconds``): the buffer is written, and output a pager was holding
  /// goes to the terminal, as the rest will (``Pager/stopHolding()``).
  ///
  /// - Throws: The first failed write.
  static func showPaused() throws(OutputError) {
    try stream.flush()
    try Pager.stopHolding()
  }

  /// Writes what is buffered and lets a pager finish; throws the first failed write, unless
  /// it failed because the user closed the pager.
  static func finish() throws(OutputError) {
    defer { Pager.finish() }
    do {
      try stream.flush()
    } catch {
      if !Pager.wasClosedEarly { throw error }
    }
  }
}
