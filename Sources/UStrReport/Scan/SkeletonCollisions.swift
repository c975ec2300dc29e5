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

  /// Finds the first whole-word occurrence of each of `words` in a file's bytes and keeps it.
  ///
  /// - Complexity: O(n·w) for w words (a `memchr` search each).
  package mutating func findASCII(_ words: Set<String>, in bytes: UnsafeBufferPointer<UInt8>, path: String) {
    guard let base = bytes.baseAddress else { return }
    for word in words {
      let needle = Array(word.utf8)
      var start = 0
      while start + needle.count <= bytes.count,
        let found = memchr(base + start, Int32(needle[0]), bytes.count - start)
      {
        let at = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
        let end = at + needle.count
        guard end <= bytes.count, memcmp(base + at, needle, needle.count) == 0 else {
          start = at + 1
          continue
        }
        let before = at > 0 ? bytes[at - 1] : 0x20
        let after = end < bytes.count ? bytes[end] : 0x20
        if !Self.isWordByte(before) && before < 0x80 && !Self.isWordByte(after) && after < 0x80 {
          asciiOccurrences.append(Self.occurrence(of: word, at: at, in: bytes, path: path))
          break
        }
        start = at + 1
      }
    }
  }

  /// The line and columns of `word` at byte `utf8Offset`.
  static func occurrence(
    of word: String, at utf8Offset: Int, in bytes: UnsafeBufferPointer<UInt8>, path: String
  ) -> ScanIdentifier {
    var line = 1
    var lineStart = 0
    for index in 0..<utf8Offset where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    let prefix = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<utf8Offset]), as: UTF8.self)
    let column = LineColumns(
      utf8: utf8Offset - lineStart + 1, utf16: prefix.utf16.count + 1,
      scalar: prefix.unicodeScalars.count + 1, grapheme: prefix.count + 1)
    return ScanIdentifier(
      text: word, skeleton: word, path: path, lineNumber: line, columnNumber: column, utf8Offset: utf8Offset,
      collisionSeverity: nil)
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
