/// The docs/semantics.md section whose rule lays out each kind of view, for the live preview's
/// inspector (`watch --serve`): clicking a view shows what it was proposed, what it answered
/// and where the rule it followed is written down.
package enum LayoutRules {
  /// The section for a node's kind (an element's name, or a modifier's), e.g. "§1.4 HStack and
  /// VStack"; modifiers that do not change layout pass their proposal through (§1.18's
  /// "a modifier with no layout effect"), which is said as such.
  package static func section(forKind kind: String, isText: Bool = false) -> String {
    if let section = table[kind] { return section }
    if isText { return "§9.7 The system font's model" }
    return "no layout effect: the proposal and the answer pass through (docs/porting.md)"
  }

  private static let table: [String: String] = {
    var table: [String: String] = [:]
    let entries: [(String, [String])] = [
      (
        "§1.2 Leaf sizing",
        ["Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse"]
      ),
      ("§1.4 HStack and VStack", ["HStack", "VStack", "SimpleHStack"]),
      ("§1.5 ZStack", ["ZStack"]),
      ("§1.6 Spacer", ["Spacer"]),
      ("§1.7 Divider", ["Divider"]),
      ("§1.8 Fixed frame and §1.9 Flexible frame", ["frame"]),
      ("§1.10 fixedSize", ["fixedSize"]),
      ("§1.11 padding", ["padding"]),
      ("§1.12 offset", ["offset"]),
      ("§1.13 position", ["position"]),
      ("§1.14 background and overlay", ["background", "overlay"]),
      ("§1.15 Alignment guides and explicit alignment", ["alignmentGuide"]),
      ("§1.16 layoutPriority", ["layoutPriority"]),
      ("§1.17 ViewThatFits", ["ViewThatFits"]),
      ("§1.18 Group, ForEach, implicit roots, variadic roots", ["Group", "ForEach"]),
      ("§1.19 The Layout protocol, AnyLayout and layout values", ["AnyLayout", "FlowLayout"]),
      ("§1.20 Root and hosting", ["Preview"]),
      ("§5.1 ScrollView content", ["ScrollView"]),
      ("§5.5 LazyVStack and LazyHStack", ["LazyVStack", "LazyHStack"]),
      ("§5.6 List and Form", ["List", "Form"]),
      ("§5.8 Section and rows", ["Section"]),
      ("§6.1 A grid's rows and cells", ["Grid", "GridRow"]),
      ("§6.6 Lazy grids", ["LazyVGrid", "LazyHGrid"]),
      (
        "§7.1 aspectRatio, scaledToFit and scaledToFill",
        ["aspectRatio", "scaledToFit", "scaledToFill"]
      ),
      ("§7.2 Label and labelStyle", ["Label"]),
      ("§7.3 hidden and zIndex", ["hidden", "zIndex"]),
      ("§7.4 lineLimit ranges", ["lineLimit"]),
      ("§7.5 containerRelativeFrame", ["containerRelativeFrame"]),
      (
        "§7.6 Gradients and materials as views",
        [
          "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
        ]
      ),
      ("§7.7 Safe area", ["ignoresSafeArea", "safeAreaInset", "safeAreaPadding"]),
      ("§8.2 Button", ["Button"]),
      ("§8.3 Toggle", ["Toggle"]),
      ("§8.4 TextField and SecureField", ["TextField", "SecureField"]),
      ("§8.5 ProgressView", ["ProgressView"]),
      ("§8.6 Slider and Stepper", ["Slider", "Stepper"]),
      ("§8.7 Picker", ["Picker"]),
      ("§8.8 Link, Menu, NavigationLink", ["Link", "Menu", "NavigationLink"]),
      ("§8.9 LabeledContent and GroupBox", ["LabeledContent", "GroupBox"]),
      ("§8.11 NavigationStack and NavigationView", ["NavigationStack", "NavigationView"]),
      ("§8.12 TabView", ["TabView"]),
      ("§8.13 DatePicker", ["DatePicker"]),
      ("§8.14 ColorPicker", ["ColorPicker"]),
      ("§9.5 SF Symbols and §1.2 Leaf sizing", ["Image"]),
      ("§9.7 The system font's model", ["Text"]),
    ]
    for (section, kinds) in entries {
      for kind in kinds { table[kind] = section }
    }
    return table
  }()
}
