public import LayoutEngine

/// Draws a laid-out tree as text: shapes and colours as boxes labelled with their id or
/// colour, text as its lines, dividers as lines, containers with an id outlined, all inside a
/// border around the canvas. Edges are snapped to cells once (`CellRect`), so the drawing
/// never disagrees with the frames about who touches whom.
public struct ASCIIRenderer {
  /// How many points one character cell covers.
  package var scale: CellScale
  /// A renderer drawing at `scale` (8 × 16 points per cell by default).
  package init(scale: CellScale) { self.scale = scale }
  /// A renderer with the default cells: 8 × 16 points each.
  public init() { self.init(scale: CellScale()) }

  /// Most character cells across or down a drawing (16,000 × 32,000 pt at the default scale).
  package static let maxCells = 2_000

  /// Most cells the marks of one drawing may paint, overdraw included. Past it the drawing is
  /// made at a coarser scale (fewer points per cell, each way by the same factor) until its
  /// marks fit: a thousand full-canvas colours would otherwise paint four billion cells.
  package static let maxPaintedCells = 16_000_000

  /// The drawing of `tree` laid out as `result` (`options` as the layout used them).
  public func render(_ tree: ViewTree, _ result: LayoutResult, options: LayoutOptions) -> String {
    var scale = self.scale
    var canvas = Self.canvas(for: result, scale)
    var drawer: Drawer? = nil
    // A few rounds at most: marks on infinite frames keep their size at any scale, and a
    // canvas of a few cells is drawn as it is (its marks cost what the canvas does).
    for round in 0..<8 {
      canvas = Self.canvas(for: result, scale)
      guard let root = tree.root else { break }
      var collected = Drawer(
        tree: tree, result: result, options: options, scale: scale, canvas: canvas)
      collected.collect(from: root)
      let work = collected.paintedCells
      drawer = collected
      guard work > Self.maxPaintedCells, round < 7 else { break }
      let factor = max(1.5, (Double(work) / Double(Self.maxPaintedCells)).squareRoot())
      scale.cellWidth *= factor
      scale.cellHeight *= factor
    }
    if var drawer {
      drawer.paint()
      canvas = drawer.canvas
    }
    // The border goes on last, so nothing drawn out of bounds hides it.
    for x in 0..<canvas.width {
      canvas.put("-", x, 0)
      canvas.put("-", x, canvas.height - 1)
    }
    for y in 0..<canvas.height {
      canvas.put("|", 0, y)
      canvas.put("|", canvas.width - 1, y)
    }
    for (x, y) in [
      (0, 0), (canvas.width - 1, 0), (0, canvas.height - 1), (canvas.width - 1, canvas.height - 1),
    ] {
      canvas.put("+", x, y)
    }
    return canvas.lines().joined(separator: "\n") + "\n"
  }

  /// The blank canvas, border included, for the layout's canvas at `scale`.
  private static func canvas(for result: LayoutResult, _ scale: CellScale) -> Canvas {
    // Clamped before converting: a 1e300-pt or infinite canvas (legitimate frames) would trap
    // in Int(_:) or ask for billions of cells; the drawing is clipped to maxCells each way.
    func cells(_ length: Double, _ unit: Double) -> Int {
      Int(min(max(1, (length / unit).rounded()), Double(Self.maxCells)))
    }
    let columns = cells(result.canvas.width, scale.cellWidth)
    let rows = cells(result.canvas.height, scale.cellHeight)
    return Canvas(width: columns + 2, height: rows + 2)
  }
}

/// The drawing walk (iterative, so deep trees cannot overflow the stack).
private struct Drawer {
  /// The tree's arena, read once, and the tree, for its nodes' layouts.
  let nodes: [ViewNode]
  let tree: ViewTree
  let result: LayoutResult
  let options: LayoutOptions
  let scale: CellScale
  var canvas: Canvas

