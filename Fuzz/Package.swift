// swift-tools-version: 6.1
import PackageDescription

/// The libFuzzer target over the whole pipeline, in a package of its own so the main package's
/// `swift build`/`swift test` never see an executable without a `main`. Build and run with
/// `./run.sh [seconds]` (it uses the only sanitizer flags that reliably give coverage + ASan).
let package = Package(
  name: "StackupFuzz",
  dependencies: [
    .package(name: "Stackup", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "FuzzPipeline",
      dependencies: [.product(name: "Stackup", package: "Stackup")],
      swiftSettings: [
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("ExistentialAny"),
      ])
  ]
)
