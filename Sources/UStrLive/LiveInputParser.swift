import UStrCore

/// Turns the bytes a terminal sends into ``LiveEvent``s: typed text, keys (arrows, Home, End,
/// Backspace, Tab, Enter, Ctrl-N, Ctrl-D, F1, `?`, a lone Esc) and bracketed pastes.
///
/// Bytes arrive in chunks that can end anywhere, inside a scalar or an escape sequence: the
/// parser keeps the unfinished part for the next ``feed(_:)``. A lone ESC cannot be told from
/// the start of a sequence until the terminal has been quiet for a moment: the reader waits
/// briefly when ``isWaiting`` and then calls ``flush()``, which makes it the Esc key.
///
///     var parser = LiveInputParser()
///     parser.feed(Array("é\u{1B}[D".utf8))  // [.text("é"), .key(.left)]
///     parser.feed([0x1B])                    // [] (waiting)
///     parser.flush()                         // [.key(.escape)]
///
/// Inside a bracketed paste (ESC [200~ ... ESC [201~) every byte is text, controls included.
/// Bytes that are not UTF-8, typed or pasted, become U+FFFD as a decoder repairs them, and an
/// ``LiveEvent/invalidUTF8(_:)`` event after the text reports each sequence.
///
/// - Complexity: O(n) in the bytes fed.
public struct LiveInputParser: Sendable {
  /// Bytes of an unfinished scalar, escape sequence or paste end marker.
  private var pending: [UInt8] = []
  /// The bytes of the paste under way, `nil` outside a paste.
  private var pasted: [UInt8]?

  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [201~

  /// A parser that has seen nothing.
  public init() {}

  /// Whether bytes are held that only a pause can complete (a lone Esc, half a sequence).
  public var isWaiting: Bool { !pending.isEmpty && pasted == nil }

  /// The events that `bytes`, following what was fed before, complete.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [LiveEvent] {
    var input = pending
    input.append(contentsOf: bytes)
    pending = []
    var events: [LiveEvent] = []
    var index = 0
    while index < input.count {
      if pasted != nil {
        index = consumePaste(input, from: index, into: &events)
        continue
      }
      guard let next = parseOne(input, at: index, into: &events) else {
        pending = Array(input[index...])
        break
      }
      index = next
    }
    return events
  }

  /// The events of what is held after a pause: a lone ESC is the Esc key; half a sequence is
  /// dropped; a partial scalar becomes U+FFFD. Nothing during a paste.
  public mutating func flush() -> [LiveEvent] {
    guard pasted == nil, let first = pending.first else { return [] }
    defer { pending = [] }
    if first == 0x1B { return [.key(.escape)] }
    return Self.textEvents(pending[...], pasted: false)
  }

  /// `.text` or `.paste` of `bytes` decoded, and `.invalidUTF8` after it when they were not all
  /// UTF-8.
  private static func textEvents(_ bytes: ArraySlice<UInt8>, pasted: Bool) -> [LiveEvent] {
    let decoded = UTF8Decoding(bytes: bytes)
    var events: [LiveEvent] = [pasted ? .paste(decoded.text) : .text(decoded.text)]
    if !decoded.isValid {
      events.append(
        .invalidUTF8(
          LiveInvalidInput(
            sequences: decoded.invalid, repairedUTF8Count: decoded.text.utf8.count, wasPasted: pasted)))
    }
    return events
  }

  /// Parses the event at `index`; returns the index after it, or `nil` when the input ends
  /// before the event does.
  private mutating func parseOne(_ input: [UInt8], at index: Int, into events: inout [LiveEvent]) -> Int? {
    let byte = input[index]
    switch byte {
    case 0x1B: return parseEscape(input, at: index, into: &events)
    case 0x7F, 0x08: events.append(.key(.backspace))
    case 0x09: events.append(.key(.tab))
    case 0x0D, 0x0A: events.append(.key(.enter))
    case 0x0E: events.append(.key(.controlN))
    case 0x04: events.append(.key(.controlD))
    case 0x3F: events.append(.key(.questionMark))
    case 0x00..<0x20: break  // other controls do nothing
    default: return parseText(input, at: index, into: &events)
    }
    return index + 1
  }

  /// A run of typed text up to the next control or `?`, whole scalars only.
  private func parseText(_ input: [UInt8], at index: Int, into events: inout [LiveEvent]) -> Int? {
    var end = index
    while end < input.count, input[end] >= 0x20, input[end] != 0x7F, input[end] != 0x3F { end += 1 }
    // Hold back a scalar the chunk cut: a lead byte whose sequence runs past the end.
    var complete = end
    if end == input.count {
      var start = end - 1
      while start > index, input[start] & 0xC0 == 0x80, end - start < 4 { start -= 1 }
      let lead = input[start]
      let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
      if lead >= 0xC0, start + width > end { complete = start }
    }
    guard complete > index else { return nil }
    events += Self.textEvents(input[index..<complete], pasted: false)
    return complete
  }

  /// An escape sequence (CSI or SS3) or a lone Esc.
  private mutating func parseEscape(_ input: [UInt8], at index: Int, into events: inout [LiveEvent]) -> Int? {
    guard index + 1 < input.count else { return nil }
    switch input[index + 1] {
    case 0x5B:  // CSI: ESC [ parameters final
      var end = index + 2
      while end < input.count, (0x20...0x3F).contains(input[end]) { end += 1 }
      guard end < input.count else { return nil }
      let parameters = String(decoding: input[(index + 2)..<end], as: UTF8.self)
      if let event = Self.csiEvent(parameters: parameters, final: input[end]) {
        if event == .paste("") {
          pasted = []
        } else {
          events.append(event)
        }
      }
      return end + 1
    case 0x4F:  // SS3: ESC O final
      guard index + 2 < input.count else { return nil }
      let keys: [UInt8: LiveKey] = [0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end, 0x50: .f1]
      if let key = keys[input[index + 2]] { events.append(.key(key)) }
      return index + 3
    default:
      // ESC and then something else (Alt and a key): the Esc key, then that key.
      events.append(.key(.escape))
      return index + 1
    }
  }

  /// The key of `ESC [ parameters final`; `.paste("")` for the start of a paste.
  private static func csiEvent(parameters: String, final: UInt8) -> LiveEvent? {
    switch final {
    case 0x41: return .key(.up)
    case 0x42: return .key(.down)
    case 0x43: return .key(.right)
    case 0x44: return .key(.left)
    case 0x48: return .key(.home)
    case 0x46: return .key(.end)
    case 0x7E:
      switch parameters {
      case "1", "7": return .key(.home)
      case "4", "8": return .key(.end)
      case "11": return .key(.f1)
      case "200": return .paste("")
      default: return nil
      }
    default: return nil
    }
  }

  /// Takes paste bytes up to the end marker; returns the index after what it took.
  private mutating func consumePaste(_ input: [UInt8], from index: Int, into events: inout [LiveEvent]) -> Int {
    var cursor = index
    while cursor < input.count {
      if input[cursor] == 0x1B {
        let available = min(Self.pasteEnd.count, input.count - cursor)
        if Array(input[cursor..<(cursor + available)]) == Array(Self.pasteEnd.prefix(available)) {
          guard available == Self.pasteEnd.count else {
            // Perhaps the end marker, cut by the chunk: decide with the next bytes.
            pending = Array(input[cursor...])
            return input.count
          }
          events += Self.textEvents((pasted ?? [])[...], pasted: true)
          pasted = nil
          return cursor + Self.pasteEnd.count
        }
      }
      pasted!.append(input[cursor])
      cursor += 1
    }
    return cursor
  }
}
