import Foundation
import Testing
import UStrCore
import UStrICU
import UStrTestSupport

/// `ICUCharacterProperties` against ICU's C API, called by a small C program compiled here
/// against the same system ICU: every property of every code point 0...0x10FFFF.
@Suite("ICU character properties")
struct ICUCharacterPropertiesTests {
  static let hasCompiler = PeerAvailability.available("cc", "pkg-config")

  /// Prints a line per run of code points with the same properties: "first<TAB>values".
  static let program = #"""
    #include <stdio.h>
    #include <string.h>
    #include <unicode/uchar.h>
    #include <unicode/uscript.h>
    static const char *n(UProperty p, UChar32 c, UPropertyNameChoice choice) {
      int32_t v = u_getIntPropertyValue(c, p);
      const char *s = u_getPropertyValueName(p, v, choice);
      if (!s) s = u_getPropertyValueName(p, v, U_LONG_PROPERTY_NAME);
      static char buf[8][16]; static int k; k = (k + 1) % 8;
      if (!s) { snprintf(buf[k], 16, "%d", v); s = buf[k]; }
      return s;
    }
    int main(void) {
      char previous[512] = "", line[512];
      for (UChar32 c = 0; c <= 0x10FFFF; c++) {
        UScriptCode scx[64]; UErrorCode status = U_ZERO_ERROR;
        int32_t count = uscript_getScriptExtensions(c, scx, 64, &status);
        char ext[256] = "";
        for (int i = 0; i < count; i++) {
          if (i) strcat(ext, " ");
          strcat(ext, uscript_getShortName(scx[i]));
        }
        UVersionInfo age; u_charAge(c, age);
        UChar32 mirror = u_charMirror(c);
        int bpt = u_getIntPropertyValue(c, UCHAR_BIDI_PAIRED_BRACKET_TYPE);
        snprintf(line, sizeof line,
          "%s\t%s\t%s\t%s\t%s\t%s\t%d\t%X\t%s\t%X\t%s\t%s\t%s\t%s\t%s\t%s\t%d\t%d\t%d.%d",
          n(UCHAR_SCRIPT, c, U_SHORT_PROPERTY_NAME), ext, n(UCHAR_BLOCK, c, U_LONG_PROPERTY_NAME),
          n(UCHAR_GENERAL_CATEGORY, c, U_SHORT_PROPERTY_NAME),
          n(UCHAR_EAST_ASIAN_WIDTH, c, U_SHORT_PROPERTY_NAME),
          n(UCHAR_BIDI_CLASS, c, U_SHORT_PROPERTY_NAME),
          u_hasBinaryProperty(c, UCHAR_BIDI_MIRRORED) != 0, mirror == c ? 0 : mirror,
          n(UCHAR_BIDI_PAIRED_BRACKET_TYPE, c, U_SHORT_PROPERTY_NAME),
          bpt ? u_getBidiPairedBracket(c) : 0,
          n(UCHAR_LINE_BREAK, c, U_SHORT_PROPERTY_NAME), n(UCHAR_WORD_BREAK, c, U_SHORT_PROPERTY_NAME),
          n(UCHAR_SENTENCE_BREAK, c, U_SHORT_PROPERTY_NAME),
          n(UCHAR_GRAPHEME_CLUSTER_BREAK, c, U_SHORT_PROPERTY_NAME),
          n(UCHAR_DECOMPOSITION_TYPE, c, U_SHORT_PROPERTY_NAME),
          n(UCHAR_HANGUL_SYLLABLE_TYPE, c, U_SHORT_PROPERTY_NAME),
          u_getIntPropertyValue(c, UCHAR_CANONICAL_COMBINING_CLASS),
          u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) != 0, age[0], age[1]);
        if (strcmp(line, previous) != 0) { printf("%X\t%s\n", c, line); strcpy(previous, line); }
      }
      return 0;
    }
    """#

  static func swiftLine(_ codePoint: UInt32) -> String {
    let p = ICUCharacterProperties(codePoint: codePoint)
    let age = p.age.map { "\($0.major).\($0.minor)" } ?? "0.0"
    func hex(_ value: UInt32?) -> String { String(value ?? 0, radix: 16, uppercase: true) }
    return [
      p.script, p.scriptExtensions.joined(separator: " "), p.block, p.generalCategory,
      p.eastAsianWidth.rawValue, p.bidiClass.rawValue, p.isBidiMirrored ? "1" : "0", hex(p.mirroringGlyph),
      p.pairedBracketType.rawValue, hex(p.pairedBracket), p.lineBreak.rawValue, p.wordBreak.rawValue, p.sentenceBreak.rawValue,
      p.graphemeClusterBreak, p.decompositionType.rawValue, p.hangulSyllableType.rawValue,
      String(p.canonicalCombiningClass), p.isDefaultIgnorable ? "1" : "0", age,
    ].joined(separator: "\t")
  }

  @Test(.enabled(if: hasCompiler, PeerAvailability.skipReason("cc", "pkg-config")))
  func everyPropertyOfEveryCodePointEqualsICUsCAPI() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ustr-icu-properties-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = directory.appendingPathComponent("properties.c")
    try Self.program.write(to: source, atomically: true, encoding: .utf8)
    let flags = try PeerAvailability.peer("pkg-config").run(["--cflags", "--libs", "icu-uc"])
      .stdoutText.split(whereSeparator: \.isWhitespace).map(String.init)
    let binary = directory.appendingPathComponent("properties").path
    let compile = try PeerAvailability.peer("cc").run([source.path, "-o", binary] + flags)
    try #require(compile.exitCode == 0, "cc: \(compile.stderrText)")
    let expected = try ProcessOutput.run(binary, []).stdoutText.split(separator: "\n").map(String.init)

    var actual: [String] = []
    var previous = ""
    for codePoint in UInt32(0)...0x10FFFF {
      let line = Self.swiftLine(codePoint)
      if line != previous {
        actual.append(String(codePoint, radix: 16, uppercase: true) + "\t" + line)
        previous = line
      }
    }
    #expect(actual.count == expected.count)
    for (a, e) in zip(actual, expected) where a != e {
      Issue.record("Swift \(a)\nC     \(e)")
      break
    }
  }

  @Test func propertiesOfWellKnownCharacters() {
    let e = ICUCharacterProperties(codePoint: 0xE9)
    #expect(e.script == "Latn" && e.block == "Latin_1_Supplement" && e.bidiClass.rawValue == "L")
    #expect(e.decompositionType.rawValue == "Can" && e.eastAsianWidth == .ambiguous)
    let paren = ICUCharacterProperties(codePoint: 0x28)
    #expect(paren.isBidiMirrored && paren.mirroringGlyph == 0x29)
    #expect(paren.pairedBracketType == .open && paren.pairedBracket == 0x29)
    #expect(ICUCharacterProperties(codePoint: 0xAC00).hangulSyllableType == .lvSyllable)
    #expect(ICUCharacterProperties(codePoint: 0x0660).scriptExtensions == ["Arab", "Thaa", "Yezi"])
  }
}
