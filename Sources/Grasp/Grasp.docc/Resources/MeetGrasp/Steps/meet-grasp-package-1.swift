// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "MeetGrasp",
    products: [
        .library(name: "MeetGrasp", targets: ["MeetGrasp"]),
    ],
    targets: [
        .target(name: "MeetGrasp"),
        .testTarget(name: "MeetGraspTests", dependencies: ["MeetGrasp"]),
    ]
)
