/// The confusable mappings of UTS #39 (confusables.txt): each source code point and the
/// prototype sequence it maps to for the skeleton.
///
///     Confusables.prototype(of: "а")  // [U+0061] (Cyrillic а looks like Latin a)
///
/// The skeleton of a string is NFD(map(NFD(string))); the normalization is the caller's (this
/// module has no normalizer): see `ConfusableSkeleton` in UStrReport.
public enum Confusables {
  /// The prototype `scalar` maps to, or `nil` when it maps to itself (is not listed).
  ///
  /// - Complexity: O(log m) for m mappings (about 6 600).
  public static func prototype(of scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
    let low = confusableSources.lowerBound(of: scalar.value)
    guard low < confusableSources.count, confusableSources[low] == scalar.value else { return nil }
    return prototypeScalars(at: low).map { Unicode.Scalar($0)! }
  }

  /// The code points of the prototype of the `index`th source.
  static func prototypeScalars(at index: Int) -> ArraySlice<UInt32> {
    let start = index == 0 ? 0 : Int(confusablePrototypeEnds[index - 1])
    return confusablePrototypeScalars[start..<Int(confusablePrototypeEnds[index])]
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
  /// - Complexity: O(k) for k sources after the first call, which indexes the m mappings by
  ///   prototype once (O(m)): `char` asks for every card.
  public static func sources(mappingTo prototype: [Unicode.Scalar]) -> [Unicode.Scalar] {
    sourcesByPrototype[prototype.map(\.value)] ?? []
  }

  /// The sources of each prototype, in code point order (the order of `confusableSources`).
  static let sourcesByPrototype: [[UInt32]: [Unicode.Scalar]] = {
    var sources: [[UInt32]: [Unicode.Scalar]] = [:]
    for index in confusableSources.indices {
      sources[Array(prototypeScalars(at: index)), default: []].append(Unicode.Scalar(confusableSources[index])!)
    }
    return sources
  }()
}
