// Why this file exists: the touch-down recognizer's specification as scenarios: it begins inside the
// touch-down's dispatch, ends at the first movement, lift or cancel, and neither prevents nor is
// prevented by any other recognizer.

import Grasp
import Testing

@Suite("Touch-down")
struct TouchDownGestureRecognizerTests {
    @Test func beginsInsideTheDispatchOfTheTouchDown() {
        let down = TouchDownGestureRecognizer(name: "down")
        var seen: [GestureRecognizerState] = []
        down.addHandler { seen.append($0.state) }
        let d = GestureTestHost.scenario(down)
        d.down(1, 100, 100, at: 0)
        #expect(seen == [.began])
        #expect(d.time(of: down, .began) == 0)
        #expect(down.landingLocation == Point(x: 100, y: 100))
    }

    @Test func endsAtTheFirstMovement() {
        let down = TouchDownGestureRecognizer(name: "down")
        let d = GestureTestHost.scenario(down)
        d.down(1, 100, 100, at: 0)
        d.move(1, 100.5, 100, at: 0.008)
        #expect(d.reportedStates(of: down) == ["began", "ended"])
        #expect(d.time(of: down, .ended) == 0.008)
        d.move(1, 150, 100, at: 0.1)
        d.up(1, 150, 100, at: 0.2)
        #expect(d.reportedStates(of: down) == ["began", "ended"])
    }

    @Test func endsAtLiftWithoutMovement() {
        let down = TouchDownGestureRecognizer(name: "down")
        let d = GestureTestHost.scenario(down)
        d.tap(1, 100, 100, at: 0, duration: 0.3)
        #expect(d.reportedStates(of: down) == ["began", "ended"])
        #expect(d.time(of: down, .ended) == 0.3)
    }

    @Test func isCancelledWithItsTouch() {
        let down = TouchDownGestureRecognizer(name: "down")
        let d = GestureTestHost.scenario(down)
        d.down(1, 100, 100, at: 0)
        d.cancel(1, 100, 100, at: 0.1)
        #expect(d.reportedStates(of: down) == ["began", "cancelled"])
    }

    @Test func allowableMovementToleratesJitter() {
        let down = TouchDownGestureRecognizer(name: "down")
        down.allowableMovement = 3
        let d = GestureTestHost.scenario(down)
        d.down(1, 100, 100, at: 0)
        d.move(1, 102, 101, at: 0.01)
        #expect(d.reportedStates(of: down) == ["began"])
        d.move(1, 104, 100, at: 0.02)
        #expect(d.reportedStates(of: down) == ["began", "ended"])
    }

    @Test func badAllowableMovementCountsAsZero() {
        let down = TouchDownGestureRecognizer(name: "down")
        down.allowableMovement = -5
        #expect(down.allowableMovement == 0)
        down.allowableMovement = .nan
        #expect(down.allowableMovement == 0)
    }

    @Test func beginsOncePerSequenceAndIgnoresLaterFingers() {
        let down = TouchDownGestureRecognizer(name: "down")
        let d = GestureTestHost.scenario(down)
        d.down(1, 100, 100, at: 0)
        d.down(2, 200, 100, at: 0.05)
        #expect(d.reportedStates(of: down) == ["began"])
        #expect(down.numberOfTouches == 1)
        d.up(2, 200, 100, at: 0.1)
        #expect(d.reportedStates(of: down) == ["began"])
        d.up(1, 100, 100, at: 0.2)
        #expect(d.reportedStates(of: down) == ["began", "ended"])
        // The next touch sequence begins it again.
        d.down(3, 100, 100, at: 0.5)
        #expect(d.reportedStates(of: down) == ["began", "ended", "began"])
    }

