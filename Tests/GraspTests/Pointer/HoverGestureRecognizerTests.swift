// Why this file exists: the hover recognizer's specification as scenarios: a pointer's path through
// nested nodes and a transformed node, in and out, the pointer going down or away, the kinds it takes,
// and hover standing apart from the touch arena.

import Grasp
import Testing

@Suite("Hover")
struct HoverGestureRecognizerTests {
    /// root (400×800) > card (100, 100, 200×200) > button (50, 50 in the card, 50×50).
    struct Scene {
        let d = GestureTestHost.pointer()
        let card = Node(name: "card", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let button = Node(name: "button", frame: Rect(x: 50, y: 50, width: 50, height: 50))
        let cardHover = HoverGestureRecognizer(name: "cardHover")
        let buttonHover = HoverGestureRecognizer(name: "buttonHover")
        init() {
            d.rootNode.addChild(card)
            card.addChild(button)
            card.addGestureRecognizer(cardHover)
            button.addGestureRecognizer(buttonHover)
        }
    }

    @Test func entersMovesAndLeavesThroughNestedNodes() {
        let s = Scene()
        var buttonLocations: [Point] = []
        s.buttonHover.addHandler { buttonLocations.append($0.location(in: s.button)) }
        s.d.send(hoverEvent(1, .entered, 20, 20, at: 0))            // over the root only
        #expect(s.d.reportedLog.isEmpty)
        s.d.send(hoverEvent(1, .moved, 120, 120, at: 0.1))          // the card
        #expect(s.d.reportedLog == ["cardHover: began"])
        s.d.send(hoverEvent(1, .moved, 160, 160, at: 0.2))          // the button, inside the card
        #expect(s.d.reportedLog == ["cardHover: began", "buttonHover: began", "cardHover: changed"])
        s.d.send(hoverEvent(1, .moved, 170, 165, at: 0.3))
        s.d.send(hoverEvent(1, .moved, 130, 130, at: 0.4))          // back to the card: the button's hover ends
        s.d.send(hoverEvent(1, .moved, 350, 350, at: 0.5))          // out of the card
        #expect(s.d.reportedStates("buttonHover") == ["began", "changed", "ended"])
        #expect(s.d.reportedStates("cardHover") == ["began", "changed", "changed", "changed", "ended"])
        #expect(buttonLocations == [Point(x: 10, y: 10), Point(x: 20, y: 15), Point(x: 20, y: 15)])
        #expect(s.buttonHover.state == .possible && s.cardHover.state == .possible)
    }

    @Test func leavingTheWindowEndsEveryHover() {
        let s = Scene()
        s.d.send(hoverEvent(1, .moved, 160, 160, at: 0))
        s.d.send(hoverEvent(1, .exited, 160, 160, at: 0.1))
        #expect(s.d.reportedStates("buttonHover") == ["began", "ended"])
        #expect(s.d.reportedStates("cardHover") == ["began", "ended"])
        #expect(s.buttonHover.hoveringPointer == nil)
    }

    @Test func losingThePointerCancelsEveryHover() {
        let s = Scene()
        s.d.send(hoverEvent(1, .moved, 160, 160, at: 0))
        s.d.send(hoverEvent(1, .cancelled, 0, 0, at: 0.1))
        #expect(s.d.reportedStates("buttonHover") == ["began", "cancelled"])
        #expect(s.d.reportedStates("cardHover") == ["began", "cancelled"])
    }

