import ArgumentParser
import Interpreter
import LayoutEngine
import MarkupSyntax
import Pipeline
import Platform
import Rendering

extension Command {
  /// `stackup render FILE`: lay out a markup file and print it as ASCII, JSON or SVG.
  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "render",
      abstract:
        "Lay out a markup file and print an ASCII drawing, the frames as JSON, or an SVG picture.")

    @Argument(help: "The markup file to render, or - for standard input.")
    var file: String

    @Option(help: "Width offered to the root view when the document has no Preview width.")
    var width: Double?

    @Option(help: "Height offered to the root view when the document has no Preview height.")
    var height: Double?

    @Option(help: "Output format: ascii, json or svg.")
    var format: OutputFormatArgument = .ascii

    @Flag(help: "With --format svg, outline every frame, its kind and id shown on hover.")
    var outline = false

    @Option(
      help:
        "Frames printed and drawn: layout (unrounded, as laid out) or display (snapped to the pixels of the display scale, as SwiftUI draws them)."
    )
    var frames: FramesArgument = .layout

    @Flag(
      help: "Print to standard error every Layout protocol call the engine made, per container.")
    var trace = false

    @Option(
      help: ArgumentHelp(
        "Measure text with this TrueType or OpenType font (HarfBuzz and FreeType; needs a build with the RealFonts trait), or `system` for the Mac's installed system font (Core Text, macOS only); the Preview's font wins.",
        valueName: "file"))
    var font: String?

    @OptionGroup var swift: SwiftOptionsGroup

    @OptionGroup var layout: LayoutOptionsGroup

    func run() throws {
      var request = RenderRequest(file: file)
      (request.view, request.data) = (swift.view, swift.data)
      (request.width, request.height, request.format) = (width, height, format)
      (request.outline, request.frames, request.trace, request.font) = (
        outline, frames, trace, font
      )
      request.inputLimit = layout.inputLimit
      request.applyLayoutOptions = layout.apply
      try request.perform()
    }
  }
}

/// What `render` was asked for, as plain values: filled in from ArgumentParser's parse
/// (`Command.Render`) or, for the common forms, by `QuickRender` without it.
struct RenderRequest {
  var file: String
  var width: Double? = nil
  var height: Double? = nil
  var format: OutputFormatArgument = .ascii
  var outline = false
  var frames: FramesArgument = .layout
  var trace = false
  var font: String? = nil
  /// `--view` and `--data`, for a Swift file.
  var view: String? = nil
  var data: String? = nil
  /// The input limit while reading (`LayoutOptionsGroup.inputLimit`).
  var inputLimit = MarkupLimits().maxInputBytes
  /// Applies the shared layout options (`LayoutOptionsGroup.apply`); left out, the settings
  /// keep their defaults, which are what those options give when none is passed.
  var applyLayoutOptions: ((inout RenderSettings) throws -> Void)? = nil

