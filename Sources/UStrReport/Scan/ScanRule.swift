/// One thing `ustr scan` looks for. The raw value is the rule's stable id, in JSON, SARIF,
/// `--allow`/`--deny` and the inline `ustr:allow` marker.
public enum ScanRule: String, Codable, CaseIterable, Hashable, Sendable {
  /// A bidi control that opens or closes an embedding, override or isolate (U+202A–E, U+2066–9).
  case bidiControl = "bidi-control"
  /// A bidi mark (U+061C ALM, U+200E LRM, U+200F RLM): invisible, changes the order of neutrals.
  case bidiMark = "bidi-mark"
  /// An embedding, override or isolate still open at the end of its line: Trojan Source.
  case bidiUnterminated = "bidi-unterminated"
  /// A default-ignorable or format character outside a sequence that needs it (U+200B, a ZWJ
  /// between Latin letters, U+2060, U+180E, U+FFF9–B).
  case invisible
  /// A ZWJ or ZWNJ (U+200D, U+200C) outside an emoji sequence, a conjunct or a joining script:
  /// a typographic control in prose, an invisible difference in code.
  case joiner
  /// U+00AD SOFT HYPHEN.
  case softHyphen = "soft-hyphen"
  /// U+115F, U+1160, U+3164, U+FFA0: Hangul fillers, which draw nothing and make identifiers.
  case hangulFiller = "hangul-filler"
  /// A variation selector on a base that takes none, or after another one.
  case variationSelector = "variation-selector"
  /// U+FEFF ZERO WIDTH NO-BREAK SPACE (a byte order mark) anywhere but the file's start.
  case byteOrderMark = "bom"
  /// Tag characters (U+E0000–E007F) outside an emoji tag sequence: ASCII no one sees.
  case tagCharacters = "tag-characters"
  /// An ill-formed UTF-8 sequence.
  case invalidUTF8 = "invalid-utf8"
  /// Bytes of a file in another encoding (`--encoding`, a byte order mark) that are ill-formed
  /// in it or map to no character: a lone UTF-16 surrogate, windows-1252's 81, Shift_JIS 85 40.
  case invalidInput = "invalid-input"
  /// A C0 or C1 control other than TAB, LF, CR and FF, or DEL.
  case control
  /// A CR not followed by LF: a line break to some tools, not to others.
  case loneCR = "lone-cr"
  /// Lines ending in LF and in CR LF in one file.
  case mixedLineEndings = "mixed-line-endings"
  /// A private-use character.
  case privateUse = "private-use"
  /// A code point unassigned in the standard library's Unicode version.
  case unassigned
  /// A noncharacter (U+FDD0–FDEF, U+xxFFFE, U+xxFFFF).
  case noncharacter
  /// A line not in NFC.
  case notNFC = "not-nfc"
  /// An identifier that is not ASCII but looks like an ASCII one (its skeleton is ASCII).
  case confusableIdentifier = "confusable-identifier"
  /// An identifier that mixes scripts (UTS #39 highly restrictive level) or digit systems.
  case mixedScriptIdentifier = "mixed-script-identifier"
  /// Distinct identifiers in one run that share a UTS #39 skeleton.
  case skeletonCollision = "skeleton-collision"
  /// A run of UTF-8 misread as windows-1252, ISO-8859-1, Mac Roman, CP437 or Shift_JIS (once
  /// or twice over): "PokÃ©mon".
  case mojibake

  /// The severity in `profile`, `nil` when the profile does not run the rule.
  public func severity(in profile: ScanProfile) -> ScanSeverity? {
    switch (self, profile) {
    case (.bidiControl, .text), (.bidiUnterminated, .text): .warning
    case (.bidiControl, _), (.bidiUnterminated, _): .error
    case (.bidiMark, .code): .warning
    case (.bidiMark, .text): .note
    case (.bidiMark, .strict): .error
    case (.joiner, .code): .error
    case (.joiner, .text): .note
    case (.joiner, .strict): .warning
    case (.invisible, .text), (.hangulFiller, .text), (.variationSelector, .text): .warning
    case (.invisible, _), (.hangulFiller, _), (.variationSelector, _): .error
    case (.tagCharacters, _), (.invalidUTF8, _), (.invalidInput, _): .error
    case (.control, .text): .warning
    case (.control, _): .error
    case (.softHyphen, .text), (.byteOrderMark, .text), (.loneCR, .text),
      (.mixedLineEndings, .text), (.privateUse, .text), (.notNFC, .text):
      .note
    case (.softHyphen, _), (.byteOrderMark, _), (.loneCR, _), (.mixedLineEndings, _),
      (.privateUse, _), (.notNFC, _):
      .warning
    case (.unassigned, .strict), (.noncharacter, .strict): .error
    case (.unassigned, _), (.noncharacter, _): .warning
    case (.confusableIdentifier, .text), (.mixedScriptIdentifier, .text),
      (.skeletonCollision, .text):
      nil
    case (.confusableIdentifier, _), (.skeletonCollision, _): .error
    case (.mixedScriptIdentifier, _): .warning
    case (.mojibake, .strict): .error
    case (.mojibake, _): .warning
    }
  }

