#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input, output and error as the process starts, which a shell can hand over closed
/// (`ustr compare --file-a - --file-b b.txt <&-`, `ustr inspect >&-`).
enum StandardDescriptors {
  /// Fills each of descriptors 0, 1 and 2 that is closed with /dev/null opened the wrong way
  /// round (standard input write-only, standard output and error read-only), before anything
  /// else is opened.
  ///
  /// A closed descriptor is the lowest free one, so the first file the command opens would
  /// take its number: read from a closed standard input, `compare --file-a -` read file B as A
  /// (and B came out empty), with no error. Filled the wrong way round, the descriptor stays
  /// taken and every read or write on it still fails as it did on the closed one (EBADF): exit 2
  /// "cannot read standard input", or exit 74 "cannot write standard output".
  /// The corresponding C calls are `fcntl(descriptor, F_GETFD)` and `open`.
  static func holdClosedOnes() {
    for (descriptor, flags) in [(Int32(0), O_WRONLY), (1, O_RDONLY), (2, O_RDONLY)] {
      guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { continue }
      let opened = open("/dev/null", flags)
      // The lowest free descriptor is this one: the ones below it are open (or just filled).
      if opened >= 0, opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
  }
}
