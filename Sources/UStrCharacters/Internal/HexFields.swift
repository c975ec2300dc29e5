/// Parses the hex code point fields of the generated string tables ("1F469 200D 1F680").
enum HexFields {
  /// The code point of `text` ("00E9"), or `nil` when it is not hex.
  static func codePoint<S: StringProtocol>(_ text: S) -> UInt32? { UInt32(text, radix: 16) }

  /// The scalars of a space-separated hex sequence; invalid fields are skipped.
  static func scalars(_ text: Substring) -> [Unicode.Scalar] {
    text.utf8.split(separator: UInt8(ascii: " ")).compactMap {
      UInt32(Substring($0), radix: 16).flatMap(Unicode.Scalar.init)
    }
  }
}
