import LayoutEngine
import MarkupSyntax
import Pipeline
import Testing

/// A 10,000-deep chain of elements (the benchmark workload `deepChain(depth:)`): refused with a
/// located error under the default limits, laid out once `MarkupLimits.maxDepth` is raised —
/// never a crash, in debug builds too. Pipeline work recurses once per level, so it runs on a
/// large stack (`LargeStack`), as the CLI runs it.
@Suite struct DeepChainTests {
  static let depth = 10_000

  /// `<VStack>` × 9,999 around one Color, one tag per line.
  static var chain: SourceFile {
    var text = ""
    for _ in 0..<(depth - 1) { text += "<VStack>\n" }
    text += "<Color name=\"red\"/>\n"
    for _ in 0..<(depth - 1) { text += "</VStack>\n" }
    return SourceFile(name: "chain.xml", text: text)
  }

  @Test func refusedUnderTheDefaultDepthLimit() {
    let settings = RenderSettings()
    #expect(settings.limits.maxDepth == 1_000)
    let outcome = LargeStack.run(depth: settings.limits.maxDepth) {
      () -> Result<Int, DiagnosticError> in
      do throws(DiagnosticError) {
        return .success(try Markup.layout(Self.chain, settings: settings).tree.count)
      } catch { return .failure(error) }
    }
    guard case .failure(let error) = outcome else {
      Issue.record("a 10,000-deep chain was accepted under the default limits")
      return
    }
    let first = error.diagnostics.first
    #expect(first?.id == "limit-depth")
    #expect(first?.message.contains("--max-depth") == true)
    // The element that crosses the limit: line 1,001 opens the 1,001st VStack.
    #expect(first?.location?.line == 1_001)
  }

  @Test func laidOutWithTheDepthLimitRaised() throws {
    var settings = RenderSettings()
    settings.limits.maxDepth = Self.depth
    let outcome = LargeStack.run(depth: Self.depth) {
      () -> Result<(Int, Rect?, Int), DiagnosticError> in
      do throws(DiagnosticError) {
        let laidOut = try Markup.layout(Self.chain, settings: settings)
        let json = Markup.render(laidOut, format: .json)
        let root = laidOut.tree.root.flatMap { laidOut.result.frame(of: $0) }
        return .success((laidOut.tree.count, root, json.utf8.count))
      } catch { return .failure(error) }
    }
    let (count, root, jsonBytes) = try outcome.get()
    #expect(count == Self.depth)
    #expect(root != nil)
    #expect(jsonBytes > 0)
  }
}
