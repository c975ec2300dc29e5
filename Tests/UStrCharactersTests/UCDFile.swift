import Foundation
import UStrCharacters
import UStrTestSupport

/// An independent reader of the UCD files the reference tables were generated from: each
/// property as a full array over 0...0x10FFFF, built from the files' ranges and @missing
/// defaults, so the tests compare the generated tables with the data, not with the generator.
enum UCDFile {
  static let codePointCount = 0x11_0000

  /// The folder of the UCD version the tables report, or the places searched.
  static var folder: Result<URL, MissingData> {
    SharedData.unicodeFile("ucd", version: ReferenceDatabase.unicodeVersion.description)
  }

  static func url(_ name: String) throws -> URL { try folder.get().appendingPathComponent(name) }

  /// (first, last, fields) of each data line.
  static func ranges(_ name: String) throws -> [(ClosedRange<Int>, [String])] {
    try SharedData.dataLines(of: url(name)).map { line in
      let fields = line.split(separator: ";", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let bounds = fields[0].components(separatedBy: "..").map { Int($0, radix: 16)! }
      return (bounds[0]...(bounds.count > 1 ? bounds[1] : bounds[0]), Array(fields.dropFirst()))
    }
  }

  /// A property over every code point: `missing` where the file lists nothing.
  static func column(_ name: String, missing: String, field: Int = 0) throws -> [String] {
    var values = [String](repeating: missing, count: codePointCount)
    for (range, fields) in try ranges(name) {
      for codePoint in range { values[codePoint] = fields[field] }
    }
    return values
  }

  /// PropertyValueAliases.txt: long name to short name of property `property` ("sc").
  static func shortNames(_ property: String) throws -> [String: String] {
    var result: [String: String] = [:]
    for line in try SharedData.dataLines(of: url("PropertyValueAliases.txt")) {
      let fields = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      if fields[0] == property { result[fields[2]] = fields[1] }
    }
    return result
  }
}
