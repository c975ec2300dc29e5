import ArgumentParser
import UStrCore
import UStrReport

/// `ustr slice`: the substring between two offsets of one view.
struct Slice: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "slice",
    _superCommandName: "ustr",
    abstract: "Print the substring between two offsets of one view, or say why it would cut a character.",
    discussion: """
      The range is half-open, A..<B, in --unit's units. Both ends must be grapheme cluster \
      boundaries: an end inside a cluster (or inside a scalar) is refused with the reason on \
      stderr and exit 2, unless --round outward (widen to whole clusters) or --round inward \
      (narrow to whole clusters) says how to move it. An end past the text's end is always \
      refused. The substring goes raw to a pipe or a file, terminal-safe to a terminal.
      """)

  @Option(help: "The unit the range counts (the plurals graphemes and scalars work too).")
  var unit: TextView

  @Option(help: "The half-open range of offsets, A..<B (e.g. 0..<5).")
  var range: String

  @Option(help: "What to do with an end inside a cluster: refuse, outward or inward.")
  var round: SliceRounding = .refuse

  @OptionGroup var input: TextInputOptions
  @OptionGroup var output: OutputOptions

  func validate() throws {
    try output.validateColumns([])
    _ = try Self.parse(range)
  }

  /// The offsets of "A..<B"; a `ValidationError` (exit 64) that says what is accepted otherwise.
  static func parse(_ argument: String) throws -> Range<Int> {
    let form = "--range takes a half-open range A..<B of offsets, such as 0..<5"
    if argument.contains("...") {
      throw ValidationError("\(form); '\(argument)' is closed: write its end plus one after '..<'.")
    }
    let parts = argument.split(separator: "..<", omittingEmptySubsequences: false)
    guard parts.count == 2, let lower = Int(parts[0]), let upper = Int(parts[1]) else {
      throw ValidationError("\(form), not '\(argument)'.")
    }
    guard lower >= 0, lower <= upper else {
      throw ValidationError("\(form) with 0 <= A <= B, not '\(argument)'.")
    }
    return lower..<upper
  }

  func run() throws {
    let offsets = try Self.parse(range)
    let text = try input.readHeldOnce()
    text.warnIfRepaired(consequence: "; offsets count the repaired text, where each U+FFFD is 3 UTF-8 bytes")
    let map = OffsetMap(text.text)
    var report: SliceReport
    do {
      report = try SliceReport(
        map: map, range: offsets, unit: unit, rounding: round, invalid: text.decoding.invalid)
    } catch {
      throw InputError(
        description: "cannot slice \(unit.rawValue) \(range): \(error)\(hint(error, range: offsets, map: map))")
    }
    report.invalidUTF8Count = text.decoding.invalidCount
    switch output.format {
    // Raw and exact to a pipe (a filter adds nothing); on a terminal its lines end with a newline.
    case .table: StandardOutput.writeInputText(report.text)
    case .json, .jsonl: try StandardOutput.writeJSON(report, format: output.format)
    }
  }

  /// What `--round` would give instead, when an end cuts a cluster.
  private func hint(_ refusal: SliceRefusal, range: Range<Int>, map: OffsetMap) -> String {
    if case .outOfRange = refusal.reason { return "" }
    let rounded = [SliceRounding.outward, .inward].compactMap { rounding -> String? in
      guard let report = try? SliceReport(map: map, range: range, unit: unit, rounding: rounding) else { return nil }
      let cut = report.roundedRange[unit]
      return "--round \(rounding.rawValue) gives \(cut.lowerBound)..<\(cut.upperBound)"
    }
    return rounded.isEmpty ? "" : "; " + rounded.joined(separator: ", ")
  }
}
