import Foundation
import Testing
import UStrTestSupport

/// `ustr inspect --properties`: each property of each scalar row is `ustr char`'s answer for
/// that scalar and, for the reference tables' properties, what an independent reading of the UCD
/// files says; ICU's differing answers are in the row's `disagreements` as `char` has them.
@Suite("ustr inspect --properties, end to end")
struct InspectPropertiesCommandTests {
  /// Random scalars (no surrogates) across the planes that have characters, and some that
  /// engines disagree on: U+1FAE9 (Unicode 16.0, after ICU 72), U+11F00 (Kawi, 15.0), a Hangul
  /// syllable, a keycap base, ½, a combining mark, U+0000, an unassigned and a private-use one.
  static func sampleScalars(count: Int, seed: UInt64) -> [Unicode.Scalar] {
    var generator = SeededGenerator(seed: seed)
    var scalars: [Unicode.Scalar] = [0x1FAE9, 0x11F00, 0xAC01, 0x31, 0xBD, 0x301, 0x0, 0x378, 0xE000, 0x16FF2]
      .map { Unicode.Scalar(UInt32($0))! }
    while scalars.count < count {
      let upper: UInt32 = [0x3000, 0x2_0000, 0x3_2000, 0x11_0000][Int.random(in: 0..<4, using: &generator)]
      if let scalar = Unicode.Scalar(UInt32.random(in: 0..<upper, using: &generator)) { scalars.append(scalar) }
    }
    return scalars
  }

  static func escaped(_ scalars: [Unicode.Scalar]) -> String {
    scalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined()
  }

  /// The scalar objects of `inspect --properties all --format json` over `scalars`, and the
  /// report's header.
  static func inspectedScalars(_ scalars: [Unicode.Scalar], format: String = "json") throws
    -> (report: [String: Any], scalars: [[String: Any]])
  {
    let result = try UStrBinary.run(
      ["inspect", "--properties", "all", "--format", "json", "--all", "--escapes", escaped(scalars)])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let report = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let graphemes = try #require(report["graphemes"] as? [[String: Any]])
    return (report, graphemes.flatMap { ($0["scalars"] as? [[String: Any]]) ?? [] })
  }

