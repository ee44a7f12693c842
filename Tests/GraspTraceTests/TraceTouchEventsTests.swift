// Why this file exists: a trace reaches the engine as touch events. These tests state the grouping
// (equal t, one event), the phase and kind mapping, and that recording the events gives the trace back.

import Foundation
import Grasp
import GraspGeometry
import Testing
import GraspTrace
import GraspFoundationCompat

@Suite("Traces as touch events")
struct TraceTouchEventsTests {
    @Test("samples with equal t form one event; distinct times form separate events")
    func grouping() {
        let trace = Trace(samples: [
            .init(t: 0, pointer: 1, phase: .down, x: 0, y: 0),
            .init(t: 0, pointer: 2, phase: .down, x: 10, y: 0),
            .init(t: 0.01, pointer: 1, phase: .move, x: 1, y: 0),
            .init(t: 0.02, pointer: 1, phase: .up, x: 1, y: 0),
            .init(t: 0.02, pointer: 2, phase: .up, x: 10, y: 0),
        ])
        let events = trace.touchEvents()
        #expect(events.map(\.timestamp) == [0, 0.01, 0.02])
        #expect(events.map { $0.changedTouches.count } == [2, 1, 2])
        #expect(events[1].allTouches.map(\.phase) == [.moved, .stationary])
        #expect(events[1].changedTouches[0].previousLocation == Point(x: 0, y: 0))
    }

    @Test("phases map down→began, move→moved, up→ended, cancel→cancelled")
    func phases() {
        let trace = Trace(samples: [
            .init(t: 0, pointer: 1, phase: .down, x: 0, y: 0),
            .init(t: 0, pointer: 2, phase: .down, x: 0, y: 0),
            .init(t: 1, pointer: 1, phase: .move, x: 1, y: 0),
            .init(t: 2, pointer: 1, phase: .up, x: 1, y: 0),
            .init(t: 3, pointer: 2, phase: .cancel, x: 0, y: 0),
        ])
        #expect(trace.touchEvents().map { $0.changedTouches[0].phase } == [.began, .moved, .ended, .cancelled])
        #expect([Trace.Phase.down, .move, .up, .cancel].map(\.touchPhase) == [.began, .moved, .ended, .cancelled])
        #expect(Trace.Phase.allCases.filter { $0.lifecycle != .contact }.allSatisfy { $0.touchPhase == nil })
        #expect(TouchPhase.allCases.map { Trace.Phase($0) } == [.down, .move, nil, .up, .cancel])
    }

    @Test("kinds map touch→direct, pen→pencil, mouse→mouse")
    func kinds() {
        let kinds: [String?] = [nil, "touch", "pen", "mouse"]
        let samples = kinds.enumerated().map { Trace.Sample(t: 0, pointer: $0.offset + 1, phase: .down, x: 0, y: 0, kind: $0.element) }
        #expect(samples.map(\.touchKind) == [.direct, .direct, .pencil, .mouse])
        #expect(TouchKind.allCases.map { Trace.Sample.kind(for: $0) } == [nil, "pen", "mouse"])
    }

    @Test("a final move that shares its t with the lift folds into the lift")
    func moveFoldsIntoLift() throws {
        let trace = Trace(samples: [
            .init(t: 0, pointer: 1, phase: .down, x: 0, y: 0),
            .init(t: 0.1, pointer: 1, phase: .move, x: 5, y: 0),
            .init(t: 0.1, pointer: 1, phase: .up, x: 5, y: 0),
        ])
        let events = trace.touchEvents()
        #expect(events.count == 2)
        let lift = try #require(events.last?.changedTouches.first)
        #expect(lift.phase == .ended)
        #expect(lift.previousLocation == Point(x: 0, y: 0))
        #expect(lift.location == Point(x: 5, y: 0))
    }

    @Test("a start time shifts every timestamp")
    func startTime() {
        let trace = Trace(samples: [.init(t: 0, pointer: 1, phase: .down, x: 0, y: 0), .init(t: 0.5, pointer: 1, phase: .up, x: 0, y: 0)])
        #expect(trace.touchEvents(startingAt: 100).map(\.timestamp) == [100, 100.5])
    }

    @Test("recording a trace's events gives the trace back", arguments: TraceTestSupport.sharedTraceFiles())
    func recorderRoundTrip(url: URL) throws {
        let trace = try Trace(contentsOf: url)
        var recorder = TraceRecorder(description: trace.description, source: trace.source, viewport: trace.viewport)
        recorder.record(trace.touchEvents(startingAt: 1234.5))
        let recorded = recorder.trace
        try recorded.validate()
        #expect(recorder.activeTouchIDs.isEmpty)
        // A sample followed, at the same t, by another sample of the same pointer (a final move and its
        // lift) is folded into that later sample by the event builder: one touch per event.
        let expected = trace.samples.enumerated().filter { index, sample in
            !trace.samples[(index + 1)...].contains { $0.pointer == sample.pointer && $0.t == sample.t }
        }.map(\.element)
        #expect(recorded.samples.count == expected.count)
        #expect(Set(recorded.samples) == Set(expected))
    }

    @Test("the recorder numbers touches from 1 and gives a re-used identity a new number")
    func recorderNumbering() throws {
        var builder = TouchEventBuilder()
        var recorder = TraceRecorder()
        let id = TouchID(42)
        let steps: [(Double, TouchPhase, TouchKind)] = [(10, .began, .pencil), (10.5, .ended, .pencil), (11, .began, .direct), (11.25, .moved, .direct)]
        for (time, phase, kind) in steps {
            if let event = builder.event(at: time, samples: [TouchSample(id: id, phase: phase, location: Point(x: time, y: 0), kind: kind)]) {
                recorder.record(event)
            }
        }
        #expect(recorder.samples.map(\.pointer) == [1, 1, 2, 2])
        #expect(recorder.samples.map(\.t) == [0, 0.5, 1, 1.25])
        #expect(recorder.samples.map(\.kind) == ["pen", "pen", nil, nil])
        #expect(recorder.activeTouchIDs == [id])
        var trace = recorder.trace
        #expect(throws: TraceError.self) { try trace.validate() }
        let report = try trace.repair()
        #expect(report.repairs.map(\.action) == [.addedCancel])
    }
}
