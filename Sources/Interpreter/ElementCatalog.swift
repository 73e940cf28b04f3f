import LayoutEngine
import MarkupSyntax

/// One markup element: the attributes it takes (SwiftUI init labels) and how it builds.
/// A class, so that looking one up per element built retains one reference rather than each
/// of its sets and its closure.
final class ElementSpec {
  let attributes: Set<String>
  let acceptsChildren: Bool
  let acceptsText: Bool
  let make: (ElementContext) -> Item?
  /// `attributes` together with `ElementCatalog.commonAttributes`: what the element accepts,
  /// formed once here rather than as a fresh set union for every element built.
  let allowedAttributes: Set<String>
  /// The same names in an array: an element's few attributes are checked against it by
  /// comparing short strings, cheaper than hashing each name.
  let allowedAttributeNames: [String]

  init(
    attributes: Set<String> = [], acceptsChildren: Bool = false, acceptsText: Bool = false,
    make: @escaping (ElementContext) -> Item?
  ) {
    self.attributes = attributes
    self.acceptsChildren = acceptsChildren
    self.acceptsText = acceptsText
    self.make = make
    self.allowedAttributes = attributes.union(ElementCatalog.commonAttributes)
    self.allowedAttributeNames = allowedAttributes.sorted()
  }

  /// Whether an element of this spec takes an attribute called `name` (lengths compared
  /// first: `==` on two different short names took the slow comparison path).
  func allows(_ name: String) -> Bool {
    allowedAttributeNames.contains { $0.isSameName(as: name) }
  }
}

/// The element table: element name = SwiftUI type name.
enum ElementCatalog {
  /// Attributes every element takes: `id` names the view, `modifiers` holds its chain,
  /// `template` marks a child used by a modifier argument.
  static let commonAttributes: Set<String> = ["id", "modifiers", "template"]

