// Stackup's in-process benchmark suite (ordo-one/package-benchmark). Each benchmark generates
// its document once (outside the measured block), then runs the whole pipeline as the CLI does:
// parse → interpret → lay out → JSON, on a large-stack thread (`LargeStack`).
//
// Run from Benchmarks/: `swift package --disable-sandbox benchmark` (see docs/performance.md).
// Reported per benchmark: wall clock, malloc count, peak resident memory, and two custom
// metrics: layout evaluations (size computations, `LayoutResult.evaluations`) in total and per
// 1,000 views. Evaluation counts are deterministic, the rest are timings.
import Benchmark
import Stackup
import Workloads

/// Runs the CLI's pipeline (`render --format json`) on `markup` and returns the evaluations
/// and the output length (kept so the optimiser cannot drop the rendering).
func renderJSON(_ markup: String, maxDepth: Int = MarkupLimits().maxDepth) -> (
  evaluations: Int, bytes: Int
) {
  let source = SourceFile(name: "bench.xml", text: markup)
  var settings = RenderSettings()
  settings.format = .json
  settings.limits.maxDepth = maxDepth
  return LargeStack.run(depth: maxDepth) {
    do {
      let laidOut = try Markup.layout(source, settings: settings)
      let output = Markup.render(laidOut, format: .json)
      return (laidOut.result.evaluations, output.utf8.count)
    } catch {
      fatalError("benchmark document failed: \(error)")
    }
  }
}

let evaluations = BenchmarkMetric.custom(
  "evaluations", polarity: .prefersSmaller, useScalingFactor: false)
let evaluationsPerKiloView = BenchmarkMetric.custom(
  "evaluations per 1k views", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [
      .wallClock, .mallocCountTotal, .peakMemoryResident, evaluations, evaluationsPerKiloView,
    ],
    timeUnits: .milliseconds,
    warmupIterations: 1,
    maxDuration: .seconds(10),
    maxIterations: 20
  )

  /// One pipeline benchmark over a generated workload.
  func pipeline(
    _ make: @escaping @Sendable () -> Workload, maxDepth: Int = MarkupLimits().maxDepth,
    iterations: Int? = nil
  ) {
    let workload = make()
    var configuration = Benchmark.defaultConfiguration
    if let iterations { configuration.maxIterations = iterations }
    Benchmark("\(workload.name) (\(workload.views) views)", configuration: configuration) {
      benchmark in
      for _ in benchmark.scaledIterations {
        let result = renderJSON(workload.markup, maxDepth: maxDepth)
        blackHole(result.bytes)
        benchmark.measurement(evaluations, result.evaluations)
        benchmark.measurement(evaluationsPerKiloView, result.evaluations * 1000 / workload.views)
      }
    }
  }

  pipeline({ Workloads.hugeNested(levels: 5) })
  pipeline({ Workloads.hugeNested(levels: 6) }, iterations: 5)
  for depth in [5, 50, 500] {
    pipeline({ Workloads.alternatingChain(depth: depth) })
  }
  pipeline({ Workloads.deepChain(depth: 10_000) }, maxDepth: 10_000)
  for n in [10_000, 100_000] {
    pipeline({ Workloads.wideStack(n) })
    pipeline({ Workloads.spacerHeavy(n) })
    pipeline({ Workloads.priorityHeavy(n) })
  }
  for n in [1_000, 10_000] {
    pipeline({ Workloads.flow(n) })
  }
}
