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
/// - Complexity: O(n + m) over both texts; a common stretch costs a comparison, not a
///   normalization, while the levels still agree.
public struct TextEqualityStream {
  var filter: EngineScalarFilter
  var collectors = [EngineScalarCollector(), EngineScalarCollector()]
  /// Swift (standard library NFC), canonical (NFD), compatibility (NFKD), case-folded.
  var levels: [NormalizedStreamComparison]
  /// Per side: the UTF-16 that a level still has to normalize, held once for all of them.
  var pending = [PendingUTF16(), PendingUTF16()]
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
    for side in PairSide.allCases {
      if let text = texts[side.rawValue], !text.isEmpty {
        pending[side.rawValue].append(UTF16Transcoding.units(of: text))
      }
    }
    let arrived = texts.map { $0 != nil }
    let mayDiffer = collectors.map { !$0.values.isEmpty }
    for index in levels.indices where levels[index].outcome == nil {
      try levels[index].append(pending, arrived: arrived, mayDiffer: mayDiffer, filter: &filter)
    }
    dropNormalizedText()
  }

  /// Ends `side`.
  ///
  /// - Throws: `ICUError` when ICU fails.
  public mutating func finish(_ side: PairSide) throws(ICUError) {
    ended[side.rawValue] = true
    let mayDiffer = collectors.map { !$0.values.isEmpty }
    for index in levels.indices {
      try levels[index].finish(side, pending, mayDiffer: mayDiffer, filter: &filter)
    }
    dropNormalizedText()
  }

  /// Lets go of the UTF-16 that every undecided level has normalized (all of it once every
  /// level is decided).
  mutating func dropNormalizedText() {
    for side in 0..<2 {
      if let start = levels.lazy.filter({ $0.outcome == nil }).map({ $0.start[side] }).min() {
        pending[side].drop(before: start)
      } else {
        pending[side].removeAll()
      }
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