  nonisolated(unsafe) static let specs: [String: ElementSpec] = {
    var specs: [String: ElementSpec] = [:]
    // Room for every element at once, not rehashed as it grows (as `ModifierCatalog.specs`).
    specs.reserveCapacity(256)
    specs["HStack"] = ElementSpec(attributes: ["alignment", "spacing"], acceptsChildren: true) {
      c in
      let layout = HStackLayout(
        alignment: c.enumValue("alignment", Values.verticalAlignments) ?? .center,
        spacing: c.number("spacing"))
      return container(c, AnyLayout(layout))
    }
    specs["VStack"] = ElementSpec(attributes: ["alignment", "spacing"], acceptsChildren: true) {
      c in
      let layout = VStackLayout(
        alignment: c.enumValue("alignment", Values.horizontalAlignments) ?? .center,
        spacing: c.number("spacing"))
      return container(c, AnyLayout(layout))
    }
    specs["ZStack"] = ElementSpec(attributes: ["alignment"], acceptsChildren: true) { c in
      container(
        c,
        AnyLayout(ZStackLayout(alignment: c.enumValue("alignment", Values.alignments) ?? .center)))
    }
    specs["GeometryReader"] = ElementSpec(attributes: ["as"], acceptsChildren: true) { c in
      // `GeometryReader { geo in … }`: `as="geo"` names the proxy, else `geometry`, `geo` or `proxy`.
      let names = c.string("as").map { Set([$0]) } ?? GeometryProxies.defaultNames
      let (children, reads) = c.builder.buildingReaderContent(names: names) {
        c.builder.materialize(c.children())
      }
      return .view(
        c.tree.add(
          .container(AnyLayout(GeometryReaderLayout(readsGeometry: reads))), children: children,
          info: c.info()))
    }
    specs["Spacer"] = ElementSpec(attributes: ["minLength"]) { c in
      leaf(c, SpacerLeaf(minLength: c.number("minLength")))
    }
    specs["Divider"] = ElementSpec { c in leaf(c, DividerLeaf()) }
    specs["Color"] = ElementSpec(attributes: ["name"]) { c in
      guard let name = c.attributes["name"] else {
        c.builder.error(
          "missing-attribute", "'Color' needs a name, e.g. name=\"red\"", at: c.node.location)
        return nil
      }
      guard let (value, known) = c.builder.colorName(of: name) else { return nil }
      if !known { c.builder.checkColor(value, at: name.valueLocation, length: name.value.count) }
      return .view(c.tree.add(.leaf(ColorLeaf(value)), info: c.info("color", value)))
    }
    for shape in ShapeKind.allCases {
      let attributes: Set<String> = shape == .roundedRectangle ? ["cornerRadius", "style"] : []
      let made = ShapeLeaf(shape)
      specs[shape.rawValue] = ElementSpec(attributes: attributes) { c in
        let wrapped = c.builder.wrapsShape(c)
        guard let radius = c.number("cornerRadius") else {
          return leaf(c, wrapped ? ShapeLeaf(shape, isWrapped: true) : made)
        }
        return leaf(
          c, ShapeLeaf(shape, cornerRadius: radius, isWrapped: wrapped),
          details: ["cornerRadius": formatNumber(radius)])
      }
    }
    specs["Text"] = ElementSpec(attributes: ["verbatim"], acceptsText: true) { c in
      let content = c.string("verbatim") ?? normalizedText(c.node.text)
      return leaf(c, TextLeaf(content), details: ["text": content])
    }
    specs["Image"] = ElementSpec(attributes: ["width", "height", "systemName", "name"]) { c in
      var width = c.number("width")
      var height = c.number("height")
      let symbol = c.string("systemName")
      // A present but invalid size was reported by `number`.
      if c.attributes["width"] != nil && width == nil
        || c.attributes["height"] != nil && height == nil
      {
        return nil
      }
      // A declared asset gives the size the markup leaves out (§11.4).
      if width == nil || height == nil, let asset = c.builder.imageAsset(for: c) {
        width = width ?? asset.width
        height = height ?? asset.height
      }
      // A symbol is sized from its font (§9.5), its lengths optional overrides; a bitmap
      // needs its point size.
      guard symbol != nil || width != nil && height != nil else {
        var declaration = ""
        // Named when the document declares assets (the message is unchanged otherwise).
        if !c.builder.imageAssets.isEmpty, let name = c.string("name") {
          let hint = c.builder.hint(for: name) { Array(c.builder.imageAssets.keys) }
          declaration =
            ", or a declaration <ImageAsset name=\"\(name)\" width=\"…\" height=\"…\"/>\(hint)"
        }
        c.builder.error(
          "missing-attribute",
          "'Image' needs its point size: width=\"…\" height=\"…\" (or systemName=\"…\" for a symbol sized by its font)\(declaration)",
          at: c.node.location)
        return nil
      }
      let name = symbol ?? c.string("name")
      var details: [String: String] = [:]
      if let name { details["name"] = name }
      return .view(
        c.tree.add(
          .leaf(
            ImageLeaf(
              name: name, width: width.map { max(0, $0) }, height: height.map { max(0, $0) },
              resizable: c.builder.wantsResizable(c), isSymbol: symbol != nil)),
          info: c.info(details: details)))
    }
    specs["EmptyView"] = ElementSpec { c in .list(c.info(), []) }
    specs["Group"] = ElementSpec(acceptsChildren: true) { c in .list(c.info(), c.children()) }
    specs["ForEach"] = ElementSpec(
      attributes: ["count", "range", "items", "as"], acceptsChildren: true
    ) { c in
      if c.attributes["items"] != nil || c.attributes["as"] != nil
        || c.builder.usesBinding("index", in: c.element)
      {
        return ForEachData.make(c)
      }
      guard let count = forEachCount(c) else { return nil }
      var copies: [Item] = []
      c.builder.beginExpansion()
      defer { c.builder.endExpansion() }
      for _ in 0..<count {
        guard c.builder.withinViewLimit(at: c.node.location, length: c.node.name.count + 1) else {
          break
        }
        copies.append(contentsOf: c.children())
      }
      return .list(c.info(), copies)
    }
    for (type, labels) in ShapeStyleViews.gradients {
      specs[type] = ShapeStyleViews.elementSpec(type, labels: labels)
    }
    specs["Label"] = ElementSpec(attributes: labelAttributes, acceptsText: true) { c in label(c) }
    specs["AnyLayout"] = ElementSpec(attributes: ["layout"], acceptsChildren: true) { c in
      // `layout(content)` with a layout value: the subviews keep their identity whichever
      // layout is chosen (seed 000 "使用 AnyLayout 切换布局", seed 003 DynamicStack).
      guard let attribute = c.attributes["layout"] else {
        c.builder.error(
          "missing-attribute",
          "'AnyLayout' needs layout=\"…\", e.g. layout=\"VStackLayout(spacing: 5)\"",
          at: c.node.location)
        return nil
      }
      guard let layout = c.builder.layout(from: attribute) else { return nil }
      return .view(
        c.tree.add(
          .container(layout), children: c.builder.materialize(c.children()),
          info: c.info(details: ["layout": attribute.value, "resolved": layout.typeName])))
    }
    specs["ViewThatFits"] = ElementSpec(attributes: ["in"], acceptsChildren: true) { c in
      var axes: Set<Axis> = [.horizontal, .vertical]
      if let attribute = c.attributes["in"] {
        let names = attribute.value.split(whereSeparator: {
          $0 == "," || $0 == " " || $0 == "[" || $0 == "]"
        })
        .map { Values.bareCase(String($0)) }
        axes = []
        for name in names {
          switch name {
          case "horizontal": axes.insert(.horizontal)
          case "vertical": axes.insert(.vertical)
          default:
            c.builder.error(
              "bad-value", "'\(name)' is not an axis; use horizontal, vertical or both",
              at: attribute.valueLocation,
              length: max(1, attribute.value.count))
          }
        }
        if axes.isEmpty { axes = [.horizontal, .vertical] }
      }
      return container(c, AnyLayout(ViewThatFitsLayout(axes: axes)))
    }
    // Seed 002's variadic roots. `Divided` is a multi-view root: its children are re-emitted
    // into the parent with a Divider between consecutive ones, and a modifier on it reaches
    // every emitted view, dividers included. `DividedVStack` is a unary root: one VStack of
    // the children with dividers between, which modifiers treat as a whole.
    specs["Divided"] = ElementSpec(acceptsChildren: true) { c in
      .list(c.info(), interleavingDividers(c.builder.flattened(c.children()), c))
    }
    specs["DividedVStack"] = ElementSpec(acceptsChildren: true) { c in
      let items = interleavingDividers(c.builder.flattened(c.children()), c)
      return .view(
        c.tree.add(
          .container(AnyLayout(VStackLayout())), children: c.builder.materialize(items),
          info: c.info()))
    }
    // `if`/`else` on the environment (seed 003's size-class DynamicStack): the chosen branch's
    // views join the parent; a false branch with no `Else` contributes nothing (§1.18).
    specs["If"] = ElementSpec(attributes: ["condition"], acceptsChildren: true) { c in
      guard let attribute = c.attributes["condition"] else {
        c.builder.error("missing-attribute", "'If' needs condition=\"…\"", at: c.node.location)
        return nil
      }
      guard let holds = c.builder.environmentCondition(attribute) else { return nil }
      let children = c.builder.syntax.children(of: c.element)
      let elseBranches = children.filter { c.builder.syntax.element($0).name == "Else" }
      if elseBranches.count > 1 {
        c.builder.error(
          "if-else", "an 'If' has at most one 'Else'",
          at: c.builder.syntax.element(elseBranches[1]).location)
      }
      var items: [Item] = []
      if holds {
        for child in children
        where c.builder.syntax.element(child).name != "Else" && !c.builder.isTemplate(child) {
          if let item = c.builder.build(child) { items.append(item) }
        }
      } else if let elseBranch = elseBranches.first {
        items = c.builder.buildChildren(of: elseBranch)
      }
      return .list(c.info(), items)
    }
    specs["Else"] = ElementSpec(acceptsChildren: true) { c in
      c.builder.error(
        "else-outside-if", "'Else' belongs directly inside an 'If'", at: c.node.location)
      return nil
    }
    specs["Import"] = ElementSpec(attributes: ["file"]) { _ in
      nil  // resolved by the pipeline before interpretation (Pipeline/Imports.swift)
    }
    specs["Constant"] = ElementSpec(attributes: ["name", "value"]) { c in
      c.builder.misplacedDeclaration(c)  // declared before building (Declarations.swift)
    }
    specs["ImageAsset"] = ElementSpec(attributes: ["name", "width", "height"]) { c in
      c.builder.misplacedDeclaration(c)
    }
    specs["LayoutValueKey"] = ElementSpec(attributes: ["name", "defaultValue", "type"]) { _ in
      nil  // a declaration, collected before building (Builder.declareLayoutValueKeys)
    }
    // ScrollView: its content is one view, several children in an implicit VStack whatever
    // the axes (§5.1).
    specs["ScrollView"] = ElementSpec(
      attributes: ["axes", "showsIndicators"], acceptsChildren: true
    ) { c in
      let indicators = ScrollAttributes.bool(c, "showsIndicators", absent: true)
      guard let axes = ScrollAttributes.axes(c), indicators != nil else { return nil }
      let content = c.builder.single(
        c.children(), implicit: ("VStack", AnyLayout(VStackLayout())), line: c.node.location.line)
      return .view(
        c.tree.add(
          .container(
            AnyLayout(ScrollViewLayout(axes: axes))),
          children: content.map { [$0] } ?? [], info: c.info()))
    }
    // Lazy stacks (§5.5): `pinnedViews` is checked and has no layout effect at scroll offset 0.
    specs["LazyVStack"] = ElementSpec(
      attributes: ["alignment", "spacing", "pinnedViews"], acceptsChildren: true
    ) { c in
      guard ScrollAttributes.pinnedViews(c) else { return nil }
      let alignment = c.enumValue("alignment", Values.horizontalAlignments) ?? .center
      return container(
        c,
        AnyLayout(
          LazyStackLayout(axis: .vertical, alignment: alignment.key, spacing: c.number("spacing"))))
    }
    specs["LazyHStack"] = ElementSpec(
      attributes: ["alignment", "spacing", "pinnedViews"], acceptsChildren: true
    ) { c in
      guard ScrollAttributes.pinnedViews(c) else { return nil }
      let alignment = c.enumValue("alignment", Values.verticalAlignments) ?? .center
      return container(
        c,
        AnyLayout(
          LazyStackLayout(axis: .horizontal, alignment: alignment.key, spacing: c.number("spacing"))
        ))
    }
    // Lists and forms (§5.6–§5.9): styles come from the environment, read when built.
    specs["List"] = ElementSpec(acceptsChildren: true) { c in ListElements.list(c, isForm: false) }
    specs["Form"] = ElementSpec(acceptsChildren: true) { c in ListElements.list(c, isForm: true) }
    specs["Section"] = ElementSpec(attributes: ["header", "footer"], acceptsChildren: true) { c in
      ListElements.section(c)
    }
    specs["Preview"] = ElementSpec(attributes: PreviewAttributes.names, acceptsChildren: true) {
      c in
      c.builder.error(
        "nested-preview", "'Preview' can only be the document's root element", at: c.node.location)
      return nil
    }
    GridElements.register(&specs)
    addControlElements(&specs)
    addPresentingButtons(&specs)
    addNavigationElements(&specs)
    addSplitViewElement(&specs)
    addTransparentContainers(&specs)
    addPickerElements(&specs)
    addSwitchElements(&specs)
    return specs
  }()

