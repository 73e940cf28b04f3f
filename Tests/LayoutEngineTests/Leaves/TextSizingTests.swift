import LayoutEngine
import Testing

/// A Text's prepared sizing (`TextSizing`, which the pass measures Texts with) answers every
/// proposal exactly as `TextLeaf.sizeThatFits` does, to the last bit: its shortcuts (one line
/// at a nil, infinite or wide enough width, the lines kept at width 0) and its fallback, in
/// both text models and under every text setting that changes how lines are wrapped or kept.
@Suite struct TextSizingTests {
  static let texts = [
    "Hello", "Hello world", "0 items, updated 1 hours ago", "  spaced  out  ", "x", " ",
    "日本語テキスト", "mixed 日本語 text", "ab\ncd", "a\r\nb", "tab\there", "emoji 👍🏽 ok",
    "Ünïcödé wörds hére", String(repeating: "long words ", count: 120),
  ]

  /// The environments: each setting under its own modifier, applied to a Text of its own.
  static var settings: [(String, (ViewRef) -> ViewRef)] {
    [
      ("plain", { $0 }),
      ("lineLimit 1", { $0.lineLimit(1) }),
      (
        "lineLimit 2 reserved",
        { $0.modifier(LineLimitModifier(2, reserved: 2), kind: "lineLimit") }
      ),
      (
        "reserved 3 no limit",
        { $0.modifier(LineLimitModifier(nil, reserved: 3), kind: "lineLimit") }
      ),
      ("tracking 2", { $0.modifier(TextEnvironmentModifier(.tracking(2)), kind: "tracking") }),
      ("tracking -1", { $0.modifier(TextEnvironmentModifier(.tracking(-1)), kind: "tracking") }),
      (
        "minimumScaleFactor 0.5",
        {
          $0.modifier(TextEnvironmentModifier(.minimumScaleFactor(0.5)), kind: "minimumScaleFactor")
        }
      ),
      (
        "uppercase",
        { $0.modifier(TextEnvironmentModifier(.textCase(.uppercase)), kind: "textCase") }
      ),
      (
        "lineSpacing 4",
        { $0.modifier(TextEnvironmentModifier(.lineSpacing(4)), kind: "lineSpacing") }
      ),
      ("title", { $0.font(FontDescription(.style(.title))) }),
      (
        "monospaced",
        { $0.modifier(TextEnvironmentModifier(.monospaced(true)), kind: "monospaced") }
      ),
      ("head truncation", { $0.modifier(TruncationModeModifier(.head), kind: "truncationMode") }),
    ]
  }

  static let heights: [Double?] = [nil, 0, 1, 10, 16, 20, 33, 100, .infinity]

  /// Widths around where each text stops wrapping, besides fixed ones.
  static func widths(around natural: Double) -> [Double?] {
    [
      nil, 0, .infinity, 0.5, 5, 20, 37.3, 100, 300, 1e6, natural, natural.nextDown,
      natural.nextUp, natural - 1e-9, natural + 1e-9, natural - 0.5, natural / 2,
    ]
  }

  @Test(arguments: [true, false])
  func preparedSizingAgreesWithSizeThatFits(fixedModel: Bool) {
    let t = ViewTree()
    var cases: [(leaf: TextLeaf, node: ViewRef, setting: String)] = []
    var roots: [ViewRef] = []
    for (name, apply) in Self.settings {
      for text in Self.texts {
        let node = t.text(text)
        cases.append((TextLeaf(text), node, name))
        roots.append(apply(node))
      }
    }
    _ = t.vstack(roots)
    var options = LayoutOptions()
    if fixedModel { options.textModel = .fixed }
    let r = t.layout(width: 400, height: 400, options: options)
    var shortcuts = 0
    for (leaf, node, setting) in cases {
      let environment = r.environment(of: node.id)
      guard let sizing = leaf.sizing(in: environment) else {
        Issue.record("a Text has no sizing")
        continue
      }
      let natural = TextLayout.lines(
        leaf.content, proposal: ProposedViewSize(width: nil, height: nil), lineLimit: nil,
        metrics: environment.textMeasure
      ).reduce(0) { max($0, $1.width) }
      for width in Self.widths(around: natural) {
        for height in Self.heights {
          let proposal = ProposedViewSize(width: width, height: height)
          let expected = leaf.sizeThatFits(proposal, in: environment)
          let prepared = sizing.sizeThatFits(proposal)
          #expect(
            prepared.width.bitPattern == expected.width.bitPattern
              && prepared.height.bitPattern == expected.height.bitPattern,
            "\(setting), \"\(leaf.content)\" at \(proposal): \(prepared) != \(expected)")
          shortcuts += 1
        }
      }
    }
    #expect(shortcuts > 1000)
  }

  /// The shortcuts are taken where they apply, and not where they would not be exact.
  @Test func shortcutsApplyOnlyWhereExact() {
    let m = TextMeasure(metrics: .default)
    let plain = TextLayout.oneLineWidths("Hello world", metrics: m)
    #expect(plain?.unbounded == 88)
    #expect(plain?.fitsWidth == 88)
    #expect(plain?.zeroWidthLines == 10)
    #expect(TextLayout.oneLineWidths("ab\ncd", metrics: m) == nil)
    #expect(TextLayout.oneLineWidths("", metrics: m) == nil)
  }
}
