import LayoutEngine

@testable import Rendering

// Shared helpers: trees are built with the ViewTree DSL and laid out directly (no XML).

/// Lays `tree` out in `width` × `height` and draws it at the default scale (8 × 16 pt cells),
/// returning the drawing's lines (the final line break removed).
func draw(_ tree: ViewTree, width: Double, height: Double, scale: CellScale = CellScale())
  -> [String]
{
  let result = tree.layout(width: width, height: height, options: .fixedText)
  let text = ASCIIRenderer(scale: scale).render(tree, result, options: LayoutOptions.fixedText)
  precondition(text.hasSuffix("\n"), "a drawing ends with a line break")
  return text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// The canvas as lines of text.
func rows(_ canvas: Canvas) -> [String] { canvas.lines() }

/// How many cells a line takes on a terminal: two for East Asian wide characters and emoji.
func cellCount(_ line: String) -> Int {
  line.reduce(0) { $0 + ($1.unicodeScalars.first.map { isWide($0) } == true ? 2 : 1) }
}

/// CJK ideographs, kana, Hangul, full-width forms and pictographic emoji: the wide ranges the
/// tests use (a test-side check, independent of the renderer's own table).
private func isWide(_ s: Unicode.Scalar) -> Bool {
  switch s.value {
  case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
    0xFFE0...0xFFE6,
    0x1F300...0x1F64F, 0x1F900...0x1F9FF:
    return true
  default: return false
  }
}

extension LayoutOptions {
  /// The default options with the fixed text model (8-point characters, 16-point lines,
  /// semantics §9.4): the numbers these tests were derived with.
  static var fixedText: LayoutOptions {
    var options = LayoutOptions()
    options.textModel = .fixed
    return options
  }
}
