import LayoutEngine
import Testing

/// The layers that only write their own values (`EnvironmentValuesLayer`) answer the pass's
/// questions as that protocol says, also when reached as `any ModifierLayout` (as the pass
/// reaches them): sized as their child, their edit known by their values. Other layers keep
/// the defaults.
@Suite struct EnvironmentValuesLayerTests {
  @Test func answersThroughTheExistential() {
    let layers: [any ModifierLayout] = [
      TextEnvironmentModifier(.font(.body)), LineLimitModifier(2),
      TruncationModeModifier(.head), EnvironmentWriter(LineLimitKey.self, 3),
    ]
    for layer in layers {
      #expect(layer.sizesAsItsChild, "\(layer)")
      #expect(layer.environmentEditHash != nil, "\(layer)")
      #expect(layer.writesSameEnvironment(as: layer), "\(layer)")
    }
    #expect(!layers[0].writesSameEnvironment(as: TextEnvironmentModifier(.tracking(1))))
    #expect(!layers[1].writesSameEnvironment(as: LineLimitModifier(3)))
    #expect(!layers[1].writesSameEnvironment(as: layers[0]))
    let padding: any ModifierLayout = PaddingLayout(EdgeInsets(top: 4))
    #expect(!padding.sizesAsItsChild && padding.environmentEditHash == nil)
  }
}
