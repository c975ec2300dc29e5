import Foundation
import Testing
import UStrCore
import UStrICU
import UStrTestSupport

/// Helpers for running commands on adversarial texts.
enum AdversarialCase {
  static let all = AdversarialSample.all()

  /// Writes `text` to a fresh temporary file and returns its path.
  static func file(holding text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ustr-adversarial-\(UUID()).txt")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// The UTF-8 offset of every `Character` boundary of `text`, both ends included: the simple way.
  static func characterBoundaries(of text: String) -> [Int] {
    var boundaries = [0]
    for character in text { boundaries.append(boundaries.last! + character.utf8.count) }
    return boundaries
  }
}

/// Every command on every adversarial text (long clusters, flag runs: the inputs that made cluster
/// walks quadratic) at two small sizes gives the answer the simple way gives. Timing is left to
/// the benchmarks.
@Suite("Adversarial texts, end to end")
struct AdversarialTextCommandTests {
  @Test(arguments: AdversarialCase.all)
  func lengthsAreTheStandardLibrarys(sample: AdversarialSample) throws {
    let text = sample.text
    let path = try AdversarialCase.file(holding: text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try UStrBinary.run(["lengths", "--format", "json", "--file", path])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let rows = try #require(json["lengths"] as? [[String: Any]])
    var values: [String: Int] = [:]
    for row in rows { values[row["id"] as? String ?? ""] = row["value"] as? Int }
    #expect(values["swift.count"] == text.count)
    #expect(values["swift.unicodeScalars.count"] == text.unicodeScalars.count)
    #expect(values["swift.utf16.count"] == text.utf16.count)
    #expect(values["swift.utf8.count"] == text.utf8.count)
    #expect(values["icu.graphemes"] == (try ICU.graphemeCount(of: text)))
  }

  @Test(arguments: AdversarialCase.all)
  func lengthsEachLineCountsEachLineAsTheStandardLibraryDoes(sample: AdversarialSample) throws {
    // Two copies of the run on lines of their own, a third after a CR LF when embedded.
    let text = sample.text + "\n" + sample.text + "\n"
    let path = try AdversarialCase.file(holding: text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    // The simple way: `Character`s, split at "\n" and "\r\n" (each one `Character`).
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.dropLast()
    let maximum = max(text.count / 3, 1)
    let over = lines.enumerated().filter { $0.element.count > maximum }
    let options = ["lengths", "--max", String(maximum), "--each-line", "--file", path]
    let result = try UStrBinary.run(options + ["--format", "json"])
    #expect(result.exitCode == (over.isEmpty ? 0 : 1), "\(result.stderrText)")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let checks = try #require(json["lineChecks"] as? [String: Any])
    #expect(checks["lineCount"] as? Int == lines.count)
    let listed = try #require(checks["linesOver"] as? [[String: Any]])
    #expect(listed.map { $0["lineNumber"] as? Int } == over.map { $0.offset + 1 })
    #expect(listed.map { $0["length"] as? Int } == over.map { $0.element.count })
    // JSON Lines: the same lines, one message each.
    let messages = try UStrBinary.run(options + ["--format", "jsonl"]).stdoutText.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let lineMessages = messages.filter { $0["type"] as? String == "line" }.compactMap { $0["data"] as? NSDictionary }
    #expect(lineMessages == listed.map { $0 as NSDictionary })
  }

  @Test(arguments: AdversarialCase.all)
  func inspectJSONLinesCarryTheDocumentsClustersAndCounts(sample: AdversarialSample) throws {
    let path = try AdversarialCase.file(holding: sample.text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let options = ["inspect", "--limit", "3", "--file", path]
    let document = try #require(
      try JSONSerialization.jsonObject(with: UStrBinary.run(options + ["--format", "json"]).stdout) as? [String: Any])
    let messages = try UStrBinary.run(options + ["--format", "jsonl"]).stdoutText.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let rows = messages.filter { $0["type"] as? String == "grapheme" }.compactMap { $0["data"] as? NSDictionary }
    #expect(rows == (document["graphemes"] as? [NSDictionary]))
    let summary = try #require(messages.last?["data"] as? [String: Any])
    #expect((summary["counts"] as? NSDictionary) == (document["counts"] as? NSDictionary))
  }

  @Test(arguments: AdversarialCase.all)
  func inspectCountsAndListsTheStandardLibrarysClusters(sample: AdversarialSample) throws {
    let text = sample.text
    let path = try AdversarialCase.file(holding: text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try UStrBinary.run(["inspect", "--format", "json", "--limit", "3", "--file", path])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    #expect(
      json["counts"] as? [String: Int]
        == [
          "grapheme": text.count, "scalar": text.unicodeScalars.count, "utf16": text.utf16.count,
          "utf8": text.utf8.count,
        ])
    let graphemes = try #require(json["graphemes"] as? [[String: Any]])
    let boundaries = AdversarialCase.characterBoundaries(of: text)
    #expect(graphemes.map { $0["utf8Range"] as? [Int] } == zip(boundaries, boundaries.dropFirst()).prefix(3).map { [$0, $1] })
    // A joiner inside a sequence hides nothing: no "invisible" warning for any of these texts.
    let warnings = json["warnings"] as? [[String: Any]] ?? []
    #expect(!warnings.contains { $0["id"] as? String == "invisible" })
  }

  @Test(arguments: AdversarialCase.all)
  func offsetRoundsToTheStandardLibrarysBoundaries(sample: AdversarialSample) throws {
    let text = sample.text
    let path = try AdversarialCase.file(holding: text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let boundaries = AdversarialCase.characterBoundaries(of: text)
    let scalarStarts = text.unicodeScalars.indices.map { text.utf8.distance(from: text.startIndex, to: $0) }
    for utf8Offset in [scalarStarts[1], scalarStarts[scalarStarts.count / 2], scalarStarts.last!] {
      let result = try UStrBinary.run(["offset", "--unit", "utf8", "\(utf8Offset)", "--format", "json", "--file", path])
      #expect(result.exitCode == 0, "\(result.stderrText)")
      let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      let down = boundaries.lastIndex { $0 <= utf8Offset }!
      let up = boundaries.firstIndex { $0 >= utf8Offset }!
      let roundedDown = try #require(json["roundedDown"] as? [String: Int])
      let roundedUp = try #require(json["roundedUp"] as? [String: Int])
      #expect(roundedDown["utf8Offset"] == boundaries[down] && roundedDown["graphemeOffset"] == down, "utf8 \(utf8Offset)")
      #expect(roundedUp["utf8Offset"] == boundaries[up] && roundedUp["graphemeOffset"] == up, "utf8 \(utf8Offset)")
    }
  }

  @Test(arguments: AdversarialCase.all)
  func sliceCutsWhereTheStandardLibraryDoes(sample: AdversarialSample) throws {
    let text = sample.text
    let path = try AdversarialCase.file(holding: text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let characters = Array(text)
    let third = characters.count / 3
    let byGrapheme = try UStrBinary.run(["slice", "--unit", "grapheme", "--range", "\(third)..<\(characters.count)", "--file", path])
    #expect(byGrapheme.exitCode == 0, "\(byGrapheme.stderrText)")
    #expect(byGrapheme.stdoutText == String(characters[third...]))
    // UTF-8 ends in the middle, rounded outward to whole clusters.
    let boundaries = AdversarialCase.characterBoundaries(of: text)
    let scalarStarts = text.unicodeScalars.indices.map { text.utf8.distance(from: text.startIndex, to: $0) }
    let (lower, upper) = (scalarStarts[scalarStarts.count / 3], scalarStarts[scalarStarts.count / 2])
    let outward = try UStrBinary.run(["slice", "--unit", "utf8", "--range", "\(lower)..<\(upper)", "--round", "outward", "--file", path])
    #expect(outward.exitCode == 0, "\(outward.stderrText)")
    let start = boundaries.last { $0 <= lower }!
    let end = boundaries.first { $0 >= upper }!
    #expect(outward.stdout == Data(Array(text.utf8)[start..<end]))
  }

  @Test(arguments: AdversarialCase.all)
  func compareFindsTheFirstDifferenceWhereTheSimpleWalkDoes(sample: AdversarialSample) throws {
    let a = sample.text
    // B: the same text with its last scalar changed.
    var b = String(a.unicodeScalars.dropLast())
    b.unicodeScalars.append(a.unicodeScalars.last == "\u{1F1E6}" ? "\u{1F1E7}" : "\u{E9}")
    let (pathA, pathB) = (try AdversarialCase.file(holding: a), try AdversarialCase.file(holding: b))
    defer {
      try? FileManager.default.removeItem(atPath: pathA)
      try? FileManager.default.removeItem(atPath: pathB)
    }
    let result = try UStrBinary.run(["compare", "--format", "json", "--file-a", pathA, "--file-b", pathB])
    #expect(result.exitCode == 1, "\(result.stderrText)")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let (charactersA, charactersB) = (Array(a), Array(b))
    let graphemeOffset = zip(charactersA, charactersB).prefix { $0.unicodeScalars.elementsEqual($1.unicodeScalars) }.count
    let utf8Offset = charactersA.prefix(graphemeOffset).reduce(0) { $0 + $1.utf8.count }
    let difference = try #require(json["firstDifference"] as? [String: Any])
    for side in ["a", "b"] {
      let offsets = try #require(difference[side] as? [String: Any])
      #expect(offsets["graphemeOffset"] as? Int == graphemeOffset, "\(side)")
      #expect(offsets["utf8Offset"] as? Int == utf8Offset, "\(side)")
    }
    let countsA = (json["a"] as? [String: Any])?["counts"] as? [String: Int]
    let countsB = (json["b"] as? [String: Any])?["counts"] as? [String: Int]
    #expect(countsA?["grapheme"] == a.count && countsB?["grapheme"] == b.count)
  }

  @Test(arguments: AdversarialCase.all)
  func compareTableCutsTheTextsAndCountsThemWhole(sample: AdversarialSample) throws {
    let text = sample.text
    let path = try AdversarialCase.file(holding: text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try UStrBinary.run(["compare", "--file-a", path, "--file-b", path])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    // "A  <text, cut to 48 cells>  graphemes  scalars  UTF-16  UTF-8"
    let rowA = try #require(result.stdoutText.split(separator: "\n").first { $0.hasPrefix("A  ") })
    let counts = [text.count, text.unicodeScalars.count, text.utf16.count, text.utf8.count].map(String.init)
    #expect(rowA.split(separator: " ").suffix(4).map(String.init) == counts)
    #expect(rowA.unicodeScalars.count < 48 * 16 + 100)
  }

  @Test(arguments: AdversarialCase.all)
  func normalizeWritesWhatTheNormalizerGivesTheWholeText(sample: AdversarialSample) throws {
    let text = sample.text
    let path = try AdversarialCase.file(holding: text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    for form in NormalizationForm.allCases {
      let result = try UStrBinary.run(["normalize", "--form", form.rawValue, "--file", path])
      #expect(result.exitCode == 0, "\(result.stderrText)")
      #expect(result.stdout == Data(try Normalizer(form).normalize(text).utf8), "\(form)")
    }
  }

  @Test(arguments: AdversarialCase.all)
  func breaksGivesTheStandardLibrarysCharacterBoundaries(sample: AdversarialSample) throws {
    let text = sample.text
    let path = try AdversarialCase.file(holding: text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try UStrBinary.run(["breaks", "--engine", "swift", "--format", "json", "--all", "--file", path])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let segmentations = try #require(json["segmentations"] as? [[String: Any]])
    let swift = try #require(segmentations.first { $0["engine"] as? String == "swift" })
    let boundaries = try #require(swift["boundaries"] as? [[String: Any]])
    #expect(boundaries.map { $0["utf8Offset"] as? Int } == AdversarialCase.characterBoundaries(of: text))
  }

  @Test(arguments: AdversarialCase.all)
  func sortAndEscapeKeepTheTextWhole(sample: AdversarialSample) throws {
    let text = sample.text
    let path = try AdversarialCase.file(holding: text + "\nb\n" + text + "\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let sorted = try UStrBinary.run(["sort", "--order", "swift", "--file", path])
    #expect(sorted.exitCode == 0, "\(sorted.stderrText)")
    let lines = [text, "b", text]
    let expected = lines.enumerated().sorted { $0.element < $1.element || ($0.element == $1.element && $0.offset < $1.offset) }
    #expect(sorted.stdoutText == expected.map { $0.element + "\n" }.joined())
    // A JSON string literal reads back as the text.
    let escaped = try UStrBinary.run(["escape", "--lang", "json", text])
    #expect(escaped.exitCode == 0, "\(escaped.stderrText)")
    let literal = escaped.stdoutText.trimmingCharacters(in: .newlines)
    let decoded = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed) as? String
    #expect(decoded.map { Array($0.unicodeScalars) } == Array(text.unicodeScalars))
  }

  @Test(arguments: AdversarialCase.all)
  func normalizeCheckSaysWhatTheNormalizerSaysOfTheWholeText(sample: AdversarialSample) throws {
    let text = sample.text
    let path = try AdversarialCase.file(holding: text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try UStrBinary.run(["normalize", "--check", "--format", "json", "--file", path])
    #expect(result.exitCode == 0 || result.exitCode == 1, "\(result.stderrText)")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let forms = try #require(json["normalization"] as? [String: [String: Any]])
    for form in NormalizationForm.allCases {
      let normalized = try Normalizer(form).normalize(text)
      let report = try #require(forms[form.rawValue], "\(form)")
      #expect(report["isNormalized"] as? Bool == (normalized.unicodeScalars.elementsEqual(text.unicodeScalars)), "\(form)")
      let counts = report["counts"] as? [String: Int]
      #expect(counts?["scalar"] == normalized.unicodeScalars.count && counts?["utf8"] == normalized.utf8.count, "\(form)")
      #expect(counts?["grapheme"] == normalized.count, "\(form)")
    }
  }

  @Test(arguments: AdversarialCase.all)
  func breaksByICUGivesTheWholeTextsWordSentenceAndLineBoundaries(sample: AdversarialSample) throws {
    let text = sample.text
    let path = try AdversarialCase.file(holding: text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    for kind in [BreakKind.word, .sentence, .line] {
      let result = try UStrBinary.run(["breaks", "--kind", kind.rawValue, "--format", "json", "--file", path])
      #expect(result.exitCode == 0, "\(kind): \(result.stderrText)")
      let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      let segmentations = try #require(json["segmentations"] as? [[String: Any]])
      let boundaries = try #require(segmentations.first?["boundaries"] as? [[String: Any]])
      let expected = try BreakIterator(kind, text: text).utf16Boundaries()
      #expect(boundaries.map { $0["utf16Offset"] as? Int } == expected, "\(kind)")
    }
  }

  @Test(arguments: AdversarialCase.all)
  func charCardsEveryScalarOfTheText(sample: AdversarialSample) throws {
    let text = sample.text
    let path = try AdversarialCase.file(holding: text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try UStrBinary.run(["char", "--all", "--format", "json", "--file", path])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let scalars = try #require(json["scalars"] as? [[String: Any]])
    let expected = text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadding(to: 4) }
    #expect(scalars.map { $0["codePoint"] as? String } == expected)
    #expect(json["count"] as? Int == text.unicodeScalars.count)
    let graphemes = try #require(json["graphemes"] as? [[String: Any]])
    let boundaries = text.indices.map { text.unicodeScalars.distance(from: text.startIndex, to: $0) } + [text.unicodeScalars.count]
    #expect(graphemes.map { $0["scalarRange"] as? [Int] } == zip(boundaries, boundaries.dropFirst()).map { [$0, $1] })
  }

  @Test(arguments: AdversarialCase.all)
  func demojibakeLeavesTextWithoutMojibakeAsItWas(sample: AdversarialSample) throws {
    let text = sample.text
    let path = try AdversarialCase.file(holding: text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try UStrBinary.run(["demojibake", "--file", path])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    #expect(result.stdout == Data(text.utf8))
    #expect(result.stderrText.isEmpty)
  }

  @Test(arguments: AdversarialCase.all)
  func scanFindsTextNotInNFCWhereTheNormalizerDoes(sample: AdversarialSample) throws {
    let text = sample.text
    let path = try AdversarialCase.file(holding: text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try UStrBinary.run(["scan", "--format", "json", "--fail-on", "never", path])
    #expect(result.exitCode == 0, "\(result.stderrText)")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let findings = try #require(json["findings"] as? [[String: Any]])
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    let notNFC = try lines.indices.filter { try !Normalizer(.nfc).isNormalized(String(lines[$0])) }.map { $0 + 1 }
    #expect(findings.filter { $0["rule"] as? String == "not-nfc" }.map { $0["lineNumber"] as? Int } == notNFC)
  }
}

extension String {
  /// The string with zeros before it, to `length` characters.
  fileprivate func leftPadding(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}
