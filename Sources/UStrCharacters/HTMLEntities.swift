/// The HTML named character references (WHATWG HTML) that stand for one code point, as HTML
/// writes them: `&eacute;` for U+00E9, `&rarr;` (and four more) for U+2192.
///
///     HTMLEntities.names(of: "é")    // ["eacute;"]
///     HTMLEntities.names(of: "&")    // ["amp;", "AMP;"]
///     HTMLEntities.names(of: "ա")    // []: most characters have none
///
/// The table is generated from Python's `html.entities.html5` by Scripts/generate-ucd-tables.py.
public enum HTMLEntities {
  /// The names of `scalar`, each with its semicolon, the preferred first (lower case, then
  /// shortest); empty when it has none.
  ///
  /// - Complexity: O(log e) for e names (about 2 000).
  public static func names(of scalar: Unicode.Scalar) -> [String] {
    var low = htmlEntityCodePoints.lowerBound(of: scalar.value)
    var names: [String] = []
    while low < htmlEntityCodePoints.count, htmlEntityCodePoints[low] == scalar.value {
      names.append(htmlEntityNames[low])
      low += 1
    }
    return names
  }
}
