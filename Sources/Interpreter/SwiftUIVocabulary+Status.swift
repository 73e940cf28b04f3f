/// What Stackup does with each SwiftUI name: the generated name lists (SwiftUIVocabulary.swift)
/// say which names are SwiftUI's; the modifier table (ModifierTable.swift) and the element
/// table say which of them change layout.
///
/// The statuses are derived, not stored twice: a modifier's is its `ModifierSpec`'s, and a view
/// Stackup implements is whatever the element catalogue knows, so adding either there changes
/// its row in docs/porting.md without touching this file.
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
    "DisclosureGroup": "`VStack`",
    "ControlGroup": "`HStack` of `Button`s",
    "MeshGradient": "`Color`",
    "AsyncImage": "`Image` with width and height",
    "ContentUnavailableView": "`VStack` of an `Image` and `Text`",
    "AnyView": "`Group`",
    "TupleView": "`Group`",
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
