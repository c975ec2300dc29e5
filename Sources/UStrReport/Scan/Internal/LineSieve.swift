import UStrICU

/// The block pass of `ustr scan`: over many complete lines at once, finds the first line where
/// some rule may find something, and counts the lines before it, where none can. Those lines
/// are never split out, decoded or checked again.
///
///     let sieve = LineSieve(normalizer: try Normalizer(.nfc), looksForMojibake: true,
///                           flagsEveryNonASCIILine: false)
///     // bytes "Ünïcode\nwith an RLM\u{200F} here\nmore\n", from 0 to its length:
///     sieve.firstFlaggedLine(base, from: 0, to: count)   // (lineStart: 10, lines: 1)
///
/// A line is flagged when it has a control other than TAB and FF (CR included), ill-formed
/// UTF-8, a scalar some scalar rule looks at, a scalar whose NFC_Quick_Check is No, combining
/// classes out of canonical order (UAX #15's quick check), a stretch of non-ASCII characters
/// that may be mojibake (`Mojibake.mayHoldMojibake`'s test), or, where identifiers are checked,
/// any byte that is not printable ASCII or TAB. Two rules are decided here, where the line's
/// scalars give their answer at once, because natural text is full of them:
/// - a ZWNJ or ZWJ is flagged only where `ScalarContext.joinerFits` says the joiner rule
///   reports it (Persian puts a ZWNJ in many words; emoji ZWJ sequences);
/// - a scalar whose NFC_Quick_Check is Maybe (it may compose with the scalar before it: the
///   Devanagari nukta, the Arabic hamza above), that has no decomposition and does not change
///   on its own, is flagged only when the scalar before it is not a starter without a
///   decomposition, or composes with it (ICU's `composePair`). Every other scalar is NFC_QC
///   Yes (it never composes with what precedes it) and the line is in canonical order, so the
///   first composition NFC would make is one of these pairs: a line with none is in NFC.
///
/// So the rules would find nothing in a line that is not flagged; a flagged line goes to
/// `FileScanner.scanLine`, which looks at it again with all of them, and the findings are a
/// line-by-line scan's (`LineSieveTests` compares the two).
///
/// One pass over the bytes: printable ASCII eight bytes at a time (no table is built for text
/// that has nothing else), each other scalar decoded once and looked up in an 8 KB bit table
/// (``ScalarTriage/interestingScalars``), and for the few with their bit set, in
/// ``ScalarTriage/sieveTable``. Nothing is allocated.
///
/// - Complexity: O(n) in the bytes passed over.
struct LineSieve {
  /// ICU's NFC normalizer, for `composePair`.
  let normalizer: Normalizer
  /// Whether a stretch that may be mojibake flags its line.
  let looksForMojibake: Bool
  /// Whether every byte other than printable ASCII, TAB and LF flags its line (identifiers
  /// are checked on every line with a non-ASCII scalar).
  let flagsEveryNonASCIILine: Bool

  /// Where the first flagged line of `start..<end` starts, and how many lines end before it,
  /// or `nil` and the lines when none is flagged. `start` must start a line.
  ///
  /// - Complexity: O(m), m the bytes up to the flagged scalar.
  func firstFlaggedLine(
    _ base: UnsafePointer<UInt8>, from start: Int, to end: Int
  ) -> (lineStart: Int?, lines: Int) {
    let (state, isFlagged) = pass(base, from: start, to: end)
    return (isFlagged ? state.lineStart : nil, state.lines)
  }

  /// Where the pass over `start..<end`, a stretch of one line, stops at the first scalar some
  /// rule may apply to: at most 4 bytes past that scalar's start (an ASCII control: at it), or
  /// `nil` when none is. `start` must start the line or follow a printable ASCII byte, for
  /// the sieve sees no scalar before it.
  ///
  /// - Complexity: O(m), m the bytes up to the flagged scalar.
  func firstFlaggedScalar(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
    let (state, isFlagged) = pass(base, from: start, to: end)
    return isFlagged ? state.index : nil
  }

