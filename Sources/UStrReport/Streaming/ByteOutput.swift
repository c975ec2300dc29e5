/// A buffered byte stream for a command's output: writes collect in a buffer that is handed to
/// `drain` (a file descriptor, a test's array) whenever it passes the threshold, and on `flush()`.
///
/// A failed drain is sticky: later writes are dropped, ``hasFailed`` turns `true` so a long
/// stream can stop early, and the next ``flush()`` throws the error, so a full disk or a closed
/// pipe is reported instead of ending in exit 0.
///
///     var collected: [UInt8] = []
///     let output = ByteOutput { collected += $0 }
///     output.write("é")
///     try output.flush()   // collected == [0xC3, 0xA9]
///
/// Writes append to the buffer in O(n) of their length; the buffer never holds more than the
/// threshold plus one write.
public final class ByteOutput {
  /// Receives each full buffer; throws when the bytes cannot be written.
  public typealias Drain = ([UInt8]) throws(OutputError) -> Void

  /// The bytes not yet drained.
  var buffer: [UInt8] = []
  let threshold: Int
  let drain: Drain
  /// The first drain failure; once set, nothing more is written.
  public private(set) var failure: OutputError?

  /// An output that drains `threshold` bytes at a time (64 KiB by default).
  public init(threshold: Int = 1 << 16, drain: @escaping Drain) {
    self.threshold = threshold
    self.drain = drain
    buffer.reserveCapacity(threshold + 4096)
  }

  /// Whether a drain has failed: the rest of the output is lost, so a stream may as well stop.
  public var hasFailed: Bool { failure != nil }

  /// Appends the UTF-8 of `text`.
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { buffer.append(contentsOf: $0) }
    drainIfFull()
  }

  /// Appends `bytes`.
  public func write(bytes: some Sequence<UInt8>) {
    buffer.append(contentsOf: bytes)
    drainIfFull()
  }

  /// Appends the UTF-8 of `text` and a newline.
  public func writeLine(_ text: String) {
    write(text)
    write(byte: 0x0A)
  }

  /// Lets `body` append to the buffer directly (one access for many small writes); drains after.
  package func withBuffer<Result>(_ body: (inout [UInt8]) throws -> Result) rethrows -> Result {
    defer { drainIfFull() }
    return try body(&buffer)
  }

  /// ``withBuffer(_:)`` for a value that may be too large to hold whole (a cluster of a million
  /// marks is a 250 MB JSON row): `body` also gets `drainIfFull`, which drains what it has
  /// appended so far once that passes the threshold, so the buffer stays bounded inside one
  /// value.
  ///
  ///     output.withDrainingBuffer { bytes, drainIfFull in
  ///       for scalar in cluster.scalars { write(scalar, into: &bytes); drainIfFull(&bytes) }
  ///     }
  package func withDrainingBuffer<Result>(
    _ body: (inout [UInt8], _ drainIfFull: Drainer) throws -> Result
  ) rethrows -> Result {
    defer { drainIfFull() }
    return try body(&buffer, Drainer(output: self))
  }

  /// Drains the buffer that ``ByteOutput/withDrainingBuffer(_:)`` lends, from inside it.
  package struct Drainer {
    let output: ByteOutput

    /// Drains `bytes` (the lent buffer) once it holds the threshold or more.
    @inline(__always)
    package func callAsFunction(_ bytes: inout [UInt8]) {
      if bytes.count >= output.threshold { output.drainBytes(&bytes) }
    }
  }

  /// Appends one byte.
  @inline(__always)
  package func write(byte: UInt8) {
    buffer.append(byte)
  }

  /// Drains the buffer when it holds `threshold` bytes or more.
  @inline(__always)
  package func drainIfFull() {
    if buffer.count >= threshold { drainBuffer() }
  }

  /// Drains whatever is buffered, then throws the first failure, if any.
  public func flush() throws(OutputError) {
    drainBuffer()
    if let failure { throw failure }
  }

  private func drainBuffer() {
    drainBytes(&buffer)
  }

  /// Hands `bytes` (the buffer, or the buffer as `withDrainingBuffer` lent it) to `drain` and
  /// empties it; a failure is kept.
  fileprivate func drainBytes(_ bytes: inout [UInt8]) {
    defer { bytes.removeAll(keepingCapacity: true) }
    guard failure == nil, !bytes.isEmpty else { return }
    do throws(OutputError) {
      try drain(bytes)
    } catch {
      failure = error
    }
  }
}

/// Output that could not be written: a full disk, a closed descriptor, an I/O error.
public struct OutputError: Error, CustomStringConvertible, Sendable {
  /// What was being written: "standard output".
  public var destination: String
  /// The system's reason: "No space left on device".
  public var reason: String

  /// An error writing `destination`, for `reason`.
  public init(destination: String, reason: String) {
    self.destination = destination
    self.reason = reason
  }

  public var description: String { "cannot write \(destination): \(reason)" }
}
