import LayoutEngine
import MarkupSyntax

/// Colours and styles the app declares itself (`Color.brandPink`, `Theme.accent`,
/// `Color("Brand")` from an asset catalogue): Stackup has no value for them, and none changes
/// layout, so each is one located warning (an error under `strict`) and is drawn as a neutral
/// placeholder (`SVGPalette.unknown`) rather than stopping the screen or passing for a
/// chosen colour.
extension Builder {
  /// Warns about colour `name` unless SwiftUI has it; the warning suggests a close standard
  /// name.
  func checkColor(_ name: String, at location: MarkupLocation, length: Int) {
    guard !Values.isKnownColor(name) else { return }
    let hint = memoizedHint(scope: "Color", for: name) { Array(Values.colorNames) }
    appName(
      "unknown-color",
      "'\(name)' is not a standard SwiftUI colour (drawn as a neutral placeholder)\(hint)",
      at: location, length: max(1, length))
  }
}

extension ModifierCatalog {
  /// `effect` with the app's own colours checked: a named colour SwiftUI does not have is
  /// warned about at the call's first argument, and a style the drawing cannot read at all
  /// (`Theme.accent`, `theme.primary`) becomes a placeholder colour with a warning, where it
  /// used to be drawn in the default foreground without a word.
  static func checkingAppColors(_ effect: StyleEffect, _ call: ModifierCall, _ c: ModifierContext)
    -> StyleEffect
  {
    switch effect {
    case .foreground(let style): return .foreground(checked(style, call, c))
    case .tint(let style): return .tint(checked(style, call, c))
    case .stroke(let style, let lineWidth, let inside):
      return .stroke(checked(style, call, c), lineWidth: lineWidth, inside: inside)
    default: return effect
    }
  }

  private static func checked(
    _ style: ShapeStyleValue?, _ call: ModifierCall, _ c: ModifierContext
  ) -> ShapeStyleValue? {
    guard let argument = call.arguments.first(where: { $0.label == nil }) else { return style }
    let length = argument.end - argument.start
    switch style {
    case .color(let color)?:
      // Only a placeholder (`StyleSyntax.shapeStyle` marks the names SwiftUI lacks) can be
      // the app's: the common case costs no second look-up.
      if color.isAsset {
        c.builder.checkColor(color.name, at: c.location(argument.start), length: length)
      }
      return style
    case nil:
      guard let name = appStyleName(argument.value) else { return nil }
      c.appName(
        "unknown-color",
        "'\(name)' is not a colour or style Stackup knows (drawn as a neutral placeholder)",
        at: argument.start, length: max(1, length))
      return .color(NamedColor(name, isAsset: true))
    default:
      return style
    }
  }

  /// A style named by the app: a dotted name (`Theme.accent`), with any `.opacity(…)`.
  private static func appStyleName(_ e: Expr) -> String? {
    if case .call(.member(let base?, "opacity"), _, nil) = e { return appStyleName(base) }
    return ExpressionResolver.dottedName(e)
  }
}
