// Why this file exists: a folder of traces also holds files that describe them: a recording's measured
// facts (`NAME.expect.json`) and `grasp test`'s expectations (`NAME.grasp-test.json`). Every tool and test
// that lists traces must skip the same files, so the rule lives here once. (Listing a folder needs
// Foundation: `Trace.files(in:)` is in GraspFoundationCompat.)

extension Trace {
    /// The endings of the files that sit beside traces without being traces: a recording's measured facts
    /// (`.expect.json`) and `grasp test`'s expectations (`.grasp-test.json`).
    public static let sidecarSuffixes = [".expect.json", ".grasp-test.json"]

    /// Whether a file called `name` is a trace: a `.json` file that is not a sidecar.
    public static func isTraceFileName(_ name: String) -> Bool {
        name.hasSuffix(".json") && !sidecarSuffixes.contains { name.hasSuffix($0) }
    }
}
