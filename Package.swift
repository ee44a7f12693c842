// swift-tools-version: 6.1
// Grasp: a gesture-recognition and interaction engine in pure Swift.
//
// Module map (each module has a DocC catalog under its sources):
// - GraspGeometry: points, sizes, rects and affine transforms. No dependencies.
// - GraspMotion: velocity estimation and interruptible animation. Depends on GraspGeometry only.
// - Grasp: the engine (touches, nodes, recognizers, the arena). Depends on the two above, nothing else.
// - GraspTrace: the trace file format, the synthesizer and replay. No Foundation (text and bytes only).
// - GraspFoundationCompat: GraspTrace's Foundation conveniences (files at URLs, `Data`, folders of traces).
// - GraspScenes: the inspector and the reference interactions.
//
// GraspGeometry, GraspMotion, Grasp, GraspTrace and GraspScenes are the portable core: they also compile
// as Embedded Swift (wasm32, microcontrollers) from the same sources, with scripts/embedded-modules; the
// article Portability in the Grasp catalog gives the rules.
// - GraspTesting: the testing kit (a replay driver with a transcript, latency measurement, the
//   invariant monitor with its random-scene driver, and `grasp test`'s trace expectations).
// - GraspLabSession: the lab's session, portable (no Foundation, no third-party package): the protocol's
//   messages, the session's host loop and frames, the lab's scene catalog. The server runs it behind a
//   WebSocket; GraspWasm runs it in a web page.
// - GraspWasm: the engine's WebAssembly face: a C ABI (exported to JavaScript) over scenes, replays and
//   in-page lab sessions; scripts/build-wasm compiles it with Embedded Swift into .build-wasm/grasp.wasm.
// - GraspLab: the lab server (page, WebSocket sessions, recording). Hummingbird for HTTP, SwiftNIO's
//   WebSocket codec for the sessions, swift-log.
// - grasp: the command (`grasp replay`, `grasp lab`).
//
// The libFuzzer target `GraspFuzz` brings its own `main`, so it is declared only when GRASP_FUZZ=1 is
// set; scripts/fuzz builds it with `--sanitize=fuzzer --sanitize=address` into `.build-fuzz`.
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

let package = Package(
    name: "Grasp",
    products: [
        .library(name: "Grasp", targets: ["Grasp"]),
        .library(name: "GraspGeometry", targets: ["GraspGeometry"]),
        .library(name: "GraspMotion", targets: ["GraspMotion"]),
        .library(name: "GraspTrace", targets: ["GraspTrace"]),
        .library(name: "GraspFoundationCompat", targets: ["GraspFoundationCompat"]),
        .library(name: "GraspScenes", targets: ["GraspScenes"]),
        .library(name: "GraspTesting", targets: ["GraspTesting"]),
        .executable(name: "grasp", targets: ["grasp"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.25.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.3.0"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // GraspMath declares the C math functions it uses with `@_extern(c)` (no platform module, no `#if`):
        // the Extern feature, and libm where it is a library of its own.
        .target(
            name: "GraspGeometry",
            swiftSettings: strictSettings + [.enableExperimentalFeature("Extern")],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android, .openbsd, .wasi]))]
        ),
        .target(name: "GraspMotion", dependencies: ["GraspGeometry"], swiftSettings: strictSettings),
        .target(name: "Grasp", dependencies: ["GraspGeometry", "GraspMotion"], swiftSettings: strictSettings),
        .target(name: "GraspTrace", dependencies: ["Grasp"], swiftSettings: strictSettings),
        .target(name: "GraspFoundationCompat", dependencies: ["GraspTrace"], swiftSettings: strictSettings),
        .target(name: "GraspScenes", dependencies: ["Grasp", "GraspMotion", "GraspTrace"], swiftSettings: strictSettings),
        .target(name: "GraspTesting", dependencies: ["Grasp", "GraspTrace", "GraspFoundationCompat", "GraspScenes"], swiftSettings: strictSettings),
        .target(
            name: "GraspLabSession",
            dependencies: ["Grasp", "GraspGeometry", "GraspScenes", "GraspTrace"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "GraspWasm",
            dependencies: ["Grasp", "GraspGeometry", "GraspScenes", "GraspTrace", "GraspLabSession"],
            exclude: ["Shims"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "GraspLab",
            dependencies: [
                "Grasp", "GraspGeometry", "GraspScenes", "GraspTrace", "GraspLabSession",
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
                "Grasp", "GraspTrace", "GraspScenes", "GraspTesting", "GraspLab", "GraspLabSession", "GraspFoundationCompat",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "VelocityBenchmark",
            dependencies: ["GraspMotion", "GraspGeometry", "GraspTrace", "GraspFoundationCompat"],
            path: "Benchmarks/VelocityBenchmark",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "GraspBenchmarks",
            dependencies: [
                "Grasp", "GraspMotion", "GraspScenes", "GraspTrace",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/GraspBenchmarks",
            swiftSettings: strictSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LabLoad",
            dependencies: ["GraspTrace", "GraspFoundationCompat"],
            path: "Benchmarks/LabLoad",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "BenchTrace",
            dependencies: ["GraspGeometry", "GraspTrace", "GraspFoundationCompat"],
            path: "Benchmarks/BenchTrace",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "SessionBench",
            dependencies: ["Grasp", "GraspFoundationCompat", "GraspScenes", "GraspTrace", "GraspWasm"],
            path: "Benchmarks/SessionBench",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "DispatchProfile",
            dependencies: ["Grasp", "GraspScenes", "GraspTrace", "GraspFoundationCompat"],
            path: "Benchmarks/DispatchProfile",
            swiftSettings: strictSettings
        ),
        .testTarget(name: "GraspGeometryTests", dependencies: ["GraspGeometry"], swiftSettings: strictSettings),
        .testTarget(name: "GraspMotionTests", dependencies: ["GraspMotion", "GraspTrace"], swiftSettings: strictSettings),
        .testTarget(name: "GraspTests", dependencies: ["Grasp", "GraspTrace"], swiftSettings: strictSettings),
        .testTarget(name: "GraspTraceTests", dependencies: ["GraspTrace", "Grasp", "GraspFoundationCompat"], swiftSettings: strictSettings),
        .testTarget(name: "GraspScenesTests", dependencies: ["GraspScenes", "GraspTrace", "GraspFoundationCompat"], swiftSettings: strictSettings),
        .testTarget(name: "GraspTestingTests", dependencies: ["GraspTesting", "Grasp", "GraspTrace", "GraspScenes", "GraspFoundationCompat"], swiftSettings: strictSettings),
        .testTarget(
            name: "GraspRobustnessTests",
            dependencies: [
                "Grasp", "GraspTrace", "GraspTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Regressions"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GraspWasmTests",
            dependencies: ["GraspWasm", "GraspLabSession", "GraspScenes", "GraspTrace"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GraspLabTests",
            dependencies: [
                "GraspLab", "GraspLabSession", "Grasp", "GraspGeometry", "GraspScenes", "GraspTrace", "GraspFoundationCompat",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
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
            dependencies: ["Grasp", "GraspTrace", "GraspTesting"],
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
