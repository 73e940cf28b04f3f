public import Interpreter
public import LayoutEngine
public import MarkupSyntax
public import Rendering

/// Output formats of `render`.
public enum OutputFormat: String, Sendable, CaseIterable {
  case ascii
  case json
}

/// Everything `render` needs besides the source.
public struct RenderSettings: Sendable {
  public var interpreter = InterpreterSettings()
  public var limits = MarkupLimits()
  public var format: OutputFormat = .ascii
  public var scale = CellScale()
  public init() {}
}

/// A finished layout, kept whole so callers can render, inspect or compare it.
public struct LaidOutDocument {
  public let document: Document
  public let result: LayoutResult

  public var tree: ViewTree { document.tree }

  /// The view named `id`. A markup element can yield several views (a ForEach copy, a slot
  /// built twice as in DynamicStack's two stacks); the first one that was placed wins, else the
  /// first one.
  public func node(withID id: String) -> NodeID? {
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
}

/// The stages, in order, with a named type at each boundary:
/// `SourceFile` → `SyntaxTree` (MarkupSyntax) → `Document` (Interpreter) → `LayoutResult`
/// (LayoutEngine) → `String` (Rendering).
public enum Pipeline {
  /// Parses, interprets and lays out `source`.
  public static func layout(
    _ source: SourceFile, settings: RenderSettings = RenderSettings(),
    tracer: ((LayoutTraceEvent) -> Void)? = nil
  ) throws(DiagnosticError) -> LaidOutDocument {
    layout(try interpret(source, settings: settings), tracer: tracer)
  }

  /// Parses and interprets `source` (with its imports). The syntax tree is let go of when this
  /// returns; the document no longer refers to `source`, which its warnings need only to be
  /// rendered.
  /// Callers that hold large inputs can let go of the source before `layout`, the stage that
  /// needs the most memory.
  public static func interpret(_ source: SourceFile, settings: RenderSettings = RenderSettings())
    throws(DiagnosticError) -> Document
  {
    let syntax = try SyntaxTree.parse(source, limits: settings.limits)
    var interpreterSettings = settings.interpreter
    interpreterSettings.componentLibraries += try Imports.resolve(syntax, limits: settings.limits)
    return try Interpreter.interpret(syntax, settings: interpreterSettings)
  }

  /// Lays out an interpreted document. The pass's tables are freed as it returns.
  public static func layout(_ document: Document, tracer: ((LayoutTraceEvent) -> Void)? = nil)
    -> LaidOutDocument
  {
    let computer = LayoutComputer(tree: document.tree, options: document.options)
    computer.tracer = tracer
    return LaidOutDocument(document: document, result: computer.run(in: document.proposal))
  }

  /// Renders a laid-out document in `format`.
  public static func render(
    _ laidOut: LaidOutDocument, format: OutputFormat, scale: CellScale = CellScale()
  ) -> String {
    switch format {
    case .ascii:
      return ASCIIRenderer(scale: scale).render(
        laidOut.tree, laidOut.result, options: laidOut.document.options)
    case .json:
      return JSONRenderer().render(laidOut.tree, laidOut.result)
    }
  }

  /// Renders a laid-out document in `format`, handing the output to `write` in chunks (the
  /// same bytes as `render`, concatenated). JSON is streamed as it is produced, so a large
  /// document's output is never held whole; ASCII drawings are small and come in one chunk.
  public static func render(
    _ laidOut: LaidOutDocument, format: OutputFormat, scale: CellScale = CellScale(),
    writingTo write: (UnsafeRawBufferPointer) -> Void
  ) {
    switch format {
    case .ascii:
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
