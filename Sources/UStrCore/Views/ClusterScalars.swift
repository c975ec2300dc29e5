/// The scalars of one ``GraphemeCluster`` with their offsets in the scalar, UTF-16 and UTF-8
/// views, worked out as they are walked from the cluster's text and where it starts.
///
/// A cluster holds its text once and nothing per scalar: a cluster of a million marks on one
/// base costs its 2 MB of text, not 32 MB more of positions, and the clusters of ordinary text
/// (one scalar or a few) allocate no array each.
///
///     let e = TextBreakdown(of: "Poke\u{301}mon").graphemes[3]
///     e.scalars.count                       // 2
///     e.scalars.map(\.utf8Offset)           // [3, 4]
///     e.scalars.last?.scalar                // U+0301
///     Array(e.scalars.dropFirst()).first?.utf16Offset   // 4
///
/// The collection is bidirectional, not random access: the offsets of the k-th scalar depend on
/// the widths of the ones before it.
///
/// - Complexity: `count`, `startIndex` and `endIndex` are O(1); each step and each element O(1).
public struct ClusterScalars: BidirectionalCollection, Sendable {
  /// A position among the cluster's scalars, with the offsets of the scalar there.
  public struct Index: Comparable, Hashable, Sendable {
    /// The scalar's index in the cluster's text.
    let textIndex: String.Index
    /// The scalar's offsets from the start of the whole text.
    let scalarOffset: Int
    let utf16Offset: Int
    let utf8Offset: Int

    public static func < (lhs: Index, rhs: Index) -> Bool { lhs.scalarOffset < rhs.scalarOffset }
    public static func == (lhs: Index, rhs: Index) -> Bool { lhs.scalarOffset == rhs.scalarOffset }
    public func hash(into hasher: inout Hasher) { hasher.combine(scalarOffset) }
  }

  /// The cluster's text.
  let character: Character
  public let startIndex: Index
  public let endIndex: Index

  /// The scalars of `character`, which spans `scalarRange`, `utf16Range` and `utf8Range` of the
  /// text it was taken from.
  init(of character: Character, scalarRange: Range<Int>, utf16Range: Range<Int>, utf8Range: Range<Int>) {
    self.character = character
    let scalars = character.unicodeScalars
    startIndex = Index(
      textIndex: scalars.startIndex, scalarOffset: scalarRange.lowerBound, utf16Offset: utf16Range.lowerBound,
      utf8Offset: utf8Range.lowerBound)
    endIndex = Index(
      textIndex: scalars.endIndex, scalarOffset: scalarRange.upperBound, utf16Offset: utf16Range.upperBound,
      utf8Offset: utf8Range.upperBound)
  }

  /// The number of scalars, known from the cluster's scalar range.
  ///
  /// - Complexity: O(1).
  public var count: Int { endIndex.scalarOffset - startIndex.scalarOffset }

  /// Whether the cluster has no scalar (only ever the case of a cluster made empty by hand).
  public var isEmpty: Bool { count == 0 }

  public subscript(position: Index) -> ScalarPosition {
    precondition(
      position.scalarOffset >= startIndex.scalarOffset && position.scalarOffset < endIndex.scalarOffset,
      "ClusterScalars: an index out of this cluster's scalars")
    return ScalarPosition(
      scalar: character.unicodeScalars[position.textIndex], scalarOffset: position.scalarOffset,
      utf16Offset: position.utf16Offset, utf8Offset: position.utf8Offset)
  }

  public func index(after i: Index) -> Index {
    let scalars = character.unicodeScalars
    let scalar = scalars[i.textIndex]
    return Index(
      textIndex: scalars.index(after: i.textIndex), scalarOffset: i.scalarOffset + 1,
      utf16Offset: i.utf16Offset + UTF16.width(scalar), utf8Offset: i.utf8Offset + UTF8.width(scalar))
  }

  /// The scalars between `start` and `end`, known from their offsets.
  ///
  /// - Complexity: O(1).
  public func distance(from start: Index, to end: Index) -> Int { end.scalarOffset - start.scalarOffset }

  public func index(before i: Index) -> Index {
    let scalars = character.unicodeScalars
    let textIndex = scalars.index(before: i.textIndex)
    let scalar = scalars[textIndex]
    return Index(
      textIndex: textIndex, scalarOffset: i.scalarOffset - 1, utf16Offset: i.utf16Offset - UTF16.width(scalar),
      utf8Offset: i.utf8Offset - UTF8.width(scalar))
  }

  /// The scalars as they are walked, without the collection's index checks.
  public func makeIterator() -> Iterator {
    Iterator(
      scalars: character.unicodeScalars.makeIterator(), scalarOffset: startIndex.scalarOffset,
      utf16Offset: startIndex.utf16Offset, utf8Offset: startIndex.utf8Offset)
  }

  /// Walks the cluster's scalars once, counting the offsets as it goes.
  public struct Iterator: IteratorProtocol {
    var scalars: String.UnicodeScalarView.Iterator
    var scalarOffset: Int
    var utf16Offset: Int
    var utf8Offset: Int

    public mutating func next() -> ScalarPosition? {
      guard let scalar = scalars.next() else { return nil }
      defer {
        scalarOffset += 1
        utf16Offset += UTF16.width(scalar)
        utf8Offset += UTF8.width(scalar)
      }
      return ScalarPosition(
        scalar: scalar, scalarOffset: scalarOffset, utf16Offset: utf16Offset, utf8Offset: utf8Offset)
    }
  }
}
