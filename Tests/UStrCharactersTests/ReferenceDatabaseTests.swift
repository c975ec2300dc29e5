import Foundation
import Testing
import UStrCharacters
import UStrCore
import UStrTestSupport

/// Every property of every code point 0...0x10FFFF from the reference engine against the UCD
/// files it was generated from (the folder of `ReferenceDatabase.unicodeVersion`).
@Suite("Reference character database")
struct ReferenceDatabaseTests {
  static let hasData = (try? UCDFile.folder.get()) != nil

  @Test(.enabled(if: hasData, "the UCD folder of the reference tables' version is not found"))
  func scriptOfEveryCodePointEqualsScriptsTxt() throws {
    let short = try UCDFile.shortNames("sc")
    let expected = try UCDFile.column("Scripts.txt", missing: "Unknown")
    try assertEveryCodePoint("Script", expected.map { short[$0]! }) {
      ReferenceDatabase.properties(of: $0).script.code
    }
  }

  @Test(.enabled(if: hasData, "the UCD folder of the reference tables' version is not found"))
  func scriptExtensionsOfEveryCodePointEqualScriptExtensionsTxt() throws {
    let short = try UCDFile.shortNames("sc")
    let scripts = try UCDFile.column("Scripts.txt", missing: "Unknown").map { short[$0]! }
    var expected = scripts
    for (range, fields) in try UCDFile.ranges("ScriptExtensions.txt") {
      for codePoint in range { expected[codePoint] = fields[0] }
    }
    try assertEveryCodePoint("Script_Extensions", expected) {
      ReferenceDatabase.properties(of: $0).scriptExtensions.map(\.code).joined(separator: " ")
    }
  }

  @Test(.enabled(if: hasData, "the UCD folder of the reference tables' version is not found"))
  func blockOfEveryCodePointEqualsBlocksTxt() throws {
    let expected = try UCDFile.column("Blocks.txt", missing: "No_Block")
    try assertEveryCodePoint("Block", expected) {
      ReferenceDatabase.properties(of: $0).block?.name ?? "No_Block"
    }
  }

  @Test(.enabled(if: hasData, "the UCD folder of the reference tables' version is not found"))
  func eastAsianWidthOfEveryCodePointEqualsEastAsianWidthTxt() throws {
    let expected = try UCDFile.column("EastAsianWidth.txt", missing: "N")
    try assertEveryCodePoint("East_Asian_Width", expected) {
      ReferenceDatabase.properties(of: $0).eastAsianWidth.rawValue
    }
  }

  @Test(.enabled(if: hasData, "the UCD folder of the reference tables' version is not found"))
  func ageOfEveryCodePointEqualsDerivedAgeTxt() throws {
    let expected = try UCDFile.column("DerivedAge.txt", missing: "NA")
    try assertEveryCodePoint("Age", expected) { ReferenceDatabase.properties(of: $0).age?.description ?? "NA" }
  }

  /// Assigned code points carry UnicodeData.txt's Bidi_Class; unassigned ones the defaults of
  /// DerivedBidiClass.txt (UAX #44 5.7.3): BN for default ignorables and noncharacters, R and AL
  /// in the right-to-left script ranges, ET in Currency Symbols, L elsewhere.
  @Test(.enabled(if: hasData, "the UCD folder of the reference tables' version is not found"))
  func bidiClassOfEveryCodePointEqualsUnicodeData() throws {
    var expected = [String](repeating: "L", count: UCDFile.codePointCount)
    let rightToLeft: [(ClosedRange<Int>, String)] = [
      (0x0590...0x05FF, "R"), (0x0600...0x07BF, "AL"), (0x07C0...0x085F, "R"),
      (0x0860...0x08FF, "AL"), (0x20A0...0x20CF, "ET"), (0xFB1D...0xFB4F, "R"),
      (0xFB50...0xFDCF, "AL"), (0xFDF0...0xFDFF, "AL"), (0xFE70...0xFEFF, "AL"),
      (0x10800...0x10CFF, "R"), (0x10D00...0x10D3F, "AL"), (0x10D40...0x10EBF, "R"),
      (0x10EC0...0x10EFF, "AL"), (0x10F00...0x10F2F, "R"), (0x10F30...0x10F6F, "AL"),
      (0x10F70...0x10FFF, "R"), (0x1E800...0x1EC6F, "R"), (0x1EC70...0x1ECBF, "AL"),
      (0x1ECC0...0x1ECFF, "R"), (0x1ED00...0x1ED4F, "AL"), (0x1ED50...0x1EDFF, "R"),
      (0x1EE00...0x1EEFF, "AL"), (0x1EF00...0x1EFFF, "R"),
    ]
    for (range, value) in rightToLeft { for c in range { expected[c] = value } }
    for (file, property) in [
      ("DerivedCoreProperties.txt", "Default_Ignorable_Code_Point"),
      ("PropList.txt", "Noncharacter_Code_Point"),
    ] {
      for (range, fields) in try UCDFile.ranges(file) where fields[0] == property {
        for c in range { expected[c] = "BN" }
      }
    }
    var first: Int?
    for line in try String(contentsOf: UCDFile.url("UnicodeData.txt"), encoding: .utf8)
      .split(separator: "\n")
    {
      let fields = line.split(separator: ";", omittingEmptySubsequences: false)
      let codePoint = Int(fields[0], radix: 16)!
      if fields[1].hasSuffix(", First>") { first = codePoint; continue }
      for c in (first ?? codePoint)...codePoint { expected[c] = String(fields[4]) }
      first = nil
    }
    try assertEveryCodePoint("Bidi_Class", expected) {
      ReferenceDatabase.properties(of: $0).bidiClass.rawValue
    }
  }

