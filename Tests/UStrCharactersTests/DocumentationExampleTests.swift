import Testing
import UStrCharacters
import UStrCore

/// The example of the UStrCharacters documentation catalog, run.
@Suite("UStrCharacters documentation example")
struct DocumentationExampleTests {
  @Test("The overview's properties of U+05D0")
  func overviewProperties() {
    let properties = ReferenceDatabase.properties(of: 0x05D0)
    #expect(properties.script.code == "Hebr")
    #expect(properties.bidiClass.rawValue == "R")
    #expect(properties.eastAsianWidth == .neutral)
    #expect(properties.age == UnicodeVersion(major: 1, minor: 1))
  }
}
