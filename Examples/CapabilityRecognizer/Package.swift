// swift-tools-version: 6.1
// A package of one's own, outside Grasp's modules, whose recognizers use every capability the engine asks
// of a recognizer (scroll and trackpad input, hover, provisional recognition, a platform's constants, the
// engine's touch records) and of a node (whether a descendant hears a touch). Its library depends on
// GraspCore alone: what the built-in recognizers of Grasp can do, a recognizer written elsewhere can do
// too. Its tests drive the recognizers through Grasp's public GestureTestHost, with no `@testable` and no
// SPI. `scripts/check-consumer --example` copies it to a temporary folder, points the dependency below at
// the checkout, and builds and tests it there, with Examples/CustomRecognizers.
import PackageDescription

let package = Package(
    name: "CapabilityRecognizer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "Grasp", path: "../..")],
    targets: [
        .target(
            name: "CapabilityRecognizer",
            dependencies: [.product(name: "GraspCore", package: "Grasp")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CapabilityRecognizerTests",
            dependencies: ["CapabilityRecognizer", .product(name: "Grasp", package: "Grasp")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
