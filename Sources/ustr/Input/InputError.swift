/// Input the tool cannot use: an unreadable file, invalid UTF-8 under `--strict`, a malformed
/// escape. Exits with code 2 and one line on stderr.
struct InputError: Error, CustomStringConvertible {
  /// One line, naming what was wrong and where; already terminal-safe.
  var description: String
}
