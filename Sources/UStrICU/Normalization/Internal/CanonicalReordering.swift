internal import CUStrICU

/// Puts long combining runs in canonical order in linear time, so that ICU's normalizer, whose
/// insertion sort is quadratic in a run's length, only ever appends.
///
/// Each run is replaced by its full decomposition (from the NFD or NFKD instance) with every
/// maximal sequence of non-starters stably sorted by canonical combining class: that is the
/// canonical ordering algorithm of Unicode §3.11, so the replacement is canonically (or, with
/// NFKD, compatibility) equivalent, and normalizing it gives exactly what normalizing the
/// original gives.
enum CanonicalReordering {
  /// Returns `units` with each run (offsets relative to `utf16Base`) decomposed and reordered;
  /// the rest is copied unchanged.
  ///
  /// - Complexity: O(n).
  static func reorder(
    _ units: UnsafeBufferPointer<UInt16>, runs: [CombiningRun], utf16Base: Int,
    decomposer: OpaquePointer
  ) -> [UInt16] {
    var output: [UInt16] = []
    output.reserveCapacity(units.count + units.count / 2)
    var copied = 0
    for run in runs {
      let start = run.utf16Range.lowerBound - utf16Base
      let end = run.utf16Range.upperBound - utf16Base
      output.append(contentsOf: units[copied..<start])
      var scalars = decomposed(UnsafeBufferPointer(rebasing: units[start..<end]), by: decomposer)
      sortNonStarters(&scalars)
      for packed in scalars {
        for unit in UTF16.encode(Unicode.Scalar(packed >> 8) ?? "\u{FFFD}")! { output.append(unit) }
      }
      copied = end
    }
    output.append(contentsOf: units[copied...])
    return output
  }

  /// Whether ``reorder(_:runs:utf16Base:decomposer:)`` would give `units` back unchanged: no
  /// scalar of a run decomposes, none is a lone surrogate, and the combining classes of each
  /// sequence of non-starters never fall (a run of one mark repeated, the usual long run). ICU
  /// then only appends as it is, and normalizing `units` needs no reordered copy of them.
  ///
  /// - Complexity: O(n) in the runs' length.
  static func isInOrder(
    _ units: UnsafeBufferPointer<UInt16>, runs: [CombiningRun], utf16Base: Int, decomposer: OpaquePointer
  ) -> Bool {
    var mapping = [UInt16](repeating: 0, count: 32)
    for run in runs {
      var i = run.utf16Range.lowerBound - utf16Base
      let end = run.utf16Range.upperBound - utf16Base
      var previousClass: UInt8 = 0
      while i < end {
        let (scalar, width) = decodeScalar(units, at: i)
        i += width
        if (0xD800...0xDFFF).contains(scalar) { return false }
        var status = U_ZERO_ERROR
        let length = mapping.withUnsafeMutableBufferPointer {
          ustr_icu_unorm2_getDecomposition(
            decomposer, Int32(bitPattern: scalar), $0.baseAddress, Int32($0.count), &status)
        }
        // As `decomposed` reads it: a mapping (that ICU could write) replaces the scalar.
        if length >= 0 && !ustr_icu_U_FAILURE(status) { return false }
        let combiningClass = ustr_icu_unorm2_getCombiningClass(decomposer, Int32(bitPattern: scalar))
        if combiningClass != 0 && combiningClass < previousClass { return false }
        previousClass = combiningClass
      }
    }
    return true
  }

  /// The full decomposition of every scalar in `units`, each packed with its combining class as
  /// `scalar << 8 | class` (4 bytes a scalar: a run of a million marks is 4 MB). A lone
  /// surrogate, which has no scalar value, is kept as a code point of class 0.
  static func decomposed(
    _ units: UnsafeBufferPointer<UInt16>, by decomposer: OpaquePointer
  ) -> [UInt32] {
    var result: [UInt32] = []
    result.reserveCapacity(units.count)
    func append(_ scalar: UInt32) {
      let combiningClass = ustr_icu_unorm2_getCombiningClass(decomposer, Int32(bitPattern: scalar))
      result.append(scalar << 8 | UInt32(combiningClass))
    }
    var mapping = [UInt16](repeating: 0, count: 32)
    var i = 0
    while i < units.count {
      let (scalar, width) = decodeScalar(units, at: i)
      i += width
      var status = U_ZERO_ERROR
      let length = mapping.withUnsafeMutableBufferPointer {
        ustr_icu_unorm2_getDecomposition(
          decomposer, Int32(bitPattern: scalar), $0.baseAddress, Int32($0.count), &status)
      }
      // No mapping (negative length), or a failure ICU cannot have for 32 units (the longest
      // full decomposition is 18 code points): keep the scalar itself.
      if length < 0 || ustr_icu_U_FAILURE(status) {
        append(scalar)
        continue
      }
      mapping.withUnsafeBufferPointer { buffer in
        let decomposition = UnsafeBufferPointer(rebasing: buffer[..<Int(length)])
        var j = 0
        while j < decomposition.count {
          let (part, partWidth) = decodeScalar(decomposition, at: j)
          append(part)
          j += partWidth
        }
      }
    }
    return result
  }

  /// Stably sorts each maximal sequence of non-zero combining classes (the low byte of each
  /// packed scalar) by class.
  static func sortNonStarters(_ scalars: inout [UInt32]) {
    var sorted: [UInt32] = []
    // Where each class starts in a sorted run: counted, then turned into offsets; one array
    // for every run, cleared only for a run that mixes classes (the only kind sorted).
    var starts = [Int](repeating: 0, count: 257)
    var i = 0
    while i < scalars.count {
      guard scalars[i] & 0xFF != 0 else {
        i += 1
        continue
      }
      var end = i
      while end < scalars.count, scalars[end] & 0xFF != 0 { end += 1 }
      // A counting sort over the 255 non-zero classes: stable and linear. A run all of one
      // class (a million U+0301) is already in order.
      let firstClass = scalars[i] & 0xFF
      var isMixed = false
      for k in i..<end where scalars[k] & 0xFF != firstClass { isMixed = true }
      if isMixed {
        starts.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        for k in i..<end { starts[Int(scalars[k] & 0xFF) + 1] += 1 }
        for c in 1..<257 { starts[c] += starts[c - 1] }
        sorted.removeAll(keepingCapacity: true)
        sorted.append(contentsOf: scalars[i..<end])
        for value in sorted {
          let c = Int(value & 0xFF)
          scalars[i + starts[c]] = value
          starts[c] += 1
        }
      }
      i = end
    }
  }
}
