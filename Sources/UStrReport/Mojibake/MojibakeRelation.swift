import UStrICU

/// When one of two compared texts is the other's mojibake: which side, and how it undoes.
///
///     MojibakeRelation(a: "PokÃ©mon", b: "Pokémon")?.side   // .a
public struct MojibakeRelation: Codable, Hashable, Sendable {
  /// One of the two compared texts, as `compare` names them (JSON: "a", "b").
  public enum Side: String, CaseIterable, Codable, Hashable, Sendable {
    /// The first text.
    case a
    /// The second text.
    case b
  }

  /// Always `.mojibake`, as the warning of `inspect` says.
  public var kind = Warning.Kind.mojibake
  /// The side that is mojibake.
  public var side: Side
  /// That side repaired: the other side.
  public var repaired: String
  /// How to undo it, each `encode` and `decode` with an encoding's name.
  public var steps: [MojibakeStep]

  /// The relation of `a` and `b`, or `nil` when neither repairs to the other.
  ///
  /// - Complexity: O(n) in the texts' lengths.
  public init?(a: String, b: String) {
    for (side, text, other) in [(Side.a, a, b), (Side.b, b, a)] {
      // Byte for byte (a repair restores the bytes that were misread); Swift's `==` would
      // normalize both, in time quadratic in a run of combining marks.
      guard let repair = Mojibake.repair(text), repair.text.utf8.elementsEqual(other.utf8) else { continue }
      self.side = side
      repaired = repair.text
      steps = repair.changes.first?.steps ?? []
      return
    }
    return nil
  }
}
