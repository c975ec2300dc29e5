import UStrICU

/// When one of two compared texts is the other's mojibake: which side, and how it undoes.
///
///     MojibakeRelation(a: "PokÃ©mon", b: "Pokémon")?.side   // "a"
public struct MojibakeRelation: Codable, Hashable, Sendable {
  /// Always "mojibake", as the warning of `inspect` says.
  public var kind = "mojibake"
  /// The side that is mojibake: "a" or "b".
  public var side: String
  /// That side repaired: the other side.
  public var repaired: String
  /// How to undo it, each `encode` and `decode` with an encoding's name.
  public var steps: [MojibakeStep]

  /// The relation of `a` and `b`, or `nil` when neither repairs to the other.
  ///
  /// - Complexity: O(n) in the texts' lengths.
  public init?(a: String, b: String) {
    for (side, text, other) in [("a", a, b), ("b", b, a)] {
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
