import UStrCore

extension PassableUnits {
  /// The UTF-16 of well-formed UTF-8 `utf8` and each form's runs, found in the one pass that
  /// writes it: a window's UTF-8 is read once instead of twice, and ASCII is widened eight bytes
  /// a step. `runs[f]` are the runs of the form of `instances[f]`: as ``runs(in:)`` finds them,
  /// with "passable" in that form alone.
  ///
  ///     var passable = PassableUnits(instances: forms.map(\.normalizer.instance))  // NFC, NFD, ...
  ///     Array("한 e\u{301}".utf8).withUnsafeBufferPointer { passable.transcode($0) }
  ///     // units [0xD55C, 0x20, 0x65, 0x301], runs [[2..<4], [0..<1, 2..<4], [2..<4], [0..<1, 2..<4]]
  ///
  /// - Complexity: O(n) in the UTF-8 length, one table load per non-ASCII scalar of the BMP.
  mutating func transcode(_ utf8: UnsafeBufferPointer<UInt8>) -> (units: [UInt16], runs: [[Range<Int>]]) {
    var anchors = ClusterAnchors()
    return transcode(utf8, countingScalarChangesIn: 0, anchors: &anchors)
  }

  /// ``transcode(_:)``, which also counts, in the forms `countedForms` (bit `f` for
  /// `instances[f]`), the scalar changes a form's stream would take on their own
  /// (`FormStream.takeScalarChange`) and leaves them out of that form's runs:
  /// ``takeCountedChanges()`` hands them over. On text where a third of the letters change
  /// (an "ǿ" in NFD), this spares each one a run, a change and a cluster check.
  ///
  /// A scalar is counted in a form when ``markScalarChange(_:form:)`` recorded it for that form
  /// (so the form changes it, into a cluster equivalent to it, with a normalization boundary
  /// before it), the scalar after it (or the window's end) has a boundary before it too, and
  /// it is a cluster of its own (`FormStream.standsAlone`): then its stretch is itself, and the
  /// form's stream would count it and nothing else. A form that lists its changed clusters or
  /// keeps its text must not be in `countedForms`: those need each change.
  ///
  /// A run that opens right after a counted scalar does not take it in: the scalar that opens
  /// it has a boundary before it in that form, so nothing joins the two.
  ///
  /// - Complexity: O(n) in the UTF-8 length; a counted scalar costs two neighbour lookups.
  mutating func transcode(
    _ utf8: UnsafeBufferPointer<UInt8>, countingScalarChangesIn countedForms: UInt8,
    anchors: inout ClusterAnchors
  ) -> (units: [UInt16], runs: [[Range<Int>]]) {
    var builder = FormRuns(formCount: instances.count)
    let counting = countedForms != 0 && !scalarChangeMasks.isEmpty
    if counting, countedChanges.isEmpty { countedChanges = [UInt32](repeating: 0, count: instances.count << 16) }
    // A scalar counted in some forms if what follows it allows: decided at the next scalar.
    var pending = PendingScalarChange()
    // Every scalar takes at least as many UTF-8 bytes as UTF-16 units.
    let units = [UInt16](unsafeUninitializedCapacity: utf8.count) { utf16, initializedCount in
      var out = 0
      var i = 0
      let count = utf8.count
      while i < count {
        if isASCIIPassable, utf8[i] < 0x80 {
          let end = ASCIIRun.end(in: utf8, from: i)
          let runStart = out
          Self.widen(utf8, i..<end, into: utf16, at: out)
          out += end - i
          i = end
          if pending.forms != 0 {
            settle(&pending, in: UnsafeBufferPointer(rebasing: utf16[..<out]), runs: &builder, anchors: &anchors)
          }
          if builder.open != 0 { builder.update(passable: allForms, at: runStart) }
          continue
        }
        let lead = UInt32(utf8[i])
        let unitStart = out
        var mask: UInt8
        if lead < 0x80 {
          utf16[out] = UInt16(lead)
          out += 1
          i += 1
          mask = formMask(UInt16(lead))
        } else {
          UTF16Transcoding.writeMultiByteScalar(lead: lead, of: utf8, at: &i, into: utf16, at: &out)
          // A surrogate pair (a scalar above the BMP) is never passable.
          mask = out - unitStart == 1 ? formMask(utf16[unitStart]) : 0
        }
        if pending.forms != 0 {
          settle(&pending, in: UnsafeBufferPointer(rebasing: utf16[..<out]), runs: &builder, anchors: &anchors)
        }
        if counting, out - unitStart == 1 {
          let candidates = scalarChangeMasks[Int(utf16[unitStart])] & countedForms & ~mask
          if candidates != 0 {
            // Passable for the runs until the next scalar says otherwise.
            mask |= candidates
            pending = PendingScalarChange(forms: candidates, utf16Offset: unitStart, passable: mask)
          }
        }
        // Only where a form's run starts or ends: where the forms that cannot pass the scalar
        // are not those with a run in progress.
        if ~mask & allForms != builder.open { builder.update(passable: mask, at: unitStart) }
      }
      if pending.forms != 0 {
        settle(&pending, in: UnsafeBufferPointer(rebasing: utf16[..<out]), runs: &builder, anchors: &anchors)
      }
      if builder.open != 0 { builder.update(passable: allForms, at: out) }
      initializedCount = out
    }
    return (units, builder.runs)
  }

