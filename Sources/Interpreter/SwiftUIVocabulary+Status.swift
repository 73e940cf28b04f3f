/// What Stackup does with each SwiftUI name: the generated name lists (SwiftUIVocabulary.swift)
/// say which names are SwiftUI's; this file says, by hand, which of them change layout.
///
/// The statuses are derived, not stored twice: a name Stackup implements is whatever the
/// element and modifier catalogues know, so adding a modifier there changes its row in
/// docs/porting.md without touching this file.
extension SwiftUIVocabulary {
  enum Status: Equatable {
    /// Laid out as SwiftUI does.
    case layout
    /// Accepted and recorded in the output; SwiftUI's layout does not depend on it.
    case noLayoutEffect
    /// Accepted and recorded, but SwiftUI's layout does depend on it and Stackup ignores that
    /// (text metrics are fixed; control styles apply to controls Stackup does not lay out).
    case approximated
    /// Changes layout in SwiftUI and is not implemented: an error naming the alternative.
    case notYet(alternative: String?)

    /// The words the porting guide's table uses.
    var label: String {
      switch self {
      case .layout: "layout"
      case .noLayoutEffect: "no layout effect"
      case .approximated: "accepted, layout effect ignored"
      case .notYet: "not yet"
      }
    }
  }

  // MARK: Modifiers

  /// The status of modifier `name`, or nil when SwiftUI has no such modifier.
  static func modifierStatus(_ name: String) -> Status? {
    if ModifierCatalog.layoutModifiers.contains(name) || elementReadModifiers.contains(name) {
      return .layout
    }
    if let alternative = unsupportedModifiers[name] { return .notYet(alternative: alternative) }
    if approximatedModifiers.contains(name) { return .approximated }
    if ModifierCatalog.styleModifiers.contains(name) || modifierNameSet.contains(name) {
      return .noLayoutEffect
    }
    return nil
  }

  /// Modifiers without a layout effect whose arguments and closures are skipped rather than
  /// read, so any Swift in them (`{ count += 1 }`, `$binding`, `\.keyPath`) is accepted.
  /// The catalogue's own style modifiers keep their parsed arguments (colours are read from
  /// them), except those whose arguments are usually code.
  static func takesAnyArguments(_ name: String) -> Bool {
    // Its ranges (`...DynamicTypeSize.large`) are read from the argument text (§9.3).
    if name == "dynamicTypeSize" { return true }
    if ModifierCatalog.layoutModifiers.contains(name) || unsupportedModifiers[name] != nil {
      return false
    }
    if ModifierCatalog.styleModifiers.contains(name) { return codeArgumentStyles.contains(name) }
    return modifierNameSet.contains(name)
  }

  /// Modifiers that change layout through the element above them, which reads their
  /// argument text when it is built (§8.11–§8.13): a navigation stack's title and bar, a
  /// tab's title, the tab view and date picker styles. Their arguments are skipped by the
  /// chain parser like any accepted modifier's, so app code in them stays accepted.
  static let elementReadModifiers: Set<String> = [
    "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode",
    "navigationBarHidden", "tabItem", "tabViewStyle", "datePickerStyle",
  ]

  /// Catalogue style modifiers whose arguments are mostly app code (actions, conditions, ids).
  static let codeArgumentStyles: Set<String> = [
    "onTapGesture", "animation", "transition", "id", "tag", "disabled", "help",
    "accessibilityLabel", "contentShape", "hidden", "environment",
  ]

  static let modifierNameSet = Set(modifierNames)

  /// SwiftUI modifiers that change layout and are not implemented, with the closest supported
  /// alternative (nil: there is none).
  static let unsupportedModifiers: [String: String?] = [
    "safeAreaBar": "`.padding(…)` with an overlay",
    "scenePadding": "`.padding()`",
    "inspector": "an `HStack` with the inspector's content",
    "keyframeAnimator": "the view at its first keyframe",
    "phaseAnimator": "the view in its first phase",
  ]

  /// SwiftUI modifiers whose layout effect Stackup ignores (see `Status.approximated`).
  static let approximatedModifiers: Set<String> = [
    // Text: Stackup's deterministic metrics follow the font (§9) but not these.
    "fontWidth", "baselineOffset", "lineHeight", "textScale", "allowsTightening",
    "typesettingLanguage", "symbolVariant",
    // `.environment(\.font, …)`, `(\.dynamicTypeSize, …)` and `(\.imageScale, …)` are read
    // (§9.3); its other keys (`\.sizeCategory`, `\.legibilityWeight` …) reach layout too.
    "environment",
    // Controls, lists and grids Stackup does not lay out yet.
    "buttonSizing",
    "labelIconToTitleSpacing", "labelReservedIconWidth", "textEditorStyle",
    "gaugeStyle", "progressViewStyle",
    "menuStyle", "menuIndicator", "controlGroupStyle", "disclosureGroupStyle",
    "labeledContentStyle", "listRowSpacing", "headerProminence", "badge", "tableStyle",
    "tableColumnHeaders",
    "indexViewStyle", "navigationViewStyle", "navigationSplitViewStyle",
    "navigationSplitViewColumnWidth", "inspectorColumnWidth",
  ]

