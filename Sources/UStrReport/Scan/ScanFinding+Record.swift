import UStrCore
import UStrICU

extension ScanFinding {
  /// The finding as bytes that ``init(record:)`` reads back whole, excerpt included: for a scan
  /// that keeps findings out of memory (in a temporary file) until their file's turn to be
  /// written comes.
  ///
  ///     let finding = ScanFinding(
  ///       path: "x.swift", line: 3, column: LineColumns(utf8: 2, utf16: 2, scalar: 2, grapheme: 2),
  ///       utf8Offset: 41, rule: .bidiControl, severity: .error, codePoints: ["\u{202E}"],
  ///       message: "bidi control U+202E")
  ///     ScanFinding(record: finding.record) == finding   // true
  ///
  /// Integers are LEB128 varints, strings their UTF-8 after its length, enums their raw value;
  /// the layout is private to one run (never stored beyond it).
  ///
  /// - Complexity: O(n) in the finding's text (message, excerpt, code points).
  package var record: [UInt8] {
    var writer = FindingRecordWriter()
    writer.string(path)
    writer.integer(lineNumber)
    for value in [columnNumber.utf8, columnNumber.utf16, columnNumber.scalar, columnNumber.grapheme] { writer.optional(value) }
    writer.optional(utf8Offset)
    writer.string(rule.rawValue)
    writer.string(severity.rawValue)
    writer.integer(codePoints.count)
    for scalar in codePoints { writer.integer(Int(scalar.value)) }
    writer.string(message)
    writer.optional(decoded)
    writer.optional(displayed)
    writer.flag(invalidUTF8 != nil)
    if let invalidUTF8 {
      writer.integer(invalidUTF8.utf8Offset)
      writer.integer(invalidUTF8.repairedUTF8Offset)
      writer.byteArray(invalidUTF8.bytes)
      writer.string(invalidUTF8.kind.rawValue)
      writer.integer(invalidUTF8.replacementCount)
    }
    writer.flag(mojibake != nil)
    if let mojibake {
      writer.string(mojibake.repaired)
      writer.integer(mojibake.steps.count)
      for step in mojibake.steps {
        writer.string(step.action.rawValue)
        writer.string(step.encoding)
      }
    }
    writer.optional(encoding)
    writer.optional(inputOffset)
    writer.flag(invalidInput != nil)
    if let invalidInput {
      writer.integer(invalidInput.inputOffset)
      writer.integer(invalidInput.repairedUTF8Offset)
      writer.byteArray(invalidInput.bytes)
      writer.string(invalidInput.kind.rawValue)
    }
    writer.flag(excerpt != nil)
    if let excerpt {
      writer.string(excerpt.text)
      writer.integer(excerpt.scalarOffset)
      writer.integer(excerpt.scalarCount)
      writer.flag(excerpt.isCutAtStart)
      writer.flag(excerpt.isCutAtEnd)
    }
    return writer.bytes
  }

  /// Reads back a finding that ``record`` wrote; `nil` when `record` is not one (cut short, or
  /// a raw value no rule, severity or kind has).
  ///
  /// - Complexity: O(n) in the record's length.
  package init?(record: [UInt8]) {
    var reader = FindingRecordReader(record: record)
    guard let path = reader.string(), let line = reader.integer(),
      let utf8 = reader.optionalInteger(), let utf16 = reader.optionalInteger(),
      let scalar = reader.optionalInteger(), let grapheme = reader.optionalInteger(),
      let utf8Offset = reader.optionalInteger(),
      let rule = reader.string().flatMap(ScanRule.init(rawValue:)),
      let severity = reader.string().flatMap(ScanSeverity.init(rawValue:)),
      let codePointCount = reader.integer()
    else { return nil }
    var codePoints: [Unicode.Scalar] = []
    for _ in 0..<codePointCount {
      guard let value = reader.integer(), let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: value))
      else { return nil }
      codePoints.append(scalar)
    }
    guard let message = reader.string(), let decoded = reader.optionalString(),
      let displayed = reader.optionalString(), let hasInvalidUTF8 = reader.flag()
    else { return nil }
    self.init(
      path: path, lineNumber: line, columnNumber: LineColumns(utf8: utf8, utf16: utf16, scalar: scalar, grapheme: grapheme),
      utf8Offset: utf8Offset, rule: rule, severity: severity, codePoints: codePoints, message: message,
      decoded: decoded, displayed: displayed)
    if hasInvalidUTF8 {
      guard let offset = reader.integer(), let repaired = reader.integer(), let bytes = reader.byteArray(),
        let kind = reader.string().flatMap(InvalidUTF8Kind.init(rawValue:)), let replacements = reader.integer()
      else { return nil }
      invalidUTF8 = InvalidUTF8Sequence(
        utf8Offset: offset, repairedUTF8Offset: repaired, bytes: bytes, kind: kind,
        replacementCount: replacements)
    }
    guard let hasMojibake = reader.flag() else { return nil }
    if hasMojibake {
      guard let repaired = reader.string(), let stepCount = reader.integer() else { return nil }
      var steps: [MojibakeStep] = []
      for _ in 0..<stepCount {
        guard let action = reader.string().flatMap(MojibakeStep.Action.init(rawValue:)),
          let encoding = reader.string()
        else { return nil }
        steps.append(MojibakeStep(action: action, encoding: encoding))
      }
      mojibake = ScanMojibake(repaired: repaired, steps: steps)
    }
    guard let encoding = reader.optionalString(), let inputOffset = reader.optionalInteger(),
      let hasInvalidInput = reader.flag()
    else { return nil }
    self.encoding = encoding
    self.inputOffset = inputOffset
    if hasInvalidInput {
      guard let offset = reader.integer(), let repaired = reader.integer(), let bytes = reader.byteArray(),
        let kind = reader.string().flatMap(InvalidInputKind.init(rawValue:))
      else { return nil }
      invalidInput = InvalidInputSequence(
        inputOffset: offset, repairedUTF8Offset: repaired, bytes: bytes, kind: kind)
    }
    guard let hasExcerpt = reader.flag() else { return nil }
    if hasExcerpt {
      guard let text = reader.string(), let scalarOffset = reader.integer(),
        let scalarCount = reader.integer(), let isCutAtStart = reader.flag(),
        let isCutAtEnd = reader.flag()
      else { return nil }
      excerpt = ScanExcerpt(
        text: text, scalarOffset: scalarOffset, scalarCount: scalarCount,
        isCutAtStart: isCutAtStart, isCutAtEnd: isCutAtEnd)
    }
    guard reader.isAtEnd else { return nil }
  }
}