  /// Decides the pending scalar once what follows it is in `units` (or the window has ended
  /// there): counts it in the forms where it stands alone with a boundary after it, and opens
  /// the runs of the other forms over it after all, as they would have been opened.
  private mutating func settle(
    _ pending: inout PendingScalarChange, in units: UnsafeBufferPointer<UInt16>, runs: inout FormRuns,
    anchors: inout ClusterAnchors
  ) {
    let offset = pending.utf16Offset
    let value = UInt32(units[offset])
    var counted = pending.forms
    // A surrogate has no boundary bit: a scalar above the BMP after it leaves it to the runs.
    if offset + 1 < units.count { counted &= boundaryMasks[Int(units[offset + 1])] }
    if counted != 0, !FormStream.standsAlone(value, at: offset..<(offset + 1), in: units, anchors: &anchors) {
      counted = 0
    }
    var forms = counted
    while forms != 0 {
      let index = forms.trailingZeroBitCount << 16 | Int(value)
      forms &= forms - 1
      if countedChanges[index] == 0 { countedIndices.append(index) }
      countedChanges[index] += 1
    }
    let refused = pending.forms & ~counted
    if refused != 0 { runs.update(passable: pending.passable & ~refused, at: offset) }
    runs.noteCounted(counted, endingAt: offset + 1)
    pending.forms = 0
  }

  /// Writes the ASCII bytes `range` of `utf8` as UTF-16 at `out`, eight a step.
  @inline(__always)
  private static func widen(
    _ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into utf16: UnsafeMutableBufferPointer<UInt16>,
    at out: Int
  ) {
    let source = UnsafeRawPointer(utf8.baseAddress!)
    let target = UnsafeMutableRawPointer(utf16.baseAddress! + out)
    var k = range.lowerBound
    var written = 0
    #if _endian(little)
      while range.upperBound - k >= 8 {
        let word = source.loadUnaligned(fromByteOffset: k, as: UInt64.self)
        target.storeBytes(of: spread(word & 0xFFFF_FFFF), toByteOffset: written * 2, as: UInt64.self)
        target.storeBytes(of: spread(word >> 32), toByteOffset: written * 2 + 8, as: UInt64.self)
        k += 8
        written += 8
      }
    #endif
    while k < range.upperBound {
      utf16[out + written] = UInt16(utf8[k])
      k += 1
      written += 1
    }
  }

  /// The four bytes of `word`'s low half, each in its own 16-bit lane (little-endian order).
  @inline(__always)
  private static func spread(_ word: UInt64) -> UInt64 {
    var lanes = (word | word << 16) & 0x0000_FFFF_0000_FFFF
    lanes = (lanes | lanes << 8) & 0x00FF_00FF_00FF_00FF
    return lanes
  }
}

/// A BMP scalar that ``PassableUnits`` may count as a change in some forms, waiting for the
/// scalar after it.
struct PendingScalarChange {
  /// The forms it may be counted in, a bit each; 0 when nothing is pending.
  var forms: UInt8 = 0
  var utf16Offset = 0
  /// The forms the runs were told it is passable in (its own, and `forms`).
  var passable: UInt8 = 0
}

/// Each form's runs of a window, built a scalar at a time: a run starts at the scalar before
/// the first one the form cannot pass (which a composing form may join to it) and ends before
/// the next passable one.
struct FormRuns {
  /// The finished runs of each form, in order, apart.
  private(set) var runs: [[Range<Int>]]
  /// Where each form's run in progress starts.
  private var runStarts: [Int]
  /// The forms with a run in progress, a bit each.
  private(set) var open: UInt8 = 0
  /// The forms in which the scalar ending at `countedEnd` was counted as a change of its own.
  private var countedForms: UInt8 = 0
  private var countedEnd = -1

  init(formCount: Int) {
    runs = [[Range<Int>]](repeating: [], count: formCount)
    runStarts = [Int](repeating: 0, count: formCount)
  }

  /// Ends the run of each form with one in progress in which the scalar at `unitStart` is
  /// passable (bits of `passable`), and starts one for each other form without one, widened back
  /// over the scalar before unless that one was counted in the form.
  @inline(__always)
  mutating func update(passable: UInt8, at unitStart: Int) {
    for form in runStarts.indices {
      let bit: UInt8 = 1 << UInt8(form)
      if passable & bit != 0 {
        guard open & bit != 0 else { continue }
        runs[form].append(runStarts[form]..<unitStart)
        open &= ~bit
      } else if open & bit == 0 {
        // The scalar before (a passable one, or the window's start) opens the run.
        var start = unitStart > 0 ? unitStart - 1 : 0
        if unitStart == countedEnd, countedForms & bit != 0 { start = unitStart }
        if let last = runs[form].last, last.upperBound >= start { start = runs[form].removeLast().lowerBound }
        runStarts[form] = start
        open |= bit
      }
    }
  }

  /// Notes that the scalar ending at `end` was counted as a change in `forms`.
  mutating func noteCounted(_ forms: UInt8, endingAt end: Int) {
    countedForms = forms
    countedEnd = end
  }
}
