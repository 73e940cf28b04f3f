import LayoutEngine
import Testing

/// Controls built in Swift, without markup: control styles travel down the tree as environment
/// values (docs/semantics.md §8.1) and the control layers size themselves from them.
@Suite struct ControlLayoutTests {
  /// A Button: its label under a `ButtonLayout` layer.
  private func button(_ t: ViewTree, _ title: String) -> (button: ViewRef, label: ViewRef) {
    let label = t.text(title)
    return (label.modifier(ButtonLayout(), kind: "Button"), label)
  }

  /// §8.1, §8.2: `.buttonStyle(.bordered)` on a VStack reaches a button inside a Group; a
  /// button's own `.plain` wins over it. Derived: "Save" (32 × 16) padded 12 × 7 is 56 × 30;
  /// the plain "Undo" stays 32 × 16.
  @Test func innermostStyleWinsThroughGroups() {
    let t = ViewTree()
    let save = button(t, "Save")
    let undo = button(t, "Undo")
    let plainUndo = undo.button.modifier(
      ControlStyleModifier(.button(.plain)), kind: "buttonStyle")
    let stack = t.vstack(spacing: 0, [t.group([save.button]), plainUndo])
      .modifier(ControlStyleModifier(.button(.bordered)), kind: "buttonStyle")
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, save.button, w: 56, h: 30)
    expectFrame(r, save.label, relativeTo: save.button, x: 12, y: 7, w: 32, h: 16)
    expectFrame(r, undo.button, w: 32, h: 16)
    expectFrame(r, stack, w: 56, h: 46)
  }

  /// §8.1: a control outside any style layer reads the keys' defaults.
  @Test func defaultStylesWithoutAStyleLayer() {
    let t = ViewTree()
    let save = button(t, "Save")
    _ = t.vstack([save.button])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    let environment = r.environment(of: save.button.id)
    #expect(environment[ButtonStyleKey.self] == .automatic)
    #expect(environment[ControlSizeKey.self] == .regular)
    expectFrame(r, save.button, w: 32, h: 16)
  }

  /// §8.2: before macOS 26 a button is laid out as its label whatever the style (not
  /// researched); on macOS 26 a bordered one is a push button, its label padded 12 × 4.
  @Test(arguments: [(15, 32.0, 16.0), (26, 56, 24)])
  func borderedButtonOnMacOS(_ release: Int, _ width: Double, _ height: Double) {
    let t = ViewTree()
    let save = button(t, "Save")
    _ = save.button.modifier(ControlStyleModifier(.button(.bordered)), kind: "buttonStyle")
    var options = LayoutOptions.fixedText
    options.platform = .macOS
    options.osVersion = OSVersion(platform: .macOS, major: release)
    let r = t.layout(width: 200, height: 200, options: options)
    expectFrame(r, save.button, w: width, h: height)
  }

  /// §8.3: an iOS switch toggle's ideal width is label + 8 + the switch (51 × 31 through
  /// iOS 18, 66 × 30 on iOS 26), and it fills a finite width.
  @Test(arguments: [(18, 99.0, 31.0), (26, 114, 30)])
  func switchToggleIdealAndFilling(_ release: Int, _ idealWidth: Double, _ height: Double) {
    let t = ViewTree()
    let toggle = t.text("Wi-Fi").modifier(ToggleLayout(isOn: true, hasLabel: true), kind: "Toggle")
    var options = LayoutOptions.fixedText
    options.osVersion = OSVersion(platform: .iOS, major: release)
    let ideal = t.layout(width: nil, height: nil, options: options)
    expectFrame(ideal, toggle, w: idealWidth, h: height)
    let filling = t.layout(width: 300, height: 100, options: options)
    expectFrame(filling, toggle, x: 0, w: 300, h: height)
  }

  /// §8.5: a circular progress view's side follows the control size (14, 20, 37).
  @Test(arguments: [(ControlSize.mini, 14.0), (.small, 14), (.regular, 20), (.large, 37)])
  func spinnerSide(_ size: ControlSize, _ side: Double) {
    let t = ViewTree()
    let spinner = t.leaf(ProgressLeaf(fraction: nil), kind: "ProgressView")
    _ = spinner.modifier(ControlStyleModifier(.size(size)), kind: "controlSize")
    let r = t.layout(width: 100, height: 100, options: .fixedText)
    expectFrame(r, spinner, w: side, h: side)
  }
}
