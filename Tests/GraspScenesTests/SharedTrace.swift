// Why this file exists: the scene tests read the recorded traces in Tests/Fixtures/Traces by name.

import Foundation
import GraspFoundationCompat
import GraspScenes
import GraspTrace

/// A recorded trace from Tests/Fixtures/Traces, by name.
func sharedTrace(_ name: String) throws -> Trace {
    try Trace(contentsOf: TraceFixture.tracesDirectory.appendingPathComponent("\(name).json"))
}
