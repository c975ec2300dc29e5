import UStrCharacters
import UStrCore

extension CharacterProperties {
  /// The Age as a version (1.1, 17.0), or `nil` when the code point is unassigned at the
  /// tables' version: `age`, read as the version it names.
  ///
  /// - Complexity: O(1): one lookup among the tables' few ages, not a parse.
  var ageVersion: UnicodeVersion? {
    guard let age else { return nil }
    return ageVersions[age] ?? UnicodeVersion(age)
  }
}

/// Each age the reference tables name ("1.1" ... "17.0") with the version it names.
private let ageVersions: [String: UnicodeVersion] = Dictionary(
  uniqueKeysWithValues: ReferenceDatabase.ages.map { age in
    guard let version = UnicodeVersion(age) else {
      preconditionFailure("the generated tables name an age that is not a version: \"\(age)\"")
    }
    return (age, version)
  })
