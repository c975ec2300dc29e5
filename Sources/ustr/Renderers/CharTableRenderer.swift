import UStrCore
import UStrReport

/// The pieces of `ustr char`'s table (drawn by ``CharTableSink``): a line per grapheme cluster,
/// a card per scalar, then the engines. Every character from the input goes through
/// `TerminalText`.
enum CharTableRenderer {
  /// The line of one grapheme cluster: "grapheme 0: é = U+0065 U+0301  (2 scalars; width ...)".
  /// A cluster of more than `TextTable.clusterScalarLimit` scalars lists that many code points
  /// and counts the rest, as `inspect` cuts it ("= U+0061 U+0301 … and 999985 more").
  static func clusterLine(_ cluster: CharReport.Cluster) -> String {
    let limit = TextTable.clusterScalarLimit
    let shown = cluster.codePoints.prefix(limit)
    // One scalar more than shown, so that the drawn cluster is marked cut ("…") as well.
    let text = String(String.UnicodeScalarView(cluster.codePoints.prefix(limit + 1)))
    let count = cluster.codePoints.count
    let hidden = count - shown.count
    return "grapheme \(cluster.graphemeOffset): \(TerminalText.cluster(text)) = "
      + shown.map(Hex.codePoint).joined(separator: " ") + (hidden > 0 ? " … and \(hidden) more" : "")
      + "  (\(count) \(count == 1 ? "scalar" : "scalars"); "
      + "width wcwidth \(cluster.width.wcwidth), unicode \(cluster.width.unicode), "
      + "per-scalar emoji \(cluster.width.perScalarEmoji))"
  }

  /// The lines after the cards: how many scalars got none, and the engines; each part after a
  /// blank line.
  static func footer(count: Int, shown: Int, engines: CharacterEngines) -> [String] {
    var lines: [String] = []
    if count > shown {
      lines.append("")
      lines.append("… \(count - shown) more scalars (--limit, --all)")
    }
    lines.append("")
    lines.append(
      "engines: reference tables (Unicode \(engines.reference.unicodeVersion)), Swift standard "
        + "library (Unicode \(engines.swift.unicodeVersion)), ICU \(engines.icu.version) "
        + "(Unicode \(engines.icu.unicodeVersion))")
    return lines
  }

