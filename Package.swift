// swift-tools-version: 6.1
import PackageDescription

import class Foundation.ProcessInfo

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
    // The library's one import, `import Stackup` (Sources/Stackup re-exports the stages).
    .library(name: "Stackup", targets: ["Stackup"]),
    .executable(name: "stackup", targets: ["StackupCLI"]),
    // Assertions for a user's tests (`expectLayout`, `XCTAssertLayout`): a product of its own so
    // that `Stackup` itself never links Swift Testing or XCTest.
    .library(name: "StackupTesting", targets: ["StackupTesting"]),
    // `swift package stackup-check [PATH…]` in a package that depends on Stackup: builds
    // `stackup` from source and runs `stackup check` (Plugins/StackupCheck).
    .plugin(name: "StackupCheck", targets: ["StackupCheck"]),
  ],
  // RealFonts (off by default): measure text with a real font file through HarfBuzz and
  // FreeType (`render --font`, the Preview's `font`; docs/semantics.md §10). The default build
  // needs only libxml2; `swift build --traits RealFonts` also needs libharfbuzz-dev and
  // libfreetype-dev.
  traits: [
    .trait(
      name: "RealFonts",
      description: "Measure text with real fonts (HarfBuzz and FreeType) via --font and font=."),
    // LiveServer (off by default): `watch --serve`, the live preview in a browser, served by
    // FlyingFox. Off because the library links Foundation into `stackup` (start-up) and adds
    // its own build (README, "Live preview in a browser", has the measurements).
    .trait(
      name: "LiveServer",
      description: "Serve a live preview page on 127.0.0.1 from `stackup watch FILE --serve`."),
    // SwiftSource (off by default): `render`, `check`, `watch` and `convert` read a SwiftUI
    // view's Swift file through swift-syntax (docs/porting.md, "From a Swift file"). Off because
    // swift-syntax is a large build (measured here: about 180 CPU-seconds debug, 640 release)
    // that markup users never need; without the trait SwiftPM neither fetches nor builds it.
    .trait(
      name: "SwiftSource",
      description: "Read SwiftUI views from .swift files (render, check, watch, convert)."),
    .default(enabledTraits: []),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    // The live preview's web server, only with the LiveServer trait (Sources/LiveServer).
    .package(url: "https://github.com/swhitty/FlyingFox.git", exact: "0.27.1"),
    // The Swift parser behind the SwiftSource trait (Sources/SwiftSource), only with the trait.
    .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
    // Property-based tests of the layout engine (test target only).
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // libxml2, seen by exactly one Swift file (MarkupSyntax/LibXML2Reader.swift). On Linux
    // pkg-config finds Debian's libxml2-dev. On macOS the SDK's libxml2 needs nothing: its
    // headers are on the default search path (`<libxml/…>`, since the 10.15.4 SDK) and the
    // module map links `xml2`, so a Mac with only Xcode builds; Homebrew's pkg-config describes
    // that same SDK copy, and the brew provider lets SwiftPM find Homebrew's own libxml2 (keg-only)
    // when it is installed, and name it in its hint when nothing is found.
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    // HarfBuzz and FreeType, seen by exactly one Swift file (RealFonts/HarfBuzzFont.swift) and
    // only with the RealFonts trait: Debian's -dev packages, or Homebrew's (whose harfbuzz.pc
    // brings FreeType's include folder along).
    .systemLibrary(
      name: "CFonts",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"]), .brew(["harfbuzz", "freetype"])]
    ),
    // Real font measurement behind LayoutEngine's TextMeasuring; empty without the trait.
    .target(
      name: "RealFonts",
      dependencies: [
        "LayoutEngine", .target(name: "CFonts", condition: .when(traits: ["RealFonts"])),
      ],
      swiftSettings: strictSettings),
    .target(name: "CellWidth", swiftSettings: strictSettings),
    // The live preview's server behind `watch --serve`; a stub without the LiveServer trait.
    .target(
      name: "LiveServer",
      dependencies: [
        .product(name: "FlyingFox", package: "FlyingFox", condition: .when(traits: ["LiveServer"])),
        .product(
          name: "FlyingSocks", package: "FlyingFox", condition: .when(traits: ["LiveServer"])),
      ],
      swiftSettings: strictSettings),
    // Every call into the C library (files, memory mapping, signals), with a Darwin branch beside
    // the Glibc one: the only target that imports either (PlatformImportTests checks it).
    .target(name: "Platform", swiftSettings: strictSettings),
    .target(
      name: "MarkupSyntax", dependencies: ["CLibXML2", "CellWidth", "Platform"],
      swiftSettings: strictSettings),
    .target(
      name: "LayoutEngine", dependencies: ["CellWidth"], swiftSettings: strictSettings),
    // Seed 000's SimpleHStack and seed 001's FlowLayout, using only LayoutEngine's public API.
    .target(name: "SeedLayouts", dependencies: ["LayoutEngine"], swiftSettings: strictSettings),
    .target(
      name: "Interpreter", dependencies: ["MarkupSyntax", "LayoutEngine", "SeedLayouts"],
      swiftSettings: strictSettings),
    .target(
      name: "Rendering", dependencies: ["LayoutEngine", "CellWidth", "Platform"],
      swiftSettings: strictSettings),
    // SwiftUI source to markup (`stackup convert`, `.swift` inputs); without the SwiftSource
    // trait it holds only the error naming the trait.
    .target(
      name: "SwiftSource",
      dependencies: [
        "MarkupSyntax", "Interpreter",
        .product(
          name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["SwiftSource"])),
        .product(
          name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["SwiftSource"])),
      ],
      swiftSettings: strictSettings),
    .target(
      name: "Pipeline",
      dependencies: [
        "MarkupSyntax", "LayoutEngine", "Interpreter", "Rendering", "Platform", "SwiftSource",
        .target(name: "RealFonts", condition: .when(traits: ["RealFonts"])),
      ],
      swiftSettings: strictSettings),
    .target(
      name: "LayoutSpecs",
      dependencies: [
        "Pipeline", "MarkupSyntax", "Interpreter", "LayoutEngine", "Rendering", "Platform",
      ],
      swiftSettings: strictSettings),
    // The library product's single module: re-exports what a user needs (see Stackup.swift).
    .target(
      name: "Stackup",
      dependencies: [
        "Interpreter", "LayoutEngine", "LayoutSpecs", "MarkupSyntax", "Pipeline", "Rendering",
      ],
      swiftSettings: strictSettings),
    .target(name: "StackupTesting", dependencies: ["Stackup"], swiftSettings: strictSettings),
    .plugin(
      name: "StackupCheck",
      capability: .command(
        intent: .custom(
          verb: "stackup-check", description: "Run Stackup layout specs (stackup check)."))),
    .executableTarget(
      name: "StackupCLI",
      dependencies: [
        "Pipeline", "LayoutEngine", "Rendering", "Interpreter", "MarkupSyntax", "LayoutSpecs",
        "Platform", "LiveServer", "SwiftSource",
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
      // Real modifier calls read from the source tree (CorpusTests).
      exclude: ["Corpus"],
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
    // The README's library examples (a custom Layout registered and driven from markup, a
    // ViewTree built in Swift, specs run), compiled as a user's code: `import Stackup` only,
    // and no package access, so `package` declarations are as invisible to it as to a user.
    .testTarget(
      name: "LibraryUserTests", dependencies: ["Stackup", "StackupTesting"],
      // The README's expectLayout example's markup and golden, read through #filePath.
      exclude: ["Layouts"], packageAccess: false,
      swiftSettings: strictSettings),
    .testTarget(
      name: "CLITests", dependencies: ["TestSupport"],
      swiftSettings: strictSettings),
    // Real fonts against FreeType's own measurements (scripts/measure-dejavu.py); the tests
    // compile only with the RealFonts trait (`swift test --traits RealFonts`).
    .testTarget(
      name: "RealFontTests",
      dependencies: [
        "Pipeline", "Interpreter", "LayoutEngine", "LayoutSpecs", "MarkupSyntax", "TestSupport",
        .target(name: "RealFonts", condition: .when(traits: ["RealFonts"])),
      ],
      // Read from the source tree (#filePath), like the other tests' data.
      exclude: ["Specs", "dejavu-measurements.json"],
      swiftSettings: strictSettings),
    // SwiftUI source to markup (Sources/SwiftSource): each construct, located warnings, the
    // commands on .swift files, and Views/ (realistic views written for these tests) against
    // their hand translations in samples/real-*.xml. Compiled only with the SwiftSource trait:
    // `swift test --traits SwiftSource --filter SwiftSourceTests`.
    .testTarget(
      name: "SwiftSourceTests",
      dependencies: [
        "Pipeline", "Interpreter", "LayoutEngine", "MarkupSyntax", "SwiftSource", "TestSupport",
      ],
      // Swift views read as data (#filePath), not compiled into the tests.
      exclude: ["Views"],
      swiftSettings: strictSettings),
    // The generated schemas: never drifting from `stackup schema`, and every sample and spec
    // valid under them (xmllint, Python's jsonschema).
    .testTarget(name: "SchemaTests", dependencies: ["TestSupport"], swiftSettings: strictSettings),
    // Broken input: golden stderr for documents too broken to be spec files, exit codes of the
    // built `stackup`, whole-document checks (duplicate ids, the expansion limit).
    .testTarget(
      name: "DiagnosticsTests",
      dependencies: [
        "Pipeline", "Interpreter", "MarkupSyntax", "LayoutEngine", "SeedLayouts", "TestSupport",
      ],
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

// DocC (`swift package generate-documentation --target Stackup`) needs swiftlang's plugin, which
// only the documentation build asks for: set STACKUP_DOCS=1 (CI does). Declared for everyone,
// it made every fresh `swift build` fetch two more repositories and compile two more plugins
// (measured on a clean build: +1.7 s resolving, CPU 42 s → 53 s), for a command users rarely run.
if ProcessInfo.processInfo.environment["STACKUP_DOCS"] == "1" {
  package.dependencies.append(
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
