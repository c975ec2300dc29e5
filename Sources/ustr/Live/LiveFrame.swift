import UStrLive

/// The lines last drawn, so that a new screen redraws only the lines that changed.
struct LiveFrame {
  private var previous: [LiveScreenRenderer.Line] = []
  private var previousSize: LiveSize?

  /// The bytes that turn the last frame into `screen`: a full redraw after a resize, else
  /// each changed line rewritten in place.
  mutating func update(to screen: LiveScreen) -> String {
    let lines = LiveScreenRenderer.lines(of: screen)
    var output = ""
    if previousSize != screen.size {
      output += "\u{1B}[2J"
      previous = []
      previousSize = screen.size
    }
    for (row, line) in lines.enumerated() where row >= previous.count || previous[row] != line {
      output += "\u{1B}[\(row + 1);1H" + line.rendered(width: screen.size.columns) + "\u{1B}[K"
    }
    previous = lines
    return output
  }
}