  /// Warnings for accepted modifiers whose recorded effect is partial.
  static let modifierNotes: [String: String] = [
    "matchedGeometryEffect":
      "SwiftUI's `.matchedGeometryEffect` is recorded but its animation is not modelled"
  ]

  // MARK: Views

  /// The status of view type `name` (nil: SwiftUI has no such view). `implemented` says
  /// whether the element table (or a registered layout) has it.
  static func viewStatus(_ name: String, implemented: Bool) -> Status? {
    if implemented { return .layout }
    guard viewNameSet.contains(name) else { return nil }
    return .notYet(alternative: viewAlternatives[name])
  }

  static let viewNameSet = Set(viewNames)

  /// The closest supported markup for views Stackup does not lay out yet.
  static let viewAlternatives: [String: String] = [
    "NavigationSplitView": "an `HStack` of its columns",
    "TextEditor": "`Color` with `.frame(height:)`",
    "ShareLink": "`Button`",
    "DisclosureGroup": "`VStack`",
    "ControlGroup": "`HStack` of `Button`s",
    "MeshGradient": "`Color`",
    "AsyncImage": "`Image` with width and height",
    "ContentUnavailableView": "`VStack` of an `Image` and `Text`",
    "AnyView": "`Group`",
    "TupleView": "`Group`",
    "ScrollViewReader": "its content directly",
    "TimelineView": "its content directly",
    "Path": "`Rectangle` (Path's frame fills its proposal the same way)",
    // Every other view SwiftUI has, so each "not supported yet" names an alternative.
    "AnyShape": "the shape itself, e.g. `Rectangle`",
    "ButtonBorderShape": "`RoundedRectangle` or `Capsule`",
    "Canvas": "`Rectangle` (a canvas fills its proposal the same way)",
    "ContainerRelativeShape": "`Rectangle` (it fills its proposal the same way)",
    "DebugReplaceableView": "its content directly",
    "DefaultButtonLabel": "the label's `Text`",
    "DefaultDateProgressLabel": "`Text`",
    "DefaultDocumentGroupLaunchActions": "an `HStack` of `Button`s",
    "DefaultSettingsLinkLabel": "the label's `Text`",
    "DefaultShareLinkLabel": "`HStack { Image(…); Text(…) }`",
    "DefaultTabLabel": "the label's `Text`",
    "DefaultWindowVisibilityToggleLabel": "the label's `Text`",
    "DocumentLaunchView": "its content directly",
    "EditButton": "`Button` with its title",
    "EditableCollectionContent": "`ForEach`",
    "EquatableView": "its content directly",
    "FillShapeView": "the shape with `.fill(…)`",
    "Gauge": "`Capsule().frame(height: 4)`",
    "GeometryReader3D": "`GeometryReader`",
    "GlassEffectContainer": "its content directly",
    "GroupElementsOfContent": "`Group`",
    "GroupSectionsOfContent": "`Group`",
    "HSplitView": "`HStack`",
    "HelpLink": "`Button`",
    "KeyframeAnimator": "the view at its first keyframe",
    "LabeledControlGroupContent": "`HStack`",
    "LabeledToolbarItemGroupContent": "`HStack`",
    "MenuButton": "`Button`",
    "ModifiedContent": "the view with the modifier in `modifiers`",
    "MultiDatePicker": "a `VStack` of `HStack` rows",
    "NewDocumentButton": "`Button`",
    "OffsetShape": "the shape with `.offset(x:y:)`",
    "OutlineGroup": "a `VStack` with a `ForEach`",
    "OutlineSubgroupChildren": "`ForEach`",
    "PasteButton": "`Button`",
    "PhaseAnimator": "the view in its first phase",
    "PlaceholderContentView": "`Group`",
    "PresentedWindowContent": "its content directly",
    "PreviewModifierContent": "its content directly",
    "RenameButton": "`Button`",
    "RotatedShape": "the shape with `.rotationEffect(…)`",
    "ScaledShape": "the shape with `.scaleEffect(…)`",
    "SettingsLink": "`Button`",
    "StrokeBorderShapeView": "the shape with `.strokeBorder(…)`",
    "StrokeShapeView": "the shape with `.stroke(…)`",
    "SubscriptionView": "its content directly",
    "Subview": "the view itself",
    "SubviewsCollection": "`Group`",
    "SubviewsCollectionSlice": "`Group`",
    "Table": "a `VStack` of `HStack` rows",
    "TextFieldLink": "`Button`",
    "TransformedShape": "the shape itself",
    "UnevenRoundedRectangle": "`RoundedRectangle`",
    "VSplitView": "`VStack`",
    "WindowVisibilityToggle": "`Button`",
    "ZStackContent3D": "`ZStack`",
  ]
}
