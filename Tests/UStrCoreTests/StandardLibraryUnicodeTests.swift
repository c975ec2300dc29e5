import Foundation
import Testing
@testable import UStrCore
import UStrTestSupport

@Suite("Standard library Unicode version")
struct StandardLibraryUnicodeTests {
  @Test func isAtLeastUnicode15() {
    #expect(StandardLibraryUnicode.version >= UnicodeVersion(major: 15, minor: 0))
  }

  @Test func equalsTheNewestAgeOfAFullScan() {
    // The version is probed from a few scalars, and the internal scan skips most of planes 4 to
    // 13; a scan of every code point must agree with both.
    var newest = UnicodeVersion(major: 1, minor: 1)
    for value in UInt32(0)...0x10_FFFF {
      guard let age = Unicode.Scalar(value)?.properties.age else { continue }
      newest = max(newest, UnicodeVersion(major: age.major, minor: age.minor))
    }
    #expect(StandardLibraryUnicode.version == newest)
    #expect(StandardLibraryUnicode.scannedVersion() == newest)
  }

  @Test func eachProbeIsFirstAssignedInItsVersion() {
    // The probe stops at the first scalar the library does not know, so each must have exactly
    // its version's age; versions newer than the library's are unknown to it.
    let probes = StandardLibraryUnicode.versionProbes
    #expect(probes.map { UnicodeVersion(major: $0.major, minor: $0.minor) }.isSorted)
    for probe in probes {
      let version = UnicodeVersion(major: probe.major, minor: probe.minor)
      let age = Unicode.Scalar(probe.codePoint)?.properties.age
      if version <= StandardLibraryUnicode.version {
        #expect(age?.major == probe.major && age?.minor == probe.minor, "\(version)")
      } else {
        #expect(age == nil, "\(version)")
      }
    }
  }

  @Test func futureProbesAreNewerThanTheProbeTable() {
    let newest = StandardLibraryUnicode.versionProbes.last!
    for codePoint in StandardLibraryUnicode.futureProbes {
      let age = Unicode.Scalar(codePoint)?.properties.age
      let isNewer = age.map { ($0.major, $0.minor) > (newest.major, newest.minor) } ?? true
      #expect(isNewer, "U+\(String(codePoint, radix: 16, uppercase: true))")
    }
  }

  /// For each version of the Unicode data in `../shared/unicode`, the scalars its DerivedAge.txt
  /// says were assigned in it: the standard library knows them all exactly when its version is at
  /// least that one.
  @Test func agreesWithDerivedAgeOfEveryVersionInTheSharedData() throws {
    // Missing data fails the test with the places searched, never a silent pass.
    let root = try SharedData.unicodeDataRoot.get()
    let folders = try FileManager.default.contentsOfDirectory(atPath: root.path)
      .compactMap { name in UnicodeVersion(name).map { (name, $0) } }
    #expect(!folders.isEmpty, "no version folders in \(root.path)")
    for (name, version) in folders {
      let url = root.appendingPathComponent("\(name)/ucd/DerivedAge.txt")
      guard FileManager.default.fileExists(atPath: url.path) else { continue }
      let added = try scalarsAssigned(in: version, derivedAge: url)
      #expect(!added.isEmpty, "DerivedAge \(name) lists nothing for \(version)")
      let known = added.filter { scalar in
        scalar.properties.age.map { $0.major == version.major && $0.minor == version.minor }
          ?? false
      }
      if StandardLibraryUnicode.version >= version {
        #expect(known.count == added.count, "Unicode \(version): \(added.count - known.count) unknown")
      } else {
        #expect(known.isEmpty, "Unicode \(version) is newer than \(StandardLibraryUnicode.version)")
      }
    }
  }

  func scalarsAssigned(in version: UnicodeVersion, derivedAge url: URL) throws -> [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    for line in try SharedData.dataLines(of: url) {
      let fields = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard fields.count == 2, UnicodeVersion(fields[1]) == version else { continue }
      let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true)
        .compactMap { UInt32($0, radix: 16) }
      guard let first = bounds.first, let last = bounds.last else { continue }
      scalars += (first...last).compactMap(Unicode.Scalar.init)
    }
    return scalars
  }
}

extension Array where Element: Comparable {
  fileprivate var isSorted: Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}
