public import UStrCore
internal import UStrICU

/// `ustr lengths` as a stream: text arrives in chunks of any size (whole scalars), the report
/// comes at the end, in memory that does not grow with the text.
///
///     var stream = LengthsStream(limit: LengthLimit(maximum: 280, unit: .utf16))
///     for chunk in decodedChunks { stream.append(chunk) }   // whole scalars, any size
///     let report = stream.finish(invalid: decoding.invalid)
///
/// The report is exactly `LengthsReport/init(decoding:limit:eachLine:)`'s of the whole text
/// (which is built by this stream): the text is cut into windows of whole clusters
/// (`ClusterWindows`); each window is counted and its differing clusters found
/// (`LengthDifferenceStream`), checked against the limit (`LengthCheckStream`) or line by
/// line (`LineCheckStream`, which carries a line across windows), and handed to ICU's cluster
/// counter (`ICUGraphemeCounter`). What is held: one window, the clusters listed, the distinct
/// clusters remembered (bounded: see `LengthDifferenceStream`), and the first
/// `lineLimit` lines over the limit.
///
/// - Complexity: O(n) in the text's UTF-8 length.
public struct LengthsStream {
  /// The maximum length to check, or `nil` for no check.
  public let limit: LengthLimit?
  /// Whether each line is checked instead of the whole text.
  public let eachLine: Bool

  var windows = ClusterWindows()
  var difference = LengthDifferenceStream(clusterLimit: LengthsReport.clusterLimit)
  var check: LengthCheckStream?
  var lines: LineCheckStream?
  var icuGraphemes: ICUGraphemeCounter?
  /// The one-walk path (``LengthRegions``), when no limit is checked and the reference has
  /// tables for both engines' versions.
  var regions: LengthRegions?

  /// A stream with nothing counted.
  ///
  /// - Parameters:
  ///   - limit: The maximum length to check, or `nil` for no check.
  ///   - eachLine: Whether to check each line instead of the whole text.
  ///   - lineLimit: The most lines over the limit the report lists (all are counted); `nil`
  ///     lists all, in memory that grows with them.
  public init(limit: LengthLimit? = nil, eachLine: Bool = false, lineLimit: Int? = LengthsReport.lineLimit) {
    self.limit = limit
    self.eachLine = eachLine
    if let limit {
      if eachLine {
        lines = LineCheckStream(limit: limit, lineLimit: lineLimit)
      } else {
        check = LengthCheckStream(limit: limit)
      }
    }
    icuGraphemes = try? ICUGraphemeCounter()
    if limit == nil, let pair = LengthRegions.enginePair {
      regions = LengthRegions(pair: pair)
    }
  }

  /// Takes the next stretch of text (whole scalars; a chunk of decoded input).
  ///
  /// - Complexity: Amortized O(m) in the stretch's UTF-8 length.
  public mutating func append(_ text: String) {
    guard regions != nil else { return take(windows.append(text)) }
    var text = text
    text.withUTF8 { appendRegions($0) }
  }

  /// Takes the next stretch of text as well-formed UTF-8 (whole scalars), without making a
  /// `String` of it where the one-walk path takes it.
  ///
  /// - Precondition: `utf8` is well-formed UTF-8 that ends on a scalar boundary.
  /// - Complexity: Amortized O(m) in the stretch's length.
  public mutating func append(utf8: UnsafeBufferPointer<UInt8>) {
    guard regions != nil else { return take(windows.append(String(decoding: utf8, as: UTF8.self))) }
    appendRegions(utf8)
  }

  /// Hands over the lines over the limit found since the last call (`eachLine` with a limit;
  /// else none) and lets them go: the report's `lineChecks.linesOver` then holds only the
  /// lines found after the last call.
  ///
  /// - Complexity: O(k) in the lines handed over.
  public mutating func takeLinesOver() -> [LineOverLimit] {
    lines?.takeLinesOver() ?? []
  }

  /// Ends the text and returns the report; `invalid` are the input's ill-formed sequences,
  /// which the text holds repaired.
  public mutating func finish(invalid: [InvalidUTF8Sequence]) -> LengthsReport {
    finish(invalid: InvalidUTF8List(invalid))
  }

  /// ``finish(invalid:)-([InvalidUTF8Sequence])`` for the ill-formed sequences of a streamed
  /// input, the first `InvalidUTF8List.listLimit` listed and all counted.
  public mutating func finish(invalid: InvalidUTF8List) -> LengthsReport {
    let icuCount: Int?
    if regions != nil {
      icuCount = finishRegions()
    } else {
      take(windows.finish())
      lines?.finish()
      icuCount = if icuGraphemes != nil { try? icuGraphemes!.finish() } else { nil }
    }
    let counts = difference.counts
    return LengthsReport(
      schemaVersion: ReportSchema.version,
      engines: .current,
      counts: counts,
      lengths: LengthTable(counts: counts, icuGraphemes: icuCount).rows,
      swiftJavaDifference: difference.difference(base: "swift.count", other: "java.length"),
      check: check?.check,
      lineChecks: lines?.checks,
      invalidUTF8Count: invalid.count,
      invalidUTF8: invalid.listed)
  }

  /// Takes one window of whole clusters.
  mutating func take(_ window: String) {
    guard !window.isEmpty else { return }
    let start = difference.counts
    let counts = difference.append(window)
    check?.append(window, counts: counts, startingAt: start)
    lines?.append(window)
    if icuGraphemes != nil {
      do {
        try icuGraphemes!.append(window)
      } catch {
        // As ICU.graphemeCount(of:) of the whole text would: no count.
        icuGraphemes = nil
      }
    }
  }
}
