/// `.buttonStyle`, `.controlSize`, `.toggleStyle`, `.pickerStyle`, `.textFieldStyle` and
/// `.labelsHidden()`: an environment value every control below reads (the keys below); no
/// layout effect itself (§8.1).
package struct ControlStyleModifier: ModifierLayout, Hashable {
  package var setting: ControlStyleSetting

  package init(_ setting: ControlStyleSetting) { self.setting = setting }

  package func adjust(_ environment: inout LayoutEnvironment) {
    switch setting {
    case .button(let v): environment[ButtonStyleKey.self] = v
    case .size(let v): environment[ControlSizeKey.self] = v
    case .toggle(let v): environment[ToggleStyleKey.self] = v
    case .picker(let v): environment[PickerStyleKey.self] = v
    case .textField(let v): environment[TextFieldStyleKey.self] = v
    case .labelsHidden: environment[LabelsHiddenKey.self] = true
    }
  }
}

/// One control-style setting made by a `ControlStyleModifier`.
package enum ControlStyleSetting: Sendable, Hashable {
  case button(ButtonStyleKind)
  case size(ControlSize)
  case toggle(ToggleStyleKind)
  case picker(PickerStyleKind)
  case textField(TextFieldStyleKind)
  case labelsHidden
}

/// `.buttonStyle(…)` (§8.2).
package enum ButtonStyleKey: EnvironmentKey {
  package static let defaultValue = ButtonStyleKind.automatic
}

/// `.controlSize(…)` (§8.1).
package enum ControlSizeKey: EnvironmentKey {
  package static let defaultValue = ControlSize.regular
}

/// `.toggleStyle(…)` (§8.3).
package enum ToggleStyleKey: EnvironmentKey {
  package static let defaultValue = ToggleStyleKind.automatic
}

/// `.pickerStyle(…)` (§8.7).
package enum PickerStyleKey: EnvironmentKey {
  package static let defaultValue = PickerStyleKind.automatic
}

/// `.textFieldStyle(…)` (§8.4).
package enum TextFieldStyleKey: EnvironmentKey {
  package static let defaultValue = TextFieldStyleKind.automatic
}

/// `.labelsHidden()`: controls leave their labels out (§8.3).
package enum LabelsHiddenKey: EnvironmentKey {
  package static let defaultValue = false
}