  static func card(_ card: CharacterCard) -> [String] {
    func field(_ title: String, _ value: String) -> String {
      "  " + title.padding(toLength: 16) + " " + value
    }
    func none(_ scalars: [Unicode.Scalar]) -> String {
      scalars.isEmpty ? "—" : scalars.map(Hex.codePoint).joined(separator: " ")
    }
    let glyph = TerminalText.cluster(String(card.scalar))
    var lines = ["\(Hex.codePoint(card.scalar))  \(glyph)  \(card.name)"]
    if !card.aliases.isEmpty {
      lines.append(field("aliases", card.aliases.map { "\($0.alias) (\($0.type))" }.joined(separator: ", ")))
    }
    lines.append(field("category", card.generalCategory.shortName))
    lines.append(
      field("script", card.script.code + (card.scriptExtensions == [card.script] ? "" : "  extensions " + card.scriptExtensions.map(\.code).joined(separator: " "))))
    lines.append(field("block", (card.block?.name ?? "No_Block") + "  plane \(card.plane)"))
    lines.append(field("age", card.age?.description ?? "unassigned"))
    var bidi = card.bidiClass.rawValue + (card.bidiMirrored ? "  mirrored" : "")
    if let mirror = card.mirroringGlyph { bidi += " ↔ \(Hex.codePoint(mirror))" }
    if let bracket = card.pairedBracket { bidi += "  bracket \(card.pairedBracketType) \(Hex.codePoint(bracket))" }
    lines.append(field("bidi", bidi))
    lines.append(
      field("width", "East Asian \(card.eastAsianWidth)  wcwidth \(card.width.wcwidth)  unicode \(card.width.unicode)"))
    lines.append(field("combining class", String(card.canonicalCombiningClass)))
    if let decomposition = card.decomposition {
      lines.append(field("decomposition", decomposition.type.rawValue + " " + decomposition.mapping.map(Hex.codePoint).joined(separator: " ")))
    }
    let forms = card.normalization
    lines.append(
      field(
        "normalization",
        "NFC \(none(forms.nfc))  NFD \(none(forms.nfd))  NFKC \(none(forms.nfkc))  NFKD \(none(forms.nfkd))"))
    func cased(_ text: String) -> String {
      TerminalText.safe(text) + " (" + text.unicodeScalars.map(Hex.codePoint).joined(separator: " ") + ")"
    }
    lines.append(
      field(
        "case",
        "upper \(cased(card.uppercase))  lower \(cased(card.lowercase))  title \(cased(card.titlecase))  fold \(cased(card.caseFolding))"))
    if let type = card.numericType, let value = card.numericValue {
      lines.append(field("numeric", "\(type.name) \(value)"))
    }
    let emoji = card.emoji
    let emojiFlags = [
      emoji.isEmoji ? "Emoji" : nil, emoji.isEmojiPresentation ? "Emoji_Presentation" : nil,
      emoji.isEmojiModifier ? "Emoji_Modifier" : nil,
      emoji.isEmojiModifierBase ? "Emoji_Modifier_Base" : nil,
      emoji.isExtendedPictographic ? "Extended_Pictographic" : nil,
    ].compactMap { $0 }
    if !emojiFlags.isEmpty { lines.append(field("emoji", emojiFlags.joined(separator: " "))) }
    let b = card.breaks
    lines.append(
      field("breaks", "grapheme \(b.grapheme)  word \(b.word)  sentence \(b.sentence)  line \(b.line)  InCB \(b.indicConjunct)"))
    let flags = [
      card.isDefaultIgnorable ? "default ignorable" : nil, card.isWhitespace ? "whitespace" : nil,
      card.isNoncharacter ? "noncharacter" : nil, card.isPrivateUse ? "private use" : nil,
      card.isUnassigned ? "unassigned" : nil,
    ].compactMap { $0 }
    if !flags.isEmpty { lines.append(field("flags", flags.joined(separator: ", "))) }
    var skeleton = none(card.skeletonCodePoints)
    if !card.confusableWith.isEmpty {
      let shown = card.confusableWith.prefix(8)
      skeleton += "  confusable with " + shown.map { "\(TerminalText.cluster(String($0))) \(Hex.codePoint($0))" }
        .joined(separator: ", ") + (card.confusableWith.count > shown.count ? ", …" : "")
    }
    lines.append(field("skeleton", skeleton))
    let l = card.literals
    lines.append(field("literals", "Swift \(l.swift)  Java \(l.java)  JS \(l.js)  Python \(l.python)"))
    // The preferred name, then the numeric reference (unless the literal is that name: "&amp;").
    let html = (l.htmlNamed.prefix(1).filter { $0 != l.html } + [l.html]).joined(separator: " ")
    lines.append(field("", "Rust \(l.rust)  C \(l.c)  HTML \(html)"))
    lines.append(
      field("code units", "UTF-8 \(Hex.bytes(card.utf8).joined(separator: " "))  UTF-16 \(Hex.units(card.utf16).joined(separator: " "))  UTF-32 \(Hex.digits(card.utf32, width: 8))"))
    for disagreement in card.disagreements {
      let answers = disagreement.answers.map {
        "\($0.engine) (Unicode \($0.unicodeVersion)) \($0.value.isEmpty ? "—" : $0.value)"
      }
      lines.append(field("⚠ \(disagreement.property.rawValue)", answers.joined(separator: " · ")))
    }
    return lines
  }
}

extension String {
  /// The string padded with spaces to `length` characters.
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
