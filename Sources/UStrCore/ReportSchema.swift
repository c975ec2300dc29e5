/// The JSON contract every ustr report follows, by version: the `schemaVersion` each report
/// carries first.
///
/// Version 2 spells units one way everywhere (`grapheme`, `scalar`, `utf16`, `utf8`, and
/// `utf32` where a length is meant), in option values and in JSON keys and values, and reports
/// invalid input the same way in every command (`invalidUTF8Count`, `invalidUTF8[]`). The README
/// lists every key renamed from version 1.
public enum ReportSchema {
  /// The version this build writes: 2.
  public static let version = 2
}
