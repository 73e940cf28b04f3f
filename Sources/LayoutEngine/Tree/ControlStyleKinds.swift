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
  /// `.squareBorder` (macOS): a bezel like the automatic style's there (§8.4).
  case squareBorder

  /// The style's name as written after the dot.
  package var name: String {
    switch self {
    case .automatic: "automatic"
    case .plain: "plain"
    case .roundedBorder: "roundedBorder"
    case .squareBorder: "squareBorder"
    }
  }
}
