import Foundation
import Testing
import UStrCore
import UStrReport
import UStrTestSupport

@Suite("Char stream")
struct CharStreamTests {
  /// The rows the simple way: `Array(text)` segments the whole text at once; a cluster is listed
  /// when it starts before `limit`, each of its scalars before `limit` gets a card.
  static func simpleRows(_ text: String, limit: Int = .max) -> [CharStream.Row] {
    var rows: [CharStream.Row] = []
    var scalarOffset = 0
    for (graphemeOffset, character) in Array(text).enumerated() where scalarOffset < limit {
      let scalars = Array(character.unicodeScalars)
      rows.append(
        .grapheme(
          CharReport.Cluster(
            graphemeOffset: graphemeOffset, scalarRange: scalarOffset..<(scalarOffset + scalars.count),
            codePoints: scalars, width: ClusterWidths(character))))
      for (index, scalar) in scalars.enumerated() where scalarOffset + index < limit {
        rows.append(.scalar(scalar, scalarOffset: scalarOffset + index))
      }
      scalarOffset += scalars.count
    }
    return rows
  }

  /// The rows and the summary's count of `pieces` handed to a stream one after the other.
  static func streamed(_ pieces: [String], limit: Int?) -> (rows: [CharStream.Row], count: Int) {
    var stream = CharStream(scalarLimit: limit)
    var rows: [CharStream.Row] = []
    for piece in pieces { stream.append(piece) { rows.append($0) } }
    let summary = stream.finish(invalid: InvalidUTF8List()) { rows.append($0) }
    return (rows, summary.count)
  }

  /// "Poke\u{301}mon 🇯🇵 👩🏽‍🚀 क्षि": U+0065 U+0301, U+1F1EF U+1F1F5,
  /// U+1F469 U+1F3FD U+200D U+1F680, U+0915 U+094D U+0937 U+093F.
  static let mixed = "Poke\u{301}mon \u{1F1EF}\u{1F1F5} \u{1F469}\u{1F3FD}\u{200D}\u{1F680} \u{915}\u{94D}\u{937}\u{93F}"

  static let samples: [String] = [mixed, ""] + AdversarialSample.all(embedded: true).map(\.text)

  @Test(arguments: [1, 7, 1_000])
  func rowsAreThoseOfTheWholeTextWhateverTheChunks(_ chunkSize: Int) {
    for text in Self.samples {
      let (rows, count) = Self.streamed(ScalarChunks.of(text, size: chunkSize), limit: nil)
      #expect(rows == Self.simpleRows(text), "\(text.unicodeScalars.count) scalars in chunks of \(chunkSize)")
      #expect(count == text.unicodeScalars.count)
    }
  }

  @Test(arguments: [0, 1, 5, 6, 40])
  func aLimitListsTheClustersStartingBeforeItAndCountsEveryScalar(_ limit: Int) {
    for text in Self.samples {
      for chunkSize in [3, 1_000] {
        let (rows, count) = Self.streamed(ScalarChunks.of(text, size: chunkSize), limit: limit)
        #expect(rows == Self.simpleRows(text, limit: limit), "limit \(limit), chunks of \(chunkSize)")
        #expect(count == text.unicodeScalars.count, "limit \(limit), chunks of \(chunkSize)")
      }
    }
  }

  @Test func theReportCollectsTheRowsOfTheStream() {
    let report = CharReport(text: Self.mixed, limit: 6)
    let rows = Self.simpleRows(Self.mixed, limit: 6)
    #expect(report.graphemes.map { CharStream.Row.grapheme($0) } == rows.filter { if case .grapheme = $0 { true } else { false } })
    #expect(report.scalars.map(\.scalar) == Array(Self.mixed.unicodeScalars.prefix(6)))
    #expect(report.count == Self.mixed.unicodeScalars.count)
  }