    @Test func goingDownEndsTheHoverAndTheTouchGoesOn() {
        let s = Scene()
        let tap = TapGestureRecognizer(name: "tap")
        s.button.addGestureRecognizer(tap)
        s.d.send(hoverEvent(1, .moved, 160, 160, at: 0, kind: .mouse))
        s.d.tap(finger: 1, at: Point(x: 160, y: 160), time: 0.1, kind: .mouse)
        #expect(s.d.reportedLog == [
            "buttonHover: began", "cardHover: began",
            "buttonHover: ended", "cardHover: ended", "tap: recognized",
        ])
        // Hovering again after the click begins again.
        s.d.send(hoverEvent(1, .moved, 161, 160, at: 0.2, kind: .mouse))
        #expect(s.d.reportedStates("buttonHover") == ["began", "ended", "began"])
    }

    @Test func aPenGoingDownWithAnotherNumberEndsItsHoverAFingerDoesNot() {
        let s = Scene()
        s.d.send(hoverEvent(7, .moved, 160, 160, at: 0, kind: .pencil))
        s.d.touchDown(finger: 1, at: Point(x: 10, y: 10), time: 0.1)               // a finger elsewhere
        #expect(s.d.reportedStates("buttonHover") == ["began"])
        s.d.touchDown(finger: 8, at: Point(x: 160, y: 160), time: 0.2, kind: .pencil)
        #expect(s.d.reportedStates("buttonHover") == ["began", "ended"])
    }

    @Test func hitTestingFollowsATransform() {
        let d = GestureTestHost.pointer()
        // A 100×20 bar centred at (200, 200), turned a quarter turn: it covers x 190…210, y 150…250.
        let bar = Node(name: "bar", frame: Rect(x: 150, y: 190, width: 100, height: 20))
        bar.transform = AffineTransform(rotationAngle: .pi / 2)
        d.rootNode.addChild(bar)
        let hover = HoverGestureRecognizer(name: "hover")
        bar.addGestureRecognizer(hover)
        var local: Point?
        hover.addHandler { local = $0.location(in: bar) }
        d.send(hoverEvent(1, .moved, 240, 200, at: 0))            // inside the untransformed frame only
        #expect(d.reportedLog.isEmpty)
        d.send(hoverEvent(1, .moved, 200, 240, at: 0.1))          // inside the turned bar
        #expect(d.reportedStates("hover") == ["began"])
        #expect(abs(local!.x - 90) < 1e-9 && abs(local!.y - 10) < 1e-9)
        #expect(abs(hover.location(in: nil).y - 240) < 1e-9)
        d.send(hoverEvent(1, .moved, 240, 200, at: 0.2))
        #expect(d.reportedStates("hover") == ["began", "ended"])
    }

    @Test func takesOnlyTheKindsItAllows() {
        let s = Scene()
        s.buttonHover.allowedTouchTypes = [.pencil]
        s.d.send(hoverEvent(1, .moved, 160, 160, at: 0, kind: .mouse))
        #expect(s.d.reportedStates("buttonHover").isEmpty)
        #expect(s.d.reportedStates("cardHover") == ["began"])
        s.d.send(hoverEvent(2, .moved, 160, 160, at: 0.1, kind: .pencil, zOffset: 0.25))
        #expect(s.d.reportedStates("buttonHover") == ["began"])
        #expect(s.buttonHover.zOffset == 0.25 && s.buttonHover.hoveringPointer == TouchID(2))
        // The card follows the mouse, not the pen too.
        #expect(s.d.reportedStates("cardHover") == ["began"])
    }

    @Test func takesNoPartInTheTouchArena() {
        let s = Scene()
        let pan = PanGestureRecognizer(name: "pan")
        s.card.addGestureRecognizer(pan)
        s.d.send(hoverEvent(1, .moved, 160, 160, at: 0, kind: .pencil))
        // A finger drags over the hovered card: the pan runs, the hovers go on, nothing binds to them.
        s.d.touchDown(finger: 2, at: Point(x: 150, y: 150), time: 0.1)
        #expect(!s.d.engine.activeRecognizers.contains { $0 === s.cardHover })
        s.d.touchMove(finger: 2, to: Point(x: 200, y: 150), time: 0.2)
        s.d.send(hoverEvent(1, .moved, 161, 160, at: 0.25, kind: .pencil))
        s.d.touchMove(finger: 2, to: Point(x: 220, y: 150), time: 0.3)
        s.d.touchUp(finger: 2, at: Point(x: 220, y: 150), time: 0.4)
        #expect(s.d.reportedSummary("pan") == ["began", "changed", "ended"])
        #expect(s.d.reportedStates("cardHover") == ["began", "changed"])
        #expect(s.cardHover.state == .changed)
    }

    @Test func handlersReadTheModifierKeys() {
        let s = Scene()
        var keys: [ModifierFlags] = []
        s.cardHover.addHandler { keys.append($0.modifierFlags) }
        s.d.send(hoverEvent(1, .moved, 120, 120, at: 0, modifiers: .shift))
        s.d.send(hoverEvent(1, .moved, 121, 120, at: 0.1, modifiers: [.shift, .option]))
        #expect(keys == [.shift, [.shift, .option]])
    }

    @Test func disablingOrRemovingEndsTheHover() {
        let s = Scene()
        s.d.send(hoverEvent(1, .moved, 160, 160, at: 0))
        s.buttonHover.isEnabled = false
        s.d.send(hoverEvent(1, .moved, 161, 160, at: 0.1))
        #expect(s.d.reportedStates("buttonHover") == ["began", "cancelled"])
        s.card.removeGestureRecognizer(s.cardHover)
        #expect(s.d.reportedStates("cardHover") == ["began", "changed"])
        s.d.advance(by: 0)
        #expect(s.d.reportedStates("cardHover") == ["began", "changed", "cancelled"])
        #expect(s.cardHover.state == .possible)
        s.d.send(hoverEvent(1, .moved, 162, 160, at: 0.2))
        #expect(s.d.reportedStates("cardHover") == ["began", "changed", "cancelled"])
    }

    @Test func aNodeLeavingTheTreeCancelsItsHovers() {
        let s = Scene()
        s.d.send(hoverEvent(1, .moved, 160, 160, at: 0))
        s.card.removeFromParent()
        #expect(s.d.reportedStates("buttonHover") == ["began"] && s.d.reportedStates("cardHover") == ["began"])
        s.d.advance(by: 0)
        #expect(s.d.reportedStates("buttonHover") == ["began", "cancelled"])
        #expect(s.d.reportedStates("cardHover") == ["began", "cancelled"])
        s.d.send(hoverEvent(1, .moved, 161, 160, at: 0.1))
        #expect(s.d.reportedStates("cardHover") == ["began", "cancelled"])
    }

    @Test func aNonFiniteLocationIsIgnored() {
        let s = Scene()
        s.d.send(hoverEvent(1, .moved, 160, 160, at: 0))
        s.d.send(hoverEvent(1, .moved, .nan, 160, at: 0.1))
        #expect(s.d.reportedStates("buttonHover") == ["began"])
    }
}
