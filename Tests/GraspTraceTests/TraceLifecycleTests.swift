// Why this file exists: every pointer in a trace must go down, may move, and must end exactly once.
// These tests state how a broken lifecycle is rejected by default, and how `.repair` fixes it while
// reporting every dropped or added sample in plain words.

import Foundation
import Testing
import GraspTrace
import GraspFoundationCompat

private typealias S = TraceTestSupport

@Suite("Pointer lifecycles")
struct TraceLifecycleTests {
    // MARK: Rejected

    @Test("a pointer that moves before going down is rejected")
    func moveBeforeDown() throws {
        let text = S.document([S.sample(0, 1, "down"), S.sample(0.1, 2, "move"), S.sample(0.2, 1, "up")])
        let error = try #require(S.readError(text))
        #expect(error.description == "bad.json: sample 1: field \"phase\": pointer 2 moves before going down (its first sample must be a down)")
        #expect(error.problem == .lifecycle(pointer: 2, .notDownFirst(.move)))
    }

    @Test("a pointer that lifts before going down is rejected")
    func upBeforeDown() throws {
        let error = try #require(S.readError(S.document([S.sample(0, 1, "up")])))
        #expect(error.description == "bad.json: sample 0: field \"phase\": pointer 1 lifts before going down (its first sample must be a down)")
    }

    @Test("a pointer that goes down twice is rejected")
    func downTwice() throws {
        let text = S.document([S.sample(0, 1, "down"), S.sample(0.1, 1, "down"), S.sample(0.2, 1, "up")])
        let error = try #require(S.readError(text))
        #expect(error.description == "bad.json: sample 1: field \"phase\": pointer 1 goes down again while down (it went down at sample 0)")
    }

    @Test("a sample after the pointer ended is rejected")
    func sampleAfterEnd() throws {
        let text = S.document([S.sample(0, 1, "down"), S.sample(0.1, 1, "up"), S.sample(0.2, 1, "down"), S.sample(0.3, 1, "up")])
        let error = try #require(S.readError(text))
        #expect(error.description == "bad.json: sample 2: field \"pointer\": pointer 1 has a sample after it ended at sample 1 (a new touch needs a new pointer number)")
    }

    @Test("a pointer that never ends is rejected at its last sample")
    func neverEnds() throws {
        let text = S.document([S.sample(0, 1, "down"), S.sample(0.1, 2, "down"), S.sample(0.2, 1, "move"), S.sample(0.3, 2, "up")])
        let error = try #require(S.readError(text))
        #expect(error.description == "bad.json: sample 2: field \"phase\": pointer 1 never ends: its last sample is a move, not an up or cancel")
    }

    @Test("the earliest lifecycle problem is the one reported")
    func earliestProblemFirst() throws {
        let text = S.document([S.sample(0, 1, "down"), S.sample(0.1, 1, "move"), S.sample(0.2, 2, "move"), S.sample(0.3, 3, "up")])
        let error = try #require(S.readError(text))
        #expect(error.sampleIndex == 1)
        #expect(error.problem == .lifecycle(pointer: 1, .neverEnds(lastPhase: .move)))
    }

    @Test("a cancel ends a pointer as an up does")
    func cancelEnds() throws {
        let trace = try Trace(jsonData: Data(S.document([S.sample(0, 1, "down"), S.sample(0.1, 1, "cancel")]).utf8))
        #expect(trace.samples.map(\.phase) == [.down, .cancel])
    }

    // MARK: Repaired

    @Test("repair drops a move before the down and reports it")
    func repairMoveBeforeDown() throws {
        let text = S.document([S.sample(0, 1, "move"), S.sample(0.1, 1, "down"), S.sample(0.2, 1, "up")])
        let (trace, report) = try S.repaired(text)
        #expect(trace.samples.map(\.phase) == [.down, .up])
        #expect(report.repairs.count == 1)
        #expect(report.repairs[0].action == .dropped)
        #expect(report.repairs[0].sampleIndex == 0)
        #expect(report.repairs[0].description == "sample 0: dropped the move of pointer 1 at t=0.0, because pointer 1 moves before going down (its first sample must be a down)")
    }

