import Foundation
import Testing
import UStrCore
import UStrTestSupport

/// schemaVersion 2's one vocabulary: units are spelled `grapheme`, `scalar`, `utf16`, `utf8`
/// (`utf32` where a length is meant) in every option value, JSON key and JSON value, and every
/// command that reads text reports invalid input the same way.
@Suite("One vocabulary for units, options and JSON keys (schemaVersion 2)")
struct VocabularyTests {
  static let units: Set<String> = ["grapheme", "scalar", "utf16", "utf8"]
  static let lengthUnits = units.union(["utf32"])
  /// Keys that once named a unit another way (schemaVersion 1) and must not come back.
  static let retiredKeys: Set<String> = ["from", "caseFolded"]
  /// Plural unit names are keys only of lists (the rows `graphemes[]`, a cluster's `scalars[]`).
  static let pluralUnitKeys: Set<String> = ["graphemes", "scalars"]
  /// Fields every reported invalid sequence has.
  static let invalidSequenceKeys: Set<String> = [
    "utf8Offset", "bytes", "kind", "replacementCount", "repairedUTF8Offset",
  ]

  /// Text with an invalid byte, a combining mark, an emoji and a newline, read from stdin.
  static let input = Data("Poke\u{301}mon 😀\n".utf8) + Data([0xFF]) + Data("!".utf8)

  /// One invocation of each command that reads text, with the options that put units in JSON.
  static let invocations: [[String]] = [
    ["inspect"],
    ["inspect", "--properties", "all"],
    ["lengths", "--max", "3", "--unit", "utf16"],
    ["lengths", "--max", "3", "--unit", "scalar", "--each-line"],
    ["offset", "--unit", "utf16", "2"],
    ["offset", "--unit", "input", "2"],
    ["slice", "--unit", "scalar", "--range", "0..<2"],
    ["breaks"],
    ["normalize", "--check"],
    ["escape", "--lang", "java"],
    ["scan"],
    ["demojibake"],
    ["char"],
  ]

