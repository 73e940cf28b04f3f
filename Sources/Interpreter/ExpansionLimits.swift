import LayoutEngine
import MarkupSyntax

/// Bounds on what components, templates and modifier layers can make of a small document,
/// so every input ends in bounded time, memory and stack (see docs/limits.md):
///
/// * a template that uses itself (`.overlay(:t)` inside template `t`, directly or through
///   other templates) is an error, like a component that uses itself;
/// * element nesting counted through component bodies and templates stays within
///   `maxDepth`, the bound interpretation's stack is sized for;
/// * text made by substituting parameters stays within `maxExpandedText` (parameters passed
///   on through nested components multiply: the "billion laughs" of components);
/// * the view tree, nested views plus modifier layers, stays within `maxViewDepth`, the bound
///   the layout pass's stack is sized for.
extension Builder {
  /// A template being built, to tell a template that uses itself.
  struct TemplateInProgress {
    var tree: SyntaxTree
    var element: Int32
    var name: String
  }

  /// Starts building template `element` (named `name`); false, after an error located at
  /// `location`, when it is already being built (it uses itself).
  func enterTemplate(_ element: Int32, name: String, at location: MarkupLocation, length: Int)
    -> Bool
  {
    if let first = templatesInProgress.firstIndex(where: {
      $0.element == element && $0.tree.isSameTree(as: syntax)
    }) {
      let chain = (templatesInProgress[first...].map { ":" + $0.name } + [":" + name]).joined(
        separator: " → ")
      error(
        "template-recursion", "template '\(name)' uses itself (\(chain))", at: location,
        length: length)
      return false
    }
    templatesInProgress.append(TemplateInProgress(tree: syntax, element: element, name: name))
    return true
  }

  func leaveTemplate() { templatesInProgress.removeLast() }

  /// Enters one more level of element building; false, after one error, past `maxDepth`
  /// (elements nested through component bodies and templates as well as in the file).
  func enterElement(_ element: Int32) -> Bool {
    let check = budget.unchecked.enterElement()
    guard check != .within else { return true }
    if check == .reached {
      let node = syntax.element(element)
      error(
        "too-deep",
        "elements nest deeper than \(budget.unchecked.maxBuildDepth) levels through components and templates (raise the limit with --max-depth)",
        at: node.location, length: node.name.count + 1)
    }
    return false
  }

  func leaveElement() { budget.unchecked.leaveElement() }

  /// Counts `bytes` of text made by substituting parameters; false, after one error located
  /// at the innermost component use, once the total passes `maxExpandedText`.
  func withinTextLimit(adding bytes: Int) -> Bool {
    switch budget.unchecked.addText(bytes) {
    case .within: return true
    case .exhausted: return false
    case .reached: break
    }
    guard let expansion = expansions.last else { return false }
    let node = expansion.useSiteTree.element(expansion.useSite)
    var diagnostic = Diagnostic(
      .error, id: "too-much-text",
      message:
        "components expand this document to more than \(budget.unchecked.maxExpandedText) bytes of text; the limit was reached here (raise it with --max-expanded-text)",
      at: node.location, length: node.name.count + 1)
    if !expansion.useSiteTree.isSameTree(as: document) {
      diagnostic.file = expansion.useSiteTree.file
    }
    record(diagnostic)
    return false
  }

  /// Counts the character data and attribute values of `element`, built as part of a ForEach
  /// copy, a component body or a template use; false, after one error located at the
  /// element, once the text made that way passes `maxExpandedText`. Copies multiply text as
  /// they multiply views: a thousand copies of a 1 MB Text took minutes to lay out.
  func withinTextLimit(copying element: Int32) -> Bool {
    if budget.unchecked.textLimitReached { return false }
    var bytes = syntax.element(element).text.utf8.count
    for attribute in syntax.attributes(of: element) { bytes += attribute.value.utf8.count }
    switch budget.unchecked.addText(bytes) {
    case .within: return true
    case .exhausted: return false
    case .reached: break
    }
    let node = syntax.element(element)
    error(
      "too-much-text",
      "ForEach, components and templates make more than \(budget.unchecked.maxExpandedText) bytes of text in this document; the limit was reached here (raise it with --max-expanded-text)",
      at: node.location, length: node.name.count + 1)
    return false
  }

  /// The depth of the view tree, nested views plus modifier layers, after an error when it
  /// passes `maxViewDepth`. A tree of no more nodes than the limit cannot pass it, and its
  /// node count is returned as the bound without walking it.
  func checkViewDepth() -> Int {
    let maxViewDepth = budget.unchecked.maxViewDepth
    guard tree.count > maxViewDepth, let root = tree.root else { return tree.count }
    // One pass, bottom-up: the tree adds every node after its children, so a node's children
    // are all seen before it. Each node keeps its height and the deepest view below it; of
    // children equally deep, the last wins, which is the view a walk from the root that visits
    // the last child first would meet first.
    let parents = tree.parents
    var height = [Int32](repeating: 1, count: parents.count)
    var deepestBelow = [Int32](parents.indices.map { Int32($0) })
    var deepest = (depth: 0, node: NodeID(index: 0))
    for i in parents.indices {
      let parent = Int(parents[i])
      if i == Int(root.index) {
        deepest = (Int(height[i]), NodeID(index: deepestBelow[i]))
      } else if parent >= 0, height[i] + 1 >= height[parent] {
        height[parent] = height[i] + 1
        deepestBelow[parent] = deepestBelow[i]
      }
    }
    let nodes = tree.nodes
    if deepest.depth > maxViewDepth {
      let info = nodes[Int(deepest.node.index)].info
      error(
        "too-deep-views",
        "views and modifier layers nest \(deepest.depth) levels deep here, more than \(maxViewDepth) (raise the limit with --max-view-depth)",
        at: document.file.location(line: info.line, column: max(1, info.column)))
    }
    return deepest.depth
  }
}
