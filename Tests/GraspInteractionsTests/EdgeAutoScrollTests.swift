// Why this file exists: the auto-scroll rule on its own: the speed at each depth of both zones, the
// quiet middle, bad configuration and bad values, and that the distance over a span of time does not
// depend on how the span is cut into frames.

import GraspInteractions
import Testing

@Suite("Edge auto-scroll")
struct EdgeAutoScrollTests {
    let rule = EdgeAutoScroll()

    @Test func speedGrowsWithDepthInEitherZone() {
        // A list visible from 100 to 700: zones 100–160 and 640–700.
        #expect(rule.velocity(forFingerAt: 400, top: 100, bottom: 700) == 0)
        #expect(rule.velocity(forFingerAt: 160, top: 100, bottom: 700) == 0)
        #expect(rule.velocity(forFingerAt: 640, top: 100, bottom: 700) == 0)
        #expect(rule.velocity(forFingerAt: 130, top: 100, bottom: 700) == -300)
        #expect(rule.velocity(forFingerAt: 670, top: 100, bottom: 700) == 300)
        #expect(rule.velocity(forFingerAt: 100, top: 100, bottom: 700) == -1200)
        #expect(rule.velocity(forFingerAt: 20, top: 100, bottom: 700) == -1200)
        #expect(rule.velocity(forFingerAt: 900, top: 100, bottom: 700) == 1200)
    }

    @Test func aShortListSplitsItsHeightBetweenTheZones() {
        // 80 pt tall: each zone is 40 pt; the middle is still.
        #expect(rule.velocity(forFingerAt: 40, top: 0, bottom: 80) == 0)
        #expect(rule.velocity(forFingerAt: 20, top: 0, bottom: 80) == -300)
        #expect(rule.velocity(forFingerAt: 60, top: 0, bottom: 80) == 300)
    }

    @Test func distanceIsTheSameAtEveryFrameRate() {
        let velocity = rule.velocity(forFingerAt: 680, top: 0, bottom: 700)
        for rate in [60.0, 120.0, 240.0] {
            var offset = 0.0
            for _ in 0..<Int(rate / 2) { offset = rule.offset(after: 1 / rate, from: offset, velocity: velocity, within: 0...10_000) }
            #expect(abs(offset - velocity / 2) < 1e-9, "at \(rate) Hz")
        }
        #expect(rule.offset(after: 10, from: 50, velocity: 1200, within: 0...400) == 400)
        #expect(rule.offset(after: 10, from: 50, velocity: -1200, within: 0...400) == 0)
    }

    @Test func badValuesMoveNothing() {
        #expect(rule.velocity(forFingerAt: .nan, top: 0, bottom: 700) == 0)
        #expect(rule.velocity(forFingerAt: 10, top: 0, bottom: .infinity) == 0)
        #expect(rule.velocity(forFingerAt: 10, top: 700, bottom: 0) == 0)
        #expect(rule.offset(after: .nan, from: 50, velocity: 100, within: 0...400) == 50)
        #expect(rule.offset(after: -1, from: 50, velocity: 100, within: 0...400) == 50)
        #expect(rule.offset(after: 1, from: 50, velocity: .infinity, within: 0...400) == 50)
    }

    @Test func badConfigurationIsCorrectedAndRecorded() {
        let bad = EdgeAutoScroll(zoneDepth: .nan, maximumSpeed: -3)
        #expect(bad.zoneDepth == 60 && bad.maximumSpeed == 1200)
        #expect(bad.diagnostics.map { $0.parameter } == ["zoneDepth", "maximumSpeed"])
        #expect(bad.diagnostics.map { $0.reason } == ["not a finite number", "not above zero"])
        #expect(rule.diagnostics.isEmpty)
        // Nothing lost: the corrected rule still scrolls.
        #expect(bad.velocity(forFingerAt: 0, top: 0, bottom: 700) == -1200)
    }
}
