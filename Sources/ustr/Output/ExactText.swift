/// A text as a dictionary key, equal to another only byte for byte. `String`'s own `==` and
/// hash go by canonical equivalence ("é" as U+00E9 equals "é" as U+0065 U+0301), which would
/// hand one cell's cut or escapes to another, and normalize every non-ASCII key to hash it.
///
///     ExactText("\u{E9}") == ExactText("e\u{301}")  // false
///
/// - Complexity: O(n) in the text's UTF-8 bytes to hash or compare.
struct ExactText: Hashable {
  var text: String

  init(_ text: String) {
    self.text = text
  }

  static func == (first: ExactText, second: ExactText) -> Bool {
    let (firstBytes, secondBytes) = (first.text.utf8, second.text.utf8)
    guard firstBytes.count == secondBytes.count else { return false }
    let isEqual = firstBytes.withContiguousStorageIfAvailable { firstBuffer in
      secondBytes.withContiguousStorageIfAvailable { firstBuffer.elementsEqual($0) }
    }
    return (isEqual ?? nil) ?? firstBytes.elementsEqual(secondBytes)
  }

  func hash(into hasher: inout Hasher) {
    let isHashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    if isHashed == nil {
      for byte in text.utf8 { hasher.combine(byte) }
    }
  }
}
