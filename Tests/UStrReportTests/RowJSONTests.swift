import Foundation
import Testing
import UStrCore
import UStrICU
import UStrReport
import UStrTestSupport

/// The hand-written row writer of `inspect --format json|jsonl` writes exactly what encoding
/// the row's Codable report writes, in both layouts.
@Suite("Row JSON")
struct RowJSONTests {
  static let texts: [String] = [
    "Poke\u{301}mon \"quoted\" 'single' \\ back\tslash\n ?\r\nb\rc\n\nd", "\u{0}\u{1B}\u{7F}\u{85}\u{202E}\u{2028}",
    "👩🏽‍🚀🇯🇵\u{E0067}\u{10FFFF}\u{FFFF}\u{E000}\u{50000}", "क्षि 한국어 ᄀᄀᄀ각",
  ]

  @Test(arguments: texts)
  func writerMatchesTheCodableEncoding(_ text: String) throws {
    var lines = ClusterLinePositions()
    for cluster in TextBreakdown(of: text).graphemes {
      let position = lines.position(of: cluster)
      for (indentation, depth, withPosition) in [(2, 2, true), (0, 0, true), (2, 0, false), (4, 3, true), (0, 1, false)] {
        // Without a width policy (`"width": null`) and with each one.
        let policy = [nil, WidthPolicy.unicode, .wcwidth, .perScalarEmoji][cluster.graphemeOffset % 4]
        var fast: [UInt8] = []
        var names = ScalarJSONNames()
        cluster.writeJSON(
          into: &fast, depth: depth, indentation: indentation, names: &names,
          at: withPosition ? position : nil, widthPolicy: policy)
        var encoded: [UInt8] = []
        let output = ByteOutput { encoded += $0 }
        try JSONStreamEncoder(output: output, indentation: indentation, depth: depth)
          .encode(GraphemeReport(cluster, at: withPosition ? position : nil, widthPolicy: policy))
        try output.flush()
        #expect(
          String(decoding: fast, as: UTF8.self) == String(decoding: encoded, as: UTF8.self),
          "cluster \(cluster.graphemeOffset) of \(text.debugDescription), indentation \(indentation)")
      }
    }
  }

  /// The hand-written writer of `demojibake`'s changes writes what their encoding writes, in
  /// every layout, for changes with quotes, controls and scalars above the BMP, one or two
  /// rounds of steps, and none.
  @Test func mojibakeChangeWriterMatchesTheCodableEncoding() throws {
    var changes: [MojibakeChange] = []
    for text in ["PokÃ©mon \"quoted\" cafÃ©", "PokÃƒÂ©mon", "ðŸ˜€ and â€œhiâ€\u{9D} \u{1}"] {
      changes += try #require(Mojibake.repair(text)).changes
    }
    #expect(changes.count >= 3)
    // One with no steps, texts of quotes, a control and the last scalar, read from its JSON.
    let odd = #"{"utf8Range":[0,12],"scalarRange":[0,4],"original":"\"\\\u0000\uDBFF\uDFFF","repaired":"","steps":[]}"#
    let decoded = try JSONDecoder().decode(MojibakeChange.self, from: Data(odd.utf8))
    #expect(decoded.original.unicodeScalars.map(\.value) == [0x22, 0x5C, 0, 0x10FFFF])
    #expect(decoded.utf8Range == 0..<12 && decoded.steps.isEmpty)
    changes.append(decoded)
    for change in changes {
      for (indentation, depth) in [(2, 2), (0, 0), (2, 0), (4, 3), (0, 3)] {
        var fast: [UInt8] = []
        change.writeJSON(into: &fast, depth: depth, indentation: indentation)
        let encoded = try JSONStreamEncoder.bytes(of: change, indentation: indentation, depth: depth)
        #expect(
          String(decoding: fast, as: UTF8.self) == String(decoding: encoded, as: UTF8.self),
          "\(change.original.debugDescription), indentation \(indentation), depth \(depth)")
      }
    }
  }

  /// A row too large to hold (one cluster of 40 000 marks: 120 KB of text, 10 MB of JSON; its
  /// Java literal, held whole, 420 KB) leaves the buffer as it is written once it passes the
  /// threshold: no drain holds more than the threshold and one piece (a scalar, or a piece of
  /// at most 64 KiB of the text or a literal, escaped), and the drains together are the row as
  /// written whole, in both layouts. The text and literals written in pieces are the whole
  /// cluster's.
  @Test func giantClusterRowDrainsAsItIsWritten() throws {
    let text = "a" + String(repeating: "\u{301}\u{1D167}", count: 20_000)
    let cluster = try #require(TextBreakdown(of: text).graphemes.first)
    #expect(text.utf8.count > 1 << 16)
    for indentation in [0, 2] {
      var whole: [UInt8] = []
      var names = ScalarJSONNames()
      cluster.writeJSON(into: &whole, depth: 0, indentation: indentation, names: &names)
      var drains: [[UInt8]] = []
      let threshold = 1 << 16
      let output = ByteOutput(threshold: threshold) { drains.append($0) }
      output.withDrainingBuffer { bytes, drainIfFull in
        cluster.writeJSON(into: &bytes, depth: 0, indentation: indentation, names: &names, drainIfFull: drainIfFull)
      }
      try output.flush()
      #expect(drains.joined().elementsEqual(whole))
      #expect(drains.count > whole.count / (2 * threshold), "\(drains.count) drains of \(whole.count) bytes")
      // A 64 KiB piece escaped as a Java literal in JSON ("\\u0301\\uD834\\uDD67") is 3.5 times it.
      #expect(drains.map(\.count).max()! < threshold + 4 << 16, "\(drains.map(\.count).max()!) of \(whole.count)")
      let row = try #require(try JSONSerialization.jsonObject(with: Data(whole)) as? [String: Any])
      #expect(row["text"] as? String == text)
      #expect(row["swiftLiteral"] as? String == StringLiteral.source(of: text, language: .swift))
      #expect(row["javaLiteral"] as? String == StringLiteral.source(of: text, language: .java))
      #expect((row["scalars"] as? [Any])?.count == 40_001)
    }
  }

  /// With `inspect --properties` (every property, or a few), the scalars' property keys and
  /// `disagreements` from the cached writer are what the Codable report encodes, in every
  /// layout; a second writing of the same scalars (from the cache) is the same again.
  @Test(arguments: texts + ["\u{1FAE9}\u{11F00}\u{BD}\u{AC01}\u{31}\u{FE0F}\u{20E3}\u{378}"])
  func propertiesWriterMatchesTheCodableEncoding(_ text: String) throws {
    for properties in [ScalarProperty.allCases, [.age, .block, .numericValue, .scriptExtensions]] {
      for (indentation, depth) in [(2, 2), (0, 0), (4, 3)] {
        for policy in WidthPolicy.allCases {
          var names = ScalarJSONNames()
          names.properties = ScalarPropertyJSON(properties: properties, widthPolicy: policy)
          for round in 0..<2 {
            for cluster in TextBreakdown(of: text).graphemes {
              var fast: [UInt8] = []
              cluster.writeJSON(into: &fast, depth: depth, indentation: indentation, names: &names, widthPolicy: policy)
              var encoded: [UInt8] = []
              let output = ByteOutput { encoded += $0 }
              try JSONStreamEncoder(output: output, indentation: indentation, depth: depth)
                .encode(GraphemeReport(cluster, widthPolicy: policy, properties: properties))
              try output.flush()
              #expect(
                String(decoding: fast, as: UTF8.self) == String(decoding: encoded, as: UTF8.self),
                "cluster \(cluster.graphemeOffset) of \(text.debugDescription), indentation \(indentation), round \(round)")
            }
          }
        }
      }
    }
  }

  /// A report with properties decodes to itself.
  @Test func aReportWithPropertiesRoundTrips() throws {
    let text = "a\u{1FAE9}\u{BD}"
    let inspection = try Inspection(
      decoding: UTF8Decoding(bytes: Array(text.utf8)), widthPolicy: .unicode, properties: ScalarProperty.allCases)
    let json = try JSONStreamEncoder.text(of: inspection)
    let decoded = try JSONDecoder().decode(Inspection.self, from: Data(json.utf8))
    #expect(decoded == inspection)
    #expect(inspection.graphemes[1].scalars[0].properties?[.age] == .name("16.0"))
    #expect(inspection.graphemes[2].scalars[0].properties?[.numericValue] == .number(0.5))
  }

  /// Each row's line and columns are where a line index of the whole text (LSP's terminators)
  /// puts the cluster's start, on random text with every terminator.
  @Test func rowsCarryTheLineAndColumnsALineIndexGives() throws {
    var generator = SeededGenerator(seed: 0x11AE)
    for _ in 0..<40 {
      var text = ""
      for _ in 0..<12 {
        text += RandomText.string(maxScalars: 6, using: &generator)
        text += ["\n", "\r\n", "\r", "", "x"].randomElement(using: &generator)!
      }
      let index = LineIndex(text, terminators: .lsp)
      let inspection = try Inspection(text: text, graphemeLimit: nil)
      for row in inspection.graphemes {
        let expected = try #require(index.lineColumns(utf8Offset: row.cluster.utf8Range.lowerBound, in: text))
        #expect(row.line == expected.line && row.column == expected.columns, "\(text.debugDescription) row \(row.cluster.graphemeOffset)")
      }
    }
  }

  /// Each row's line and columns are what a plain count of the standard library's characters
  /// gives (LSP's terminators, independent of the line index), on random text with every
  /// terminator, a CR LF split across pieces included.
  @Test func rowsCarryTheLineAndColumnsAPlainCountGives() throws {
    var generator = SeededGenerator(seed: 0x11AF)
    for _ in 0..<60 {
      let text = LSPLineReference.randomText(pieces: 14, using: &generator)
      let expected = LSPLineReference.clusterStarts(of: text)
      let rows = try Inspection(text: text, graphemeLimit: nil).graphemes
      #expect(rows.count == expected.count, "\(text.debugDescription)")
      for (row, start) in zip(rows, expected) {
        #expect(row.line == start.line, "\(text.debugDescription) row \(row.cluster.graphemeOffset)")
        #expect(
          row.column == LineColumns(utf8: start.utf8, utf16: start.utf16, scalar: start.scalar, grapheme: start.grapheme),
          "\(text.debugDescription) row \(row.cluster.graphemeOffset)")
      }
    }
  }
}
