import ArgumentParser

/// How much of the input encoding detection reads (`--detect-bytes N|all`).
///
///     ustr lengths --encoding auto --detect-bytes all --file late-shift-jis.txt
enum DetectionSize: Hashable, ExpressibleByArgument {
  case bytes(Int)
  /// The whole input.
  case all

  /// The first 64 KiB, unless asked.
  static let defaultLimit = 1 << 16

  init?(argument: String) {
    if argument == "all" {
      self = .all
    } else if let count = Int(argument) {
      self = .bytes(count)
    } else {
      return nil
    }
  }

  var defaultValueDescription: String { if case .bytes(let count) = self { "\(count)" } else { "all" } }

  /// The most bytes read: `Int.max` for the whole input.
  var limit: Int {
    switch self {
    case .bytes(let count): count
    case .all: Int.max
    }
  }
}
