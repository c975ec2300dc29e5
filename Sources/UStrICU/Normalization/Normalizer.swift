internal import CUStrICU

/// ICU's normalizer for one form (`UNormalizer2`), guarded against long combining runs.
///
///     let nfd = try Normalizer(.nfd)
///     try nfd.normalize("é").unicodeScalars.count  // 2: U+0065 U+0301
///     try nfd.isNormalized("é")                     // false
///     try nfd.quickCheck("e\u{301}")                // .yes
///
/// Normalization follows ICU's Unicode version (`ICU.unicodeVersion`: 15.0 for ICU 72), which can
/// be older than the standard library's (`StandardLibraryUnicode.version`).
///
/// Long combining runs: ICU's normalizer is quadratic in the length of a run of combining marks.
/// Runs longer than the UAX #15 stream-safe limit (30 non-starters, see `CombiningRun`) are put
/// in canonical order by ustr in linear time before ICU sees them; the output is still exactly
/// ICU's, no mark is added or dropped, and `normalizeReportingRuns(_:)` says where the runs are.
public struct Normalizer: Sendable {
  /// The form this normalizer produces.
  public let form: NormalizationForm
  let instance: NormalizerInstance

  /// Gets ICU's normalizer for `form`.
  ///
  /// - Throws: `ICUError` when ICU cannot load its normalization data.
  public init(_ form: NormalizationForm) throws(ICUError) {
    self.form = form
    // "NFC", "NFD", "NFKC", "NFKD" name both.
    instance = try NormalizerInstance(NormalizerInstance.Kind(rawValue: form.description)!)
  }

  /// Returns `text` in this normalizer's form.
  ///
  /// Text that is already normalized is returned as it is, without a copy; otherwise only the
  /// part from the first character that may change is normalized.
  ///
  /// - Complexity: O(n), plus O(r) for combining runs of total length r longer than 30.
  public func normalize(_ text: String) throws(ICUError) -> String {
    try normalizeReportingRuns(text).text
  }

  /// Returns `text` in this normalizer's form, with the combining runs longer than the stream-safe
  /// limit that it met (and handled in linear time; see `CombiningRun`).
  ///
  /// - Complexity: O(n), plus O(r) for combining runs of total length r longer than 30.
  public func normalizeReportingRuns(_ text: String) throws(ICUError) -> Normalization {
    try withUTF16(of: text) { (units) throws(ICUError) -> Normalization in
      try normalizeReportingRuns(text, units: units)
    }
  }

  /// `normalizeReportingRuns(_:)` for a caller that already has `text`'s UTF-16 code units.
  func normalizeReportingRuns(_ text: String, units: UnsafeBufferPointer<UInt16>)
    throws(ICUError) -> Normalization
  {
    let (normalized, runs) = try instance.normalize(units)
    guard let normalized else {
      return Normalization(text: text, wasNormalized: true, longRuns: [])
    }
    return Normalization(
      text: UTF16Transcoding.string(normalized),
      wasNormalized: normalized.elementsEqual(units), longRuns: runs)
  }

  /// Whether `text` is already in this normalizer's form.
  ///
  /// - Complexity: O(n); fast over the normalized prefix (`unorm2_spanQuickCheckYes`).
  public func isNormalized(_ text: String) throws(ICUError) -> Bool {
    try withUTF16(of: text) { (units) throws(ICUError) in try instance.isNormalized(units) }
  }

  /// ICU's quick check of `text`: `.yes` or `.no` when the NFx_Quick_Check properties decide,
  /// `.maybe` (composing forms only) when only normalizing would tell.
  /// The corresponding C function is `unorm2_quickCheck`.
  ///
  /// - Complexity: O(n).
  public func quickCheck(_ text: String) throws(ICUError) -> QuickCheckResult {
    try withUTF16(of: text) { (units) throws(ICUError) in try instance.quickCheck(units) }
  }

  /// The length, in UTF-16 code units, of the longest prefix of `text` that is certainly in this
  /// form and ends at a normalization boundary: `text.utf16.count` when all of it is.
  /// The corresponding C function is `unorm2_spanQuickCheckYes`.
  ///
  ///     try Normalizer(.nfc).normalizedPrefixUTF16Length("abće\u{301}")  // 3
  ///
  /// - Complexity: O(n) in the length of the prefix.
  public func normalizedPrefixUTF16Length(_ text: String) throws(ICUError) -> Int {
    try withUTF16(of: text) { (units) throws(ICUError) in try instance.spanQuickCheckYes(units) }
  }

  /// Whether `scalar` always has a normalization boundary before it in this form: text before it
  /// and text from it on normalize independently. The corresponding C function is
  /// `unorm2_hasBoundaryBefore`.
  ///
  ///     try Normalizer(.nfc).hasBoundaryBefore("a")         // true
  ///     try Normalizer(.nfc).hasBoundaryBefore("\u{301}")   // false
  public func hasBoundaryBefore(_ scalar: Unicode.Scalar) -> Bool {
    instance.hasBoundaryBefore(scalar.value)
  }

  /// Whether `scalar` is normalization-inert in this form: it never changes and never interacts
  /// with its neighbours, so a cluster of inert scalars is already normalized. ASCII is inert in
  /// every form. The corresponding C function is `unorm2_isInert`.
  ///
  ///     try Normalizer(.nfc).isInert("a")        // true
  ///     try Normalizer(.nfkc).isInert("\u{FB01}")  // false (ﬁ becomes "fi")
  public func isInert(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII || ustr_icu_unorm2_isInert(instance.pointer, Int32(bitPattern: scalar.value))
  }

  /// The primary composite of `first` followed by `second` in this form's data, or `nil`
  /// when they do not compose (composition exclusions do not). The corresponding C function is
  /// `unorm2_composePair`.
  ///
  ///     try Normalizer(.nfc).composePair("e", "\u{301}")           // "é" (U+00E9)
  ///     try Normalizer(.nfc).composePair("\u{915}", "\u{93C}")    // nil: U+0958 is excluded
  public func composePair(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Unicode.Scalar? {
    let composite = ustr_icu_unorm2_composePair(
      instance.pointer, Int32(bitPattern: first.value), Int32(bitPattern: second.value))
    return composite < 0 ? nil : Unicode.Scalar(UInt32(composite))
  }

  /// Whether `scalar` has a decomposition mapping of this form's kind (canonical for NFC and
  /// NFD): "é" has one, "e" and U+0301 have none. The corresponding C function is
  /// `unorm2_getRawDecomposition`.
  public func hasDecomposition(_ scalar: Unicode.Scalar) -> Bool {
    // With no room for the mapping ICU still returns its length, or -1 when there is none.
    var status = U_ZERO_ERROR
    let length = ustr_icu_unorm2_getRawDecomposition(
      instance.pointer, Int32(bitPattern: scalar.value), nil, 0, &status)
    return length >= 0
  }

  /// The canonical combining class ICU gives `scalar` (0 for starters; 230 for U+0301).
  /// The corresponding C function is `unorm2_getCombiningClass`.
  public func combiningClass(of scalar: Unicode.Scalar) -> Int {
    Int(ustr_icu_unorm2_getCombiningClass(instance.pointer, Int32(bitPattern: scalar.value)))
  }
}
