// swift-tools-version: 6.1
import PackageDescription

import struct Foundation.URL

/// SwiftPM names a path dependency after its folder, so the main package's identity is the name
/// of the checkout's folder (`main`, `stackup` …), whatever the clone is called.
let stackup = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .lastPathComponent.lowercased()

/// The stage benchmarks time the parser, the interpreter and the JSON writer one by one, which
/// the `Stackup` library keeps `package` (users call `Markup.layout`). They are compiled as
/// part of the main package instead: without SwiftPM's own package name (`packageAccess:
/// false`) and with the main package's, which is its identity spelt as an identifier.
let mainPackageAccess: [SwiftSetting] = [
  .unsafeFlags([
    "-package-name", String(stackup.map { $0.isLetter || $0.isNumber ? $0 : "_" }),
  ])
]

/// Stackup's benchmarks, kept out of the main package so that its `swift build`, `swift test`
/// and CI never fetch or build the benchmark dependencies. See docs/performance.md.
///
/// - `Workloads`: generators for every benchmark document (nothing large is committed).
/// - `stackup-workloads`: writes the generated documents to a folder, for the end-to-end runs
///   (`run-end-to-end.sh`: hyperfine over the release `stackup` binary).
/// - `stackup-stages`, `stackup-memory`: time and live memory per stage, in-process.
/// - `libxml2-parse`: libxml2 alone (SAX2, no callbacks; or building its tree with --tree), the
///   baselines for "within 2× of parsing".
/// - `StackupBenchmarks`: ordo-one/package-benchmark suite (`swift package benchmark`): time,
///   allocations, peak memory and layout evaluations per view, workloads generated in memory.
let package = Package(
  name: "StackupBenchmarks",
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(name: "Workloads"),
    .executableTarget(name: "stackup-workloads", dependencies: ["Workloads"]),
    .systemLibrary(name: "CLibXML2Bench", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
    .executableTarget(name: "libxml2-parse", dependencies: ["CLibXML2Bench"]),
    .executableTarget(
      name: "stackup-stages", dependencies: [.product(name: "Stackup", package: stackup)],
      packageAccess: false, swiftSettings: mainPackageAccess),
    .target(name: "CHeapStats"),
    .executableTarget(
      name: "stackup-memory",
      dependencies: ["CHeapStats", .product(name: "Stackup", package: stackup)],
      packageAccess: false, swiftSettings: mainPackageAccess),
    .executableTarget(
      name: "StackupBenchmarks",
      dependencies: [
        "Workloads",
        .product(name: "Stackup", package: stackup),
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/StackupBenchmarks",
      packageAccess: false,
      swiftSettings: mainPackageAccess,
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
  ]
)
