#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a command's text output to stdout.
enum StandardOutput {
  /// Whether stdout is a terminal (not a pipe or a file).
  static var isTerminal: Bool { isatty(1) == 1 }

  /// Writes text that came from the input (a normalized or sliced text): raw UTF-8 when stdout is
  /// a pipe or a file, as filters must; made terminal-safe when stdout is a terminal, so no
  /// control character from the input reaches it.
  static func writeInputText(_ text: String, terminator: String = "") {
    let shown = isTerminal ? TerminalText.safe(text) : text
    FileDescriptorOutput.write(Array((shown + terminator).utf8), to: 1)
  }

  /// Writes UTF-8 that came from the input, with the same rule as `writeInputText(_:)`: raw to a
  /// pipe or a file, terminal-safe to a terminal. `bytes` must be whole scalars (a filter's
  /// output chunk), so a placeholder never splits one.
  static func writeInputBytes(_ bytes: [UInt8]) {
    guard isTerminal else { return FileDescriptorOutput.write(bytes, to: 1) }
    writeInputText(String(decoding: bytes, as: UTF8.self))
  }
}
