import Foundation

/// Runs `ustr` on text fed through a pipe (its standard input, or a named pipe given as a
/// file) that may be held open once the text is written: what a streaming command writes
/// before its input ends. The one place tests make pipes, named pipes and writers that wait.
///
///     let output = try PipeFeed.outputBeforeInputEnds(
///       ["breaks", "--all"], input: Data(text.utf8), until: "segments")
///     // A command that waits for the end of its input has written nothing by the time it is stopped.
public enum PipeFeed {
  /// Where the text goes.
  public enum Channel: Sendable {
    /// The program's standard input.
    case standardInput
    /// A named pipe made at `path` for the run (the arguments name it), removed afterwards;
    /// the program's standard input is /dev/null.
    case namedPipe(path: String)
  }

  /// What ``run(_:input:through:holdingOpen:until:waitingAtMost:)`` ends the program with when
  /// it is still running: its exit code then is 128 + this signal, as a shell reports it.
  public static let stopSignal = SIGKILL

  /// Starts `ustr` with `arguments`, writes `input` through `channel` from another thread and,
  /// when `holdingOpen`, keeps the pipe open after it (the program never sees the input end);
  /// reads stdout and stderr until stdout holds `marker`, stdout ends, or `seconds` pass. A
  /// program still running then is stopped with ``stopSignal`` (its exit code is 128 + the
  /// signal). With the pipe held open, a program ends by itself only when it stops reading.
  public static func run(
    _ arguments: [String], input: Data, through channel: Channel = .standardInput, holdingOpen: Bool,
    until marker: String? = nil, waitingAtMost seconds: Double = 60
  ) throws -> ProcessOutput {
    if case .namedPipe(let path) = channel {
      guard mkfifo(path, 0o600) == 0 else { throw PipeError(operation: "mkfifo \(path)", code: errno) }
    }
    defer {
      if case .namedPipe(let path) = channel { unlink(path) }
    }
    let output = try Self.pipe()
    let errors = try Self.pipe()
    defer { for descriptor in [output.read, errors.read] { close(descriptor) } }
    let writer: Writer
    let programInput: Int32?
    switch channel {
    case .standardInput:
      let pipe = try Self.pipe()
      writer = Writer(descriptor: pipe.write)
      programInput = pipe.read
    case .namedPipe(let path):
      writer = Writer(namedPipe: path)
      programInput = nil
    }
    let started = DetachedProcess.spawn(
      [UStrBinary.path] + arguments, environment: ProcessInfo.processInfo.environment,
      standardInput: programInput, standardOutput: output.write, standardError: errors.write)
    // Only the program holds its ends: a closed stdout is the program's.
    for descriptor in [programInput, output.write, errors.write].compactMap({ $0 }) { close(descriptor) }
    guard let process = started else {
      writer.abandon()
      throw PipeError(operation: "posix_spawn \(UStrBinary.path)", code: errno)
    }
    writer.start(input, closingAfter: !holdingOpen)
    var read = Reading(output: output.read, errors: errors.read, marker: marker)
    let deadline = Date().addingTimeInterval(seconds)
    while read.isOutputOpen, !read.hasMarker, Date() < deadline {
      read.next()
    }
    // Not held open, a program that closed stdout ends by itself: its last words on stderr.
    while !holdingOpen, !read.isOutputOpen, read.isErrorsOpen, Date() < deadline {
      read.next()
    }
    if holdingOpen || read.isOutputOpen || read.isErrorsOpen { kill(process, Self.stopSignal) }
    let status = DetachedProcess.wait(for: process)
    writer.finish()
    let exitCode = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return ProcessOutput(stdout: read.output, stderr: read.errors, exitCode: exitCode)
  }

  /// What `ustr` with `arguments` writes to stdout while `input` has been written to its
  /// standard input and the pipe is held open: everything up to `marker` and what came with it
  /// (or up to when stdout ends, or `seconds` pass; a command that waits for the end of its
  /// input has written nothing by then).
  public static func outputBeforeInputEnds(
    _ arguments: [String], input: Data, until marker: String, waitingAtMost seconds: Double = 60
  ) throws -> String {
    try run(arguments, input: input, holdingOpen: true, until: marker, waitingAtMost: seconds).stdoutText
  }

  /// A failed system call.
  public struct PipeError: Error, CustomStringConvertible {
    public var operation: String
    public var code: Int32
    public var description: String { "\(operation): \(String(cString: strerror(code)))" }
  }

