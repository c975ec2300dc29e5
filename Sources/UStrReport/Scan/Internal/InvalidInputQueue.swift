import UStrCore

/// The sequences a converted file's decoder replaced, from when it hands them on until the
/// scanner reaches their U+FFFD, in order. They wait as small records (each offset as the
/// change from the sequence before, LEB128; the kind; the bytes), not as values with an array
/// each: a long line's piece of a megabyte of lone UTF-16 surrogates waits for 350 000 of them,
/// about 6 bytes each here, about 100 as values.
///
///     var queue = InvalidInputQueue()
///     queue.append(contentsOf: [sequence])        // repairedUTF8Offset 3
///     queue.hasSequence(before: 4)                // true
///     let taken = queue.take(before: 4)           // taken.count 1; iterate it for the sequence
///
/// - Complexity: O(1) amortized a sequence appended or taken (in its bytes); memory O(k) in the
///   sequences not yet taken.
struct InvalidInputQueue {
  private var writer = FindingRecordWriter()
  /// Where the first record not taken starts, and the offsets of the record before it (those
  /// of the first record are changes from them).
  private var headPosition = 0
  private var headBase = Offsets()
  /// The offsets of the last record appended.
  private var tailBase = Offsets()
  /// The U+FFFD offset of the first sequence not taken; `nil` when all are.
  private(set) var nextRepairedUTF8Offset: Int?

  struct Offsets {
    var input = 0
    var repairedUTF8 = 0
  }

  /// Adds the next sequences, in order (offsets not below the last one's), each `inputOffset`
  /// moved on by `inputOffsetShift` (a byte order mark dropped before decoding).
  mutating func append(contentsOf sequences: [InvalidInputSequence], inputOffsetShift: Int = 0) {
    guard let first = sequences.first else { return }
    if nextRepairedUTF8Offset == nil {
      // Everything appended so far is taken: start afresh.
      writer = FindingRecordWriter()
      headPosition = 0
      headBase = tailBase
      nextRepairedUTF8Offset = first.repairedUTF8Offset
    } else if headPosition >= 1 << 16 && headPosition * 2 > writer.bytes.count {
      writer.removeFirst(headPosition)
      headPosition = 0
    }
    // Read in place: copying each sequence out would retain and release its bytes.
    sequences.withUnsafeBufferPointer { sequences in
      for index in sequences.indices {
        let inputOffset = sequences[index].inputOffset + inputOffsetShift
        let repairedUTF8Offset = sequences[index].repairedUTF8Offset
        writer.integer(inputOffset - tailBase.input)
        writer.integer(repairedUTF8Offset - tailBase.repairedUTF8)
        writer.integer(Self.code(of: sequences[index].kind))
        sequences[index].bytes.withUnsafeBufferPointer { writer.byteArray($0) }
        tailBase = Offsets(input: inputOffset, repairedUTF8: repairedUTF8Offset)
      }
    }
  }

  /// Whether a sequence not taken has its U+FFFD before `utf8Offset` of the decoded text.
  func hasSequence(before utf8Offset: Int) -> Bool {
    nextRepairedUTF8Offset.map { $0 < utf8Offset } ?? false
  }

  /// Takes the sequences whose U+FFFD is before `utf8Offset` of the decoded text.
  ///
  /// - Complexity: O(k) in the sequences taken (their records are read past, not decoded).
  mutating func take(before utf8Offset: Int) -> Taken {
    let start = (position: headPosition, base: headBase)
    var reader = FindingRecordReader(record: writer.bytes, position: headPosition)
    var count = 0
    while let next = nextRepairedUTF8Offset, next < utf8Offset {
      headBase = Self.readOffsets(&reader, from: headBase)!
      _ = reader.integer()
      _ = reader.skipByteArray()
      count += 1
      nextRepairedUTF8Offset = reader.isAtEnd ? nil : Self.peekRepaired(reader, from: headBase)
    }
    headPosition = reader.position
    return Taken(records: writer.bytes, position: start.position, base: start.base, count: count)
  }

  /// The sequences one ``take(before:)`` took, read from their records as they are iterated.
  struct Taken: Sequence {
    let records: [UInt8]
    let position: Int
    let base: Offsets
    /// How many there are.
    let count: Int

    var isEmpty: Bool { count == 0 }

    func makeIterator() -> Iterator {
      Iterator(reader: FindingRecordReader(record: records, position: position), base: base, remaining: count)
    }

    struct Iterator: IteratorProtocol {
      var reader: FindingRecordReader
      var base: Offsets
      var remaining: Int

      mutating func next() -> InvalidInputSequence? {
        guard remaining > 0, let offsets = InvalidInputQueue.readOffsets(&reader, from: base),
          let code = reader.integer(), let kind = InvalidInputQueue.kind(code: code),
          let bytes = reader.byteArray()
        else { return nil }
        remaining -= 1
        base = offsets
        return InvalidInputSequence(
          inputOffset: offsets.input, repairedUTF8Offset: offsets.repairedUTF8, bytes: bytes,
          kind: kind)
      }
    }
  }

  /// A kind as its record holds it.
  static func code(of kind: InvalidInputKind) -> Int {
    switch kind {
    case .illegal: 0
    case .unmappable: 1
    case .truncated: 2
    }
  }

  /// The kind ``code(of:)`` wrote as `code`; `nil` for another number.
  static func kind(code: Int) -> InvalidInputKind? {
    switch code {
    case 0: .illegal
    case 1: .unmappable
    case 2: .truncated
    default: nil
    }
  }

  /// A record's offsets, read as changes from `base`.
  static func readOffsets(_ reader: inout FindingRecordReader, from base: Offsets) -> Offsets? {
    guard let input = reader.integer(), let repaired = reader.integer() else { return nil }
    return Offsets(input: base.input + input, repairedUTF8: base.repairedUTF8 + repaired)
  }

  /// The U+FFFD offset of the record `reader` is at, read without moving it.
  static func peekRepaired(_ reader: FindingRecordReader, from base: Offsets) -> Int? {
    var copy = reader
    return readOffsets(&copy, from: base)?.repairedUTF8
  }
}
