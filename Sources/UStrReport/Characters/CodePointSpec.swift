import UStrCharacters

/// What `ustr print` lists: a range of code points, a block, a script, a category, an age, or
/// the scalars of UTF-8 bytes.
///
///     try CodePointSpec("U+2190..U+21FF")  // .range(0x2190...0x21FF)
///     try CodePointSpec("block:Arrows")    // .block(Arrows)
///     try CodePointSpec("utf8:e2,82,ac")   // .scalars([U+20AC])
package enum CodePointSpec: Hashable, Sendable {
  /// Code points first...last.
  case range(ClosedRange<UInt32>)
  /// The code points of a filter (block, script, category, age) over all of Unicode.
  case filter(CharacterFilter, range: ClosedRange<UInt32>)
  /// Scalars given by their encoding (listed even when unassigned).
  case scalars([Unicode.Scalar])

  /// A spec that names nothing.
  package struct Invalid: Error, CustomStringConvertible {
    package var description: String
  }

  /// Parses a spec.
  package init(_ text: String) throws(Invalid) {
    if let colon = text.firstIndex(of: ":") {
      let kind = text[..<colon].lowercased()
      let value = String(text[text.index(after: colon)...])
      do {
        switch kind {
        case "block":
          let filter = try CharacterFilter(block: value, script: nil, category: nil, age: nil)
          self = .filter(filter, range: Block(named: value)?.codePoints ?? 0...0x10FFFF)
        case "script":
          self = .filter(try CharacterFilter(block: nil, script: value, category: nil, age: nil), range: 0...0x10FFFF)
        case "category", "gc":
          self = .filter(try CharacterFilter(block: nil, script: nil, category: value, age: nil), range: 0...0x10FFFF)
        case "age":
          self = .filter(try CharacterFilter(block: nil, script: nil, category: nil, age: value), range: 0...0x10FFFF)
        case "utf8":
          let bytes = value.split(whereSeparator: { $0 == "," || $0 == " " }).map { UInt8($0, radix: 16) }
          guard !bytes.isEmpty, !bytes.contains(nil) else {
            throw Invalid(description: "utf8: takes hex bytes separated by commas (utf8:e2,82,ac)")
          }
          self = .scalars(Array(String(decoding: bytes.map { $0! }, as: UTF8.self).unicodeScalars))
        default:
          throw Invalid(description: "'\(kind):' is not a spec: use block:, script:, category:, age: or utf8:")
        }
      } catch let error as CharacterFilter.UnknownValue {
        throw Invalid(description: error.description)
      } catch let error as Invalid {
        throw error
      } catch {
        throw Invalid(description: "\(error)")
      }
      return
    }
    func codePoint(_ part: Substring) -> UInt32? {
      let digits = part.hasPrefix("U+") || part.hasPrefix("u+") ? part.dropFirst(2) : part
      guard (1...6).contains(digits.count), let value = UInt32(digits, radix: 16), value <= 0x10FFFF
      else { return nil }
      return value
    }
    let parts = text.split(separator: "..", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let first = codePoint(parts[0]),
      let last = codePoint(parts[parts.count - 1]), first <= last
    else {
      throw Invalid(
        description: "'\(text)' is not a spec: U+2190..U+21FF, 2190..21FF, block:NAME, script:NAME, category:Sm, age:17.0 or utf8:e2,82,ac")
    }
    self = .range(first...last)
  }

  /// Calls `body` with each code point of the spec, in order: assigned ones only unless
  /// `includingUnassigned` (scalars given by bytes always); surrogates never. `body` returns
  /// false to stop.
  ///
  /// - Complexity: O(n) for the n code points of the range, one table lookup each.
  package func forEach(
    includingUnassigned: Bool, _ body: (Unicode.Scalar) throws -> Bool
  ) rethrows {
    switch self {
    case .scalars(let scalars):
      for scalar in scalars where try !body(scalar) { return }
    case .range(let range):
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        if !includingUnassigned && ReferenceDatabase.properties(of: value).age == nil { continue }
        if try !body(scalar) { return }
      }
    case .filter(let filter, let range):
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        if !includingUnassigned && ReferenceDatabase.properties(of: value).age == nil { continue }
        guard filter.admits(scalar) else { continue }
        if try !body(scalar) { return }
      }
    }
  }
}
