// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "MeetGrasp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "MeetGrasp", targets: ["MeetGrasp"]),
    ],
    dependencies: [
        .package(name: "Grasp", path: "../Grasp"),
    ],
    targets: [
        .target(
            name: "MeetGrasp",
            dependencies: [
                .product(name: "Grasp", package: "Grasp"),
                .product(name: "GraspMotion", package: "Grasp"),
            ]
        ),
        .testTarget(
            name: "MeetGraspTests",
            dependencies: ["MeetGrasp", .product(name: "Grasp", package: "Grasp")]
        ),
    ]
)
