import UStrCore

extension CharacterCard {
  /// Writes the card as JSON, byte for byte what encoding it writes (CharacterCard+Coding.swift),
  /// without going through `Encodable` for its common members: `char --all` writes one per
  /// scalar, and a text of many distinct scalars makes a card for each.
  ///
  ///     var bytes: [UInt8] = []
  ///     CharacterCard("é").writeJSON(into: &bytes, depth: 0, indentation: 0)
  ///     // {"codePoint":"U+00E9","name":"LATIN SMALL LETTER E WITH ACUTE","aliases":[],...}
  ///
  /// - Parameters:
  ///   - bytes: The buffer the object is appended to.
  ///   - depth: The nesting level of the object (its members sit one level deeper).
  ///   - indentation: Spaces a level; 0 writes it on one line.
  /// - Throws: `EncodingError` for a numeric value that is not finite (none is).
  /// - Complexity: O(1) per member, O(n) in the lengths of its strings and lists.
  package func writeJSON(into bytes: inout [UInt8], depth: Int, indentation: Int) throws {
    var writer = CardJSONWriter(bytes: [], indentation: indentation)
    try writer.write(self, depth: depth)
    bytes += writer.bytes
  }
}

/// The pieces of a card's JSON, laid out as `JSONStreamEncoder` lays them out.
private struct CardJSONWriter {
  var bytes: [UInt8]
  let indentation: Int

  mutating func key(_ key: StaticString, depth: Int, isFirst: Bool = false) {
    JSONBytes.key(key, isFirst: isFirst, depth: depth, indentation: indentation, into: &bytes)
  }

  mutating func string(_ text: String) { JSONBytes.string(text, into: &bytes) }

  mutating func bool(_ flag: Bool) { bytes.append(contentsOf: (flag ? "true" : "false").utf8) }

