extension TextInputOptions {
  /// A bound on every offset (UTF-8, UTF-16, scalar or grapheme) in the decoded input, known
  /// before any of it is read: 3 per input byte (one byte of a single-byte encoding can become
  /// 3 bytes of UTF-8, U+20AC from windows-1252's 0x80), of the argument, the regular file, or
  /// the largest input a stream may be. A table drawn in blocks sizes its number columns by it.
  ///
  ///     // ustr inspect --all --file 100MB.txt: offsets below 3 × 10⁸, 9 digits
  var offsetBound: Int {
    if let text { return 3 * max(text.utf8.count, 1) }
    let size = regularFileSize ?? ((try? InputFile.maximumSize()) ?? InputFile.defaultMaximumSize)
    return 3 * max(size, 1)
  }
}
