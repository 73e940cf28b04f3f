import Testing

@testable import LayoutEngine

/// The typed environment (`EnvironmentValues`, docs/semantics.md §1.21): values written by
/// modifier layers, read by key, and kept once per distinct set of values by the pass.
@Suite struct EnvironmentTests {
  /// A key nothing wrote reads its default; a written one its value; equal values written in
  /// either order make equal environments (the pass interns them by equality).
  @Test func keysReadTheirDefaultUntilWritten() {
    var a = EnvironmentValues()
    #expect(a[LineLimitKey.self] == nil)
    #expect(a[ButtonStyleKey.self] == .automatic)
    a[LineLimitKey.self] = 2
    a[ButtonStyleKey.self] = .bordered
    var b = EnvironmentValues()
    b[ButtonStyleKey.self] = .bordered
    b[LineLimitKey.self] = 2
    #expect(a[LineLimitKey.self] == 2)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    b[LineLimitKey.self] = 3
    #expect(a != b)
  }

  /// Two subtrees under equal settings share one environment, so each view holds one index;
  /// a view outside them keeps the host's.
  @Test func equalSettingsShareOneEnvironment() {
    let t = ViewTree()
    let a = t.text("a")
    let b = t.text("b")
    let c = t.text("c")
    _ = t.vstack([
      a.lineLimit(2).modifier(ControlStyleModifier(.button(.plain)), kind: "buttonStyle"),
      t.hstack([b]).lineLimit(2).modifier(
        ControlStyleModifier(.button(.plain)), kind: "buttonStyle"),
      c,
    ])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    #expect(r.environments[Int(a.id.index)] === r.environments[Int(b.id.index)])
    #expect(r.environments[Int(a.id.index)] !== r.environments[Int(c.id.index)])
    #expect(r.environments[Int(c.id.index)] === r.environments.environments[0])
    #expect(r.environment(of: b.id)[LineLimitKey.self] == 2)
  }

  /// An inner layer's value overrides an outer one's for the views below it, and only for
  /// those: the sibling outside the inner layer keeps the outer value.
  @Test func innerWriterOverridesOuter() {
    let t = ViewTree()
    let inner = t.text("one two three four five six")
    let outer = t.text("one two three four five six")
    _ = t.vstack([inner.lineLimit(1), outer]).lineLimit(2).frame(width: 80)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    #expect(r.environment(of: inner.id)[LineLimitKey.self] == 1)
    #expect(r.environment(of: outer.id)[LineLimitKey.self] == 2)
    expectFrame(r, inner, h: 16)
    expectFrame(r, outer, h: 32)
  }

  /// The host's values are the root's: a right-to-left host is the layout direction in force
  /// until a layer changes it.
  @Test func hostValuesAreTheRootEnvironment() {
    let t = ViewTree()
    let a = t.color("a")
    let b = t.color("b")
    _ = t.hstack([a, b.modifier(LayoutDirectionModifier(rightToLeft: false), kind: "environment")])
    var options = LayoutOptions.fixedText
    options.rightToLeft = true
    options.colorScheme = .dark
    options.osVersion = OSVersion(platform: .iOS, major: 17)
    let r = t.layout(width: 100, height: 100, options: options)
    #expect(r.environment(of: a.id)[LayoutDirectionKey.self] == .rightToLeft)
    #expect(r.environment(of: b.id)[LayoutDirectionKey.self] == .leftToRight)
    #expect(r.environment(of: a.id)[ColorSchemeKey.self] == .dark)
    #expect(r.environment(of: a.id)[OSVersionKey.self] == OSVersion(platform: .iOS, major: 17))
    // Without a release, the newest recorded on the platform (§0.1).
    let d = t.layout(width: 100, height: 100, options: .fixedText)
    #expect(d.environment(of: a.id)[OSVersionKey.self] == OSVersion(platform: .iOS, major: 26))
  }
}
