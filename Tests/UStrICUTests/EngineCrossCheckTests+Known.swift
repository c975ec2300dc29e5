import UStrCore
import UStrICU

extension EngineCrossCheckTests {
  /// The disagreements expected between the standard library and an ICU implementing `icu`:
  /// every one is a scalar assigned after `icu`, which ICU treats as unassigned (no
  /// decomposition, combining class 0), while Swift 6.3 (Unicode 17.0) knows it.
  /// - "ucd-decomposition": a character with a canonical decomposition (Garay, Tulu-Tigalari,
  ///   Gurung Khema, Kirat Rai in 16.0...): `==` its decomposition for Swift, not for ICU.
  /// - "mark-order": a combining mark with a non-zero class (U+0897, Garay, Tulu-Tigalari marks
  ///   in 16.0; the U+1ACF.. combining marks and others in 17.0): Swift reorders it past U+0316,
  ///   ICU does not.
  /// An entry applies only while ICU's Unicode version is older than the scalar's.
  static func knownDisagreements(icu: UnicodeVersion) -> Set<Disagreement> {
    let table: [(check: String, age: String, codePoints: [UInt32])] = [
      // 11 scalars new in Unicode 16.0
      ("mark-order", "16.0", [0x897, 0x10D69, 0x10D6A, 0x10D6B, 0x10D6C, 0x10D6D, 0x113CE, 0x113CF, 0x113D0, 0x1612F, 0x1E5EE]),
      // 30 scalars new in Unicode 17.0
      ("mark-order", "17.0", [0x1ACF, 0x1AD0, 0x1AD1, 0x1AD2, 0x1AD3, 0x1AD4, 0x1AD5, 0x1AD6, 0x1AD7, 0x1AD8, 0x1AD9, 0x1ADA, 0x1ADB, 0x1ADC, 0x1AE0, 0x1AE1, 0x1AE2, 0x1AE3, 0x1AE4, 0x1AE5, 0x1AE7, 0x1AE8, 0x1AE9, 0x1AEA, 0x1AEB, 0x1E6E3, 0x1E6E6, 0x1E6EE, 0x1E6EF, 0x1E6F5]),
      // 20 scalars new in Unicode 16.0
      ("ucd-decomposition", "16.0", [0x105C9, 0x105E4, 0x11383, 0x11385, 0x1138E, 0x11391, 0x113C5, 0x113C7, 0x113C8, 0x16121, 0x16122, 0x16123, 0x16124, 0x16125, 0x16126, 0x16127, 0x16128, 0x16D68, 0x16D69, 0x16D6A]),
    ]
    return Set(
      table.filter { UnicodeVersion($0.age)! > icu }.flatMap { entry in
        entry.codePoints.map { Disagreement(check: entry.check, codePoint: $0, swiftEqual: true) }
      })
  }
}
