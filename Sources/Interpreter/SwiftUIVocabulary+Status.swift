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
    if ModifierCatalog.layoutModifiers.contains(name) { return .layout }
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
    if ModifierCatalog.layoutModifiers.contains(name) || unsupportedModifiers[name] != nil {
      return false
    }
    if ModifierCatalog.styleModifiers.contains(name) { return codeArgumentStyles.contains(name) }
    return modifierNameSet.contains(name)
  }

  /// Catalogue style modifiers whose arguments are mostly app code (actions, conditions, ids).
  static let codeArgumentStyles: Set<String> = [
    "onTapGesture", "animation", "transition", "id", "tag", "disabled", "help",
    "accessibilityLabel", "contentShape", "hidden", "environment",
  ]

  static let modifierNameSet = Set(modifierNames)

  /// SwiftUI modifiers that change layout and are not implemented, with the closest supported
  /// alternative (nil: there is none).
  static let unsupportedModifiers: [String: String?] = [
    "safeAreaInset": "`.padding(.top, …)` with an overlay",
    "safeAreaBar": "`.padding(…)` with an overlay",
    "scenePadding": "`.padding()`",
    "contentMargins": "`.padding(…)` on the content",
    "inspector": "an `HStack` with the inspector's content",
    "modifier": "the custom modifier's calls written in the chain",
    "keyframeAnimator": "the view at its first keyframe",
    "phaseAnimator": "the view in its first phase",
  ]

  /// SwiftUI modifiers whose layout effect Stackup ignores (see `Status.approximated`).
  static let approximatedModifiers: Set<String> = [
    // Text: Stackup's text metrics are one fixed character width and line height.
    "font", "fontWeight", "fontDesign", "fontWidth", "bold", "italic", "monospaced",
    "monospacedDigit", "kerning", "tracking", "baselineOffset", "lineSpacing", "lineHeight",
    "textCase", "textScale", "dynamicTypeSize", "allowsTightening", "minimumScaleFactor",
    "typesettingLanguage", "imageScale", "symbolVariant",
    // `.environment(\.font, …)`, `(\.dynamicTypeSize, …)` … reach text metrics the same way.
    "environment",
    // Controls, lists and grids Stackup does not lay out yet.
    "buttonStyle", "buttonSizing", "controlSize", "labelsHidden",
    "labelIconToTitleSpacing", "labelReservedIconWidth", "toggleStyle", "pickerStyle",
    "textFieldStyle", "textEditorStyle", "datePickerStyle", "gaugeStyle", "progressViewStyle",
    "menuStyle", "menuIndicator", "controlGroupStyle", "disclosureGroupStyle",
    "labeledContentStyle", "formStyle", "listStyle", "listRowInsets", "listRowSpacing",
    "listSectionSpacing", "headerProminence", "badge", "tableStyle", "tableColumnHeaders",
    "tabViewStyle", "indexViewStyle", "navigationViewStyle", "navigationSplitViewStyle",
    "navigationSplitViewColumnWidth", "inspectorColumnWidth", "gridCellColumns",
    "gridCellAnchor", "gridCellUnsizedAxes", "gridColumnAlignment",
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
    "LazyVStack": "`VStack`",
    "LazyHStack": "`HStack`",
    "LazyVGrid": "`VStack` of `HStack` rows",
    "LazyHGrid": "`HStack` of `VStack` columns",
    "Grid": "`VStack` of `HStack` rows",
    "GridRow": "`HStack`",
    "List": "`VStack` (rows in a `ForEach`)",
    "Form": "`VStack` (rows in a `ForEach`)",
    "Section": "`Group` or a `VStack` with a header `Text`",
    "ScrollView": "a `VStack` with `.frame(height:)`",
    "NavigationStack": "its content directly",
    "NavigationView": "its content directly",
    "NavigationSplitView": "an `HStack` of its columns",
    "NavigationLink": "`Button` with the label",
    "TabView": "the content of one tab",
    "LabeledContent": "`HStack { Text(…); Spacer(); Text(…) }`",
    "Toggle": "`HStack { Text(…); Spacer(); Capsule().frame(width: 51, height: 31) }`",
    "TextField": "`Text` with `.frame(maxWidth: .infinity)`",
    "SecureField": "`Text` with `.frame(maxWidth: .infinity)`",
    "TextEditor": "`Color` with `.frame(height:)`",
    "Picker": "`Button` or `Text`",
    "Menu": "`Button`",
    "Link": "`Button`",
    "ShareLink": "`Button`",
    "Slider": "`Capsule().frame(height: 4)`",
    "ProgressView": "`Capsule().frame(height: 4)`",
    "Stepper": "`HStack` of a `Text` and two `Button`s",
    "GroupBox": "`VStack` with `.padding()` and a `.background`",
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
  ]
}
