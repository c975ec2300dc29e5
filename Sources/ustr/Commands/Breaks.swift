import ArgumentParser
import UStrCore
import UStrReport

/// `ustr breaks`: where a text breaks, by engine and kind, with disagreements and their reasons.
struct Breaks: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show where a text breaks into grapheme clusters, words, sentences or lines, by engine.",
    discussion: """
      Grapheme clusters come from the Swift standard library (Character), ICU's character \
      iterator and ustr's reference implementation of UAX #29; positions where they disagree \
      are listed with each answer, the Unicode version behind it and the reason. Words, \
      sentences and line-break opportunities come from ICU only. --explain names the UAX #29 \
      rule (GB1 ... GB999) that decides at every position, with the properties on both sides.
      """)

  /// `--kind`: the command-line names of `BreakKind`.
  enum Kind: String, ExpressibleByArgument, CaseIterable {
    case grapheme, word, sentence, line

    var breakKind: BreakKind { BreakKind(rawValue: rawValue)! }
  }

  /// `--engine`: one engine, or all of them.
  enum Engine: String, ExpressibleByArgument, CaseIterable {
    case swift, icu, reference, all

    var engines: [BreakEngine] { self == .all ? BreakEngine.allCases : [BreakEngine(rawValue: rawValue)!] }
  }

  @OptionGroup var input: TextInputOptions
  @OptionGroup var output: OutputOptions

  @Option(help: "What to divide the text into: grapheme, word, sentence or line.")
  var kind: Kind = .grapheme

  @Option(help: "The grapheme engine: swift, icu, reference or all (words, sentences, lines: icu).")
  var engine: Engine = .all

  @Flag(help: "Name the UAX #29 rule at every position, with the properties on both sides.")
  var explain = false

  @Option(
    name: .customLong("unicode"),
    help: ArgumentHelp(
      "The reference's Unicode version: \(supportedVersions) (default \(ReferenceGraphemeSegmenter.defaultVersion)).",
      valueName: "version"))
  var unicodeVersion: String?

  @Option(help: "The most segments (and positions) to list; the rest are counted.")
  var limit = 1_000

  @Flag(help: "List every segment and position, however large the input.")
  var all = false

  static var supportedVersions: String {
    ReferenceGraphemeSegmenter.supportedVersions.map(\.description).joined(separator: ", ")
  }

  func validate() throws {
    if limit < 0 { throw ValidationError("--limit must be 0 or more.") }
    if let unicodeVersion {
      let supported = UnicodeVersion(unicodeVersion).flatMap(ReferenceGraphemeSegmenter.init)
      if supported == nil {
        throw ValidationError(
          "--unicode \(unicodeVersion) is not a version the reference segmentation supports;"
            + " supported: \(Self.supportedVersions).")
      }
    }
    guard kind != .grapheme else { return }
    if engine == .swift || engine == .reference {
      throw ValidationError(
        "\(kind) boundaries come from ICU only: use --engine icu (or all), or --kind grapheme.")
    }
    if explain {
      throw ValidationError("--explain names the grapheme cluster rules of UAX #29: use --kind grapheme.")
    }
    if unicodeVersion != nil {
      throw ValidationError("--unicode picks the reference grapheme segmentation: use --kind grapheme.")
    }
  }

  func run() throws {
    let text = try input.read()
    let report = try BreaksReport(
      decoding: text.decoding, kind: kind.breakKind, engines: engine.engines,
      referenceVersion: unicodeVersion.flatMap(UnicodeVersion.init), explain: explain)
    switch output.format {
    case .table: StandardOutput.writeLine(BreaksTableRenderer(rowLimit: all ? nil : limit).render(report))
    case .json, .jsonl: try StandardOutput.writeJSON(report, format: output.format)
    }
  }
}
