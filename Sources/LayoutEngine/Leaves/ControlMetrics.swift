/// The default sizes of SwiftUI's controls per platform, each from the source
/// docs/semantics.md §8 cites for it. Stackup's text has its own fixed metrics, so a control
/// whose size follows its label (a bordered button, a toggle) adds these numbers to the
/// label's measured size; a control drawn by the platform (a switch, a stepper, a spinner)
/// keeps the platform's size whatever the text.
package enum ControlMetrics {
  /// The padding a bordered (or prominent) button puts around its label, by control size:
  /// 10 × 5 for mini and small, 12 × 7 for regular, 20 × 15 for large and extra large
  /// (OpenSwiftUI `BorderedButtonSpec`, §8.2).
  package static func borderedPadding(_ size: ControlSize) -> (horizontal: Double, vertical: Double)
  {
    switch size {
    case .mini, .small: (10, 5)
    case .regular: (12, 7)
    case .large, .extraLarge: (20, 15)
    }
  }

  /// A macOS 26 push button's padding around its label: 12 at the sides and 4 above and below,
  /// 24 tall with a 16-pt line (recorded: iamcgn/swiftui-web `button/basic`, a 33 × 16 label in
  /// a 57 × 24 button; §8.2). Other control sizes use it too (not researched).
  package static let macPushButtonPadding = EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12)

  /// The switch of a toggle on `os` (§8.3): UISwitch's 51 × 31 through iOS 18, and the
  /// redesigned 66 × 30 of iOS 26 (recorded); on macOS 26 54 × 24 (recorded), before it
  /// 38 × 22 (lowest trust: chosen, no public measurement found).
  package static func switchSize(_ os: OSVersion) -> Size {
    switch (os.platform, os.major >= 26) {
    case (.iOS, false): Size(width: 51, height: 31)
    case (.iOS, true): Size(width: 66, height: 30)
    case (.macOS, false): Size(width: 38, height: 22)
    case (.macOS, true): Size(width: 54, height: 24)
    }
  }

  /// A macOS checkbox's box: 16 on macOS 26 (recorded, swiftui-web `toggle/basic`: 16 × 16 with
  /// its label hidden), 14 before (lowest trust: chosen, §8.3).
  package static func checkboxSide(_ os: OSVersion) -> Double { os.major >= 26 ? 16 : 14 }

  /// The gap between a checkbox and its label: 5 on macOS 26 (recorded: the label 21 from the
  /// toggle's leading edge), the label gap before (chosen, §8.3).
  package static func checkboxGap(_ os: OSVersion) -> Double { os.major >= 26 ? 5 : labelGap }

  /// The points a macOS 26 control adds to each line of its label's text (recorded: a
  /// checkbox's or LabeledContent's 16-point label line is 18.5 tall, swiftui-web
  /// `toggle/basic`, `labeledcontent/basic`; §9.7); 0 elsewhere.
  package static func controlLabelLeading(_ os: OSVersion) -> Double {
    os.platform == .macOS && os.major >= 26 ? 2.5 : 0
  }

  /// The least gap between a control's label and the part it draws: SwiftUI's default spacing
  /// (the Spacer between them has it as its minimum length, §8.3).
  package static let labelGap: Double = 8

  /// A stepper's two buttons on `os` (§8.6): UIStepper's 94 × 32, also used before macOS 26
  /// (not researched); 20 × 26 on macOS 26 (recorded).
  package static func stepperSize(_ os: OSVersion) -> Size {
    os.platform == .macOS && os.major >= 26
      ? Size(width: 20, height: 26) : Size(width: 94, height: 32)
  }

  /// A slider's height on `os` (§8.6): UISlider's 34 through iOS 18, 31 on iOS 26 (recorded);
  /// 16 on macOS 26 (recorded), before it the iOS 34 (not researched).
  package static func sliderHeight(_ os: OSVersion) -> Double {
    guard os.major >= 26 else { return 34 }
    return os.platform == .iOS ? 31 : 16
  }

  /// A segmented picker's height on `os`, 32 (31 on iOS 26, recorded), and the room each
  /// segment adds to its widest title, 20 (§8.7).
  package static func segmentedHeight(_ os: OSVersion) -> Double {
    switch (os.platform, os.major >= 26) {
    case (.iOS, true): 31
    // Recorded on macOS 26 (swiftui-web `picker/basic`, §8.7).
    case (.macOS, true): 24
    default: 32
    }
  }
  package static let segmentPadding: Double = 20

  /// The side of a circular progress view by control size and release (§8.5): on iOS
  /// UIActivityIndicatorView's 14 for mini and small, 20 for regular, 37 for large and extra
  /// large (OpenSwiftUI `CircularUIKitProgressView`); on macOS 26 16 for mini and small and 32
  /// otherwise (recorded for small and regular), before it the iOS sides (not researched).
  package static func spinnerSide(_ size: ControlSize, _ os: OSVersion) -> Double {
    if os.platform == .macOS, os.major >= 26 { return size == .mini || size == .small ? 16 : 32 }
    switch size {
    case .mini, .small: return 14
    case .regular: return 20
    case .large, .extraLarge: return 37
    }
  }

  /// A linear progress view's bar height (§8.5): UIProgressView's 4; on macOS 26 the bar's
  /// frame is 20 tall (recorded), before it 4 (not researched).
  package static func progressBarHeight(_ os: OSVersion) -> Double {
    os.platform == .macOS && os.major >= 26 ? 20 : 4
  }

  /// A rounded-border text field's height, 34, and the inset of its text from each side, 7
  /// (UITextField's rounded-rect border, §8.4).
  package static let roundedFieldHeight: Double = 34
  package static let roundedFieldInset: Double = 7

  /// A macOS 26 text field's bezel height, 24 (recorded for the automatic style, §8.4).
  package static let macBezelFieldHeight: Double = 24

  /// What a plain text field adds to its text line's height on `os` (§8.4): nothing through
  /// iOS 18 (not researched), 1.5 on iOS 26 (a 26-point field around a 24.5-point body line,
  /// recorded in a stack and in a form; taken as padding at one text size only).
  package static func plainFieldPadding(_ os: OSVersion) -> Double {
    os.platform == .iOS && os.major >= 26 ? 1.5 : 0
  }
}

