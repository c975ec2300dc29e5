import Testing

@testable import ustr

@Suite("Bounded memo")
struct BoundedMemoTests {
  @Test func aHeldValueIsMadeOnceAndTheMemoStartsOverWhenFull() {
    var memo = BoundedMemo<Int, String>(limit: 3)
    var made: [Int] = []
    func value(_ key: Int) -> String {
      memo.value(for: key) {
        made.append(key)
        return "v\(key)"
      }
    }
    #expect([1, 2, 1, 3, 2].map(value) == ["v1", "v2", "v1", "v3", "v2"])
    #expect(made == [1, 2, 3])
    // Full with 1, 2, 3: a fourth key starts it over, so 1 is made again.
    #expect(value(4) == "v4" && value(1) == "v1")
    #expect(made == [1, 2, 3, 4, 1])
  }
}
