internal import CUStrICU
import UStrCore

/// The BMP scalars that every form of a ``NormalizationStream`` may pass over without asking
/// ICU, and the runs of a window's UTF-16 that must be asked: most of Chinese, Cyrillic, Arabic
/// or Devanagari text is checked once here instead of four times by ICU's quick check.
///
/// A scalar is *passable* when, in each of the four forms, it alone passes the quick check
/// (`unorm2_quickCheck` yes), it has canonical combining class 0 and a normalization boundary
/// before it (`unorm2_hasBoundaryBefore`). Then nothing before it reaches past it, no mark is
/// reordered across it, and it is left as it is, so a window may be cut in front of it; a
/// letter that composes with a following mark ("e") is passable all the same, because the run
/// of the mark is widened back over the scalar before it. Surrogates (scalars above the BMP)
/// are never passable: they go to ICU.
///
///     var passable = PassableUnits(instances: forms.map(\.normalizer.instance))
///     Array("中文 e\u{301}".utf16).withUnsafeBufferPointer { passable.runs(in: $0) }
///     // [3..<5]: "e" and U+0301
///
/// Each page of 256 code points is judged the first time one of its units is met.
///
/// A form that needs only counts (it lists no more changed clusters and keeps no text) can have
/// its commonest changes counted here as well: a scalar it changes into an equivalent cluster,
/// standing alone between two normalization boundaries (``markScalarChange(_:form:)``,
/// ``transcode(_:countingScalarChangesIn:anchors:)``).
///
/// Each form has runs of its own as well (``transcode(_:)``): a scalar passable in one form may
/// be changed by another (a Hangul syllable or "é" passes NFC and NFKC, not NFD and NFKD), and a
/// form looks only at its own runs.
///
/// - Complexity: ``runs(in:)`` is O(n) in the units, one table load per non-ASCII unit.
struct PassableUnits {
  let instances: [NormalizerInstance]
  /// Per page of 256 code points: whether it has been judged.
  private var judged = [Bool](repeating: false, count: 256)
  /// Per BMP code point: bit `f` set when it is passable in the form of `instances[f]`.
  private var formMasks = [UInt8](repeating: 0, count: 0x10000)
  /// Per BMP code point: bit `f` set when the form of `instances[f]` has a normalization
  /// boundary before it (`unorm2_hasBoundaryBefore`, and every ASCII scalar); 0 for surrogates.
  /// Read only for pages already judged: after ``transcode(_:)`` or ``runs(in:)`` of a window,
  /// every page of the window's units is.
  private(set) var boundaryMasks = [UInt8](repeating: 0, count: 0x10000)
  /// The mask of a scalar passable in every form.
  let allForms: UInt8

  /// Whether every ASCII scalar is passable (so runs of ASCII are skipped four units a step);
  /// true with ICU's data.
  private(set) var isASCIIPassable = false

  /// Per BMP code point: bit `f` set when the form of `instances[f]` changes the scalar into a
  /// cluster equivalent to it and has a normalization boundary before it
  /// (``markScalarChange(_:form:)``): where it stands alone with a boundary after it too,
  /// ``transcode(_:countingScalarChangesIn:anchors:)`` counts it instead of handing it on.
  var scalarChangeMasks: [UInt8] = []
  /// The scalar changes counted in the current window: at `f << 16 | v`, those of code point `v`
  /// in the form of `instances[f]`; ``takeCountedChanges()`` empties it.
  var countedChanges: [UInt32] = []
  /// The indices of `countedChanges` that are not 0, in the order they were first counted.
  var countedIndices: [Int] = []

  init(instances: [NormalizerInstance]) {
    precondition(instances.count <= 8, "a form's passability is one bit of a byte")
    self.instances = instances
    allForms = UInt8(truncatingIfNeeded: (1 << instances.count) - 1)
    judge(page: 0)
    isASCIIPassable = formMasks[0..<0x80].allSatisfy { $0 == allForms }
  }

  /// Records that the form of `instances[form]` changes the BMP scalar `value` into a cluster
  /// equivalent to it (`FormStream.isClusterEquivalent`); it is counted where it stands alone
  /// only if that form also has a normalization boundary before it. `value`'s page must have
  /// been judged (the scalar was met in a window).
  mutating func markScalarChange(_ value: UInt32, form: Int) {
    guard value < 0x10000, boundaryMasks[Int(value)] & (1 << UInt8(form)) != 0 else { return }
    if scalarChangeMasks.isEmpty { scalarChangeMasks = [UInt8](repeating: 0, count: 0x10000) }
    scalarChangeMasks[Int(value)] |= 1 << UInt8(form)
  }

  /// The scalar changes counted since the last call, per form and scalar, and forgets them.
  mutating func takeCountedChanges() -> [(form: Int, value: UInt32, count: Int)] {
    defer { countedIndices = [] }
    return countedIndices.map { index in
      defer { countedChanges[index] = 0 }
      return (index >> 16, UInt32(index & 0xFFFF), Int(countedChanges[index]))
    }
  }

  /// Whether the UTF-16 unit `unit` is a passable scalar.
  mutating func isPassable(_ unit: UInt16) -> Bool {
    formMask(unit) == allForms
  }

  /// The forms in which the UTF-16 unit `unit` is a passable scalar, bit `f` for
  /// `instances[f]`.
  @inline(__always)
  mutating func formMask(_ unit: UInt16) -> UInt8 {
    let page = Int(unit >> 8)
    if !judged[page] { judge(page: page) }
    return formMasks[Int(unit)]
  }

  private mutating func judge(page: Int) {
    judged[page] = true
    for low in 0..<256 {
      let value = UInt32(page << 8 | low)
      guard !(0xD800...0xDFFF).contains(value) else { continue }
      for (form, instance) in instances.enumerated() {
        if Self.isPassable(scalar: value, in: instance) { formMasks[Int(value)] |= 1 << UInt8(form) }
        if value < 0x80 || instance.hasBoundaryBefore(value) { boundaryMasks[Int(value)] |= 1 << UInt8(form) }
      }
    }
  }

  /// Whether the BMP scalar `value` is passable in `instance`'s form.
  private static func isPassable(scalar value: UInt32, in instance: NormalizerInstance) -> Bool {
    var unit = UInt16(value)
    guard instance.hasBoundaryBefore(value),
      ustr_icu_unorm2_getCombiningClass(instance.pointer, Int32(bitPattern: value)) == 0
    else { return false }
    return withUnsafePointer(to: &unit) { pointer in
      (try? instance.quickCheck(UnsafeBufferPointer(start: pointer, count: 1))) == .yes
    }
  }

  /// The runs of `units` that hold a scalar that is not passable, each widened back over the
  /// scalar before it (where a composing form may join it to the run); in order, apart. Outside
  /// them every form's quick check says yes and every scalar starts a segment.
  mutating func runs(in units: UnsafeBufferPointer<UInt16>) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var index = 0
    let count = units.count
    while index < count {
      // Four ASCII units a step.
      while isASCIIPassable, count - index >= 4,
        UnsafeRawPointer(units.baseAddress! + index).loadUnaligned(as: UInt64.self) & 0xFF80_FF80_FF80_FF80 == 0
      {
        index += 4
      }
      guard index < count else { break }
      if isPassable(units[index]) {
        index += 1
        continue
      }
      // The scalar before (a passable one, or the window's start) opens the run.
      var start = index
      if start > 0 { start -= 1 }
      if let last = runs.last, last.upperBound >= start {
        start = runs.removeLast().lowerBound
      }
      index += 1
      while index < count, !isPassable(units[index]) { index += 1 }
      runs.append(start..<index)
    }
    return runs
  }
}
