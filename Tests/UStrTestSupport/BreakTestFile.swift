import Foundation
public import UStrConformance

// The parsers live in UStrConformance (`TestFiles/`), shared with `ustr selftest`; the tests
// only read the files.

extension BreakTestCase {
  /// Reads every test line of the break test file at `url`.
  public static func load(_ url: URL) throws -> [BreakTestCase] {
    try parse(String(contentsOf: url, encoding: .utf8))
  }
}

extension EmojiTestCase {
  /// Reads every data line of the emoji-test.txt at `url`.
  public static func load(_ url: URL) throws -> [EmojiTestCase] {
    try parse(String(contentsOf: url, encoding: .utf8))
  }
}

extension NormalizationTestCase {
  /// Reads every data line of the NormalizationTest.txt at `url`.
  public static func load(_ url: URL) throws -> [NormalizationTestCase] {
    try parse(String(contentsOf: url, encoding: .utf8))
  }
}
