extension KeyedDecodingContainer {
  /// Reads a string and makes a value of it with `convert`, the one way the JSON contract's
  /// named values (short names, code points, hex digits) are read back.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - what: What the string should be, for the error: "a General_Category short name".
  ///   - convert: The value the string names, or `nil` when it names none.
  /// - Throws: `DecodingError` when the value is not a string or `convert` gives `nil`.
  package func decode<T>(
    forKey key: Key, as what: String, _ convert: (String) -> T?
  ) throws -> T {
    let text = try decode(String.self, forKey: key)
    guard let value = convert(text) else {
      throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not \(what): \"\(text)\"")
    }
    return value
  }

  /// Reads a General_Category written as its short name ("Mn").
  ///
  /// - Throws: `DecodingError` when the value is not one of the 30 short names.
  package func decodeGeneralCategory(forKey key: Key) throws -> Unicode.GeneralCategory {
    try decode(forKey: key, as: "a General_Category short name", Unicode.GeneralCategory.init(shortName:))
  }

  /// Reads a Numeric_Type written as "decimal", "digit" or "numeric", or `nil` when the key is
  /// absent or `null`.
  ///
  /// - Throws: `DecodingError` when the value is another text.
  package func decodeNumericTypeIfPresent(forKey key: Key) throws -> Unicode.NumericType? {
    guard try contains(key) && !decodeNil(forKey: key) else { return nil }
    return try decode(forKey: key, as: "a Numeric_Type", Unicode.NumericType.init(name:))
  }

  /// Reads a value of a closed set written as its description, the UCD name the JSON contract
  /// writes ("Extend", "Linker" for `GraphemeClusterBreak` and `IndicConjunctBreak`).
  ///
  /// - Throws: `DecodingError` when the value names none of `T`'s cases.
  package func decodeNamed<T: CaseIterable & CustomStringConvertible>(
    _ type: T.Type, forKey key: Key
  ) throws -> T {
    try decode(forKey: key, as: "a known value") { name in T.allCases.first { $0.description == name } }
  }
}

extension SingleValueDecodingContainer {
  /// Reads a string and makes a value of it with `convert` (a value written as its name).
  ///
  /// - Throws: `DecodingError` naming `what` when the value is not a string or `convert` gives
  ///   `nil`.
  package func decode<T>(as what: String, _ convert: (String) -> T?) throws -> T {
    let text = try decode(String.self)
    guard let value = convert(text) else {
      throw DecodingError.dataCorruptedError(in: self, debugDescription: "not \(what): \"\(text)\"")
    }
    return value
  }
}
