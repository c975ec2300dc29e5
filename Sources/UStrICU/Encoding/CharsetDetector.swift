internal import CUStrICU

/// ICU's guess at the encoding of some bytes, with its confidence.
public struct EncodingGuess: Hashable, Sendable, Encodable {
  /// The encoding, as ICU's detector names it ("Shift_JIS", "windows-1252", "UTF-16LE").
  public var name: String
  /// ICU's confidence, 0–100.
  public var confidence: Int

  public init(name: String, confidence: Int) {
    self.name = name
    self.confidence = confidence
  }
}

/// ICU's charset detector, run over the first bytes of an input.
///
///     CharsetDetector.guesses(in: shiftJISBytes).first   // Shift_JIS, confidence 100
///
/// The corresponding C functions are `ucsdet_setText` and `ucsdet_detectAll`.
public enum CharsetDetector {
  /// The most bytes examined unless asked for more: 64 KiB.
  public static let defaultSampleSize = 1 << 16

  /// ICU's guesses for the first `sampleSize` bytes of `bytes`, best first; empty when ICU
  /// cannot guess.
  ///
  /// - Complexity: O(`sampleSize`).
  public static func guesses(in bytes: [UInt8], sampleSize: Int = defaultSampleSize) -> [EncodingGuess] {
    var status = U_ZERO_ERROR
    guard let detector = ustr_icu_ucsdet_open(&status), !ustr_icu_U_FAILURE(status) else { return [] }
    defer { ustr_icu_ucsdet_close(detector) }
    let sample = Array(bytes.prefix(sampleSize))
    return sample.withUnsafeBufferPointer { buffer -> [EncodingGuess] in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        ustr_icu_ucsdet_setText(detector, chars.baseAddress, Int32(chars.count), &status)
        var found: Int32 = 0
        guard !ustr_icu_U_FAILURE(status),
          let matches = ustr_icu_ucsdet_detectAll(detector, &found, &status),
          !ustr_icu_U_FAILURE(status)
        else { return [] }
        return (0..<Int(found)).compactMap { index in
          var status = U_ZERO_ERROR
          guard let match = matches[index],
            let name = ustr_icu_ucsdet_getName(match, &status), !ustr_icu_U_FAILURE(status)
          else { return nil }
          let confidence = ustr_icu_ucsdet_getConfidence(match, &status)
          return EncodingGuess(name: String(cString: name), confidence: Int(confidence))
        }
      }
    }
  }
}
