// Why this file exists: the recorded traces are ground truth. Replayed into the inspector, each must
// produce the recognitions a person would expect, and the reported values must match the facts the
// sidecars measured: final translation ±1 pt, release velocity ±5 % (or under 50 pt/s after a rest
// of 40 ms or more), pinch scale ±1 % from the measured spans, rotation ±1°.

import Foundation
import Grasp
import GraspScenes
import GraspTesting
import Testing

@Suite("Inspector on the recorded traces")
struct InspectorTraceTests {
    /// Checks the pan's final translation and release velocity against pointer `id` of the sidecar.
    func checkPan(_ r: SceneTestHost<InspectorScene>, _ facts: TraceFixture, pointer id: Int = 1, name: String = "pan") throws {
        let end = try #require(r.last(name, .ended))
        let translation = try #require(end.values["translation"]?.point)
        let displacement = facts.displacement(of: id)
        #expect(abs(translation.x - displacement.x) <= 1 && abs(translation.y - displacement.y) <= 1,
                "translation \(translation) vs measured \(displacement)")
        let velocity = try #require(end.values["velocity"]?.point)
        if facts.stillBeforeEnd(of: id) >= 0.04 {
            #expect(velocity.magnitude < 50, "velocity \(velocity) after a rest")
        } else {
            let expected = displacement / displacement.magnitude * facts.meanSpeed(of: id)
            #expect((velocity - expected).magnitude <= 0.05 * expected.magnitude,
                    "velocity \(velocity) vs measured \(expected)")
        }
    }

    @Test func tap() throws {
        let r = try TraceFixture("tap").replayed()
        #expect(r.summary(of: "tap") == ["recognized"])
        #expect(r.first("tap", .ended)?.values["location"]?.point == Point(x: 500, y: 350))
        #expect(r.summary(of: "doubleTap") == ["failed"])
        #expect(abs(r.first("doubleTap", .failed)!.time - (0.05 + GestureDefaults.tapMaximumInterval)) < 1e-9)
        for name in ["longPress", "pan", "swipe", "twoFingerSwipe", "pinch", "rotation", "edgePan"] {
            #expect(r.summary(of: name) == ["failed"], "\(name)")
        }
    }

    @Test func doubleTap() throws {
        let facts = try TraceFixture("double-tap"), r = facts.replayed()
        #expect(r.summary(of: "doubleTap") == ["recognized"])
        #expect(r.first("doubleTap", .ended)?.time == facts.endTime(of: 2))
        #expect(r.summary(of: "tap") == ["recognized", "recognized"])
        #expect(r.summary(of: "longPress") == ["failed", "failed"])
    }

    @Test func longPress800() throws {
        let facts = try TraceFixture("long-press-800"), r = facts.replayed()
        #expect(r.summary(of: "longPress") == ["began", "ended"])
        #expect(r.first("longPress", .began)?.time == GestureDefaults.longPressMinimumDuration)
        #expect(r.first("longPress", .ended)?.time == facts.endTime(of: 1))
        #expect(r.summary(of: "pan") == ["failed"])
        #expect(r.summary(of: "swipe") == ["failed"])
        #expect(r.first("swipe", .failed)?.time == GestureDefaults.swipeMaximumDuration)
    }

    @Test func longPressThenDrag() throws {
        let facts = try TraceFixture("long-press-then-drag"), r = facts.replayed()
        #expect(r.summary(of: "longPress") == ["began", "changed", "ended"])
        #expect(r.first("longPress", .began)?.time == 0.5)
        #expect(r.summary(of: "pan") == ["began", "changed", "ended"])
        try checkPan(r, facts)
        // The finger rested 700 ms before moving: far too slow for a swipe.
        #expect(r.summary(of: "swipe") == ["failed"])
        #expect(r.summary(of: "tap") == ["failed"])
    }

    @Test(arguments: [
        "scroll-up-300-800", "scroll-up-300-800-fling", "scroll-right-400-2000-fling",
        "scroll-diagonal-120-160-400", "scroll-near-vertical-40-up300-1200-fling",
    ])
    func scroll(name: String) throws {
        let facts = try TraceFixture(name), r = facts.replayed()
        #expect(r.summary(of: "pan") == ["began", "changed", "ended"])
        try checkPan(r, facts)
        #expect(r.summary(of: "tap") == ["failed"])
        #expect(r.summary(of: "longPress") == ["failed"])
        #expect(r.summary(of: "edgePan") == ["failed"])
        #expect(r.summary(of: "pinch") == ["failed"])
    }

    @Test(arguments: [
        ("scroll-up-300-800", "up"), ("scroll-up-300-800-fling", "up"), ("scroll-right-400-2000-fling", "right"),
        ("scroll-near-vertical-40-up300-1200-fling", "up"), ("flick-then-catch", "right"),
        ("scroll-diagonal-120-160-400", nil),
    ])
    func oneFingerSwipe(name: String, direction: String?) throws {
        let facts = try TraceFixture(name), r = facts.replayed()
        if let direction {
            #expect(r.summary(of: "swipe").first == "recognized")
            #expect(r.first("swipe", .ended)?.values["direction"]?.string == direction)
            // Recognized during the movement, long before the lift.
            #expect(r.first("swipe", .ended)!.time < facts.endTime(of: 1) - 0.1)
        } else {
            #expect(r.summary(of: "swipe") == ["failed"])
        }
        #expect(r.summary(of: "twoFingerSwipe").allSatisfy { $0 == "failed" })
    }

    @Test func twoFingerSwipeLeft() throws {
        let facts = try TraceFixture("two-finger-swipe-left-300-200ms"), r = facts.replayed()
        #expect(r.summary(of: "twoFingerSwipe") == ["recognized"])
        #expect(r.first("twoFingerSwipe", .ended)?.values["direction"]?.string == "left")
        #expect(r.summary(of: "swipe") == ["failed"])
        #expect(r.summary(of: "pan") == ["began", "changed", "ended"])
        try checkPan(r, facts)
        #expect(r.summary(of: "pinch") == ["failed"])
        #expect(r.summary(of: "rotation") == ["failed"])
    }

    @Test(arguments: ["pinch-out-2x", "pinch-in-0.5x"])
    func pinch(name: String) throws {
        let facts = try TraceFixture(name), r = facts.replayed()
        #expect(r.summary(of: "pinch") == ["began", "changed", "ended"])
        let start = facts.number(facts.multiTouch["start_distance_px"])
        let end = facts.number(facts.multiTouch["end_distance_px"])
        // The scale is relative to the span at the slop threshold: the landing span ± the slop.
        let reference = end > start ? start + GestureDefaults.pinchSpanSlop : start - GestureDefaults.pinchSpanSlop
        let expected = end / reference
        let scale = try #require(r.last("pinch", .ended)?.values["scale"]?.number)
        #expect(abs(scale - expected) <= 0.01 * expected, "scale \(scale) vs measured \(expected)")
        // The generator's own factor, stated after its 30 px span slop.
        let factor = facts.number((facts.spec["params"] as? [String: Any])?["scaleFactor"])
        #expect(abs(scale - factor) <= 0.01 * factor)
        // The fingers lift while moving: the release velocity is the scale's rate of change.
        let velocity = try #require(r.last("pinch", .ended)?.values["velocity"]?.number)
        let speed = facts.meanSpeed(of: 1) * 2  // the span changes at twice each finger's speed
        let expectedVelocity = (end > start ? speed : -speed) / reference
        #expect(abs(velocity - expectedVelocity) <= 0.05 * abs(expectedVelocity),
                "velocity \(velocity) vs measured \(expectedVelocity)")
        #expect(r.summary(of: "rotation") == ["failed"])
        #expect(r.summary(of: "twoFingerSwipe") == ["failed"])
    }

    @Test func rotate90() throws {
        let facts = try TraceFixture("rotate-90-two-finger"), r = facts.replayed()
        #expect(r.summary(of: "rotation") == ["began", "changed", "ended"])
        let measured = facts.number(facts.multiTouch["rotation_deg"])
        let rotation = try #require(r.last("rotation", .ended)?.values["rotation"]?.number)
        #expect(abs(rotation * 180 / .pi - measured) <= 1, "rotation \(rotation * 180 / .pi)° vs \(measured)°")
        // 30 even steps of 16 ms; the fingers lift 16 ms after the last one, without resting 40 ms.
        let velocity = try #require(r.last("rotation", .ended)?.values["velocity"]?.number)
        let expected = measured * .pi / 180 / 0.48
        #expect(abs(velocity - expected) <= 0.05 * expected, "velocity \(velocity) vs \(expected)")
        #expect(r.summary(of: "pinch") == ["failed"])
    }

    @Test func flickThenCatch() throws {
        let facts = try TraceFixture("flick-then-catch"), r = facts.replayed()
        #expect(r.summary(of: "pan") == ["began", "changed", "ended", "failed"])
        try checkPan(r, facts)
        // The catching finger holds 600 ms: a long press, which begins 0.5 s after it lands.
        #expect(r.summary(of: "longPress") == ["failed", "began", "ended"])
        #expect(abs(r.first("longPress", .began)!.time - (facts.downTime(of: 2) + 0.5)) < 1e-9)
    }
}
