/// The lines of a data file, numbered from 1, split on "\n" (a trailing "\r" removed).
func numberedLines(of text: String) -> [(lineNumber: Int, line: Substring)] {
  text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
    (index + 1, line.last == "\r" ? line.dropLast() : line)
  }
}

extension Substring {
  /// Without leading and trailing spaces and tabs.
  var trimmingSpaces: Substring {
    var result = self
    while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
    while let last = result.last, last == " " || last == "\t" { result.removeLast() }
    return result
  }
}

/// The scalars of space-separated hex code points ("0044 0307"); `nil` when a field is not one.
func hexScalars(_ field: Substring) -> [Unicode.Scalar]? {
  var result: [Unicode.Scalar] = []
  for token in field.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
    guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
      return nil
    }
    result.append(scalar)
  }
  return result
}

extension String {
  /// The string of `scalars`.
  init(scalars: some Sequence<Unicode.Scalar>) {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    self = String(view)
  }
}
