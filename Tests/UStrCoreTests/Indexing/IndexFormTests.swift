import Testing
import UStrTestSupport

@testable import UStrCore

/// Every `String.Index` form agrees with its integer form, on random texts with every line
/// terminator, as a `String` and as `Substring`s that do not start at the base's start.
@Suite("String.Index forms")
struct IndexFormTests {
  /// Random texts, each with its `String` and two `Substring` forms (offsets from their start).
  static func samples() -> [(String, [Substring])] {
    var generator = SeededGenerator(seed: 0x1D3)
    return (0..<25).map { _ in
      let text = LSPLineReference.randomText(pieces: 10, using: &generator)
      let prefix = RandomText.string(maxScalars: 4, using: &generator) + "\n"
      let suffix = "\r" + RandomText.string(maxScalars: 4, using: &generator)
      let wrapped = prefix + text + suffix
      let start = wrapped.utf8.index(wrapped.startIndex, offsetBy: prefix.utf8.count)
      let end = wrapped.utf8.index(start, offsetBy: text.utf8.count)
      return (text, [text[...], wrapped[start..<end]])
    }
  }

  /// The UTF-8 offset of `index` from the start of `text`, the plain way.
  static func offset(_ index: String.Index, in text: Substring) -> Int {
    text.utf8.distance(from: text.startIndex, to: index)
  }

