// Why this file exists: `Touch` keeps its optional pressure and radius as plain numbers with a byte of
// flags, so that the value copied many times per event is small (see Touch.swift). These tests pin what
// the optionals promised: an unreported measure reads `nil` and differs from a reported zero, a measure set
// and then cleared reads `nil` again, and equal touches hash alike whatever was stored before.

import Testing
@testable import Grasp
@testable import GraspCore

@Suite("Touch values")
struct TouchValueTests {
    private func touch(force: Double? = nil, radius: Double? = nil) -> Touch {
        Touch(id: TouchID(1), phase: .moved, location: Point(x: 10, y: 20), previousLocation: Point(x: 9, y: 19),
              timestamp: 0.5, kind: .pencil, force: force, radius: radius)
    }

    @Test func unreportedMeasuresReadNilAndDifferFromAReportedZero() {
        #expect(touch().force == nil)
        #expect(touch().radius == nil)
        #expect(touch(force: 0).force == 0)
        #expect(touch(radius: 0).radius == 0)
        #expect(touch() != touch(force: 0))
        #expect(touch() != touch(radius: 0))
        #expect(touch(force: 0.5, radius: 3) == touch(force: 0.5, radius: 3))
        #expect(touch(force: 0.5) != touch(force: 0.6))
    }

    @Test func aMeasureClearedReadsNilAndEqualsOneNeverReported() {
        var cleared = touch(force: 0.8, radius: 4)
        cleared.force = nil
        cleared.radius = nil
        #expect(cleared.force == nil)
        #expect(cleared.radius == nil)
        #expect(cleared == touch())
        #expect(cleared.hashValue == touch().hashValue)
        #expect(Set([cleared, touch()]).count == 1)
    }

    @Test func everyOtherPropertyTakesPartInEquality() {
        let base = touch(force: 0.5)
        var other = base
        other.kind = .direct
        #expect(other != base)
        other = base
        other.previousLocation = Point(x: 0, y: 0)
        #expect(other != base)
        other = base
        other.timestamp = 0.6
        #expect(other != base)
        other = base
        other.phase = .ended
        #expect(other != base)
    }

    @Test func aSampleContinuingAContactKeepsItsKindAndPlace() {
        var builder = TouchEventBuilder()
        _ = builder.events(at: 0, samples: [TouchSample(id: TouchID(1), phase: .began, location: Point(x: 10, y: 20), kind: .pencil)])
        #expect(builder.sample(continuing: TouchID(1), .moved) ==
                TouchSample(id: TouchID(1), phase: .moved, location: Point(x: 10, y: 20), kind: .pencil))
        #expect(builder.sample(continuing: TouchID(1), .ended, at: Point(x: 30, y: 40))?.location == Point(x: 30, y: 40))
        #expect(builder.sample(continuing: TouchID(2), .moved) == nil)
        _ = builder.events(at: 0.1, samples: [TouchSample(id: TouchID(1), phase: .ended, location: Point(x: 10, y: 20))])
        #expect(builder.sample(continuing: TouchID(1), .moved) == nil)
    }
}
