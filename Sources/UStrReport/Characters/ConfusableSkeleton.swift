import UStrCharacters
import UStrICU

/// The UTS #39 skeleton with the reference tables' confusables: NFD, the prototype of each
/// scalar, NFD again (ICU's normalizer does the NFD).
///
///     ConfusableSkeleton.of("\u{430}")  // "a"
package enum ConfusableSkeleton {
  /// The skeleton of `text`.
  ///
  /// - Complexity: O(n log m) for n scalars and m mappings.
  package static func of(_ text: String) -> String {
    guard let nfd = try? Normalizer(.nfd) else { return Confusables.mapped(text) }
    let decomposed = (try? nfd.normalize(text)) ?? text
    let mapped = Confusables.mapped(decomposed)
    return (try? nfd.normalize(mapped)) ?? mapped
  }
}
