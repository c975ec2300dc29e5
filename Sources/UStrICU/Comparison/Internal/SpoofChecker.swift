internal import CUStrICU

/// ICU's spoof checker (UTS #39), owned for its lifetime: used to tell look-alike characters.
final class SpoofChecker {
  let handle: OpaquePointer

  /// Opens a checker with ICU's default settings. The corresponding C function is `uspoof_open`.
  init() throws(ICUError) {
    var status = U_ZERO_ERROR
    let handle = ustr_icu_uspoof_open(&status)
    try status.check("uspoof_open")
    self.handle = handle!
  }

  deinit { ustr_icu_uspoof_close(handle) }

  /// The UTS #39 skeleton of `text`: two texts with the same skeleton are confusable ("paypal"
  /// in Latin and with Cyrillic "а" have the same one). The corresponding C function is
  /// `uspoof_getSkeleton`.
  ///
  /// The text is put in NFD first by ``Normalizer``, which sorts long runs of combining marks in
  /// linear time: ICU's skeleton starts with its own NFD, which sorts them by insertion
  /// (quadratic). The skeleton is the same, since it is defined on the NFD of the text.
  func skeleton(_ text: String) throws(ICUError) -> String {
    let source = Array(try Normalizer(.nfd).normalize(text).utf16)
    let units = try source.withUnsafeBufferPointer { (src) throws(ICUError) -> [UInt16] in
      try withGrowingUTF16Buffer("uspoof_getSkeleton", capacity: src.count * 2 + 8) {
        ustr_icu_uspoof_getSkeleton(handle, src.baseAddress, Int32(src.count), $0, $1, &$2)
      }
    }
    return String(decoding: units, as: UTF16.self)
  }
}
