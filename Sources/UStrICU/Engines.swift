public import UStrCore

/// The engines behind an answer, each with the Unicode version it implements: what every report
/// carries under `engines` (`swift.unicodeVersion`, `icu.version`, `icu.unicodeVersion`).
///
///     let engines = Engines.current
///     engines.swift.unicodeVersion   // 17.0 with Swift 6.3, from scalar ages at run time
///     engines.icu.version            // "72.1"
///     engines.icu.unicodeVersion     // 15.0
///
/// In JSON a version is its description: `"unicodeVersion": "17.0"`.
public struct Engines: Codable, Hashable, Sendable {
  /// The Swift standard library: `Character` segmentation, `==`, scalar properties and names.
  public var swift: SwiftEngine
  /// The system ICU: normalization, break iteration and the properties the standard library
  /// lacks.
  public var icu: ICUEngine

  /// Creates a description of two engines.
  public init(swift: SwiftEngine, icu: ICUEngine) {
    self.swift = swift
    self.icu = icu
  }

  /// The engines this program runs with.
  public static var current: Engines {
    Engines(
      swift: SwiftEngine(unicodeVersion: StandardLibraryUnicode.version),
      icu: ICUEngine(version: ICU.version, unicodeVersion: ICU.unicodeVersion))
  }
}

/// The Swift standard library as an engine.
public struct SwiftEngine: Codable, Hashable, Sendable {
  /// 17.0 for Swift 6.3, derived from scalar ages at run time.
  public var unicodeVersion: UnicodeVersion

  /// Creates a description.
  public init(unicodeVersion: UnicodeVersion) { self.unicodeVersion = unicodeVersion }
}

/// ICU as an engine.
public struct ICUEngine: Codable, Hashable, Sendable {
  /// ICU's own version, "72.1".
  public var version: String
  /// ICU's Unicode version, 15.0 for ICU 72.
  public var unicodeVersion: UnicodeVersion

  /// Creates a description.
  public init(version: String, unicodeVersion: UnicodeVersion) {
    self.version = version
    self.unicodeVersion = unicodeVersion
  }
}
