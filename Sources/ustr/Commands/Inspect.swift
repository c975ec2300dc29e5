import ArgumentParser
import UStrReport

/// `ustr inspect`: the aligned breakdown of a text.
struct Inspect: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show each grapheme cluster, its scalars, UTF-16 units and UTF-8 bytes, aligned.")

  @OptionGroup var input: TextInputOptions
  @OptionGroup var output: OutputOptions

  func run() throws {
    let text = try input.read()
    print(text.text.unicodeScalars.count)
  }
}
