public import Interpreter
public import LayoutEngine
public import MarkupSyntax
package import Rendering

/// Output formats of `render`.
public enum OutputFormat: String, Sendable, CaseIterable {
  case ascii
  case json
  /// A picture: every view at its frame, one SVG unit per point (see `SVGRenderer`).
  case svg
}

/// Everything `render` needs besides the source.
public struct RenderSettings: Sendable {
  /// The interpreter's settings: the proposal, the layout options, registered layouts and
  /// layout value keys.
  public var interpreter = InterpreterSettings()
  /// The parser's resource limits.
  package var limits = MarkupLimits()
  /// What `Markup.render(_:settings:)` produces.
  public var format: OutputFormat = .ascii
  /// The cell size of ASCII drawings.
  package var scale = CellScale()
  /// The defaults: ASCII, default limits, nothing registered beyond the built-in layouts.
  public init() {}
}

/// A finished layout, kept whole so callers can render, inspect or compare it.
public struct LaidOutDocument {
  /// The interpreted document: its view tree, proposal, options and warnings.
  package let document: Document

  /// The warnings the markup produced (errors throw instead); each renders as `stackup`
  /// prints it with `rendered(in:)`.
  public var warnings: [Diagnostic] { document.warnings }
  /// The frames of every view of `tree`.
  public let result: LayoutResult

  /// The view tree that was laid out.
  public var tree: ViewTree { document.tree }

  /// The view named `id`. A markup element can yield several views (a ForEach copy, a slot
  /// built twice as in DynamicStack's two stacks); the first one that was placed wins, else the
  /// first one.
  package func node(withID id: String) -> NodeID? {
    var first: NodeID? = nil
    for index in tree.nodes.indices where tree.nodes[index].info.id == id {
      let node = NodeID(index: Int32(index))
      if result.frame(of: node) != nil { return node }
      if first == nil { first = node }
    }
    return first
  }

  /// The frame of the view named `id` (see `node(withID:)`).
  public func frame(ofID id: String) -> Rect? {
    node(withID: id).flatMap { result.frame(of: $0) }
  }

  /// Every id the markup gave a view, once each, in the order the views were added (children
  /// before their parents): what a golden of named frames lists (`StackupTesting`).
  public var viewIDs: [String] {
    var seen = Set<String>()
    return tree.nodes.compactMap { node in
      guard let id = node.info.id, seen.insert(id).inserted else { return nil }
      return id
    }
  }
}

/// Markup in, frames and drawings out: the pipeline behind `stackup render`, for library users.
///
/// Named for what it takes, so calls read as what they do: `Markup.layout(source)`,
/// `Markup.render(laidOut, format: .json)`. (It was named after its module, `Pipeline`, which
/// shadowed the module's name and said nothing at the call site.)
///
/// The stages, in order, with a named type at each boundary:
/// `SourceFile` → `SyntaxTree` (MarkupSyntax) → `Document` (Interpreter) → `LayoutResult`
/// (LayoutEngine) → `String` (Rendering).
///
/// Interpretation and layout recurse once per level of nesting. Each entry point runs them on
/// a thread whose stack is sized for the limits (`LargeStack`), so any caller, on any thread,
/// gets the same protection: deep input ends in output or a located error, never a crash.
public enum Markup {
  /// Parses, interprets and lays out `source`.
  public static func layout(_ source: SourceFile, settings: RenderSettings = RenderSettings())
    throws(DiagnosticError) -> LaidOutDocument
  {
    layout(try interpret(source, settings: settings), tracer: nil)
  }

  /// `layout(_:settings:)`, reporting every `Layout` protocol call to `tracer` (`render
  /// --trace`); the trace's events are the engine's own types, not part of the library.
  package static func layout(
    _ source: SourceFile, settings: RenderSettings = RenderSettings(),
    tracer: ((LayoutTraceEvent) -> Void)?
  ) throws(DiagnosticError) -> LaidOutDocument {
    layout(try interpret(source, settings: settings), tracer: tracer)
  }

  /// Parses and interprets `source` (with its imports). The syntax tree is let go of when this
  /// returns; the document no longer refers to `source`, which its warnings need only to be
  /// rendered.
  /// Callers that hold large inputs can let go of the source before `layout`, the stage that
  /// needs the most memory.
  package static func interpret(_ source: SourceFile, settings: RenderSettings = RenderSettings())
    throws(DiagnosticError) -> Document
  {
    try interpret(source, parsed: nil, settings: settings)
  }

  /// Interprets `syntax`, `source` already parsed under `settings.limits`, as `interpret`
  /// does: `check` lays a spec's Preview out once per proposal from the syntax tree it read the
  /// spec from, where each layout parsed the file again (a third of checking a spec).
  package static func interpret(
    _ source: SourceFile, parsed syntax: SyntaxTree?, settings: RenderSettings
  ) throws(DiagnosticError) -> Document {
    var settings = settings
    let limits = settings.limits
    // Limits deeper than the largest stack can hold are clamped to it.
    settings.limits.maxDepth = min(settings.limits.maxDepth, LargeStack.supportedElementDepth)
    settings.limits.maxViewDepth = min(
      settings.limits.maxViewDepth, LargeStack.supportedViewDepth)
    // A tree parsed under deeper limits than the stack allows is parsed again, clamped.
    let reused = settings.limits == limits ? syntax : nil
    let size = LargeStack.size(elements: settings.limits.maxDepth, views: 0)
    return try LargeStack.run(size: size) { [settings] () -> Result<Document, DiagnosticError> in
      do throws(DiagnosticError) {
        return .success(try interpretHere(source, parsed: reused, settings: settings))
      } catch {
        return .failure(error)
      }
    }.get()
  }

