import LayoutEngine

/// Values the app declares itself where a modifier reads a number (`Constants.rowPadding`,
/// `.layoutPadding`, `.grid(2)`, `-Theme.inset`): Stackup has no value for them, so the
/// modifier is left out with one located warning (an error under `strict`), as an app's own
/// modifier is, rather than stopping the screen. A misspelt SwiftUI name (`.leadin`) or a
/// value of the wrong kind (`.leading` as a length) stays an error: only names SwiftUI does
/// not have count as the app's.
extension ModifierContext {
  /// Reports `argument` as the app's own value and returns true when it names one.
  func leavesOutAppValue(_ argument: Argument, of modifier: String? = nil) -> Bool {
    guard let name = AppValues.name(in: argument.value) else { return false }
    let what = modifier.map { "'.\($0)' is left out" } ?? "the modifier is left out"
    // Only a type's member can be declared (`<Constant name="Theme.inset">`).
    let advice =
      name.first == "." || name.hasSuffix(")")
      ? "" : "; declare it with <Constant name=\"\(name)\" value=\"…\"/> to apply it"
    appName(
      "app-value",
      "'\(name)' is the app's own value, which Stackup cannot compute: \(what)\(advice)",
      at: argument.start, length: max(1, argument.end - argument.start))
    return true
  }
}

enum AppValues {
  /// The app's name `e` reads, if any: a member of a type SwiftUI and Core Graphics do not
  /// declare (`Constants.badgePadding`), or an implicit member none of SwiftUI's types used as
  /// arguments has (`.layoutPadding`, `.grid(5)`), alone or inside arithmetic.
  static func name(in e: Expr) -> String? {
    switch e {
    case .unary(_, let x): return name(in: x)
    case .binary(_, let x, let y): return name(in: x) ?? name(in: y)
    case .call(let callee, _, nil):
      return name(in: callee).map { $0 + "(…)" }
    case .member(nil, let member):
      return knownMembers.contains(member) ? nil : "." + member
    case .member(_?, _):
      guard let dotted = ExpressionResolver.dottedName(e),
        let type = dotted.split(separator: ".").first,
        type.first?.isUppercase == true, !frameworkTypes.contains(String(type))
      else { return nil }
      return dotted
    default: return nil
    }
  }

  /// Types whose members a reader knows or rejects on its own terms.
  static let frameworkTypes: Set<String> = [
    "CGFloat", "Double", "Float", "Int", "Color", "Font", "Edge", "Alignment", "EdgeInsets",
    "CGSize", "CGPoint", "CGRect", "UnitPoint", "Angle", "HorizontalAlignment",
    "VerticalAlignment", "Axis", "ContentMode", "Text", "Image", "UIColor", "NSColor",
  ]

  /// Implicit members SwiftUI's argument types have: a wrong-kind one (`.leading` as a
  /// length) is the writer's mistake, not the app's value.
  static let knownMembers: Set<String> = {
    var names: Set<String> = [
      "infinity", "zero", "greatestFiniteMagnitude", "leastNonzeroMagnitude", "pi", "init",
      "none", "some", "all", "automatic", "center", "random",
    ]
    names.formUnion(Values.alignments.keys)
    names.formUnion(Values.horizontalAlignments.keys)
    names.formUnion(Values.verticalAlignments.keys)
    names.formUnion(Values.edgeSets.keys)
    names.formUnion(Values.colorNames)
    names.formUnion(Values.semanticColorNames)
    names.formUnion(ModifierCatalog.unitPoints.keys)
    return names
  }()
}