  /// Renders the file and ends the process (`Command.finish`), or throws the error to report.
  func perform() throws {
    // One document, then exit: each stage may reuse the memory the one before freed.
    ProcessHeap.keepFreedMemory()
    // A variable, so the worker can let go of the input once it is interpreted (see below).
    var input: SourceFile? = try InputFile.read(file, limit: inputLimit)
    for (value, flag) in [(width, "width"), (height, "height")] {
      // The same bound as the Preview's width and height.
      if let value, !(value >= 0 && value <= 1_000_000) {
        throw ValidationError(
          "--\(flag) must be a number from 0 to 1000000 (leave it out for an unspecified proposal)"
        )
      }
    }
    if outline && format != .svg {
      throw ValidationError("--outline draws on the SVG picture: add --format svg")
    }
    var settings = RenderSettings()
    settings.interpreter.keepsBuilder = true  // never freed: the run ends with `finish(holding:)`
    settings.interpreter.width = width
    settings.interpreter.height = height
    settings.format = format.value
    try applyLayoutOptions?(&settings)
    if let font {
      do {
        settings.interpreter.options.textMeasurer = try FontFiles.load(font)
      } catch {
        StandardError.write("stackup: error: \(error.message)\n")
        throw ExitCode(1)
      }
    }
    // A Swift file is converted to markup; diagnostics are shown at its Swift code.
    var swift: SwiftInput? = nil
    if SwiftInput.isSwift(file) {
      swift = try SwiftFiles.load(input!, view: view, data: data, settings: settings)
      input = swift?.markup
    }
    let converted = swift
    let tracing = trace
    let outlined = outline
    let displayed = frames == .display
    // Interpretation and layout run on a large stack inside `Markup`. JSON is streamed to
    // standard output afterwards, after the warnings and trace.
    let format = settings.format
    let outcome = { () -> Result<Rendered, Failed> in
      let document: Document
      let warnings: String
      do throws(DiagnosticError) {
        document = try Markup.interpret(input!, settings: settings)
        warnings = document.warnings.map {
          (converted?.mapped($0) ?? $0).rendered(in: input!) + "\n"
        }.joined()
      } catch {
        let diagnostics = error.diagnostics.map { converted?.mapped($0) ?? $0 }
        return .failure(Failed(message: DiagnosticError(diagnostics).rendered(in: input!) + "\n"))
      }
      // The source is needed only to render diagnostics, done above: freed before layout,
      // when memory peaks (the view tree and the layout pass's tables), rather than held
      // to the end (9.4 MB, 85 bytes per view, for the 111k-view document).
      input = nil
      let recorder = TraceRecorder()
      // The pass is kept to the end with the rest (`Command.finish`).
      let (exact, pass) = Markup.layoutKeepingPass(
        document, tracer: tracing ? recorder.record : nil)
      let laidOut = displayed ? exact.withDisplayedFrames() : exact
      let drawing: String? =
        switch format {
        case .json: nil
        case .ascii: Markup.render(laidOut, format: format, scale: settings.scale)
        case .svg:
          SVGRenderer(outline: outlined).render(
            laidOut.tree, laidOut.result, options: laidOut.document.options)
        }
      return .success(
        Rendered(
          laidOut: laidOut, pass: pass, drawing: drawing, warnings: warnings,
          trace: tracing ? recorder.report(laidOut.tree) : ""))
    }()
    switch outcome {
    case .success(let rendered):
      StandardError.write(rendered.warnings)
      StandardError.writeRequested(rendered.trace)
      if let drawing = rendered.drawing {
        StandardOutput.write(drawing)
      } else {
        Markup.render(rendered.laidOut, format: .json, writingTo: StandardOutput.write(bytes:))
      }
      Command.finish(holding: rendered)
    case .failure(let failed):
      StandardError.write(failed.message)
      throw ExitCode(1)
    }
  }
}

/// What the worker thread of `Render` hands back: the laid-out document and the text
/// printed before its JSON.
private struct Rendered {
  var laidOut: LaidOutDocument
  /// The layout pass, held so that it is not freed before the process ends.
  var pass: AnyObject
  /// The drawing, when the format is ASCII or SVG.
  var drawing: String?
  var warnings: String
  var trace: String
}

/// The diagnostics that stopped a render, rendered.
private struct Failed: Error {
  var message: String
}

/// A closed set of option values, spelled as their raw values. ArgumentParser's defaults
/// describe each case with `String(describing:)`, whose first call for a type searches every
/// protocol conformance in the process; these say the same with a lookup. With each command
/// naming itself (`commandName`), this took `stackup render hello.xml` from 43.3 M to 35.5 M
/// instructions (callgrind). `CommandStartupTests` keeps both in place.
protocol ArgumentChoice: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {}

