public import UStrCore

/// A non-ASCII identifier met in a scan, kept to find look-alikes across files.
public struct ScanIdentifier: Hashable, Sendable {
  /// The identifier as written.
  public var text: String
  /// Its UTS #39 skeleton (ICU).
  public var skeleton: String
  /// Where it first occurs in its file: the path, line and column numbers (from 1, as in
  /// ``ScanFinding``) and the offset of its first byte (from 0).
  public var path: String
  public var lineNumber: Int
  public var columnNumber: LineColumns
  public var utf8Offset: Int?
  /// In a file converted from another encoding: its name, and the offset in the file's bytes.
  public var encoding: String? = nil
  public var inputOffset: Int? = nil
  /// The severity of a collision in its file's profile (`nil`: not reported there).
  public var collisionSeverity: ScanSeverity?
}
