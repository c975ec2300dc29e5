import ArgumentParser
import UStrCore

/// What `ustr offset --unit` counts: one of the text's views, or `input`, the bytes of the
/// input as it was given (a UTF-16 or Shift_JIS file's own byte offsets).
///
///     ustr offset --unit input 4711 --file notes-utf16.txt
enum OffsetUnit: Hashable, ExpressibleByArgument {
  case view(TextView)
  /// Byte offsets in the input before it was decoded.
  case input

  init?(argument: String) {
    if argument == "input" {
      self = .input
    } else if let view = TextView(argument: argument) {
      self = .view(view)
    } else {
      return nil
    }
  }

  static var allValueStrings: [String] { TextView.allCases.map(\.rawValue) + ["input"] }
}
