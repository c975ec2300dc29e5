#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import UStrCore

/// Finds distinct identifiers in one run that share a UTS #39 skeleton (`payраl` with Cyrillic
/// р and а, and `paypal`): across every file scanned, from the non-ASCII identifiers the file
/// scanners kept, and the ASCII identifiers equal to one of their skeletons, which a second look
/// at the files finds (``asciiWords`` and `findASCII(in:path:)`).
///
/// Clean ASCII lines are never tokenized (they are the fast path), so the second look reads
/// only the words worth finding, and only when some non-ASCII identifier has an ASCII skeleton.
package struct SkeletonCollisions: Sendable {
  /// Every non-ASCII identifier, first occurrence per file, in the order met.
  var identifiers: [ScanIdentifier] = []
  /// ASCII identifiers found equal to a skeleton, first occurrence per file.
  var asciiOccurrences: [ScanIdentifier] = []

  /// An empty set.
  package init() {}

  /// Adds the non-ASCII identifiers of one file.
  package mutating func add(_ fileIdentifiers: [ScanIdentifier]) {
    identifiers += fileIdentifiers
  }

  /// The ASCII identifiers worth looking for: the skeletons of non-ASCII identifiers that are
  /// ASCII identifiers themselves.
  package var asciiWords: Set<String> {
    Set(
      identifiers.lazy.filter { $0.collisionSeverity != nil }.map(\.skeleton).filter { word in
        guard let first = word.utf8.first, Self.isWordStart(first) else { return false }
        return word.utf8.allSatisfy(Self.isWordByte)
      })
  }

  static func isWordStart(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    isWordStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  /// Finds the first whole-word occurrence of each of `words` in a file's bytes and keeps it:
  /// a run of ASCII word bytes equal to the word, with no word byte and no non-ASCII byte
  /// next to it.
  ///
  /// One pass over the bytes, each run of word bytes looked up in `words` (a search per word
  /// was O(n·w), quadratic in a file of many look-alike identifiers); the lines and columns are
  /// counted on as the pass goes.
  ///
  /// - Complexity: O(n) for n bytes (and the words' lengths).
  package mutating func findASCII(
    _ words: Set<String>, in bytes: UnsafeBufferPointer<UInt8>, path: String
  ) {
    let lengths = Set(words.map(\.utf8.count))
    var remaining = words
    var place = Place()
    var index = 0
    while index < bytes.count, !remaining.isEmpty {
      guard Self.isWordByte(bytes[index]) else {
        if bytes[index] == 0x0A { place.startLine(at: index + 1) }
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
      let before = start > 0 ? bytes[start - 1] : 0x20
      let after = index < bytes.count ? bytes[index] : 0x20
      guard before < 0x80, after < 0x80, lengths.contains(index - start) else { continue }
      let run = UnsafeBufferPointer(rebasing: bytes[start..<index])
      let word = String(decoding: run, as: UTF8.self)
      guard remaining.remove(word) != nil else { continue }
      let column = place.column(at: start, in: bytes)
      asciiOccurrences.append(
        ScanIdentifier(
          text: word, skeleton: word, path: path, lineNumber: place.line, columnNumber: column,
          utf8Offset: start, collisionSeverity: nil))
    }
  }

  /// The line of `findASCII`'s pass and the columns of its last find on that line, so each
  /// find counts only the text since the one before.
  struct Place {
    /// The line, from 1, and where it starts, in bytes.
    var line = 1
    var lineStart = 0
    /// Where the last find on this line starts (the line's start before one), in bytes, and
    /// its columns from 0 in UTF-16 units, scalars and grapheme clusters.
    var utf8Offset = 0
    var counts = (utf16: 0, scalar: 0, grapheme: 0)

    mutating func startLine(at utf8Offset: Int) {
      line += 1
      lineStart = utf8Offset
      self.utf8Offset = utf8Offset
      counts = (0, 0, 0)
    }

    /// The 1-based columns of a find at `utf8Offset`, after the last one on the line. Counting
    /// from the last find is exact: a find starts with an ASCII letter after an ASCII byte,
    /// always a grapheme boundary with nothing carried over it (no regional-indicator pair,
    /// no emoji sequence), and no ill-formed sequence spans it.
    mutating func column(at utf8Offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> LineColumns {
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[self.utf8Offset..<utf8Offset]), as: UTF8.self)
      counts.utf16 += text.utf16.count
      counts.scalar += text.unicodeScalars.count
      counts.grapheme += text.count
      self.utf8Offset = utf8Offset
      return LineColumns(
        utf8: utf8Offset - lineStart + 1, utf16: counts.utf16 + 1, scalar: counts.scalar + 1,
        grapheme: counts.grapheme + 1)
    }
  }

  /// One `skeleton-collision` finding for each identifier that looks like another, different one
  /// met earlier in the run (or an ASCII one anywhere), at the look-alike.
  package func findings() -> [ScanFinding] {
    var firstBySkeleton: [String: ScanIdentifier] = [:]
    for ascii in asciiOccurrences where firstBySkeleton[ascii.skeleton] == nil {
      firstBySkeleton[ascii.skeleton] = ascii
    }
    var findings: [ScanFinding] = []
    var reported: Set<String> = []
    for identifier in identifiers {
      guard let other = firstBySkeleton[identifier.skeleton] else {
        firstBySkeleton[identifier.skeleton] = identifier
        continue
      }
      guard other.text != identifier.text, let severity = identifier.collisionSeverity,
        reported.insert(identifier.path + "\u{0}" + identifier.text).inserted
      else { continue }
      let place = "\(other.path):\(other.lineNumber):\(other.columnNumber.scalar ?? 1)"
      var finding = ScanFinding(
        path: identifier.path, lineNumber: identifier.lineNumber, columnNumber: identifier.columnNumber,
        utf8Offset: identifier.utf8Offset, rule: .skeletonCollision, severity: severity,
        codePoints: Array(identifier.text.unicodeScalars.filter { !$0.isASCII }.prefix(16)),
        message: "identifier \"\(identifier.text)\" looks the same as \"\(other.text)\" at "
          + "\(place) (UTS #39 skeleton \"\(identifier.skeleton)\")")
      finding.encoding = identifier.encoding
      finding.inputOffset = identifier.inputOffset
      findings.append(finding)
    }
    return findings
  }
}
