// Why this file exists: the latencies the issue promises, as specifications: 0 events for touch-down,
// instant pan, pause-and-move and the optimistic tap; the first sample past the slop for axis-locked
// pans, at every sample rate; a waiting tap is reported by its timer. These count events, never time a
// run.

import Grasp
import GraspTesting
import Testing

@Suite("Latency scenarios")
struct LatencyScenarioTests {
    private func scenario(_ kind: String, _ scenario: String? = nil) throws -> LatencyScenario {
        try #require(LatencyScenario.standardSet().first { $0.kind == kind && (scenario == nil || $0.scenario.hasPrefix(scenario!)) })
    }

    @Test(arguments: [60.0, 120, 240])
    func instantRecognizersBeginInTheStartEvent(rate: Double) throws {
        for kind in ["touch-down", "instant pan", "pause-and-move", "optimistic tap"] {
            let latency = try #require(try scenario(kind).measure(sampleRate: rate))
            #expect(latency.events == 0, "\(kind)")
            #expect(latency.time == 0, "\(kind)")
            #expect(!latency.isFromTick, "\(kind)")
        }
    }

    @Test(arguments: [(60.0, 2), (120, 3), (240, 5)])
    func axisLockedPansBeginAtTheFirstSamplePastTheSlop(rate: Double, sample: Int) throws {
        // 500 pt/s: the first sample at or past 10 pt.
        let locked = try #require(try scenario("axis-locked pan", "drag right").measure(sampleRate: rate))
        #expect(locked.events == sample)
        let list = try #require(try scenario("axis-locked pan", "carousel").measure(sampleRate: rate))
        #expect(list.events == sample)
        let pan = try #require(try scenario("pan (standard)").measure(sampleRate: rate))
        #expect(pan.events == sample)
    }

    @Test func aWaitingTapIsReportedByItsTimer() throws {
        let latency = try #require(try scenario("tap (standard)", "single tap, double-tap rival").measure())
        #expect(latency.isFromTick)
        #expect(abs(latency.time - GestureDefaults.tapMaximumInterval) < 1e-9)
    }

    @Test func everyStandardScenarioMeasures() {
        for s in LatencyScenario.standardSet() {
            #expect(s.measure() != nil, "\(s.kind): \(s.scenario)")
        }
    }

    @Test func aBadSampleRateMeasuresNothing() throws {
        let s = try scenario("touch-down")
        #expect(s.measure(sampleRate: 0) == nil)
        #expect(s.measure(sampleRate: .nan) == nil)
    }
}
