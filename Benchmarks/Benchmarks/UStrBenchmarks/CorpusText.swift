#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Benchmark texts: files from `../shared/corpus` (or `$USTR_CORPUS`), or generated text when the
/// folder is absent (said once on standard error).
enum CorpusText {
  /// The corpus folder, searched from the working directory the plugin runs in (`Benchmarks/`).
  static let root: String? = {
    if let path = getenv("USTR_CORPUS").map({ String(cString: $0) }), !path.isEmpty { return path }
    for candidate in ["../../shared/corpus", "../shared/corpus", "../../../shared/corpus", "/work/shared/corpus"] {
      if access(candidate, R_OK) == 0 { return candidate }
    }
    return nil
  }()

  /// The file at `path` under the corpus root, or generated text of about `fallbackBytes`.
  static func load(_ path: String, fallbackBytes: Int = 400_000) -> String {
    if let root, let text = read(root + "/" + path) { return text }
    let message = "UStrBenchmarks: \(path) not found (set USTR_CORPUS); using generated text\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    return generated(bytes: fallbackBytes)
  }

  /// Mixed text: ASCII, Latin with accents, Cyrillic, CJK, emoji with ZWJ and skin tones.
  static func generated(bytes: Int) -> String {
    let pieces = ["lorem ipsum ", "Pok\u{E9}mon ", "\u{41F}\u{440}\u{438}\u{432}\u{435}\u{442} ",
      "\u{4E2D}\u{6587}", "\u{1F469}\u{1F3FD}\u{200D}\u{1F680} ", "e\u{301}", "\r\n"]
    var text = ""
    var state: UInt64 = 42
    while text.utf8.count < bytes {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      text += pieces[Int(state >> 33) % pieces.count]
    }
    return text
  }

  private static func read(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The texts the comparisons run on, by short name.
  static let named: [(name: String, text: String)] = [
    ("latin", load("lipsum/Latin-Lipsum.utf8.txt")),
    ("chinese", load("lipsum/Chinese-Lipsum.utf8.txt")),
    ("emoji", load("lipsum/Emoji-Lipsum.utf8.txt")),
    ("mixed123", load("synthetic/mixed-1-2-3-byte.utf8.txt", fallbackBytes: 2_000_000)),
  ]

  /// The corpus's prose joined (every text file of its `lipsum` and `wikipedia_mars` folders, in
  /// name order; not `synthetic`): 20 languages with lines as they come (headings, paragraphs,
  /// empty lines), about 100 bytes a line, or generated text when the folder is absent.
  static let prose: String = {
    guard let root else { return generated(bytes: 4_000_000) }
    var text = ""
    for folder in ["lipsum", "wikipedia_mars"] {
      for file in entries(of: root + "/" + folder) where file.hasSuffix(".txt") {
        text += read(root + "/" + folder + "/" + file) ?? ""
      }
    }
    return text
  }()

  /// The names in folder `path`, sorted (none when it cannot be read).
  private static func entries(of path: String) -> [String] {
    guard let folder = opendir(path) else { return [] }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted()
  }

  /// The non-empty lines of every named text, for benchmarks that work line by line (sorting,
  /// comparing neighbours).
  static func lines() -> [String] {
    named.flatMap { $0.text.split(separator: "\n").map(String.init) }
  }

  /// A fresh copy of `text` with its own storage (no UTF-16 breadcrumbs yet).
  static func freshCopy(_ text: String) -> String {
    var copy = String(decoding: Array(text.utf8), as: UTF8.self)
    copy.makeContiguousUTF8()
    return copy
  }
}
