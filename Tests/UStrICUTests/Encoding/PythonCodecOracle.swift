import Foundation
import UStrTestSupport

/// Python's codecs as an oracle: encodes texts, and decodes bytes with an error handler that
/// records where each ill-formed or unmappable stretch starts and ends.
enum PythonCodecOracle {
  /// What Python makes of some bytes.
  struct Decoding: Decodable {
    /// The scalars, each error's stretch replaced by one U+FFFD.
    var scalars: [UInt32]
    /// Each error's [start, end) byte offsets and Python's reason.
    var errors: [[Int]]
    var reasons: [String]
  }

  static let script = #"""
import codecs, json, sys
errors = []
def record(e):
    errors.append((e.start, e.end, e.reason))
    return ('\ufffd', e.end)
codecs.register_error('ustr-record', record)
out = []
for line in sys.stdin:
    request = json.loads(line)
    if request['op'] == 'encode':
        out.append(request['text'].encode(request['codec']).hex())
    else:
        errors.clear()
        text = bytes.fromhex(request['hex']).decode(request['codec'], 'ustr-record')
        out.append({'scalars': [ord(c) for c in text], 'errors': [[s, e] for s, e, _ in errors],
                    'reasons': [r for _, _, r in errors]})
print(json.dumps(out))
"""#

  /// `text` encoded by Python's codec `codec`.
  static func encode(_ texts: [(codec: String, text: String)]) throws -> [[UInt8]] {
    let requests = texts.map { ["op": "encode", "codec": $0.codec, "text": $0.text] }
    let hex = try JSONDecoder().decode([String].self, from: run(requests))
    return hex.map(bytes(fromHex:))
  }

  /// What Python's codec `codec` decodes `bytes` to.
  static func decode(_ inputs: [(codec: String, bytes: [UInt8])]) throws -> [Decoding] {
    let requests = inputs.map {
      ["op": "decode", "codec": $0.codec, "hex": $0.bytes.map { String(format: "%02x", $0) }.joined()]
    }
    return try JSONDecoder().decode([Decoding].self, from: run(requests))
  }

  static func run(_ requests: [[String: String]]) throws -> Data {
    var input = Data()
    for request in requests {
      input += try JSONSerialization.data(withJSONObject: request)
      input += Data("\n".utf8)
    }
    let result = try PeerAvailability.peer("python3").run(["-c", script], input: input)
    guard result.exitCode == 0 else { throw OracleFailure(message: "python3: " + result.stderrText) }
    return result.stdout
  }

  static func bytes(fromHex hex: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      bytes.append(UInt8(hex[index..<next], radix: 16)!)
      index = next
    }
    return bytes
  }
}