  @Test func lineIndexIndexFormsAgreeWithTheOffsetForms() {
    for (string, texts) in Self.samples() {
      for text in texts {
        let lines = LineIndex(text)
        #expect(lines == LineIndex(string))
        for line in -1...(lines.lineCount) {
          #expect(lines.index(ofLine: line, in: text).map { Self.offset($0, in: text) } == lines.utf8Offset(ofLine: line))
          #expect(
            lines.rangeWithTerminator(ofLine: line, in: text).map { Self.offset($0.lowerBound, in: text)..<Self.offset($0.upperBound, in: text) }
              == lines.utf8RangeWithTerminator(ofLine: line))
          #expect(
            lines.range(ofLine: line, in: text).map { Self.offset($0.lowerBound, in: text)..<Self.offset($0.upperBound, in: text) }
              == lines.utf8Range(ofLine: line, in: text))
        }
        // Every UTF-8 position, and every UTF-16 position (between surrogates: no UTF-8 position).
        for utf8Offset in 0...text.utf8.count {
          let index = text.utf8.index(text.startIndex, offsetBy: utf8Offset)
          #expect(lines.line(containing: index, in: text) == lines.line(containingUTF8Offset: utf8Offset))
          for unit in TextView.allCases {
            let byIndex = lines.column(of: index, unit: unit, in: text)
            let byOffset = lines.column(utf8Offset: utf8Offset, unit: unit, in: text)
            #expect(byIndex?.line == byOffset?.line && byIndex?.column == byOffset?.column)
          }
          #expect(lines.lineColumns(of: index, in: text)?.columns == lines.lineColumns(utf8Offset: utf8Offset, in: text)?.columns)
        }
        for utf16Index in text.utf16.indices where text.utf16[utf16Index] & 0xFC00 == 0xDC00 {
          #expect(lines.line(containing: utf16Index, in: text) == nil)
          #expect(lines.column(of: utf16Index, unit: .utf16, in: text) == nil)
        }
        #expect(lines.line(containing: text.endIndex, in: text) == lines.lineCount - 1)
      }
    }
  }

  @Test func replacingAnIndexRangeEditsAsTheOffsetRange() {
    var generator = SeededGenerator(seed: 0x1D4)
    for (string, _) in Self.samples() {
      var byIndex = string
      var byOffset = string
      var linesByIndex = LineIndex(byIndex)
      var linesByOffset = LineIndex(byOffset)
      for _ in 0..<5 {
        let scalars = Array(byIndex.unicodeScalars.indices) + [byIndex.endIndex]
        let a = scalars.randomElement(using: &generator)!
        let b = scalars.randomElement(using: &generator)!
        let range = min(a, b)..<max(a, b)
        let utf8Range = Self.offset(range.lowerBound, in: byIndex[...])..<Self.offset(range.upperBound, in: byIndex[...])
        let replacement = LSPLineReference.randomText(pieces: 2, using: &generator)
        linesByIndex.replaceSubrange(range, with: replacement, in: &byIndex)
        linesByOffset.replaceSubrange(utf8Range, with: replacement, in: &byOffset)
        #expect(byIndex == byOffset)
        #expect(linesByIndex == linesByOffset && linesByIndex == LineIndex(byIndex))
      }
    }
  }

  @Test func codeUnitMapIndexFormsAgreeWithTheOffsetForms() {
    for (string, _) in Self.samples() {
      let map = CodeUnitMap(string)
      for utf8Offset in -1...(string.utf8.count + 1) {
        let index = map.index(utf8Offset: utf8Offset)
        #expect((index != nil) == (map.utf16Offset(utf8Offset: utf8Offset) != nil))
        if let index {
          #expect(Self.offset(index, in: string[...]) == utf8Offset)
          #expect(map.utf8Offset(of: index) == utf8Offset)
          #expect(map.utf16Offset(of: index) == map.utf16Offset(utf8Offset: utf8Offset))
          #expect(map.scalarOffset(of: index) == map.scalarOffset(utf8Offset: utf8Offset))
        }
      }
      for utf16Offset in -1...(string.utf16.count + 1) {
        #expect(map.index(utf16Offset: utf16Offset).map { Self.offset($0, in: string[...]) } == map.utf8Offset(utf16Offset: utf16Offset))
      }
      for scalarOffset in -1...(string.unicodeScalars.count + 1) {
        #expect(map.index(scalarOffset: scalarOffset).map { Self.offset($0, in: string[...]) } == map.utf8Offset(scalarOffset: scalarOffset))
      }
      for index in string.utf16.indices {
        let isBoundary = index.samePosition(in: string.unicodeScalars) != nil
        #expect((map.utf16Offset(of: index) != nil) == isBoundary)
        if isBoundary { #expect(map.utf16Offset(of: index) == string.utf16.distance(from: string.startIndex, to: index)) }
      }
    }
  }

  @Test func offsetMapIndexFormsAgreeWithTheOffsetForms() throws {
    for (string, _) in Self.samples() {
      let map = OffsetMap(string)
      // Every UTF-8 position (inside scalars too) and the end.
      for utf8Offset in 0...string.utf8.count {
        let index = string.utf8.index(string.startIndex, offsetBy: utf8Offset)
        for target in TextView.allCases {
          #expect(map.convert(index, to: target) == map.convert(utf8Offset, from: .utf8, to: target))
        }
        let graphemeOffset = map.convert(utf8Offset, from: .utf8, to: .grapheme)
        #expect(map.cluster(at: index) == graphemeOffset.flatMap { map.cluster(at: $0) })
      }
      // Between the halves of a surrogate pair: a UTF-16 offset and nothing else.
      for utf16Index in string.utf16.indices where string.utf16[utf16Index] & 0xFC00 == 0xDC00 {
        let utf16Offset = string.utf16.distance(from: string.startIndex, to: utf16Index)
        for target in TextView.allCases {
          #expect(map.convert(utf16Index, to: target) == (target == .utf16 ? utf16Offset : nil))
        }
        #expect(map.cluster(at: utf16Index) == nil)
      }
      // Each Character's cluster, given back as its own range.
      for index in string.indices {
        let cluster = try #require(map.cluster(at: index))
        #expect(cluster.range(in: string) == index..<string.index(after: index))
      }
      #expect(map.cluster(at: string.endIndex) == nil)
      // An index past the end (from a longer string) is refused.
      let longer = string + "z"
      #expect(map.convert(longer.endIndex, to: .utf8) == nil)
      #expect(map.cluster(at: longer.endIndex) == nil)
    }
  }

  @Test func clusterWalksByIndexAgreeWithWalksByOffsetAndTheStandardLibrary() {
    for (_, texts) in Self.samples() {
      for text in texts {
        var starts = Array(text.indices.prefix(3))
        starts.append(text.endIndex)
        for start in starts {
          var byIndex: [Range<Int>] = []
          ClusterBoundaries.walk(text, from: start) { range in
            byIndex.append(Self.offset(range.lowerBound, in: text)..<Self.offset(range.upperBound, in: text))
            return true
          }
          var byOffset: [Range<Int>] = []
          ClusterBoundaries.walk(text, fromUTF8Offset: Self.offset(start, in: text)) { range in
            byOffset.append(range)
            return true
          }
          #expect(byIndex == byOffset)
          // The standard library's Characters from the same start.
          let characters = text[start...].indices.map { index in
            Self.offset(index, in: text)..<Self.offset(text.index(after: index), in: text)
          }
          #expect(byIndex == characters)
        }
        // Stopping early: the walk hands over no more ranges once `body` says so.
        var handed = 0
        ClusterBoundaries.walk(text, from: text.startIndex) { _ in
          handed += 1
          return handed < 2
        }
        #expect(handed == min(2, text.count))
      }
    }
  }

  @Test func reportedPositionsAreIndicesAtTheirOffsets() throws {
    for (string, texts) in Self.samples() {
      let map = OffsetMap(string)
      for text in texts {
        for utf16Offset in 0...string.utf16.count {
          let lookup = try #require(map.position(utf16Offset, in: .utf16))
          let index = try #require(lookup.index(in: text))
          #expect(text.utf16.distance(from: text.startIndex, to: index) == utf16Offset)
          #expect(lookup.roundedDown.index(in: text).map { Self.offset($0, in: text) } == lookup.roundedDown.utf8Offset)
        }
        for cluster in TextBreakdown(of: string).graphemes {
          for scalar in cluster.scalars {
            let position = TextPosition(utf8Offset: scalar.utf8Offset, utf16Offset: scalar.utf16Offset, scalarOffset: scalar.scalarOffset)
            #expect(position.index(in: text) == scalar.index(in: text))
          }
        }
        for lengths in LengthDifference(of: string).clusters {
          let range = try #require(lengths.firstRange(in: text))
          #expect(Character(String(text[range])) == lengths.character)
          #expect(lengths.firstIndex(in: text) == range.lowerBound)
        }
      }
      #expect(TextPosition(utf8Offset: string.utf8.count + 1, utf16Offset: 0, scalarOffset: 0).index(in: string) == nil)
    }
    let a = "ab\u{301}c"
    let b = "ab\u{302}c"
    let difference = try #require(ScalarDifference(a, b))
    #expect(a[try #require(difference.index(in: a))...] == "\u{301}c")
    let escape = "ok \\uD800 x"
    #expect(throws: EscapeError.self) { try EscapeDecoding.decode(escape) }
    do { _ = try EscapeDecoding.decode(escape) } catch {
      #expect(escape[try #require(error.index(in: escape))...].hasPrefix("\\uD800"))
    }
    let decoded = UTF8Decoding(bytes: [0x61, 0xFF, 0x62])
    let invalid = try #require(decoded.invalid.first)
    #expect(decoded.text[try #require(invalid.repairedIndex(in: decoded.text))] == "\u{FFFD}")
  }
}
