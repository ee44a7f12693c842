// Why this file exists: the moveme scenes' contract on synthesized traces. With the touch-down
// recognizer a square is selected in the touch-down's own dispatch (zero events later); with the
// 0.1 s long press, only when its timer fires 0.1 s later. The selection and the pan recognize
// together, a pan drags only a selected square, and lifting deselects with an animation that turns
// around from wherever the scale is.

import GraspTesting
import Grasp
import GraspMotion
import GraspScenes
import Testing

@Suite("MoveMe scenes")
struct MoveMeSceneTests {
    let viewport = Size(width: 1000, height: 700)
    let first = Point(x: 340, y: 350)   // the centre of square1
    let third = Point(x: 660, y: 350)   // the centre of square3

    @Test func threeSquaresInARow() {
        let scene = MoveMeScene(viewport: viewport)
        #expect(scene.reportedFrames().map(\.name) == ["square1", "square2", "square3"])
        #expect(scene.reportedFrames().map(\.frame.midX) == [340, 500, 660])
        #expect(scene.recognizers.map(\.name) == ["select1", "pan1", "select2", "pan2", "select3", "pan3"])
        #expect(scene.squares.allSatisfy { !$0.isSelected && $0.node.backgroundColor == $0.color })
        #expect(scene.squares[0].select is TouchDownGestureRecognizer)
        #expect(LongPressMoveMeScene(viewport: viewport).squares[0].select is LongPressGestureRecognizer)
        #expect(MoveMeScene.name == "moveme" && LongPressMoveMeScene.name == "moveme-longpress")
    }

    @Test func theTouchDownSelectsInTheTouchDownsOwnDispatch() throws {
        let driver = SceneTestHost(MoveMeScene(viewport: viewport))
        driver.load { $0.hold(at: first, duration: 0.5) }
        driver.playNextEvent()  // the touch-down, and nothing else: no tick, no later event
        let square = driver.scene.squares[0]
        #expect(square.isSelected)
        #expect(square.node.backgroundColor == .red)
        #expect(driver.first("select1", .began)?.time == 0)
        #expect(driver.first("select1", .began)?.values["selected"]?.number == 1)  // observed after the handler ran
        #expect(driver.first("pan1", .began)?.time == 0)  // the two recognize simultaneously
        #expect(!driver.scene.squares[1].isSelected && !driver.scene.squares[2].isSelected)
    }

    @Test func theLongPressSelectsOnlyAfterATenthOfASecond() throws {
        let driver = SceneTestHost(LongPressMoveMeScene(viewport: viewport))
        driver.load { $0.hold(at: first, duration: 0.5) }
        driver.playNextEvent()
        let square = driver.scene.squares[0]
        #expect(!square.isSelected)
        driver.tick(through: 0.1 - 1e-6)
        #expect(!square.isSelected)
        driver.tick(through: 0.1)
        #expect(square.isSelected)
        #expect(square.node.backgroundColor == .red)
        #expect(driver.first("select1", .began)?.time == SceneConstants.moveMeLongPressDuration)
        #expect(driver.summary(of: "pan1") == ["began"])  // still running alongside
    }

    @Test func aSelectedSquareGrowsToOnePointTwoAndShrinksBackOnLift() throws {
        let driver = SceneTestHost(MoveMeScene(viewport: viewport))
        driver.load { $0.hold(at: first, duration: 0.5) }
        driver.play(through: 0.4)
        #expect(driver.frame("square1") == Rect(x: 280, y: 290, width: 120, height: 120))
        #expect(driver.stops == [0.25])  // the grow animation reached its end on the frame at 0.25 s
        driver.finish()
        #expect(driver.summary(of: "select1") == ["began", "ended"])
        #expect(!driver.scene.squares[0].isSelected)
        #expect(driver.scene.squares[0].node.backgroundColor == .blue)
        #expect(driver.frame("square1") == Rect(x: 290, y: 300, width: 100, height: 100))
        #expect(driver.stops.count == 2)
    }

