// swift-tools-version: 6.1
// A package of one's own, outside Grasp's modules, with two custom recognizers and their tests through
// Grasp's public GestureTestHost: what an app's or a library's package looks like. It uses only Grasp's
// public API (no `@testable`, no SPI). `scripts/check-consumer --example` copies it to a temporary folder,
// points the dependency below at the checkout, and builds and tests it there.
import PackageDescription

let package = Package(
    name: "CustomRecognizers",
    platforms: [.macOS(.v13), .iOS(.v16)],
    // SwiftPM names a dependency given by path after its folder ("grasp", "main", "Grasp-1.2"…), and a
    // product is looked up by that name; `name:` names it "Grasp" whatever the folder. With a URL
    // instead (`.package(url: "…/grasp.git", branch: "main")`), `package: "Grasp"` below works as it is.
    dependencies: [.package(name: "Grasp", path: "../..")],
    targets: [
        .target(
            name: "CustomRecognizers",
            dependencies: [.product(name: "Grasp", package: "Grasp")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CustomRecognizersTests",
            dependencies: ["CustomRecognizers", .product(name: "Grasp", package: "Grasp")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
