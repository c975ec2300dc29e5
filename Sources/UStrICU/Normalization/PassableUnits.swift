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
  private let allForms: UInt8

  /// Whether every ASCII scalar is passable (so runs of ASCII are skipped four units a step);
  /// true with ICU's data.
  private var isASCIIPassable = false

  init(instances: [NormalizerInstance]) {
    precondition(instances.count <= 8, "a form's passability is one bit of a byte")
    self.instances = instances
    allForms = UInt8(truncatingIfNeeded: (1 << instances.count) - 1)
    judge(page: 0)
    isASCIIPassable = formMasks[0..<0x80].allSatisfy { $0 == allForms }
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

  /// The UTF-16 of well-formed UTF-8 `utf8` and each form's runs, found in the one pass that
  /// writes it: a window's UTF-8 is read once instead of twice, and ASCII is widened eight bytes
  /// a step. `runs[f]` are the runs of the form of `instances[f]`: as ``runs(in:)`` finds them,
  /// with "passable" in that form alone.
  ///
  ///     var passable = PassableUnits(instances: forms.map(\.normalizer.instance))  // NFC, NFD, ...
  ///     Array("한 e\u{301}".utf8).withUnsafeBufferPointer { passable.transcode($0) }
  ///     // units [0xD55C, 0x20, 0x65, 0x301], runs [[2..<4], [0..<1, 2..<4], [2..<4], [0..<1, 2..<4]]
  ///
  /// - Complexity: O(n) in the UTF-8 length, one table load per non-ASCII scalar of the BMP.
  mutating func transcode(_ utf8: UnsafeBufferPointer<UInt8>) -> (units: [UInt16], runs: [[Range<Int>]]) {
    var runs = [[Range<Int>]](repeating: [], count: instances.count)
    // Where each form's run in progress starts, and the forms with one in progress (a bit each).
    var runStarts = [Int](repeating: 0, count: instances.count)
    var open: UInt8 = 0
    // Every scalar takes at least as many UTF-8 bytes as UTF-16 units.
    let units = [UInt16](unsafeUninitializedCapacity: utf8.count) { utf16, initializedCount in
      var out = 0
      var i = 0
      let count = utf8.count
      while i < count {
        if isASCIIPassable, utf8[i] < 0x80 {
          let end = ASCIIRun.end(in: utf8, from: i)
          if open != 0 { Self.update(&runs, &runStarts, &open, passable: allForms, at: out) }
          Self.widen(utf8, i..<end, into: utf16, at: out)
          out += end - i
          i = end
          continue
        }
        let lead = UInt32(utf8[i])
        let unitStart = out
        let mask: UInt8
        if lead < 0x80 {
          utf16[out] = UInt16(lead)
          out += 1
          i += 1
          mask = formMask(UInt16(lead))
        } else {
          UTF16Transcoding.writeMultiByteScalar(lead: lead, of: utf8, at: &i, into: utf16, at: &out)
          // A surrogate pair (a scalar above the BMP) is never passable.
          mask = out - unitStart == 1 ? formMask(utf16[unitStart]) : 0
        }
        // Only where a form's run starts or ends: where the forms that cannot pass the scalar
        // are not those with a run in progress.
        if ~mask & allForms != open { Self.update(&runs, &runStarts, &open, passable: mask, at: unitStart) }
      }
      if open != 0 { Self.update(&runs, &runStarts, &open, passable: allForms, at: out) }
      initializedCount = out
    }
    return (units, runs)
  }

  /// Ends the run of each form with one in progress in which the scalar at `unitStart` is
  /// passable (bits of `passable`), and starts one for each other form without one, widened back
  /// over the scalar before.
  @inline(__always)
  private static func update(
    _ runs: inout [[Range<Int>]], _ runStarts: inout [Int], _ open: inout UInt8, passable: UInt8,
    at unitStart: Int
  ) {
    for form in runStarts.indices {
      let bit: UInt8 = 1 << UInt8(form)
      if passable & bit != 0 {
        guard open & bit != 0 else { continue }
        runs[form].append(runStarts[form]..<unitStart)
        open &= ~bit
      } else if open & bit == 0 {
        // The scalar before (a passable one, or the window's start) opens the run.
        var start = unitStart > 0 ? unitStart - 1 : 0
        if let last = runs[form].last, last.upperBound >= start { start = runs[form].removeLast().lowerBound }
        runStarts[form] = start
        open |= bit
      }
    }
  }

  /// Writes the ASCII bytes `range` of `utf8` as UTF-16 at `out`, eight a step.
  @inline(__always)
  private static func widen(
    _ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into utf16: UnsafeMutableBufferPointer<UInt16>,
    at out: Int
  ) {
    let source = UnsafeRawPointer(utf8.baseAddress!)
    let target = UnsafeMutableRawPointer(utf16.baseAddress! + out)
    var k = range.lowerBound
    var written = 0
    #if _endian(little)
      while range.upperBound - k >= 8 {
        let word = source.loadUnaligned(fromByteOffset: k, as: UInt64.self)
        target.storeBytes(of: spread(word & 0xFFFF_FFFF), toByteOffset: written * 2, as: UInt64.self)
        target.storeBytes(of: spread(word >> 32), toByteOffset: written * 2 + 8, as: UInt64.self)
        k += 8
        written += 8
      }
    #endif
    while k < range.upperBound {
      utf16[out + written] = UInt16(utf8[k])
      k += 1
      written += 1
    }
  }

  /// The four bytes of `word`'s low half, each in its own 16-bit lane (little-endian order).
  @inline(__always)
  private static func spread(_ word: UInt64) -> UInt64 {
    var lanes = (word | word << 16) & 0x0000_FFFF_0000_FFFF
    lanes = (lanes | lanes << 8) & 0x00FF_00FF_00FF_00FF
    return lanes
  }
}
