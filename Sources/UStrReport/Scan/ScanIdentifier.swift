package import UStrCore

/// A non-ASCII identifier met in a scan, kept to find look-alikes across files.
package struct ScanIdentifier: Hashable, Sendable {
  /// The identifier as written.
  package var text: String
  /// Its UTS #39 skeleton (ICU).
  package var skeleton: String
  /// Where it first occurs in its file: the path, line and column numbers (from 1, as in
  /// ``ScanFinding``) and the offset of its first byte (from 0).
  package var path: String
  package var lineNumber: Int
  package var columnNumber: LineColumns
  package var utf8Offset: Int?
  /// In a file converted from another encoding: its name, and the offset in the file's bytes.
  package var encoding: String? = nil
  package var inputOffset: Int? = nil
  /// The severity of a collision in its file's profile (`nil`: not reported there).
  package var collisionSeverity: ScanSeverity?
}