extension ArgumentChoice {
  var defaultValueDescription: String { rawValue }
  static var allValueStrings: [String] { allCases.map(\.rawValue) }
  /// No value has a description of its own (ArgumentParser leaves out those equal to the value).
  static var allValueDescriptions: [String: String] { [:] }
}

/// `--format` values.
enum OutputFormatArgument: String, ArgumentChoice {
  case ascii, json, svg
  var value: OutputFormat { OutputFormat(rawValue: rawValue)! }
}

/// `--dynamic-type-size` values (§9.1).
enum DynamicTypeSizeArgument: String, ArgumentChoice {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// `--platform` values (§9.1).
/// `--text-metrics` values (semantics §9.4, §9.7).
enum TextModelArgument: String, ArgumentChoice {
  case system, fixed
}

enum PlatformArgument: String, ArgumentChoice {
  case iOS, macOS
}

/// `--frames` values (semantics §7.9).
enum FramesArgument: String, ArgumentChoice {
  case layout, display
}

/// `--horizontal-size-class` values.
enum SizeClassArgument: String, ArgumentChoice {
  case compact, regular
}

/// `--view` and `--data`: what a Swift file's view is and receives (docs/porting.md, "From a
/// Swift file").
struct SwiftOptionsGroup: ParsableArguments {
  @Option(help: "For a .swift file: the view struct to show (default: its #Preview).")
  var view: String?

  @Option(
    help: ArgumentHelp(
      "For a .swift file: a JSON object of values the view receives from outside (its properties, ForEach data).",
      valueName: "file.json"))
  var data: String?
}

/// Options shared by the commands that lay documents out: text metrics, the display scale,
/// the drawing scale and the parser's limits.
struct LayoutOptionsGroup: ParsableArguments {
  @Option(
    help:
      "Pixels per point (Divider thickness, text spacing rounding); the Preview's displayScale wins."
  )
  var displayScale: Double?

  @Option(
    help:
      "How Text is measured: system (SwiftUI's system font, the default) or fixed (8-point characters, 16-point lines); the Preview's textMetrics wins."
  )
  var textMetrics: TextModelArgument?

  @Option(help: "Advance of one character of text in the fixed model, in points (default 8).")
  var characterWidth: Double?

  @Option(
    help: "Advance of a wide character or emoji in the fixed model, in points (default 16).")
  var wideCharacterWidth: Double?

  @Option(help: "Height of one line of text in the fixed model, in points (default 16).")
  var lineHeight: Double?

  @Option(help: "Points per character cell across in the ASCII drawing (default 8).")
  var cellWidth: Double = 8

  @Option(help: "Points per character cell down in the ASCII drawing (default 16).")
  var cellHeight: Double = 16

  @Option(
    help: "The environment's horizontal size class, compact or regular (wins over the Preview's).")
  var horizontalSizeClass: SizeClassArgument?

  @Option(
    help:
      "The environment's Dynamic Type size, xSmall … xxxLarge or accessibility1 … accessibility5 (default large; wins over the Preview's)."
  )
  var dynamicTypeSize: DynamicTypeSizeArgument?

  @Option(help: "Whose text styles apply, iOS or macOS (default iOS; wins over the Preview's).")
  var platform: PlatformArgument?

  @Option(help: "Deepest element nesting accepted (default 1000).")
  var maxDepth: Int?

  @Flag(
    help:
      "Report unknown and not-yet-supported names as warnings, not errors, so a draft renders anyway."
  )
  var lenient = false

  @Flag(
    help:
      "Report the app's own names (unknown modifiers, colours and styles) as errors, not warnings with no layout effect."
  )
  var strict = false

  @Option(help: "Most elements accepted (default 4000000).")
  var maxElements: Int?

  @Option(help: "Largest input accepted, in bytes (default 50331648).")
  var maxInputBytes: Int?

  @Option(help: "Most attributes on one element (default 256).")
  var maxAttributes: Int?

  @Option(help: "Most namespace declarations in scope at once (default 64).")
  var maxNamespaces: Int?

