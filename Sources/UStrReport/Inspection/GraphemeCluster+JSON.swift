package import UStrCore

extension GraphemeCluster {
  /// Writes the cluster's `inspect` row as JSON, byte for byte what encoding
  /// `GraphemeReport(cluster)` writes, without making the report or going through `Encodable`:
  /// the hot path of `inspect --format json` and `jsonl`, which write one such row per cluster.
  ///
  /// - Parameters:
  ///   - bytes: The buffer the row is appended to.
  ///   - depth: The nesting level of the row object (its members sit one level deeper).
  ///   - indentation: Spaces a level; 0 writes the row on one line.
  /// - Complexity: O(s) in the cluster's scalars.
  package func writeJSON(into bytes: inout [UInt8], depth: Int, indentation: Int) {
    var names = ScalarJSONNames()
    writeJSON(into: &bytes, depth: depth, indentation: indentation, names: &names)
  }

  /// ``writeJSON(into:depth:indentation:)`` with the scalars' names taken from `names`, which a
  /// writer of many rows keeps from row to row. With `position` (from `ClusterLinePositions`),
  /// the row has `line` and `column`, as `GraphemeReport(cluster, at: position)` encodes them;
  /// without, both are `null`.
  /// With `inputOffset` (input that was not UTF-8), each scalar also gets `inputOffset`: where
  /// it sat in the input, in bytes, for its `scalarOffset`. The row's `width` is the
  /// cluster's cells under `widthPolicy` (`null` without), as `GraphemeReport(cluster,
  /// widthPolicy:)` encodes it. `drainIfFull`, called after the text, each scalar and a literal, may take away what
  /// `bytes` holds so far (``ByteOutput/withDrainingBuffer(_:)``): a cluster of a million
  /// marks is a row of 250 MB.
  package func writeJSON(
    into bytes: inout [UInt8], depth: Int, indentation: Int, names: inout ScalarJSONNames,
    at position: (line: Int, column: LineColumns)? = nil,
    inputOffset: ((_ scalarOffset: Int) -> Int?)? = nil, widthPolicy: WidthPolicy? = nil,
    drainIfFull: ByteOutput.Drainer? = nil
  ) {
    let inner = depth + 1
    bytes.append(UInt8(ascii: "{"))
    JSONBytes.key("graphemeOffset", isFirst: true, depth: inner, indentation: indentation, into: &bytes)
    JSONBytes.integer(graphemeOffset, into: &bytes)
    let text = String(character)
    JSONBytes.key("text", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    JSONBytes.string(text, into: &bytes, drainIfFull: drainIfFull)
    drainIfFull?(&bytes)
    // Present in every row, as the report's keys always are: `null` when no policy was asked.
    JSONBytes.key("width", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    if let widthPolicy {
      JSONBytes.integer(widthPolicy.cells(of: character), into: &bytes)
    } else {
      JSONBytes.null(into: &bytes)
    }
    JSONBytes.range("scalarRange", scalarRange, depth: inner, indentation: indentation, into: &bytes)
    JSONBytes.range("utf16Range", utf16Range, depth: inner, indentation: indentation, into: &bytes)
    JSONBytes.range("utf8Range", utf8Range, depth: inner, indentation: indentation, into: &bytes)
    if let position {
      Self.writePosition(position, depth: inner, indentation: indentation, into: &bytes)
    } else {
      // As the Codable report encodes an unknown position: both keys, null.
      JSONBytes.key("line", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
      JSONBytes.null(into: &bytes)
      JSONBytes.key("column", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
      JSONBytes.null(into: &bytes)
    }
    JSONBytes.key("scalars", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "["))
    for (index, scalar) in scalars.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      JSONBytes.newline(depth: inner + 1, indentation: indentation, into: &bytes)
      scalar.writeJSON(
        into: &bytes, depth: inner + 1, indentation: indentation, names: &names,
        inputOffset: inputOffset?(scalar.scalarOffset))
      drainIfFull?(&bytes)
    }
    JSONBytes.newline(depth: inner, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "]"))
    JSONBytes.key("swiftLiteral", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    Self.writeLiteral(of: text, scalars: scalars, language: .swift, into: &bytes, drainIfFull: drainIfFull)
    JSONBytes.key("javaLiteral", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    Self.writeLiteral(of: text, scalars: scalars, language: .java, into: &bytes, drainIfFull: drainIfFull)
    JSONBytes.newline(depth: depth, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  /// The cluster as a `language` string literal, as a JSON string. A cluster of one printable
  /// ASCII character other than a quote or a backslash is the same in every such language
  /// (`"\"a\""`), which is most of every text, so it skips the literal writer. A long cluster
  /// is written a piece at a time (`JSONBytes.stringContents(inPiecesOf:into:drainIfFull:_:)`).
  static func writeLiteral(
    of text: String, scalars: ClusterScalars, language: LiteralLanguage, into bytes: inout [UInt8],
    drainIfFull: ByteOutput.Drainer? = nil
  ) {
    if scalars.count == 1, let value = scalars.first?.scalar.value, value >= 0x20, value < 0x7F,
      value != 0x22, value != 0x27, value != 0x5C
    {
      bytes.append(contentsOf: [0x22, 0x5C, 0x22, UInt8(value), 0x5C, 0x22, 0x22])
      return
    }
    guard text.utf8.count > JSONBytes.pieceUTF8Length else {
      JSONBytes.string(StringLiteral.source(of: text, language: language), into: &bytes)
      return
    }
    var writer = LiteralWriter(language: language)
    let opening = writer.opening
    bytes.append(UInt8(ascii: "\""))
    JSONBytes.stringContents(opening, into: &bytes)
    JSONBytes.stringContents(inPiecesOf: text, into: &bytes, drainIfFull: drainIfFull) { writer.append($0) }
    JSONBytes.stringContents(writer.closing, into: &bytes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// `"line": L, "column": {"utf8": …, "utf16": …, "scalar": …, "grapheme": …}`.
  static func writePosition(
    _ position: (line: Int, column: LineColumns), depth: Int, indentation: Int, into bytes: inout [UInt8]
  ) {
    JSONBytes.key("line", isFirst: false, depth: depth, indentation: indentation, into: &bytes)
    JSONBytes.integer(position.line, into: &bytes)
    JSONBytes.key("column", isFirst: false, depth: depth, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "{"))
    // One row per cluster: no array of the four, each written as it comes.
    var isFirst = true
    func column(_ key: StaticString, _ value: Int?) {
      guard let value else { return }
      JSONBytes.key(key, isFirst: isFirst, depth: depth + 1, indentation: indentation, into: &bytes)
      JSONBytes.integer(value, into: &bytes)
      isFirst = false
    }
    column("utf8", position.column.utf8)
    column("utf16", position.column.utf16)
    column("scalar", position.column.scalar)
    column("grapheme", position.column.grapheme)
    JSONBytes.newline(depth: depth, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }
}

extension ScalarPosition {
  /// Writes the scalar's object of an `inspect` row, as encoding `ScalarReport(position)` does.
  package func writeJSON(into bytes: inout [UInt8], depth: Int, indentation: Int) {
    var names = ScalarJSONNames()
    writeJSON(into: &bytes, depth: depth, indentation: indentation, names: &names)
  }

  /// ``writeJSON(into:depth:indentation:)`` with the name and category taken from `names`, and
  /// `inputOffset` (the scalar's offset in an input that was not UTF-8) after `utf8Offset`; with
  /// `names.properties`, the asked properties and `disagreements` after `utf8`.
  package func writeJSON(
    into bytes: inout [UInt8], depth: Int, indentation: Int, names: inout ScalarJSONNames,
    inputOffset: Int? = nil
  ) {
    let inner = depth + 1
    let entry = names.entry(for: scalar)
    bytes.append(UInt8(ascii: "{"))
    JSONBytes.key("codePoint", isFirst: true, depth: inner, indentation: indentation, into: &bytes)
    bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: "U"), UInt8(ascii: "+")])
    JSONBytes.hex(scalar.value, digits: 4, into: &bytes)
    bytes.append(UInt8(ascii: "\""))
    JSONBytes.key("name", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    bytes.append(contentsOf: entry.name)
    JSONBytes.key("generalCategory", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    bytes.append(contentsOf: entry.category)
    JSONBytes.key("scalarOffset", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    JSONBytes.integer(scalarOffset, into: &bytes)
    JSONBytes.key("utf16Offset", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    JSONBytes.integer(utf16Offset, into: &bytes)
    JSONBytes.key("utf8Offset", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    JSONBytes.integer(utf8Offset, into: &bytes)
    if let inputOffset {
      JSONBytes.key("inputOffset", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
      JSONBytes.integer(inputOffset, into: &bytes)
    }
    JSONBytes.key("utf16", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "["))
    for (index, unit) in UTF16.encode(scalar)!.enumerated() {
      if index > 0 { JSONBytes.inlineSeparator(indentation: indentation, into: &bytes) }
      JSONBytes.quotedHex(UInt32(unit), digits: 4, into: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
    JSONBytes.key("utf8", isFirst: false, depth: inner, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "["))
    for (index, byte) in UTF8.encode(scalar)!.enumerated() {
      if index > 0 { JSONBytes.inlineSeparator(indentation: indentation, into: &bytes) }
      JSONBytes.quotedHex(UInt32(byte), digits: 2, into: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
    if names.properties != nil {
      bytes += names.properties!.members(of: scalar, depth: depth, indentation: indentation)
    }
    JSONBytes.newline(depth: depth, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }
}
