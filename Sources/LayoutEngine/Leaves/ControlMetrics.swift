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

  /// The switch of an iOS toggle: UISwitch's 51 × 31 (§8.3); on macOS 38 × 22 (lowest trust:
  /// chosen, no public measurement found, §8.3).
  package static func switchSize(_ platform: TargetPlatform) -> Size {
    platform == .iOS ? Size(width: 51, height: 31) : Size(width: 38, height: 22)
  }

  /// A macOS checkbox's box (lowest trust: chosen, §8.3).
  package static let checkboxSide: Double = 14

  /// The least gap between a control's label and the part it draws: SwiftUI's default spacing
  /// (the Spacer between them has it as its minimum length, §8.3).
  package static let labelGap: Double = 8

  /// A stepper's two buttons: UIStepper's 94 × 32 (§8.6).
  package static let stepperSize = Size(width: 94, height: 32)

  /// A slider's height: UISlider's 34 (§8.6).
  package static let sliderHeight: Double = 34

  /// A segmented picker's height, 32, and the room each segment adds to its widest title, 20
  /// (§8.7).
  package static let segmentedHeight: Double = 32
  package static let segmentPadding: Double = 20

  /// The side of a circular progress view (UIActivityIndicatorView) by control size: 14 for
  /// mini and small, 20 for regular, 37 for large and extra large (OpenSwiftUI
  /// `CircularUIKitProgressView`, §8.5).
  package static func spinnerSide(_ size: ControlSize) -> Double {
    switch size {
    case .mini, .small: 14
    case .regular: 20
    case .large, .extraLarge: 37
    }
  }

  /// A linear progress view's bar height: UIProgressView's 4 (§8.5).
  package static let progressBarHeight: Double = 4

  /// A rounded-border text field's height, 34, and the inset of its text from each side, 7
  /// (UITextField's rounded-rect border, §8.4).
  package static let roundedFieldHeight: Double = 34
  package static let roundedFieldInset: Double = 7
}

extension ControlMetrics {
  /// A menu picker's indicator (the up-and-down chevron) after the selected title, and the gap
  /// before it (lowest trust: chosen, §8.7).
  package static let menuIndicatorWidth: Double = 12
  package static let menuIndicatorGap: Double = 4

  /// The width of `text` on one line, unwrapped.
  static func lineWidth(_ text: String, _ measure: TextMeasure) -> Double {
    TextLayout.size(text, proposal: .unspecified, lineLimit: 1, metrics: measure).width
  }
}
