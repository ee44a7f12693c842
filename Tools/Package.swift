// swift-tools-version: 6.1
// GraspTools: everything in this repository that is not a library an app links. The lab server, the
// `grasp` command, the benchmarks, the fuzz target and the tests that need third-party packages.
//
// It is a package of its own so that the root package (the libraries) declares no dependency: SwiftPM
// resolves every package a manifest declares, even one only an executable or a test uses, so a consumer
// of a root that declared Hummingbird would fetch Hummingbird. This package depends on the root by path
// (`..`); nothing depends on it. Run its products with `--package-path Tools` from the repository's root,
// for example `swift run --package-path Tools grasp replay Examples/traces/pan.json`; the scripts in
// scripts/ do.
//
// - GraspLab: the lab server (page, WebSocket sessions, recording). Hummingbird for HTTP, SwiftNIO's
//   WebSocket codec for the sessions, swift-log.
// - grasp: the command (`grasp replay`, `grasp test`, `grasp lab`, `grasp bench`).
// - Benchmarks/: the ordo-one suite (GraspBenchmarks) and the single-purpose benchmark commands.
// - The libFuzzer target `GraspFuzz` brings its own `main`, so it is declared only when GRASP_FUZZ=1 is
//   set; scripts/fuzz builds it with `--sanitize=fuzzer --sanitize=address` into `Tools/.build-fuzz`.
import PackageDescription
#if canImport(Foundation)
import Foundation
let fuzzing = ProcessInfo.processInfo.environment["GRASP_FUZZ"] == "1"
#else
let fuzzing = false
#endif

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

/// A product of the root package (the libraries).
func grasp(_ name: String) -> Target.Dependency {
    .product(name: name, package: "Grasp")
}

let package = Package(
    name: "GraspTools",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "grasp", targets: ["grasp"]),
    ],
    dependencies: [
        .package(name: "Grasp", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.25.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.3.0"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        .target(
            name: "GraspLab",
            dependencies: [
                grasp("Grasp"), grasp("GraspGeometry"), grasp("GraspJSON"), grasp("GraspScenes"), grasp("GraspTrace"), grasp("GraspLabSession"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            resources: [.copy("Page")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "grasp",
            dependencies: [
                grasp("Grasp"), grasp("GraspTrace"), grasp("GraspScenes"), grasp("GraspTesting"), "GraspLab",
                grasp("GraspLabSession"), grasp("GraspFoundationCompat"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "VelocityBenchmark",
            dependencies: [grasp("GraspMotion"), grasp("GraspGeometry"), grasp("GraspTrace"), grasp("GraspFoundationCompat")],
            path: "Benchmarks/VelocityBenchmark",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "GraspBenchmarks",
            dependencies: [
                grasp("Grasp"), grasp("GraspMotion"), grasp("GraspScenes"), grasp("GraspTrace"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/GraspBenchmarks",
            swiftSettings: strictSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LabLoad",
            dependencies: [grasp("GraspTrace"), grasp("GraspFoundationCompat")],
            path: "Benchmarks/LabLoad",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "BenchTrace",
            dependencies: [grasp("GraspGeometry"), grasp("GraspTrace"), grasp("GraspFoundationCompat")],
            path: "Benchmarks/BenchTrace",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "SessionBench",
            dependencies: [grasp("Grasp"), grasp("GraspFoundationCompat"), grasp("GraspScenes"), grasp("GraspTrace"), grasp("GraspWasm")],
            path: "Benchmarks/SessionBench",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "DispatchProfile",
            dependencies: [grasp("Grasp"), grasp("GraspScenes"), grasp("GraspTrace"), grasp("GraspHostAPI"), grasp("GraspFoundationCompat")],
            path: "Benchmarks/DispatchProfile",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GraspRobustnessTests",
            dependencies: [
                grasp("Grasp"), grasp("GraspTrace"), grasp("GraspTesting"), grasp("GraspInteractions"), grasp("GraspScenes"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Regressions"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GraspLabTests",
            dependencies: [
                "GraspLab", grasp("GraspLabSession"), grasp("GraspJSON"), grasp("Grasp"), grasp("GraspGeometry"), grasp("GraspScenes"),
                grasp("GraspTrace"), grasp("GraspFoundationCompat"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
    ]
)

if fuzzing {
    // The benchmark plugin's host tool would be linked with libFuzzer's `main` too; the fuzz build
    // needs none of it.
    package.targets.removeAll { $0.name == "GraspBenchmarks" }
    package.dependencies.removeAll { $0.kind.isOrdoOneBenchmark }
    package.targets.append(
        .executableTarget(
            name: "GraspFuzz",
            dependencies: [grasp("Grasp"), grasp("GraspTrace"), grasp("GraspTesting")],
            path: "Fuzz/GraspFuzz",
            swiftSettings: strictSettings
        )
    )
}

extension Package.Dependency.Kind {
    /// Whether this is the ordo-one benchmark package (left out of fuzz builds).
    var isOrdoOneBenchmark: Bool {
        if case .sourceControl(_, let location, _) = self { return location.contains("ordo-one/benchmark") }
        return false
    }
}
