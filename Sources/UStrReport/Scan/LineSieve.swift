import UStrICU

/// The block pass of `ustr scan`: over many complete lines at once, finds the first line where
/// some rule may find something, and counts the lines before it, where none can. Those lines
/// are never split out, decoded or checked again.
///
///     let sieve = LineSieve(normalizer: try Normalizer(.nfc), looksForMojibake: true,
///                           flagsEveryNonASCIILine: false)
///     // bytes "Ünïcode\nwith an RLM\u{200F} here\nmore\n", from 0 to its length:
///     sieve.firstFlaggedLine(base, from: 0, to: count)   // (lineStart: 10, linesBefore: 1)
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
/// A flagged line goes to `FileScanner.scanLine`, which looks at it again with all the rules,
/// so findings are the same as a line-by-line scan's.
///
/// One pass over the bytes: printable ASCII eight bytes at a time, each other scalar decoded
/// once and looked up in one byte table (``ScalarTriage/sieveTable``). Nothing is allocated.
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

  /// Where the first flagged line of `start..<end` starts, and how many lines end before it;
  /// when no line is flagged, where the last line starts (`end` when the bytes end with an LF)
  /// and how many end before it. `start` must start a line.
  ///
  /// - Complexity: O(m), m the bytes up to the flagged scalar.
  func firstFlaggedLine(
    _ base: UnsafePointer<UInt8>, from start: Int, to end: Int
  ) -> (lineStart: Int, linesBefore: Int) {
    ScalarTriage.sieveTable.withUnsafeBufferPointer { flags in
      ScalarTriage.combiningClasses.withUnsafeBufferPointer { classes in
        scan(base, from: start, to: end, flags: flags, classes: classes)
      }
    }
  }

  private func scan(
    _ base: UnsafePointer<UInt8>, from start: Int, to end: Int,
    flags: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>
  ) -> (lineStart: Int, linesBefore: Int) {
    let raw = UnsafeRawPointer(base)
    var index = start
    var lineStart = start
    var lines = 0
    var lastClass: UInt8 = 0
    while index < end {
      // Printable ASCII and TAB, a word at a time, up to the first other byte.
      if index &+ 8 <= end {
        let offenders = CleanASCII.offenders(
          UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
        let clean = offenders.trailingZeroBitCount &>> 3
        if clean > 0 {
          index &+= clean
          lastClass = 0
          continue
        }
      }
      let lead = base[index]
      if lead < 0x80 {
        if lead == 0x0A {
          lines &+= 1
          lineStart = index &+ 1
        } else if lead < 0x20 && lead != 0x09 && (lead != 0x0C || flagsEveryNonASCIILine) || lead == 0x7F {
          return (lineStart, lines)
        }
        lastClass = 0
        index &+= 1
        continue
      }
      if flagsEveryNonASCIILine { return (lineStart, lines) }
      guard let (value, length) = Self.scalarValue(base, at: index, end: end) else {
        return (lineStart, lines)
      }
      let scalarStart = index
      index &+= length
      if value >= 0x10000 {
        let scalar = Unicode.Scalar(value)!
        if ScalarTriage.needsRules(scalar) || ScalarTriage.mayChangeInNFC(scalar) {
          return (lineStart, lines)
        }
        lastClass = 0
        if looksForMojibake, Mojibake.mayStartMojibake(value),
          mayStartMojibake(value, base, scalarStart: scalarStart, lineStart: lineStart, next: index, end: end)
        {
          return (lineStart, lines)
        }
        continue
      }
      let flag = flags[Int(value)]
      if flag == 0 {
        lastClass = 0
        continue
      }
      if flag & ScalarTriage.sieveNeedsRules != 0 { return (lineStart, lines) }
      if flag & ScalarTriage.sieveCombining != 0 {
        let combiningClass = classes[Int(value)]
        if lastClass > combiningClass { return (lineStart, lines) }
        lastClass = combiningClass
      } else {
        lastClass = 0
      }
      if flag & ScalarTriage.sieveJoiner != 0 {
        let previous = Self.scalar(before: scalarStart, base, lineStart: lineStart)
        guard let next = Self.scalar(at: index, base, end: end),
          ScalarContext.joinerFits(Unicode.Scalar(value)!, previous: previous, next: next)
        else { return (lineStart, lines) }
      }
      if flag & ScalarTriage.sieveComposes != 0 {
        guard let previous = Self.scalar(before: scalarStart, base, lineStart: lineStart),
          ScalarTriage.isSimpleStarter(previous),
          normalizer.composePair(previous, Unicode.Scalar(value)!) == nil
        else { return (lineStart, lines) }
      }
      if flag & ScalarTriage.sieveMojibakeLead != 0, looksForMojibake,
        mayStartMojibake(value, base, scalarStart: scalarStart, lineStart: lineStart, next: index, end: end)
      {
        return (lineStart, lines)
      }
    }
    return (lineStart, lines)
  }

  /// Whether the stretch of non-ASCII characters that may start with `value` at `scalarStart`
  /// (`next` is the byte after it) may be mojibake, by its first two characters.
  private func mayStartMojibake(
    _ value: UInt32, _ base: UnsafePointer<UInt8>, scalarStart: Int, lineStart: Int, next: Int,
    end: Int
  ) -> Bool {
    // A stretch starts where the byte before is ASCII (an LF included) or the line starts.
    guard scalarStart == lineStart || base[scalarStart - 1] < 0x80, next < end, base[next] >= 0x80
    else { return false }
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
