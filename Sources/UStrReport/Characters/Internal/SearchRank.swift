/// How well a name matches the words of a `ustr search` query (each word already known to be a
/// whole word of the name or of an alias): lower is better.
///
///     // query RIGHTWARDS ARROW:
///     SearchRank(name: "RIGHTWARDS ARROW", ...)            // exact
///     SearchRank(name: "RIGHTWARDS ARROW-TAIL", ...)       // a phrase, 1 other word, leading
///     SearchRank(name: "LONG RIGHTWARDS ARROW", ...)       // a phrase, 1 other word
///     SearchRank(name: "RIGHTWARDS ARROW WITH HOOK", ...)  // a phrase, 2 other words
///     SearchRank(name: "RIGHTWARDS TWO HEADED ARROW", ...) // in order, 2 other words
///     SearchRank(name: "ARROW POINTING RIGHTWARDS", ...)   // any order
///
/// Ranks compare by how the words sit in the name, then by how many other words it has, then
/// whether the name starts with them: a name that reads as the query comes before a shorter
/// one that merely contains its words.
struct SearchRank: Comparable {
  /// How the query's words sit in the name, best first.
  enum Placement: Int, Comparable {
    case exact, phrase, inOrder, anyOrder

    static func < (a: Placement, b: Placement) -> Bool { a.rawValue < b.rawValue }
  }

  var placement: Placement
  /// The name's words that are not the query's.
  var otherWords: Int
  /// Whether the name starts with the query's words (among phrases of as many other words,
  /// "RIGHTWARDS ARROW-TAIL" before "LONG RIGHTWARDS ARROW").
  var isLeading = false

  /// The rank of `name` for `query` (upper-case words, as `NameIndex.words(of:)` spells them).
  ///
  /// - Complexity: O(n · q) for a name of n words and a query of q.
  init(name: String, query: [String]) {
    let words = name.split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
    otherWords = max(words.count - query.count, 0)
    if words == query {
      placement = .exact
    } else if query.isEmpty || words.count < query.count {
      placement = .anyOrder
    } else if words.starts(with: query) {
      placement = .phrase
      isLeading = true
    } else if (0...(words.count - query.count)).contains(where: { words[$0..<($0 + query.count)].elementsEqual(query) }) {
      placement = .phrase
    } else if Self.isSubsequence(query, of: words) {
      placement = .inOrder
    } else {
      placement = .anyOrder
    }
  }

  /// Whether `query`'s words appear in `words` in the same order (not necessarily together).
  static func isSubsequence(_ query: [String], of words: [String]) -> Bool {
    var remaining = query[...]
    for word in words where word == remaining.first {
      remaining = remaining.dropFirst()
      if remaining.isEmpty { return true }
    }
    return remaining.isEmpty
  }

  static func < (a: SearchRank, b: SearchRank) -> Bool {
    (a.placement, a.otherWords, a.isLeading ? 0 : 1) < (b.placement, b.otherWords, b.isLeading ? 0 : 1)
  }
}
