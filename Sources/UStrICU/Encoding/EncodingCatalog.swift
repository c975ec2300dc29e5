internal import CUStrICU

/// The encodings this build of ICU can decode.
public enum EncodingCatalog {
  /// Every converter ICU has, in ICU's order, by canonical name.
  ///
  /// - Complexity: O(converters).
  /// The corresponding C functions are `ucnv_countAvailable` and `ucnv_getAvailableName`.
  public static var all: [Encoding] {
    (0..<ustr_icu_ucnv_countAvailable()).compactMap { index in
      ustr_icu_ucnv_getAvailableName(index).map { Encoding(icuName: String(cString: $0)) }
    }
  }
}
