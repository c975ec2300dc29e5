/// A version of the Unicode Standard, such as 15.0 or 17.0.
///
/// Every answer ustr gives names the Unicode version of the engine that produced it; this is
/// the value that carries it.
///
///     UnicodeVersion(major: 15, minor: 1).description  // "15.1"
///     UnicodeVersion("16.0.0")                         // 16.0
public struct UnicodeVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The major version: 17 in 17.0.
  public var major: Int
  /// The minor version: 1 in 15.1.
  public var minor: Int
  /// The update version: 0 in almost every release (Unicode 6.3.0's 0); shown only when not 0.
  public var update: Int

  /// Creates a version from its parts.
  public init(major: Int, minor: Int, update: Int = 0) {
    self.major = major
    self.minor = minor
    self.update = update
  }

  /// Parses "17.0", "15.1.0" or "16"; returns `nil` for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(part) else {
        return nil
      }
      numbers.append(n)
    }
    self.init(
      major: numbers[0], minor: numbers.count > 1 ? numbers[1] : 0,
      update: numbers.count > 2 ? numbers[2] : 0)
  }

  /// "17.0", or "6.3.1" when the update version is not 0.
  public var description: String {
    update == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(update)"
  }

  public static func < (a: UnicodeVersion, b: UnicodeVersion) -> Bool {
    (a.major, a.minor, a.update) < (b.major, b.minor, b.update)
  }
}
