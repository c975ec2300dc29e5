/// Tells the scalars that the standard library and ICU see differently (another age, or another
/// combining class: see ``EngineDisagreement``) fast enough to ask of every scalar of a large
/// text, and collects the ones a text holds.
///
///     var filter = try EngineScalarFilter()
///     filter.differs(0x1611E)   // true with ICU 72: U+1611E is new in Unicode 16.0
///     filter.differs(0xE9)      // false
///
/// Scalars are looked at by page of 256 code points: a page is classified the first time one
/// of its scalars is met (256 look-ups in each engine), and a scalar of a page where every
/// scalar agrees costs one table read from then on. Only the rare pages that hold a
/// disagreeing scalar are asked scalar by scalar.
///
/// - Complexity: O(1) a scalar, amortized; O(256) the first time a page is met.
struct EngineScalarFilter {
  /// Per page of 256 code points: 0 not yet classified, 1 every scalar agrees, 2 some differ.
  var pages = [UInt8](repeating: 0, count: 0x1100)
  let nfd: Normalizer

  init() throws(ICUError) {
    nfd = try Normalizer(.nfd)
    // ASCII and Latin-1 are in every version of both engines.
    pages[0] = 1
  }

  /// Whether the engines see the scalar `value` differently.
  mutating func differs(_ value: UInt32) -> Bool {
    let page = Int(value >> 8)
    switch pages[page] {
    case 1: return false
    case 0:
      pages[page] = (0..<256).contains { scalarDiffers(UInt32(page << 8 | $0)) } ? 2 : 1
      return differs(value)
    default: return scalarDiffers(value)
    }
  }

  func scalarDiffers(_ value: UInt32) -> Bool {
    guard let scalar = Unicode.Scalar(value) else { return false }
    let entry = EngineDisagreement.compare(scalar, nfd: nfd)
    return entry.swiftAge != entry.icuAge || entry.swiftCombiningClass != entry.icuCombiningClass
  }

  /// Whether `units` (UTF-16) hold a scalar the engines see differently.
  ///
  /// - Complexity: O(n).
  mutating func containsDiffering(_ units: UnsafeBufferPointer<UInt16>) -> Bool {
    var index = 0
    while index < units.count {
      let unit = units[index]
      index += 1
      // Below U+0100 every scalar agrees.
      if unit < 0x100 { continue }
      var value = UInt32(unit)
      if UTF16.isLeadSurrogate(unit), index < units.count, UTF16.isTrailSurrogate(units[index]) {
        value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
        index += 1
      }
      if differs(value) { return true }
    }
    return false
  }
}

/// The distinct scalars of one text that the engines see differently, in order of first
/// appearance: what ``EngineDisagreement`` lists, gathered as the text streams by.
struct EngineScalarCollector {
  /// The scalars found, in order of first appearance.
  var values: [UInt32] = []
  var seen: Set<UInt32> = []

  /// Adds the differing scalars of `text` (valid UTF-8).
  ///
  /// - Complexity: O(n) in the UTF-8 length; ASCII eight bytes a step.
  mutating func scan(_ text: String, filter: inout EngineScalarFilter) {
    var text = text
    text.withUTF8 { bytes in
      var index = 0
      let count = bytes.count
      guard let base = bytes.baseAddress else { return }
      while index < count {
        if index + 8 <= count,
          UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
          index += 8
          continue
        }
        let lead = bytes[index]
        if lead < 0x80 {
          index += 1
          continue
        }
        let (value, width) = UTF8.decodeScalar(bytes, at: index, lead: lead)
        index += width
        if value >= 0x100, filter.differs(value), seen.insert(value).inserted { values.append(value) }
      }
    }
  }
}