  mutating func codePoint(_ scalar: Unicode.Scalar) {
    bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: "U"), UInt8(ascii: "+")])
    JSONBytes.hex(scalar.value, digits: 4, into: &bytes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// A list of scalars or strings: on one line, as the encoder writes a list whose first
  /// element is a string.
  mutating func inlineList<Element>(_ elements: [Element], _ write: (inout Self, Element) -> Void) {
    bytes.append(UInt8(ascii: "["))
    for (index, element) in elements.enumerated() {
      if index > 0 { JSONBytes.inlineSeparator(indentation: indentation, into: &bytes) }
      write(&self, element)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  mutating func codePoints(_ scalars: [Unicode.Scalar]) { inlineList(scalars) { $0.codePoint($1) } }

  mutating func strings(_ strings: [String]) { inlineList(strings) { $0.string($1) } }

  /// A value the encoder writes (a list of objects, a number), at `depth`.
  mutating func encoded(_ value: some Encodable, depth: Int) throws {
    bytes += try JSONStreamEncoder.bytes(of: value, indentation: indentation, depth: depth)
  }

  mutating func closeObject(depth: Int) {
    JSONBytes.newline(depth: depth, indentation: indentation, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  mutating func nullOr<Value>(_ value: Value?, _ write: (inout Self, Value) -> Void) {
    if let value { write(&self, value) } else { JSONBytes.null(into: &bytes) }
  }

  mutating func write(_ card: CharacterCard, depth: Int) throws {
    let inner = depth + 1
    bytes.append(UInt8(ascii: "{"))
    key("codePoint", depth: inner, isFirst: true)
    codePoint(card.scalar)
    key("name", depth: inner)
    string(card.name)
    key("aliases", depth: inner)
    if card.aliases.isEmpty { bytes.append(contentsOf: "[]".utf8) } else { try encoded(card.aliases, depth: inner) }
    key("plane", depth: inner)
    JSONBytes.integer(card.plane, into: &bytes)
    key("generalCategory", depth: inner)
    string(card.generalCategory.shortName)
    key("script", depth: inner)
    string(card.script.code)
    key("scriptExtensions", depth: inner)
    strings(card.scriptExtensions.map(\.code))
    key("block", depth: inner)
    nullOr(card.block) { $0.string($1.name) }
    key("age", depth: inner)
    nullOr(card.age) { $0.string($1.description) }
    key("bidiClass", depth: inner)
    string(card.bidiClass.rawValue)
    key("bidiMirrored", depth: inner)
    bool(card.bidiMirrored)
    key("mirroringGlyph", depth: inner)
    nullOr(card.mirroringGlyph) { $0.codePoint($1) }
    key("pairedBracketType", depth: inner)
    string(card.pairedBracketType.rawValue)
    key("pairedBracket", depth: inner)
    nullOr(card.pairedBracket) { $0.codePoint($1) }
    key("eastAsianWidth", depth: inner)
    string(card.eastAsianWidth.rawValue)
    key("canonicalCombiningClass", depth: inner)
    JSONBytes.integer(card.canonicalCombiningClass, into: &bytes)
    key("decomposition", depth: inner)
    nullOr(card.decomposition) { writer, decomposition in
      writer.bytes.append(UInt8(ascii: "{"))
      writer.key("type", depth: inner + 1, isFirst: true)
      writer.string(decomposition.type.rawValue)
      writer.key("mapping", depth: inner + 1)
      writer.codePoints(decomposition.mapping)
      writer.closeObject(depth: inner)
    }
    key("normalization", depth: inner)
    writeForms(card.normalization, depth: inner)
    key("lowercase", depth: inner)
    string(card.lowercase)
    key("uppercase", depth: inner)
    string(card.uppercase)
    key("titlecase", depth: inner)
    string(card.titlecase)
    key("caseFolding", depth: inner)
    string(card.caseFolding)
    key("numericType", depth: inner)
    nullOr(card.numericType) { $0.string($1.name) }
    key("numericValue", depth: inner)
    if let value = card.numericValue { try encoded(value, depth: inner) } else { JSONBytes.null(into: &bytes) }
    key("emoji", depth: inner)
    writeEmoji(card.emoji, depth: inner)
    key("breaks", depth: inner)
    writeBreaks(card.breaks, depth: inner)
    key("hangulSyllableType", depth: inner)
    string(card.hangulSyllableType.rawValue)
    key("isDefaultIgnorable", depth: inner)
    bool(card.isDefaultIgnorable)
    key("isWhitespace", depth: inner)
    bool(card.isWhitespace)
    key("isNoncharacter", depth: inner)
    bool(card.isNoncharacter)
    key("isPrivateUse", depth: inner)
    bool(card.isPrivateUse)
    key("isUnassigned", depth: inner)
    bool(card.isUnassigned)
    key("width", depth: inner)
    bytes.append(UInt8(ascii: "{"))
    key("wcwidth", depth: inner + 1, isFirst: true)
    JSONBytes.integer(card.width.wcwidth, into: &bytes)
    key("unicode", depth: inner + 1)
    JSONBytes.integer(card.width.unicode, into: &bytes)
    closeObject(depth: inner)
    key("skeleton", depth: inner)
    string(card.skeleton)
    key("skeletonCodePoints", depth: inner)
    codePoints(card.skeletonCodePoints)
    key("confusableWith", depth: inner)
    codePoints(card.confusableWith)
    key("literals", depth: inner)
    writeLiterals(card.literals, depth: inner)
    key("utf8", depth: inner)
    strings(Hex.bytes(card.utf8))
    key("utf16", depth: inner)
    strings(Hex.units(card.utf16))
    key("utf32", depth: inner)
    string(Hex.digits(card.utf32, width: 8))
    key("disagreements", depth: inner)
    if card.disagreements.isEmpty {
      bytes.append(contentsOf: "[]".utf8)
    } else {
      try encoded(card.disagreements, depth: inner)
    }
    closeObject(depth: depth)
  }

  mutating func writeForms(_ forms: CharacterCard.Forms, depth: Int) {
    bytes.append(UInt8(ascii: "{"))
    key("nfc", depth: depth + 1, isFirst: true)
    codePoints(forms.nfc)
    key("nfd", depth: depth + 1)
    codePoints(forms.nfd)
    key("nfkc", depth: depth + 1)
    codePoints(forms.nfkc)
    key("nfkd", depth: depth + 1)
    codePoints(forms.nfkd)
    closeObject(depth: depth)
  }

  mutating func writeEmoji(_ emoji: CharacterCard.EmojiProperties, depth: Int) {
    bytes.append(UInt8(ascii: "{"))
    key("isEmoji", depth: depth + 1, isFirst: true)
    bool(emoji.isEmoji)
    key("isEmojiPresentation", depth: depth + 1)
    bool(emoji.isEmojiPresentation)
    key("isEmojiModifier", depth: depth + 1)
    bool(emoji.isEmojiModifier)
    key("isEmojiModifierBase", depth: depth + 1)
    bool(emoji.isEmojiModifierBase)
    key("isExtendedPictographic", depth: depth + 1)
    bool(emoji.isExtendedPictographic)
    closeObject(depth: depth)
  }

  mutating func writeBreaks(_ breaks: CharacterCard.BreakProperties, depth: Int) {
    bytes.append(UInt8(ascii: "{"))
    key("grapheme", depth: depth + 1, isFirst: true)
    string(breaks.grapheme.description)
    key("word", depth: depth + 1)
    string(breaks.word.rawValue)
    key("sentence", depth: depth + 1)
    string(breaks.sentence.rawValue)
    key("line", depth: depth + 1)
    string(breaks.line.rawValue)
    key("indicConjunct", depth: depth + 1)
    string(breaks.indicConjunct.description)
    closeObject(depth: depth)
  }

  mutating func writeLiterals(_ literals: CharacterCard.Literals, depth: Int) {
    bytes.append(UInt8(ascii: "{"))
    key("swift", depth: depth + 1, isFirst: true)
    string(literals.swift)
    key("java", depth: depth + 1)
    string(literals.java)
    key("js", depth: depth + 1)
    string(literals.js)
    key("python", depth: depth + 1)
    string(literals.python)
    key("rust", depth: depth + 1)
    string(literals.rust)
    key("c", depth: depth + 1)
    string(literals.c)
    key("html", depth: depth + 1)
    string(literals.html)
    key("htmlNamed", depth: depth + 1)
    strings(literals.htmlNamed)
    closeObject(depth: depth)
  }
}
