/// An engine whose answers ustr reports side by side: segmentation, and the character
/// properties of `char` and `inspect --properties` (where ``swift``, ``icu`` and ``reference``
/// name the standard library, ICU and ustr's generated tables). JSON writes the raw value.
public enum BreakEngine: String, Codable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The Swift standard library (`Character`), at `StandardLibraryUnicode.version`.
  case swift
  /// The system ICU's break iterators, at `ICU.unicodeVersion` (module UStrICU).
  case icu
  /// ustr's own UAX #29 grapheme rules (`ReferenceGraphemeSegmenter`), at a chosen version.
  case reference

  /// "swift", "icu", "reference": the name in JSON reports.
  public var description: String { rawValue }
}
