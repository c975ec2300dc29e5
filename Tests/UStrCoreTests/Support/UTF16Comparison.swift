/// The sign of Java's `compareTo`, computed the slow way: UTF-16 arrays compared lexicographically.
func utf16ArrayComparison(_ a: String, _ b: String) -> Int {
  let x = Array(a.utf16)
  let y = Array(b.utf16)
  if x.lexicographicallyPrecedes(y) { return -1 }
  return x == y ? 0 : 1
}
