import Foundation
import Testing
import UStrICU
import UStrTestSupport

/// Mojibake found and repaired, against ftfy (`fix_encoding_and_explain`) on strings written to
/// look like real text, including ones ftfy leaves alone.
@Suite("Mojibake")
struct MojibakeTests {
  /// Whether python3 can import ftfy (`pip install ftfy`).
  static let ftfyAvailable: Bool = {
    guard let python = try? Peer.find("python3").get() else { return false }
    return (try? python.run(["-c", "import ftfy"]).exitCode) == 0
  }()

  /// ftfy's names for the encodings we name by ICU's standard names.
  static let ftfyNames = [
    "latin-1": "ISO-8859-1", "sloppy-windows-1252": "windows-1252", "windows-1252": "windows-1252",
    "macroman": "macintosh", "cp437": "IBM437", "utf-8": "UTF-8",
  ]

  static let strings = [
    "PokÃ©mon", "PokÃƒÂ©mon", "SÃ£o Paulo", "ReykjavÃ\u{AD}k", "naÃ¯ve cafÃ©",
    "â€œquotedâ€\u{9D} text", "Itâ€™s here", "Pok√©mon", "Pok├⌐mon", "Ã¼ber groÃŸe FÃ¼ÃŸe",
    // Left alone by both: text that only looks odd.
    "São Paulo", "SÃO PAULO", "Ðórður Ðorgeirsson", "ÐÓRÐUR", "Ärger über Öl", "naïve café",
    "日本語のテキスト", "Ελληνικά", "€100 — “fine”",
    // Prose the detector once took for Mac Roman or Shift_JIS: ’é is U+054E in Mac Roman, and
    // 發射的 is valid UTF-8 in Shift_JIS (holding an ASCII "I").
    "l’été à l’ombre", "«Élan» et “öl”", "火箭發射的日期",
  ]

  /// Where ours and ftfy's answers genuinely differ, and why.
  static let knownDifferences: [String: String] = [
    "Ã la carte":
      "ftfy guesses that the space after Ã was a no-break space (A0) lost on the way "
      + "(restore_byte_a0) and makes \"à la carte\"; ustr repairs only bytes that are all there",
  ]

  @Test(.enabled(if: ftfyAvailable, "python3 with ftfy not found (pip install ftfy)"))
  func repairsLikeFtfy() throws {
    let script = """
      import ftfy, json, sys
      out = []
      for line in sys.stdin:
          text, steps = ftfy.fix_encoding_and_explain(json.loads(line))
          out.append({'text': text, 'steps': [list(s) for s in steps]})
      print(json.dumps(out))
      """
    let all = Self.strings + Array(Self.knownDifferences.keys)
    var input = Data()
    for string in all { input += try JSONSerialization.data(withJSONObject: string, options: .fragmentsAllowed) + Data("\n".utf8) }
    let run = try PeerAvailability.peer("python3").run(["-c", script], input: input)
    #expect(run.exitCode == 0, "\(run.stderrText)")
    let answers = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [[String: Any]])
    for (string, answer) in zip(all, answers) {
      let ftfyText = try #require(answer["text"] as? String)
      let ftfySteps = (answer["steps"] as? [[String]]) ?? []
      let ours = Mojibake.repair(string)
      if let reason = Self.knownDifferences[string] {
        #expect(ours?.text != ftfyText, "\(string) no longer differs: \(reason)")
        continue
      }
      #expect((ours?.text ?? string) == ftfyText, "\(string)")
      let ourSteps = ours?.changes.first?.steps.map { "\($0.action.rawValue) \($0.encoding)" } ?? []
      let theirs = ftfySteps.map { "\($0[0]) \(Self.ftfyNames[$0[1]] ?? $0[1])" }
      #expect(ourSteps == theirs, "\(string)")
    }
  }

  @Test func shiftJISMojibakeIsRepairedThoughFtfyHasNoShiftJIS() throws {
    // "日本" as UTF-8 (E6 97 A5 E6 9C AC), read as Shift_JIS by ICU: "譌･譛ｬ".
    let misread = try EncodingDecoder(encoding: "Shift_JIS").decodeAll(Array("日本".utf8))
    let text = String(decoding: misread.utf8, as: UTF8.self)
    #expect(misread.invalid.isEmpty)
    let repair = try #require(Mojibake.repair(text))
    #expect(text == "譌･譛ｬ")
    #expect(repair.text == "日本")
    #expect(repair.changes.first?.steps.first?.encoding == "Shift_JIS")
  }

  @Test func keepsWhatIsNotMojibakeAndReportsEachChange() throws {
    let repair = try #require(Mojibake.repair("São Paulo: PokÃ©mon, Ðórður, cafÃ©"))
    #expect(repair.text == "São Paulo: Pokémon, Ðórður, café")
    #expect(repair.changes.map(\.original) == ["Ã©", "Ã©"])
    #expect(repair.changes.map(\.utf8Range) == [15..<19, 38..<42])
  }

  @Test(arguments: [
    "São Paulo", "Ðórður", "naïve", "Ã", "日本語", "", "plain ASCII", "l’été", "d’ü", "«Élan»",
    "“öl”", "發射的",
  ])
  func textThatOnlyLooksOddIsLeftAlone(text: String) {
    #expect(Mojibake.repair(text) == nil)
  }

  /// A text holds an undoable stretch when some encoding undoes one of its stretches, whether
  /// or not the repair then keeps it; a text without one is left alone, alone or between ASCII
  /// in a longer text.
  @Test func undoableStretchesAreWhatRepairWeighs() {
    #expect(Mojibake.holdsUndoableStretch("Pok\u{C3}\u{A9}mon"))
    #expect(Mojibake.holdsUndoableStretch("x \u{C3}\u{83}\u{C2}\u{A9} y"))
    var generator = SeededGenerator(seed: 0x3071_BAE)
    let pieces = [
      "S\u{E3}o Paulo", "\u{D0}\u{F3}r\u{F0}ur", "na\u{EF}ve", "\u{65E5}\u{672C}", "l\u{2019}\u{E9}t\u{E9}",
      "ar\u{E2}\u{161}kiel\u{E2}", "Pok\u{C3}\u{A9}mon", "caf\u{C3}\u{A9}", "\u{E2}\u{20AC}\u{153}", " ", "ab",
      "\u{C3}\u{A9}\u{E9}",
    ]
    for round in 0..<300 {
      var text = ""
      for _ in 0..<Int.random(in: 1...6, using: &generator) { text += pieces.randomElement(using: &generator)! + "  " }
      let holds = Mojibake.holdsUndoableStretch(text)
      if Mojibake.repair(text) != nil { #expect(holds, "round \(round): \(text)") }
      if !holds {
        #expect(Mojibake.repair("Pok\u{C3}\u{A9}mon  " + text)?.changes.count == 1, "round \(round): \(text)")
      }
    }
  }
}
