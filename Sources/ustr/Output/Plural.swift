/// `word` for one, `word` + "s" for any other count: "1 scalar", "3 scalars".
func plural(_ count: Int, _ word: String) -> String { count == 1 ? word : word + "s" }
