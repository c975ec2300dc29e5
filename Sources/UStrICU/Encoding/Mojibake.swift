import UStrCore

/// One step of undoing mojibake: encode the text in an encoding, or decode bytes as one.
public struct MojibakeStep: Codable, Hashable, Sendable {
  public enum Action: String, Codable, Sendable {
    case encode, decode
  }
  public var action: Action
  /// The encoding's standard name ("windows-1252", "UTF-8").
  public var encoding: String

  public init(action: Action, encoding: String) {
    self.action = action
    self.encoding = encoding
  }

  enum CodingKeys: String, CodingKey { case action, encoding }
}

/// One stretch of mojibake and what it was.
public struct MojibakeChange: Hashable, Sendable {
  /// Where the stretch sits in the text, in UTF-8 bytes.
  public var utf8Range: Range<Int>
  /// Where the stretch sits in the text, in scalars.
  public var scalarRange: Range<Int>
  /// The stretch as it reads ("Ã©").
  public var original: String
  /// What it was before it was misread ("é").
  public var repaired: String
  /// How: "encode windows-1252, decode UTF-8", once or twice over.
  public var steps: [MojibakeStep]
}

/// Text that is UTF-8 read as windows-1252, ISO-8859-1, Mac Roman, CP437 or Shift_JIS, once or
/// twice over, found and undone; what is not mojibake is kept as it is.
///
///     Mojibake.repair("PokÃ©mon")   // "Pokémon": encode ISO-8859-1, decode UTF-8
///     Mojibake.repair("São Paulo")  // nil: "ã" + "o" is no UTF-8 sequence, so it is left alone
///
/// A stretch is a maximal run of non-ASCII characters (UTF-8 puts every byte of a multi-byte
/// character at 80 or above, so a misread character never contains ASCII). It is repaired when,
/// for the first encoding in ``encodings`` that can encode it, its bytes there are well-formed
/// UTF-8 with at least one multi-byte character, and decoding them gives different text; then
/// the result is tried again (mojibake of mojibake), at most three times. Text that only looks
/// odd ("Ã" in Portuguese, "Ð" in Icelandic) is followed by a letter or a space, which no UTF-8
/// lead byte accepts, so it is not touched.
///
/// - Complexity: O(n) in the text's length: each stretch is encoded and decoded at most three
///   times.
public enum Mojibake {
  /// The encodings tried, in order: ISO-8859-1 first (what ftfy names for "PokÃ©mon"), then
  /// windows-1252 (its punctuation in 80–9F), Mac Roman, CP437, Shift_JIS.
  public static let encodings: [Encoding] = ["ISO-8859-1", "windows-1252", "macintosh", "IBM437", "Shift_JIS"]
    .compactMap { try? Encoding(named: $0) }

  /// The most rounds of repair (mojibake of mojibake of mojibake).
  static let maximumRounds = 3

