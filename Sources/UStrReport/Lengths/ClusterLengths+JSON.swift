import UStrCore

extension ClusterLengths: HandWrittenJSON {
  /// Writes the cluster's object of `swiftJavaDifference.clusters`, byte for byte what encoding
  /// it writes (`encode(to:)`), without going through `Encodable`: a cluster of a million marks
  /// lists a million code points, which the encoder made a string each and wrote one container
  /// call at a time. Its text and code points are written a piece at a time, `drainIfFull`
  /// called after each piece.
  ///
  ///     var bytes: [UInt8] = []
  ///     cluster.writeJSON(into: &bytes, depth: 0, indentation: 0)
  ///     // {"text":"\u00E9","codePoints":["U+00E9"],"counts":{"grapheme":1,...},"occurrences":1,...}
  ///
  /// - Parameters:
  ///   - bytes: The buffer the object is appended to.
  ///   - depth: The nesting level of the object (its members sit one level deeper).
  ///   - indentation: Spaces a level; 0 writes it on one line.
  ///   - drainIfFull: Called now and then while a long cluster is written (`nil`: never).
  /// - Complexity: O(n) in the cluster's scalars.
  package func writeJSON(into bytes: inout [UInt8], depth: Int, indentation: Int, drainIfFull: ByteOutput.Drainer?) {
    let inner = depth + 1
    func key(_ key: StaticString, isFirst: Bool = false, depth: Int = inner) {
      JSONBytes.key(key, isFirst: isFirst, depth: depth, indentation: indentation, into: &bytes)
    }
    let text = String(character)
    bytes.append(UInt8(ascii: "{"))
    key("text", isFirst: true)
    JSONBytes.string(text, into: &bytes, drainIfFull: drainIfFull)
    key("codePoints")
    JSONBytes.codePoints(of: text.unicodeScalars, indentation: indentation, into: &bytes, drainIfFull: drainIfFull)
    key("counts")
    bytes.append(UInt8(ascii: "{"))
    key("grapheme", isFirst: true, depth: inner + 1)
    JSONBytes.integer(counts.graphemes, into: &bytes)
    key("scalar", depth: inner + 1)
    JSONBytes.integer(counts.scalars, into: &bytes)
    key("utf16", depth: inner + 1)
    JSONBytes.integer(counts.utf16, into: &bytes)
    key("utf8", depth: inner + 1)
    JSONBytes.integer(counts.utf8, into: &bytes)
    JSONBytes.newline(depth: inner, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
    key("occurrences")
    JSONBytes.integer(occurrences, into: &bytes)
    key("contribution")
    JSONBytes.integer(contribution, into: &bytes)
    key("firstGraphemeOffset")
    JSONBytes.integer(firstGraphemeOffset, into: &bytes)
    key("firstUTF16Offset")
    JSONBytes.integer(firstUTF16Offset, into: &bytes)
    key("firstUTF8Offset")
    JSONBytes.integer(firstUTF8Offset, into: &bytes)
    JSONBytes.newline(depth: depth, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }
}
