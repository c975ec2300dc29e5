/// Reads escape sequences in text typed on a command line into the bytes they stand for.
public enum EscapeDecoding {
  /// Decodes the escapes in `text` into UTF-8 bytes.
  ///
  /// (Placeholder: returns the text's bytes unchanged; the full decoder replaces it.)
  public static func decode(_ text: String) throws(EscapeError) -> [UInt8] {
    Array(text.utf8)
  }
}

/// A malformed escape: which one, where, and why.
public struct EscapeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The escape as written, such as `\uD800`.
  public var escape: String
  /// Where it starts in the escaped text, in UTF-8 bytes.
  public var utf8Offset: Int
  /// Why it cannot be read.
  public var reason: String

  /// Creates an error.
  public init(escape: String, utf8Offset: Int, reason: String) {
    self.escape = escape
    self.utf8Offset = utf8Offset
    self.reason = reason
  }

  public var description: String { "malformed escape \(escape) at byte \(utf8Offset): \(reason)" }
}
