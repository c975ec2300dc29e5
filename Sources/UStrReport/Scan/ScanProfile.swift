/// Which rules a file is scanned with, and how severe each is: chosen per file by its kind
/// (``ScanPolicy/profile(forPath:)``, for a policy without a profile) unless `--profile` says.
///
/// - `code`: source code and configuration. Bidi controls, invisible characters and tag
///   characters are errors; look-alike identifiers are checked.
/// - `text`: prose (`.txt`, `.md`, documents, unknown kinds). Marks that right-to-left and
///   Persian or Indic prose need are notes; identifiers are not checked.
/// - `strict`: every rule at warning or above, identifiers checked: for files that must be plain.
public enum ScanProfile: String, Codable, CaseIterable, Hashable, Sendable {
  case code
  case text
  case strict

  /// The extensions (lower case, without the dot) of files scanned with the `code` profile.
  package static let codeExtensions: Set<String> = [
    "swift", "c", "h", "cc", "cpp", "cxx", "hpp", "hh", "m", "mm", "py", "pyi", "js", "mjs",
    "cjs", "jsx", "ts", "tsx", "go", "rs", "java", "kt", "kts", "scala", "cs", "fs", "rb", "php",
    "pl", "pm", "sh", "bash", "zsh", "fish", "ps1", "lua", "r", "jl", "dart", "ex", "exs", "erl",
    "hs", "ml", "mli", "clj", "sql", "zig", "nim", "v", "sv", "vhd", "json", "yaml", "yml",
    "toml", "xml", "html", "htm", "css", "scss", "vue", "svelte", "gradle", "cmake", "mk", "ini",
    "cfg", "conf", "proto", "graphql", "tf", "nix", "bzl",
  ]

  /// File names without an extension that hold code.
  package static let codeNames: Set<String> = [
    "Makefile", "makefile", "GNUmakefile", "Dockerfile", "Containerfile", "CMakeLists.txt",
    "BUILD", "WORKSPACE", "Jenkinsfile", "Gemfile", "Rakefile", "Podfile", "Package.swift",
  ]

  /// The profile for a file by its name: `code` for source code and configuration, `text`
  /// for everything else (standard input is `code`: the stricter choice).
  ///
  ///     ScanProfile.forPath("Sources/main.swift")   // .code
  ///     ScanProfile.forPath("docs/README.md")       // .text
  package static func forPath(_ path: String?) -> ScanProfile {
    guard let path, path != "-" else { return .code }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if codeNames.contains(name) { return .code }
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .text }
    let ext = name[name.index(after: dot)...].lowercased()
    return codeExtensions.contains(ext) ? .code : .text
  }

  /// Whether identifiers are checked for look-alikes in this profile.
  public var checksIdentifiers: Bool { self != .text }
}
