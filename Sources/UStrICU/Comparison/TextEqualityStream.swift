public import UStrCore

/// ``TextEquality`` of two texts that arrive in chunks, in memory that does not grow with them,
/// and the order of Swift's `<`.
///
///     var stream = try TextEqualityStream()
///     try stream.append(a: "Pok\u{E9}", b: "Poke")
///     try stream.append(a: "mon", b: "\u{301}mon")
///     try stream.finish(.a)
///     try stream.finish(.b)
///     stream.equality(bytesEqual: false).canonical   // true
///     stream.swiftOrder                              // .equal
///
/// Each level compares the two texts' forms as they arrive (`NormalizedStreamComparison`)
/// and stops at its first difference: Swift's `==` and `<` by the standard library's NFC, the
/// canonical level by ICU's NFD, the compatibility level by ICU's NFKD, the case-folded level by
/// ICU's NFKC_Casefold. Once every level is decided, only the scalars the engines see
/// differently are still looked for (for ``EngineDisagreement``).
///
/// The answers are those of ``TextEquality/init(_:_:)`` on the whole texts, and `swiftOrder`
/// is the standard library's `<` and `==` (lexicographic by NFC scalars), except for the
/// standard library's own quirks in `<` (see `Swift/String/withCombiningRunsInCanonicalOrder()`).
///
/// Memory: the UTF-16 that some level has not normalized yet (the text since a boundary: one
/// long run of marks may be all of it) is held once per text for all four levels, and once for
/// both while the second text is the first one unit for unit (a file compared with a copy).
///
/// - Complexity: O(n + m) over both texts; a common stretch costs a comparison, not a
///   normalization, while the levels still agree.
public struct TextEqualityStream {
  var filter: EngineScalarFilter
  var collectors = [EngineScalarCollector(), EngineScalarCollector()]
  /// Swift (standard library NFC), canonical (NFD), compatibility (NFKD), case-folded.
  var levels: [NormalizedStreamComparison]
  /// Per side: the UTF-16 that a level still has to normalize, held once for all of them.
  var pending = [PendingUTF16(), PendingUTF16()]
  /// While B's UTF-16 is A's unit for unit (a file compared with itself, or a copy), where B's
  /// text ends: B's text is read from A's buffer and `pending[1]` holds none of it. `nil` once
  /// B sends a unit that A's text does not have at the same offset (then B's own copy is made).
  var mirroredUTF16End: Int? = 0
  var ended = [false, false]

  /// A stream with nothing compared.
  ///
  /// - Throws: `ICUError` when ICU cannot load its normalization data.
  public init() throws(ICUError) {
    filter = try EngineScalarFilter()
    levels = [
      try NormalizedStreamComparison(.nfc, mapping: .standardLibraryNFC),
      try NormalizedStreamComparison(.nfd), try NormalizedStreamComparison(.nfkd),
      try NormalizedStreamComparison(.nfkcCasefold),
    ]
  }

  /// Whether every level is decided.
  public var isDecided: Bool { levels.allSatisfy { $0.outcome != nil } }

  /// Whether Swift's `==` and ICU's canonical equivalence may still disagree: until both are
  /// decided, the scalars the engines see differently are collected (for
  /// ``EngineDisagreement``); once both are decided alike, they no longer matter.
  var mayDisagree: Bool {
    guard let swift = levels[0].outcome, let canonical = levels[1].outcome else { return true }
    return (swift == .equal) != (canonical == .equal)
  }

  /// Whether `side` must send more before a level can compare further (the other side is
  /// ahead in it).
  public func needsInput(_ side: PairSide) -> Bool {
    levels.contains { $0.needsInput(side) }
  }

