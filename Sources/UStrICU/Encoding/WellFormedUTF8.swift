/// UTF-8 an ``EncodingDecoder`` made: well-formed and whole scalars by construction, so a
/// consumer can take it as it is, without validating it again. Only the decoder makes one.
///
///     let output = try EncodingDecoder(encoding: "UTF-16LE").decodeAll([0x41, 0x00, 0xE9, 0x00])
///     let text = output.wellFormedUTF8.bytes   // 41 C3 A9: "Aé"
///
/// - Complexity: O(1) to make and read (the bytes are shared, not copied).
public struct WellFormedUTF8: Sendable {
  /// The UTF-8 bytes: whole scalars, no ill-formed sequence.
  public let bytes: [UInt8]

  /// Bytes a decoder wrote (its converters, table and Swift paths write whole scalars only).
  init(decoded bytes: [UInt8]) { self.bytes = bytes }

  /// Nothing.
  public static let empty = WellFormedUTF8(decoded: [])
}
