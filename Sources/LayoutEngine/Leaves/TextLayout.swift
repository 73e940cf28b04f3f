import CellWidth

/// One laid-out line of a Text.
package struct TextLine: Sendable, Hashable {
  package var text: String
  package var width: Double
}

/// Text layout in a font's metrics (`TextMeasure`: the deterministic metrics of §9.4, or a real
/// font's shaped advances, §10.2), shared by sizing and drawing so the ASCII drawing and the JSON
/// always agree.
///
/// Rules (Stackup's model of SwiftUI's Text, semantics §1.2):
/// - A nil or infinite width lays out one line per paragraph (`\n` separates paragraphs).
/// - A finite width wraps greedily at spaces and between East Asian wide characters; a word
///   is broken inside only when it alone is wider than the line. Spaces at a line end hang.
/// - `lineLimit` and a finite height keep only the lines that fit (at least one); the last kept
///   line ends in "…" when text was cut.
/// - The width is the widest kept line (text hugs), except a width proposal of exactly 0,
///   which reports 0 (so a Text's minimum width in a stack is 0).
package enum TextLayout {
  package static let ellipsis: Character = "…"

  /// A character's advance in `measure`'s font.
  package static func advance(_ character: Character, _ measure: TextMeasure) -> Double {
    measure.advance(character)
  }

  package static func width(of text: some StringProtocol, _ measure: TextMeasure) -> Double {
    measure.width(of: Substring(text))
  }

  /// Adds in order from 0, as a whole run's width is added (so a line's width is the same
  /// whether it was measured whole or in pieces).
  private static func sum(_ values: ArraySlice<Double>) -> Double {
    var total = 0.0
    for value in values { total += value }
    return total
  }

  /// The lines a text shows for a proposal.
  package static func lines(
    _ text: String, proposal: ProposedViewSize, lineLimit: Int?, metrics: TextMeasure
  ) -> [TextLine] {
    let limitWidth: Double? = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
    var all: [TextLine] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      wrap(paragraph, width: limitWidth, metrics: metrics, into: &all)
    }
    var keep = all.count
    if let lineLimit { keep = min(keep, max(lineLimit, 1)) }
    if let height = proposal.height, height.isFinite {
      // Compared as a Double first: a huge height over a tiny line height does not fit in an
      // Int (Int(_:) would trap), and more lines than the text has change nothing.
      let lines = (max(height, 0) / metrics.metrics.lineHeight + 1e-9).rounded(.down)
      let fitting = lines < Double(all.count) ? Int(lines) : all.count
      keep = min(keep, max(fitting, 1))
    }
    guard keep < all.count else { return all }
    var kept = Array(all.prefix(keep))
    kept[keep - 1] = truncate(kept[keep - 1], width: limitWidth, metrics: metrics)
    return kept
  }

  /// The size a text takes for a proposal.
  package static func size(
    _ text: String, proposal: ProposedViewSize, lineLimit: Int?, metrics: TextMeasure
  ) -> Size {
    if proposal.width == 0 && proposal.height == 0 { return .zero }
    if text.isEmpty { return .zero }
    let shown = lines(text, proposal: proposal, lineLimit: lineLimit, metrics: metrics)
    let widest = shown.reduce(0) { max($0, $1.width) }
    return Size(
      width: proposal.width == 0 ? 0 : widest,
      height: Double(shown.count) * metrics.metrics.lineHeight)
  }

  private enum Token {
    case word(Substring)
    case space(Substring)
  }

  /// Splits a paragraph into words, single wide characters (each a break opportunity) and runs
  /// of spaces.
  private static func tokens(_ paragraph: Substring) -> [Token] {
    var result: [Token] = []
    var index = paragraph.startIndex
    while index < paragraph.endIndex {
      let character = paragraph[index]
      if character == " " || character == "\t" {
        var end = index
        while end < paragraph.endIndex, paragraph[end] == " " || paragraph[end] == "\t" {
          end = paragraph.index(after: end)
        }
        result.append(.space(paragraph[index..<end]))
        index = end
      } else if isBreakableWide(character) {
        let end = paragraph.index(after: index)
        result.append(.word(paragraph[index..<end]))
        index = end
      } else {
        var end = index
        while end < paragraph.endIndex, paragraph[end] != " ", paragraph[end] != "\t",
          !isBreakableWide(paragraph[end])
        {
          end = paragraph.index(after: end)
        }
        result.append(.word(paragraph[index..<end]))
        index = end
      }
    }
    return result
  }

  private static func isBreakableWide(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    return CellWidth.isWide(first)
  }

  private static func wrap(
    _ paragraph: Substring, width limit: Double?, metrics: TextMeasure, into lines: inout [TextLine]
  ) {
    // With a real font the paragraph is shaped once (kerning across words, §10.2); the
    // deterministic advances are added as they come, with no array for a long paragraph.
    let shaped = metrics.shapedAdvances(of: paragraph)
    // The offset of the next token's first character in `shaped`.
    var offset = 0
    func width(_ piece: Substring) -> Double {
      guard let shaped else { return Self.width(of: piece, metrics) }
      let count = piece.count
      defer { offset += count }
      return sum(shaped[offset..<(offset + count)])
    }
    guard let limit else {
      lines.append(TextLine(text: String(paragraph), width: width(paragraph)))
      return
    }
    var current = ""
    var currentWidth = 0.0
    var pending = ""
    var pendingWidth = 0.0
    func flush() {
      lines.append(TextLine(text: current, width: currentWidth))
      current = ""
      currentWidth = 0
      pending = ""
      pendingWidth = 0
    }
    for token in tokens(paragraph) {
      switch token {
      case .space(let spaces):
        let w = width(spaces)
        if !current.isEmpty {
          pending += spaces
          pendingWidth += w
        }
      case .word(let word):
        let start = offset
        let w = width(word)
        if !current.isEmpty, currentWidth + pendingWidth + w > limit + 1e-9 { flush() }
        if current.isEmpty, w > limit + 1e-9 {
          // The word alone is too wide: break inside it, at least one character per line.
          var piece = ""
          var pieceWidth = 0.0
          for (i, character) in word.enumerated() {
            let a = shaped?[start + i] ?? advance(character, metrics)
            if !piece.isEmpty, pieceWidth + a > limit + 1e-9 {
              lines.append(TextLine(text: piece, width: pieceWidth))
              piece = ""
              pieceWidth = 0
            }
            piece.append(character)
            pieceWidth += a
          }
          current = piece
          currentWidth = pieceWidth
          continue
        }
        current += pending
        current += word
        currentWidth += pendingWidth + w
        pending = ""
        pendingWidth = 0
      }
    }
    lines.append(TextLine(text: current, width: currentWidth))
  }

  /// Ends a line in "…", dropping characters until it fits `width`.
  private static func truncate(_ line: TextLine, width limit: Double?, metrics: TextMeasure)
    -> TextLine
  {
    var text = line.text
    let e = advance(ellipsis, metrics)
    var w = line.width
    if let limit {
      // A real font's advances of this line (the deterministic ones are looked up per
      // character).
      var shaped = metrics.shapedAdvances(of: Substring(text))
      func dropLast() {
        let last = text.removeLast()
        w -= shaped?.removeLast() ?? advance(last, metrics)
      }
      while !text.isEmpty, w + e > limit + 1e-9 { dropLast() }
      while let last = text.last, last == " " { dropLast() }
    }
    text.append(ellipsis)
    return TextLine(text: text, width: w + e)
  }
}
