package import LayoutEngine
package import MarkupSyntax

/// The interpreted markup: a view tree ready for layout, the space to lay it out in, the
/// layout options the document sets, and any warnings.
package struct Document {
  /// The views, modifier layers and containers built from the markup.
  package let tree: ViewTree
  /// What the host proposes: the Preview's width/height, else the settings' (nil = unspecified).
  package let proposal: ProposedViewSize
  /// The layout options the document sets (display scale, text metrics, default padding).
  package let options: LayoutOptions
  /// Warnings found while interpreting (errors throw instead).
  package let warnings: [Diagnostic]
  /// At least the depth of `tree` (nested views plus modifier layers): the layout pass
  /// recurses once per level, and its stack is sized from this.
  package let viewDepth: Int
  /// The builder that made it, when `InterpreterSettings.keepsBuilder` asks to keep it.
  let builder: Builder?
}

/// Settings from outside the document (the command line); the document's own Preview
/// attributes win over them.
public struct InterpreterSettings: Sendable {
  /// The width proposed to the document when its Preview gives none (nil: unspecified).
  package var width: Double?
  /// The height proposed to the document when its Preview gives none (nil: unspecified).
  package var height: Double?
  /// A proposal that wins over the Preview's own size (spec files lay one Preview out in
  /// several sizes).
  package var overrideProposal: ProposedViewSize?
  /// The element to interpret as the document root (default: the XML root), for files that
  /// embed a Preview inside another element.
  package var rootElement: Int32?
  /// Layout options from outside the document; the Preview's attributes win over them.
  package var options = LayoutOptions()
  /// Custom layouts usable as elements (FlowLayout and SimpleHStack by default).
  public var layouts = LayoutRegistry.standard
  /// Layout value keys declared from Swift, by name, with their defaults (markup may declare
  /// more with `<LayoutValueKey name=… defaultValue=…/>`).
  package var layoutValueKeys: [String: LayoutValue] = ["PreferredPosition": .number(0)]
  /// Trees whose `<Component>` definitions every document may use: imported files.
  package var componentLibraries: [SyntaxTree] = []
  /// Whether documents may use the standard components (seed 003's DynamicStack forms,
  /// `StandardComponents`), declared before the libraries'.
  package var standardComponents = true
  /// The environment's horizontal size class: "compact" (the default) or "regular"; wins
  /// over the Preview's attribute when set from outside.
  package var horizontalSizeClass: String?
  /// The environment's Dynamic Type size (§9.1); wins over the Preview's attribute when set
  /// from outside.
  package var dynamicTypeSize: DynamicTypeSize?
  /// Whose text styles apply (§9.1); wins over the Preview's attribute when set from outside.
  package var platform: TargetPlatform?
  /// Most views plus ForEach copies and component expansions one document may make: nested
  /// ForEach and components multiply, so a few lines could otherwise ask for billions of views.
  /// Documents without ForEach or components are never limited by it.
  package var maxViews = 4_000_000
  /// Whether the document keeps the builder that made it, and so its caches (the parsed
  /// modifier chains, their calls' expression trees, shared node information), for as long as
  /// it lives: `render` ends without freeing its result (`Command.finish(holding:)`), and
  /// tearing them down node by node cost 2.9 M instructions of the realistic 1,000-view screen
  /// (2.4%). Off elsewhere: `check` freeing them before its layouts reuses their memory
  /// (keeping them cost it 0.45% in the allocator).
  package var keepsBuilder = false
  /// Most views ForEach copies and component bodies may make (`MarkupLimits.maxExpandedViews`):
  /// a document of a few hundred bytes reaching `maxViews` through them took 13 s.
  package var maxExpandedViews = 100_000
  /// Deepest element nesting, counted through component bodies and templates
  /// (`MarkupLimits.maxDepth`, which the pipeline copies here).
  package var maxDepth = 1_000
  /// Most bytes of text expansion may make (`MarkupLimits.maxExpandedText`).
  package var maxExpandedText = 16 * 1024 * 1024
  /// Deepest view tree, nested views plus modifier layers (`MarkupLimits.maxViewDepth`).
  package var maxViewDepth = 100_000
  /// Report unknown element and modifier names, and SwiftUI names Stackup does not lay out
  /// yet, as warnings rather than errors, so a pasted draft still renders: an unknown
  /// modifier is skipped, an unknown element keeps its children as a `Group` would.
  public var lenient = false
  /// Report the app's own names Stackup cannot model (unknown modifiers and view modifiers,
  /// colours and styles), which are otherwise warnings with no layout effect, as errors: for
  /// a document that must be laid out exactly, nothing skipped (`--strict`).
  package var strict = false
  /// JSON files that `<ForEach items="….json">` elements name, read beside the markup by the
  /// pipeline under the import policy, by their path as the markup names them relative to its
  /// own folder (`DataFile.key`).
  package var dataFiles: [String: DataFile] = [:]
  /// Settings proposing `width` × `height` (nil: unspecified) and otherwise the defaults.
  public init(width: Double? = nil, height: Double? = nil) {
    self.width = width
    self.height = height
  }
}

extension Document {
  /// The same views laid out in `proposal` instead: what a spec's Expect blocks need. The
  /// proposal is applied after interpretation (`InterpreterSettings.overrideProposal`), so a
  /// document interpreted once serves every proposal.
  package func proposing(_ proposal: ProposedViewSize) -> Document {
    Document(
      tree: tree, proposal: proposal, options: options, warnings: warnings, viewDepth: viewDepth,
      builder: builder)
  }
}
