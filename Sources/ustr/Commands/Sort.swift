import ArgumentParser
import UStrCore

/// `ustr sort`: a filter that sorts lines in Java's, code point or Swift's order.
struct Sort: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sort",
    _superCommandName: "ustr",
    abstract: "Sort lines by UTF-16 code unit (Java), code point, or Swift's <.",
    discussion: """
      A filter: lines end at "\\n" or "\\r\\n" and are written back with "\\n". The sort is \
      stable: equal lines (and, in swift order, canonically equivalent ones) keep their input \
      order, also with --reverse. Output is the lines' own UTF-8 when it goes to a pipe or a file.
      """)

  @Option(help: "utf16 (UTF-16 code units: Java compareTo, JavaScript <), scalar (code points = UTF-8 bytes), or swift (<, canonical equivalence). java and scalars are accepted too.")
  var order: StringOrder = .utf16

  @Flag(help: "Sort in descending order (still stable).")
  var reverse = false

  @OptionGroup var input: TextInputOptions
  @OptionGroup var terminal: TerminalOptions

  /// Reads the text a chunk at a time into a ``LineSorter``, which sorts 16 MiB of lines at a
  /// time in memory and merges sorted runs from temporary files past that (in `swift` order it
  /// holds every line: see ``LineSorter/forCommand(order:descending:)``), and writes the sorted
  /// lines one at a time.
  func run() throws {
    var sorter = LineSorter.forCommand(order: order, descending: reverse)
    let read = try input.stream { try sorter.append($0) }
    read.warnIfRepaired()
    try sorter.finish { StandardOutput.writeInputText($0, terminator: "\n") }
  }
}
