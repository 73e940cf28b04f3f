import LayoutEngine

/// The modifier table: every SwiftUI modifier name Stackup knows, with its `ModifierSpec`.
/// Adding a modifier is one entry here (its maker lives in its own file); the schema, the
/// chain parser, the builder, the diagnostics and docs/porting.md all read this table.
extension ModifierCatalog {
  /// The entries, in order: layout modifiers in the order the schema lists them, then style
  /// modifiers, then SwiftUI's modifiers Stackup records without reading or does not support.
  /// Every other name of `SwiftUIVocabulary.modifierNames` is an `ignored` entry.
  nonisolated(unsafe) static let entries: [(name: String, spec: ModifierSpec)] = [
    // Layout.
    ("frame", .layout(replayable: true, frame)),
    ("padding", .layout(replayable: true, padding)),
    ("fixedSize", .layout(replayable: true, fixedSize)),
    (
      "layoutPriority",
      .layout(replayable: true) { call, node, c in
        guard let args = Signature(labels: [nil]).match(call, c),
          let v = requiredNumber(args[0], call, "a priority", c)
        else { return node }
        return c.wrap(node, LayoutPriorityModifier(v), kind: "layoutPriority")
      }
    ),
    ("offset", .layout(replayable: true, offset)),
    ("position", .layout(replayable: true, position)),
    // Replayed with the view they attach when their arguments name nothing of the document
    // (`AttachedViews`).
    ("background", .layout(replayable: true, decoration)),
    ("overlay", .layout(replayable: true, decoration)),
    ("border", .layout(border)),
    // Its closure names its parameter (`{ d in d[.bottom] }`).
    ("alignmentGuide", .layout(replayable: true, checksNames: false, alignmentGuide)),
    ("lineLimit", .layout(replayable: true, lineLimit)),
    // Read by the Image element (`Builder.wantsResizable`); anywhere else it is misplaced.
    ("resizable", .layout(resizableMisplaced)),
    ("layoutValue", .layout(replayable: true, layoutValue)),
    // A view modifier written in markup records its call on its own body (semantics §12.1).
    (
      "modifier",
      .layout(recordsArguments: false) { call, node, c in
        c.builder.applyModifierCall(call, to: node, c)
      }
    ),
    ("listStyle", .layout(listModifier)),
    ("formStyle", .layout(listModifier)),
    ("listRowInsets", .layout(listModifier)),
    ("listSectionSpacing", .layout(listModifier)),
    ("datePickerStyle", .layout(replayable: true, datePickerStyle)),
    ("tabViewStyle", .layout(replayable: true, tabViewStyle)),
    ("progressViewStyle", .layout(replayable: true, progressViewStyle)),
    ("menuIndicator", .layout(replayable: true, menuIndicator)),
    (
      "listRowSpacing",
      .layout(replayable: true) { call, node, c in
        guard let args = Signature(labels: [nil]).match(call, c),
          let spacing = optionalNumber(args[0], "a row spacing", c)
        else { return node }
        return c.wrap(node, ListRowSpacingModifier(spacing), kind: "listRowSpacing")
      }
    ),
    ("gridCellColumns", .layout(gridCell)),
    ("gridColumnAlignment", .layout(gridCell)),
    ("gridCellAnchor", .layout(gridCell)),
    ("gridCellUnsizedAxes", .layout(gridCell)),
    ("buttonStyle", .layout(styles: "Button", controlStyle)),
    ("controlSize", .layout(controlStyle)),
    ("toggleStyle", .layout(styles: "Toggle", controlStyle)),
    ("pickerStyle", .layout(controlStyle)),
    ("textFieldStyle", .layout(controlStyle)),
    (
      "labelsHidden",
      .layout { call, node, c in
        guard Signature(labels: []).match(call, c) != nil else { return node }
        return c.wrap(node, ControlStyleModifier(.labelsHidden), kind: "labelsHidden")
      }
    ),
    ("aspectRatio", .layout(aspectRatio)),
    ("scaledToFit", .layout(aspectRatio)),
    ("scaledToFill", .layout(aspectRatio)),
    ("labelStyle", .layout(styles: "Label", labelStyleLayer)),
    ("containerRelativeFrame", .layout(containerRelativeFrame)),
    ("ignoresSafeArea", .layout(ignoresSafeArea)),
    ("edgesIgnoringSafeArea", .layout(ignoresSafeArea)),
    (
      "safeAreaPadding",
      .layout { call, node, c in
        guard let insets = paddingInsets(call, c) else { return node }
        return c.wrap(node, SafeAreaPaddingLayout(insets), kind: "safeAreaPadding")
      }
    ),
    ("safeAreaInset", .layout(safeAreaInset)),
    ("contentMargins", .layout(contentMargins)),
    ("defaultScrollAnchor", .layout(replayable: true, defaultScrollAnchor)),
    // Names the view's coordinate space for a GeometryReader's `frame(in: .named(…))` (§1.2).
    ("coordinateSpace", .layout(replayable: true, coordinateSpace)),
    // Text and font environment (FontSyntax.swift, §9.3, §9.7).
    ("font", .layout(replayable: true, FontSyntax.apply)),
    ("fontWeight", .layout(replayable: true, FontSyntax.apply)),
    ("fontDesign", .layout(replayable: true, FontSyntax.apply)),
    ("bold", .layout(replayable: true, FontSyntax.apply)),
    ("italic", .layout(replayable: true, FontSyntax.apply)),
    ("monospaced", .layout(replayable: true, FontSyntax.apply)),
    ("monospacedDigit", .layout(replayable: true, FontSyntax.apply)),
    // Its ranges (`...DynamicTypeSize.large`) are read from the argument text (§9.3).
    ("dynamicTypeSize", .layout(replayable: true, skipsArguments: true, FontSyntax.apply)),
    ("imageScale", .layout(replayable: true, FontSyntax.apply)),
    ("tracking", .layout(replayable: true, FontSyntax.apply)),
    ("kerning", .layout(replayable: true, FontSyntax.apply)),
    ("textCase", .layout(replayable: true, FontSyntax.apply)),
    ("lineSpacing", .layout(replayable: true, FontSyntax.apply)),
    ("minimumScaleFactor", .layout(replayable: true, FontSyntax.apply)),

    // Style: recorded for output, read by the drawing.
    ("foregroundColor", .style(StyleSyntax.foreground, setsColor: true)),
    ("foregroundStyle", .style(StyleSyntax.foreground, setsColor: true)),
    ("fill", .style(StyleSyntax.foreground, setsColor: true)),
    ("tint", .style(StyleSyntax.tint, setsColor: true)),
    ("accentColor", .style(StyleSyntax.tint)),
    ("stroke", .style(StyleSyntax.stroke(inside: false))),
    ("strokeBorder", .style(StyleSyntax.stroke(inside: true))),
    ("opacity", .style(StyleSyntax.opacity)),
    ("zIndex", .style(StyleSyntax.zIndex)),
    ("shadow", .style(StyleSyntax.shadow)),
    ("clipped", .style(StyleSyntax.clipped)),
    ("cornerRadius", .style(StyleSyntax.cornerRadius)),
    ("clipShape", .style(StyleSyntax.clipShape)),
    ("hidden", .style(StyleSyntax.hidden, argumentsAreCode: true)),
    ("multilineTextAlignment", .style(StyleSyntax.lineAlignment)),
    ("underline", .style()),
    ("scaleEffect", .style()),
    ("rotationEffect", .style()),
    ("blur", .style()),
    ("brightness", .style()),
    ("contrast", .style()),
    ("saturation", .style()),
    ("grayscale", .style()),
    ("mask", .style()),
    ("compositingGroup", .style()),
    ("drawingGroup", .style()),
    ("renderingMode", .style(keepsImage: true)),
    ("interpolation", .style(keepsImage: true)),
    ("antialiased", .style(keepsImage: true)),
    ("symbolRenderingMode", .style(keepsImage: true)),
    // Text metrics follow the font (§9) but not these.
    ("allowsTightening", .style(approximated: true)),
    ("symbolVariant", .style(approximated: true)),
    // Mostly app code: actions, conditions, ids.
    ("contentShape", .style(argumentsAreCode: true)),
    ("onTapGesture", .style(argumentsAreCode: true)),
    ("accessibilityLabel", .style(argumentsAreCode: true)),
    ("animation", .style(argumentsAreCode: true)),
    ("transition", .style(argumentsAreCode: true)),
    ("id", .style(argumentsAreCode: true)),
    ("tag", .style(argumentsAreCode: true)),
    ("disabled", .style(argumentsAreCode: true)),
    ("help", .style(argumentsAreCode: true)),
    // `.environment(\.font, …)`, `(\.dynamicTypeSize, …)`, `(\.imageScale, …)` and
    // `(\.layoutDirection, …)` are read (§9.3, §7.8); its other keys (`\.sizeCategory`,
    // `\.legibilityWeight` …) reach layout too.
    (
      "environment",
      .style(approximated: true, argumentsAreCode: true) { call, node, c in
        FontSyntax.environment(call, to: node, c) ?? environment(call, node, c)
      }
    ),
    ("truncationMode", .style(make: truncationMode)),
    ("listRowSeparator", .style(make: listModifier)),

    // Read by the element above (§8.11–§8.13): a navigation stack's title and bar, a tab's
    // title, the tab view and date picker styles.
    ("navigationTitle", .ignored(.readByElement)),
    ("navigationBarTitle", .ignored(.readByElement)),
    ("navigationBarTitleDisplayMode", .ignored(.readByElement)),
    ("navigationBarHidden", .ignored(.readByElement)),
    ("navigationBarItems", .ignored(.readByElement)),
    ("tabItem", .ignored(.readByElement)),
    ("toolbar", .ignored(.readByElement)),
    ("searchable", .ignored(.readByElement)),
    ("toolbarVisibility", .ignored(.readByElement)),

    // Accepted; SwiftUI's layout depends on them and Stackup ignores that. Text:
    ("fontWidth", .ignored(approximated: true)),
    ("baselineOffset", .ignored(approximated: true)),
    ("lineHeight", .ignored(approximated: true)),
    ("textScale", .ignored(approximated: true)),
    ("typesettingLanguage", .ignored(approximated: true)),
    // Controls, lists and grids Stackup does not lay out yet.
    ("buttonSizing", .ignored(approximated: true)),
    ("labelIconToTitleSpacing", .ignored(approximated: true)),
    ("labelReservedIconWidth", .ignored(approximated: true)),
    ("textEditorStyle", .ignored(approximated: true)),
    ("gaugeStyle", .ignored(approximated: true)),
    ("menuStyle", .ignored(approximated: true)),
    ("controlGroupStyle", .ignored(approximated: true)),
    ("disclosureGroupStyle", .ignored(approximated: true)),
    // Recorded; a style declared as a component is applied by `Builder.enterStyles` (§12.2).
    ("labeledContentStyle", .styling("LabeledContent")),
    ("groupBoxStyle", .styling("GroupBox")),
    ("headerProminence", .ignored(approximated: true)),
    ("badge", .ignored(approximated: true)),
    ("tableStyle", .ignored(approximated: true)),
    ("tableColumnHeaders", .ignored(approximated: true)),
    ("indexViewStyle", .ignored(approximated: true)),
    ("navigationViewStyle", .ignored(approximated: true)),
    ("navigationSplitViewStyle", .ignored(approximated: true)),
    ("navigationSplitViewColumnWidth", .ignored(approximated: true)),
    ("inspectorColumnWidth", .ignored(approximated: true)),

    (
      "matchedGeometryEffect",
      .ignored(
        note: "SwiftUI's `.matchedGeometryEffect` is recorded but its animation is not modelled")
    ),

    // Change layout in SwiftUI; not implemented.
    ("safeAreaBar", .notYet("`.padding(…)` with an overlay")),
    ("scenePadding", .notYet("`.padding()`")),
    ("inspector", .notYet("an `HStack` with the inspector's content")),
    ("keyframeAnimator", .notYet("the view at its first keyframe")),
    ("phaseAnimator", .notYet("the view in its first phase")),
    ("sheet", .presentation()), ("fullScreenCover", .presentation()),
    ("popover", .presentation()), ("alert", .presentation()),
    ("confirmationDialog", .presentation()),
  ]