  @Test(arguments: [0, 2])
  func aClusterIsWrittenByHandAsItsEncoderWritesIt(_ indentation: Int) throws {
    for text in [Self.mixed, AdversarialText.marksOnOneBase.text(repeating: 37)] {
      for case .grapheme(let cluster) in Self.simpleRows(text) {
        for depth in [0, 2] {
          var bytes: [UInt8] = []
          cluster.writeJSON(into: &bytes, depth: depth, indentation: indentation)
          let encoded = try JSONStreamEncoder.bytes(of: cluster, indentation: indentation, depth: depth)
          #expect(
            String(decoding: bytes, as: UTF8.self) == String(decoding: encoded, as: UTF8.self),
            "cluster \(cluster.graphemeOffset) at depth \(depth)")
        }
      }
    }
  }

  /// A window that is one long cluster lends its scalars to the cluster's row (no `Character`
  /// or array of them): the rows are the simple way's, alone or between other text, whole or
  /// in chunks, with a limit inside the cluster or none.
  @Test(arguments: [nil, 3, 50_000] as [Int?])
  func aLongClusterAloneInItsWindowGivesTheRowsOfTheSimpleWay(_ limit: Int?) {
    let marks = "a" + String(repeating: "\u{301}", count: 100_000)
    for text in [marks, "x " + marks, marks + " y\u{1F1EF}\u{1F1F5}"] {
      for pieces in [[text], ScalarChunks.of(text, size: 10_000)] {
        let (rows, count) = Self.streamed(pieces, limit: limit)
        #expect(rows == Self.simpleRows(text, limit: limit ?? .max), "limit \(String(describing: limit)), \(pieces.count) pieces")
        #expect(count == text.unicodeScalars.count)
      }
    }
  }

  /// A cluster's scalars compare and hash one by one, however they were given.
  @Test func aClusterFromScalarsEqualsOneFromItsTextAndHashesTheSame() {
    let text = "e\u{301}\u{316}"
    let width = ClusterWidths(Character(text))
    let fromArray = CharReport.Cluster(
      graphemeOffset: 2, scalarRange: 4..<7, codePoints: Array(text.unicodeScalars), width: width)
    let fromText = CharReport.Cluster(graphemeOffset: 2, scalarRange: 4..<7, codePoints: text.unicodeScalars, width: width)
    #expect(fromArray == fromText)
    #expect(fromArray.hashValue == fromText.hashValue)
    // "é" precomposed is canonically equivalent, but other scalars.
    let precomposed = CharReport.Cluster(
      graphemeOffset: 2, scalarRange: 4..<7, codePoints: "\u{E9}\u{316}".unicodeScalars, width: width)
    #expect(precomposed != fromText)
    #expect(ClusterWidths(scalars: text.unicodeScalars) == width)
  }

  /// A cluster of 40 000 marks (360 KB of code points) leaves the buffer as its code points are
  /// written: no drain holds much more than the threshold, and the drains together are the row
  /// written whole.
  @Test(arguments: [0, 2])
  func aLongClusterDrainsAsItsCodePointsAreWritten(_ indentation: Int) throws {
    let text = "a" + String(repeating: "\u{301}", count: 40_000)
    guard case .grapheme(let cluster) = try #require(Self.simpleRows(text).first) else {
      Issue.record("no cluster row first")
      return
    }
    var whole: [UInt8] = []
    cluster.writeJSON(into: &whole, depth: 0, indentation: indentation)
    var drains: [[UInt8]] = []
    let threshold = 1 << 14
    let output = ByteOutput(threshold: threshold) { drains.append($0) }
    output.withDrainingBuffer { bytes, drainIfFull in
      cluster.writeJSON(into: &bytes, depth: 0, indentation: indentation, drainIfFull: drainIfFull)
    }
    try output.flush()
    #expect(drains.joined().elementsEqual(whole))
    #expect(drains.count > whole.count / (8 * threshold), "\(drains.count) drains of \(whole.count) bytes")
    // 8192 code points of at most 10 bytes past the threshold.
    #expect(drains.map(\.count).max()! < threshold + 10 * 8192, "\(drains.map(\.count).max()!) of \(whole.count)")
  }

  /// Scalars with every kind of member: aliases, a decomposition, a numeric value, mirroring and
  /// a paired bracket, confusables, disagreements between engines (a character newer than
  /// ICU), HTML names, private use, a noncharacter, an unassigned code point, a control; then a
  /// sample of the whole code space.
  static let cardScalars: [Unicode.Scalar] =
    ["\u{0}", "\u{1B}", "(", "&", "\u{BD}", "\u{E9}", "\u{FB01}", "\u{200D}", "\u{2126}", "\u{1E9B}", "\u{378}",
     "\u{E000}", "\u{FFFF}", "\u{1F1E6}", "\u{1F469}", "\u{1F3FD}", "\u{10FFFF}", "\u{1FAE9}", "\u{16D63}", "\u{11133}"]
    + stride(from: 0, to: 0x110000, by: 997).compactMap { Unicode.Scalar(UInt32($0)) }

  @Test(arguments: [0, 2])
  func aCardIsWrittenByHandAsItsEncoderWritesIt(_ indentation: Int) throws {
    for scalar in Self.cardScalars {
      let card = CharacterCard(scalar)
      var bytes: [UInt8] = []
      try card.writeJSON(into: &bytes, depth: 2, indentation: indentation)
      let encoded = try JSONStreamEncoder.bytes(of: card, indentation: indentation, depth: 2)
      #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: encoded, as: UTF8.self), "\(Hex.codePoint(scalar))")
    }
  }
}
