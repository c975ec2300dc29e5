public import UStrCore

/// The range properties of one code point in the reference engine (``ReferenceDatabase``), each
/// spelled as the Unicode Character Database spells it at ``ReferenceDatabase/unicodeVersion``.
///
///     let é = ReferenceDatabase.properties(of: 0xE9)
///     é.script.code        // "Latn"
///     é.block?.name        // "Latin-1 Supplement"
///     é.bidiClass          // BidiClass "L"
///     é.eastAsianWidth     // .ambiguous ("A")
///     é.age                // 1.1
///
/// Values of closed sets are enums (`EastAsianWidth`); values of sets that grow with Unicode
/// are the tables' names, typed per property (``Script``, ``Block``, `BidiClass`); the age is a
/// string ("1.1").
public struct CharacterProperties: Hashable, Sendable {
  /// The code point these properties describe.
  public let codePoint: UInt32
  let packed: UInt32

  init(codePoint: UInt32, packed: UInt32) {
    self.codePoint = codePoint
    self.packed = packed
  }

  /// The Script property (Scripts.txt); `Zzzz` (Unknown) for unassigned code points.
  public var script: Script { Script(index: Int(packed >> 22 & 0xFF)) }

  /// The Script_Extensions property (ScriptExtensions.txt): the script itself when not listed.
  ///
  /// - Complexity: O(log r) for r ranges (about 300).
  public var scriptExtensions: [Script] {
    let index = lastEntryIndex(in: scriptExtensionRanges, atMost: codePoint, shift: 10)
    let set = Int(scriptExtensionRanges[index] & 0x3FF)
    if set == 0 { return [script] }
    return scriptExtensionSets[set].map { Script(index: Int($0)) }
  }

  /// The block (Blocks.txt), or `nil` for No_Block.
  public var block: Block? {
    let index = Int(packed >> 13 & 0x1FF)
    return index == 0 ? nil : Block(index: index)
  }

  /// The Bidi_Class ("L", "AL", "NSM"), with DerivedBidiClass's defaults for unassigned code
  /// points.
  public var bidiClass: BidiClass { BidiClass(rawValue: bidiClassCodes[Int(packed >> 8 & 0x1F)]) }

  /// The East_Asian_Width (UAX #11): `.ambiguous` ("A"), `.wide` ("W"), ...
  public var eastAsianWidth: EastAsianWidth { eastAsianWidths[Int(packed >> 5 & 0x7)] }

  /// The Age: the version that added the code point (1.1, 17.0), or `nil` when it is
  /// unassigned at the tables' version.
  ///
  /// - Complexity: O(1): the tables' ages are read as versions once.
  public var age: UnicodeVersion? { ageVersions[Int(packed & 0x1F)] }
}

/// Each age the tables name, by its code, read as the version it names; `nil` for "NA".
let ageVersions: [UnicodeVersion?] = ageNames.map { name in
  guard name != "NA" else { return nil }
  guard let version = UnicodeVersion(name) else {
    preconditionFailure("the generated tables name an age that is not a version: \"\(name)\"")
  }
  return version
}

/// The East_Asian_Width values in the order of the tables' codes.
private let eastAsianWidths = eastAsianWidthCodes.map { code in
  guard let width = EastAsianWidth(rawValue: code) else {
    preconditionFailure("the generated tables name an unknown East_Asian_Width \"\(code)\"")
  }
  return width
}