extension ControlMetrics {
  /// A menu picker's indicator (the up-and-down chevron) after the selected title, and the gap
  /// before it (lowest trust: chosen, §8.7).
  package static let menuIndicatorWidth: Double = 12
  package static let menuIndicatorGap: Double = 4
  /// The padding around an iOS 26 menu picker's title and indicator outside lists and forms
  /// (a glass button): recorded 40.5 tall around a 24.5-point line and 40 wider than its title
  /// (swiftui-web `ios/dark/controls`, §8.7); nil before iOS 26 and on macOS, a bare menu.
  package static func menuButtonPadding(_ os: OSVersion) -> (horizontal: Double, vertical: Double)?
  {
    os.platform == .iOS && os.major >= 26 ? (12, 8) : nil
  }

  /// What a macOS 26 pull-down menu's indicator adds after its label, inside the push button's
  /// padding: the recorded menus of swiftui-web `menu/basic` are 47–48 wider than their labels
  /// with the indicator and 23.5 without (§8.8; derived from recorded widths less the labels'
  /// widths in Stackup's text model, so ±1).
  package static let macMenuIndicatorWidth: Double = 23.5

  /// The width of `text` on one line, unwrapped.
  static func lineWidth(_ text: String, _ measure: TextMeasure) -> Double {
    TextLayout.size(text, proposal: .unspecified, lineLimit: 1, metrics: measure).width
  }
}

/// The bars and pickers of navigation containers and date and colour pickers (§8.11–§8.15),
/// each from the source docs/semantics.md cites for it.
extension ControlMetrics {
  /// A navigation bar's height on iOS release `major` (§8.11). Through iOS 18: UINavigationBar's
  /// inline 44 (useyourloaf "Supporting iPhone X": a 20-point status bar plus a 44-point
  /// navigation bar on the iPhone 8; reported) and a large title's 96, the 44 plus the
  /// 52-point large-title row (the bar's bottom is reported 140 points down on an iPhone X,
  /// whose status bar is 44; public apps hard-code the 52; reported). iOS 26's redesigned bars:
  /// inline 64 and large 116.5 (recorded).
  package static func navigationBarHeight(large: Bool, iOS major: Int) -> Double {
    switch (large, major >= 26) {
    case (false, false): 44
    case (true, false): 96
    case (false, true): 64
    case (true, true): 116.5
    }
  }

