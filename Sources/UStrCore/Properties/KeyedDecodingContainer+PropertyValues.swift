extension KeyedDecodingContainer {
  /// Reads a General_Category written as its short name ("Mn").
  ///
  /// - Throws: `DecodingError` when the value is not one of the 30 short names.
  package func decodeGeneralCategory(forKey key: Key) throws -> Unicode.GeneralCategory {
    let shortName = try decode(String.self, forKey: key)
    guard let category = Unicode.GeneralCategory(shortName: shortName) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "not a General_Category short name: \"\(shortName)\"")
    }
    return category
  }

  /// Reads a Numeric_Type written as "decimal", "digit" or "numeric", or `nil` when the key is
  /// absent or `null`.
  ///
  /// - Throws: `DecodingError` when the value is another text.
  package func decodeNumericTypeIfPresent(forKey key: Key) throws -> Unicode.NumericType? {
    guard let name = try decodeIfPresent(String.self, forKey: key) else { return nil }
    guard let type = Unicode.NumericType(name: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "not a Numeric_Type: \"\(name)\"")
    }
    return type
  }
}

extension KeyedDecodingContainer {
  /// Reads a value of a closed set written as its description, the UCD name the JSON contract
  /// writes ("Extend", "Linker" for `GraphemeClusterBreak` and `IndicConjunctBreak`).
  ///
  /// - Throws: `DecodingError` when the value names none of `T`'s cases.
  package func decodeNamed<T: CaseIterable & CustomStringConvertible>(
    _ type: T.Type, forKey key: Key
  ) throws -> T {
    let name = try decode(String.self, forKey: key)
    guard let value = T.allCases.first(where: { $0.description == name }) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "unknown value \"\(name)\"")
    }
    return value
  }
}