  @Test(.enabled(if: hasData, "the UCD folder of the reference tables' version is not found"))
  func nameAliasesEqualNameAliasesTxt() throws {
    let expected = try UCDFile.ranges("NameAliases.txt").map { range, fields in
      "\(range.lowerBound);\(fields[1]);\(fields[0])"
    }
    let actual = NameAlias.all.map { "\($0.scalar.value);\($0.type.rawValue);\($0.alias)" }
    #expect(actual == expected)
    var expectedPerCodePoint: [UInt32: [String]] = [:]
    for (range, fields) in try UCDFile.ranges("NameAliases.txt") {
      expectedPerCodePoint[UInt32(range.lowerBound), default: []].append(fields[0])
    }
    for codePoint in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(codePoint) else { continue }
      let aliases = NameAlias.aliases(of: scalar).map(\.alias)
      if aliases != expectedPerCodePoint[codePoint] ?? [] {
        Issue.record("aliases of U+\(String(codePoint, radix: 16, uppercase: true)): \(aliases)")
      }
    }
  }

  @Test func nameAliasTypesAreTheFiveOfNameAliasesTxt() {
    // U+0000 NULL (control), NUL (abbreviation); U+FEFF BYTE ORDER MARK (alternate), BOM, ZWNBSP.
    #expect(NameAlias.aliases(of: "\u{0}").map(\.type) == [.control, .abbreviation])
    #expect(NameAlias.aliases(of: "\u{FEFF}").map(\.alias) == ["BYTE ORDER MARK", "BOM", "ZWNBSP"])
    #expect(NameAlias.aliases(of: "A").isEmpty)
    #expect(Set(NameAlias.all.map(\.type)) == Set(NameAlias.Kind.allCases))
  }

  @Test func theVersionIsTheNewestFolderOfTheData() throws {
    let root = try SharedData.unicodeDataRoot.get()
    let versions = try FileManager.default.contentsOfDirectory(atPath: root.path).compactMap {
      name -> UnicodeVersion? in
      FileManager.default.fileExists(atPath: root.appendingPathComponent(name + "/ucd").path)
        ? UnicodeVersion(name) : nil
    }
    #expect(versions.max() == ReferenceDatabase.unicodeVersion)
  }

  @Test func propertiesOfWellKnownCharacters() {
    let e = ReferenceDatabase.properties(of: 0xE9)
    #expect(e.script.code == "Latn" && e.script.name == "Latin")
    #expect(e.block?.name == "Latin-1 Supplement")
    #expect(e.bidiClass.rawValue == "L" && e.eastAsianWidth == .ambiguous && e.age?.description == "1.1")
    let alef = ReferenceDatabase.properties(of: 0x0627)
    #expect(alef.bidiClass.rawValue == "AL" && alef.script.code == "Arab")
    #expect(ReferenceDatabase.properties(of: 0x4E00).eastAsianWidth == .wide)
    #expect(ReferenceDatabase.properties(of: 0x2FE0).block == nil)
    #expect(ReferenceDatabase.properties(of: 0x0660).scriptExtensions.map(\.code) == ["Arab", "Thaa", "Yezi"])
    #expect(Block(named: "arrows")?.codePoints == 0x2190...0x21FF)
    #expect(Script(named: "greek")?.code == "Grek")
  }

  private func assertEveryCodePoint(
    _ property: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation,
    _ actual: (UInt32) -> String
  ) throws {
    var failures = 0
    for codePoint in 0..<UCDFile.codePointCount {
      let value = actual(UInt32(codePoint))
      if value != expected[codePoint] {
        failures += 1
        if failures <= 5 {
          Issue.record(
            "\(property) of U+\(String(codePoint, radix: 16, uppercase: true)): \(value), the UCD says \(expected[codePoint])",
            sourceLocation: sourceLocation)
        }
      }
    }
    #expect(failures == 0, "\(failures) code points differ in \(property)", sourceLocation: sourceLocation)
  }
}
