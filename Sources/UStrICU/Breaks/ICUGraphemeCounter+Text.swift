import UStrCore

extension ICUGraphemeCounter {
  /// Counts the clusters in the next stretch of text (whole scalars).
  ///
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: Amortized O(m) in the stretch's UTF-8 length.
  public mutating func append(_ text: String) throws(ICUError) {
    var text = text
    text.makeContiguousUTF8()
    // A long stretch handed over from inside `text` may be held as `text` itself (`shared`).
    current = SharedStretch(text: text, range: 0..<text.utf8.count)
    defer { current = nil }
    // `withUTF8` rethrows untyped errors: carry ICU's out.
    let failure = text.withUTF8 { utf8 -> ICUError? in
      do throws(ICUError) {
        try append(utf8: utf8)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// Counts the clusters in the next stretch of well-formed UTF-8 (whole scalars).
  ///
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: Amortized O(m) in the stretch's length.
  public mutating func append(utf8: UnsafeBufferPointer<UInt8>) throws(ICUError) {
    guard var reference else { return try appendAll(utf8) }
    self.reference = nil
    defer { self.reference = reference }
    try reference.append(utf8) { (stretch, isEnd) throws(ICUError) in try measure(stretch, isEnd: isEnd) }
  }

  /// ICU's clusters in `utf8` (whole scalars of well-formed UTF-8) as a text of its own, the
  /// inside of its ASCII runs counted without ICU; what the counter holds is left as it is.
  ///
  ///     try counter.clusterCount(ofText: utf8)  // "क्ष ok": 4 (ICU 72 joins क्ष by CLDR's aksara rule)
  ///
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: O(m) in the text's length.
  public func clusterCount(ofText utf8: UnsafeBufferPointer<UInt8>) throws(ICUError) -> Int {
    guard !utf8.isEmpty else { return 0 }
    var skipped = 0
    let units = Self.units(of: utf8, skipped: &skipped)
    return try skipped + iterator.lastTwoBoundaries(in: units).count
  }

  /// ICU's clusters in a stretch the reference leaves to it: returns the count of a whole
  /// stretch; a long stretch's pieces go through the pending UTF-16 and are counted at its end.
  /// A long stretch whose first piece (1 MiB or more) lies inside the text ``append(_:)`` is
  /// counting is held as that text instead (``shared``): if it ends there, ICU reads it in place
  /// (a window that is one cluster of a million marks: no UTF-16 copy, which ICU would hold
  /// whole, having no boundary to drop it at); if it goes on, it joins the pending UTF-16 then.
  mutating func measure(_ stretch: UnsafeBufferPointer<UInt8>, isEnd: Bool) throws(ICUError) -> Int {
    let before = count
    let isFresh = pending.isEmpty && nextMeasureLength == 0 && shared == nil
    if isEnd && isFresh && stretch.count <= Self.pieceUTF8Limit {
      guard !stretch.isEmpty else { return 0 }
      let units = Self.units(of: stretch, skipped: &count)
      count += try iterator.lastTwoBoundaries(in: units).count
    } else if isFresh && !isEnd && stretch.count >= Self.sharedUTF8Limit,
      let text = current?.stretch(at: stretch)
    {
      // The start of a long stretch inside the text being counted: held as that text, not as
      // its UTF-16 (which ICU may hold whole: a cluster of a million marks has no boundary).
      shared = text
    } else {
      if !stretch.isEmpty || !isEnd { try pendShared() }
      try appendAll(stretch)
      if isEnd { try finishUnits() }
    }
    defer { count = before }
    return count - before
  }

  /// The shortest piece of a stretch held as the caller's text (``shared``) rather than as
  /// UTF-16: 1 MiB.
  static let sharedUTF8Limit = 1 << 20

  /// Moves the shared stretch, which goes on past its text, to the pending UTF-16.
  mutating func pendShared() throws(ICUError) {
    guard let stretch = shared else { return }
    shared = nil
    let failure = stretch.withUTF8 { utf8 -> ICUError? in
      do throws(ICUError) {
        try appendAll(utf8)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// Counts the shared stretch, which ends the text or a stretch, by ICU reading its UTF-8 in
  /// place.
  mutating func countShared() throws(ICUError) {
    guard let stretch = shared else { return }
    shared = nil
    let counted = stretch.withUTF8 { utf8 -> Result<Int, ICUError> in
      do throws(ICUError) {
        return .success(try UTF8BreakIterator(.character, utf8: utf8).countRemaining())
      } catch {
        return .failure(error)
      }
    }
    count += try counted.get()
  }

  /// Counts the clusters in `utf8` (whole scalars) by ICU, handing it all but the inside of
  /// ASCII runs, and keeping what follows ICU's last boundary pending.
  ///
  /// Between two ASCII scalars the first of which is not CR, every version of UAX #29 breaks
  /// (only CR × LF joins two ASCII scalars; no ASCII scalar is Extend, SpacingMark, Prepend,
  /// ZWJ, a regional indicator or an Indic consonant). So in a run of ASCII the clusters after
  /// its first scalar and before its last are whole ASCII clusters, one per scalar (CR LF one),
  /// whatever surrounds the run; ICU gets the run's first and last scalars, whose clusters may
  /// join the text around them, and between those two its answer is a break as well.
  ///
  /// The UTF-16 is made ``pieceUTF8Limit`` bytes at a time (cut at scalar boundaries: cutting
  /// a run of ASCII only hands ICU more of its scalars, each a cluster of its own), so what
  /// is held beside the pending UTF-16 stays bounded however long the stretch.
  mutating func appendAll(_ utf8: UnsafeBufferPointer<UInt8>) throws(ICUError) {
    var start = 0
    while start < utf8.count {
      var end = min(start + Self.pieceUTF8Limit, utf8.count)
      // Back to the start of the scalar the cut falls in (never past `start`: 4 bytes at most).
      while end < utf8.count && utf8[end] & 0xC0 == 0x80 { end -= 1 }
      let units = Self.units(of: UnsafeBufferPointer(rebasing: utf8[start..<end]), skipped: &count)
      try append(units: units)
      start = end
    }
  }

  /// The most UTF-8 bytes transcoded for ICU at a time: 64 KiB.
  static let pieceUTF8Limit = 1 << 16

  /// The UTF-16 of `utf8` without the inside of its ASCII runs, whose clusters are added to
  /// `skipped`.
  static func units(of utf8: UnsafeBufferPointer<UInt8>, skipped: inout Int) -> [UInt16] {
    // Every scalar takes at least as many UTF-8 bytes as UTF-16 units.
    [UInt16](unsafeUninitializedCapacity: utf8.count) { utf16, initializedCount in
      initializedCount = transcode(utf8, into: utf16, skipped: &skipped)
    }
  }

  /// Writes `utf8` as UTF-16 to `utf16`, leaving out the inside of each run of ASCII, whose
  /// clusters it adds to `skipped`; returns the units written.
  static func transcode(
    _ utf8: UnsafeBufferPointer<UInt8>, into utf16: UnsafeMutableBufferPointer<UInt16>, skipped: inout Int
  ) -> Int {
    let cr: UInt8 = 0x0D
    var out = 0
    var i = 0
    while i < utf8.count {
      let lead = UInt32(utf8[i])
      if lead < 0x80 {
        let end = ASCIIRun.end(in: utf8, from: i)
        let last = end - 1
        if last - i >= 2 && utf8[i] != cr && utf8[last - 1] != cr {
          // The inside, i + 1 ..< last: a cluster per scalar, one per CR LF.
          let clusters = last - i - 1 - crlfCount(utf8, in: (i + 1)..<last)
          skipped += clusters
          utf16[out] = UInt16(utf8[i])
          utf16[out + 1] = UInt16(utf8[last])
          out += 2
        } else {
          for k in i..<end { utf16[out + k - i] = UInt16(utf8[k]) }
          out += end - i
        }
        i = end
        continue
      }
      // A String's UTF-8 is always well-formed, so each lead byte gives its length.
      UTF16Transcoding.writeMultiByteScalar(lead: lead, of: utf8, at: &i, into: utf16, at: &out)
    }
    return out
  }

  /// How many CR LF pairs lie wholly in `range` of `utf8`, skipping eight bytes without CR at a
  /// time.
  static func crlfCount(_ utf8: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Int {
    let base = UnsafeRawPointer(utf8.baseAddress!)
    var count = 0
    var k = range.lowerBound
    while k < range.upperBound - 1 {
      if range.upperBound - k >= 8 {
        // A zero byte of `word ^ CRs` is a CR (the classic has-zero-byte test, exact for ASCII).
        let crs = base.loadUnaligned(fromByteOffset: k, as: UInt64.self) ^ 0x0D0D_0D0D_0D0D_0D0D
        if (crs &- 0x0101_0101_0101_0101) & ~crs & 0x8080_8080_8080_8080 == 0 {
          k += 8
          continue
        }
      }
      if utf8[k] == 0x0D && utf8[k + 1] == 0x0A { count += 1 }
      k += 1
    }
    return count
  }
}

/// A stretch of a text the caller gave (a window), held as the text itself: its storage shared,
/// not copied.
struct SharedStretch {
  /// The text, native and contiguous.
  let text: String
  /// The stretch's UTF-8 offsets in `text`.
  var range: Range<Int>

  /// The stretch of `text` whose bytes are `piece` (a buffer inside `text`'s storage), or `nil`
  /// when `piece` lies elsewhere.
  func stretch(at piece: UnsafeBufferPointer<UInt8>) -> SharedStretch? {
    guard let start = piece.baseAddress else { return nil }
    return text.utf8.withContiguousStorageIfAvailable { utf8 -> SharedStretch? in
      guard let base = utf8.baseAddress, start >= base, start + piece.count <= base + utf8.count else { return nil }
      let offset = start - base
      return SharedStretch(text: text, range: offset..<(offset + piece.count))
    } ?? nil
  }

  /// Calls `body` with the stretch's UTF-8.
  func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    text.utf8.withContiguousStorageIfAvailable { body(UnsafeBufferPointer(rebasing: $0[range])) }!
  }
}
