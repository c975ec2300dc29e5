internal import CUStrICU
import Synchronization
import UStrCore

/// A single-byte encoding's 256 bytes straight to UTF-8, read from ICU's own converter once per
/// process (``shared(for:)``): what `EncodingDecoder` uses instead of ICU for the converters ICU says are one byte
/// a character and stateless (windows-125x, ISO-8859-x, KOI8-R, Mac Roman, CP437, EBCDIC code
/// pages), with runs of ASCII copied eight bytes at a time when the encoding keeps ASCII.
/// Bytes ICU reports as illegal or unmappable keep ICU's kind and are reported, with their
/// offsets, exactly as the ICU path reports them.
///
///     let table = SingleByteTable.shared(for: try Encoding(named: "windows-1253"))!
///     // 0x80 -> E2 82 AC (U+20AC), 0xD2 -> unmappable (ICU's windows-1252 maps all 256)
///
/// - Complexity: building, 256 one-byte conversions through ICU (once per encoding and process
///   through ``shared(for:)``); decoding, O(n) in the bytes.
struct SingleByteTable: Sendable {
  /// Each byte's UTF-8, packed from the low byte up (at most 3 bytes: ICU's single-byte
  /// tables map to the BMP); unused for an invalid byte.
  let utf8: [UInt32]
  /// Each byte's UTF-8 length; 0 for a byte ICU reports (then `kinds` holds why).
  let lengths: [UInt8]
  let kinds: [InvalidInputKind]
  /// Whether bytes 00–7F are ASCII, so that an ASCII run is copied as it is.
  let keepsASCII: Bool

  /// ICU's converter types that convert one byte at a time, without state.
  private static let statelessTypes: Set<Int32> = [
    Int32(UCNV_SBCS.rawValue), Int32(UCNV_MBCS.rawValue), Int32(UCNV_LATIN_1.rawValue),
    Int32(UCNV_US_ASCII.rawValue),
  ]

