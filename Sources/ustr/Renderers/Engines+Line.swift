import UStrICU
import UStrReport

extension Engines {
  /// The engines and their Unicode versions on one line, for the foot of a table:
  /// "engines: Swift standard library (Unicode 17.0), ICU 72.1 (Unicode 15.0)".
  var footLine: String {
    "engines: Swift standard library (Unicode \(swift.unicodeVersion)), ICU \(icu.version) (Unicode \(icu.unicodeVersion))"
  }
}