  /// The table by name: the entries, and an `ignored` entry for each other SwiftUI modifier.
  nonisolated(unsafe) static let specs: [String: ModifierSpec] = {
    var specs: [String: ModifierSpec] = [:]
    // Room for all at once: grown from empty, the table was rehashed ten times (0.3 M
    // instructions in every process).
    specs.reserveCapacity(entries.count + SwiftUIVocabulary.modifierNames.count)
    for (name, spec) in entries { specs[name] = spec }
    let ignored = ModifierSpec.ignored()
    for name in SwiftUIVocabulary.modifierNames where specs[name] == nil {
      specs[name] = ignored
    }
    return specs
  }()

  /// Modifiers with a layout layer of their own, in the table's order.
  static let layoutNames = entries.filter { $0.spec.layer == .layout }.map(\.name)

  /// Modifiers recorded as style layers, sorted.
  static let styleNames = entries.filter { $0.spec.layer == .style }.map(\.name).sorted()

  /// `.resizable()` anywhere but first on an Image (a view expression's calls reach here).
  private static func resizableMisplaced(
    _ call: ModifierCall, _ node: NodeID, _ c: ModifierContext
  ) -> NodeID {
    c.error(
      "resizable-misplaced", "resizable() applies to an Image, before any other modifier",
      at: call.nameStart, length: call.name.count)
    return node
  }
}
