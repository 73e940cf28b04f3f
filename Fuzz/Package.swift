// swift-tools-version: 6.1
import PackageDescription

import struct Foundation.URL

/// The main package's package name: its identity (the checkout folder's name, lowercased)
/// spelt as an identifier. The fuzzer runs the pipeline on `LargeStack`, which the `Stackup`
/// library keeps `package`, so it is compiled as part of the main package: without SwiftPM's
/// own package name (`packageAccess: false`) and with this one.
let mainPackageName = String(
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })

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
      packageAccess: false,
      swiftSettings: [
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("ExistentialAny"),
        .unsafeFlags(["-package-name", mainPackageName]),
      ])
  ]
)
