/// A path as the file system holds it: bytes, which need not be UTF-8 (a Linux file name is any
/// bytes but "/" and NUL). `ustr scan` lists and opens files by these bytes, so a file whose name
/// is not UTF-8 is read like any other, and shows the name as `text`.
///
///     RawPath(bytes: Array("src/evil".utf8) + [0xFF]).text   // "src/evil\u{FFFD}"
struct RawPath: Hashable, Sendable {
  /// The path's bytes, without a terminating NUL.
  let bytes: [UInt8]

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The path of a command-line argument that the parser turned into `argument`: the bytes the
  /// shell passed (``RawArguments/pathBytes(of:)``); "-" is ``standardInput``.
  init(argument: String) {
    bytes = RawArguments.pathBytes(of: argument)
  }

  /// The path for messages and reports: its bytes as UTF-8, each ill-formed sequence replaced by
  /// U+FFFD.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// "-", standard input.
  static let standardInput = RawPath(bytes: [UInt8(ascii: "-")])

  /// Whether the path is "-", standard input.
  var isStandardInput: Bool { self == .standardInput }

  /// The path of `name` inside this directory: with a "/" between them unless the path already
  /// ends in one.
  func appending(_ name: [UInt8]) -> RawPath {
    let slash = UInt8(ascii: "/")
    return RawPath(bytes: bytes.last == slash ? bytes + name : bytes + [slash] + name)
  }

  /// Calls `body` with the path as a NUL-terminated C string.
  func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
    let cString = bytes.map { CChar(bitPattern: $0) } + [0]
    return try cString.withUnsafeBufferPointer { try body($0.baseAddress!) }
  }
}