  init(
    tree: ViewTree, result: LayoutResult, options: LayoutOptions, scale: CellScale, canvas: Canvas
  ) {
    self.nodes = tree.nodes
    self.tree = tree
    self.result = result
    self.options = options
    self.scale = scale
    self.canvas = canvas
  }

  /// Cell rectangle of a node, shifted inside the border.
  private func cells(_ node: NodeID) -> CellRect? {
    guard let frame = result.frame(of: node) else { return nil }
    return cells(frame)
  }

  /// Cell rectangle of a frame, shifted inside the border.
  private func cells(_ frame: Rect) -> CellRect? {
    var r = CellRect(frame, scale)
    r.x0 += 1
    r.x1 += 1
    r.y0 += 1
    r.y1 += 1
    return r
  }

  /// Marks are drawn in painter's order. Filled views (colours, shapes, images) clear what is
  /// under them, as they would hide it; outlines (borders, containers with an id) are weak:
  /// they only draw on blank cells, so a one-point stroke never erases a view at cell
  /// resolution. Container ids and text go on top, in that order.
  private enum Mark {
    case fill(CellRect, label: String?, rounded: Bool)
    case outline(CellRect)
    case line(CellRect, Rect)
    case control(ControlPart, CellRect, row: Int)
  }

  /// Each mark with the cells it is clipped to (the viewports of the scroll views it lies
  /// in, semantics §5.4), nil when unclipped.
  private var marks: [(Mark, clip: CellRect?)] = []
  private var containerLabels: [(String, CellRect, clip: CellRect?)] = []
  private var texts: [(String, NodeID, CellRect, clip: CellRect?)] = []

  /// Walks the tree in painter's order — a node, then its children; a background before its
  /// primary view, an overlay after it; among a container's subviews, higher `zIndex` later —
  /// collecting marks (`paint` draws them).
  mutating func collect(from root: NodeID) {
    // Each entry: a node, whether it is (inside) a background/overlay layer, whose
    // colours go unlabelled unless named, so they do not cover the content's words, and the
    // viewport of the scroll views it lies in (§5.4).
    var stack: [(NodeID, Bool, CellRect?)] = [(root, false, nil)]
    while let (node, isLayer, clip) = stack.popLast() {
      // Read in place (`nodes[i]`): copying each `ViewNode` out retained and released its fields.
      let i = Int(node.index)
      // `.hidden()`: laid out (its frame stays in the JSON), drawn not at all (§7.3). A
      // metatype test first, as below.
      if case .modifier(let m) = tree.content(at: i), type(of: m) == StyleModifier.self,
        (m as! StyleModifier).effect == .hidden
      {
        continue
      }
      collect(node, isLayer: isLayer, clip: clip)
      var inner = clip
      // The case tested in place first: passing the content on retains its payload.
      if case .container = nodes[i].kind, ScrollContent.isScrolling(i, tree.content(at: i), result),
        let viewport = cells(node)
      {
        inner = clip.map { $0.intersection(viewport) } ?? viewport
      }
      var children = nodes[i].children.map { (NodeID(index: $0), isLayer, inner) }
      switch tree.content(at: i) {
      // Metatype comparisons first: a failing `as` cast of an existential is a runtime call,
      // and most nodes fail it (a third of the 111k-view drawing's time).
      case .modifier(let modifier) where type(of: modifier) == Decoration.self:
        children[1].1 = true
        if (modifier as! Decoration).kind == .background { children.reverse() }
      case .modifier(let modifier) where modifier.controlDrawing != nil:
        // A label hidden by `.labelsHidden()` is laid out at no size and not drawn (§8.3).
        if !modifier.controlDrawing!.drawsLabel(in: controlEnvironment(i)) { children = [] }
      case .container, .group:
        // A stable sort: equal zIndex keeps source order. Each child's zIndex is found once
        // (it walks the modifier chain), not twice per comparison; when all are the same, as
        // without any zIndex, the order stays as it is (110k containers sorted for nothing
        // took a tenth of the 111k-view drawing).
        let z = children.map { zIndex($0.0) }
        if z.contains(where: { $0 != z[0] }) {
          children = children.indices.sorted { a, b in
            z[a] != z[b] ? z[a] < z[b] : a < b
          }.map { children[$0] }
        }
      default:
        break
      }
      stack.append(contentsOf: children.reversed())
    }
  }

