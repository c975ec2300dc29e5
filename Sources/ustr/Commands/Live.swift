import ArgumentParser
import Dispatch
import UStrLive
import UStrReport

/// `ustr live`: a full-screen view where typing, pasting and moving the cursor update every
/// view at once. The view model is UStrLive's ``LiveState``; this command only wires the
/// terminal's events to it and draws its screens.
struct Live: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "live",
    _superCommandName: "ustr",
    abstract: "Type or paste text and watch every view follow the cursor (full screen).",
    discussion: """
      Left and Right move the cursor by grapheme cluster; Tab cycles the unit they move by \
      (grapheme, scalar, UTF-16 unit, UTF-8 byte), so the cursor can sit inside a cluster or \
      between the halves of a surrogate pair. Backspace deletes one unit of that kind. Home and \
      End go to the start and the end. Ctrl-N cycles the text through NFC, NFD, NFKC and NFKD. \
      F1 or ? shows the keys. Esc or Ctrl-D quits. Needs a terminal on standard input and \
      output: for a pipe or a file, use `ustr inspect`.
      """)

  @Argument(help: "The text to start from (empty when omitted).")
  var text: String?

  @Option(name: .long, help: "Start from the text of a file.")
  var file: String?

  @OptionGroup var decoding: DecodingOptions

  func validate() throws {
    if text != nil && file != nil {
      throw ValidationError("Give the text as an argument or with --file, not both.")
    }
    guard Terminal.isInteractive else {
      throw ValidationError(
        "ustr live needs a terminal on standard input and output; for text in a pipe or a file, use `ustr inspect`.")
    }
  }

  func run() throws {
    var initial = ""
    let input: InputText?
    if let text {
      input = try decoding.decode(RawArguments.bytes(of: text).bytes, source: "argument", sniffs: false)
    } else if let file {
      input = try decoding.decode(try InputFile.read(path: file), source: InputFile.quoted(file))
    } else {
      input = nil
    }
    if let input {
      // Written before the alternate screen opens, so it is still there after quitting.
      input.warnIfRepaired(consequence: "; ustr live edits the repaired text")
      initial = input.text
    }
    Terminal.enter()
    defer { Terminal.leave() }
    let failure = LiveRun.run(text: initial, size: Terminal.size(), events: Terminal.events())
    if let failure { throw failure }
  }
}

/// Runs the session on its own task and waits for it: the command's `run()` is synchronous.
private enum LiveRun {
  /// Returns the first failed write of a frame, if any.
  static func run(text: String, size: LiveSize, events: AsyncStream<LiveEvent>) -> OutputError? {
    let done = DispatchSemaphore(value: 0)
    let result = FailureBox()
    Task.detached {
      var frame = LiveFrame()
      let session = LiveSession(clock: ContinuousClock())
      _ = await session.run(LiveState(text: text, size: size), events: events) { screen in
        guard result.failure == nil else { return }
        StandardOutput.stream.write(frame.update(to: screen))
        do throws(OutputError) { try StandardOutput.finish() } catch { result.failure = error }
      }
      done.signal()
    }
    done.wait()
    return result.failure
  }

  /// The failure the session's task found, read after it ends.
  final class FailureBox: @unchecked Sendable {
    var failure: OutputError?
  }
}
