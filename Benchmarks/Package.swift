// swift-tools-version: 6.1
import PackageDescription

// The benchmarks live in their own package so that users of ustr never build ordo-one/benchmark.
// Run them with `swift package benchmark` here, or `./compare.sh` for the speedup summary.
// A path dependency's identity is its folder's name ("ustr", "main", a worktree's name), not the
// name in its manifest, so it is derived from where this package sits.
let ustrIdentity = Context.packageDirectory.split(separator: "/").dropLast().last.map {
  $0.lowercased()
} ?? "ustr"

let package = Package(
  name: "UStrBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "UStrBenchmarks",
      dependencies: [
        .product(name: "UStrCore", package: ustrIdentity),
        .product(name: "UStrICU", package: ustrIdentity),
        .product(name: "UStrLive", package: ustrIdentity),
        .product(name: "UStrReport", package: ustrIdentity),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/UStrBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ]
)