  /// `interpret`, on the current thread.
  private static func interpretHere(
    _ source: SourceFile, parsed: SyntaxTree?, settings: RenderSettings
  ) throws(DiagnosticError) -> Document {
    let syntax: SyntaxTree
    if let parsed {
      syntax = parsed
    } else {
      syntax = try SyntaxTree.parse(source, limits: settings.limits)
    }
    var interpreterSettings = settings.interpreter
    let imported = try Imports.resolve(syntax, limits: settings.limits)
    interpreterSettings.componentLibraries += imported
    interpreterSettings.dataFiles = DataFiles.read(
      for: syntax, imports: imported, limits: settings.limits)
    // The Preview's font file wins over `--font` (semantics §10.5).
    if let font = try FontFiles.previewFont(syntax, root: settings.interpreter.rootElement) {
      interpreterSettings.options.textMeasurer = font
    }
    // Views made through ForEach and components count against the element limit too.
    interpreterSettings.maxViews = min(interpreterSettings.maxViews, settings.limits.maxElements)
    interpreterSettings.maxDepth = settings.limits.maxDepth
    interpreterSettings.maxExpandedText = settings.limits.maxExpandedText
    interpreterSettings.maxExpandedViews = settings.limits.maxExpandedViews
    interpreterSettings.maxViewDepth = settings.limits.maxViewDepth
    return try MarkupInterpreter.interpret(syntax, settings: interpreterSettings)
  }

  /// Lays out an interpreted document. The pass's tables are freed as it returns.
  package static func layout(_ document: Document, tracer: ((LayoutTraceEvent) -> Void)? = nil)
    -> LaidOutDocument
  {
    layoutKeepingPass(document, tracer: tracer).laidOut
  }

  /// `layout`, handing back the pass too, for a caller that ends the process without freeing
  /// it (`stackup render`): letting the pass's tables go released every layout they hold one
  /// by one, 34 M instructions at 111k views, for memory only the JSON writer would reuse.
  package static func layoutKeepingPass(
    _ document: Document, tracer: ((LayoutTraceEvent) -> Void)? = nil
  ) -> (laidOut: LaidOutDocument, pass: AnyObject) {
    LargeStack.run(size: LargeStack.size(elements: 0, views: document.viewDepth)) {
      let computer = LayoutComputer(tree: document.tree, options: document.options)
      computer.tracer = tracer
      // Outputs never show ∞ or NaN (docs/limits.md): huge lengths saturate.
      let result = computer.run(in: document.proposal).saturated()
      return (LaidOutDocument(document: document, result: result), computer)
    }
  }

  /// Renders a laid-out document in `format` (ASCII drawings with 8 × 16-point cells).
  public static func render(_ laidOut: LaidOutDocument, format: OutputFormat) -> String {
    render(laidOut, format: format, scale: CellScale())
  }

  /// `render(_:format:)` with the ASCII drawing's cell size given (`--cell-width`, `--cell-height`).
  package static func render(_ laidOut: LaidOutDocument, format: OutputFormat, scale: CellScale)
    -> String
  {
    switch format {
    case .ascii:
      return ASCIIRenderer(scale: scale).render(
        laidOut.tree, laidOut.result, options: laidOut.document.options)
    case .json:
      return JSONRenderer().render(laidOut.tree, laidOut.result)
    case .svg:
      return SVGRenderer().render(laidOut.tree, laidOut.result, options: laidOut.document.options)
    }
  }

  /// Renders a laid-out document in `format`, handing the output to `write` in chunks (the
  /// same bytes as `render`, concatenated). JSON is streamed as it is produced, so a large
  /// document's output is never held whole; ASCII drawings and SVG pictures come in one chunk.
  package static func render(
    _ laidOut: LaidOutDocument, format: OutputFormat, scale: CellScale = CellScale(),
    writingTo write: (UnsafeRawBufferPointer) -> Void
  ) {
    switch format {
    case .ascii, .svg:
      var text = render(laidOut, format: format, scale: scale)
      text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    case .json:
      JSONRenderer().render(laidOut.tree, laidOut.result, writingTo: write)
    }
  }

  /// The whole pipeline: the rendered text and the warnings, or the diagnostics that stopped it.
  public static func render(_ source: SourceFile, settings: RenderSettings = RenderSettings())
    throws(DiagnosticError)
    -> (output: String, warnings: [Diagnostic])
  {
    let laidOut = try layout(source, settings: settings)
    return (
      render(laidOut, format: settings.format, scale: settings.scale), laidOut.document.warnings
    )
  }
}
