// Why this file exists: `grasp test` prints one line per trace, the differences of a failing one, a
// summary and JUnit XML; all of them read the same result of testing one trace, which is this value.

/// The result of testing one trace against its expectations.
public struct TraceTestOutcome: Sendable, Hashable {
    /// Passed, failed with differences, or could not be run.
    public enum Status: Sendable, Hashable {
        /// Every check passed.
        case passed
        /// The replay differed from the expectations.
        case failed([TraceDifference])
        /// The trace or its expectations could not be read.
        case malformed(TraceTestError)
    }

    /// The trace's path, as found.
    public var path: String
    /// The scene it was replayed into, when the expectations could be read.
    public var scene: String?
    /// How many checks were made.
    public var checks: Int
    /// The result.
    public var status: Status
    /// The wall-clock seconds it took to load, replay and check.
    public var duration: Double

    /// Creates an outcome.
    public init(path: String, scene: String?, checks: Int, status: Status, duration: Double) {
        self.path = path
        self.scene = scene
        self.checks = checks
        self.status = status
        self.duration = duration
    }

    /// Whether every check passed.
    public var passed: Bool { status == .passed }

    /// The line `grasp test` prints for this trace: `PASS path (scene, N checks)`, `FAIL path (scene, N of
    /// M checks differ)` or `FAIL path: why it could not be tested`.
    public var line: String {
        switch status {
        case .passed: "PASS \(path) (\(scene ?? "?"), \(checks) check\(checks == 1 ? "" : "s"))"
        case .failed(let differences): "FAIL \(path) (\(scene ?? "?"), \(differences.count) of \(checks) check\(checks == 1 ? "" : "s") differ\(differences.count == 1 && checks != 1 ? "s" : ""))"
        case .malformed(let error): "FAIL \(path): \(error)"
        }
    }

    /// The differences of a failed trace, one per line, indented under ``line``.
    public var detailLines: [String] {
        guard case .failed(let differences) = status else { return [] }
        return differences.map { "    " + $0.description }
    }
}