  /// A pipe whose ends are closed in programs this process starts by other means
  /// (`FD_CLOEXEC`): no other test's program holds it open.
  static func pipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    // Swift's Glibc has no pipe2: a program another test starts between the two calls may
    // get an end, and holds it only until it ends.
    guard Foundation.pipe(&ends) == 0 else { throw PipeError(operation: "pipe", code: errno) }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  /// The program's stdout and stderr, read as they come, and whether stdout holds a marker
  /// (searched for in what each read adds, so a long output is searched once).
  struct Reading {
    let outputDescriptor: Int32
    let errorsDescriptor: Int32
    let marker: Data?
    var output = Data()
    var errors = Data()
    var isOutputOpen = true
    var isErrorsOpen = true
    private(set) var hasMarker = false

    init(output: Int32, errors: Int32, marker: String?) {
      outputDescriptor = output
      errorsDescriptor = errors
      self.marker = marker.map { Data($0.utf8) }
    }

    /// Waits up to a tenth of a second for either pipe and reads what is there.
    mutating func next() {
      // poll ignores a negative descriptor: a pipe that ended is not waited for.
      var requests = [
        pollfd(fd: isOutputOpen ? outputDescriptor : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: isErrorsOpen ? errorsDescriptor : -1, events: Int16(POLLIN), revents: 0),
      ]
      guard poll(&requests, 2, 100) > 0 else { return }
      if requests[0].revents != 0 {
        let searched = max(0, output.count - (marker?.count ?? 0))
        isOutputOpen = Self.readOnce(outputDescriptor, into: &output)
        if let marker, !hasMarker { hasMarker = output[searched...].range(of: marker) != nil }
      }
      if requests[1].revents != 0 { isErrorsOpen = Self.readOnce(errorsDescriptor, into: &errors) }
    }

    /// Reads once from `descriptor`; returns `false` at its end.
    static func readOnce(_ descriptor: Int32, into data: inout Data) -> Bool {
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 { return errno == EINTR || errno == EAGAIN }
      data.append(contentsOf: buffer[..<count])
      return count > 0
    }
  }

  /// Writes the text from its own thread, so a program that does not read it all (or a named
  /// pipe no program opens) cannot block the test.
  final class Writer: @unchecked Sendable {
    /// The write end: given for a pipe; for a named pipe, -1 until a reader has opened it.
    private var descriptor: Int32
    private let namedPipe: String?
    private let done = DispatchSemaphore(value: 0)
    private var isStarted = false
    /// Set once the program has ended: a writer still waiting for it to open the named pipe
    /// gives up.
    private var isOver: Bool {
      get { lock.withLock { over } }
      set { lock.withLock { over = newValue } }
    }
    private var over = false
    private let lock = NSLock()

    init(descriptor: Int32) {
      self.descriptor = descriptor
      namedPipe = nil
    }

    init(namedPipe: String) {
      descriptor = -1
      self.namedPipe = namedPipe
    }

    /// Opens the named pipe, if any, once the program has it open; writes `input`; closes the
    /// write end if `closingAfter`.
    func start(_ input: Data, closingAfter: Bool) {
      isStarted = true
      Thread.detachNewThread { [self] in
        // Once the program is gone a write fails with EPIPE: SIGPIPE is blocked in this thread
        // only (ignoring it process-wide would reach every program the other tests start).
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
        if let namedPipe { descriptor = openWhenRead(namedPipe) }
        var written = 0
        while descriptor >= 0, written < input.count {
          let count = input.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, input.count - written) }
          if count < 0, errno == EINTR { continue }
          guard count > 0 else { break }
          written += count
        }
        if closingAfter, descriptor >= 0 {
          close(descriptor)
          descriptor = -1
        }
        done.signal()
      }
    }

    /// Opens `path` to write once a reader has it open (without a reader, a non-blocking open
    /// fails with ENXIO), or returns -1 once the program is over. The descriptor blocks on
    /// writes.
    private func openWhenRead(_ path: String) -> Int32 {
      while !isOver {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        if descriptor >= 0 {
          _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
          return descriptor
        }
        guard errno == ENXIO || errno == EINTR else { return -1 }
        usleep(2_000)
      }
      return -1
    }

    /// Once the program has ended: waits for the writer (its writes fail once no one reads)
    /// and closes the write end.
    func finish() {
      isOver = true
      if isStarted { done.wait() }
      if descriptor >= 0 { close(descriptor) }
    }

    /// The program did not start: closes the write end.
    func abandon() {
      if descriptor >= 0 { close(descriptor) }
    }
  }
}
