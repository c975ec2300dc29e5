/// A line that explains a usage error caused by a negative number on the command line.
///
/// The argument parser reads `-1` as a short option, never as a value, so `ustr offset --unit
/// utf8 -1 abc` fails with a message about `abc`, not about `-1`. When a usage error happens
/// and an argument looks like a negative number, this names it and says what to do.
///
///     NegativeNumberHint.line(for: ["offset", "--unit", "utf8", "-1", "abc"])
///     // "note: '-1' is read as an option, not a number; offsets and ranges count from 0
///     //  (put '--' before a value that starts with '-')"
enum NegativeNumberHint {
  /// The hint for `arguments`, or `nil` when none of them is a negative number (before `--`).
  ///
  /// - Complexity: O(n) in the total length of the arguments.
  static func line(for arguments: [String]) -> String? {
    let options = arguments.prefix { $0 != "--" }
    guard let number = options.first(where: isNegativeNumber) else { return nil }
    return "note: '\(number)' is read as an option, not a number; offsets and ranges count from 0 "
      + "(put '--' before a value that starts with '-')"
  }

  /// Whether `argument` is `-` followed by digits, or a range such as `-1..<3` that starts so.
  static func isNegativeNumber(_ argument: String) -> Bool {
    let rest = argument.utf8.dropFirst()
    return argument.utf8.first == UInt8(ascii: "-") && rest.first.map { (0x30...0x39).contains($0) } == true
  }
}