  /// Takes the next text of either side or both: whole scalars, any length.
  ///
  /// - Throws: `ICUError` when ICU fails.
  /// - Complexity: O(n) in the texts.
  public mutating func append(a: String?, b: String?) throws(ICUError) {
    let texts = [a, b]
    for side in PairSide.allCases where mayDisagree {
      if let text = texts[side.rawValue] { collectors[side.rawValue].scan(text, filter: &filter) }
    }
    guard !isDecided else { return }
    if let a, !a.isEmpty { pending[0].append(UTF16Transcoding.units(of: a)) }
    if let b, !b.isEmpty { appendB(UTF16Transcoding.units(of: b)) }
    let arrived = texts.map { $0 != nil }
    let mayDiffer = collectors.map { !$0.values.isEmpty }
    do {
      // Released before A's buffer is changed again (B's text may share its storage).
      let views = pendingTexts()
      for index in levels.indices where levels[index].outcome == nil {
        try levels[index].append(views, arrived: arrived, mayDiffer: mayDiffer, filter: &filter)
      }
    }
    dropNormalizedText()
  }

  /// Appends B's next units: nothing while they are A's units at the same offsets, else to
  /// B's own buffer (which, the first time, gets a copy of the text the levels still need).
  mutating func appendB(_ units: [UInt16]) {
    if let end = mirroredUTF16End {
      if pending[0].hasUnits(units, at: end) {
        mirroredUTF16End = end + units.count
        return
      }
      let start = levels.lazy.filter { $0.outcome == nil }.map { $0.start[1] }.min() ?? end
      pending[1] = pending[0].copy(from: start, to: end)
      mirroredUTF16End = nil
    }
    pending[1].append(units)
  }

  /// Both texts' UTF-16 as the levels read it (B's is a prefix of A's while it mirrors it).
  func pendingTexts() -> [PendingUTF16] {
    [pending[0], mirroredUTF16End.map { pending[0].prefix(upTo: $0) } ?? pending[1]]
  }

  /// Ends `side`.
  ///
  /// - Throws: `ICUError` when ICU fails.
  public mutating func finish(_ side: PairSide) throws(ICUError) {
    ended[side.rawValue] = true
    let mayDiffer = collectors.map { !$0.values.isEmpty }
    do {
      let views = pendingTexts()
      for index in levels.indices {
        try levels[index].finish(side, views, mayDiffer: mayDiffer, filter: &filter)
      }
    }
    dropNormalizedText()
  }

  /// Lets go of the UTF-16 that every undecided level has normalized (all of it once every
  /// level is decided).
  mutating func dropNormalizedText() {
    let live = levels.filter { $0.outcome == nil }
    guard let startA = live.map({ $0.start[0] }).min(), let startB = live.map({ $0.start[1] }).min() else {
      pending[0].removeAll()
      pending[1].removeAll()
      mirroredUTF16End = nil
      return
    }
    if mirroredUTF16End != nil {
      pending[0].drop(before: min(startA, startB))
    } else {
      pending[0].drop(before: startA)
      pending[1].drop(before: startB)
    }
  }

  /// The answers, once both sides have ended; `bytesEqual` says whether the texts have the same
  /// UTF-8 (`UTF8StreamComparison`).
  public func equality(bytesEqual: Bool) -> TextEquality {
    let swift = bytesEqual || levels[0].outcome == .equal
    let canonical = bytesEqual || levels[1].outcome == .equal
    var values = collectors[0].values
    values += collectors[1].values.filter { !collectors[0].seen.contains($0) }
    return TextEquality(
      utf8: bytesEqual, scalar: bytesEqual, swift: swift, canonical: canonical,
      compatibility: bytesEqual || levels[2].outcome == .equal,
      casefold: bytesEqual || levels[3].outcome == .equal,
      engineDisagreement: swift == canonical
        ? nil
        : EngineDisagreement(swiftEqual: swift, icuEqual: canonical, values: values, nfd: filter.nfd))
  }

  /// Swift's `<` and `==` for the two texts, once both have ended.
  public var swiftOrder: StringComparison { levels[0].outcome ?? .equal }
}

extension TextEquality {
  /// The answers at each level, as found.
  init(
    utf8: Bool, scalar: Bool, swift: Bool, canonical: Bool, compatibility: Bool,
    casefold: Bool, engineDisagreement: EngineDisagreement?
  ) {
    self.utf8 = utf8
    self.scalar = scalar
    self.swift = swift
    self.canonical = canonical
    self.compatibility = compatibility
    self.casefold = casefold
    self.engineDisagreement = engineDisagreement
  }
}
