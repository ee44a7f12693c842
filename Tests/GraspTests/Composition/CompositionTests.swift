// Why this file exists: each composition as a scenario: simultaneous lets all run; exclusive gives the
// first priority and makes the rest wait for it to fail; race lets the first to begin win; sequenced
// gates the second until the first recognizes, then hands it the touches still down (long press, then
// drag). Nesting and re-applying are covered too.

@testable import Grasp
@testable import GraspCore
import Testing

@Suite("Composition")
struct CompositionTests {
    @Test func simultaneousLetsAPanAndAPinchRunTogether() {
        let pan = PanGestureRecognizer(name: "pan")
        let pinch = PinchGestureRecognizer(name: "pinch")
        let d = GestureTestHost.scenario()
        d.rootNode.addGesture(.simultaneous(pan, pinch))
        d.send(at: 0, [d.sample(1, .began, 100, 300), d.sample(2, .began, 100, 400)])
        d.glide([(1, Point(x: 100, y: 300), Point(x: 150, y: 200)), (2, Point(x: 100, y: 400), Point(x: 150, y: 500))],
                from: 0, duration: 0.2, steps: 24)
        #expect(d.summary(of: pan).first == "began")
        #expect(d.summary(of: pinch).first == "began")
    }

    @Test func withoutCompositionOnlyOneOfThemRuns() {
        let pan = PanGestureRecognizer(name: "pan")
        let pinch = PinchGestureRecognizer(name: "pinch")
        let d = GestureTestHost.scenario(pan, pinch)
        d.send(at: 0, [d.sample(1, .began, 100, 300), d.sample(2, .began, 100, 400)])
        d.glide([(1, Point(x: 100, y: 300), Point(x: 150, y: 200)), (2, Point(x: 100, y: 400), Point(x: 150, y: 500))],
                from: 0, duration: 0.2, steps: 24)
        // The spreading fingers cross the pinch's threshold first; the pan is prevented.
        #expect(d.summary(of: pinch).first == "began")
        #expect(d.summary(of: pan) == ["failed"])
    }

    @Test func exclusiveMakesTheSingleTapWaitForTheDoubleTap() {
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer(name: "single")
        let d = GestureTestHost.scenario()
        d.rootNode.addGesture(double.exclusively(before: single))
        d.tap(1, 100, 100, at: 0)
        #expect(d.reportedStates(of: single).isEmpty)
        d.advance(to: 1)
        #expect(d.reportedStates(of: single) == ["recognized"])
        #expect(abs(d.time(of: single, .ended)! - 0.4) < 1e-9)
        d.tap(2, 100, 100, at: 2)
        d.tap(3, 100, 100, at: 2.2)
        #expect(d.reportedStates(of: double) == ["failed", "recognized"])
        #expect(d.reportedStates(of: single) == ["recognized", "failed"])
    }

    @Test func exclusiveOfThreeWaitsForEveryEarlierPart() {
        let a = TapGestureRecognizer(name: "triple")
        a.numberOfTapsRequired = 3
        let b = TapGestureRecognizer(name: "double")
        b.numberOfTapsRequired = 2
        let c = TapGestureRecognizer(name: "single")
        ComposedGesture.exclusive(a, b, c).applyRelationships()
        #expect(b.requiresToFail(a))
        #expect(c.requiresToFail(a) && c.requiresToFail(b))
        #expect(!a.requiresToFail(b))
        let d = GestureTestHost.scenario(a, b, c)
        d.tap(1, 100, 100, at: 0)
        d.tap(2, 100, 100, at: 0.2)
        d.advance(to: 1.5)
        #expect(d.reportedStates(of: b) == ["recognized"])
        #expect(d.reportedStates(of: c) == ["failed"])
    }

    @Test func raceLetsTheFirstToBeginWin() {
        let press = LongPressGestureRecognizer(name: "press")
        let pan = PanGestureRecognizer(name: "pan")
        press.allowSimultaneousRecognition(with: pan)  // undone by the race
        let d = GestureTestHost.scenario()
        d.rootNode.addGesture(.race(press, pan))
        d.drag(1, from: Point(x: 100, y: 100), to: Point(x: 100, y: 300), at: 0, duration: 0.2, steps: 24)
        #expect(d.summary(of: pan) == ["began", "changed", "ended"])
        #expect(d.reportedStates(of: press) == ["failed"])

        d.down(2, 100, 100, at: 1)
        d.advance(to: 1.6)
        d.drag(2, from: Point(x: 100, y: 100), to: Point(x: 100, y: 300), at: 1.6, duration: 0.2, steps: 24)
        #expect(d.summary(of: press) == ["failed", "began", "changed", "ended"])
        #expect(d.summary(of: pan) == ["began", "changed", "ended", "failed"])
    }

