internal import CUStrICU
public import UStrCore

/// ICU's break iterator over one text: grapheme clusters, words, sentences or line-break
/// opportunities, at ICU's Unicode version (`ICU.unicodeVersion`, 15.0 for ICU 72).
///
///     let words = try BreakIterator(.word, text: "Hi 42")
///     words.boundaries().map(\.position.utf16Offset)  // [0, 2, 3, 5]
///     words.boundaries().map(\.wordCategory)          // [none, letter, none, number]
///
/// The iterator owns ICU's `UBreakIterator` and the UTF-16 copy of the text ICU reads, and closes
/// both when it goes away. Like the C object it is not safe to share between threads.
public final class BreakIterator {
  /// What the iterator divides the text into.
  public let kind: BreakKind
  /// The text.
  public let text: String
  private let handle: OpaquePointer
  private let units: UnsafeMutableBufferPointer<UInt16>
  /// The text's length in UTF-16 code units (`units` has room for at least one).
  private let utf16Count: Int

  /// Opens an ICU break iterator of `kind` over `text`.
  ///
  /// - Parameters:
  ///   - kind: The boundaries to find: grapheme clusters, words, sentences or line breaks.
  ///   - text: The text to segment.
  ///   - locale: The ICU locale whose tailoring applies; "" (the default) is the root locale, so
  ///     answers do not depend on the environment.
  /// - Throws: `ICUError` when ICU cannot open the iterator (missing break rules data).
  /// - Complexity: O(n) to copy the text to UTF-16.
  /// - The corresponding C function is `ubrk_open`.
  public init(_ kind: BreakKind, text: String, locale: String = "") throws(ICUError) {
    let utf16 = UTF16Transcoding.units(of: text)
    let units = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: max(utf16.count, 1))
    _ = units.initialize(from: utf16)
    var status = U_ZERO_ERROR
    let handle = ustr_icu_ubrk_open(
      kind.icuType, locale, units.baseAddress, Int32(utf16.count), &status)
    do throws(ICUError) {
      try status.check("ubrk_open")
    } catch {
      if let handle { ustr_icu_ubrk_close(handle) }
      units.deallocate()
      throw error
    }
    self.kind = kind
    self.text = text
    self.handle = handle!
    self.units = units
    self.utf16Count = utf16.count
  }

  deinit {
    ustr_icu_ubrk_close(handle)
    units.deallocate()
  }

  /// The UTF-16 offsets of every boundary, both ends included (`[0]` for "").
  ///
  /// - Complexity: O(n).
  /// - The corresponding C functions are `ubrk_first` and `ubrk_next`.
  public func utf16Boundaries() -> [Int] {
    var offsets = [Int(ustr_icu_ubrk_first(handle))]
    let done = ustr_icu_UBRK_DONE()
    while case let next = ustr_icu_ubrk_next(handle), next != done { offsets.append(Int(next)) }
    return offsets
  }

  /// Every boundary, both ends included, with its offsets in every view and its rule status.
  ///
  /// - Complexity: O(n).
  public func boundaries() -> [BreakBoundary] {
    var found: [(utf16Offset: Int, status: Int)] = [(Int(ustr_icu_ubrk_first(handle)), 0)]
    let done = ustr_icu_UBRK_DONE()
    while case let next = ustr_icu_ubrk_next(handle), next != done {
      found.append((Int(next), Int(ustr_icu_ubrk_getRuleStatus(handle))))
    }
    let positions = text.positions(atUTF16Offsets: found.map(\.utf16Offset))
    return zip(found, positions).map { boundary, position in
      BreakBoundary(
        position: position, ruleStatus: boundary.status,
        wordCategory: kind == .word ? WordCategory(ruleStatus: boundary.status) : nil)
    }
  }

  /// The number of boundaries after the start: the grapheme count for a character iterator.
  ///
  /// - Complexity: O(n).
  public func segmentCount() -> Int {
    _ = ustr_icu_ubrk_first(handle)
    var count = 0
    let done = ustr_icu_UBRK_DONE()
    while ustr_icu_ubrk_next(handle) != done { count += 1 }
    return count
  }

  /// Whether `utf16Offset` is a boundary; `false` outside `0...text.utf16.count`.
  ///
  /// - Complexity: O(1) amortized; ICU may scan a few units around the offset.
  /// - The corresponding C function is `ubrk_isBoundary`.
  public func isBoundary(utf16Offset: Int) -> Bool {
    guard (0...utf16Count).contains(utf16Offset) else { return false }
    return ustr_icu_ubrk_isBoundary(handle, Int32(utf16Offset))
  }
}

extension BreakKind {
  /// ICU's `UBreakIteratorType`: UBRK_CHARACTER 0, UBRK_WORD 1, UBRK_LINE 2, UBRK_SENTENCE 3.
  var icuType: Int32 {
    switch self {
    case .character: 0
    case .word: 1
    case .line: 2
    case .sentence: 3
    }
  }
}

extension String {
  /// The positions at ascending UTF-16 offsets that fall on scalar boundaries, in every view.
  ///
  /// - Precondition: `utf16Offsets` is sorted and each offset is a scalar boundary of `self`.
  /// - Complexity: O(n + k).
  func positions(atUTF16Offsets utf16Offsets: [Int]) -> [TextPosition] {
    var result: [TextPosition] = []
    result.reserveCapacity(utf16Offsets.count)
    var position = TextPosition.zero
    var scalars = unicodeScalars.makeIterator()
    for target in utf16Offsets {
      while position.utf16Offset < target, let scalar = scalars.next() {
        position = position.advanced(past: scalar)
      }
      precondition(position.utf16Offset == target, "UTF-16 offset \(target) is not a scalar boundary")
      result.append(position)
    }
    return result
  }
}