  /// The columns `x0..<x1` of a row, or the rows of a column, that lie on the canvas: marks
  /// are drawn only there, so a view a million cells wide costs what the canvas does.
  private func visible(_ x0: Int, _ x1: Int, within size: Int) -> Range<Int> {
    let low = max(0, x0)
    return low..<max(low, min(x1, size))
  }

  /// How many cells painting the marks writes (each clipped to the canvas).
  var paintedCells: Int {
    var total = 0
    for (mark, clip) in marks {
      let within = { (r: CellRect) in clip.map { r.intersection($0) } ?? r }
      switch mark {
      case .fill(let r, _, _):
        let r = within(r)
        total +=
          visible(r.x0, r.x1, within: canvas.width).count
          * visible(r.y0, r.y1, within: canvas.height).count
      case .outline(let r), .line(let r, _), .control(_, let r, _):
        let r = within(r)
        total +=
          2 * visible(r.x0, r.x1, within: canvas.width).count
          + 2 * visible(r.y0, r.y1, within: canvas.height).count
      }
    }
    return total
  }

  /// Draws the marks collected, then container ids, then text.
  mutating func paint() {
    for (mark, clip) in marks {
      canvas.clip = clip
      switch mark {
      case .fill(let r, let label, let rounded):
        clear(r)
        box(r, label, rounded: rounded)
      case .outline(let r):
        canvas.weak = true
        box(r, nil, rounded: false)
        canvas.weak = false
      case .line(let r, let frame): line(r, frame: frame)
      case .control(let part, let r, let row): canvas.drawControl(part, in: r, row: row)
      }
    }
    // Nested containers can share a top edge: each id goes after the ids already on that row
    // (outer first), so they read "reader-stack" rather than one over the other.
    canvas.clip = nil
    var taken: [Int: Int] = [:]
    for (label, r, clip) in containerLabels where r.width > 2 {
      canvas.clip = clip
      let x = max(r.x0 + 1, (taken[r.y0] ?? Int.min) + 1)
      guard x < r.x1 - 1 else { continue }
      let used = canvas.write(label, x, r.y0, maxX: r.x1 - 1)
      if used > 0 { taken[r.y0] = max(taken[r.y0] ?? Int.min, x + used) }
    }
    for (content, node, r, clip) in texts {
      canvas.clip = clip
      text(content, node, r)
    }
    canvas.clip = nil
  }

  /// The `zIndex` set in a view's modifier chain (0 when none): drawing order only.
  private func zIndex(_ node: NodeID) -> Double {
    var current = Int(node.index)
    while true {
      // Read in place: copying each `ViewNode` out retained and released its fields.
      switch tree.content(at: current) {
      case .modifier(let modifier) where type(of: modifier) == StyleModifier.self:
        if case .zIndex(let z) = (modifier as! StyleModifier).effect { return z }
        current = Int(nodes[current].children[0])
      case .modifier:
        current = Int(nodes[current].children[0])
      default:
        return 0
      }
    }
  }

  private func label(_ i: Int) -> String {
    if let id = nodes[i].info.id { return id }
    if let color = nodes[i].info.details["color"] { return color }
    if let name = nodes[i].info.details["name"] { return name }
    // A tree built in Swift has no details: the leaf itself knows its colour.
    switch tree.content(at: i) {
    case .leaf(let color as ColorLeaf): return color.name
    case .leaf(let shape as ShapeLeaf) where shape.fill != nil: return shape.fill!
    case .leaf(let image as ImageLeaf) where image.name != nil: return image.name!
    case .leaf(let style as ShapeStyleLeaf): return style.kind
    default: return nodes[i].info.kind
    }
  }