  @Option(help: "Longest attribute value, in bytes (default 1048576).")
  var maxAttributeLength: Int?

  @Option(help: "Longest text of one element, in bytes (default 8388608).")
  var maxTextLength: Int?

  @Option(
    help: "Most bytes of text ForEach, components and templates may make (default 16777216).")
  var maxExpandedText: Int?

  @Option(help: "Deepest view tree, nested views plus modifier layers (default 100000).")
  var maxViewDepth: Int?

  @Option(help: "Most views ForEach, components and templates may make (default 100000).")
  var maxExpandedViews: Int?

  /// The input limit while reading (an invalid `--max-input-bytes` is reported by `apply`).
  var inputLimit: Int {
    if let maxInputBytes, maxInputBytes > 0 { return maxInputBytes }
    return MarkupLimits().maxInputBytes
  }

  func apply(to settings: inout RenderSettings) throws {
    func positive(_ value: Double?, _ name: String) throws -> Double? {
      guard let value else { return nil }
      guard value.isFinite, value > 0 else {
        throw ValidationError("--\(name) must be a positive number")
      }
      return value
    }
    if let v = try positive(displayScale, "display-scale") {
      settings.interpreter.options.displayScale = v
    }
    if characterWidth != nil || wideCharacterWidth != nil || lineHeight != nil {
      settings.interpreter.options.textModel = .fixed
    }
    if let textMetrics {
      settings.interpreter.options.textModel = textMetrics == .fixed ? .fixed : .system
    }
    if let v = try positive(characterWidth, "character-width") {
      settings.interpreter.options.textMetrics.characterWidth = v
    }
    if let v = try positive(wideCharacterWidth, "wide-character-width") {
      settings.interpreter.options.textMetrics.wideCharacterWidth = v
    }
    if let v = try positive(lineHeight, "line-height") {
      settings.interpreter.options.textMetrics.scaleLineHeight(to: v)
    }
    settings.scale = CellScale(
      cellWidth: try positive(cellWidth, "cell-width") ?? 8,
      cellHeight: try positive(cellHeight, "cell-height") ?? 16)
    settings.interpreter.lenient = lenient
    settings.interpreter.strict = strict
    if let horizontalSizeClass {
      settings.interpreter.horizontalSizeClass = horizontalSizeClass.rawValue
    }
    settings.interpreter.dynamicTypeSize = dynamicTypeSize.flatMap {
      DynamicTypeSize(rawValue: $0.rawValue)
    }
    settings.interpreter.platform = platform.flatMap { TargetPlatform(rawValue: $0.rawValue) }
    func limit(_ value: Int?, _ flag: String, _ apply: (Int) -> Void) throws {
      guard let value else { return }
      guard value > 0 else { throw ValidationError("--\(flag) must be positive") }
      apply(value)
    }
    try limit(maxDepth, "max-depth") { settings.limits.maxDepth = $0 }
    try limit(maxElements, "max-elements") { settings.limits.maxElements = $0 }
    try limit(maxInputBytes, "max-input-bytes") { settings.limits.maxInputBytes = $0 }
    try limit(maxAttributes, "max-attributes") { settings.limits.maxAttributesPerElement = $0 }
    try limit(maxNamespaces, "max-namespaces") { settings.limits.maxNamespaceDeclarations = $0 }
    try limit(maxAttributeLength, "max-attribute-length") {
      settings.limits.maxAttributeLength = $0
    }
    try limit(maxTextLength, "max-text-length") { settings.limits.maxTextLength = $0 }
    try limit(maxExpandedText, "max-expanded-text") { settings.limits.maxExpandedText = $0 }
    try limit(maxViewDepth, "max-view-depth") { settings.limits.maxViewDepth = $0 }
    try limit(maxExpandedViews, "max-expanded-views") { settings.limits.maxExpandedViews = $0 }
  }
}
