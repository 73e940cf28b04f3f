import LayoutEngine
import MarkupSyntax
import Pipeline
import TestSupport
import Testing

@testable import Interpreter

// Helpers shared by the interpreter's tests. They only read what the interpreter built; every
// expectation is written in the test that uses them.

/// Parses, interprets and lays out `markup`; records an issue (with the rendered diagnostics)
/// and returns nil when that fails.
func layOut(
  _ markup: String, fileName: String = "test.xml", settings: RenderSettings = RenderSettings(),
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> LaidOutDocument? {
  let source = SourceFile(name: fileName, text: markup)
  do {
    return try Markup.layout(source, settings: settings)
  } catch {
    Issue.record(
      "unexpected diagnostics:\n\(error.rendered(in: source))", sourceLocation: sourceLocation)
    return nil
  }
}

/// `<Preview width="W" height="H">body</Preview>`.
func preview(_ body: String, width: Int = 200, height: Int = 200) -> String {
  "<Preview width=\"\(width)\" height=\"\(height)\" textMetrics=\"fixed\">\(body)</Preview>"
}

/// A compact outline of a subtree, for checking structure at a glance: `kind#id(children)`,
/// with `~` before nodes Stackup inserted (`~VStack(Text, Text)`), e.g.
/// `padding(frame(Color#red))` for `<Color id="red" modifiers=".frame(…).padding()"/>`.
func outline(_ tree: ViewTree, _ node: NodeID? = nil) -> String {
  guard let node = node ?? tree.root else { return "<none>" }
  let entry = tree[node]
  var text = (entry.info.isImplicit ? "~" : "") + entry.info.kind
  if let id = entry.info.id { text += "#\(id)" }
  if !entry.children.isEmpty {
    text +=
      "(" + entry.children.map { outline(tree, NodeID(index: $0)) }.joined(separator: ", ") + ")"
  }
  return text
}

extension LaidOutDocument {
  /// The outline of the whole tree.
  var structure: String { outline(tree) }

  /// The node named `id`; records an issue when there is none.
  func node(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> NodeID? {
    let node = tree.node(withID: id)
    if node == nil {
      Issue.record("no view named '\(id)' in \(structure)", sourceLocation: sourceLocation)
    }
    return node
  }

  /// The frame of the view named `id` as `[x, y, width, height]` (empty when missing).
  func frameArray(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> [Double]
  {
    guard let f = frame(ofID: id) else {
      Issue.record("no frame for '\(id)' in \(structure)", sourceLocation: sourceLocation)
      return []
    }
    return [f.minX, f.minY, f.width, f.height]
  }

  /// The leaf of a leaf node, or nil for any other node.
  func leaf(_ node: NodeID) -> (any LeafLayout)? {
    if case .leaf(let l) = tree.content(node) { return l }
    return nil
  }

  /// The modifier of a modifier layer, or nil for any other node.
  func modifier(_ node: NodeID) -> (any ModifierLayout)? {
    if case .modifier(let m) = tree.content(node) { return m }
    return nil
  }

  /// The layer directly above the base view named `id` (its first modifier).
  func parent(of node: NodeID) -> NodeID? {
    let p = tree.parents[Int(node.index)]
    return p < 0 ? nil : NodeID(index: p)
  }
}

/// Pretty-prints a parsed expression so parser tests compare one readable string: binary
/// operations in parentheses (showing precedence), closures with their parameters.
func show(_ e: Expr) -> String {
  func arguments(_ args: [Argument]) -> String {
    args.map { ($0.label.map { "\($0): " } ?? "") + show($0.value) }.joined(separator: ", ")
  }
  switch e {
  case .number(let v): return formatNumber(v)
  case .string(let s): return "\"\(s)\""
  case .bool(let b): return "\(b)"
  case .nilLiteral: return "nil"
  case .identifier(let name): return name
  case .member(let base, let name): return (base.map(show) ?? "") + "." + name
  case .call(let callee, let args, let trailing):
    return show(callee) + "(" + arguments(args) + ")" + (trailing.map { " " + show($0) } ?? "")
  case .subscriptCall(let base, let args): return show(base) + "[" + arguments(args) + "]"
  case .array(let elements): return "[" + elements.map(show).joined(separator: ", ") + "]"
  case .template(let name): return ":" + name
  case .closure(let parameters, let body):
    // A closure that reads `$0` binds it, unnamed in Swift's text.
    let unnamed = parameters.isEmpty || parameters == [ChainParser.anonymousParameter]
    return "{ " + (unnamed ? "" : parameters.joined(separator: ", ") + " in ")
      + show(body) + " }"
  case .unary(let op, let inner): return "\(op)" + show(inner)
  case .binary(let op, let a, let b): return "(\(show(a)) \(op) \(show(b)))"
  case .comparison(let op, let a, let b): return "(\(show(a)) \(op) \(show(b)))"
  case .conditional(let c, let a, let b): return "(\(show(c)) ? \(show(a)) : \(show(b)))"
  case .block(let statements): return statements.map(show).joined(separator: "; ")
  case .ifElse(let c, let a, let b):
    return "if \(show(c)) { \(show(a)) }" + (b.map { " else { \(show($0)) }" } ?? "")
  case .range(let lower, let upper, let closed):
    return (lower.map(show) ?? "") + (closed ? "..." : "..<") + (upper.map(show) ?? "")
  }
}

/// Parses a modifier chain; records an issue and returns [] on a syntax error.
func chain(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> [ModifierCall]
{
  do {
    var parser = try ChainParser(text)
    return try parser.parseChain()
  } catch {
    Issue.record(
      "syntax error at \(error.offset): \(error.message)", sourceLocation: sourceLocation)
    return []
  }
}

/// A chain shown call by call: `name(arguments) { trailing }`.
func showChain(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> [String]
{
  chain(text, sourceLocation: sourceLocation).map { call in
    call.name + "("
      + call.arguments.map { ($0.label.map { "\($0): " } ?? "") + show($0.value) }.joined(
        separator: ", ") + ")"
      + (call.trailingClosure.map { " " + show($0) } ?? "")
  }
}

/// One diagnostic test: markup with markers and what each marker expects.
struct DiagnosticCase: Sendable, CustomTestStringConvertible {
  let name: String
  let markup: String
  let expected: [String: ExpectedDiagnostic]
  var allowOtherWarnings = false

  init(
    _ name: String, _ markup: String, _ expected: [String: ExpectedDiagnostic],
    allowOtherWarnings: Bool = false
  ) {
    self.name = name
    self.markup = markup
    self.expected = expected
    self.allowOtherWarnings = allowOtherWarnings
  }

  var testDescription: String { name }

  /// Runs the case through the pipeline.
  func check(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    assertDiagnostics(
      markup, expected: expected, allowOtherWarnings: allowOtherWarnings,
      sourceLocation: sourceLocation)
  }
}
