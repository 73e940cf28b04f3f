/// Markup with position markers (`1️⃣`, `2️⃣`, … `9️⃣`, `0️⃣`): the markers are removed and their
/// positions kept, so a test points at the place a diagnostic belongs instead of counting
/// columns by hand (swift-format's `MarkedText`).
///
/// A marker's position is the line and column of the character that follows it in the clean
/// text, in the units `MarkupLocation` uses: 1-based lines, columns in Unicode scalars.
public struct MarkedSource: Sendable {
  /// A 1-based line and column.
  public struct Position: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    public var description: String { "\(line):\(column)" }
  }

  /// The markup without its markers.
  public let text: String
  /// Each marker (`"1️⃣"`) and where it was.
  public let markers: [String: Position]

  /// Strips the markers from `markup`, recording each one's position; a marker used twice is
  /// a mistake in the test and stops it.
  public init(_ markup: String) {
    var text = String.UnicodeScalarView()
    var markers: [String: Position] = [:]
    var line = 1
    var column = 1
    let scalars = Array(markup.unicodeScalars)
    var i = 0
    while i < scalars.count {
      let scalar = scalars[i]
      // A keycap marker is a digit, U+FE0F (emoji presentation), U+20E3 (combining keycap).
      if ("0"..."9").contains(scalar), i + 2 < scalars.count, scalars[i + 1] == "\u{FE0F}",
        scalars[i + 2] == "\u{20E3}"
      {
        let marker = String(String.UnicodeScalarView(scalars[i...(i + 2)]))
        precondition(markers[marker] == nil, "marker \(marker) is used twice")
        markers[marker] = Position(line: line, column: column)
        i += 3
        continue
      }
      text.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      i += 1
    }
    self.text = String(text)
    self.markers = markers
  }

  /// The position of `marker`; stops the test when the markup has no such marker.
  public subscript(marker: String) -> Position {
    guard let position = markers[marker] else {
      preconditionFailure("no marker \(marker) in the markup")
    }
    return position
  }
}