    @Test func raceOnTheSameSampleGoesToTheOneFurthestPastItsThreshold() {
        // A swipe (50 pt) and a ranged pan (activation at 20 pt) both cross on the first sample of a fast
        // flick; the pan is further past its own threshold and wins, whatever their order.
        let swipe = SwipeGestureRecognizer(name: "swipe")
        let pan = RangedPanGestureRecognizer(name: "pan")
        pan.activationRangeX = -20...20
        let d = GestureTestHost.scenario()
        d.rootNode.addGesture(.race(swipe, pan))
        d.down(1, 100, 100, at: 0)
        d.move(1, 160, 100, at: 0.016)
        #expect(d.reportedStates(of: pan) == ["began"])
        #expect(d.reportedStates(of: swipe) == ["failed"])
    }

    @Test func aRaceWinnerNeverRunsBesideARivalOnItsTouches() {
        // RNGH's race cancels rivals already in progress when one becomes active. Here no rival can be
        // in progress beside the winner on the winner's touches: prevention failed the possible ones
        // when it began, and a rival in progress would have stopped it from beginning.
        let pan = PanGestureRecognizer(name: "pan")
        let pinch = PinchGestureRecognizer(name: "pinch")
        let d = GestureTestHost.scenario()
        d.rootNode.addGesture(.race(pan, pinch))
        d.down(1, 100, 300, at: 0)
        d.glide([(1, Point(x: 100, y: 300), Point(x: 100, y: 200))], from: 0, duration: 0.1, steps: 12)
        #expect(d.reportedStates(of: pan).first == "began")
        #expect(d.reportedStates(of: pinch) == ["failed"])
        d.down(2, 100, 500, at: 0.11)
        d.glide([(1, Point(x: 100, y: 200), Point(x: 100, y: 100)), (2, Point(x: 100, y: 500), Point(x: 100, y: 600))],
                from: 0.11, duration: 0.1, steps: 12)
        #expect(d.reportedStates(of: pinch) == ["failed"])
        #expect(!d.reportedStates(of: pan).contains("cancelled"))
    }

    @Test func aRaceLeavesARivalOnOtherFingersRunning() {
        // Race members on separate nodes, touched by separate fingers, run side by side: a race decides
        // between gestures on the same touches and never cancels what another finger is doing.
        let d = GestureTestHost.scenario()
        let left = Node(name: "left", frame: Rect(x: 0, y: 0, width: 200, height: 800))
        let right = Node(name: "right", frame: Rect(x: 200, y: 0, width: 200, height: 800))
        d.rootNode.addChild(left)
        d.rootNode.addChild(right)
        let a = PanGestureRecognizer(name: "a")
        let b = PanGestureRecognizer(name: "b")
        left.addGestureRecognizer(a)
        right.addGestureRecognizer(b)
        ComposedGesture.race(a, b).applyRelationships()
        d.down(1, 100, 300, at: 0)
        d.glide([(1, Point(x: 100, y: 300), Point(x: 100, y: 200))], from: 0, duration: 0.1, steps: 12)
        d.down(2, 300, 300, at: 0.11)
        d.glide([(1, Point(x: 100, y: 200), Point(x: 100, y: 100)), (2, Point(x: 300, y: 300), Point(x: 300, y: 200))],
                from: 0.11, duration: 0.1, steps: 12)
        #expect(d.summary(of: a) == ["began", "changed"])
        #expect(d.summary(of: b) == ["began", "changed"])
    }

    @Test func sequencedHandsTheTouchToTheDragWhenTheLongPressBegins() {
        let press = LongPressGestureRecognizer(name: "press")
        let drag = PanGestureRecognizer(name: "drag")
        var dragStart: Point?
        drag.addHandler { if $0.state == .began { dragStart = $0.translation(in: nil) } }
        let d = GestureTestHost.scenario()
        d.rootNode.addGesture(press.sequenced(before: drag))
        d.down(1, 100, 100, at: 0)
        #expect(drag.numberOfTouches == 0)
        d.advance(to: 0.5)
        #expect(d.reportedStates(of: press) == ["began"])
        #expect(drag.numberOfTouches == 1)
        d.glide([(1, Point(x: 100, y: 100), Point(x: 100, y: 200))], from: 0.5, duration: 0.2, steps: 24)
        d.up(1, 100, 200, at: 0.8)
        #expect(d.summary(of: press) == ["began", "changed", "ended"])
        #expect(d.summary(of: drag) == ["began", "changed", "ended"])
        // The drag's translation counts from the hand-over, where the finger rested.
        #expect(dragStart!.y >= 10 && dragStart!.y < 15)
    }

    @Test func sequencedDragDoesNothingWithoutTheLongPress() {
        let press = LongPressGestureRecognizer(name: "press")
        let drag = PanGestureRecognizer(name: "drag")
        let d = GestureTestHost.scenario()
        d.rootNode.addGesture(press.sequenced(before: drag))
        d.drag(1, from: Point(x: 100, y: 100), to: Point(x: 100, y: 300), at: 0, duration: 0.2, steps: 24)
        #expect(d.reportedStates(of: press) == ["failed"])
        #expect(d.reportedStates(of: drag).isEmpty)
        // The gate is closed again for the next touch.
        d.down(2, 100, 100, at: 1)
        #expect(drag.numberOfTouches == 0)
    }

