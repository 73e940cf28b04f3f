import LayoutEngine
import MarkupSyntax

/// `.buttonStyle`, `.controlSize`, `.toggleStyle`, `.pickerStyle`, `.textFieldStyle`: one
/// environment layer each, read by every control below (docs/semantics.md §8.1).
extension ModifierCatalog {
  /// Each style's names: the case written after the dot and its style type.
  static let buttonStyles: [String: ButtonStyleKind] = [
    "automatic": .automatic, "DefaultButtonStyle": .automatic, "bordered": .bordered,
    "BorderedButtonStyle": .bordered, "borderedProminent": .borderedProminent,
    "BorderedProminentButtonStyle": .borderedProminent, "borderless": .borderless,
    "BorderlessButtonStyle": .borderless, "plain": .plain, "PlainButtonStyle": .plain,
  ]
  static let controlSizes: [String: ControlSize] = [
    "mini": .mini, "small": .small, "regular": .regular, "large": .large,
    "extraLarge": .extraLarge,
  ]
  static let toggleStyles: [String: ToggleStyleKind] = [
    "automatic": .automatic, "DefaultToggleStyle": .automatic, "switch": .switch,
    "SwitchToggleStyle": .switch, "button": .button, "ButtonToggleStyle": .button,
    "checkbox": .checkbox, "CheckboxToggleStyle": .checkbox,
  ]
  static let pickerStyles: [String: PickerStyleKind] = [
    "automatic": .automatic, "DefaultPickerStyle": .automatic, "menu": .menu,
    "MenuPickerStyle": .menu, "segmented": .segmented, "SegmentedPickerStyle": .segmented,
  ]
  static let textFieldStyles: [String: TextFieldStyleKind] = [
    "automatic": .automatic, "DefaultTextFieldStyle": .automatic, "plain": .plain,
    "PlainTextFieldStyle": .plain, "roundedBorder": .roundedBorder,
    "RoundedBorderTextFieldStyle": .roundedBorder, "squareBorder": .squareBorder,
    "SquareBorderTextFieldStyle": .squareBorder,
  ]

  static func controlStyle(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    guard let args = Signature(labels: [nil]).match(call, c) else { return node }
    guard let argument = args[0] else {
      c.error(
        "missing-argument", "'\(call.name)' needs a style such as .\(example(call.name))",
        at: call.nameStart, length: call.name.count)
      return node
    }
    let length = max(1, argument.end - argument.start)
    // `.bordered`, `ControlSize.small`, `BorderedButtonStyle()`, `.bordered(…)`-less forms.
    var name: String? = nil
    var isCustomType = false
    // Set when the style is an app's own type (its layout falls back, §8.1).
    var isFallback = false
    switch argument.value {
    case .member(_, let member): name = member
    case .call(.identifier(let type), _, _):
      name = type
      isCustomType = true
    case .call(.member(_, let member), _, _): name = member
    default: break
    }
    guard let name else {
      c.error(
        "bad-argument", "'\(call.name)' takes a style such as .\(example(call.name))",
        at: argument.start, length: length)
      return node
    }
    func resolve<T>(_ table: [String: T], _ what: String, fallback: T?) -> T? {
      if let found = table[name] { return found }
      // A style type of the app's own (`ActionButtonStyle()`): its body is unknown, so the
      // control keeps its fallback layout (§8.1).
      if isCustomType, let fallback {
        isFallback = true
        return fallback
      }
      let names = table.keys.filter { $0.first?.isLowercase ?? false }
      var hint = Suggestions.hint(for: name, in: names)
      // Not a typo of a known style: SwiftUI's own style Stackup does not lay out yet
      // (`.inline`), or the app's (`.icon`, a static member of its own style type). Either
      // way the control keeps its fallback layout with a warning, so one name does not stop
      // the screen (§8.1, §11.2).
      if hint.isEmpty, let fallback {
        let kept = String(describing: fallback)
        if Self.unmodelledStyles.contains(name) {
          c.warning(
            "style-not-laid-out",
            "SwiftUI's '.\(name)' \(what) is not laid out yet; its controls keep the \(kept) layout",
            at: argument.start, length: length)
        } else {
          c.appName(
            "app-style",
            "'.\(name)' is the app's own \(what), which Stackup cannot lay out: its controls keep the \(kept) layout",
            at: argument.start, length: length)
        }
        isFallback = true
        return fallback
      }
      if hint.isEmpty { hint = "; use " + names.sorted().map { "." + $0 }.joined(separator: ", ") }
      c.error(
        "unknown-style", "'\(name)' is not a \(what) Stackup lays out\(hint)", at: argument.start,
        length: length)
      return nil
    }
    let setting: ControlStyleSetting
    switch call.name {
    case "buttonStyle":
      guard let v = resolve(buttonStyles, "button style", fallback: .plain) else { return node }
      setting = .button(v)
    case "controlSize":
      guard let v = resolve(controlSizes, "control size", fallback: nil) else { return node }
      setting = .size(v)
    case "toggleStyle":
      guard let v = resolve(toggleStyles, "toggle style", fallback: .automatic) else {
        return node
      }
      if v == .checkbox, c.builder.options.platform == .iOS {
        c.error(
          "macos-only",
          "the checkbox toggle style is macOS only; use .switch or .button, or <Preview platform=\"macOS\">",
          at: argument.start, length: length)
        return node
      }
      setting = .toggle(v)
    case "pickerStyle":
      guard let v = resolve(pickerStyles, "picker style", fallback: .automatic) else {
        return node
      }
      setting = .picker(v)
    default:
      guard let v = resolve(textFieldStyles, "text field style", fallback: .automatic) else {
        return node
      }
      setting = .textField(v)
    }
    return c.wrap(
      node, ControlStyleModifier(setting), kind: call.name,
      details: isFallback ? [:] : ["style": settingName(setting)])
  }

  /// SwiftUI's style names whose layout is not modelled: accepted with a warning.
  static let unmodelledStyles: Set<String> = [
    "glass", "glassProminent", "link", "accessoryBar", "accessoryBarAction", "card", "inline",
    "radioGroup", "wheel", "palette", "navigationLink",
  ]

  static func settingName(_ setting: ControlStyleSetting) -> String {
    switch setting {
    case .button(let v): v.name
    case .size(let v): v.name
    case .toggle(let v): v.name
    case .picker(let v): v.name
    case .textField(let v): v.name
    case .labelsHidden: "hidden"
    }
  }

  private static func example(_ modifier: String) -> String {
    switch modifier {
    case "buttonStyle": "bordered"
    case "controlSize": "small"
    case "toggleStyle": "switch"
    case "pickerStyle": "segmented"
    default: "roundedBorder"
    }
  }
}
