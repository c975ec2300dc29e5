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
  /// One path to scan, or one that could not be listed.
  enum Entry {
    case file(String)
    case unreadable(path: String, message: String)
  }

  /// The files under `paths`, in order (each directory's files sorted by name).
  static func expand(_ paths: [String]) -> [Entry] {
    var entries: [Entry] = []
    for path in paths {
      if path == "-" {
        entries.append(.file(path))
        continue
      }
      var info = stat()
      guard stat(path, &info) == 0 else {
        entries.append(.unreadable(path: path, message: String(cString: strerror(errno))))
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
  static func gitFiles(in directory: String) -> [String]? {
    guard
      let listing = ChildProcess.output(of: [
        "git", "-C", directory, "ls-files", "-z", "--cached", "--others", "--exclude-standard",
      ]), listing.succeeded
    else { return nil }
    let prefix = directory == "." ? "" : (directory.hasSuffix("/") ? directory : directory + "/")
    var files: [String] = []
    var seen: Set<String> = []
    for name in listing.bytes.split(separator: 0) {
      let path = prefix + String(decoding: name, as: UTF8.self)
      // A file deleted in the work tree but still in the index, or a submodule, is not read.
      var info = stat()
      guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, seen.insert(path).inserted
      else { continue }
      files.append(path)
    }
    return files
  }

  /// Every regular file under `directory`, depth first, names sorted, `.git` skipped; symbolic
  /// links are not followed.
  static func walk(_ directory: String, into entries: inout [Entry]) {
    guard let handle = opendir(directory) else {
      entries.append(.unreadable(path: directory, message: String(cString: strerror(errno))))
      return
    }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
      }
      if name != "." && name != ".." && name != ".git" { names.append(name) }
    }
    closedir(handle)
    for name in names.sorted() {
      let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0 else {
        entries.append(.unreadable(path: path, message: String(cString: strerror(errno))))
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
