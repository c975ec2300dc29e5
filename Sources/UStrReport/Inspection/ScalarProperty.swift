public import UStrCore

/// A character property that `ustr inspect --properties` adds to each scalar row: a column of
/// the table and a key of the scalar's JSON object (the raw value, the key `ustr char` uses).
///
///     ScalarProperty(argument: "eaw")     // .eastAsianWidth
///     ScalarProperty.eastAsianWidth.columnKey  // "eaw"
///     ScalarProperty.script.engine        // .reference (the tables of the newest UCD)
///
/// Every value is a table lookup (the reference tables, ICU's property tries or the standard
/// library's), so a row costs the same whatever the text.
public enum ScalarProperty: String, CaseIterable, Codable, Hashable, Sendable {
  case script
  case scriptExtensions
  case block
  case eastAsianWidth
  case bidiClass
  case bidiMirrored
  case age
  case width
  case canonicalCombiningClass
  case decompositionType
  case numericValue
  case emoji
  case graphemeClusterBreak
  case indicConjunctBreak
  case wordBreak
  case sentenceBreak
  case lineBreak
  case hangulSyllableType

  /// The engine whose answer the row shows (where another engine answers differently, the row's
  /// `disagreements` has both).
  public var engine: BreakEngine {
    switch self {
    case .script, .scriptExtensions, .block, .eastAsianWidth, .bidiClass, .age, .width,
      .graphemeClusterBreak, .indicConjunctBreak:
      .reference
    case .bidiMirrored, .decompositionType, .wordBreak, .sentenceBreak, .lineBreak, .hangulSyllableType:
      .icu
    case .canonicalCombiningClass, .numericValue, .emoji:
      .swift
    }
  }

  /// The short name: the column's title and `--columns` key, and the first name `--properties`
  /// takes ("eaw", "bidi", "lb"). The scalar's own width is "cells": "width" is the cluster's
  /// column.
  package var columnKey: String {
    switch self {
    case .script: "script"
    case .scriptExtensions: "scx"
    case .block: "block"
    case .eastAsianWidth: "eaw"
    case .bidiClass: "bidi"
    case .bidiMirrored: "mirrored"
    case .age: "age"
    case .width: "cells"
    case .canonicalCombiningClass: "ccc"
    case .decompositionType: "dt"
    case .numericValue: "nv"
    case .emoji: "emoji"
    case .graphemeClusterBreak: "gcb"
    case .indicConjunctBreak: "incb"
    case .wordBreak: "wb"
    case .sentenceBreak: "sb"
    case .lineBreak: "lb"
    case .hangulSyllableType: "hst"
    }
  }

  /// Every name `--properties` takes for the property, lower-cased: the short name, the JSON key
  /// and the UCD's short alias where it differs ("sc", "ea", "bc", "bidim").
  package var argumentNames: [String] {
    var names = [columnKey, rawValue.lowercased()]
    switch self {
    case .script: names.append("sc")
    case .block: names.append("blk")
    case .eastAsianWidth: names.append("ea")
    case .bidiClass: names.append("bc")
    case .bidiMirrored: names.append("bidim")
    case .width: names.append("width")
    case .numericValue: names.append("numeric")
    default: break
    }
    return names.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }

  /// The property `argument` names (any of ``argumentNames``, matched loosely as UAX #44 says:
  /// case, spaces, hyphens and underscores ignored, so "Bidi_Class" is "bidiclass"), or `nil`.
  package init?(argument: String) {
    let name = String(argument.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" && $0 != " " })
    guard let property = Self.allCases.first(where: { $0.argumentNames.contains(name) }) else { return nil }
    self = property
  }

  /// The properties of a `--properties` value: names split at commas (spaces ignored), `all`
  /// for every property, each property once in the order first named.
  ///
  ///     try ScalarProperty.list("script, eaw,age")  // [.script, .eastAsianWidth, .age]
  ///     try ScalarProperty.list("all").count        // 18
  ///     try ScalarProperty.list("scrpt")            // throws: did you mean 'script'?
  ///
  /// - Throws: ``UnknownName`` for a name that is none of the properties' (or an empty one).
  package static func list(_ value: String) throws(UnknownName) -> [ScalarProperty] {
    var result: [ScalarProperty] = []
    let names = value.split(separator: ",", omittingEmptySubsequences: false)
      .map { String($0.filter { $0 != " " }) }
    for name in names {
      if name.lowercased() == "all" {
        for property in allCases where !result.contains(property) { result.append(property) }
      } else if let property = ScalarProperty(argument: name) {
        if !result.contains(property) { result.append(property) }
      } else {
        throw UnknownName(name: name)
      }
    }
    return result
  }

  /// A name `--properties` does not know.
  package struct UnknownName: Error, Hashable, Sendable {
    /// The name as given ("" for an empty one between commas).
    package var name: String
  }

  /// The names a usage message lists: each property's short name, then "all".
  package static var listedNames: [String] { allCases.map(\.columnKey) + ["all"] }

  /// Every name a suggestion is chosen from: all of each property's names and "all".
  package static var allArgumentNames: [String] { allCases.flatMap(\.argumentNames) + ["all"] }
}

/// Which engine, at which Unicode version, answers one property of `inspect --properties`: an
/// entry of the header's `properties`.
public struct PropertySource: Codable, Hashable, Sendable {
  /// The property's JSON key: "script", "eastAsianWidth".
  public var property: ScalarProperty
  /// "reference", "icu" or "swift".
  public var engine: BreakEngine
  /// The engine's Unicode version: 17.0 (the reference tables), 15.0 (ICU 72.1).
  public var unicodeVersion: UnicodeVersion

  /// The source of `property` among `engines`.
  public init(_ property: ScalarProperty, engines: CharacterEngines) {
    self.property = property
    engine = property.engine
    unicodeVersion = engines.unicodeVersion(of: property.engine)
  }
}
