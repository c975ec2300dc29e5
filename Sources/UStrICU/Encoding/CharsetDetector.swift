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

extension CharsetDetector {
  /// The encodings the first `limit` bytes of `sample` may be in, best first: UTF-16LE or
  /// UTF-16BE when a NUL sits in (nearly) every other byte (ICU's detector needs a BOM for
  /// UTF-16), then ICU's detector's guesses above 10 (it gives any even-length input 10 for
  /// UTF-16: no information).
  ///
  ///     // "Hello, world" as UTF-16LE without a BOM: 48 00 65 00 6C 00 ...
  ///     CharsetDetector.likelyEncodings(in: utf16Bytes).first   // UTF-16LE, confidence 100
  ///
  /// - Complexity: O(`limit`).
  public static func likelyEncodings(in sample: [UInt8], limit: Int = defaultSampleSize) -> [EncodingGuess] {
    let head = sample.prefix(limit)
    var guesses: [EncodingGuess] = []
    if let utf16 = utf16ByNULParity(head) { guesses.append(utf16) }
    for guess in CharsetDetector.guesses(in: Array(head), sampleSize: limit)
    where guess.confidence > 10 && !guesses.contains(where: { $0.name == guess.name }) {
      guesses.append(guess)
    }
    return guesses
  }

  /// UTF-16LE when at least three quarters of the byte pairs have a NUL second and under a
  /// quarter a NUL first (Latin text), UTF-16BE the other way round, with the share of pairs
  /// as the confidence; else `nil`.
  ///
  /// - Complexity: O(n).
  static func utf16ByNULParity(_ head: some Collection<UInt8>) -> EncodingGuess? {
    var evenNULs = 0
    var oddNULs = 0
    for (index, byte) in head.enumerated() where byte == 0 {
      if index % 2 == 0 { evenNULs += 1 } else { oddNULs += 1 }
    }
    let pairs = max(head.count / 2, 1)
    if oddNULs * 4 >= pairs * 3 && evenNULs * 4 < pairs {
      return EncodingGuess(name: "UTF-16LE", confidence: 100 * oddNULs / pairs)
    }
    if evenNULs * 4 >= pairs * 3 && oddNULs * 4 < pairs {
      return EncodingGuess(name: "UTF-16BE", confidence: 100 * evenNULs / pairs)
    }
    return nil
  }
}
