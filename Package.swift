// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ustr",
  products: [
    .library(name: "UStrCore", targets: ["UStrCore"]),
    .library(name: "UStrCharacters", targets: ["UStrCharacters"]),
    .library(name: "UStrICU", targets: ["UStrICU"]),
    .library(name: "UStrReport", targets: ["UStrReport"]),
    .library(name: "UStrConformance", targets: ["UStrConformance"]),
    .library(name: "UStrLive", targets: ["UStrLive"]),
    .executable(name: "ustr", targets: ["ustr"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `swift package generate-documentation` for the DocC catalogs (CI builds them).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // `ustr live`: the view model debounces whole-text recounts on an injected clock.
    .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
    // Tests of `ustr live` drive that clock by hand (TestClock).
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    // `ustr sort` merges its sorted runs through a heap.
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
  ],
  targets: [
    // Pure Swift: the standard library only.
    .target(name: "UStrCore"),
    // Pure Swift: the character database's reference engine, tables generated from the newest
    // Unicode Character Database by Scripts/generate-ucd-tables.py.
    .target(name: "UStrCharacters", dependencies: ["UStrCore"]),
    // The system ICU, reached through static inline shims (ICU renames its symbols per version).
    .systemLibrary(
      name: "CUStrICU",
      pkgConfig: "icu-uc",
      providers: [.apt(["libicu-dev", "pkg-config"]), .brew(["icu4c"])]
    ),
    .target(name: "UStrICU", dependencies: ["UStrCore", "CUStrICU"]),
    // glibc's mallopt, for the command's allocator settings.
    .systemLibrary(name: "CUStrMalloc"),
    .target(name: "UStrReport", dependencies: ["UStrCore", "UStrCharacters", "UStrICU"]),
    // Unicode conformance-file parsers and the self-test runner: `ustr selftest` and the tests.
    .target(name: "UStrConformance", dependencies: ["UStrCore", "UStrICU"]),
    // `ustr live`'s view model: the screen's state, its events and the typed content derived
    // from the model; no terminal.
    .target(
      name: "UStrLive",
      dependencies: [
        "UStrReport", "UStrCharacters", "UStrICU", "UStrCore",
        .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
      ]),
    .executableTarget(
      name: "ustr",
      dependencies: [
        "UStrLive", "UStrReport", "UStrConformance", "UStrICU", "UStrCharacters", "UStrCore", "CUStrMalloc",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "HeapModule", package: "swift-collections"),
      ],
      linkerSettings: [
        // A release binary carries the Swift runtime and FoundationEssentials (which the
        // argument parser uses) instead of loading a dozen shared libraries at every start:
        // about 6 ms of CPU less per run (README, "Start-up"). ICU stays the system's.
        .unsafeFlags(
          ["-static-stdlib", "-l_FoundationCShims", "-l_FoundationCollections", "-lswiftSynchronization"],
          .when(platforms: [.linux], configuration: .release))
      ]
    ),
    // Locates ../shared data and peer programs for the tests; not a product.
    .target(
      name: "UStrTestSupport", dependencies: ["UStrCore"],
      path: "Tests/UStrTestSupport"),
    .testTarget(
      name: "UStrCoreTests", dependencies: ["UStrCore", "UStrConformance", "UStrTestSupport"]),
    .testTarget(
      name: "UStrCharactersTests", dependencies: ["UStrCharacters", "UStrCore", "UStrTestSupport"]),
    .testTarget(
      name: "UStrICUTests", dependencies: ["UStrICU", "UStrConformance", "UStrTestSupport"]),
    .testTarget(
      name: "UStrReportTests",
      dependencies: ["UStrReport", "UStrCharacters", "UStrICU", "UStrCore", "UStrTestSupport"]),
    .testTarget(
      name: "UStrConformanceTests", dependencies: ["UStrConformance", "UStrTestSupport"]),
    .testTarget(
      name: "UStrLiveTests",
      dependencies: [
        "UStrLive", "UStrICU", "UStrCore", "UStrTestSupport",
        .product(name: "Clocks", package: "swift-clocks"),
      ]),
    .testTarget(
      name: "ustrTests",
      dependencies: ["ustr", "UStrCore", "UStrCharacters", "UStrICU", "UStrTestSupport"]),
  ]
)
