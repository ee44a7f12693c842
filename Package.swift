// swift-tools-version: 6.1
// Grasp: a gesture-recognition and interaction engine in pure Swift.
//
// Module map (each module has a DocC catalog under its sources):
// - GraspGeometry: points, sizes, rects and affine transforms. No dependencies.
// - GraspMotion: velocity estimation and interruptible animation. Depends on GraspGeometry only.
// - GraspCore: what every gesture needs: touches, the node base, the engine, the arena and the recognizer
//   base class, with the capabilities a recognizer in any module can adopt. Depends on the two above only,
//   and names no type of the modules above it.
// - Grasp: the standard recognizers, scroll views, composition and the hosts; re-exports GraspCore, so that
//   `import Grasp` gives every name. Depends on GraspCore, GraspGeometry and GraspMotion.
// - GraspJSON: the package's one JSON parser (strict RFC 8259, with the options the trace reader and the
//   lab's messages need), its one value tree and its one writer (a reusable byte buffer, the one string
//   escaper, the one number format). No dependencies, no Foundation.
// - GraspTrace: the trace file format, the synthesizer and replay. No Foundation (text and bytes only).
// - GraspFoundationCompat: GraspTrace's Foundation conveniences (files at URLs, `Data`, folders of traces).
// - GraspInteractions: reusable interaction components (the nested-scroll connection and what stands on
//   it, controls). Portable, no Foundation. Depends on Grasp and GraspMotion.
// - GraspScenes: the inspector and the reference interactions.
//
// GraspGeometry, GraspMotion, GraspCore, Grasp, GraspInteractions, GraspJSON, GraspTrace and GraspScenes are the portable core: they also compile
// as Embedded Swift (wasm32, microcontrollers) from the same sources, with scripts/embedded-modules; the
// article Portability in the GraspCore catalog gives the rules.
// - GraspTesting: the testing kit (a replay driver with a transcript, latency measurement, the
//   invariant monitor with its random-scene driver, and `grasp test`'s trace expectations).
// - GraspLabSession: the lab's session, portable (no Foundation, no third-party package): the protocol's
//   messages, the session's host loop and frames, the lab's scene catalog. The server runs it behind a
//   WebSocket; GraspWasm runs it in a web page.
// - GraspHostAPI: the host API (ABI version 3): an engine built by handles from a page (nodes, recognizers,
//   scroll views, interactions, controls), with its answers in tables of numbers. Portable; depends on Grasp,
//   GraspGeometry, GraspMotion and GraspInteractions. Its C exports are built into the wasm modules only.
// - GraspWasm: the engine's WebAssembly face: a C ABI (exported to JavaScript) over scenes, replays and
//   in-page lab sessions; scripts/build-wasm compiles it with Embedded Swift into .build-wasm/grasp.wasm.
//
// GraspLabSession and GraspWasm are products, though no app needs them, for one reason: the Tools package
// (the lab server and `grasp`, a package of its own so that this one declares no dependency; see below)
// runs the lab's session and benchmarks the wasm module's entry points, and one package can use another's
// module only through a product. SwiftPM has no product visible to one package alone; their DocC landing
// pages and the README's "Modules" section say they are the lab's and the browser's, not an app's.
// GraspJSON is a product for the same reason (the lab server and its wire tests write and read JSON with
// it) and because GraspTrace's readers and writers stand on it.
//
// This package declares no dependency at all: an app that adds any of its libraries resolves Grasp and
// nothing else (scripts/check-consumer proves it on every test run). The lab server, the `grasp`
// command, the benchmarks, the fuzz target and the tests that need third-party packages live in the
// second package in Tools/, which depends on this one by path; see the README's "Modules" section.
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "Grasp",
    // The oldest Apple systems the libraries build for (Swift 6's concurrency runtime and Swift Testing);
    // on Linux, Windows, Android and WebAssembly (WASI, or Embedded Swift through scripts/build-wasm) any
    // system Swift 6.1 supports will do. Nothing here needs an Apple framework.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Grasp", targets: ["Grasp"]),
        .library(name: "GraspCore", targets: ["GraspCore"]),
        .library(name: "GraspGeometry", targets: ["GraspGeometry"]),
        .library(name: "GraspMotion", targets: ["GraspMotion"]),
        .library(name: "GraspInteractions", targets: ["GraspInteractions"]),
        .library(name: "GraspJSON", targets: ["GraspJSON"]),
        .library(name: "GraspTrace", targets: ["GraspTrace"]),
        .library(name: "GraspFoundationCompat", targets: ["GraspFoundationCompat"]),
        .library(name: "GraspScenes", targets: ["GraspScenes"]),
        .library(name: "GraspTesting", targets: ["GraspTesting"]),
        .library(name: "GraspLabSession", targets: ["GraspLabSession"]),
        .library(name: "GraspHostAPI", targets: ["GraspHostAPI"]),
        .library(name: "GraspWasm", targets: ["GraspWasm"]),
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
        .target(name: "GraspCore", dependencies: ["GraspGeometry", "GraspMotion"], swiftSettings: strictSettings),
        .target(name: "Grasp", dependencies: ["GraspCore", "GraspGeometry", "GraspMotion"], swiftSettings: strictSettings),
        .target(name: "GraspInteractions", dependencies: ["Grasp", "GraspMotion"], swiftSettings: strictSettings),
        .target(name: "GraspJSON", swiftSettings: strictSettings),
        .target(name: "GraspTrace", dependencies: ["Grasp", "GraspJSON"], swiftSettings: strictSettings),
        .target(name: "GraspFoundationCompat", dependencies: ["GraspTrace"], swiftSettings: strictSettings),
        .target(name: "GraspScenes", dependencies: ["Grasp", "GraspMotion", "GraspInteractions", "GraspJSON", "GraspTrace"], swiftSettings: strictSettings),
        .target(name: "GraspTesting", dependencies: ["Grasp", "GraspInteractions", "GraspJSON", "GraspTrace", "GraspFoundationCompat", "GraspScenes"], swiftSettings: strictSettings),
        .target(
            name: "GraspLabSession",
            dependencies: ["Grasp", "GraspGeometry", "GraspInteractions", "GraspJSON", "GraspScenes", "GraspTrace"],
            swiftSettings: strictSettings
        ),
        // The host API (ABI version 3): its C exports and the delegate imports (Wasm/) are compiled only into
        // the WebAssembly modules, by scripts/build-wasm.
        .target(
            name: "GraspHostAPI",
            dependencies: ["Grasp", "GraspGeometry", "GraspMotion", "GraspInteractions"],
            exclude: ["Wasm"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "GraspWasm",
            dependencies: ["Grasp", "GraspGeometry", "GraspJSON", "GraspScenes", "GraspTrace", "GraspLabSession", "GraspHostAPI"],
            exclude: ["Shims"],
            swiftSettings: strictSettings
        ),
        // The "Meet Grasp" tutorial's code as its last steps leave it (Grasp.docc/Resources/MeetGrasp): built
        // and tested with the package, so that the tutorial's code compiles and its tests pass. No product:
        // nothing depends on it. scripts/tutorial-check compiles the earlier steps.
        .target(
            name: "MeetGrasp",
            dependencies: ["Grasp", "GraspMotion"],
            path: "Sources/Grasp/Grasp.docc/Resources/MeetGrasp/Sources",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MeetGraspTests",
            dependencies: ["MeetGrasp", "Grasp"],
            path: "Sources/Grasp/Grasp.docc/Resources/MeetGrasp/Tests",
            swiftSettings: strictSettings
        ),
        .testTarget(name: "GraspGeometryTests", dependencies: ["GraspGeometry"], swiftSettings: strictSettings),
        .testTarget(name: "GraspMotionTests", dependencies: ["GraspMotion", "GraspTrace"], swiftSettings: strictSettings),
        .testTarget(name: "GraspTests", dependencies: ["Grasp", "GraspCore", "GraspTrace"], swiftSettings: strictSettings),
        .testTarget(name: "GraspInteractionsTests", dependencies: ["GraspInteractions", "GraspTrace"], swiftSettings: strictSettings),
        .testTarget(name: "GraspJSONTests", dependencies: ["GraspJSON"], swiftSettings: strictSettings),
        .testTarget(name: "GraspTraceTests", dependencies: ["GraspTrace", "Grasp", "GraspFoundationCompat"], swiftSettings: strictSettings),
        .testTarget(name: "GraspScenesTests", dependencies: ["GraspScenes", "GraspTesting", "GraspTrace", "GraspFoundationCompat"], swiftSettings: strictSettings),
        .testTarget(name: "GraspTestingTests", dependencies: ["GraspTesting", "Grasp", "GraspTrace", "GraspScenes", "GraspFoundationCompat"], swiftSettings: strictSettings),
        .testTarget(name: "GraspHostAPITests", dependencies: ["GraspHostAPI", "Grasp", "GraspGeometry"], swiftSettings: strictSettings),
        .testTarget(
            name: "GraspWasmTests",
            dependencies: ["Grasp", "GraspWasm", "GraspHostAPI", "GraspLabSession", "GraspScenes", "GraspTrace"],
            swiftSettings: strictSettings
        ),
    ]
)