  /// `children` with a Divider after each but the last (`_VariadicView.Children` in seed 002).
  private static func interleavingDividers(_ children: [NodeID], _ c: ElementContext) -> [Item] {
    var items: [Item] = []
    for (index, child) in children.enumerated() {
      if index > 0 {
        items.append(.view(c.tree.add(.leaf(DividerLeaf()), info: c.info("Divider").implicit())))
      }
      items.append(.view(child))
    }
    return items
  }

  private static func container(_ c: ElementContext, _ layout: AnyLayout) -> Item {
    .view(
      c.tree.add(.container(layout), children: c.builder.materialize(c.children()), info: c.info()))
  }

  private static func leaf(
    _ c: ElementContext, _ leaf: some LeafLayout, details: [String: String] = [:]
  )
    -> Item
  {
    .view(c.tree.add(.leaf(leaf), info: c.info(details: details)))
  }

  /// Element text as a person means it: trimmed, and line breaks with their indentation
  /// folded into single spaces (use `verbatim` for exact text).
  static func normalizedText(_ raw: String) -> String {
    normalizedASCII(raw) ?? normalizedCharacters(raw)
  }

  /// `normalizedText`, Character by Character (any text).
  static func normalizedCharacters(_ raw: String) -> String {
    var result = ""
    var pendingSpace = ""
    var sawNewline = false
    for character in raw.trimmingSpaces() {
      if character.isWhitespace {
        if character.isNewline { sawNewline = true }
        pendingSpace.append(character)
        continue
      }
      if !pendingSpace.isEmpty {
        result += sawNewline ? " " : pendingSpace
        pendingSpace = ""
        sawNewline = false
      }
      result.append(character)
    }
    return result
  }