  @Test(arguments: invocations)
  func jsonSpellsUnitsOneWayAndReportsInvalidInputAlike(_ arguments: [String]) throws {
    for format in ["json", "jsonl"] {
      let result = try UStrBinary.run(arguments + ["--format", format], input: Self.input)
      #expect(result.exitCode == 0 || result.exitCode == 1, "\(arguments) \(format): \(result.stderrText)")
      let documents =
        format == "json"
        ? [try JSONSerialization.jsonObject(with: result.stdout)]
        : try result.stdoutText.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) }
      let values = format == "json" ? [try #require(documents.first)] : documents
      var sawInvalidList = false
      for document in format == "json" ? values : values.compactMap({ ($0 as? [String: Any])?["data"] }) {
        try Self.check(document, path: arguments.joined(separator: " "), sawInvalidList: &sawInvalidList)
      }
      #expect(sawInvalidList, "\(arguments) \(format) reports no invalidUTF8 list")
      if format == "json" {
        let top = try #require(values.first as? [String: Any])
        #expect(top["schemaVersion"] as? Int == ReportSchema.version)
        #expect(top["invalidUTF8Count"] as? Int == 1, "\(arguments)")
      }
    }
  }

  /// Walks a JSON value: unit keys and values, retired keys, invalid-input fields.
  static func check(_ value: Any, path: String, sawInvalidList: inout Bool) throws {
    if let object = value as? [String: Any] {
      for (key, child) in object {
        let here = path + "." + key
        #expect(!retiredKeys.contains(key), "retired key at \(here)")
        if pluralUnitKeys.contains(key) {
          #expect(child is [Any], "\(here): a plural unit name is a key only of a list")
        }
        if key == "unit" {
          let unit = try #require(child as? String, "\(here)")
          #expect(path.hasSuffix(".lengths[]") ? lengthUnits.contains(unit) : units.contains(unit), "\(here) = \(unit)")
        }
        if key == "counts", let counts = child as? [String: Any], counts.keys.contains("utf8") {
          #expect(Set(counts.keys) == units, "\(here) keys \(counts.keys.sorted())")
        }
        if key == "columnNumber" {
          // `scan`'s column of a finding, in every unit.
          let columns = try #require(child as? [String: Any], "\(here) is an object")
          #expect(Set(columns.keys) == units, "\(here) keys \(columns.keys.sorted())")
        }
        if key == "invalidUTF8" {
          let list = try #require(child as? [[String: Any]], "\(here) is a list")
          sawInvalidList = true
          #expect(object["invalidUTF8Count"] as? Int == list.count, "\(here): invalidUTF8Count beside it")
          for sequence in list {
            #expect(Set(sequence.keys) == invalidSequenceKeys, "\(here) fields \(sequence.keys.sorted())")
          }
        }
        try check(child, path: here, sawInvalidList: &sawInvalidList)
      }
    } else if let array = value as? [Any] {
      for element in array { try check(element, path: path + "[]", sawInvalidList: &sawInvalidList) }
    }
  }

  @Test(arguments: [
    (["lengths", "--help"], "--unit"), (["offset", "--help"], "--unit"), (["slice", "--help"], "--unit"),
    (["offset", "--help"], "--column-unit"), (["scan", "--help"], "--column-unit <column>"),
  ])
  func unitOptionsListTheSingularUnits(_ arguments: [String], option: String) throws {
    let help = try UStrBinary.run(arguments).stdoutText.replacingOccurrences(of: "\n", with: " ")
      .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    let start = try #require(help.range(of: "OPTIONS:")?.upperBound)
    let entry = try #require(help.range(of: option, range: start..<help.endIndex))
    let values = try #require(
      help.range(of: #"\(values: [^)]*\)"#, options: .regularExpression, range: entry.upperBound..<help.endIndex))
    // `offset` also counts the input's own bytes.
    let input = option == "--unit" && arguments[0] == "offset" ? ", input" : ""
    // `scan --column` has a default, written after the values.
    let listed = help[values].replacingOccurrences(of: "; default: scalar", with: "")
    #expect(listed == "(values: utf8, utf16, scalar, grapheme\(input))", "\(arguments) \(option)")
  }

  @Test func compareNamesItsLevelsAsItsJSONKeysAndEachTextAlike() throws {
    let result = try UStrBinary.run(["compare", "--format", "json", "Pok\u{E9}mon", "Poke\u{301}mon"])
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == ReportSchema.version)
    let levels = try #require(json["equal"] as? [String: Bool])
    let help = try UStrBinary.run(["compare", "--help"]).stdoutText.replacingOccurrences(of: "\n", with: " ")
      .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    #expect(help.contains("(values: utf8, scalar, swift, canonical, compatibility, casefold;"))
    #expect(Set(levels.keys) == ["utf8", "scalar", "swift", "canonical", "compatibility", "casefold"])
    var sawInvalidList = false
    try Self.check(json, path: "compare", sawInvalidList: &sawInvalidList)
    #expect(sawInvalidList)
    for side in ["a", "b"] {
      let input = try #require(json[side] as? [String: Any])
      #expect(Set(input.keys) == ["counts", "invalidUTF8Count", "invalidUTF8"])
    }
    let order = try #require(json["order"] as? [String: Int])
    #expect(Set(order.keys) == ["swift", "utf16", "scalar"])
  }

  @Test func sortOrdersAreNamedByUnit() throws {
    let help = try UStrBinary.run(["sort", "--help"]).stdoutText.replacingOccurrences(of: "\n", with: " ")
      .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    #expect(help.contains("(values: utf16, scalar, swift;"))
  }

  /// The spellings of schemaVersion 1, and the plurals of unit names, still work as option
  /// values, and mean the same.
  @Test(arguments: [
    (["lengths", "--max", "3", "--unit", "graphemes"], ["lengths", "--max", "3", "--unit", "grapheme"]),
    (["lengths", "--max", "3", "--unit", "scalars"], ["lengths", "--max", "3", "--unit", "scalar"]),
    (["offset", "--from", "utf16", "2"], ["offset", "--unit", "utf16", "2"]),
    (["slice", "--unit", "scalars", "--range", "0..<2"], ["slice", "--unit", "scalar", "--range", "0..<2"]),
    (["sort", "--order", "java"], ["sort", "--order", "utf16"]),
    (["sort", "--order", "scalars"], ["sort", "--order", "scalar"]),
    (["compare", "--level", "bytes", "a", "a"], ["compare", "--level", "utf8", "a", "a"]),
    (["compare", "--level", "scalars", "a", "b"], ["compare", "--level", "scalar", "a", "b"]),
    // Plurals of `breaks --kind`, as of every unit option.
    (["offset", "--line", "1", "--column", "1", "--column-unit", "graphemes"], ["offset", "--line", "1", "--column", "1", "--column-unit", "grapheme"]),
    (["offset", "--line", "1", "--column", "1", "--column-unit", "scalars"], ["offset", "--line", "1", "--column", "1", "--column-unit", "scalar"]),
    (["scan", "--column", "graphemes", "-"], ["scan", "--column", "grapheme", "-"]),
    (["scan", "--column", "scalars", "-"], ["scan", "--column", "scalar", "-"]),
    (["breaks", "--kind", "graphemes"], ["breaks", "--kind", "grapheme"]),
    (["breaks", "--kind", "words"], ["breaks", "--kind", "word"]),
    (["breaks", "--kind", "sentences"], ["breaks", "--kind", "sentence"]),
    (["breaks", "--kind", "lines"], ["breaks", "--kind", "line"]),
  ])
  func olderSpellingsAreAliases(_ old: [String], _ new: [String]) throws {
    let text = Data("b\n\u{FF61}\n😀\na\n".utf8)
    let format = ["sort", "scan"].contains(old.first) ? [] : ["--format", "json"]
    let before = try UStrBinary.run(old + format, input: text)
    let after = try UStrBinary.run(new + format, input: text)
    #expect(before.exitCode == after.exitCode && before.exitCode != 64, "\(old): \(before.stderrText)")
    #expect(before.stdout == after.stdout, "\(old) against \(new)")
  }
}