  private mutating func collect(_ node: NodeID, isLayer: Bool, clip: CellRect?) {
    guard let r = cells(node) else { return }
    let i = Int(node.index)
    // A box shows its label only with room inside it (`box`); most of a large document's
    // leaves are a cell or two wide, and finding a label reads the node's details.
    let label = r.width > 2 ? (isLayer ? nodes[i].info.id : self.label(i)) : nil
    switch tree.content(at: i) {
    case .leaf(let leaf):
      // Metatypes compared, not `as` casts: a failing cast of an existential is a runtime call.
      let type = type(of: leaf)
      if type == ColorLeaf.self || type == ImageLeaf.self || type == ShapeStyleLeaf.self {
        marks.append((.fill(r, label: label, rounded: false), clip))
      } else if type == ShapeLeaf.self {
        if (leaf as! ShapeLeaf).outlineWidth != nil {
          // A stroke only reads as an outline with room inside it.
          if r.width >= 2 && r.height >= 2 { marks.append((.outline(r), clip)) }
        } else {
          marks.append(
            (.fill(r, label: label, rounded: (leaf as! ShapeLeaf).kind != .rectangle), clip))
        }
      } else if type == TextLeaf.self {
        texts.append(((leaf as! TextLeaf).content, node, r, clip))
      } else if type == DividerLeaf.self {
        marks.append((.line(r, result.frame(of: node)!), clip))
      } else if let control = leaf.controlDrawing {
        collectControl(control, node, label: nil, clip: clip)
      }
    case .container(let layout):
      // A titled Picker is a container of its label and control, drawn by them: an outline
      // would cross the control.
      if let id = nodes[i].info.id, !(layout.base is PickerLayout) {
        marks.append((.outline(r), clip))
        containerLabels.append((id, r, clip))
      }
    case .modifier(let modifier):
      if let control = modifier.controlDrawing {
        collectControl(control, node, label: NodeID(index: nodes[i].children[0]), clip: clip)
      }
    case .group:
      break
    }
  }

  /// The environment node `i` was laid out in, as far as controls read it.
  private func controlEnvironment(_ i: Int) -> LayoutEnvironment {
    result.environment(of: NodeID(index: Int32(i)))
  }

  /// A control's parts (§8.10), in the environment it was laid out in.
  private mutating func collectControl(
    _ control: any ControlDrawing, _ node: NodeID, label: NodeID?, clip: CellRect?
  ) {
    guard let frame = result.frame(of: node) else { return }
    let environment = controlEnvironment(Int(node.index))
    let labelFrame = label.flatMap { result.frame(of: $0) }
    for part in control.parts(in: frame, label: labelFrame, environment: environment) {
      guard var r = cells(part.rect) else { continue }
      // A part thinner than a cell (a 4-point progress bar) still takes one row or column.
      if r.height == 0 { r.y1 = r.y0 + 1 }
      if r.width == 0 { r.x1 = r.x0 + 1 }
      // The row through the part's middle, as the label's text beside it falls.
      let middle = Int(max(-1e6, min(1e6, (part.rect.midY / scale.cellHeight).rounded(.down)))) + 1
      marks.append((.control(part, r, row: min(max(middle, r.y0), r.y1 - 1)), clip))
    }
  }

  /// Blanks a box's interior (a filled view hides what is under it).
  private mutating func clear(_ r: CellRect) {
    guard r.width > 2, r.height > 2 else { return }
    for y in visible(r.y0 + 1, r.y1 - 1, within: canvas.height) {
      canvas.blank((r.x0 + 1)..<(r.x1 - 1), y)
    }
  }

