internal import CUStrICU

/// ICU's guess at the encoding of some bytes, with its confidence.
public struct EncodingGuess: Hashable, Sendable, Encodable {
  /// The encoding, as ICU's detector names it ("Shift_JIS", "windows-1252", "UTF-16LE"), but
  /// for the EBCDIC ones it names by the text's direction ("IBM424_rtl"), named by their
  /// converter ("IBM424") so that every name opens with `Encoding(named:)`.
  public var name: String
  /// ICU's confidence, 0–100.
  public var confidence: Int
  /// How well the sample decoded in this encoding reads as text, 0–100
  /// (`TextPlausibility`), when it was scored; what re-ranks ICU's guesses.
  public var plausibility: Int?

  public init(name: String, confidence: Int, plausibility: Int? = nil) {
    self.name = name
    self.confidence = confidence
    self.plausibility = plausibility
  }

  /// Whether ICU's confidence is 10 or less: listed only because its decoded text reads well
  /// (``CharsetDetector/likelyEncodings(in:limit:)``).
  public var isLowConfidence: Bool { confidence <= 10 }
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
        var guesses: [EncodingGuess] = []
        for index in 0..<Int(found) {
          var status = U_ZERO_ERROR
          guard let match = matches[index],
            let name = ustr_icu_ucsdet_getName(match, &status), !ustr_icu_U_FAILURE(status)
          else { continue }
          let confidence = ustr_icu_ucsdet_getConfidence(match, &status)
          let converter = converterName(detected: String(cString: name))
          // IBM424_rtl and IBM424_ltr are one converter: the first (the more confident) stays.
          if !guesses.contains(where: { $0.name == converter }) {
            guesses.append(EncodingGuess(name: converter, confidence: Int(confidence)))
          }
        }
        return guesses
      }
    }
  }

  /// The converter for a name ICU's detector gives: its own but for EBCDIC Hebrew and Arabic,
  /// which it names with the text's direction ("IBM424_rtl", "IBM420_ltr"), a name no
  /// converter has; the bytes are IBM424's or IBM420's either way.
  ///
  ///     CharsetDetector.converterName(detected: "IBM424_rtl")   // "IBM424"
  static func converterName(detected name: String) -> String {
    for suffix in ["_rtl", "_ltr"] where name.hasPrefix("IBM") && name.hasSuffix(suffix) {
      return String(name.dropLast(suffix.count))
    }
    return name
  }
}

extension CharsetDetector {
  /// The encodings the first `limit` bytes of `sample` may be in, best first: UTF-16LE or
  /// UTF-16BE when a NUL sits in (nearly) every other byte (ICU's detector needs a BOM for
  /// UTF-16), then ICU's detector's candidates, re-ranked by how their decoded text reads.
  ///
  ///     // "Hello, world" as UTF-16LE without a BOM: 48 00 65 00 6C 00 ...
  ///     CharsetDetector.likelyEncodings(in: utf16Bytes).first   // UTF-16LE, confidence 100
  ///
  /// ICU's detector scores byte statistics and is weak where alphabets share byte ranges: on
  /// Russian prose in KOI8-R it may rank ISO-8859-7 first, Greek ISO-8859-7 and Hebrew
  /// ISO-8859-8 web pages (Latin markup around the prose) it may take for ISO-8859-2 or
  /// ISO-8859-1, and on a few hundred bytes it may give every candidate 10 or less. So each
  /// candidate decodes the sample and its text is scored (`TextPlausibility`: capitals or a
  /// second script inside words, words of accented Latin letters only, bytes that did not
  /// decode); the candidates within 10 points of the best score come first, in ICU's order,
  /// then the rest. A candidate ICU gives more than 10 is listed. One it gives 10 or less
  /// (noise, alone: ICU gives any even-length input 10 for UTF-16) is listed, first, only when
  /// no confident candidate's text scores within 10 points of the best, the sample is not
  /// UTF-8, and it is a single-byte encoding whose text scores 90 or more and within 10 points
  /// of the best: a hint with low confidence (``EncodingGuess/isLowConfidence``) for a short
  /// text ICU cannot place, such as 580 bytes of Russian in KOI8-R. Those are ordered by their
  /// text's score.
  ///
  /// - Complexity: O(`limit`) for each of ICU's candidates (a few dozen at most).
  public static func likelyEncodings(in sample: [UInt8], limit: Int = defaultSampleSize) -> [EncodingGuess] {
    let head = Array(sample.prefix(limit))
    var guesses: [EncodingGuess] = []
    if let utf16 = utf16ByNULParity(head) { guesses.append(utf16) }
    var candidates = CharsetDetector.guesses(in: head, sampleSize: limit).filter { guess in
      !guesses.contains { $0.name == guess.name }
    }
    var undecodable: Set<String> = []
    for index in candidates.indices {
      guard let decoder = try? EncodingDecoder(encoding: candidates[index].name) else {
        undecodable.insert(candidates[index].name)
        continue
      }
      candidates[index].plausibility = plausibility(of: head, decodedBy: decoder)
    }
    let best = candidates.compactMap(\.plausibility).max() ?? 0
    let isUTF8 = head.withUnsafeBufferPointer { UTF8.isWellFormed($0) }
    // A text without a sign is as good as the best; one ustr cannot decode goes last.
    func isNear(_ guess: EncodingGuess) -> Bool {
      !undecodable.contains(guess.name) && (guess.plausibility ?? best) >= best - 10
    }
    let confident = candidates.filter { $0.confidence > 10 }
    // Low-confidence guesses only stand in for confident ones whose text reads badly (or none).
    let low =
      isUTF8 || confident.contains(where: isNear) ? []
      : candidates.filter { guess in
        guess.confidence <= 10 && (guess.plausibility ?? 0) >= 90 && isNear(guess)
          && isSingleByte(guess.name)
      }
      // ICU's confidence says nothing here: the text's score orders them (stable for ties).
      .enumerated().sorted { ($1.element.plausibility ?? 0, $0.offset) < ($0.element.plausibility ?? 0, $1.offset) }
      .map(\.element)
    guesses += low + confident.filter(isNear) + confident.filter { !isNear($0) }
    return guesses
  }

  /// Whether ICU's detector's `name` is a single-byte encoding (windows-125x, ISO-8859-x,
  /// KOI8-R): the ones text scoring judges by case. (At 10 or less, ICU's multi-byte guesses
  /// are noise: it gives Shift_JIS and GB18030 10 on Cyrillic bytes.)
  static func isSingleByte(_ name: String) -> Bool {
    (try? Encoding(named: name)).flatMap { SingleByteTable.shared(for: $0) } != nil
  }

  /// `TextPlausibility` of `sample` decoded by `decoder`; `nil` when the text gives no sign.
  static func plausibility(of sample: [UInt8], decodedBy decoder: EncodingDecoder) -> Int? {
    // Not finished: a sequence cut by the sample's end is no sign against the encoding.
    let output = decoder.decode(sample)
    return TextPlausibility.score(of: String(decoding: output.utf8, as: UTF8.self))
  }

  /// UTF-16LE when at least three quarters of the byte pairs have a NUL second and under a
  /// quarter a NUL first (Latin text), UTF-16BE the other way round, with the share of pairs
  /// as the confidence; else `nil`.
  ///
  ///     CharsetDetector.utf16ByNULParity([0x61, 0x00, 0x62, 0x00])   // UTF-16LE, confidence 100
  ///
  /// - Complexity: O(n).
  public static func utf16ByNULParity(_ head: some Collection<UInt8>) -> EncodingGuess? {
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