  /// UITabBar's height above the host's bottom safe-area inset `inset` on iOS release `major`
  /// (§8.12): 49 through iOS 18 (reported for every iOS since 7; 83 with an iPhone X's
  /// 34-point inset). iOS 26's floating bar reaches 83 above the screen's bottom edge
  /// (recorded on an iPhone SE, which has no inset); over an inset it is taken to keep that
  /// 83 from the edge, and never less than 49 above the inset (chosen: no recording).
  package static func tabBarHeight(iOS major: Int, bottomInset inset: Double) -> Double {
    major >= 26 ? max(49, 83 - inset) : 49
  }

  /// A navigation stack's bottom toolbar (`ToolbarItem(placement: .bottomBar)`, §8.11) above
  /// the host's bottom safe-area inset `inset` on iOS release `major`: UIToolbar's 44 through
  /// iOS 18 (reported); on iOS 26 the bar floats 76 above the screen's bottom edge (recorded on
  /// an iPhone SE, which has no inset: the platters' 48 and 28 below them), taken over an inset
  /// to keep that 76 from the edge and at least the 48 of its platters above the inset (chosen,
  /// as for the tab bar). iOS 26's floating search field takes the same band.
  package static func bottomToolbarHeight(iOS major: Int, bottomInset inset: Double) -> Double {
    major >= 26 ? max(48, 76 - inset) : 44
  }

  /// A macOS TabView's tab strip above its content (§8.12): 24 on macOS 26 (recorded), 32
  /// before it (lowest trust: chosen).
  package static func macTabStripHeight(_ os: OSVersion) -> Double { os.major >= 26 ? 24 : 32 }

  /// A compact date picker's date capsule (120 wide: a snapshot test's `sizeThatFits`
  /// measurement on iOS 18 and 26) and its time capsule (80 wide: chosen), 8 apart (chosen),
  /// §8.13. Through iOS 18 both are 34 tall (chosen, as a rounded text field); on iOS 26 the
  /// date capsule is 38.5 tall and the time capsule 40 (recorded in a form).
  package static func compactDateSize(_ os: OSVersion) -> Size {
    Size(width: 120, height: os.platform == .iOS && os.major >= 26 ? 38.5 : 34)
  }
  package static func compactTimeSize(_ os: OSVersion) -> Size {
    Size(width: 80, height: os.platform == .iOS && os.major >= 26 ? 40 : 34)
  }

  /// UIDatePicker's minimum width in the wheel and inline styles, 280 (UIKit's console
  /// warning "is being laid out below its minimum width of 280"; reported), and the width it
  /// takes offered none, 320 (UIPickerView's printed frame; measured).
  /// A macOS 26 date picker's stepper field height (recorded, §8.13).
  package static let macDateFieldHeight: Double = 22
  package static let datePickerMinWidth: Double = 280
  package static let datePickerIdealWidth: Double = 320

  /// A wheel date picker's height: UIPickerView's 216 (a printed frame, 320 × 216; measured).
  package static let wheelHeight: Double = 216

  /// A graphical (calendar) date picker's height (lowest trust: chosen, §8.13).
  package static let calendarHeight: Double = 330

  /// A colour picker's well: 28 × 28 (lowest trust: chosen), 48 × 24 on macOS 26 (§8.14).
  package static func colorWellSize(_ os: OSVersion) -> Size {
    // Recorded on macOS 26: a labels-hidden ColorPicker is 48 × 24 (swiftui-web
    // `colorpicker/basic`, §8.14).
    os.platform == .macOS && os.major >= 26
      ? Size(width: 48, height: 24) : Size(width: 28, height: 28)
  }

  /// A list row's disclosure chevron, 8 × 13 (the classic UITableViewCell indicator image;
  /// look-alikes use 7–8 × 12–16; chosen), §8.15.
  package static let chevronSize = Size(width: 8, height: 13)
}
