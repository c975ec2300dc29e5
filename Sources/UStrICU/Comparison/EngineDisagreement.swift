public import UStrCore

/// Why Swift's `==` and ICU's canonical equivalence give different answers for two texts: the
/// engines implement different Unicode versions, and the scalars involved are known to one and
/// not the other (or have a different combining class in each).
///
/// With Swift 6.3 (Unicode 17.0) and ICU 72 (Unicode 15.0), a character added in 16.0 with a
/// canonical decomposition is `==` to its decomposition for Swift, but not for ICU, which does
/// not know the character and leaves it as it is.
public struct EngineDisagreement: Hashable, Sendable, CustomStringConvertible {
  /// One scalar the engines see differently.
  public struct Scalar: Hashable, Sendable {
    /// The scalar.
    public var scalar: Unicode.Scalar
    /// Its age per the standard library (`Unicode.Scalar.Properties.age`); `nil` if unassigned.
    public var swiftAge: UnicodeVersion?
    /// Its age per ICU (`u_charAge`); `nil` if ICU does not know it.
    public var icuAge: UnicodeVersion?
    /// Its canonical combining class per the standard library.
    public var swiftCombiningClass: Int
    /// Its canonical combining class per ICU.
    public var icuCombiningClass: Int
  }

  /// Swift's answer (`==`).
  public var swiftEqual: Bool
  /// ICU's answer (NFD equal).
  public var icuEqual: Bool
  /// The standard library's Unicode version.
  public var swiftUnicodeVersion: UnicodeVersion
  /// ICU's Unicode version.
  public var icuUnicodeVersion: UnicodeVersion
  /// The scalars of either text whose age or combining class differs between the engines, in
  /// order of first appearance; empty when none does (the engines then disagree for another
  /// reason, which is worth reporting as a bug).
  public var scalars: [Scalar]

  /// Finds the scalars of `a` and `b` the engines see differently.
  ///
  /// - Complexity: O(n).
  init(a: String, b: String, swiftEqual: Bool, icuEqual: Bool, nfd: Normalizer) {
    self.swiftEqual = swiftEqual
    self.icuEqual = icuEqual
    swiftUnicodeVersion = StandardLibraryUnicode.version
    icuUnicodeVersion = ICU.unicodeVersion
    var seen = Set<Unicode.Scalar>()
    scalars = []
    for scalar in a.unicodeScalars + b.unicodeScalars where seen.insert(scalar).inserted {
      let entry = Self.compare(scalar, nfd: nfd)
      if entry.swiftAge != entry.icuAge || entry.swiftCombiningClass != entry.icuCombiningClass {
        scalars.append(entry)
      }
    }
  }

  /// Both engines' view of `scalar`.
  static func compare(_ scalar: Unicode.Scalar, nfd: Normalizer) -> Scalar {
    let age = scalar.properties.age.map { UnicodeVersion(major: $0.major, minor: $0.minor) }
    return Scalar(
      scalar: scalar, swiftAge: age, icuAge: ICU.age(of: scalar),
      swiftCombiningClass: Int(scalar.properties.canonicalCombiningClass.rawValue),
      icuCombiningClass: nfd.combiningClass(of: scalar))
  }

  /// One sentence per scalar, such as "Swift (Unicode 17.0) says equal, ICU (Unicode 15.0) says
  /// not equal: U+1611E GURUNG KHEMA VOWEL SIGN AA is new in Unicode 16.0, unknown to ICU".
  public var description: String {
    let verdict =
      "Swift (Unicode \(swiftUnicodeVersion)) says \(swiftEqual ? "equal" : "not equal"), "
      + "ICU (Unicode \(icuUnicodeVersion)) says \(icuEqual ? "equal" : "not equal")"
    guard !scalars.isEmpty else {
      return verdict + "; no scalar differs in age or combining class between the engines"
    }
    return verdict + ": " + scalars.map(\.explanation).joined(separator: "; ")
  }
}

extension EngineDisagreement.Scalar {
  /// "U+1611E GURUNG KHEMA VOWEL SIGN AA is new in Unicode 16.0, unknown to ICU".
  public var explanation: String {
    let code = scalar.codePoint
    let name = scalar.properties.name.map { " " + $0 } ?? ""
    var parts: [String] = []
    if swiftAge != icuAge {
      let swiftText = swiftAge.map { "new in Unicode \($0)" } ?? "unassigned for Swift"
      let icuText = icuAge.map { "Unicode \($0) for ICU" } ?? "unknown to ICU"
      parts.append("\(swiftText), \(icuText)")
    }
    if swiftCombiningClass != icuCombiningClass {
      parts.append(
        "combining class \(swiftCombiningClass) for Swift, \(icuCombiningClass) for ICU")
    }
    return code + name + " is " + parts.joined(separator: "; ")
  }
}

extension EngineDisagreement {
  /// The disagreement of two texts whose differing scalars (``EngineScalarFilter``) are
  /// `values`, in order of first appearance in A then B.
  init(swiftEqual: Bool, icuEqual: Bool, values: [UInt32], nfd: Normalizer) {
    self.swiftEqual = swiftEqual
    self.icuEqual = icuEqual
    swiftUnicodeVersion = StandardLibraryUnicode.version
    icuUnicodeVersion = ICU.unicodeVersion
    scalars = values.compactMap(Unicode.Scalar.init).map { Self.compare($0, nfd: nfd) }
  }
}