  /// The table of `encoding`, read from ICU the first time any thread asks for it and kept for
  /// the process, or `nil` when there is none (see ``init(encoding:decoder:)``; that answer is
  /// kept too). A command makes a decoder per input (`scan` over many files, `compare`'s two
  /// sides): reading the table each time cost more than decoding a 100 KB file. The first read
  /// happens under the cache's lock, so each table is read once however many threads ask at
  /// once (``readCount(of:)`` says how many times).
  ///
  /// - Complexity: O(1) after the first call for an encoding, which converts 256 bytes.
  static func shared(for encoding: Encoding) -> SingleByteTable? {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      return SingleByteTableCache.cache.withLock { cache in
        if let known = cache.tables[encoding.icuName] { return known }
        // Reading goes through a decoder without a table, which never comes back here.
        let table = read(for: encoding)
        cache.tables[encoding.icuName] = .some(table)
        cache.readCounts[encoding.icuName, default: 0] += 1
        return table
      }
    }
    return read(for: encoding)
  }

  /// How many times this process read the table of the encoding ICU calls `icuName` through
  /// ``shared(for:)``: 0 before the first decoder for it, 1 after.
  static func readCount(of icuName: String) -> Int {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      return SingleByteTableCache.cache.withLock { $0.readCounts[icuName, default: 0] }
    }
    return 0
  }

  /// The table of `encoding` read from ICU now, through a decoder without one.
  private static func read(for encoding: Encoding) -> SingleByteTable? {
    (try? EncodingDecoder(encoding: encoding, readsTable: false)).flatMap {
      SingleByteTable(encoding: encoding, decoder: $0)
    }
  }

  /// The table of `encoding`, or `nil` when its converter is not single-byte and stateless,
  /// or when some byte decodes to anything but one character or one reported byte (then ICU
  /// decodes it, as every other encoding).
  init?(encoding: Encoding, decoder: EncodingDecoder) {
    var status = U_ZERO_ERROR
    guard let converter = ustr_icu_ucnv_open(encoding.icuName, &status), !ustr_icu_U_FAILURE(status)
    else { return nil }
    let maximumCharacterSize = ustr_icu_ucnv_getMaxCharSize(converter)
    let type = ustr_icu_ucnv_getType(converter)
    ustr_icu_ucnv_close(converter)
    guard maximumCharacterSize == 1, Self.statelessTypes.contains(type) else { return nil }
    var utf8 = [UInt32](repeating: 0, count: 256)
    var lengths = [UInt8](repeating: 0, count: 256)
    var kinds = [InvalidInputKind](repeating: .illegal, count: 256)
    for byte in 0...255 {
      let output = decoder.decodeAll([UInt8(byte)])
      if let invalid = output.invalid.first {
        guard output.invalid.count == 1, invalid.bytes == [UInt8(byte)], invalid.inputOffset == 0,
          output.utf8 == [0xEF, 0xBF, 0xBD]
        else { return nil }
        kinds[byte] = invalid.kind
        continue
      }
      guard (1...3).contains(output.utf8.count), String(decoding: output.utf8, as: UTF8.self).unicodeScalars.count == 1
      else { return nil }
      lengths[byte] = UInt8(output.utf8.count)
      utf8[byte] = output.utf8.enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
    }
    self.utf8 = utf8
    self.lengths = lengths
    self.kinds = kinds
    keepsASCII = (0..<128).allSatisfy { lengths[$0] == 1 && utf8[$0] == UInt32($0) }
  }

  /// Decodes `raw`, whose first byte is at `inputOffset` in the input, into `output`, whose
  /// UTF-8 starts at `utf8Offset` of the whole output; with `records`, each scalar's input
  /// offset too.
  ///
  /// - Complexity: O(`raw.count`).
  func decode(
    _ raw: UnsafeRawBufferPointer, inputOffset: Int, utf8Offset: Int, records: Bool, into output: inout EncodingDecoder.Output
  ) {
    let count = raw.count
    guard count > 0, let source = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
    if records { output.scalarInputOffsets.reserveCapacity(output.scalarInputOffsets.count + count) }
    var invalid: [InvalidInputSequence] = []
    let start = output.utf8.count
    // At most 3 bytes a byte, and 8 of room for the last word of ASCII; written uninitialized
    // (filling it with zeros first cost more than a tenth of decoding Latin text).
    let decoded = [UInt8](unsafeUninitializedCapacity: count * 3 + 8) { bytes, initializedCount in
      let out = UnsafeMutableRawPointer(bytes.baseAddress!)
      var end = 0
      self.utf8.withUnsafeBufferPointer { table in
        lengths.withUnsafeBufferPointer { lengths in
          var index = 0
          while index < count {
            if keepsASCII {
              while index + 8 <= count {
                let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
                guard word & 0x8080_8080_8080_8080 == 0 else { break }
                out.storeBytes(of: word, toByteOffset: end, as: UInt64.self)
                if records {
                  for offset in 0..<8 { output.scalarInputOffsets.append(inputOffset + index + offset) }
                }
                index += 8
                end += 8
              }
              guard index < count else { break }
            }
            let byte = Int(source[index])
            let length = Int(lengths[byte])
            if length == 0 {
              invalid.append(
                InvalidInputSequence(
                  inputOffset: inputOffset + index, repairedUTF8Offset: utf8Offset + start + end,
                  bytes: [UInt8(byte)], kind: kinds[byte]))
              out.storeBytes(of: (0xBD_BF_EF as UInt32).littleEndian, toByteOffset: end, as: UInt32.self)
              end += 3
            } else {
              out.storeBytes(of: table[byte].littleEndian, toByteOffset: end, as: UInt32.self)
              end += length
            }
            if records { output.scalarInputOffsets.append(inputOffset + index) }
            index += 1
          }
        }
      }
      initializedCount = end
    }
    if output.utf8.isEmpty { output.utf8 = decoded } else { output.utf8 += decoded }
    output.invalid += invalid
  }
}

/// The tables read so far, by ICU's canonical converter name (`Encoding.icuName`, so every alias
/// shares one); `.some(nil)` for an encoding that has none; and how many times each was read.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private enum SingleByteTableCache {
  struct Cache {
    var tables: [String: SingleByteTable?] = [:]
    var readCounts: [String: Int] = [:]
  }
  static let cache = Mutex(Cache())
}
