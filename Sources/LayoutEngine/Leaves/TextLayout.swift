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

  /// Where a cut line shows its ellipsis (`Text.TruncationMode`, §7.4).
  package enum Truncation: String, Sendable, Hashable, CaseIterable {
    /// "…" first, then the end of the text.
    case head
    /// The start and the end of the text around "…".
    case middle
    /// The start of the text, then "…" (SwiftUI's default).
    case tail
  }

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
    _ text: String, proposal: ProposedViewSize, lineLimit: Int?, metrics: TextMeasure,
    truncation: Truncation = .tail
  ) -> [TextLine] {
    shown(text, proposal: proposal, lineLimit: lineLimit, metrics: metrics, truncation: truncation)
      .lines
  }

  /// The lines a text shows for a proposal and the measure they were set in: the Text's own,
  /// or smaller when `.minimumScaleFactor` let it shrink to fit (§9.7). Renderers draw with
  /// this measure's line advance and ascent.
  package static func shown(
    _ text: String, proposal: ProposedViewSize, lineLimit: Int?, metrics: TextMeasure,
    truncation: Truncation = .tail
  ) -> (lines: [TextLine], measure: TextMeasure) {
    let text = metrics.shown(text)
    let measure = fitted(text, proposal: proposal, lineLimit: lineLimit, metrics: metrics)
    return (
      cut(text, proposal: proposal, lineLimit: lineLimit, metrics: measure, truncation: truncation),
      measure
    )
  }

  /// How many lines of `measure` a height holds (at least one), with `.lineSpacing` between
  /// them; nil for an unlimited height.
  private static func linesFitting(_ height: Double?, _ measure: TextMeasure, count: Int) -> Int? {
    guard let height, height.isFinite else { return nil }
    // Compared as a Double first: a huge height over a tiny line height does not fit in an
    // Int (Int(_:) would trap), and more lines than the text has change nothing.
    let lines =
      ((max(height, 0) + measure.lineSpacing) / measure.lineAdvance + 1e-9).rounded(.down)
    return max(lines < Double(count) ? Int(lines) : count, 1)
  }

  /// How many of a text's `count` lines are shown: no more than the line limit and the
  /// height hold, at least one.
  private static func linesKept(
    of count: Int, height: Double?, lineLimit: Int?, metrics: TextMeasure
  ) -> Int {
    var keep = count
    if let lineLimit { keep = min(keep, max(lineLimit, 1)) }
    if let fitting = linesFitting(height, metrics, count: count) { keep = min(keep, fitting) }
    return keep
  }

  /// `metrics`, or the largest scale of it down to its minimum scale factor at which `text`
  /// shows whole: all its lines within the line limit and the height, no word cut (§9.7).
  private static func fitted(
    _ text: String, proposal: ProposedViewSize, lineLimit: Int?, metrics: TextMeasure
  ) -> TextMeasure {
    guard metrics.minimumScaleFactor < 1, let width = proposal.width, width.isFinite, width > 0
    else { return metrics }
    func fits(_ measure: TextMeasure) -> Bool {
      let all = wrapped(text, width: width, metrics: measure)
      var allowed = lineLimit.map { max($0, 1) } ?? all.count
      if let fitting = linesFitting(proposal.height, measure, count: all.count) {
        allowed = min(allowed, fitting)
      }
      guard all.count <= allowed else { return false }
      for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" })
      where Self.width(of: word, measure) > width + 1e-9 {
        return false
      }
      return true
    }
    if fits(metrics) { return metrics }
    var low = metrics.minimumScaleFactor
    var high = 1.0
    var best = metrics.scaled(low)
    if !fits(best) { return best }
    // Halved twelve times: within 0.03% of the largest scale that fits.
    for _ in 0..<12 {
      let middle = (low + high) / 2
      let candidate = metrics.scaled(middle)
      if fits(candidate) {
        low = middle
        best = candidate
      } else {
        high = middle
      }
    }
    return best
  }

  /// The lines kept of `text` (already in its case) in `metrics` for a proposal.
  private static func cut(
    _ text: String, proposal: ProposedViewSize, lineLimit: Int?, metrics: TextMeasure,
    truncation: Truncation
  ) -> [TextLine] {
    let limitWidth: Double? = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
    let all = wrapped(text, width: limitWidth, metrics: metrics)
    let keep = linesKept(
      of: all.count, height: proposal.height, lineLimit: lineLimit, metrics: metrics)
    guard keep < all.count else { return all }
    var kept = Array(all.prefix(keep))
    // The last line shown stands for the rest of the text, whose end, start or middle the
    // ellipsis replaces (§7.4): a tail-truncated line shows as much of the rest as fits
    // ("Hello Swif…" in 80 pt, not "Hello…", as recorded from SwiftUI, §9.7).
    let rest = remainder(of: text, after: kept[..<(keep - 1)])
    switch truncation {
    case .tail:
      if metrics.measurer == nil, let limitWidth {
        kept[keep - 1] = truncateTail(rest, width: limitWidth, metrics: metrics)
      } else {
        let line = TextLine(text: rest, width: width(of: rest, metrics))
        kept[keep - 1] = truncate(line, width: limitWidth, metrics: metrics)
      }
    case .head, .middle:
      kept[keep - 1] = truncate(
        rest, keepingEnd: truncation == .head, width: limitWidth, metrics: metrics)
    }
    return kept
  }

  /// The size a text takes for a proposal.
  /// `minimumLines` is the height a line limit reserves (`lineLimit(2...4)`,
  /// `lineLimit(2, reservesSpace: true)`; §7.4): at least that many lines high.
  package static func size(
    _ text: String, proposal: ProposedViewSize, lineLimit: Int?, metrics: TextMeasure,
    minimumLines: Int = 0, truncation: Truncation = .tail
  ) -> Size {
    if proposal.width == 0 && proposal.height == 0 { return .zero }
    if text.isEmpty { return .zero }
    let (lines, measure) = shown(
      text, proposal: proposal, lineLimit: lineLimit, metrics: metrics, truncation: truncation)
    let widest = lines.reduce(0) { max($0, $1.width) }
    let size = self.size(
      widest: widest, lines: lines.count, lineLimit: lineLimit, measure: measure,
      minimumLines: minimumLines)
    return proposal.width == 0 ? Size(width: 0, height: size.height) : size
  }

  /// The size of `lines` lines whose widest is `widest`, as a Text reports it: lines reserved
  /// by `minimumLines` (up to the line limit) count too.
  static func size(
    widest: Double, lines: Int, lineLimit: Int?, measure: TextMeasure, minimumLines: Int
  ) -> Size {
    let count = max(lines, min(minimumLines, lineLimit ?? minimumLines))
    return Size(
      width: measure.reported(widest),
      height: Double(count) * measure.metrics.lineHeight
        + Double(max(count - 1, 0)) * measure.lineSpacing)
  }

  /// What `TextSizing` needs of a one-paragraph text in the deterministic metrics, found
  /// once: its width at a nil or infinite width (measured in one piece, as `wrap` does
  /// there), its line's width at any finite width it fits in, and how many lines it takes at
  /// width 0. Nil for a font file's measure (its shaping is asked per run) and for text that
  /// is empty, has a line break or is long (`minimumBytes` or more: its width-0 lines, one per
  /// character, cost more than its few proposals; 7 MiB of text took 6 s). `fitsWidth` is nil
  /// where a line that fits whole might still be broken: that needs a line's width to grow
  /// as words are added, which `.tracking` below 0 does not promise, and
  /// `.minimumScaleFactor` reads the height.
  package static func oneLineWidths(_ text: String, metrics: TextMeasure)
    -> (unbounded: Double, fitsWidth: Double?, zeroWidthLines: Int)?
  {
    guard !text.isEmpty, text.utf8.count < minimumBytes, metrics.measurer == nil else {
      return nil
    }
    let text = metrics.shown(text)
    guard text.utf8.count < minimumBytes else { return nil }
    let hasNewline =
      text.utf8.withContiguousStorageIfAvailable { $0.contains(0x0A) } ?? text.utf8.contains(0x0A)
    guard !hasNewline else { return nil }
    // The lines at width 0, and at the widest finite width: the wrapping a finite width
    // takes, with nothing broken. Counted by `wrap`'s own paths: `plainWrap`'s for short plain
    // ASCII in the system font, without making the lines.
    // The whole width too, as `width(of:)` adds it for plain ASCII.
    let (zero, wide, whole): (count: Int, wide: (count: Int, firstWidth: Double), whole: Double)
    if let system = metrics.plainASCIISystemFont,
      let counted = ASCIIText.withPlainBytes(
        text[...],
        {
          (
            plainLines($0, width: 0, system: system).count,
            plainLines($0, width: .greatestFiniteMagnitude, system: system),
            system.width(ofPlainASCII: $0)
          )
        })
    {
      (zero, wide, whole) = counted
    } else {
      var narrow: [TextLine] = []
      wrap(text[...], width: 0, metrics: metrics, into: &narrow)
      var lines: [TextLine] = []
      wrap(text[...], width: .greatestFiniteMagnitude, metrics: metrics, into: &lines)
      (zero, wide) = (narrow.count, (lines.count, lines.first?.width ?? 0))
      whole = width(of: text, metrics)
    }
    let grows = metrics.tracking >= 0 && metrics.minimumScaleFactor >= 1
    let fitsWidth = grows && wide.count == 1 && wide.firstWidth > 0 ? wide.firstWidth : nil
    return (whole, fitsWidth, zero)
  }

  /// The size of a text of `lines` lines at width 0 for a proposed `height`, as `size` gives
  /// it: width 0, and as many of the lines as the height and the line limit keep.
  static func zeroWidthSize(
    lines: Int, height: Double?, lineLimit: Int?, metrics: TextMeasure, minimumLines: Int
  ) -> Size {
    if height == 0 { return .zero }
    let keep = linesKept(of: lines, height: height, lineLimit: lineLimit, metrics: metrics)
    let size = self.size(
      widest: 0, lines: keep, lineLimit: lineLimit, measure: metrics, minimumLines: minimumLines)
    return Size(width: 0, height: size.height)
  }

  /// Every line of `text` wrapped to `width`, from the measure's cache when this text was
  /// wrapped to this width before: a stack asks a Text for its size under several proposals
  /// that share a width (§9.7).
  private static func wrapped(_ text: String, width: Double?, metrics: TextMeasure) -> [TextLine] {
    let key = TextLineCache.Key(text: text, width: width ?? -1)
    if let known = metrics.lineCache?.lines[key] { return known }
    var all: [TextLine] = []
    // Most texts are one paragraph: splitting by `Character` cost more than wrapping them.
    // The bytes read in place: the generic `utf8.contains` stepped through the view index by
    // index, about 500 instructions a Text.
    let hasNewline =
      text.utf8.withContiguousStorageIfAvailable { $0.contains(0x0A) } ?? text.utf8.contains(0x0A)
    guard hasNewline else {
      wrap(text[...], width: width, metrics: metrics, into: &all)
      metrics.lineCache?.store(all, for: key)
      return all
    }
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      wrap(paragraph, width: width, metrics: metrics, into: &all)
    }
    metrics.lineCache?.store(all, for: key)
    return all
  }

  private enum Token {
    case word(Substring)
    case space(Substring)
  }

  /// Splits a paragraph into words, single wide characters (each a break opportunity) and runs
  /// of spaces.
  private static func tokens(_ paragraph: Substring) -> [Token] {
    if let plain = ASCIIText.withPlainBytes(paragraph, { plainTokens(paragraph, $0) }) {
      return plain
    }
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

  /// `tokens(_:)` of a plain ASCII paragraph (`ASCIIText`), whose `bytes` are given: split
  /// at spaces and tabs only, no character being wide.
  private static func plainTokens(_ paragraph: Substring, _ bytes: UnsafeBufferPointer<UInt8>)
    -> [Token]
  {
    var result: [Token] = []
    let utf8 = paragraph.utf8
    var offset = 0
    var index = utf8.startIndex
    while offset < bytes.count {
      let isSpace = bytes[offset] == 0x20 || bytes[offset] == 0x09
      var end = offset + 1
      while end < bytes.count, (bytes[end] == 0x20 || bytes[end] == 0x09) == isSpace { end += 1 }
      let next = utf8.index(index, offsetBy: end - offset)
      result.append(isSpace ? .space(paragraph[index..<next]) : .word(paragraph[index..<next]))
      (offset, index) = (end, next)
    }
    return result
  }

  private static func isBreakableWide(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    return CellWidth.isWide(first)
  }

  /// The lines of one paragraph at `width`, through the general path only (`simple` false) or
  /// also the fast one for simple text (`wrapSimpleText`): tests compare the two.
  package static func wrappedParagraph(
    _ paragraph: Substring, width: Double?, metrics: TextMeasure, simple: Bool
  ) -> [TextLine] {
    var lines: [TextLine] = []
    wrap(paragraph, width: width, metrics: metrics, into: &lines, simple: simple)
    return lines
  }

  private static func wrap(
    _ paragraph: Substring, width limit: Double?, metrics: TextMeasure,
    into lines: inout [TextLine],
    simple: Bool = true
  ) {
    if simple, metrics.measurer == nil, let limit, paragraph.utf8.count >= minimumBytes,
      let done = wrapSimpleText(paragraph, width: limit, metrics: metrics, into: &lines),
      done
    {
      return
    }
    // A short plain ASCII paragraph in the system font, by its bytes (`ASCIIText`).
    if simple, let limit, let system = metrics.plainASCIISystemFont,
      ASCIIText.withPlainBytes(
        paragraph, { plainWrap($0, width: limit, system: system, into: &lines) })
        != nil
    {
      return
    }
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

  /// The text from where the line after `lines` starts: the characters the lines hold are
  /// skipped (wrapping drops only white space), line breaks become spaces.
  private static func remainder(of text: String, after lines: ArraySlice<TextLine>) -> String {
    if let plain = ASCIIText.withPlainBytes(Substring(text), { plainRemainder($0, after: lines) }),
      let plain
    {
      return plain
    }
    var skip = 0
    for line in lines { skip += line.text.reduce(0) { $0 + ($1.isWhitespace ? 0 : 1) } }
    var index = text.startIndex
    while index < text.endIndex, skip > 0 || text[index].isWhitespace {
      if !text[index].isWhitespace { skip -= 1 }
      index = text.index(after: index)
    }
    return String(text[index...].map { $0 == "\n" ? " " : $0 })
  }

  /// `remainder(of:after:)` of plain ASCII `bytes` (`ASCIIText`), or nil when a line is not
  /// plain ASCII too. White space is the bytes `Character.isWhitespace` accepts there: tab,
  /// line feed, vertical tab, form feed and space.
  private static func plainRemainder(
    _ bytes: UnsafeBufferPointer<UInt8>, after lines: ArraySlice<TextLine>
  ) -> String? {
    func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0C).contains(byte) }
    var skip = 0
    for line in lines {
      let counted = ASCIIText.withPlainBytes(Substring(line.text)) { line in
        line.reduce(0) { $0 + (isWhitespace($1) ? 0 : 1) }
      }
      guard let counted else { return nil }
      skip += counted
    }
    var index = 0
    while index < bytes.count, skip > 0 || isWhitespace(bytes[index]) {
      if !isWhitespace(bytes[index]) { skip -= 1 }
      index += 1
    }
    return String(unsafeUninitializedCapacity: bytes.count - index) { buffer in
      for i in index..<bytes.count { buffer[i - index] = bytes[i] == 0x0A ? 0x20 : bytes[i] }
      return bytes.count - index
    }
  }

  /// `text` with "…" at its start (`keepingEnd`) or in its middle, dropping the characters
  /// the ellipsis replaces until it fits `width`. In the middle, the start keeps the extra
  /// character when the two sides cannot be equal (§7.4).
  private static func truncate(
    _ text: String, keepingEnd: Bool, width limit: Double?, metrics: TextMeasure
  ) -> TextLine {
    let characters = Array(text)
    let e = advance(ellipsis, metrics)
    guard let limit else {
      return TextLine(text: text + String(ellipsis), width: width(of: text, metrics) + e)
    }
    var start: [Character] = []
    var end: [Character] = []
    var used = e
    var low = 0
    var high = characters.count
    // Characters are taken alternately from the start and the end (only from the end for
    // `head`) while they fit.
    var fromStart = !keepingEnd
    while low < high {
      let character = fromStart ? characters[low] : characters[high - 1]
      let a = advance(character, metrics)
      if used + a > limit + 1e-9 { break }
      used += a
      if fromStart {
        start.append(character)
        low += 1
      } else {
        end.insert(character, at: 0)
        high -= 1
      }
      if !keepingEnd { fromStart.toggle() }
    }
    while let last = start.last, last == " " {
      start.removeLast()
      used -= advance(last, metrics)
    }
    while let first = end.first, first == " " {
      end.removeFirst()
      used -= advance(first, metrics)
    }
    return TextLine(text: String(start) + String(ellipsis) + String(end), width: used)
  }

  /// The start of `text` that fits `width` with "…" after it, trailing spaces dropped: read
  /// forwards, so a long rest costs only what fits (advances looked up per character; a
  /// shaping measurer goes through `truncate(_:width:metrics:)`).
  private static func truncateTail(_ text: String, width limit: Double, metrics: TextMeasure)
    -> TextLine
  {
    let e = advance(ellipsis, metrics)
    if let system = metrics.plainASCIISystemFont,
      let line = ASCIIText.withPlainBytes(
        Substring(text),
        {
          plainTruncateTail($0, width: limit, ellipsisWidth: e, system: system)
        })
    {
      return line
    }
    var kept = ""
    var used = e
    for character in text {
      let a = advance(character, metrics)
      if used + a > limit + 1e-9 { break }
      kept.append(character)
      used += a
    }
    while let last = kept.last, last == " " {
      kept.removeLast()
      used -= advance(last, metrics)
    }
    kept.append(ellipsis)
    return TextLine(text: kept, width: used)
  }

  /// `truncateTail(_:width:metrics:)` of plain ASCII `bytes` (`ASCIIText`) in the system
  /// font: the same advances, added and taken away in the same order.
  private static func plainTruncateTail(
    _ bytes: UnsafeBufferPointer<UInt8>, width limit: Double, ellipsisWidth e: Double,
    system: SystemFont
  ) -> TextLine {
    var used = e
    var count = 0
    while count < bytes.count {
      let a = system.advance(ofPlainASCII: bytes[count])
      if used + a > limit + 1e-9 { break }
      used += a
      count += 1
    }
    while count > 0, bytes[count - 1] == 0x20 {
      count -= 1
      used -= system.advance(ofPlainASCII: 0x20)
    }
    var kept = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<count]), as: UTF8.self)
    kept.append(ellipsis)
    return TextLine(text: kept, width: used)
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
