internal import CUStrICU

/// UTS #39 checks on identifiers through ICU's spoof checker: the skeleton two look-alike
/// identifiers share, and the restriction level that tells a confusing mix of scripts.
///
///     let checker = try IdentifierSpoofChecker()
///     try checker.skeleton("pay\u{440}\u{430}l")          // "paypal" (Cyrillic р and а)
///     try checker.mixesScripts("pay\u{440}\u{430}l")      // true: Latin and Cyrillic
///     checker.scriptNames(of: "pay\u{440}\u{430}l")       // ["Latin", "Cyrillic"]
///
/// Follows ICU's confusable data (ICU 72: Unicode 15.0). One checker per thread: ICU's checker
/// may be shared for checks, but this class also owns scratch state.
public final class IdentifierSpoofChecker {
  let checker: SpoofChecker

  /// Opens a checker whose restriction level is "highly restrictive" (UTS #39 §5.2: one script,
  /// or Latin with Han and Japanese or Korean). The corresponding C functions are `uspoof_open`,
  /// `uspoof_setChecks` and `uspoof_setRestrictionLevel`.
  ///
  /// - Throws: `ICUError` when ICU cannot load its confusable data.
  public init() throws(ICUError) {
    checker = try SpoofChecker()
    var status = U_ZERO_ERROR
    ustr_icu_uspoof_setIdentifierChecks(checker.handle, &status)
    try status.check("uspoof_setChecks")
  }

  /// The UTS #39 skeleton of `identifier`: identifiers with equal skeletons look alike.
  ///
  /// - Complexity: O(n) in the identifier's length.
  public func skeleton(_ identifier: String) throws(ICUError) -> String {
    try checker.skeleton(identifier)
  }

  /// Whether `identifier` mixes scripts beyond the highly restrictive level, or mixes digits of
  /// several systems. The corresponding C function is `uspoof_check2`.
  ///
  /// - Complexity: O(n) in the identifier's length.
  public func mixesScripts(_ identifier: String) throws(ICUError) -> Bool {
    let units = Array(identifier.utf16)
    var status = U_ZERO_ERROR
    let result = units.withUnsafeBufferPointer {
      ustr_icu_uspoof_check2(checker.handle, $0.baseAddress, Int32($0.count), &status)
    }
    try status.check("uspoof_check2")
    let failures = ustr_icu_uspoof_restrictionLevelFailure() | ustr_icu_uspoof_mixedNumbersFailure()
    return result & failures != 0
  }

  /// The scripts of the identifier's scalars, in order of first appearance, leaving out Common
  /// and Inherited (digits, "_", combining marks): `["Latin", "Cyrillic"]`. The corresponding
  /// C functions are `uscript_getScript` and `uscript_getName`.
  public func scriptNames(of identifier: String) -> [String] {
    var names: [String] = []
    for scalar in identifier.unicodeScalars {
      var status = U_ZERO_ERROR
      let code = ustr_icu_uscript_getScript(Int32(bitPattern: scalar.value), &status)
      // 0 is Common, 1 Inherited.
      guard !ustr_icu_U_FAILURE(status), code > 1, let name = ustr_icu_uscript_getName(code) else {
        continue
      }
      let text = String(cString: name)
      if !names.contains(text) { names.append(text) }
    }
    return names
  }
}
