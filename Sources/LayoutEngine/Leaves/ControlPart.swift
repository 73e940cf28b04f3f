/// What a control draws besides its label, in the frames the drawing uses: the renderers
/// turn each part into a recognisable picture (`[x]` for a switch, a box for a text field, a
/// bar for a slider) without knowing one control from another.
package enum ControlPart: Sendable, Hashable {
  /// A switch or checkbox, on or off.
  case toggle(Rect, isOn: Bool)
  /// A text field's box (bordered or not) and the text it shows; `isPrompt` when that is the
  /// prompt shown for an empty field, `isSecure` for a secure field's dots.
  case field(Rect, text: String, isPrompt: Bool, isBordered: Bool, isSecure: Bool)
  /// A track filled to `fraction` (nil: indeterminate), with a knob for a slider.
  case track(Rect, fraction: Double?, hasKnob: Bool)
  /// A circular progress view's spinner.
  case spinner(Rect)
  /// A stepper's − and + buttons.
  case stepper(Rect)
  /// A segmented picker: its titles and the selected one.
  case segments(Rect, titles: [String], selected: Int?)
  /// A menu picker: the selected title and its chevron.
  case menu(Rect, title: String)
  /// A bordered button's shape behind its label (filled when prominent).
  case bezel(Rect, isProminent: Bool)
  /// A navigation bar (§8.11): its title, large (leading, under the bar's row) or inline
  /// (centred).
  case navigationBar(Rect, title: String, isLarge: Bool, items: [BarItem])
  /// A tab bar (§8.12): the tabs' titles, the selected one, and each tab's symbol name.
  case tabBar(Rect, titles: [String], selected: Int?, symbols: [String])
  /// A compact date picker's button (§8.13) showing the selected date.
  case dateButton(Rect, text: String)
  /// A graphical (calendar) or wheel date picker (§8.13) showing the selected date.
  case datePanel(Rect, text: String, isWheel: Bool)
  /// A colour picker's well (§8.14).
  case colorWell(Rect)
  /// A list row's disclosure chevron (§8.15).
  case chevron(Rect)
}

/// A control's drawing: the parts it draws in its frame, given its label's frame (for the
/// controls that have one) and the environment it was laid out in.
package protocol ControlDrawing {
  func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment) -> [ControlPart]

  /// Whether the control's label (its child) is drawn; false under `.labelsHidden()`.
  /// Default: true.
  func drawsLabel(in environment: LayoutEnvironment) -> Bool
}

extension ControlDrawing {
  package func drawsLabel(in environment: LayoutEnvironment) -> Bool { true }
}

extension LeafLayout where Self: ControlDrawing {
  package var controlDrawing: (any ControlDrawing)? { self }
}

extension ModifierLayout where Self: ControlDrawing {
  package var controlDrawing: (any ControlDrawing)? { self }
}

extension ControlPart {
  /// The frame the part is drawn in.
  package var rect: Rect {
    switch self {
    case .toggle(let r, _), .field(let r, _, _, _, _), .track(let r, _, _), .spinner(let r),
      .stepper(let r), .segments(let r, _, _), .menu(let r, _), .bezel(let r, _),
      .navigationBar(let r, _, _, _), .tabBar(let r, _, _, _), .dateButton(let r, _),
      .datePanel(let r, _, _), .colorWell(let r), .chevron(let r):
      r
    }
  }
}