    @Test("repair drops a second down")
    func repairDownTwice() throws {
        let text = S.document([S.sample(0, 1, "down"), S.sample(0.1, 1, "down", 50, 60), S.sample(0.2, 1, "up")])
        let (trace, report) = try S.repaired(text)
        #expect(trace.samples.count == 2)
        #expect(!trace.samples.contains { $0.x == 50 })
        #expect(report.repairs.map(\.violation) == [.downTwice(firstDown: 0)])
    }

    @Test("repair drops samples after the pointer ended")
    func repairSampleAfterEnd() throws {
        let text = S.document([S.sample(0, 1, "down"), S.sample(0.1, 1, "up"), S.sample(0.2, 1, "move"), S.sample(0.3, 1, "up")])
        let (trace, report) = try S.repaired(text)
        #expect(trace.samples.map(\.t) == [0, 0.1])
        #expect(report.repairs.map(\.sampleIndex) == [2, 3])
        #expect(report.repairs.allSatisfy { $0.violation == .sampleAfterEnd(end: 1) })
    }

    @Test("repair cancels a dangling pointer at its last position at the trace's last time")
    func repairNeverEnds() throws {
        let text = S.document([
            S.sample(0, 1, "down", 1, 1), S.sample(0.1, 1, "move", 5, 6), S.sample(0.2, 2, "down"), S.sample(0.5, 2, "up"),
        ])
        let (trace, report) = try S.repaired(text, fileName: "dangling.json")
        #expect(trace.samples.last == Trace.Sample(t: 0.5, pointer: 1, phase: .cancel, x: 5, y: 6))
        #expect(trace.samples.count == 5)
        try trace.validate()
        #expect(report.repairs.map(\.action) == [.addedCancel])
        #expect(report.description == """
            dangling.json: 1 repair
              after sample 1: added a cancel of pointer 1 at t=0.5 at (5.0, 6.0), because pointer 1 never ends: its last sample is a move, not an up or cancel
            """)
    }

    @Test("every repair is listed, in sample order, and the result is valid")
    func repairSeveral() throws {
        let text = S.document([
            S.sample(0, 3, "up"), S.sample(0, 1, "down"), S.sample(0.1, 1, "down"), S.sample(0.2, 2, "down"),
            S.sample(0.3, 1, "up"), S.sample(0.4, 1, "move"),
        ])
        let (trace, report) = try S.repaired(text)
        #expect(report.repairs.map(\.sampleIndex) == [0, 2, 3, 5])
        #expect(report.repairs.map(\.action) == [.dropped, .dropped, .addedCancel, .dropped])
        #expect(report.description.split(separator: "\n").count == 5)
        try trace.validate()
        let again = try Trace(jsonData: trace.jsonData())
        #expect(again == trace)
    }

    @Test("a valid trace needs no repair")
    func repairNothing() throws {
        let (trace, report) = try S.repaired(S.document([S.sample(0, 1, "down"), S.sample(0.1, 1, "up")]), fileName: "ok.json")
        #expect(trace.samples.count == 2)
        #expect(report.isEmpty)
        #expect(report.description == "ok.json: no repairs")
    }

    @Test("repair does not fix malformed values: they still throw")
    func repairKeepsValueErrors() throws {
        let text = S.document([S.sample(0, 1, "down"), S.sample(0.2, 1, "move"), S.sample(0.1, 1, "up")])
        let error = try #require(S.readError(text, options: .repair))
        #expect(error.problem == .timeGoesBackwards(previous: 0.2, found: 0.1))
    }

    @Test("repair works on a trace in memory, too")
    func repairInMemory() throws {
        var trace = Trace(samples: [Trace.Sample(t: 0, pointer: 1, phase: .down, x: 0, y: 0)])
        let report = try trace.repair()
        #expect(report.repairs.count == 1)
        #expect(trace.samples.map(\.phase) == [.down, .cancel])
    }
}
