#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files `ustr scan` reads, from the paths it was given: a file as it is; a directory
/// inside a git work tree as git lists it (`git ls-files --cached --others --exclude-standard`:
/// tracked files and untracked ones not ignored); any other directory walked recursively.
/// A `.git` directory is never entered.
enum ScanPaths {
  /// One path to scan, or one that could not be listed. Paths are bytes: a file whose name is
  /// not UTF-8 is opened by its own name, not by a repaired one that names no file.
  enum Entry {
    case file(RawPath)
    case unreadable(path: String, message: String)
  }

  /// The files under `paths` (command-line arguments), in order (each directory's files sorted
  /// by name).
  static func expand(_ paths: [String]) -> [Entry] {
    expand(paths.map(RawPath.init(argument:)))
  }

  /// The files under `paths`, in order (each directory's files sorted by name).
  static func expand(_ paths: [RawPath]) -> [Entry] {
    var entries: [Entry] = []
    for path in paths {
      if path.isStandardInput {
        entries.append(.file(path))
        continue
      }
      var info = stat()
      guard path.withCString({ stat($0, &info) }) == 0 else {
        entries.append(.unreadable(path: path.text, message: String(cString: strerror(errno))))
        continue
      }
      guard (info.st_mode & S_IFMT) == S_IFDIR else {
        entries.append(.file(path))
        continue
      }
      if let listed = gitFiles(in: path) {
        entries += listed.map(Entry.file)
      } else {
        walk(path, into: &entries)
      }
    }
    return entries
  }

  /// The files git tracks or would track under `directory`, as paths that start with it;
  /// `nil` when `directory` is not in a git work tree (or git is missing).
  static func gitFiles(in directory: RawPath) -> [RawPath]? {
    let arguments = ["git", "-C"].map { Array($0.utf8) } + [directory.bytes]
      + ["ls-files", "-z", "--cached", "--others", "--exclude-standard"].map { Array($0.utf8) }
    guard let listing = ChildProcess.output(of: arguments), listing.succeeded else { return nil }
    let inCurrentDirectory = directory.bytes == Array(".".utf8)
    var files: [RawPath] = []
    var seen: Set<RawPath> = []
    for name in listing.bytes.split(separator: 0) {
      let path = inCurrentDirectory ? RawPath(bytes: Array(name)) : directory.appending(Array(name))
      // A file deleted in the work tree but still in the index, or a submodule, is not read.
      var info = stat()
      guard path.withCString({ lstat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFREG,
        seen.insert(path).inserted
      else { continue }
      files.append(path)
    }
    return files
  }

  /// Every regular file under `directory`, depth first, names sorted, `.git` skipped; symbolic
  /// links are not followed.
  static func walk(_ directory: RawPath, into entries: inout [Entry]) {
    guard let handle = directory.withCString({ opendir($0) }) else {
      entries.append(.unreadable(path: directory.text, message: String(cString: strerror(errno))))
      return
    }
    var names: [RawPath] = []
    let skipped = [".", "..", ".git"].map { Array($0.utf8) }
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) {
          Array(UnsafeRawBufferPointer(start: $0, count: strlen($0)))
        }
      }
      if !skipped.contains(name) { names.append(RawPath(bytes: name)) }
    }
    closedir(handle)
    // By name as text (as before names were bytes), then by bytes: two names that differ only
    // in invalid bytes have the same text.
    let sorted = names.map { (text: $0.text, name: $0) }.sorted {
      $0.text != $1.text ? $0.text < $1.text : $0.name.bytes.lexicographicallyPrecedes($1.name.bytes)
    }
    for (_, name) in sorted {
      let path = directory.appending(name.bytes)
      var info = stat()
      guard path.withCString({ lstat($0, &info) }) == 0 else {
        entries.append(.unreadable(path: path.text, message: String(cString: strerror(errno))))
        continue
      }
      switch info.st_mode & S_IFMT {
      case S_IFDIR: walk(path, into: &entries)
      case S_IFREG: entries.append(.file(path))
      default: break
      }
    }
  }
}
