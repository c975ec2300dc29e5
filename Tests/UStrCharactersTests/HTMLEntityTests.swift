import Foundation
import Testing
import UStrCharacters
import UStrTestSupport

/// The HTML named character references against Python's `html.entities.html5` (the WHATWG
/// list), which the table was generated from: every name of one code point, both ways.
@Suite("HTML entities")
struct HTMLEntityTests {
  static let python = try? Peer.find("python3").get()

  @Test(.enabled(if: python != nil, "python3 not found"))
  func everyNameOfOneCodePointIsListedForItsCodePoint() throws {
    let script = """
      import html.entities
      for name, value in sorted(html.entities.html5.items()):
          if name.endswith(';') and len(value) == 1:
              print(ord(value), name)
      """
    let output = try #require(Self.python).run(["-c", script])
    #expect(output.exitCode == 0, "\(output.stderrText)")
    var expected: [UInt32: Set<String>] = [:]
    for line in output.stdoutText.split(separator: "\n") {
      let fields = line.split(separator: " ")
      expected[UInt32(fields[0])!, default: []].insert(String(fields[1]))
    }
    #expect(expected.count > 1_400)
    for (value, names) in expected {
      let ours = HTMLEntities.names(of: Unicode.Scalar(value)!)
      #expect(Set(ours) == names && ours.count == names.count, "U+\(String(value, radix: 16))")
    }
    // And nothing else: a code point without a name in Python has none here.
    for value in UInt32(0)...0x1FFFF where expected[value] == nil {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(HTMLEntities.names(of: scalar).isEmpty, "U+\(String(value, radix: 16))")
    }
  }

  @Test func thePreferredNameComesFirst() {
    #expect(HTMLEntities.names(of: "é") == ["eacute;"])
    #expect(HTMLEntities.names(of: "&").first == "amp;")
    #expect(HTMLEntities.names(of: "\u{A0}").first == "nbsp;")
    #expect(HTMLEntities.names(of: "\u{2192}").first == "rarr;")
    #expect(HTMLEntities.names(of: "\u{561}") == [])
  }
}
