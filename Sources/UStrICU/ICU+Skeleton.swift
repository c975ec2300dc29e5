extension ICU {
  /// The UTS #39 confusable skeleton of `text` by ICU's spoof checker, at ICU's Unicode
  /// version: two texts with the same skeleton are confusable.
  ///
  ///     try ICU.confusableSkeleton(of: "\u{430}")  // "a" (Cyrillic а looks like Latin a)
  ///
  /// The corresponding C function is `uspoof_getSkeleton`.
  ///
  /// - Complexity: O(n) in the scalars of `text`.
  public static func confusableSkeleton(of text: String) throws(ICUError) -> String {
    try SpoofChecker().skeleton(text)
  }
}
