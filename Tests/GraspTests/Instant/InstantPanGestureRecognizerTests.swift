// Why this file exists: the instant pan's specification: it begins on touch-down, follows every
// movement with the pan's translation and velocity, and keeps the pan's finger-count bounds.

import Grasp
import Testing

@Suite("Instant pan")
struct InstantPanGestureRecognizerTests {
    @Test func beginsOnTouchDownWithZeroTranslation() {
        let pan = InstantPanGestureRecognizer(name: "pan")
        var atBegin: Point?
        pan.addHandler { if $0.state == .began { atBegin = $0.translation(in: nil) } }
        let d = GestureTestHost.scenario(pan)
        d.down(1, 100, 100, at: 0)
        #expect(d.reportedStates(of: pan) == ["began"])
        #expect(atBegin == .zero)
        #expect(pan.slop == 0)
        #expect(pan.activationMargin == .infinity)
    }

    @Test func followsEverySampleFromTheFirst() {
        let pan = InstantPanGestureRecognizer(name: "pan")
        var translations: [Point] = []
        pan.addHandler { translations.append($0.translation(in: nil)) }
        let d = GestureTestHost.scenario(pan)
        d.down(1, 100, 100, at: 0)
        d.move(1, 101, 100, at: 0.008)
        d.move(1, 103, 100, at: 0.016)
        d.up(1, 103, 100, at: 0.024)
        #expect(d.reportedStates(of: pan) == ["began", "changed", "changed", "ended"])
        #expect(translations.map(\.x) == [0, 1, 3, 3])
    }

    @Test func reportsThePansReleaseVelocity() {
        let pan = InstantPanGestureRecognizer(name: "pan")
        var velocity: Point?
        pan.addHandler { if $0.state == .ended { velocity = $0.velocity(in: nil) } }
        let d = GestureTestHost.scenario(pan)
        d.drag(1, from: Point(x: 100, y: 100), to: Point(x: 340, y: 100), at: 0, duration: 0.4, steps: 48)
        #expect(abs(velocity!.x - 600) < 30)
    }

    @Test func waitsForTheMinimumNumberOfFingers() {
        let pan = InstantPanGestureRecognizer(name: "pan")
        pan.minimumNumberOfTouches = 2
        let d = GestureTestHost.scenario(pan)
        d.down(1, 100, 100, at: 0)
        #expect(d.reportedStates(of: pan).isEmpty)
        d.down(2, 200, 100, at: 0.03)
        #expect(d.reportedStates(of: pan) == ["began"])
    }

    @Test func ignoresAnyNewSlop() {
        let pan = InstantPanGestureRecognizer(name: "pan")
        pan.slop = 40
        let d = GestureTestHost.scenario(pan)
        d.down(1, 100, 100, at: 0)
        #expect(d.reportedStates(of: pan) == ["began"])
    }

    @Test func preventsATapOnTheSameTouchUnlessAllowed() {
        let pan = InstantPanGestureRecognizer(name: "pan")
        let tap = TapGestureRecognizer(name: "tap")
        let d = GestureTestHost.scenario(pan, tap)
        d.tap(1, 100, 100, at: 0)
        #expect(d.reportedStates(of: tap) == ["failed"])

        let pan2 = InstantPanGestureRecognizer(name: "pan2")
        let tap2 = TapGestureRecognizer(name: "tap2")
        pan2.allowSimultaneousRecognition(with: tap2)
        let d2 = GestureTestHost.scenario(pan2, tap2)
        d2.tap(1, 100, 100, at: 0)
        #expect(d2.reportedStates(of: tap2) == ["recognized"])
        #expect(d2.reportedStates(of: pan2) == ["began", "ended"])
    }
}