  /// The pass over `start..<end`: where it stopped, and whether at a flagged scalar.
  private func pass(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> (State, Bool) {
    var state = State(index: start, lineStart: start)
    // Printable ASCII needs no table: text without other bytes never builds them.
    if scanASCII(base, end: end, state: &state) { return (state, true) }
    guard state.index < end else { return (state, false) }
    return ScalarTriage.sieveTable.withUnsafeBufferPointer { flags in
      ScalarTriage.interestingScalars.withUnsafeBufferPointer { interesting in
        ScalarTriage.combiningClasses.withUnsafeBufferPointer { classes in
          let isFlagged = scan(
            base, end: end, state: &state, flags: flags, interesting: interesting, classes: classes)
          return (state, isFlagged)
        }
      }
    }
  }

  /// Where a pass stands: the next byte, the start of its line, the lines passed.
  struct State {
    var index: Int
    var lineStart: Int
    var lines = 0
  }

  /// Passes over printable ASCII, TAB and LF; returns `true` at a flagged byte (a control),
  /// `false` at the first byte of 80 or above or at `end`.
  private func scanASCII(_ base: UnsafePointer<UInt8>, end: Int, state: inout State) -> Bool {
    let raw = UnsafeRawPointer(base)
    var index = state.index
    defer { state.index = index }
    while index < end {
      if index &+ 8 <= end {
        let offenders = CleanASCII.offenders(
          UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
        let clean = offenders.trailingZeroBitCount &>> 3
        if clean > 0 {
          index &+= clean
          continue
        }
      }
      let byte = base[index]
      if byte >= 0x80 { return false }
      if byte == 0x0A {
        state.lines &+= 1
        state.lineStart = index &+ 1
      } else if isFlagged(asciiControl: byte) {
        return true
      }
      index &+= 1
    }
    return false
  }

  @inline(__always)
  private func isFlagged(asciiControl byte: UInt8) -> Bool {
    byte < 0x20 && byte != 0x09 && (byte != 0x0C || flagsEveryNonASCIILine) || byte == 0x7F
  }

  /// The pass over any text; returns whether it stopped at a flagged line (at
  /// `state.lineStart`).
  private func scan(
    _ base: UnsafePointer<UInt8>, end: Int, state: inout State, flags: UnsafeBufferPointer<UInt8>,
    interesting: UnsafeBufferPointer<UInt64>, classes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let raw = UnsafeRawPointer(base)
    var index = state.index
    var lineStart = state.lineStart
    var lines = state.lines
    defer { state = State(index: index, lineStart: lineStart, lines: lines) }
    var lastClass: UInt8 = 0
    // Whether the byte before `index` is ASCII (or the line starts there): a stretch of
    // non-ASCII characters starts at `index`.
    var startsStretch = true
    while index < end {
      // Printable ASCII and TAB, a word at a time, up to the first other byte.
      if index &+ 8 <= end {
        let offenders = CleanASCII.offenders(
          UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
        let clean = offenders.trailingZeroBitCount &>> 3
        if clean > 0 {
          index &+= clean
          lastClass = 0
          startsStretch = true
          continue
        }
      }
      let lead = base[index]
      if lead < 0x80 {
        if lead == 0x0A {
          lines &+= 1
          lineStart = index &+ 1
        } else if isFlagged(asciiControl: lead) {
          return true
        }
        lastClass = 0
        startsStretch = true
        index &+= 1
        continue
      }
      if flagsEveryNonASCIILine { return true }
      let value: UInt32
      let scalarStart = index
      if lead < 0xE0 {
        guard lead >= 0xC2, index &+ 2 <= end else { return true }
        let second = base[index &+ 1]
        guard second & 0xC0 == 0x80 else { return true }
        value = UInt32(lead & 0x1F) &<< 6 | UInt32(second & 0x3F)
        index &+= 2
      } else if lead < 0xF0 {
        guard index &+ 3 <= end else { return true }
        let second = base[index &+ 1]
        let third = base[index &+ 2]
        guard second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { return true }
        value = UInt32(lead & 0x0F) &<< 12 | UInt32(second & 0x3F) &<< 6 | UInt32(third & 0x3F)
        // Overlong forms and surrogates: the rules report them.
        guard value >= 0x800, value & 0xF800 != 0xD800 else { return true }
        index &+= 3
      } else {
        guard let (long, length) = Self.scalarValue(base, at: index, end: end) else { return true }
        index &+= length
        let scalar = Unicode.Scalar(long)!
        if ScalarTriage.needsRules(scalar) || ScalarTriage.mayChangeInNFC(scalar) { return true }
        lastClass = 0
        if startsStretch, looksForMojibake, Mojibake.mayStartMojibake(long),
          mayStartMojibake(long, base, next: index, end: end)
        {
          return true
        }
        startsStretch = false
        continue
      }
      if startsStretch {
        startsStretch = false
        if looksForMojibake, Mojibake.mayStartMojibake(value),
          mayStartMojibake(value, base, next: index, end: end)
        {
          return true
        }
      }
      if interesting[Int(value &>> 6)] & (1 &<< UInt64(value & 63)) == 0 {
        lastClass = 0
        continue
      }
      let flag = flags[Int(value)]
      if flag & ScalarTriage.sieveNeedsRules != 0 { return true }
      if flag & ScalarTriage.sieveCombining != 0 {
        let combiningClass = classes[Int(value)]
        if lastClass > combiningClass { return true }
        lastClass = combiningClass
      } else {
        lastClass = 0
      }
      if flag & ScalarTriage.sieveJoiner != 0 {
        let previous = Self.scalar(before: scalarStart, base, lineStart: lineStart)
        guard let next = Self.scalar(at: index, base, end: end),
          ScalarContext.joinerFits(Unicode.Scalar(value)!, previous: previous, next: next)
        else { return true }
      }
      if flag & ScalarTriage.sieveComposes != 0 {
        guard let previous = Self.scalar(before: scalarStart, base, lineStart: lineStart),
          isSimpleStarter(previous), normalizer.composePair(previous, Unicode.Scalar(value)!) == nil
        else { return true }
      }
    }
    return false
  }

  /// Whether `scalars` are in NFC by the sieve's own test: combining classes in canonical
  /// order, and every scalar NFC_QC Yes, or one that composes with nothing (``sieveComposes``)
  /// after a starter without a decomposition that it does not compose with. `false` when it
  /// cannot tell (ICU is asked then).
  ///
  /// - Complexity: O(n) in the scalars.
  func provesNFC(_ scalars: [Unicode.Scalar]) -> Bool {
    var lastClass: UInt8 = 0
    for (index, scalar) in scalars.enumerated() {
      let value = scalar.value
      if value < 0x80 {
        lastClass = 0
        continue
      }
      let combiningClass = value < 0x10000 ? ScalarTriage.combiningClasses[Int(value)] : 0
      if combiningClass != 0 && lastClass > combiningClass { return false }
      lastClass = combiningClass
      guard ScalarTriage.mayChangeInNFC(scalar) else { continue }
      guard value < 0x10000, ScalarTriage.sieveTable[Int(value)] & ScalarTriage.sieveComposes != 0,
        index > 0, isSimpleStarter(scalars[index - 1]),
        normalizer.composePair(scalars[index - 1], scalar) == nil
      else { return false }
    }
    return true
  }

  /// Whether `scalar` is in the BMP, of combining class 0 and without a decomposition (ICU),
  /// so NFC keeps it as the last starter before what follows it.
  func isSimpleStarter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x10000 && ScalarTriage.combiningClasses[Int(scalar.value)] == 0
      && !normalizer.hasDecomposition(scalar)
  }

  /// Whether the stretch of non-ASCII characters that starts with `value` (`next` is the byte
  /// after it) may be mojibake, by its first two characters.
  private func mayStartMojibake(
    _ value: UInt32, _ base: UnsafePointer<UInt8>, next: Int, end: Int
  ) -> Bool {
    guard next < end, base[next] >= 0x80 else { return false }
    guard let (second, _) = Self.scalarValue(base, at: next, end: end) else { return true }
    return Mojibake.mayStartMojibake(value, then: second)
  }

  /// The well-formed scalar of 2 to 4 bytes at `index`, and its length, or `nil` when the
  /// bytes there (up to `end`) are ill-formed: truncated, overlong, a surrogate, or past
  /// U+10FFFF.
  @inline(__always)
  static func scalarValue(_ base: UnsafePointer<UInt8>, at index: Int, end: Int) -> (UInt32, Int)? {
    let lead = base[index]
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard lead >= 0xC2, lead <= 0xF4, index &+ length <= end else { return nil }
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length {
      let byte = base[index &+ offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
    return (value, length)
  }

  /// The scalar that ends just before `index`, already found well-formed, or `nil` at the
  /// line's start.
  static func scalar(before index: Int, _ base: UnsafePointer<UInt8>, lineStart: Int) -> Unicode.Scalar? {
    guard index > lineStart else { return nil }
    var start = index - 1
    while start > lineStart && base[start] & 0xC0 == 0x80 { start -= 1 }
    if base[start] < 0x80 { return Unicode.Scalar(base[start]) }
    return scalarValue(base, at: start, end: index).flatMap { Unicode.Scalar($0.0) }
  }

  /// What follows a scalar, at `index`: `.some(nil)` at the line's end (an LF), the scalar
  /// there, or `nil` when the bytes there are a CR or ill-formed (the line is flagged either
  /// way).
  static func scalar(at index: Int, _ base: UnsafePointer<UInt8>, end: Int) -> Unicode.Scalar?? {
    guard index < end, base[index] != 0x0A else { return .some(nil) }
    let byte = base[index]
    if byte == 0x0D { return nil }
    if byte < 0x80 { return Unicode.Scalar(byte) }
    guard let (value, _) = scalarValue(base, at: index, end: end) else { return nil }
    return Unicode.Scalar(value)!
  }
}
