import CellWidth

/// Measures text in a resolved font: the seam where a measurer of real fonts plugs in
/// (§9.4; the HarfBuzz measurer of the RealFonts trait, §10.1). Stackup's own measurer is `DeterministicTextMeasurer`; a measurer set in
/// `LayoutOptions.textMeasurer` replaces it for every Text and symbol.
package protocol TextMeasuring: Sendable {
  /// Names the measurer and its font file, so two option sets with different measurers differ.
  var identifier: String { get }

  /// The vertical metrics of `font` (line height, ascent, descent, cap height, leading),
  /// unrounded: the layout rounds the line height up to a pixel (§10.3). The character widths
  /// in the result are unused.
  func lineMetrics(for font: ResolvedFont) -> TextMetrics

  /// The advance of `text` set on one line in `font`, kerning included.
  func width(of text: Substring, in font: ResolvedFont) -> Double

  /// The advance of each `Character` of `text` set on one line in `font`, in order, as many as
  /// `text.count`: a shaping measurer gives each glyph's advance and kerning to the character
  /// its cluster starts at, so the sum over any run of characters is that run's width in
  /// context, and wrapping and truncation can cut a shaped paragraph anywhere (§10.2).
  func advances(of text: Substring, in font: ResolvedFont) -> [Double]
}

extension TextMeasuring {
  /// Each character measured on its own (no kerning between characters): for measurers that
  /// do not shape.
  package func advances(of text: Substring, in font: ResolvedFont) -> [Double] {
    text.map { width(of: Substring(String($0)), in: font) }
  }
}

/// Stackup's deterministic metrics scaled to a font (§9.4): the default metrics stand for the
/// body style at the default Dynamic Type size; every length scales with the point size over
/// that body size, and advances also widen with the weight.
package struct DeterministicTextMeasurer: Sendable, Hashable {
  /// The metrics of body text at the default size (`LayoutOptions.textMetrics`).
  package var base: TextMetrics

  /// Scales `base`.
  package init(base: TextMetrics) { self.base = base }

  /// How much wider than regular a weight's advances are: 3% per step of 100 above regular,
  /// none below (§9.4).
  package static func widthFactor(_ weight: FontWeight) -> Double {
    1 + 0.03 * Double(max(0, weight.value - 400)) / 100
  }

  /// `base` scaled to `font`.
  package func metrics(for font: ResolvedFont) -> TextMetrics {
    let k = font.pointSize / font.referencePointSize
    if k == 1 && font.weight.value <= 400 { return base }
    let w = Self.widthFactor(font.weight)
    var m = base
    m.characterWidth = base.characterWidth * k * w
    m.wideCharacterWidth = base.wideCharacterWidth * k * w
    m.lineHeight = base.lineHeight * k
    m.ascent = base.ascent * k
    m.descent = base.descent * k
    m.capHeight = base.capHeight * k
    m.leading = base.leading * k
    return m
  }
}

