/// The control styles and size in force at a view: SwiftUI environment values set by
/// `.buttonStyle`, `.controlSize`, `.toggleStyle`, `.pickerStyle`, `.textFieldStyle` and `.labelsHidden` on any
/// ancestor, the innermost setting winning (docs/semantics.md §8.1).
///
/// Six bytes, so that every view can carry them through the pass.
package struct ControlStyles: Sendable, Hashable {
  /// `.buttonStyle(…)`.
  package var button: ButtonStyleKind = .automatic
  /// `.controlSize(…)`.
  package var size: ControlSize = .regular
  /// `.toggleStyle(…)`.
  package var toggle: ToggleStyleKind = .automatic
  /// `.pickerStyle(…)`.
  package var picker: PickerStyleKind = .automatic
  /// `.textFieldStyle(…)`.
  package var textField: TextFieldStyleKind = .automatic
  /// `.labelsHidden()`: controls leave their labels out (§8.3).
  package var labelsHidden = false

  /// The defaults: every style automatic, regular size.
  package init() {}

  /// The defaults, as `init()` makes them.
  package static let `default` = ControlStyles()
}

/// A built-in button style (`.buttonStyle(.bordered)` …).
package enum ButtonStyleKind: UInt8, Sendable, Hashable, CaseIterable {
  /// `.automatic`: borderless on iOS (docs/semantics.md §8.2).
  case automatic
  /// `.bordered`.
  case bordered
  /// `.borderedProminent`.
  case borderedProminent
  /// `.borderless`.
  case borderless
  /// `.plain`.
  case plain

  /// The style's name as written after the dot.
  package var name: String {
    switch self {
    case .automatic: "automatic"
    case .bordered: "bordered"
    case .borderedProminent: "borderedProminent"
    case .borderless: "borderless"
    case .plain: "plain"
    }
  }
}

/// `ControlSize`: `.mini` … `.extraLarge`.
package enum ControlSize: UInt8, Sendable, Hashable, CaseIterable {
  /// `.mini`.
  case mini
  /// `.small`.
  case small
  /// `.regular` (the default).
  case regular
  /// `.large`.
  case large
  /// `.extraLarge`.
  case extraLarge

  /// The size's name as written after the dot.
  package var name: String {
    switch self {
    case .mini: "mini"
    case .small: "small"
    case .regular: "regular"
    case .large: "large"
    case .extraLarge: "extraLarge"
    }
  }
}

/// A built-in toggle style (`.toggleStyle(.switch)` …).
package enum ToggleStyleKind: UInt8, Sendable, Hashable, CaseIterable {
  /// `.automatic`: a switch on iOS, a checkbox on macOS (§8.3).
  case automatic
  /// `.switch`.
  case `switch`
  /// `.button`.
  case button
  /// `.checkbox` (macOS only).
  case checkbox

  /// The style's name as written after the dot.
  package var name: String {
    switch self {
    case .automatic: "automatic"
    case .switch: "switch"
    case .button: "button"
    case .checkbox: "checkbox"
    }
  }
}

/// A built-in picker style (`.pickerStyle(.menu)` …).
package enum PickerStyleKind: UInt8, Sendable, Hashable, CaseIterable {
  /// `.automatic`: a menu outside lists and forms (§8.7).
  case automatic
  /// `.menu`.
  case menu
  /// `.segmented`.
  case segmented

  /// The style's name as written after the dot.
  package var name: String {
    switch self {
    case .automatic: "automatic"
    case .menu: "menu"
    case .segmented: "segmented"
    }
  }
}

/// A built-in text field style (`.textFieldStyle(.roundedBorder)` …).
package enum TextFieldStyleKind: UInt8, Sendable, Hashable, CaseIterable {
  /// `.automatic`: plain outside forms (§8.4).
  case automatic
  /// `.plain`.
  case plain
  /// `.roundedBorder`.
  case roundedBorder

  /// The style's name as written after the dot.
  package var name: String {
    switch self {
    case .automatic: "automatic"
    case .plain: "plain"
    case .roundedBorder: "roundedBorder"
    }
  }
}

/// One control-style setting made by a modifier layer (`ControlStyleModifier`).
package enum ControlStyleSetting: Sendable, Hashable {
  case button(ButtonStyleKind)
  case size(ControlSize)
  case toggle(ToggleStyleKind)
  case picker(PickerStyleKind)
  case textField(TextFieldStyleKind)
  case labelsHidden

  /// `styles` with this setting applied.
  func apply(to styles: inout ControlStyles) {
    switch self {
    case .button(let v): styles.button = v
    case .size(let v): styles.size = v
    case .toggle(let v): styles.toggle = v
    case .picker(let v): styles.picker = v
    case .textField(let v): styles.textField = v
    case .labelsHidden: styles.labelsHidden = true
    }
  }
}

extension ViewTree {
  /// The control styles in force at every node, indexed by node, or nil when no layer of the
  /// tree sets one (every view then has the defaults). A node's children have lower indices
  /// than the node (the tree is built bottom-up), so one walk from the last node down hands
  /// each node's styles to its children, a style layer changing them on the way (§8.1).
  package func controlStyles() -> [ControlStyles]? {
    guard hasControlStyles else { return nil }
    let nodes = self.nodes
    var styles = [ControlStyles](repeating: .default, count: nodes.count)
    var i = nodes.count - 1
    while i >= 0 {
      var handed = styles[i]
      if case .modifier(let m) = nodes[i].content, let setting = m.controlStyleSetting {
        setting.apply(to: &handed)
      }
      for child in nodes[i].children { styles[Int(child)] = handed }
      i -= 1
    }
    return styles
  }
}
