internal import CUStrICU

/// One of ICU's shared `UNormalizer2` instances with the operations every ustr normalizer needs,
/// on UTF-16 code units (ICU's native form).
///
/// `Normalizer` (the four forms) and `CaseFolder` (NFKC_Casefold) both wrap one. The instances are
/// owned by ICU and live as long as the process, so this value only points at them.
struct NormalizerInstance: @unchecked Sendable {
  /// The normalizer itself.
  let pointer: OpaquePointer
  /// The decomposing normalizer used to reorder long combining runs before `pointer` sees them:
  /// NFKD for the compatibility forms, NFD otherwise.
  let decomposer: OpaquePointer
  /// ICU's name for the form, for errors: "NFC", "NFKC_Casefold".
  let name: String

  /// ICU's instances, one per form; NFKC_Casefold reorders runs canonically (NFD), which keeps
  /// text in the same NFKC_Casefold class.
  enum Kind: String {
    case nfc = "NFC", nfd = "NFD", nfkc = "NFKC", nfkd = "NFKD", nfkcCasefold = "NFKC_Casefold"
  }

  /// Gets ICU's instance for `kind` and its decomposer.
  init(_ kind: Kind) throws(ICUError) {
    var status = U_ZERO_ERROR
    let pointer: OpaquePointer?
    switch kind {
    case .nfc: pointer = ustr_icu_unorm2_getNFCInstance(&status)
    case .nfd: pointer = ustr_icu_unorm2_getNFDInstance(&status)
    case .nfkc: pointer = ustr_icu_unorm2_getNFKCInstance(&status)
    case .nfkd: pointer = ustr_icu_unorm2_getNFKDInstance(&status)
    case .nfkcCasefold: pointer = ustr_icu_unorm2_getNFKCCasefoldInstance(&status)
    }
    try status.check("unorm2_get\(kind.rawValue)Instance")
    let compatibility = kind == .nfkc || kind == .nfkd
    let decomposer =
      compatibility
      ? ustr_icu_unorm2_getNFKDInstance(&status) : ustr_icu_unorm2_getNFDInstance(&status)
    try status.check("unorm2_getNF\(compatibility ? "K" : "")DInstance")
    self.pointer = pointer!
    self.decomposer = decomposer!
    self.name = kind.rawValue
  }

  /// How `units` checks against this form without normalizing. The corresponding C function is
  /// `unorm2_quickCheck`.
  func quickCheck(_ units: UnsafeBufferPointer<UInt16>) throws(ICUError) -> QuickCheckResult {
    var status = U_ZERO_ERROR
    let raw = ustr_icu_unorm2_quickCheck(pointer, units.baseAddress, Int32(units.count), &status)
    try status.check("unorm2_quickCheck")
    return QuickCheckResult(rawValue: raw) ?? .maybe
  }

  /// The length in UTF-16 code units of the longest prefix of `units` known to be normalized;
  /// the prefix ends at a normalization boundary. The corresponding C function is
  /// `unorm2_spanQuickCheckYes`.
  func spanQuickCheckYes(_ units: UnsafeBufferPointer<UInt16>) throws(ICUError) -> Int {
    var status = U_ZERO_ERROR
    let span = ustr_icu_unorm2_spanQuickCheckYes(
      pointer, units.baseAddress, Int32(units.count), &status)
    try status.check("unorm2_spanQuickCheckYes")
    return Int(span)
  }

  /// Whether `scalar` starts a normalization boundary: text before it and text from it normalize
  /// independently. The corresponding C function is `unorm2_hasBoundaryBefore`.
  func hasBoundaryBefore(_ scalar: UInt32) -> Bool {
    ustr_icu_unorm2_hasBoundaryBefore(pointer, Int32(bitPattern: scalar))
  }

  /// The offset of the last scalar in `units` after `lowerBound` with a normalization boundary
  /// before it (``hasBoundaryBefore(_:)``), or 0 when there is none: where text that arrives in
  /// pieces can be cut, the part before normalized now, the rest when more has come.
  ///
  /// - Complexity: O(n) in the units after `lowerBound`, from the end.
  func lastBoundary(in units: [UInt16], after lowerBound: Int) -> Int {
    var i = units.count
    while i > max(lowerBound, 0) {
      i -= 1
      let unit = units[i]
      if UTF16.isTrailSurrogate(unit), i > 0, UTF16.isLeadSurrogate(units[i - 1]) {
        i -= 1
        let value = 0x10000 + ((UInt32(units[i]) - 0xD800) << 10) + (UInt32(unit) - 0xDC00)
        if hasBoundaryBefore(value) { return i }
      } else if hasBoundaryBefore(UInt32(unit)) {
        return i
      }
    }
    return 0
  }