  @Test func everyPropertyIsCharsAnswerForTheScalar() throws {
    let scalars = Self.sampleScalars(count: 80, seed: 0x11_9409)
    let (_, rows) = try Self.inspectedScalars(scalars)
    let char = try UStrBinary.run(["char", "--format", "json", "--escapes", Self.escaped(scalars)])
    #expect(char.exitCode == 0, "\(char.stderrText)")
    let charReport = try #require(try JSONSerialization.jsonObject(with: char.stdout) as? [String: Any])
    let cards = try #require(charReport["scalars"] as? [[String: Any]])
    try #require(rows.count == scalars.count && cards.count == scalars.count)
    for (row, card) in zip(rows, cards) {
      let codePoint = try #require(row["codePoint"] as? String)
      #expect(card["codePoint"] as? String == codePoint)
      func same(_ key: String, _ expected: Any?, sourceLocation: SourceLocation = #_sourceLocation) {
        let ours = row[key].map { $0 is NSNull ? nil : $0 } ?? nil
        let theirs = expected.map { $0 is NSNull ? nil : $0 } ?? nil
        #expect(
          String(describing: ours) == String(describing: theirs), "\(codePoint) \(key)",
          sourceLocation: sourceLocation)
      }
      for key in [
        "script", "scriptExtensions", "block", "eastAsianWidth", "bidiClass", "bidiMirrored", "age",
        "canonicalCombiningClass", "numericValue", "hangulSyllableType",
      ] {
        same(key, card[key])
      }
      let breaks = try #require(card["breaks"] as? [String: Any])
      same("graphemeClusterBreak", breaks["grapheme"])
      same("indicConjunctBreak", breaks["indicConjunct"])
      same("wordBreak", breaks["word"])
      same("sentenceBreak", breaks["sentence"])
      same("lineBreak", breaks["line"])
      same("width", (card["width"] as? [String: Any])?["unicode"])
      let decomposition = card["decomposition"] as? [String: Any]
      if let type = decomposition?["type"] { same("decompositionType", type) } else { same("decompositionType", "None") }
      let emoji = try #require(card["emoji"] as? [String: Bool])
      let flags: [(String, String)] = [
        ("isEmoji", "Emoji"), ("isEmojiPresentation", "EPres"), ("isEmojiModifier", "EMod"),
        ("isEmojiModifierBase", "EBase"), ("isExtendedPictographic", "ExtPict"),
      ]
      #expect(row["emoji"] as? [String] == flags.filter { emoji[$0.0] == true }.map(\.1), "\(codePoint) emoji")
      // The disagreements over the properties both list: the same engines and answers.
      let asked: Set = ["script", "scriptExtensions", "block", "bidiClass", "eastAsianWidth", "age", "canonicalCombiningClass"]
      let theirs = ((card["disagreements"] as? [[String: Any]]) ?? []).filter { asked.contains($0["property"] as? String ?? "") }
      let ours = (row["disagreements"] as? [[String: Any]]) ?? []
      #expect(Self.canonical(ours) == Self.canonical(theirs), "\(codePoint) disagreements")
    }
  }

  static func canonical(_ disagreements: [[String: Any]]) -> String {
    let sorted = disagreements.sorted { ($0["property"] as? String ?? "") < ($1["property"] as? String ?? "") }
    let data = try? JSONSerialization.data(withJSONObject: sorted, options: [.sortedKeys])
    return data.map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  static let ucdFolder: URL? = {
    guard let report = try? inspectedScalars([Unicode.Scalar(0x41)]).report,
      let sources = report["properties"] as? [[String: Any]],
      let version = sources.first(where: { $0["engine"] as? String == "reference" })?["unicodeVersion"] as? String
    else { return nil }
    return try? SharedData.unicodeFile("ucd", version: version).get()
  }()

  /// A property over every code point from a UCD file: its `@missing` lines, then its data
  /// lines; `field` is the value's field after the code points.
  static func ucdColumn(_ name: String, field: Int = 0) throws -> [String] {
    let url = try #require(ucdFolder).appendingPathComponent(name)
    var values = [String](repeating: "", count: 0x11_0000)
    let text = try String(contentsOf: url, encoding: .utf8)
    func apply(_ line: Substring) {
      let fields = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        .split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      guard fields.count > field + 1, !fields[0].isEmpty else { return }
      let bounds = fields[0].components(separatedBy: "..").compactMap { Int($0, radix: 16) }
      guard let first = bounds.first else { return }
      for codePoint in first...(bounds.last ?? first) { values[codePoint] = fields[field + 1] }
    }
    for line in text.split(separator: "\n") {
      if line.hasPrefix("# @missing:") {
        apply(line.dropFirst("# @missing:".count))
      } else if !line.hasPrefix("#") {
        apply(line)
      }
    }
    return values
  }

  @Test(.enabled(if: ucdFolder != nil, "the UCD folder of the reference tables' version is not found"))
  func referencePropertiesEqualTheUCDFiles() throws {
    let scalars = Self.sampleScalars(count: 400, seed: 0x0CD)
    let (_, rows) = try Self.inspectedScalars(scalars)
    try #require(rows.count == scalars.count)
    let scripts = try Self.ucdColumn("Scripts.txt")
    let blocks = try Self.ucdColumn("Blocks.txt")
    let widths = try Self.ucdColumn("EastAsianWidth.txt")
    let ages = try Self.ucdColumn("DerivedAge.txt")
    let bidi = try Self.ucdColumn("UnicodeData.txt", field: 3)
    var scriptCodes: [String: String] = [:]
    let aliases = try String(contentsOf: Self.ucdFolder!.appendingPathComponent("PropertyValueAliases.txt"), encoding: .utf8)
    for line in aliases.split(separator: "\n") where line.hasPrefix("sc ") {
      let fields = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      scriptCodes[fields[2]] = fields[1]
    }
    for (scalar, row) in zip(scalars, rows) {
      let codePoint = Int(scalar.value)
      let label = "U+\(String(codePoint, radix: 16, uppercase: true))"
      #expect(row["script"] as? String == scriptCodes[scripts[codePoint]], "\(label) script")
      let block = blocks[codePoint]
      #expect((row["block"] as? String) == (block == "No_Block" ? nil : block), "\(label) block")
      #expect(row["eastAsianWidth"] as? String == widths[codePoint], "\(label) eaw")
      let age = ages[codePoint]
      #expect((row["age"] as? String) == (age == "Unassigned" ? nil : age), "\(label) age")
      // UnicodeData.txt gives Bidi_Class for the code points it lists (a range by its ends).
      if !bidi[codePoint].isEmpty {
        #expect(row["bidiClass"] as? String == bidi[codePoint], "\(label) bidi")
      }
    }
  }

  @Test func theHeaderNamesEachPropertysEngineAndVersion() throws {
    let (report, rows) = try Self.inspectedScalars([Unicode.Scalar(UInt32(0x1FAE9))!])
    let sources = try #require(report["properties"] as? [[String: String]])
    #expect(sources.count == 18)
    let engines = try #require(report["engines"] as? [String: [String: String]])
    for source in sources {
      let engine = try #require(source["engine"])
      let version = source["unicodeVersion"]
      switch engine {
      case "icu": #expect(version == engines["icu"]?["unicodeVersion"])
      case "swift": #expect(version == engines["swift"]?["unicodeVersion"])
      default: #expect(engine == "reference")
      }
      #expect(rows[0].keys.contains(try #require(source["property"])))
    }
    // U+1FAE9 FACE WITH BAGS UNDER EYES is Unicode 16.0: ICU 72 (15.0) has it unassigned.
    let disagreements = try #require(rows[0]["disagreements"] as? [[String: Any]])
    let age = try #require(disagreements.first { $0["property"] as? String == "age" })
    let answers = try #require(age["answers"] as? [[String: String]])
    #expect(answers.map { $0["engine"] } == ["reference", "swift", "icu"])
    #expect(answers.map { $0["value"] } == ["16.0", "16.0", ""])
  }

  @Test func withoutPropertiesTheRowsAndHeaderAreUnchanged() throws {
    let result = try UStrBinary.run(["inspect", "--format", "jsonl", "é"])
    let lines = result.stdoutText.split(separator: "\n")
    #expect(lines[0].contains("\"properties\":[]"))
    #expect(!lines[1].contains("disagreements"))
    #expect(!lines[1].contains("\"script\""))
  }

  @Test(arguments: [
    ("scrpt", "unknown property 'scrpt' for --properties. Did you mean 'script'?"),
    ("script,,age", "--properties has an empty name between commas"),
    ("bogusname", "unknown property 'bogusname' for --properties (properties: script, scx,"),
  ])
  func anUnknownNameIsAUsageErrorBeforeAnyOutput(value: String, message: String) throws {
    let result = try UStrBinary.run(["inspect", "--properties", value, "text"])
    #expect(result.exitCode == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrText.contains(message), "\(result.stderrText)")
  }

  @Test func namesAreCaseInsensitiveAndTakeTheirAliases() throws {
    let result = try UStrBinary.run(["inspect", "--properties", "EAW,Bidi_Class, sc ,width", "--format", "json", "a"])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let report = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let sources = try #require(report["properties"] as? [[String: String]])
    #expect(sources.map { $0["property"] } == ["eastAsianWidth", "bidiClass", "script", "width"])
  }

  @Test func eachPropertyIsAColumnAfterTheCategoryAndColumnsPicksThem() throws {
    let table = try UStrBinary.run(["inspect", "--wide", "--properties", "script,eaw,age", "a\u{1FAE9}"])
    #expect(table.exitCode == 0, "\(table.stderrText)")
    let lines = table.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let titles = try #require(lines.first { $0.hasPrefix("#") })
    let titleWords = titles.split(separator: " ").map(String.init)
    let cat = try #require(titleWords.firstIndex(of: "cat"))
    #expect(Array(titleWords[(cat + 1)...(cat + 3)]) == ["script", "eaw", "age"])
    let emojiRow = try #require(lines.first { $0.contains("U+1FAE9") })
    #expect(emojiRow.contains("Zyyy (icu: Zzzz)"))
    #expect(emojiRow.contains("16.0 (icu: -)"))
    #expect(table.stdoutText.contains("reference tables"))
    #expect(table.stdoutText.contains("properties script, eaw, age"))
    // --columns picks property columns, and picking one asks for it.
    let picked = try UStrBinary.run(["inspect", "--columns", "code-point,lb,bidi", "a"])
    #expect(picked.exitCode == 0, "\(picked.stderrText)")
    let pickedTitles = try #require(picked.stdoutText.split(separator: "\n").first { $0.hasPrefix("code point") })
    #expect(pickedTitles.split(separator: " ").map(String.init) == ["code", "point", "bidi", "lb"])
    #expect(picked.stdoutText.contains("U+0061      L     AL"))
  }
}
