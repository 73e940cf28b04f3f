// swift-tools-version: 6.1
import PackageDescription

/// Every Swift target gets the Swift 6 language mode plus the upcoming features the style guide
/// asks for, so imports stay internal unless a module re-exports on purpose.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
  name: "Stackup",
  products: [
    .library(
      name: "Stackup",
      targets: [
        "Pipeline", "LayoutEngine", "MarkupSyntax", "Interpreter", "Rendering", "SeedLayouts",
        "LayoutSpecs",
      ]),
    .executable(name: "stackup", targets: ["StackupCLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    // Property-based tests of the layout engine (test target only).
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // libxml2, seen by exactly one Swift file (MarkupSyntax/LibXML2Reader.swift).
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    .target(name: "CellWidth", swiftSettings: strictSettings),
    // Huge-page advice for the large buffers of a run (one madvise call, shared by every stage).
    .target(name: "MemoryAdvice", swiftSettings: strictSettings),
    // Starting POSIX threads and waiting on a condition (Pipeline's large stack and background
    // release, the JSON writer's second thread) without Foundation.
    .target(name: "Threads", swiftSettings: strictSettings),
    .target(
      name: "MarkupSyntax", dependencies: ["CLibXML2", "CellWidth", "MemoryAdvice"],
      swiftSettings: strictSettings),
    .target(
      name: "LayoutEngine", dependencies: ["CellWidth", "MemoryAdvice"],
      swiftSettings: strictSettings),
    // Seed 000's SimpleHStack and seed 001's FlowLayout, using only LayoutEngine's public API.
    .target(name: "SeedLayouts", dependencies: ["LayoutEngine"], swiftSettings: strictSettings),
    .target(
      name: "Interpreter", dependencies: ["MarkupSyntax", "LayoutEngine", "SeedLayouts"],
      swiftSettings: strictSettings),
    .target(
      name: "Rendering", dependencies: ["LayoutEngine", "CellWidth", "Threads"],
      swiftSettings: strictSettings),
    .target(
      name: "Pipeline",
      dependencies: ["MarkupSyntax", "LayoutEngine", "Interpreter", "Rendering", "Threads"],
      swiftSettings: strictSettings),
    .target(
      name: "LayoutSpecs",
      dependencies: ["Pipeline", "MarkupSyntax", "Interpreter", "LayoutEngine", "Rendering"],
      swiftSettings: strictSettings),
    .executableTarget(
      name: "StackupCLI",
      dependencies: [
        "Pipeline", "LayoutEngine", "Rendering", "Interpreter", "MarkupSyntax", "LayoutSpecs",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings),
    .target(
      name: "TestSupport", dependencies: ["Pipeline", "LayoutEngine"], path: "Tests/TestSupport",
      swiftSettings: strictSettings),
    .testTarget(
      name: "LayoutEngineTests", dependencies: ["LayoutEngine", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "MarkupSyntaxTests", dependencies: ["MarkupSyntax", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "InterpreterTests", dependencies: ["Interpreter", "Pipeline", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "RenderingTests", dependencies: ["Rendering", "LayoutEngine", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "FixtureTests",
      dependencies: ["Pipeline", "LayoutSpecs", "LayoutEngine", "MarkupSyntax", "TestSupport"],
      // The specs are read from the source tree (found via #filePath), so RECORD=1 writes there.
      exclude: ["Fixtures"],
      swiftSettings: strictSettings),
    // A user's custom Layout, registered and driven from markup through the public API only.
    .testTarget(
      name: "CustomLayoutTests",
      dependencies: ["Pipeline", "Interpreter", "LayoutEngine", "MarkupSyntax"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "CLITests", dependencies: ["TestSupport"],
      swiftSettings: strictSettings),
    // The generated schemas: never drifting from `stackup schema`, and every sample and spec
    // valid under them (xmllint, Python's jsonschema).
    .testTarget(name: "SchemaTests", swiftSettings: strictSettings),
    // Broken input: golden stderr for documents too broken to be spec files, exit codes of the
    // built `stackup`, whole-document checks (duplicate ids, the expansion limit).
    .testTarget(
      name: "DiagnosticsTests",
      dependencies: ["Pipeline", "Interpreter", "MarkupSyntax", "LayoutEngine", "SeedLayouts"],
      // Documents/ (broken markup with .stderr goldens) is read from the source tree (RECORD=1 writes).
      exclude: ["Documents"],
      swiftSettings: strictSettings),
    // Random view trees: determinism, stacking order, ideal sizes, no NaN.
    .testTarget(
      name: "PropertyTests",
      dependencies: [
        "LayoutEngine", "Rendering", "Pipeline", "Interpreter", "MarkupSyntax",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings),
  ]
)
