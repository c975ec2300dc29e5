import UStrCore
import UStrICU

/// Mojibake found in a text handed over a stretch at a time (as commands stream it): the
/// changes (the first 100 kept, all counted), and the repaired text while the input is at most
/// 1 MiB.
///
///     var scan = MojibakeScan()
///     scan.append("PokÃ©mon")
///     scan.warning?.repaired   // "Pokémon"
public struct MojibakeScan: Sendable {
  /// The most changes kept.
  public static let changeLimit = 100
  /// The largest text whose repair the warning carries, in UTF-8 bytes: 1 MiB.
  public static let repairedLimit = 1 << 20

  public private(set) var changes: [MojibakeChange] = []
  public private(set) var changeCount = 0
  /// The repaired text so far, while within `repairedLimit`.
  var repaired: String? = ""
  var stream = MojibakeStream()

  public init() {}

  /// Scans the next stretch of text.
  ///
  /// - Complexity: O(n) in the stretch.
  public mutating func append(_ text: String) {
    take(stream.append(text))
  }

  /// Scans what the last stretch held back; call once, at the end, before ``warning``.
  public mutating func finish() {
    take(stream.finish())
  }

  mutating func take(_ part: (text: String, changes: [MojibakeChange])) {
    changeCount += part.changes.count
    changes += part.changes.prefix(Self.changeLimit - changes.count)
    if repaired != nil {
      repaired! += part.text
      if repaired!.utf8.count > Self.repairedLimit { repaired = nil }
    }
  }

  /// The mojibake warning, or `nil` when there is none: its message names the first change by
  /// code points ("U+00C3 U+00A9 reads as U+00E9"), `steps` those of the first change.
  public var warning: Warning? {
    guard let first = changes.first else { return nil }
    let steps = first.steps
    let how = stride(from: 0, to: steps.count, by: 2).map { "UTF-8 read as \(steps[$0].encoding)" }
    let codePoints = { (text: String) in
      text.unicodeScalars.prefix(8).map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
        .joined(separator: " ") + (text.unicodeScalars.count > 8 ? " …" : "")
    }
    let message =
      "the text looks like mojibake (\(how.joined(separator: ", then "))): \(changeCount) stretch(es); "
      + "the first, \(codePoints(first.original)), was \(codePoints(first.repaired)) (see repaired)"
    return Warning(
      id: .mojibake, message: message,
      // The first 100 offsets, taken lazily: one change can span a million scalars.
      scalarOffsets: Array(changes.lazy.flatMap(\.scalarRange).prefix(100)), kind: .mojibake,
      repaired: repaired, steps: steps)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