  /// `normalizedText` of ASCII text, byte by byte (the same rules: ASCII whitespace is tab to
  /// carriage return and space, and line breaks are line feed to carriage return), or nil
  /// when the text is not ASCII. Character by Character cost 90 ns a byte, so 16 MB of copied
  /// text (the expansion limit) took 1.5 s.
  static func normalizedASCII(_ raw: String) -> String? {
    var raw = raw
    // nil when not ASCII; nil inside when the text is already normal.
    let normalized = raw.withUTF8 { bytes -> String?? in
      func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (0x09...0x0D).contains(b) }
      // Most text is already normal: no tab or line break, no space at either end. It is
      // returned as it is, not copied (1,800 instructions a Text of the realistic screen).
      var normal = !(bytes.first.map(isSpace) ?? false) && !(bytes.last.map(isSpace) ?? false)
      for b in bytes where b >= 0x80 || (0x09...0x0D).contains(b) {
        if b >= 0x80 { return nil }
        normal = false
      }
      if normal { return .some(nil) }
      var start = 0
      var end = bytes.count
      while start < end, isSpace(bytes[start]) { start += 1 }
      while end > start, isSpace(bytes[end - 1]) { end -= 1 }
      var result: [UInt8] = []
      result.reserveCapacity(end - start)
      var pendingStart = -1
      var sawNewline = false
      for i in start..<end {
        let b = bytes[i]
        if isSpace(b) {
          if pendingStart < 0 { pendingStart = i }
          if (0x0A...0x0D).contains(b) { sawNewline = true }
          continue
        }
        if pendingStart >= 0 {
          if sawNewline {
            result.append(0x20)
          } else {
            result.append(contentsOf: bytes[pendingStart..<i])
          }
          pendingStart = -1
          sawNewline = false
        }
        result.append(b)
      }
      return .some(String(decoding: result, as: UTF8.self))
    }
    guard let normalized else { return nil }
    return normalized ?? raw
  }

  /// Most copies one ForEach may make.
  static let maxForEachCount = 100_000

  /// `count="N"` or `range="a...b"` / `range="a..<b"`: the number of copies, and the first
  /// value of the range (0 for a count).
  static func forEachBounds(_ c: ElementContext) -> (count: Int, lower: Int)? {
    guard let count = forEachCount(c) else { return nil }
    guard let range = c.attributes["range"] else { return (count, 0) }
    let lower = range.value.trimmingSpaces().split(separator: ".").first.flatMap { Int($0) }
    return (count, lower ?? 0)
  }

  /// `count="N"` or `range="a...b"` / `range="a..<b"`.
  private static func forEachCount(_ c: ElementContext) -> Int? {
    if let countAttribute = c.attributes["count"] {
      if c.attributes["range"] != nil {
        c.builder.error(
          "forEach-both", "give ForEach either count or range, not both",
          at: countAttribute.location)
        return nil
      }
      guard let n = Int(countAttribute.value.trimmingSpaces()), n >= 0, n <= maxForEachCount else {
        c.builder.error(
          "forEach-count",
          "ForEach count must be a whole number from 0 to \(maxForEachCount), not '\(countAttribute.value)'",
          at: countAttribute.valueLocation, length: max(1, countAttribute.value.count))
        return nil
      }
      return n
    }
    if let range = c.attributes["range"] {
      let text = range.value.trimmingSpaces()
      let closed = text.split(separator: ".", omittingEmptySubsequences: true)
      // The bounds, and whether the upper one is included (`...`).
      var bounds: (Int, Int, closed: Bool)? = nil
      if text.contains("..<"), closed.count == 2, let lo = Int(closed[0]),
        let hi = Int(closed[1].dropFirst())
      {
        bounds = (lo, hi, false)
      } else if text.contains("..."), closed.count == 2, let lo = Int(closed[0]),
        let hi = Int(closed[1])
      {
        bounds = (lo, hi, true)
      }
      // Counted without trapping: a full-width range (Int.min...Int.max) overflows Int.
      // `3...2` is empty, as `3..<3` is.
      if let (lo, hi, isClosed) = bounds, hi >= lo || isClosed && lo > Int.min && hi == lo - 1 {
        if hi < lo { return 0 }
        let (difference, overflow) = hi.subtractingReportingOverflow(lo)
        let (count, lastOverflow) =
          isClosed ? difference.addingReportingOverflow(1) : (difference, false)
        guard overflow || lastOverflow || count > maxForEachCount else { return count }
        c.builder.error(
          "forEach-range",
          "ForEach range must have at most \(maxForEachCount) elements, not '\(range.value)'",
          at: range.valueLocation, length: max(1, range.value.count))
        return nil
      }
      c.builder.error(
        "forEach-range",
        "ForEach range must look like 0...3 or 0..<4 with the lower bound first, not '\(range.value)'",
        at: range.valueLocation, length: max(1, range.value.count))
      return nil
    }
    c.builder.error(
      "forEach-missing", "ForEach needs count=\"N\" or range=\"0...3\"", at: c.node.location)
    return nil
  }
}