  /// One line saying what the rule finds.
  public var summary: String {
    switch self {
    case .bidiControl: "Bidi embedding, override or isolate control"
    case .bidiMark: "Bidi mark (ALM, LRM, RLM)"
    case .bidiUnterminated: "Bidi embedding, override or isolate left open at the end of the line (Trojan Source)"
    case .invisible: "Invisible or format character outside a sequence that needs it"
    case .joiner: "Zero-width joiner or non-joiner outside a sequence that needs it"
    case .softHyphen: "Soft hyphen"
    case .hangulFiller: "Hangul filler (draws nothing)"
    case .variationSelector: "Variation selector on a base that takes none"
    case .byteOrderMark: "U+FEFF not at the start of the file"
    case .tagCharacters: "Tag characters outside an emoji tag sequence (hidden ASCII)"
    case .invalidUTF8: "Invalid UTF-8"
    case .invalidInput: "Bytes invalid or unmappable in the file's encoding"
    case .control: "Control character"
    case .loneCR: "Lone carriage return"
    case .mixedLineEndings: "Mixed line endings (LF and CR LF)"
    case .privateUse: "Private-use character"
    case .unassigned: "Unassigned code point"
    case .noncharacter: "Noncharacter"
    case .notNFC: "Line not in Unicode Normalization Form C"
    case .confusableIdentifier: "Identifier confusable with an ASCII identifier"
    case .mixedScriptIdentifier: "Identifier mixing scripts"
    case .skeletonCollision: "Distinct identifiers that look the same (same UTS #39 skeleton)"
    case .mojibake: "Mojibake: UTF-8 text misread in another encoding"
    }
  }

  /// Why it matters and what to do: SARIF's help text and the documentation.
  public var help: String {
    switch self {
    case .bidiControl, .bidiUnterminated:
      "Bidirectional controls reorder how a line is displayed without changing what a compiler "
        + "reads (CVE-2021-42574, Trojan Source): code can look commented out, or a string end "
        + "early. Remove them from code; in prose, close every embedding, override or isolate "
        + "on its line (PDF U+202C, PDI U+2069), or allow the code point with `ustr:allow`."
    case .bidiMark:
      "LRM, RLM and ALM are invisible and change where neutral characters are displayed. They "
        + "belong in right-to-left prose; in code they hide in identifiers and strings."
    case .invisible:
      "Zero-width and format characters draw nothing: two identifiers or strings that look the "
        + "same can differ. A ZWJ inside an emoji sequence or after a virama, and a ZWNJ or ZWJ "
        + "between letters of a script that needs it, are not reported."
    case .joiner:
      "ZWJ (U+200D) and ZWNJ (U+200C) draw nothing. They belong inside emoji sequences, after a "
        + "virama and between letters of scripts that join; elsewhere in prose they control "
        + "ligatures (a note), and in code they make identifiers and strings differ invisibly."
    case .softHyphen:
      "U+00AD SOFT HYPHEN is invisible unless a line breaks at it; it splits words for search."
    case .hangulFiller:
      "The Hangul fillers U+115F, U+1160, U+3164 and U+FFA0 are letters that draw nothing: they "
        + "make identifiers no reviewer can see."
    case .variationSelector:
      "A variation selector after a base with no variation sequence changes nothing visible; "
        + "runs of them can encode hidden data."
    case .byteOrderMark:
      "U+FEFF is a byte order mark at the start of a file and an invisible character anywhere "
        + "else, often left by concatenating files."
    case .tagCharacters:
      "Tag characters U+E0020–E007E mirror ASCII and are invisible outside an emoji flag tag "
        + "sequence: they smuggle text (instructions to a language model) past a reader. The "
        + "finding shows the text they spell."
    case .invalidUTF8:
      "Bytes that are not UTF-8 are shown as U+FFFD by some tools and dropped by others."
    case .invalidInput:
      "Bytes that do not decode in the file's encoding (named by a byte order mark or "
        + "`--encoding`) are shown as U+FFFD by some tools and dropped by others. The finding "
        + "gives their offset in the file and the bytes; the line and column are in the "
        + "decoded text."
    case .control:
      "Control characters (ESC, BEL, backspace, C1) are invisible or act on a terminal."
    case .loneCR:
      "A CR without LF ends a line in some tools and not in others, so a line can hide."
    case .mixedLineEndings:
      "A file whose lines end both in LF and in CR LF: usually an editor's accident."
    case .privateUse:
      "Private-use characters have no agreed meaning or glyph outside an agreement."
    case .unassigned:
      "An unassigned code point has no meaning yet: a typo, corruption, or text newer than this "
        + "build's Unicode version."
    case .noncharacter:
      "Noncharacters are for a program's internal use and should not be interchanged."
    case .notNFC:
      "Text not in NFC compares unequal, byte for byte, to text that looks the same. Normalize "
        + "it with `ustr normalize --form nfc`."
    case .confusableIdentifier:
      "An identifier whose UTS #39 skeleton is ASCII but which is not ASCII itself looks like "
        + "an ASCII identifier (`pаypal` with a Cyrillic а)."
    case .mixedScriptIdentifier:
      "An identifier that mixes scripts (beyond UTS #39's highly restrictive level) or digit "
        + "systems can look like another."
    case .skeletonCollision:
      "Two different identifiers in one run share a UTS #39 skeleton: a reader cannot tell "
        + "them apart."
    case .mojibake:
      "Text that was UTF-8, decoded as windows-1252, ISO-8859-1, Mac Roman, CP437 or Shift_JIS "
        + "and saved again (\"PokÃ©mon\" for \"Pokémon\"). The finding gives the text it was "
        + "and the steps that undo it; `ustr demojibake` repairs a file and keeps the rest byte "
        + "for byte. Text that only looks odd (\"SÃO\" in Portuguese, \"Ð\" in Icelandic) is "
        + "not reported."
    }
  }
}
