import UStrCore
import UStrCharacters

/// What `ustr search` reports: the code points whose name or alias has every word of the query
/// (whole words), or whose name matches a pattern; the exact name first, then the best matches
/// (`SearchRank`: the words as a phrase that starts the name, then anywhere, then in order,
/// then in any order; fewer other words first).
///
///     let report = SearchReport(words: ["rightwards", "arrow"], limit: 3)
///     report.results.map(\.scalar)     // [U+2192, ...]: RIGHTWARDS ARROW first
public struct SearchReport: Codable, Hashable, Sendable {
  /// The JSON contract's version.
  public var schemaVersion: Int
  /// The engines and their Unicode versions.
  public var engines: CharacterEngines
  /// The query as given.
  public var query: [String]
  /// The matches, best first, up to the limit.
  public var results: [CharacterRow]
  /// How many code points match (also beyond the limit).
  public var count: Int

  /// The code points named by every word of `words`.
  ///
  /// - Complexity: O(p log p) for the p code points listed under the words (see `NameIndex`).
  public init(words: [String], filter: CharacterFilter = CharacterFilter(), limit: Int = .max) {
    let queryWords = NameIndex.words(of: words)
    let candidates = NameIndex.codePoints(withWords: words).compactMap(Unicode.Scalar.init)
      .filter(filter.admits)
    let ranked = candidates.map { scalar -> (rank: SearchRank, scalar: Unicode.Scalar) in
      let names = [scalar.properties.name ?? ""] + NameAlias.aliases(of: scalar).map(\.alias)
      return (names.map { SearchRank(name: $0, query: queryWords) }.min()!, scalar)
    }.sorted { ($0.rank, $0.scalar.value) < ($1.rank, $1.scalar.value) }
    self.init(query: words, scalars: ranked.prefix(limit).map(\.scalar), count: ranked.count)
  }

  /// The code points whose name or an alias matches `pattern` (anywhere in it), in code point
  /// order.
  ///
  /// - Complexity: O(n) names for the n assigned code points, each matched once.
  public init(
    pattern: some RegexComponent, query: [String], filter: CharacterFilter = CharacterFilter(),
    limit: Int = .max
  ) {
    var matches: [Unicode.Scalar] = []
    var count = 0
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), filter.admits(scalar) else { continue }
      let names = ([scalar.properties.name].compactMap { $0 }) + NameAlias.aliases(of: scalar).map(\.alias)
      guard names.contains(where: { $0.contains(pattern) }) else { continue }
      count += 1
      if matches.count < limit { matches.append(scalar) }
    }
    self.init(query: query, scalars: matches, count: count)
  }

  init(query: [String], scalars: [Unicode.Scalar], count: Int) {
    schemaVersion = ReportSchema.version
    engines = .current
    self.query = query
    results = scalars.map(CharacterRow.init)
    self.count = count
  }
}