/// The root element's attributes: the host's size and the environment it provides.
enum PreviewAttributes {
  static let names: Set<String> = [
    "width", "height", "displayScale", "textMetrics", "characterWidth", "wideCharacterWidth",
    "lineHeight",
    "horizontalSizeClass", "dynamicTypeSize", "platform", "colorScheme", "safeAreaInsets",
    "device", "layoutDirection", "os",
    // A font file (semantics §10.5): read by the pipeline, which resolves and loads it.
    "font",
  ]

  /// `textMetrics="system|fixed"` (§9.7, §9.4) and the fixed model's own numbers, which pick
  /// the fixed model when `textMetrics` is not given.
  static func applyTextModel(
    _ attributes: ElementAttributes, builder: Builder, positive: (String) -> Double?
  ) {
    let fixedNames = ["characterWidth", "wideCharacterWidth", "lineHeight"]
    let fixedGiven = fixedNames.first { attributes[$0] != nil }
    if let a = attributes["textMetrics"] {
      let value = Values.bareCase(a.value)
      guard let model = TextModel(rawValue: value) else {
        let names = TextModel.allCases.map(\.rawValue)
        builder.error(
          "bad-value",
          "textMetrics is system or fixed, not '\(value)'\(Suggestions.hint(for: value, in: names))",
          at: a.valueLocation, length: max(1, a.value.count))
        return
      }
      if model == .system, let name = fixedGiven, let given = attributes[name] {
        builder.error(
          "bad-value",
          "'\(name)' sets the fixed text model's metrics; use textMetrics=\"fixed\" with it",
          at: given.location, length: name.count)
      }
      builder.options.textModel = model
    } else if fixedGiven != nil {
      builder.options.textModel = .fixed
    }
    if let v = positive("characterWidth") { builder.options.textMetrics.characterWidth = v }
    if let v = positive("wideCharacterWidth") { builder.options.textMetrics.wideCharacterWidth = v }
    if let v = positive("lineHeight") { builder.options.textMetrics.scaleLineHeight(to: v) }
  }

