import ArgumentParser
import UStrCore
import UStrICU
import UStrReport

/// `ustr demojibake`: a filter that undoes mojibake and says what it changed.
struct Demojibake: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demojibake",
    _superCommandName: "ustr",
    abstract: "Repair mojibake (UTF-8 misread as windows-1252, ISO-8859-1, Mac Roman, CP437 or Shift_JIS).",
    discussion: """
      A filter: writes the text with every stretch of mojibake repaired ("PokÃ©mon" becomes \
      "Pokémon", once or twice over) and everything else byte for byte as it was, and reports \
      each change on standard error (its offsets, the characters before and after by code point, \
      and the steps: encode windows-1252, decode UTF-8). Text that only looks odd (Ã in \
      Portuguese, Ð in Icelandic) is left alone. With --format json, the repaired text and the \
      changes as one document instead. Streams: memory does not grow with the input.
      """)

  @OptionGroup var input: TextInputOptions
  @OptionGroup var output: OutputOptions

  func validate() throws {
    try output.validateColumns([])
  }

  /// Streams the repaired text: to standard output as it is made, or into the JSON's
  /// `repaired` member as it is made. The changes, which the contract lists after it, wait in
  /// a ``RecordSpool`` (a temporary file once they pass a few MiB), so memory does not grow
  /// with them either.
  func run() throws {
    var stream = MojibakeStream()
    guard output.format != .table else {
      func take(_ part: (text: String, changes: [MojibakeChange])) throws {
        for change in part.changes { StandardError.writeLine(Self.describe(change)) }
        StandardOutput.writeInputText(part.text)
        try StandardOutput.stopIfFailed()
      }
      let read = try input.stream { text in try take(stream.append(text)) }
      try take(stream.finish())
      // An argument is a line: end it, as `normalize` does.
      if input.text != nil { StandardOutput.writeInputText("", terminator: "\n") }
      read.warnIfRepaired()
      return
    }
    guard output.format == .json else { return try writeJSONLines(stream: &stream) }
    // The members of `MojibakeRepairReport`, in its order.
    try StandardOutput.writeJSONDocument(format: .json, startsWithVersions: true) { json in
      // The changes, already laid out as elements of the `changes` array (one level below the
      // document's members), wait in a spool.
      let changes = RecordSpool()
      let elementDepth = 2
      var read: StreamedInput?
      try json.member("repaired") { append in
        func take(_ part: (text: String, changes: [MojibakeChange])) throws {
          for change in part.changes {
            var element: [UInt8] = []
            change.writeJSON(into: &element, depth: elementDepth, indentation: json.indentation)
            try changes.append(element)
          }
          append(part.text)
          try StandardOutput.stopIfFailed()
        }
        read = try input.stream { text in try take(stream.append(text)) }
        try take(stream.finish())
      }
      read?.warnIfRepaired()
      try json.member("changeCount", changes.count)
      json.openArray(member: "changes")
      try changes.forEach { element in
        json.element { bytes, depth, _ in
          precondition(depth == elementDepth, "a spooled change laid out at depth \(elementDepth), written at \(depth)")
          bytes += element
        }
      }
      json.closeContainer()
      try json.member("invalidUTF8Count", read?.invalid.count ?? 0)
      try json.member("invalidUTF8", read?.invalid.listed ?? [])
    }
  }

  /// JSON Lines, as the text is read: a `header`, then for each stretch of text a `repaired`
  /// message with its piece of the repaired text (`{"text": ...}`: the pieces in order make the
  /// JSON document's `repaired`) followed by a `change` message per change in it (an element of
  /// `changes[]`), then a `summary` (`changeCount`, the invalid input, the input).
  func writeJSONLines(stream: inout MojibakeStream) throws {
    try StandardOutput.writeJSONLine(type: "header", JSONLinesMessages.Versions(engines: Engines.current))
    var changeCount = 0
    func take(_ part: (text: String, changes: [MojibakeChange])) throws {
      if !part.text.isEmpty { try StandardOutput.writeJSONLine(type: "repaired", RepairedPiece(text: part.text)) }
      for change in part.changes {
        StandardOutput.stream.withBuffer { bytes in
          bytes.append(contentsOf: #"{"type":"change","data":"#.utf8)
          change.writeJSON(into: &bytes, depth: 0, indentation: 0)
          bytes.append(contentsOf: "}\n".utf8)
        }
      }
      changeCount += part.changes.count
      try StandardOutput.stopIfFailed()
    }
    let read = try input.stream { text in try take(stream.append(text)) }
    try take(stream.finish())
    read.warnIfRepaired()
    try StandardOutput.writeJSON(
      Summary(changeCount: changeCount, invalidUTF8Count: read.invalid.count, invalidUTF8: read.invalid.listed),
      format: .jsonl)
  }

  /// The data of a `repaired` message: a piece of the repaired text.
  struct RepairedPiece: Encodable {
    var text: String
  }

  /// The data of the `summary` message: the document's keys after its rows.
  struct Summary: Encodable {
    var changeCount: Int
    var invalidUTF8Count: Int
    var invalidUTF8: [InvalidUTF8Sequence]
  }

  /// "ustr: repaired utf8 4..<8: U+00C3 U+00A9 -> U+00E9 (encode ISO-8859-1, decode UTF-8)".
  /// A long stretch is named by its first 16 code points on each side and a count of the rest
  /// ("U+00C3 U+00A9 … and 999984 more"): one stretch can be a megabyte of text.
  static func describe(_ change: MojibakeChange) -> String {
    let limit = TextTable.clusterScalarLimit
    let codePoints = { (text: String) in
      let scalars = text.unicodeScalars
      let named = scalars.prefix(limit).map { "U+" + String($0.value, radix: 16, uppercase: true).paddedHex }
        .joined(separator: " ")
      let count = scalars.count
      return count > limit ? named + " … and \(count - limit) more" : named
    }
    let steps = change.steps.map { "\($0.action.rawValue) \($0.encoding)" }.joined(separator: ", ")
    return "ustr: repaired utf8 \(change.utf8Range.lowerBound)..<\(change.utf8Range.upperBound): "
      + "\(codePoints(change.original)) -> \(codePoints(change.repaired)) (\(steps))"
  }
}

extension String {
  /// At least four hex digits: "E9" becomes "00E9".
  fileprivate var paddedHex: String { count >= 4 ? self : String(repeating: "0", count: 4 - count) + self }
}
