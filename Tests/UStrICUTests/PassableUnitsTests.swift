import Foundation
import Testing
@testable import UStrICU
import UStrCore
import UStrTestSupport

/// ``PassableUnits`` lets each form of a normalization stream ask ICU's quick check about a
/// window's runs only, and skip ICU for a scalar between two normalization boundaries; these
/// tests hold every form's answer over the runs to ICU's answer over the whole window (the
/// changes found, their normalized text, the quick check).
@Suite("Passable units of normalization")
struct PassableUnitsTests {
  /// Which runs each form is given.
  enum Runs {
    /// The whole window as one run.
    case wholeWindow
    /// The runs of the scalars passable in every form (`runs(in:)`).
    case shared
    /// Each form's own runs (`transcode(_:)`).
    case perForm
  }

  static func changes(of text: String, runs kind: Runs) throws -> [String] {
    let units = Array(text.utf16)
    return try units.withUnsafeBufferPointer { buffer in
      let instances = try NormalizationForm.allCases.map { try Normalizer($0).instance }
      var passable = PassableUnits(instances: instances)
      let shared = passable.runs(in: buffer)
      let perForm = Array(text.utf8).withUnsafeBufferPointer { passable.transcode($0).runs }
      var found: [String] = []
      for (index, form) in NormalizationForm.allCases.enumerated() {
        let runs: [Range<Int>] =
          switch kind {
          case .wholeWindow: buffer.isEmpty ? [] : [0..<buffer.count]
          case .shared: shared
          case .perForm: perForm[index]
          }
        var stream = try FormStream(form, textLimit: 0)
        // The whole window goes through ICU alone: the reference for the table's shortcut.
        let boundaries = kind == .wholeWindow ? nil : (masks: passable.boundaryMasks, bit: UInt8(1) << UInt8(index))
        let changes = try stream.findChanges(in: buffer, runs: runs, boundaries: boundaries, startingAt: .zero)
        found.append("\(form) \(stream.report.quickCheck)")
        found += changes.map { "\($0.utf16Range) \(stream.changeUnits[$0.normalizedRange])" }
      }
      return found
    }
  }

  static let samples: [String] = [
    "中文 e\u{301}", "Poke\u{301}mon", "e\u{301}\u{301}e", "\u{301}abc", "abc\u{301}", "\u{AC00}\u{11A8}x",
    "\u{1100}\u{1161}\u{11A8}", "\u{FB01}\u{2126}\u{212B}", "<\u{338}=\u{338}", "\u{915}\u{93C}\u{958}",
    "\u{FF76}\u{FF9E}\u{30AB}\u{3099}", "\u{1F469}\u{1F3FD}\u{200D}\u{1F692}", "a\u{316}\u{301}\u{E9}\u{327}",
    "\u{E01}\u{E33}\u{E4D}\u{E32}", "Việt Nam", "Привет й ё", "ά ά", "\u{0}\u{1B}\u{85}\u{2028}",
  ] + AdversarialText.allCases.map { $0.text(repeating: 30) }

  @Test(arguments: samples)
  func runsFindWhatTheWholeWindowFinds(_ text: String) throws {
    let whole = try Self.changes(of: text, runs: .wholeWindow)
    #expect(try Self.changes(of: text, runs: .shared) == whole)
    #expect(try Self.changes(of: text, runs: .perForm) == whole, "each form's own runs")
  }

  @Test func randomTextsFindWhatTheWholeWindowFinds() throws {
    var generator = SeededGenerator(seed: 0x9A55_AB1E)
    for _ in 0..<300 {
      let text = RandomText.string(maxScalars: 80, using: &generator)
      let whole = try Self.changes(of: text, runs: .wholeWindow)
      #expect(try Self.changes(of: text, runs: .shared) == whole, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
      #expect(try Self.changes(of: text, runs: .perForm) == whole, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  /// A form's runs, found a unit at a time: the units not passable in the form (bit `form`),
  /// each run widened back over the unit before it.
  static func formRuns(of units: [UInt16], form: Int, passable: inout PassableUnits) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var index = 0
    while index < units.count {
      guard passable.formMask(units[index]) & (1 << UInt8(form)) == 0 else {
        index += 1
        continue
      }
      var start = max(index - 1, 0)
      if let last = runs.last, last.upperBound >= start { start = runs.removeLast().lowerBound }
      index += 1
      while index < units.count, passable.formMask(units[index]) & (1 << UInt8(form)) == 0 { index += 1 }
      runs.append(start..<index)
    }
    return runs
  }

  /// The UTF-16 of one pass over the UTF-8 is the standard library's, and each form's runs are
  /// those found a unit at a time.
  @Test func transcodingFindsTheUnitsAndRunsOfTheUTF16() throws {
    let instances = try NormalizationForm.allCases.map { try Normalizer($0).instance }
    var passable = PassableUnits(instances: instances)
    var generator = SeededGenerator(seed: 0x7A45_C0DE)
    let texts = Self.samples + (0..<300).map { _ in RandomText.string(maxScalars: 80, using: &generator) }
      + ["", "a", "abcdefghijklmnopq\u{301}", "\u{301}", "\u{1F600}", String(repeating: "x\u{E9}yz", count: 40)]
    var shorter = 0
    for text in texts {
      let units = Array(text.utf16)
      let shared = units.withUnsafeBufferPointer { passable.runs(in: $0) }
      let transcoded = Array(text.utf8).withUnsafeBufferPointer { passable.transcode($0) }
      let scalars = text.unicodeScalars.map { String($0.value, radix: 16) }
      #expect(transcoded.units == units, "\(scalars)")
      #expect(transcoded.runs.count == instances.count)
      for (form, runs) in transcoded.runs.enumerated() {
        #expect(runs == Self.formRuns(of: units, form: form, passable: &passable), "form \(form): \(scalars)")
        // A form's runs lie within the shared runs (of the scalars some form may change).
        #expect(runs.allSatisfy { run in shared.contains { $0.contains(run.lowerBound) && run.upperBound <= $0.upperBound } })
        if runs.reduce(0, { $0 + $1.count }) < shared.reduce(0, { $0 + $1.count }) { shorter += 1 }
      }
    }
    // Some form's runs are shorter somewhere: a Hangul syllable or "é" passes NFC.
    #expect(shorter > 0)
  }

  @Test func mostLettersOfCommonScriptsArePassableAndMarksAreNot() throws {
    let instances = try NormalizationForm.allCases.map { try Normalizer($0).instance }
    var passable = PassableUnits(instances: instances)
    for letter in "aZ中文Жиשלוםمرحباกขคअआ" {
      let isPassable = passable.isPassable(letter.utf16.first!)
      #expect(isPassable, "\(letter)")
    }
    // Marks, letters some form decomposes, compatibility characters, Hangul syllables, surrogates.
    for unit: UInt16 in [0x301, 0xE9, 0xFB01, 0xAC00, 0x2126, 0xD83D, 0xDE00, 0x3099, 0x00A0] {
      let isPassable = passable.isPassable(unit)
      #expect(!isPassable, "U+\(String(unit, radix: 16))")
    }
    // A mark's run takes in the letter before it, which a composing form may join to it.
    let runs = Array("中文 e\u{301}".utf16).withUnsafeBufferPointer { passable.runs(in: $0) }
    #expect(runs == [3..<5])
  }
}