  /// `os="iOS 17"` (§0.1): the release laid out for, which also sets the platform; a
  /// `platform` attribute naming another platform is an error.
  static func applyOS(_ attributes: ElementAttributes, builder: Builder) {
    guard let a = attributes["os"] else { return }
    guard let version = OSVersion(parsing: a.value.trimmingSpaces()) else {
      let releases = OSVersion.supported.sorted { $0.key.rawValue < $1.key.rawValue }
        .map { platform, majors in
          "\(platform.rawValue) \(majors.map(String.init).joined(separator: ", "))"
        }
      builder.error(
        "bad-value",
        "os is a supported release such as \"iOS 17\" (\(releases.joined(separator: "; "))), not '\(a.value)'",
        at: a.valueLocation, length: max(1, a.value.count))
      return
    }
    if let p = attributes["platform"], Values.bareCase(p.value) != version.platform.rawValue {
      builder.error(
        "bad-value", "platform '\(p.value)' contradicts os=\"\(a.value)\"",
        at: p.valueLocation, length: max(1, p.value.count))
      return
    }
    builder.options.platform = version.platform
    builder.options.osVersion = version
  }

  static func apply(
    _ attributes: ElementAttributes, builder: Builder, proposal: inout ProposedViewSize
  ) {
    func positive(_ name: String) -> Double? {
      guard let a = attributes[name] else { return nil }
      guard let v = Double(a.value.trimmingSpaces()), v.isFinite, v > 0, v <= 1_000_000 else {
        builder.error(
          "bad-number", "'\(name)' must be a positive number up to 1000000, not '\(a.value)'",
          at: a.valueLocation, length: max(1, a.value.count))
        return nil
      }
      return v
    }
    DevicePresets.apply(attributes, builder: builder, proposal: &proposal)
    if let a = attributes["layoutDirection"] {
      // §7.8: the host's layout direction.
      switch Values.bareCase(a.value) {
      case "rightToLeft": builder.options.rightToLeft = true
      case "leftToRight": builder.options.rightToLeft = false
      default:
        builder.error(
          "bad-value", "layoutDirection is leftToRight or rightToLeft, not '\(a.value)'",
          at: a.valueLocation, length: max(1, a.value.count))
      }
    }
    if let w = positive("width") { proposal.width = w }
    if let h = positive("height") { proposal.height = h }
    if let s = positive("displayScale") { builder.options.displayScale = s }
    applyTextModel(attributes, builder: builder, positive: positive)
    if let a = attributes["colorScheme"] {
      // Read by conditions (§11.3), `colorScheme == .dark ? … : …`, and by the picture's
      // system colours (§9.8).
      let value = Values.bareCase(a.value)
      if let scheme = ColorScheme(rawValue: value) {
        builder.colorScheme = value
        builder.options.colorScheme = scheme
      } else {
        builder.error(
          "bad-value", "colorScheme is light or dark, not '\(value)'", at: a.valueLocation,
          length: max(1, a.value.count))
      }
    }
    // The host's Dynamic Type size and platform (§9.1).
    if let a = attributes["dynamicTypeSize"] {
      let value = Values.bareCase(a.value)
      if let size = DynamicTypeSize(rawValue: value) {
        builder.options.dynamicTypeSize = size
      } else {
        let names = DynamicTypeSize.allCases.map(\.rawValue)
        builder.error(
          "bad-value",
          "dynamicTypeSize is one of \(names.joined(separator: ", ")), not '\(value)'\(Suggestions.hint(for: value, in: names))",
          at: a.valueLocation, length: max(1, a.value.count))
      }
    }
    if let a = attributes["platform"] {
      let value = Values.bareCase(a.value)
      if let platform = TargetPlatform(rawValue: value) {
        builder.options.platform = platform
      } else {
        let names = TargetPlatform.allCases.map(\.rawValue)
        var hint = Suggestions.hint(for: value, in: names)
        if hint.isEmpty { hint = "; platform is iOS or macOS" }
        builder.error(
          "bad-value", "'\(value)' is not a platform\(hint)", at: a.valueLocation,
          length: max(1, a.value.count))
      }
    }
    applyOS(attributes, builder: builder)
    if let a = attributes["horizontalSizeClass"] {
      let value = Values.bareCase(a.value)
      if value == "compact" || value == "regular" {
        builder.horizontalSizeClass = value
      } else {
        builder.error(
          "bad-value", "horizontalSizeClass is compact or regular, not '\(value)'",
          at: a.valueLocation,
          length: max(1, a.value.count))
      }
    }
  }
}