  /// The offset of the first scalar after the one at `index` with a normalization boundary
  /// before it (``hasBoundaryBefore(_:)``), or `units.count` when there is none: the end of the
  /// stretch that starts at the boundary `index` and normalizes on its own.
  ///
  /// - Complexity: O(m), m the units it passes; ASCII costs no ICU call.
  func nextBoundary(in units: UnsafeBufferPointer<UInt16>, after index: Int) -> Int {
    var i = index + decodeScalar(units, at: index).1
    while i < units.count {
      let (scalar, width) = decodeScalar(units, at: i)
      if scalar < 0x80 || hasBoundaryBefore(scalar) { return i }
      i += width
    }
    return units.count
  }

  /// Normalizes `units`, a stretch from one normalization boundary to the next that ICU's quick
  /// check does not vouch for, with long combining runs put in canonical order first (see
  /// `normalize`); also returns those runs (offsets in `units`). Runs already in order (a mark
  /// repeated) go to ICU as they are: no decomposed and reordered copies of them.
  func normalizeStretch(_ units: UnsafeBufferPointer<UInt16>) throws(ICUError) -> (
    units: [UInt16], longRuns: [CombiningRun]
  ) {
    let runs = CombiningRun.find(in: units, utf16Base: 0, decomposer: decomposer)
    if runs.isEmpty || CanonicalReordering.isInOrder(units, runs: runs, utf16Base: 0, decomposer: decomposer) {
      return (try normalizeUnguarded(units), runs)
    }
    let reordered = CanonicalReordering.reorder(units, runs: runs, utf16Base: 0, decomposer: decomposer)
    let normalized = try reordered.withUnsafeBufferPointer { (r) throws(ICUError) in
      try normalizeUnguarded(r)
    }
    return (normalized, runs)
  }

  /// ICU's plain normalization of `units`, with no guard. The corresponding C function is
  /// `unorm2_normalize`.
  func normalizeUnguarded(_ units: UnsafeBufferPointer<UInt16>) throws(ICUError) -> [UInt16] {
    guard !units.isEmpty else { return [] }
    // NFD and NFKD grow text; a generous first guess avoids the retry in almost all cases.
    let guess = units.count * 3 / 2 + 16
    return try withGrowingUTF16Buffer("unorm2_normalize", capacity: guess) { dest, capacity, status in
      ustr_icu_unorm2_normalize(
        pointer, units.baseAddress, Int32(units.count), dest, capacity, &status)
    }
  }

  /// Normalizes `units` in linear time: the longest already-normalized prefix is kept as it is,
  /// and long combining runs in the rest are put in canonical order before ICU sees them.
  ///
  /// - Returns: The normalized code units, or `nil` when `units` is already normalized (no copy
  ///   is made), and the long combining runs found (offsets in `units`).
  func normalize(_ units: UnsafeBufferPointer<UInt16>) throws(ICUError) -> (
    units: [UInt16]?, longRuns: [CombiningRun]
  ) {
    let span = try spanQuickCheckYes(units)
    if span == units.count { return (nil, []) }
    let rest = UnsafeBufferPointer(rebasing: units[span...])
    let runs = CombiningRun.find(in: rest, utf16Base: span, decomposer: decomposer)
    let isInOrder =
      runs.isEmpty || CanonicalReordering.isInOrder(rest, runs: runs, utf16Base: span, decomposer: decomposer)
    // Nothing to keep before ICU's answer: it is the answer (no second copy of a long run).
    if span == 0 && isInOrder { return (try normalizeUnguarded(rest), runs) }
    var output = [UInt16]()
    output.reserveCapacity(units.count + units.count / 4 + 16)
    output.append(contentsOf: units[..<span])
    if isInOrder {
      output.append(contentsOf: try normalizeUnguarded(rest))
    } else {
      let reordered = CanonicalReordering.reorder(
        rest, runs: runs, utf16Base: span, decomposer: decomposer)
      output.append(
        contentsOf: try reordered.withUnsafeBufferPointer { (r) throws(ICUError) in
          try normalizeUnguarded(r)
        })
    }
    return (output, runs)
  }

  /// Whether `units` is already normalized, in linear time (see `normalize`).
  func isNormalized(_ units: UnsafeBufferPointer<UInt16>) throws(ICUError) -> Bool {
    let span = try spanQuickCheckYes(units)
    if span == units.count { return true }
    switch try quickCheck(UnsafeBufferPointer(rebasing: units[span...])) {
    case .yes: return true
    case .no: return false
    case .maybe:
      guard let normalized = try normalize(units).units else { return true }
      return normalized.elementsEqual(units)
    }
  }
}

/// Runs `body` over the UTF-16 code units of `text`.
func withUTF16<R, E: Error>(
  of text: String, _ body: (UnsafeBufferPointer<UInt16>) throws(E) -> R
) throws(E) -> R {
  let units = UTF16Transcoding.units(of: text)
  return try units.withUnsafeBufferPointer { (buffer) throws(E) -> R in try body(buffer) }
}