    @Test func runsOnTopOfAPanWithoutPreventingIt() {
        let down = TouchDownGestureRecognizer(name: "down")
        let pan = PanGestureRecognizer(name: "pan")
        let d = GestureTestHost.scenario(down, pan)
        d.drag(1, from: Point(x: 100, y: 100), to: Point(x: 100, y: 300), at: 0, duration: 0.2, steps: 24)
        #expect(d.reportedStates(of: down) == ["began", "ended"])
        #expect(d.summary(of: pan) == ["began", "changed", "ended"])
    }

    @Test func cannotBePreventedByAPanAlreadyInProgress() {
        // An instant pan begins at the same touch-down, resolved first (arena order), and still the
        // touch-down recognizer begins.
        let pan = InstantPanGestureRecognizer(name: "pan")
        let down = TouchDownGestureRecognizer(name: "down")
        let d = GestureTestHost.scenario(pan, down)
        d.down(1, 100, 100, at: 0)
        #expect(d.reportedStates(of: pan) == ["began"])
        #expect(d.reportedStates(of: down) == ["began"])
    }

    @Test func aTapStillRecognizesOverIt() {
        let down = TouchDownGestureRecognizer(name: "down")
        let tap = TapGestureRecognizer(name: "tap")
        let d = GestureTestHost.scenario(down, tap)
        d.tap(1, 100, 100, at: 0)
        #expect(d.reportedStates(of: down) == ["began", "ended"])
        #expect(d.reportedStates(of: tap) == ["recognized"])
    }

    @Test func doesNotCancelTheNodesTouches() {
        let down = TouchDownGestureRecognizer(name: "down")
        #expect(down.cancelsTouchesInView == false)
    }

    @Test func onlyFingersOnItsNodeBeginIt() {
        let down = TouchDownGestureRecognizer(name: "down")
        let d = GestureTestHost.scenario()
        let card = Node(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        d.rootNode.addChild(card)
        card.addGestureRecognizer(down)
        d.down(1, 300, 300, at: 0)
        #expect(d.reportedStates(of: down).isEmpty)
        d.up(1, 300, 300, at: 0.05)
        d.down(2, 50, 50, at: 0.2)
        #expect(d.reportedStates(of: down) == ["began"])
    }

    @Test func stopsAFlungCardTheMomentItIsTouchedThenAPanTakesOver() {
        // A card glides right at 1000 pt/s, moved on every tick. The finger lands on it at 0.1 s: the
        // touch-down handler stops it inside that event's dispatch, so no later tick moves it; the pan
        // then drags it from where it stopped.
        let d = GestureTestHost.scenario()
        let card = Node(name: "card", frame: Rect(x: 0, y: 300, width: 100, height: 100))
        d.rootNode.addChild(card)
        var velocity = 1000.0
        var lastTick = 0.0
        d.engine.addTickHandler { now in
            card.center.x += velocity * (now - lastTick)
            lastTick = now
        }
        let stop = TouchDownGestureRecognizer(name: "stop")
        stop.addHandler { if $0.state == .began { velocity = 0 } }
        let pan = PanGestureRecognizer(name: "pan")
        var start = card.center
        pan.addHandler { pan in
            if pan.state == .began { start = card.center }
            card.center = start + pan.translation(in: nil)
            pan.setTranslation(.zero, in: nil)
            start = card.center
        }
        card.addGestureRecognizer(stop)
        card.addGestureRecognizer(pan)
        d.advance(to: 0.1)
        let x = card.center.x
        #expect(abs(x - 150) < 1e-6)
        d.down(1, x, 350, at: 0.1)
        #expect(velocity == 0)
        d.advance(to: 0.3)
        #expect(card.center.x == x)
        let end = d.glide([(1, Point(x: x, y: 350), Point(x: x, y: 450))], from: 0.3, duration: 0.1, steps: 12)
        d.up(1, x, 450, at: end)
        #expect(d.summary(of: pan) == ["began", "changed", "ended"])
        #expect(abs(card.center.x - x) < 1e-9 && abs(card.center.y - 450) < 1e-9)
    }
}
