import CellWidth

/// One laid-out line of a Text.
package struct TextLine: Sendable, Hashable {
  package var text: String
  package var width: Double
}

/// Text layout with fixed metrics (`TextMetrics`), or a real font's advances when the metrics
/// carry one (semantics §10), shared by sizing and drawing so the ASCII drawing and the JSON
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

  /// A character's advance.
  package static func advance(_ character: Character, _ metrics: TextMetrics) -> Double {
    switch CellWidth.cells(character) {
    case 0: return 0
    case 1: return metrics.characterWidth
    default: return metrics.wideCharacterWidth
    }
  }

  /// The advance of each character of `text`: the fixed advances, or with a real font its
  /// shaped advances (kerning and ligatures folded in, semantics §10.2).
  package static func advances(of text: some StringProtocol, _ metrics: TextMetrics) -> [Double] {
    if let font = metrics.font {
      let values = font.measurer.advances(of: String(text), pointSize: metrics.pointSize)
      // A measurer that miscounts must not make the wrapping index out of range.
      if values.count == text.count { return values }
      let each = values.reduce(0, +) / Double(max(text.count, 1))
      return [Double](repeating: each, count: text.count)
    }
    return text.map { advance($0, metrics) }
  }

  package static func width(of text: some StringProtocol, _ metrics: TextMetrics) -> Double {
    if metrics.font != nil { return sum(advances(of: text, metrics)[...]) }
    // The fixed advances are added as they come: no array for a long paragraph.
    var total = 0.0
    for character in text { total += advance(character, metrics) }
    return total
  }

  /// Adds in order from 0, as the fixed-metric layout always has (so its widths are unchanged).
  private static func sum(_ values: ArraySlice<Double>) -> Double {
    var total = 0.0
    for value in values { total += value }
    return total
  }

  /// The lines a text shows for a proposal.
  package static func lines(
    _ text: String, proposal: ProposedViewSize, lineLimit: Int?, metrics: TextMetrics
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
      let lines = (max(height, 0) / metrics.lineHeight + 1e-9).rounded(.down)
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
    _ text: String, proposal: ProposedViewSize, lineLimit: Int?, metrics: TextMetrics
  ) -> Size {
    if proposal.width == 0 && proposal.height == 0 { return .zero }
    if text.isEmpty { return .zero }
    let shown = lines(text, proposal: proposal, lineLimit: lineLimit, metrics: metrics)
    let widest = shown.reduce(0) { max($0, $1.width) }
    return Size(
      width: proposal.width == 0 ? 0 : widest, height: Double(shown.count) * metrics.lineHeight)
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
    _ paragraph: Substring, width limit: Double?, metrics: TextMetrics, into lines: inout [TextLine]
  ) {
    // With a real font the paragraph is shaped once (kerning across words); the fixed
    // advances need no array.
    let shaped = metrics.font == nil ? nil : advances(of: paragraph, metrics)
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
  private static func truncate(_ line: TextLine, width limit: Double?, metrics: TextMetrics)
    -> TextLine
  {
    var text = line.text
    let e = width(of: String(ellipsis), metrics)
    var w = line.width
    if let limit {
      // A real font's advances of this line (the fixed ones are looked up per character).
      var shaped = metrics.font == nil ? nil : advances(of: text, metrics)
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