/// Text measurement bound to one resolved font: what `TextLayout` measures with. A
/// `TextMeasuring` measurer (a font file) wins; otherwise the options' `textModel`: the system
/// font's advances (§9.7) or the fixed metrics (§9.4).
package struct TextMeasure: Sendable {
  /// The font's metrics (vertical metrics from the measurer when there is one).
  package var metrics: TextMetrics { core.metrics }
  /// The font.
  package var font: ResolvedFont { core.font }
  /// A measurer of real fonts, nil for the built-in models.
  package var measurer: (any TextMeasuring)? { core.measurer }
  /// The system font's face, nil for a measurer or the fixed metrics.
  var system: SystemFont? { core.system }
  /// The lines each text was wrapped into per width, kept for the pass that made this
  /// measure (nil for a measure made on its own, as the renderers' are).
  var lineCache: TextLineCache? { core.lineCache }

  /// What every copy of a measure shares, behind one reference. A Text is measured about ten
  /// times a pass (a stack's probes, then placing), each time with a copy of its environment's
  /// measure: copying the font, the face, the measurer and the options retained and released
  /// each of their references (3–4 M instructions of a real 1,000-view screen).
  private final class Core: Sendable {
    let metrics: TextMetrics
    let font: ResolvedFont
    let measurer: (any TextMeasuring)?
    let system: SystemFont?
    let lineCache: TextLineCache?
    let options: LayoutOptions
    /// `TextMeasure.displayScale`, found once: read from the options on every Text's size,
    /// copying them cost about 400 instructions a size.
    let displayScale: Double

    init(
      metrics: TextMetrics, font: ResolvedFont, measurer: (any TextMeasuring)?,
      system: SystemFont?, lineCache: TextLineCache?, options: LayoutOptions
    ) {
      self.metrics = metrics
      self.font = font
      self.measurer = measurer
      self.system = system
      self.lineCache = lineCache
      self.options = options
      displayScale = TextMeasure.displayScale(options)
    }
  }
  private var core: Core
  /// Pixels per point (1 for a scale that is not a positive number): the system model's
  /// widths are rounded up to a pixel, as SwiftUI reports a Text's size (§9.7).
  var displayScale: Double { core.displayScale }

  /// `options`' display scale, or 1 when it is not a positive number.
  fileprivate static func displayScale(_ options: LayoutOptions) -> Double {
    options.displayScale.isFinite && options.displayScale > 0 ? options.displayScale : 1
  }

  /// Points added after each character (`.tracking`, `.kerning`; §9.7).
  package private(set) var tracking = 0.0
  /// Points between lines (`.lineSpacing`; §9.7).
  package private(set) var lineSpacing = 0.0
  /// The case text is shown in (`.textCase`), nil for as written.
  package private(set) var textCase: TextCase?
  /// How far text may shrink to fit (`.minimumScaleFactor`), 1 for not at all.
  package private(set) var minimumScaleFactor = 1.0
  /// Points a control adds to each line of its label (`TextEnvironment.controlLabelLeading`).
  private var addedLeading = 0.0
  /// The options the measure was made under, to make it again at another size.
  private var options: LayoutOptions { core.options }

  /// The measure of `font` under `options` (its measurer, or the built-in model).
  package init(font: ResolvedFont, options: LayoutOptions) {
    self.init(font: font, options: options, lineCache: nil)
  }

  /// The measure of the font and line settings of `text` under `options`, keeping the lines
  /// it wraps in `lineCache`.
  package init(text: TextEnvironment, options: LayoutOptions, lineCache: TextLineCache? = nil) {
    self.init(font: text.resolvedFont(options), options: options, lineCache: lineCache)
    if let points = text.tracking, points.isFinite { tracking = points }
    if text.lineSpacing.isFinite { lineSpacing = max(0, text.lineSpacing) }
    textCase = text.textCase
    if text.minimumScaleFactor.isFinite {
      minimumScaleFactor = min(1, max(0.01, text.minimumScaleFactor))
    }
    if text.controlLabelLeading > 0, text.controlLabelLeading.isFinite {
      addLeading(text.controlLabelLeading)
    }
    addedLeading = text.controlLabelLeading
  }

  /// Makes each line `extra` taller, its text and baseline the half of it (floored to a pixel)
  /// lower: a macOS 26 checkbox's label baseline is recorded 1 point below a plain Text's for
  /// its 2.5 added points (§9.7).
  private mutating func addLeading(_ extra: Double) {
    let scale = displayScale
    let above = (extra / 2 * scale + 1e-9).rounded(.down) / scale
    var m = core.metrics
    m.lineHeight += extra
    m.ascent += above
    core = Core(
      metrics: m, font: core.font, measurer: core.measurer, system: core.system,
      lineCache: core.lineCache, options: core.options)
  }

  /// The measure of `font` under `options`, keeping the lines it wraps in `lineCache`.
  package init(font: ResolvedFont, options: LayoutOptions, lineCache: TextLineCache?) {
    let scale = Self.displayScale(options)
    let metrics: TextMetrics
    var system: SystemFont? = nil
    if let measurer = options.textMeasurer {
      var measured = measurer.lineMetrics(for: font)
      // Lines sit on the pixel grid: a measurer's line height is rounded up to a pixel of the
      // display scale (§10.3); the 1e-9 keeps a height already on the grid where it is.
      measured.lineHeight = ((measured.lineHeight * scale - 1e-9).rounded(.up)) / scale
      metrics = measured
    } else if options.textModel == .system {
      let face = SystemFont(font, platform: options.platform)
      var measured = face.lineMetrics
      measured.lineHeight = ((measured.lineHeight * scale - 1e-9).rounded(.up)) / scale
      metrics = measured
      system = face
    } else {
      metrics = DeterministicTextMeasurer(base: options.textMetrics).metrics(for: font)
    }
    core = Core(
      metrics: metrics, font: font, measurer: options.textMeasurer, system: system,
      lineCache: lineCache, options: options)
  }

  /// Plain metrics with no font behind them (body at the default size).
  package init(metrics: TextMetrics) {
    core = Core(
      metrics: metrics, font: ResolvedFont(style: .body, pointSize: 17, weight: .regular),
      measurer: nil, system: nil, lineCache: nil, options: LayoutOptions())
  }

  /// This measure with its font `factor` times the size (`.minimumScaleFactor`, §9.7): the
  /// line settings kept, tracking scaled with the text.
  func scaled(_ factor: Double) -> TextMeasure {
    var font = self.font
    font.pointSize *= factor
    var measure = TextMeasure(font: font, options: options, lineCache: nil)
    measure.tracking = tracking * factor
    measure.lineSpacing = lineSpacing
    measure.textCase = textCase
    if addedLeading > 0, addedLeading.isFinite { measure.addLeading(addedLeading) }
    measure.addedLeading = addedLeading
    return measure
  }

  /// The distance from one line's top to the next's: the line height and `.lineSpacing`.
  package var lineAdvance: Double { metrics.lineHeight + lineSpacing }

  /// `text` in the case it is shown in.
  func shown(_ text: String) -> String { textCase?.apply(text) ?? text }

  /// Whether characters have their own advances (the system model or a font file's), so a
  /// line's characters need not fill one 8-point cell each: the ASCII drawing lets such a
  /// line run on into blank cells (§9.7).
  package var isProportional: Bool { system != nil || measurer != nil }

  /// A width as a Text reports it: the system model's rounded up to a pixel (§9.7), the
  /// others as measured.
  func reported(_ width: Double) -> Double {
    guard system != nil else { return width }
    return ((width * displayScale - 1e-9).rounded(.up)) / displayScale
  }

  /// One character's advance.
  @inline(__always)
  func advance(_ character: Character) -> Double {
    if let measurer {
      return measurer.width(of: Substring(String(character)), in: font) + tracking
    }
    if let system {
      // A one-byte character is ASCII: its advance is the table's (`ASCIIText`).
      if system.readsASCIITable, character.utf8.count == 1, let byte = character.utf8.first {
        return system.advance(ofPlainASCII: byte) + tracking
      }
      return system.advance(of: character) + tracking
    }
    switch CellWidth.cells(character) {
    case 0: return 0
    case 1: return metrics.characterWidth + tracking
    default: return metrics.wideCharacterWidth + tracking
    }
  }

  /// Each character's advance in a shaped run (`TextMeasuring.advances(of:in:)`), or nil
  /// for the deterministic metrics, whose advances are looked up per character with no array.
  func shapedAdvances(of text: Substring) -> [Double]? {
    guard let measurer else { return nil }
    var values = measurer.advances(of: text, in: font)
    if tracking != 0 { values = values.map { $0 + tracking } }
    // A measurer that miscounts must not put the wrapping out of range.
    if values.count == text.count { return values }
    var total = 0.0
    for value in values { total += value }
    return [Double](repeating: total / Double(max(text.count, 1)), count: text.count)
  }

  /// The system font, when this measure uses it with the ASCII table and adds nothing to
  /// its advances (`ASCIIText`; text with `.tracking` takes the general path).
  var plainASCIISystemFont: SystemFont? {
    guard measurer == nil, tracking == 0, let system, system.readsASCIITable else { return nil }
    return system
  }

  /// The advance of a run of text on one line.
  func width(of text: Substring) -> Double {
    if let measurer {
      return measurer.width(of: text, in: font) + tracking * Double(text.count)
    }
    if let system = plainASCIISystemFont,
      let total = ASCIIText.withPlainBytes(text, system.width(ofPlainASCII:))
    {
      return total
    }
    var total = 0.0
    for character in text { total += advance(character) }
    return total
  }
}

/// The lines a pass wrapped each text into, per width: each distinct Text is broken into
/// lines once per distinct proposed width (§9.7). One pass uses it, on the thread that runs
/// the pass, which is why it may be `@unchecked Sendable`: the measure that holds it travels
/// in values the compiler must see as `Sendable`.
package final class TextLineCache: @unchecked Sendable {
  struct Key: Hashable {
    var text: String
    /// The width wrapped to, or −1 for none.
    var width: Double
  }

  /// At most this many wrappings are kept; past it, new ones are not (a pass that wraps more
  /// distinct texts is huge, and wrapping again is only slower).
  static let capacity = 65_536

  private(set) var lines: [Key: [TextLine]] = [:]

  package init() {}

  /// Room reserved at the first store: a screen wraps a few hundred texts per font, and growing
  /// from empty rehashed every text kept (each a hash of its string) at each doubling.
  static let initialCapacity = 256

  func store(_ wrapped: [TextLine], for key: Key) {
    if lines.isEmpty { lines.reserveCapacity(Self.initialCapacity) }
    if lines.count < Self.capacity { lines[key] = wrapped }
  }
}
