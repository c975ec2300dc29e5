import ArgumentParser
import UStrCore
import UStrICU
import UStrReport

/// `ustr compare A B`: at which levels two texts are equal, and where they first differ.
struct Compare: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    _superCommandName: "ustr",
    abstract: "Compare two texts: equal as bytes, scalars, Swift ==, canonically, by compatibility, case-folded?",
    discussion: """
      Shows both texts with their lengths in every view, a checklist of the equality levels, the \
      first difference (the clusters around it, each side's scalars, offsets in every view, and \
      what kind of difference it is) and the order under Swift <, UTF-16 (Java) and code points. \
      Exit code: 0 when the texts are equal at --level, 1 when not.
      """)

  @OptionGroup var input: TwoTextInputOptions
  @OptionGroup var output: OutputOptions

  @Option(help: "The level that sets the exit code (bytes and scalars, the older names, work too).")
  var level: EqualityLevel = .canonical

  func validate() throws {
    try output.validateColumns(ColumnNames.keys(CompareTableRenderer.differenceColumns))
  }

  func run() throws {
    var (a, b) = try input.readers()
    var stream = try CompareStream()
    // Each side's text while it is at most 1 MiB, to tell whether one is the other's mojibake.
    var texts: [String?] = ["", ""]
    func keep(_ text: String?, _ side: Int) -> String? {
      if let text, texts[side] != nil {
        texts[side]! += text
        if texts[side]!.utf8.count > MojibakeScan.repairedLimit { texts[side] = nil }
      }
      return text
    }
    // The inputs' own bytes, ill-formed sequences included, compared as they come.
    var inputBytes = UTF8StreamComparison()
    func read(_ reader: inout TextChunkReader, _ side: PairSide) throws -> String? {
      let text = try reader.next()
      reader.inputBytes.withUnsafeBufferPointer { inputBytes.append($0, side: side) }
      if text == nil { inputBytes.finish(side) }
      return keep(text, side.rawValue)
    }
    try stream.run(a: { try read(&a, .a) }, b: { try read(&b, .b) })
    var report = stream.report(
      invalidA: a.invalid, invalidB: b.invalid, inputBytesEqual: inputBytes.isEqual ?? false)
    // Bytes, not `!=`: Swift's String comparison normalizes, quadratic in a run of marks.
    if let textA = texts[0], let textB = texts[1], !textA.utf8.elementsEqual(textB.utf8) {
      report.mojibake = MojibakeRelation(a: textA, b: textB)
    }
    switch output.format {
    case .table:
      StandardOutput.writeLine(
        CompareTableRenderer(level: level).render(report, a: stream.head(of: .a), b: stream.head(of: .b)))
    case .json, .jsonl: try StandardOutput.writeJSON(report, format: output.format)
    }
    if !report.equal[level] { throw ExitCode(1) }
  }
}
