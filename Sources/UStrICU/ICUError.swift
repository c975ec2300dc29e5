internal import CUStrICU

/// A failure reported by ICU: the operation that failed and ICU's status name.
///
///     ICUError(operation: "unorm2_normalize", code: 7, name: "U_MEMORY_ALLOCATION_ERROR")
///     // "ICU unorm2_normalize failed: U_MEMORY_ALLOCATION_ERROR (7)"
public struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The ICU C function that reported the failure.
  public var operation: String
  /// ICU's `UErrorCode` value.
  public var code: Int32
  /// ICU's name for the code, from `u_errorName`.
  public var name: String

  public var description: String { "ICU \(operation) failed: \(name) (\(code))" }
}

extension UErrorCode {
  /// Throws when this status is a failure; warnings pass.
  func check(_ operation: String) throws(ICUError) {
    guard ustr_icu_U_FAILURE(self) else { return }
    throw ICUError(
      operation: operation, code: Int32(rawValue), name: String(cString: ustr_icu_u_errorName(self)))
  }
}

/// Runs an ICU function that writes UTF-16 into a buffer, retrying once with the size ICU
/// reports when the first guess is too small (ICU's preflight protocol).
///
/// - Parameters:
///   - operation: The ICU function's name, for errors.
///   - capacity: The first guess, in UTF-16 code units.
///   - body: Calls ICU with a destination buffer and its capacity; returns the length ICU needs.
func withGrowingUTF16Buffer(
  _ operation: String, capacity: Int,
  _ body: (UnsafeMutablePointer<UInt16>, Int32, inout UErrorCode) -> Int32
) throws(ICUError) -> [UInt16] {
  var guess = max(capacity, 1)
  for attempt in 0..<2 {
    var status = U_ZERO_ERROR
    var needed: Int32 = 0
    let result = [UInt16](unsafeUninitializedCapacity: guess) { buffer, count in
      needed = body(buffer.baseAddress!, Int32(guess), &status)
      count = ustr_icu_U_FAILURE(status) ? 0 : Int(needed)
    }
    if status == U_BUFFER_OVERFLOW_ERROR, attempt == 0 {
      guess = Int(needed)
      continue
    }
    try status.check(operation)
    return result
  }
  throw ICUError(operation: operation, code: Int32(U_BUFFER_OVERFLOW_ERROR.rawValue),
    name: "U_BUFFER_OVERFLOW_ERROR")
}