    @Test func liftingMidwayTurnsTheAnimationAroundWithoutAJump() throws {
        let driver = SceneTestHost(MoveMeScene(viewport: viewport))
        driver.load { $0.hold(at: first, duration: 0.1037) }
        let scale = driver.scene.squares[0].scale
        let liftTime = 0.1037
        let atLift = 1 + 0.2 * TimingCurve.easeOut.progress(at: liftTime / 0.25)
        driver.playNextEvent()  // the touch-down
        driver.playNextEvent()  // the frames until the lift, then the lift
        #expect(!driver.scene.squares[0].isSelected)
        #expect(abs(scale.value - atLift) < 1e-9, "the scale at the lift is the one the animation had then")
        #expect(scale.isReversed && scale.isRunning)
        driver.tick(through: liftTime + 1.0 / 120)
        #expect(scale.value < atLift)  // on its way back down
        driver.finish()
        #expect(scale.value == 1)
    }

    @Test func thePanDragsTheSelectedSquare() throws {
        let driver = SceneTestHost(MoveMeScene(viewport: viewport))
        driver.load { $0.drag(from: first, to: first + Point(x: 100, y: 150), duration: 0.3, holdBeforeLift: 0.1) }
        driver.finish()
        #expect(driver.summary(of: "pan1") == ["began", "changed", "ended"])
        #expect(driver.scene.squares[0].node.center == Point(x: 440, y: 500))
        #expect(driver.frame("square1") == Rect(x: 390, y: 450, width: 100, height: 100))
        #expect(driver.scene.squares[1].node.center == Point(x: 500, y: 350))
    }

    @Test func twoFingersSelectAndDragTwoSquares() throws {
        let driver = SceneTestHost(MoveMeScene(viewport: viewport))
        driver.load { $0.drag(from: [first, third], to: [first + Point(x: 0, y: 200), third + Point(x: 0, y: -200)], duration: 0.3, holdBeforeLift: 0.1) }
        driver.playNextEvent()
        #expect(driver.scene.squares.map(\.isSelected) == [true, false, true])
        driver.finish()
        #expect(driver.scene.squares[0].node.center == Point(x: 340, y: 550))
        #expect(driver.scene.squares[2].node.center == Point(x: 660, y: 150))
        #expect(driver.scene.squares.allSatisfy { !$0.isSelected })
    }

    @Test func withTheLongPressAQuickDragNeverSelectsAndMovesNothing() throws {
        let driver = SceneTestHost(LongPressMoveMeScene(viewport: viewport))
        driver.load { $0.drag(from: first, to: first + Point(x: 200, y: 0), duration: 0.2, holdBeforeLift: 0.1) }
        driver.finish()
        #expect(driver.summary(of: "select1") == ["failed"])
        #expect(driver.summary(of: "pan1") == ["began", "changed", "ended"])
        #expect(driver.scene.squares[0].node.center == first)
    }

    @Test func withTheLongPressAHoldThenDragMovesTheSquareByTheMovementAfterTheSelection() throws {
        let driver = SceneTestHost(LongPressMoveMeScene(viewport: viewport))
        driver.load { s in
            // Rest 0.2 s (selected at 0.1 s), then drag 150 pt down without lifting.
            s.press(at: [first], duration: 0.2)
        }
        driver.play(through: 0.15)
        #expect(driver.scene.squares[0].isSelected)
        // The same finger keeps going: build the rest by hand.
        driver.discardQueuedEvents()
        var builder = TouchEventBuilder()
        _ = builder.event(at: 0, samples: [TouchSample(id: TouchID(1), phase: .began, location: first)])
        for step in 1...10 {
            let t = 0.2 + Double(step) * 0.02
            let event = builder.event(at: t, samples: [TouchSample(id: TouchID(1), phase: .moved, location: first + Point(x: 0, y: 15 * Double(step)))])!
            driver.tick(before: t)
            driver.scene.engine.handle(event)
        }
        let lift = builder.event(at: 0.45, samples: [TouchSample(id: TouchID(1), phase: .ended, location: first + Point(x: 0, y: 150))])!
        driver.tick(before: 0.45)
        driver.scene.engine.handle(lift)
        #expect(driver.scene.squares[0].node.center == first + Point(x: 0, y: 150))
        #expect(!driver.scene.squares[0].isSelected)
        #expect(driver.summary(of: "select1") == ["began", "changed", "ended"])
    }
}
