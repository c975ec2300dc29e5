import ArgumentParser
import UStrCore

// UStrCore's closed sets, read from the command line by their raw values.

/// `--unit graphemes|scalars|utf16|utf8` (`ustr lengths`).
extension LengthLimitUnit: ExpressibleByArgument {}

/// `--order java|scalars|swift` (`ustr sort`).
extension StringOrder: ExpressibleByArgument {}

/// `--lang swift|java|js|json|python|rust|c|csharp|html|url` (`ustr escape`).
extension LiteralLanguage: ExpressibleByArgument {}

/// `--from utf8|utf16|scalar|grapheme` (`ustr offset`), `--unit ...` (`ustr slice`).
extension TextView: ExpressibleByArgument {}

/// `--round refuse|outward|inward` (`ustr slice`).
extension SliceRounding: ExpressibleByArgument {}