  /// The repaired text and each change, or `nil` when `text` has no mojibake.
  ///
  /// The first round of every stretch uses one encoding when one repairs them all (as ftfy
  /// encodes a whole text at once: "Ã¼ber groÃŸe" is windows-1252 throughout, for its "Ÿ").
  public static func repair(_ text: String) -> (text: String, changes: [MojibakeChange])? {
    // The stretches of non-ASCII scalars, with their offsets.
    var runs: [(range: Range<String.Index>, utf8Offset: Int, scalarOffset: Int, scalarCount: Int)] = []
    var utf8Offset = 0
    var scalarOffset = 0
    var index = text.startIndex
    let scalars = text.unicodeScalars
    while index < text.endIndex {
      var end = index
      while end < text.endIndex, scalars[end].isASCII {
        end = scalars.index(after: end)
        scalarOffset += 1
      }
      utf8Offset += text.utf8.distance(from: index, to: end)
      index = end
      var scalarCount = 0
      while end < text.endIndex, !scalars[end].isASCII {
        end = scalars.index(after: end)
        scalarCount += 1
      }
      guard index < end else { continue }
      runs.append((index..<end, utf8Offset, scalarOffset, scalarCount))
      utf8Offset += text.utf8.distance(from: index, to: end)
      scalarOffset += scalarCount
      index = end
    }
    let cache = EncoderCache()
    let candidates = runs.map { run in
      encodings.filter { undo(String(text[run.range]), as: $0, cache: cache) != nil }
    }
    let repairable = candidates.filter { !$0.isEmpty }
    guard !repairable.isEmpty else { return nil }
    let shared = encodings.first { encoding in repairable.allSatisfy { $0.contains(encoding) } }
    var changes: [MojibakeChange] = []
    var output = ""
    output.reserveCapacity(text.utf8.count)
    var copied = text.startIndex
    for (run, working) in zip(runs, candidates) where !working.isEmpty {
      let original = String(text[run.range])
      guard let (repaired, steps) = repair(run: original, first: shared ?? working[0], cache: cache) else {
        continue
      }
      output += text[copied..<run.range.lowerBound]
      output += repaired
      copied = run.range.upperBound
      changes.append(
        MojibakeChange(
          utf8Range: run.utf8Offset..<run.utf8Offset + original.utf8.count,
          scalarRange: run.scalarOffset..<run.scalarOffset + run.scalarCount, original: original,
          repaired: repaired, steps: steps))
    }
    output += text[copied...]
    return changes.isEmpty ? nil : (output, changes)
  }

  /// One non-ASCII stretch repaired, round after round (the first round with `first`), or
  /// `nil` when it is not mojibake.
  static func repair(run: String, first: Encoding, cache: EncoderCache) -> (String, [MojibakeStep])? {
    guard var current = undo(run, as: first, cache: cache) else { return nil }
    var steps = [MojibakeStep(action: .encode, encoding: first.name), MojibakeStep(action: .decode, encoding: "UTF-8")]
    for _ in 1..<maximumRounds where !current.unicodeScalars.allSatisfy(\.isASCII) {
      guard let (next, encoding) = undoOnce(current, cache: cache) else { break }
      steps += [MojibakeStep(action: .encode, encoding: encoding.name), MojibakeStep(action: .decode, encoding: "UTF-8")]
      current = next
    }
    return (current, steps)
  }

  /// `text` encoded in `encoding` and decoded as UTF-8, when that is well-formed UTF-8 with a
  /// multi-byte character, differs from `text` and reads as text.
  static func undo(_ text: String, as encoding: Encoding, cache: EncoderCache) -> String? {
    guard let bytes = cache.encode(text, as: encoding), bytes.contains(where: { $0 >= 0xC2 }),
      let decoded = strictUTF8(bytes), decoded != text, isPlausible(decoded)
    else { return nil }
    return decoded
  }

  /// `text` encoded in the first encoding that makes it well-formed UTF-8 with a multi-byte
  /// character, decoded as UTF-8.
  static func undoOnce(_ text: String, cache: EncoderCache) -> (String, Encoding)? {
    for encoding in encodings {
      if let decoded = undo(text, as: encoding, cache: cache) { return (decoded, encoding) }
    }
    return nil
  }

  /// `bytes` as UTF-8, or `nil` when they are not well-formed.
  static func strictUTF8(_ bytes: [UInt8]) -> String? {
    var decoded = String.UnicodeScalarView()
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): decoded.append(scalar)
      case .emptyInput: return String(decoded)
      case .error: return nil
      }
    }
  }

  /// Repaired text should be text: no C0/C1 controls but tab and newlines, no noncharacters or
  /// private use (what random bytes that happen to be UTF-8 decode to).
  static func isPlausible(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .control: return scalar == "\t" || scalar == "\n" || scalar == "\r"
      case .privateUse, .unassigned, .surrogate: return false
      default: return !scalar.properties.isNoncharacterCodePoint
      }
    }
  }
}
