/// Which levels of equality hold between two texts, and why Swift and ICU disagree when they do.
///
///     let e = try TextEquality("Pok\u{E9}mon", "Poke\u{301}mon")
///     e.utf8, e.scalar            // false, false
///     e.swift, e.canonical        // true, true
///     e.compatibility, e.casefold // true, true
///     e.engineDisagreement        // nil
///
/// Normalized texts are compared scalar by scalar (never with `==`, which is itself canonical
/// equivalence). ICU's answers follow `ICU.unicodeVersion`, Swift's `StandardLibraryUnicode.version`.
public struct TextEquality: Hashable, Sendable {
  /// The same UTF-8 bytes.
  public var utf8: Bool
  /// The same Unicode scalars.
  public var scalar: Bool
  /// Swift's `==` (canonical equivalence, the standard library's Unicode version).
  public var swift: Bool
  /// ICU's NFD of both is the same.
  public var canonical: Bool
  /// ICU's NFKD of both is the same.
  public var compatibility: Bool
  /// ICU's NFKC_Casefold of both is the same.
  public var casefold: Bool
  /// Set when `swift` and `canonical` differ: which scalars the engines see differently.
  public var engineDisagreement: EngineDisagreement?

  /// Compares `a` and `b` at every level.
  ///
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: O(n + m), plus the normalization guard's O(r log r) for long combining runs.
  public init(_ a: String, _ b: String) throws(ICUError) {
    let nfd = try Normalizer(.nfd)
    utf8 = a.utf8.elementsEqual(b.utf8)
    scalar = utf8
    // The same bytes are equal; otherwise canonically equivalent texts the standard library
    // compares in linear time.
    swift = utf8 || a.withCombiningRunsInCanonicalOrder() == b.withCombiningRunsInCanonicalOrder()
    canonical = try sameScalars(a, b, nfd.normalize)
    let nfkd = try Normalizer(.nfkd)
    compatibility = try sameScalars(a, b, nfkd.normalize)
    let folder = try CaseFolder()
    casefold = try sameScalars(a, b, folder.fold)
    engineDisagreement =
      swift == canonical
      ? nil : EngineDisagreement(a: a, b: b, swiftEqual: swift, icuEqual: canonical, nfd: nfd)
  }

  /// The answer at `level`.
  public subscript(level: EqualityLevel) -> Bool {
    switch level {
    case .utf8: utf8
    case .scalar: scalar
    case .swift: swift
    case .canonical: canonical
    case .compatibility: compatibility
    case .casefold: casefold
    }
  }

  /// The strictest level at which the texts are equal, or `nil` when they are equal at none.
  public var strictestLevel: EqualityLevel? { EqualityLevel.allCases.first { self[$0] } }
}

/// Whether `a` and `b` have the same scalars once mapped by `transform` (not `==`, which is
/// canonical equivalence).
func sameScalars(
  _ a: String, _ b: String, _ transform: (String) throws(ICUError) -> String
) throws(ICUError) -> Bool {
  try transform(a).utf8.elementsEqual(transform(b).utf8)
}
