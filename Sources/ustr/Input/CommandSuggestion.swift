/// What to say when the first argument names no command: `ustr inspcet x` or `ustr help bogus`.
///
/// The argument parser would call `inspcet` and `x` "2 unexpected arguments"; this names the
/// unknown command and, when one is close, the command meant:
///
///     CommandSuggestion.message(for: ["inspcet", "x"], commands: ["inspect", "lengths"])
///     // "unknown command 'inspcet'. Did you mean 'inspect'?"
///     CommandSuggestion.message(for: ["help", "bogus"], commands: ["inspect", "lengths"])
///     // "no help for 'bogus': it is not a command (commands: inspect, lengths)"
///     CommandSuggestion.message(for: ["inspect", "x"], commands: ["inspect"])   // nil
enum CommandSuggestion {
  /// The usage error for `arguments` (without the program name), or `nil` when they start with
  /// an option, a command, or `help` followed by a command or nothing.
  static func message(for arguments: [String], commands: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
    if first == "help" {
      guard let topic = arguments.dropFirst().first, !topic.hasPrefix("-"), !commands.contains(topic) else {
        return nil
      }
      if let near = closest(to: topic, among: commands) {
        return "no help for '\(topic)': it is not a command. Did you mean '\(near)'?"
      }
      return "no help for '\(topic)': it is not a command (commands: \(commands.joined(separator: ", ")))"
    }
    guard !commands.contains(first) else { return nil }
    if let near = closest(to: first, among: commands) {
      return "unknown command '\(first)'. Did you mean '\(near)'?"
    }
    return "unknown command '\(first)' (commands: \(commands.joined(separator: ", "))); "
      + "to look at a text, 'ustr inspect TEXT'"
  }

  /// The command nearest to `word` by edit distance (insertions, deletions, substitutions and
  /// swaps of neighbours each cost 1), if it is near enough to be a slip: at most 1 edit for a
  /// word of up to 4 characters, 2 up to 8, 3 beyond.
  ///
  /// - Complexity: O(c · m · n) for c commands of length m and a word of length n.
  static func closest(to word: String, among commands: [String]) -> String? {
    let typed = Array(word.lowercased())
    let allowed = typed.count <= 4 ? 1 : typed.count <= 8 ? 2 : 3
    let scored = commands.map { ($0, editDistance(typed, Array($0))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= allowed else { return nil }
    return best.0
  }

  /// The optimal string alignment distance between `a` and `b`.
  ///
  /// - Complexity: O(m · n) time, O(n) memory (three rows of n + 1).
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
