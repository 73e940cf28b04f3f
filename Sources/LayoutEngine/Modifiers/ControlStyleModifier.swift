/// `.buttonStyle`, `.controlSize`, `.toggleStyle`, `.pickerStyle`, `.textFieldStyle`: an
/// environment value every control below reads; no layout effect itself (§8.1).
package struct ControlStyleModifier: ModifierLayout, Hashable {
  package var setting: ControlStyleSetting

  package init(_ setting: ControlStyleSetting) { self.setting = setting }

  package var controlStyleSetting: ControlStyleSetting? { setting }
}