  /// A box: `+--+` corners (`.--.`/`'--'` for rounded shapes), label inside at the top-left.
  /// Boxes one cell thin become bars; a box with no cells is not drawn.
  private mutating func box(_ r: CellRect, _ label: String?, rounded: Bool) {
    guard r.width > 0, r.height > 0 else { return }
    if r.height == 1 {
      if r.width == 1 {
        canvas.put("#", r.x0, r.y0)
        return
      }
      canvas.put("[", r.x0, r.y0)
      for x in visible(r.x0 + 1, r.x1 - 1, within: canvas.width) { canvas.put("-", x, r.y0) }
      canvas.put("]", r.x1 - 1, r.y0)
      if let label { canvas.write(label, r.x0 + 1, r.y0, maxX: r.x1 - 1) }
      return
    }
    if r.width == 1 {
      for y in visible(r.y0, r.y1, within: canvas.height) { canvas.put("|", r.x0, y) }
      return
    }
    let top: (Character, Character) = rounded ? (".", ".") : ("+", "+")
    let bottom: (Character, Character) = rounded ? ("'", "'") : ("+", "+")
    for x in visible(r.x0 + 1, r.x1 - 1, within: canvas.width) {
      canvas.put("-", x, r.y0)
      canvas.put("-", x, r.y1 - 1)
    }
    for y in visible(r.y0 + 1, r.y1 - 1, within: canvas.height) {
      canvas.put("|", r.x0, y)
      canvas.put("|", r.x1 - 1, y)
    }
    canvas.put(top.0, r.x0, r.y0)
    canvas.put(top.1, r.x1 - 1, r.y0)
    canvas.put(bottom.0, r.x0, r.y1 - 1)
    canvas.put(bottom.1, r.x1 - 1, r.y1 - 1)
    if let label, r.height > 2, r.width > 2 {
      canvas.write(label, r.x0 + 1, r.y0 + 1, maxX: r.x1 - 1)
    } else if let label, r.width > 2 {
      canvas.write(label, r.x0 + 1, r.y0, maxX: r.x1 - 1)
    }
  }

  /// Text lines as laid out for the text's final frame in its font (§9.6): each line starts
  /// one line height below the last (at least one cell row), one character per cell from the
  /// frame's left edge, clipped to the frame.
  private mutating func text(_ content: String, _ node: NodeID, _ r: CellRect) {
    guard let frame = result.frame(of: node) else { return }
    // The ellipsis goes where the Text's truncation mode puts it (§7.4).
    let truncation = result.environment(of: node)[TruncationModeKey.self]
    let (lines, measure) = TextLayout.shown(
      content, proposal: ProposedViewSize(width: frame.width, height: frame.height),
      lineLimit: nil, metrics: result.textMeasure(of: node), truncation: truncation)
    let rowsPerLine = max(
      1, Int(min(1e6, (measure.lineAdvance / scale.cellHeight).rounded())))
    for (i, line) in lines.enumerated() {
      let y = r.y0 + i * rowsPerLine
      if y >= r.y1 && i > 0 || y >= canvas.height { break }
      canvas.write(
        line.text, r.x0, y, maxX: max(r.x1, r.x0 + 1), overflows: measure.isProportional)
    }
  }

  /// A divider: at least one cell thick, along its long side.
  private mutating func line(_ r: CellRect, frame: Rect) {
    // Clamped like CellRect's edges: Int(_:) traps on a huge coordinate (an offset of 1e300).
    func cell(_ v: Double, _ unit: Double) -> Int {
      Int(max(-1e6, min(1e6, (v / unit).rounded(.down))))
    }
    if frame.width >= frame.height {
      let y = r.height > 0 ? r.y0 : cell(frame.midY, scale.cellHeight) + 1
      for x in visible(r.x0, r.x1, within: canvas.width) { canvas.put("-", x, y) }
    } else {
      let x = r.width > 0 ? r.x0 : cell(frame.midX, scale.cellWidth) + 1
      for y in visible(r.y0, r.y1, within: canvas.height) { canvas.put("|", x, y) }
    }
  }
}