    @Test func theGateClosesWhenTheSequenceEnds() {
        let press = LongPressGestureRecognizer(name: "press")
        let drag = InstantPanGestureRecognizer(name: "drag")
        let d = GestureTestHost.scenario()
        d.rootNode.addGesture(press.sequenced(before: drag))
        d.down(1, 100, 100, at: 0)
        d.advance(to: 0.5)
        #expect(d.reportedStates(of: drag) == ["began"])
        d.up(1, 100, 100, at: 0.6)
        d.down(2, 100, 100, at: 1)
        #expect(d.reportedStates(of: drag) == ["began", "ended"])
        #expect(drag.numberOfTouches == 0)
    }

    @Test func aTapSequencedBeforeADragGivesItTheNextTouchDown() {
        let tap = TapGestureRecognizer(name: "tap")
        let drag = PanGestureRecognizer(name: "drag")
        let d = GestureTestHost.scenario()
        d.rootNode.addGesture(.sequenced(tap, drag))
        d.tap(1, 100, 100, at: 0)
        #expect(d.reportedStates(of: tap) == ["recognized"])
        d.drag(2, from: Point(x: 100, y: 100), to: Point(x: 100, y: 300), at: 0.2, duration: 0.2, steps: 24)
        #expect(d.summary(of: drag) == ["began", "changed", "ended"])
        // Too late after the tap: the gate is shut.
        d.tap(3, 100, 100, at: 2)
        d.drag(4, from: Point(x: 100, y: 100), to: Point(x: 100, y: 300), at: 3, duration: 0.2, steps: 24)
        #expect(d.summary(of: drag) == ["began", "changed", "ended"])
        #expect(d.time(of: drag, .ended)! < 1)
    }

    @Test func nestedCompositionsRelateTheirLeaves() {
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer(name: "single")
        let pinch = PinchGestureRecognizer(name: "pinch")
        let composed = ComposedGesture.simultaneous(double.exclusively(before: single), pinch)
        #expect(composed.kind == .simultaneous)
        #expect(composed.parts.map { $0.kind } == [.exclusive, .single])
        #expect(composed.recognizers.map { $0.name } == ["double", "single", "pinch"])
        composed.applyRelationships()
        composed.applyRelationships()
        #expect(single.requiresToFail(double))
        #expect(double.recognizesSimultaneously(with: pinch) && single.recognizesSimultaneously(with: pinch))
        #expect(!double.recognizesSimultaneously(with: single))
        #expect(single.failureRequirements.count == 1)
        #expect(double.simultaneousPartners.count == 1)
    }

    @Test func addGestureLeavesRecognizersAttachedElsewhereWhereTheyAre() {
        let d = GestureTestHost.scenario()
        let row = Node(name: "row", frame: Rect(x: 0, y: 0, width: 400, height: 80))
        d.rootNode.addChild(row)
        let listPan = PanGestureRecognizer(name: "list")
        d.rootNode.addGestureRecognizer(listPan)
        let rowPan = AxisLockedPanGestureRecognizer(axis: .horizontal, name: "row")
        row.addGesture(rowPan.exclusively(before: listPan))
        #expect(listPan.node === d.rootNode)
        #expect(rowPan.node === row)
        #expect(listPan.requiresToFail(rowPan))
    }

    @Test func aSequenceOfOneAndEmptyCompositionsDoNothing() {
        let tap = TapGestureRecognizer(name: "tap")
        ComposedGesture.sequenced(tap).applyRelationships()
        ComposedGesture.race().applyRelationships()
        #expect(tap.sequenceLinks.isEmpty)
        #expect(ComposedGesture.race().recognizers.isEmpty)
    }

    @Test func aRecognizerComposedWithItselfGainsNoRelationship() {
        let tap = TapGestureRecognizer(name: "tap")
        ComposedGesture.simultaneous(tap, tap).applyRelationships()
        ComposedGesture.exclusive(tap, tap).applyRelationships()
        ComposedGesture.sequenced(tap, tap).applyRelationships()
        #expect(tap.simultaneousPartners.isEmpty)
        #expect(tap.failureRequirements.isEmpty)
        #expect(tap.sequenceLinks.isEmpty)
        #expect(ComposedGesture.race(tap, tap).recognizers.count == 1)
    }

    @Test func aCancelledLeaderCancelsTheSequenceWithItsTouches() {
        let press = LongPressGestureRecognizer(name: "press")
        let drag = InstantPanGestureRecognizer(name: "drag")
        let d = GestureTestHost.scenario()
        d.rootNode.addGesture(press.sequenced(before: drag))
        d.down(1, 100, 100, at: 0)
        d.advance(to: 0.6)
        d.cancel(1, 100, 100, at: 0.7)
        #expect(d.reportedStates(of: press) == ["began", "cancelled"])
        #expect(d.reportedStates(of: drag) == ["began", "cancelled"])
    }
}
