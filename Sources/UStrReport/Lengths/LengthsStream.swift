public import UStrCore
internal import UStrICU

/// `ustr lengths` as a stream: text arrives in chunks of any size (whole scalars), the report
/// comes at the end, in memory that does not grow with the text.
///
///     var stream = LengthsStream(limit: LengthLimit(maximum: 280, unit: .utf16))
///     for chunk in decodedChunks { stream.append(chunk) }   // whole scalars, any size
///     let report = stream.finish(invalid: decoding.invalid)
///
/// With `eachLine`, the lines over the limit can be handed over as each ends instead of being
/// kept for the report (whose `lineChecks.linesOver` is then empty), so a command that writes
/// them as they come holds none:
///
///     stream.append(utf8: chunk) { line in write(line) }
///     let report = stream.finish(invalid: invalid) { line in write(line) }
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
  /// The lines over the limit kept for the report (those not handed over).
  var linesOver: [LineOverLimit] = []
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
    guard regions != nil else { return keepLines { $0.take($0.windows.append(text), eachLineOver: $1) } }
    var text = text
    text.withUTF8 { appendRegions($0) }
  }

  /// Takes the next stretch of text as well-formed UTF-8 (whole scalars), without making a
  /// `String` of it where the one-walk path takes it.
  ///
  /// - Precondition: `utf8` is well-formed UTF-8 that ends on a scalar boundary.
  /// - Complexity: Amortized O(m) in the stretch's length.
  public mutating func append(utf8: UnsafeBufferPointer<UInt8>) {
    keepLines { $0.append(utf8: utf8, eachLineOver: $1) }
  }

  /// ``append(utf8:)``, handing each line over the limit (`eachLine`) to `eachLineOver` as it
  /// ends instead of keeping it for the report.
  ///
  /// - Precondition: `utf8` is well-formed UTF-8 that ends on a scalar boundary.
  /// - Complexity: Amortized O(m) in the stretch's length; memory O(1) in the lines over.
  public mutating func append(utf8: UnsafeBufferPointer<UInt8>, eachLineOver: (LineOverLimit) -> Void) {
    guard regions != nil else {
      return take(windows.append(String(decoding: utf8, as: UTF8.self)), eachLineOver: eachLineOver)
    }
    appendRegions(utf8)
  }

  /// Calls `body` with a handler that keeps each line over the limit for the report.
  private mutating func keepLines(_ body: (inout Self, (LineOverLimit) -> Void) -> Void) {
    var ended: [LineOverLimit] = []
    body(&self) { ended.append($0) }
    linesOver += ended
  }

  /// Ends the text and returns the report; `invalid` are the input's ill-formed sequences,
  /// which the text holds repaired.
  public mutating func finish(invalid: [InvalidUTF8Sequence]) -> LengthsReport {
    finish(invalid: InvalidUTF8List(invalid))
  }

  /// ``finish(invalid:)-([InvalidUTF8Sequence])`` for the ill-formed sequences of a streamed
  /// input, the first `InvalidUTF8List.listLimit` listed and all counted.
  public mutating func finish(invalid: InvalidUTF8List) -> LengthsReport {
    var report: LengthsReport!
    keepLines { report = $0.finish(invalid: invalid, eachLineOver: $1) }
    report.lineChecks?.linesOver = linesOver
    return report
  }

  /// ``finish(invalid:)-(InvalidUTF8List)``, handing the lines over the limit that end with the
  /// text to `eachLineOver`; the report lists only the lines kept by ``append(_:)`` and
  /// ``append(utf8:)`` (none when every chunk was handed over).
  public mutating func finish(invalid: InvalidUTF8List, eachLineOver: (LineOverLimit) -> Void) -> LengthsReport {
    let icuCount: Int?
    if regions != nil {
      icuCount = finishRegions()
    } else {
      take(windows.finish(), eachLineOver: eachLineOver)
      lines?.finish(eachLineOver: eachLineOver)
      icuCount = if icuGraphemes != nil { try? icuGraphemes!.finish() } else { nil }
    }
    var lineChecks = lines?.checks
    lineChecks?.linesOver = linesOver
    let counts = difference.counts
    return LengthsReport(
      schemaVersion: ReportSchema.version,
      engines: .current,
      counts: counts,
      lengths: LengthTable(counts: counts, icuGraphemes: icuCount).rows,
      swiftJavaDifference: difference.difference(base: "swift.count", other: "java.length"),
      check: check?.check,
      lineChecks: lineChecks,
      invalidUTF8Count: invalid.count,
      invalidUTF8: invalid.listed)
  }

  /// Takes one window of whole clusters where no line is checked (the one-walk path of
  /// ``LengthRegions``, which runs only without a limit).
  mutating func take(_ window: String) {
    take(window) { _ in assertionFailure("a line checked on the one-walk path") }
  }

  /// Takes one window of whole clusters, handing the lines over the limit that end in it to
  /// `eachLineOver`.
  mutating func take(_ window: String, eachLineOver: (LineOverLimit) -> Void) {
    guard !window.isEmpty else { return }
    let start = difference.counts
    let counts = difference.append(window)
    check?.append(window, counts: counts, startingAt: start)
    lines?.append(window, eachLineOver: eachLineOver)
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
