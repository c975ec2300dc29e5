/// Finds code points by the words of their names and aliases, through the word index generated
/// from UnicodeData.txt and NameAliases.txt (``ReferenceDatabase/unicodeVersion``): the index
/// holds words and code points, not names (the standard library has those).
///
///     NameIndex.codePoints(withWords: ["rightwards", "arrow"]).count  // every RIGHTWARDS … ARROW
///     NameIndex.codePoints(withWords: ["zwj"])                        // [0x200D] (an alias)
///
/// A word matches a whole word of a name, split at spaces and hyphens, case-insensitively:
/// "arrow" finds "RIGHTWARDS ARROW", not "ARROWHEAD".
public enum NameIndex {
  /// The words of `query` as the index spells them: upper case, split at spaces and hyphens.
  public static func words(of query: [String]) -> [String] {
    query.flatMap { $0.uppercased().split(whereSeparator: { $0 == " " || $0 == "-" }) }.map(String.init)
  }

  /// The code points whose name or an alias has every word of `query`, ascending.
  ///
  /// - Complexity: O(w log W + p) for w query words, W index words and p code points listed
  ///   under the query's words; a range of algorithmic names adds its size when every word but
  ///   one is in its prefix.
  public static func codePoints(withWords query: [String]) -> [UInt32] {
    let queryWords = words(of: query)
    guard !queryWords.isEmpty else { return [] }
    var lists: [[UInt32]] = []
    for word in queryWords {
      guard let list = codePoints(withWord: word) else {
        lists = []
        break
      }
      lists.append(list)
    }
    var result: [UInt32] = []
    if !lists.isEmpty {
      lists.sort { $0.count < $1.count }
      result = lists[0].filter { codePoint in
        lists.dropFirst().allSatisfy { contains($0, codePoint) }
      }
    }
    for range in algorithmicNameRanges {
      let prefixWords = Set(words(of: [range.prefix]))
      let rest = queryWords.filter { !prefixWords.contains($0) }
      if rest.isEmpty {
        result += Array(range.first...range.last)
      } else if rest.count == 1, let value = UInt32(rest[0], radix: 16),
        (range.first...range.last).contains(value), rest[0].count >= 4
      {
        result.append(value)
      }
    }
    return algorithmicNameRanges.isEmpty ? result : Array(Set(result)).sorted()
  }

  /// The code points listed under `word` (upper case, as the index spells it), or `nil` when
  /// no name has it: a binary search over the lines of `nameIndexEntries` by their bytes, each
  /// probe moving back to the start of its line.
  ///
  /// - Complexity: O(log W × l) for W words and lines of at most l bytes, plus the list's length.
  static func codePoints(withWord word: String) -> [UInt32]? {
    let target = Array(word.utf8)
    return nameIndexEntries.utf8.withContiguousStorageIfAvailable { bytes -> [UInt32]? in
      let newline = UInt8(ascii: "\n")
      let space = UInt8(ascii: " ")
      // Lines starting in low..<high may hold the word; `low` is always a line start.
      var low = 0
      var high = bytes.count
      while low < high {
        var start = (low + high) / 2
        while start > low, bytes[start - 1] != newline { start -= 1 }
        var wordEnd = start
        while wordEnd < bytes.count, bytes[wordEnd] != space { wordEnd += 1 }
        var lineEnd = wordEnd
        while lineEnd < bytes.count, bytes[lineEnd] != newline { lineEnd += 1 }
        let entry = UnsafeBufferPointer(rebasing: bytes[start..<wordEnd])
        if entry.elementsEqual(target) {
          return decode(UnsafeBufferPointer(rebasing: bytes[min(wordEnd + 1, lineEnd)..<lineEnd]))
        }
        if entry.lexicographicallyPrecedes(target) { low = lineEnd + 1 } else { high = start }
      }
      return nil
    } ?? nil
  }

  static func contains(_ sorted: [UInt32], _ value: UInt32) -> Bool {
    let low = sorted.lowerBound(of: value)
    return low < sorted.count && sorted[low] == value
  }

  /// Decodes the code points of one line of `nameIndexEntries` (see the generator's
  /// `encode_postings`).
  static func decode(_ line: UnsafeBufferPointer<UInt8>) -> [UInt32] {
    var result: [UInt32] = []
    var previous: Int64 = -1
    var value: Int64 = 0
    for byte in line {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "V"):
        let digit = byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : byte - UInt8(ascii: "A") + 10
        value = value << 5 | Int64(digit)
        previous += value + 1
        result.append(UInt32(previous))
        value = 0
      default:
        value = value << 5 | Int64(continuationDigit(byte))
      }
    }
    return result
  }

  static func continuationDigit(_ byte: UInt8) -> UInt8 {
    if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") { return byte - UInt8(ascii: "a") }
    switch byte {
    case UInt8(ascii: "!"): return 26
    case UInt8(ascii: "$"): return 27
    case UInt8(ascii: "%"): return 28
    case UInt8(ascii: "&"): return 29
    case UInt8(ascii: "("): return 30
    default: return 31
    }
  }
}
