import Testing
import UStrCore

/// Which offsets of a view a check visits.
enum OffsetSample {
  /// Every `step`-th offset from 0 (1: all of them).
  case every(Int)
  /// The offsets within 2 of every multiple of 32 (every 256-byte block edge, every 32nd
  /// grapheme checkpoint, in every view) and `random` more, seeded: for large texts.
  case nearCheckpoints(random: Int)

  /// The offsets from -1 through `count + 1` to visit.
  func offsets(through count: Int) -> [Int] {
    switch self {
    case .every(let step):
      return Array(stride(from: -1, through: count + 1, by: step)) + [count, count + 1]
    case .nearCheckpoints(let random):
      var offsets = [-1, count, count + 1]
      for edge in stride(from: 0, through: count, by: 32) {
        offsets += (max(0, edge - 2)...min(count, edge + 2))
      }
      var state = UInt64(truncatingIfNeeded: count) | 1
      for _ in 0..<random {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        offsets.append(Int(state >> 33) % (count + 1))
      }
      return offsets
    }
  }
}

/// Checks every conversion of `map` against ``ReferenceBoundaries`` and the standard library,
/// at the offsets `sample` picks (all of them by default).
func checkConversions(
  of text: String, every step: Int = 1, sourceLocation: SourceLocation = #_sourceLocation
) {
  checkConversions(of: text, sample: .every(step), sourceLocation: sourceLocation)
}

func checkConversions(
  of text: String, sample: OffsetSample, sourceLocation: SourceLocation = #_sourceLocation
) {
  let map = OffsetMap(text)
  let reference = ReferenceBoundaries(text)
  let counts = map.counts
  #expect(
    counts
      == ViewCounts(
        graphemes: text.count, scalars: text.unicodeScalars.count, utf16: text.utf16.count,
        utf8: text.utf8.count), sourceLocation: sourceLocation)

  // Code-unit views at every (sampled) offset, including one past each end.
  for utf8Offset in sample.offsets(through: counts.utf8) {
    let expected = reference.byUTF8[utf8Offset]
    #expect(map.convert(utf8Offset, from: .utf8, to: .utf16) == expected?.utf16, "utf8 \(utf8Offset)", sourceLocation: sourceLocation)
    #expect(map.convert(utf8Offset, from: .utf8, to: .scalar) == expected?.scalar, "utf8 \(utf8Offset)", sourceLocation: sourceLocation)
  }
  for utf16Offset in sample.offsets(through: counts.utf16) {
    let expected = reference.utf8ByUTF16[utf16Offset]
    #expect(map.convert(utf16Offset, from: .utf16, to: .utf8) == expected, "utf16 \(utf16Offset)", sourceLocation: sourceLocation)
    if let expected, utf16Offset <= counts.utf16 {
      // The standard library agrees.
      let index = String.Index(utf16Offset: utf16Offset, in: text)
      #expect(text.utf8.distance(from: text.startIndex, to: index) == expected, sourceLocation: sourceLocation)
      #expect(map.convert(expected, from: .utf8, to: .utf16) == index.utf16Offset(in: text), sourceLocation: sourceLocation)
    }
  }
  for scalarOffset in sample.offsets(through: counts.scalars) {
    let expected = reference.utf8ByScalar.indices.contains(scalarOffset) ? reference.utf8ByScalar[scalarOffset] : nil
    #expect(map.convert(scalarOffset, from: .scalar, to: .utf8) == expected, "scalar \(scalarOffset)", sourceLocation: sourceLocation)
    if let expected {
      let index = text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: scalarOffset)
      #expect(text.utf8.distance(from: text.startIndex, to: index) == expected, sourceLocation: sourceLocation)
    }
  }
  for graphemeOffset in sample.offsets(through: counts.graphemes) where graphemeOffset >= 0 && graphemeOffset <= counts.graphemes {
    let expected = reference.utf8ByGrapheme[graphemeOffset]
    #expect(map.convert(graphemeOffset, from: .grapheme, to: .utf8) == expected, "grapheme \(graphemeOffset)", sourceLocation: sourceLocation)
    #expect(map.convert(expected, from: .utf8, to: .grapheme) == graphemeOffset, "utf8 \(expected)", sourceLocation: sourceLocation)
    if case .every(1) = sample {
      let index = text.index(text.startIndex, offsetBy: graphemeOffset)
      #expect(map.index(graphemeOffset, in: .grapheme) == index, sourceLocation: sourceLocation)
    }
  }
  #expect(map.convert(-1, from: .grapheme, to: .utf8) == nil, sourceLocation: sourceLocation)
  #expect(map.convert(counts.graphemes + 1, from: .grapheme, to: .utf8) == nil, sourceLocation: sourceLocation)
}

/// Checks that every position of every view converts there and back, and that its boundary
/// flags, roundings and containing scalar and cluster are right.
func checkPositions(
  of text: String, every step: Int = 1, sourceLocation: SourceLocation = #_sourceLocation
) {
  let map = OffsetMap(text)
  let reference = ReferenceBoundaries(text)
  let characters = Array(text)
  for view in TextView.allCases {
    for offset in stride(from: 0, through: map.counts[view], by: step) {
      guard let position = map.position(offset, in: view) else {
        Issue.record("no position for \(view) \(offset)", sourceLocation: sourceLocation)
        continue
      }
      #expect(position.offset(in: view) == offset, "\(view) \(offset)", sourceLocation: sourceLocation)
      for other in TextView.allCases {
        guard let there = position.offset(in: other) else { continue }
        let back = map.position(there, in: other)
        #expect(back?.offset(in: view) == offset, "\(view) \(offset) via \(other) \(there)", sourceLocation: sourceLocation)
        #expect(back?.roundedDown == position.roundedDown, sourceLocation: sourceLocation)
      }
      let down = position.roundedDown
      let up = position.roundedUp
      #expect(reference.utf8ByGrapheme[down.graphemeOffset] == down.utf8Offset, sourceLocation: sourceLocation)
      #expect(reference.utf8ByGrapheme[up.graphemeOffset] == up.utf8Offset, sourceLocation: sourceLocation)
      if position.graphemeOffset != nil {
        #expect(down == up && position.containingCluster == nil, sourceLocation: sourceLocation)
      } else {
        #expect(up.graphemeOffset == down.graphemeOffset + 1, sourceLocation: sourceLocation)
        let cluster = position.containingCluster
        #expect(cluster?.utf8Range == down.utf8Offset..<up.utf8Offset, sourceLocation: sourceLocation)
        #expect(cluster.map { String($0.character) } == String(characters[down.graphemeOffset]), sourceLocation: sourceLocation)
      }
      if let scalar = position.containingScalar {
        #expect(position.scalarOffset == nil, sourceLocation: sourceLocation)
        #expect(reference.utf8ByScalar[scalar.scalarOffset] == scalar.utf8Offset, sourceLocation: sourceLocation)
        #expect(position.containingCluster?.scalars.contains(scalar) == true, sourceLocation: sourceLocation)
      } else {
        #expect(position.scalarOffset != nil, sourceLocation: sourceLocation)
      }
    }
  }
}
