import Testing
import UStrTestSupport

@testable import UStrCore

@Suite("Grapheme break automaton")
struct GraphemeBreakAutomatonTests {
  /// Packed property bytes (GCB in the low four bits, ExtPict 0x10, InCB in bits 5–6) weighted
  /// toward the ones with context: RI, ZWJ, Extend, ExtPict, InCB Consonant/Linker/Extend.
  static let interesting: [UInt8] = [
    0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x06, 0x06, 0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C,
    0x0D, 0x10, 0x10, 0x14, 0x20, 0x20, 0x44, 0x64, 0x64, 0x24, 0x45, 0x65,
  ]

  @Test(
    "Every step of the automaton breaks where the rules break, over random property sequences",
    arguments: [false, true])
  func automatonBreaksWhereTheRulesBreak(hasConjunctRule: Bool) {
    let automaton = GraphemeBreakAutomaton.forRules(hasConjunctRule: hasConjunctRule)
    var generator = SeededGenerator(seed: hasConjunctRule ? 0xA11CE : 0xB0B)
    var mismatches: [String] = []
    for _ in 0..<20_000 {
      var rules = GraphemeBreakState(hasConjunctRule: hasConjunctRule)
      var state = GraphemeBreakAutomaton.start
      var sequence: [UInt8] = []
      for _ in 0..<Int.random(in: 1...40, using: &generator) {
        // Mostly the interesting bytes, sometimes any of the 128.
        let packed =
          Bool.random(using: &generator)
          ? Self.interesting.randomElement(using: &generator)!
          : UInt8.random(in: 0..<128, using: &generator)
        sequence.append(packed)
        let expected = rules.advance(to: GraphemeBreakProperties(packed: packed)).isBreak
        let step = automaton.step(from: state, packed: packed)
        state = step.state
        if step.isBreak != expected {
          mismatches.append("\(sequence.map { String($0, radix: 16) })")
          break
        }
      }
    }
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
    #expect(automaton.stateCount > 10, "too few states for the rules' contexts")
  }

  @Test("The uncertainty bit does not change a step")
  func uncertaintyBitIsIgnored() {
    let automaton = GraphemeBreakAutomaton.conjunctRule
    for state in 0..<UInt8(automaton.stateCount) {
      for packed in 0..<UInt8(128) {
        let plain = automaton.step(from: state, packed: packed)
        let marked = automaton.step(from: state, packed: packed | GraphemeBreakTable.uncertainBit)
        #expect(plain == marked)
      }
    }
  }
}
