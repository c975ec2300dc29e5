/// The ill-formed UTF-8 sequences of an input as a report holds them: the first ``listLimit``
/// listed, every one counted, so a gigabyte of bad bytes costs a report no more memory than a
/// thousand.
///
///     var list = InvalidUTF8List()
///     list.append(contentsOf: decoded.invalid)   // chunk after chunk
///     list.count                                 // every sequence
///     list.listed                                // the first 1000, in input order
///
/// - Complexity: Appending is O(k) in the sequences appended; memory is O(``listLimit``).
public struct InvalidUTF8List: Hashable, Sendable {
  /// The most sequences listed.
  public static let listLimit = 1000

  /// The first ``listLimit`` sequences, in input order.
  public private(set) var listed: [InvalidUTF8Sequence] = []
  /// How many sequences there are in all.
  public private(set) var count = 0
  /// How many U+FFFD replace them all in the repaired text.
  public private(set) var replacementCount = 0

  /// An empty list.
  public init() {}

  /// The list of `sequences` (the first ``listLimit`` kept).
  public init(_ sequences: some Sequence<InvalidUTF8Sequence>) {
    append(contentsOf: sequences)
  }

  /// Whether there are none.
  public var isEmpty: Bool { count == 0 }

  /// Whether sequences were counted but not listed.
  public var isTruncated: Bool { count > listed.count }

  /// Counts `count` sequences, replaced by `replacementCount` U+FFFD, that come after every one
  /// listed or appended so far and were never made into values (``UTF8StreamDecoder`` counts
  /// what it decodes past its `listLimit`).
  public mutating func appendUnlisted(count: Int, replacementCount: Int) {
    self.count += count
    self.replacementCount += replacementCount
  }

  /// Counts `sequences`, listing them while under the limit.
  public mutating func append(contentsOf sequences: some Sequence<InvalidUTF8Sequence>) {
    for sequence in sequences {
      count += 1
      replacementCount += sequence.replacementCount
      if listed.count < Self.listLimit { listed.append(sequence) }
    }
  }
}
