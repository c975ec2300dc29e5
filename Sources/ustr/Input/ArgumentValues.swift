import ArgumentParser
import UStrICU

// The library's closed sets, read from the command line by their raw values.

/// `--form nfc|nfd|nfkc|nfkd`.
extension NormalizationForm: ExpressibleByArgument {}

/// `--level bytes|scalars|swift|canonical|compatibility|casefold`.
extension EqualityLevel: ExpressibleByArgument {}
