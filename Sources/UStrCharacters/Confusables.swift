/// The confusable mappings of UTS #39 (confusables.txt): each source code point and the
/// prototype sequence it maps to for the skeleton.
///
///     Confusables.prototype(of: "а")  // [U+0061] (Cyrillic а looks like Latin a)
///
/// The skeleton of a string is NFD(map(NFD(string))); the normalization is the caller's (this
/// module has no normalizer): see `ConfusableSkeleton` in UStrReport.
public enum Confusables {
  /// The sources in code point order, with the prototypes beside them.
  static let table: (sources: [UInt32], prototypes: [[Unicode.Scalar]]) = {
    var sources: [UInt32] = []
    var prototypes: [[Unicode.Scalar]] = []
    var pairs: [(UInt32, [Unicode.Scalar])] = []
    for line in confusableData.split(separator: "\n") {
      let fields = line.split(separator: ";")
      guard fields.count == 2, let source = HexFields.codePoint(fields[0]) else { continue }
      pairs.append((source, HexFields.scalars(fields[1])))
    }
    pairs.sort { $0.0 < $1.0 }
    sources.reserveCapacity(pairs.count)
    prototypes.reserveCapacity(pairs.count)
    for (source, prototype) in pairs {
      sources.append(source)
      prototypes.append(prototype)
    }
    return (sources, prototypes)
  }()

  /// The prototype `scalar` maps to, or `nil` when it maps to itself (is not listed).
  ///
  /// - Complexity: O(log m) for m mappings (about 6 600).
  public static func prototype(of scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
    let sources = table.sources
    var low = 0
    var high = sources.count
    while low < high {
      let middle = (low + high) / 2
      if sources[middle] < scalar.value { low = middle + 1 } else { high = middle }
    }
    return low < sources.count && sources[low] == scalar.value ? table.prototypes[low] : nil
  }

  /// Applies the mapping to every scalar of `text` (the middle step of the skeleton).
  ///
  /// - Complexity: O(n log m) for n scalars.
  public static func mapped(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if let prototype = prototype(of: scalar) {
        result.append(contentsOf: prototype)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// The sources that map to `prototype` (exactly that sequence), in code point order.
  ///
  /// - Complexity: O(m) for m mappings.
  public static func sources(mappingTo prototype: [Unicode.Scalar]) -> [Unicode.Scalar] {
    table.prototypes.indices.compactMap { i in
      table.prototypes[i] == prototype ? Unicode.Scalar(table.sources[i]) : nil
    }
  }
}
