/// ``GraphemeBreakState`` compiled into a table: one lookup per scalar instead of the rules'
/// comparisons.
///
/// The state's left context takes few distinct values (``GraphemeBreakState/key``), so every
/// reachable one is numbered, and for each number and each packed property byte (the low seven
/// bits of a ``GraphemeBreakTable`` entry: GCB, ExtPict, InCB) the table holds the next state's
/// number and whether the rules break before that scalar.
///
///     let automaton = GraphemeBreakAutomaton.conjunctRule
///     var state = GraphemeBreakAutomaton.start
///     let step = automaton.step(from: state, packed: packedProperties)
///     step.isBreak  // the rules' answer before that scalar
///     state = step.state
///
/// The table is built once by running ``GraphemeBreakState`` itself over every (state, property)
/// pair, so it answers exactly as the rules do (`GraphemeBreakAutomatonTests` walks both over
/// the conformance files and random text).
///
/// - Complexity: O(1) a step; building is O(states × 128), a few thousand steps.
struct GraphemeBreakAutomaton: Sendable {
  /// Per state, 128 entries: the next state in the low seven bits, a break before in the high one.
  let transitions: [UInt8]
  /// How many states are reachable from the start of text.
  let stateCount: Int

  /// The state at the start of text.
  static let start: UInt8 = 0
  /// The bit of a transition that marks a break before the scalar.
  static let breakBit: UInt8 = 0x80

  /// The automaton for the rules with GB9c (Unicode 15.1 and later).
  static let conjunctRule = GraphemeBreakAutomaton(hasConjunctRule: true)
  /// The automaton for the rules without GB9c (up to Unicode 15.0).
  static let noConjunctRule = GraphemeBreakAutomaton(hasConjunctRule: false)

  /// The automaton for one set of rules.
  static func forRules(hasConjunctRule: Bool) -> GraphemeBreakAutomaton {
    hasConjunctRule ? conjunctRule : noConjunctRule
  }

  init(hasConjunctRule: Bool) {
    var states = [GraphemeBreakState(hasConjunctRule: hasConjunctRule)]
    // A state's number by its key (keys are small: see GraphemeBreakState.key); 0xFF for none.
    var numbers = [UInt8](repeating: 0xFF, count: GraphemeBreakState.keyCount)
    numbers[states[0].key] = 0
    var transitions: [UInt8] = []
    var next = 0
    while next < states.count {
      let state = states[next]
      next += 1
      for packed in 0..<UInt8(128) {
        var after = state
        let isBreak = after.advance(to: GraphemeBreakProperties(packed: packed)).isBreak
        let number: UInt8
        let known = numbers[after.key]
        if known != 0xFF {
          number = known
        } else {
          precondition(states.count < 128, "grapheme break automaton: more than 127 states")
          number = UInt8(states.count)
          numbers[after.key] = number
          states.append(after)
        }
        transitions.append(number | (isBreak ? Self.breakBit : 0))
      }
    }
    self.transitions = transitions
    stateCount = states.count
  }

  /// The transition from `state` before a scalar whose packed properties are `packed` (the
  /// uncertainty bit, if set, is ignored).
  @inline(__always)
  func step(from state: UInt8, packed: UInt8) -> (state: UInt8, isBreak: Bool) {
    let entry = transitions[Int(state) &<< 7 | Int(packed & 0x7F)]
    return (entry & 0x7F, entry & Self.breakBit != 0)
  }
}
