// Why this file exists: the catch is the reason the flick scenes exist. A finger that lands on a
// moving box must stop it in the touch-down's own dispatch, at the position the animation gives it
// at the touch's timestamp: not the last frame's position, not a frame later, and the next drag
// continues from there. Checked on synthesized traces and on the recorded flick-then-catch trace.

import GraspTesting
import Grasp
import GraspMotion
import GraspScenes
import GraspTrace
import Testing

@Suite("Catching the flicked box")
struct FlickCatchTests {
    let viewport = Size(width: 1000, height: 700)

    /// A fast throw to the right, then a second finger that lands `gap` seconds after the lift and
    /// drags 100 pt to the left.
    func throwAndCatch(_ synthesizer: inout TraceSynthesizer, gap: Double = 0.1) {
        synthesizer.drag(from: Point(x: 60, y: 350), to: Point(x: 360, y: 350), duration: 0.15)
        synthesizer.drag(from: Point(x: 600, y: 350), to: Point(x: 500, y: 350), duration: 0.2, holdBeforeLift: 0.1, after: gap)
    }

    @Test func theTouchDownStopsTheBoxWhereTheAnimationHasItAtTheTouchTime() throws {
        let driver = SceneTestHost(FlickScene(viewport: viewport))
        driver.load { throwAndCatch(&$0, gap: 0.1037) }  // the touch lands between two frames
        let touchDown = try #require(driver.play(untilTouchDownOf: 2))
        #expect(driver.scene.isMoving)
        let expected = driver.scene.position.state(at: touchDown).value
        let lastFrame = driver.scene.box.center.x
        #expect(abs(expected - lastFrame) > 1, "the box moved since the last frame")

        driver.playNextEvent()  // the touch-down, alone
        // Reported in the touch-down's own dispatch, before any tick: the exact value.
        let began = try #require(driver.last("touchDown", .began))
        #expect(began.time == touchDown)
        #expect(began.values["position"]?.number == expected)
        #expect(driver.scene.boxPosition == expected)
        #expect(driver.scene.box.center.x == expected)
        #expect(!driver.scene.isMoving)
        #expect(driver.stops == [touchDown])

        // The drag continues from there: no jump back to the last frame, none forward.
        driver.finish()
        #expect(driver.summary(of: "pan") == ["began", "changed", "ended", "began", "changed", "ended"])
        #expect(abs(driver.scene.boxPosition - (expected - 100)) < 1e-9)
        #expect(driver.frame("box")?.midX == driver.scene.boxPosition)
    }

    @Test func aTouchThatDoesNotMoveLeavesTheBoxWhereItWasCaught() throws {
        let driver = SceneTestHost(FlickScene(viewport: viewport))
        driver.load { s in
            s.drag(from: Point(x: 60, y: 350), to: Point(x: 360, y: 350), duration: 0.15)
            s.hold(at: Point(x: 800, y: 500), duration: 0.4, after: 0.05)
        }
        let touchDown = try #require(driver.play(untilTouchDownOf: 2))
        let expected = driver.scene.position.state(at: touchDown).value
        driver.finish()
        #expect(driver.scene.boxPosition == expected)
        #expect(driver.stops == [touchDown])
        #expect(driver.summary(of: "touchDown") == ["began", "ended", "began", "ended"])
    }

    @Test func theRecordedFlickThenCatch() throws {
        let driver = SceneTestHost(FlickScene(viewport: viewport), trace: try sharedTrace("flick-then-catch"))
        let touchDown = try #require(driver.play(untilTouchDownOf: 2))
        #expect(driver.summary(of: "pan") == ["began", "changed", "ended"])
        #expect(driver.scene.isMoving)
        // The flick carried the box 515 pt, then released it at about 1500 pt/s.
        let velocity = try #require(driver.last("pan", .ended)?.values["velocity"]?.point?.x)
        #expect(abs(velocity - 1500) < 75)
        let expected = driver.scene.position.state(at: touchDown).value
        #expect(expected > 565 && expected < 950)
        driver.playNextEvent()
        #expect(driver.last("touchDown", .began)?.values["position"]?.number == expected)
        #expect(driver.scene.boxPosition == expected)
        #expect(driver.stops == [touchDown])
        // The catching finger holds still, then lifts: the box stays where it was caught.
        driver.finish()
        #expect(driver.scene.boxPosition == expected)
        #expect(driver.frame("box") == Rect(x: expected - 50, y: 300, width: 100, height: 100))
        #expect(driver.stops == [touchDown])
    }

    @Test func theLinearRunIsCaughtTheSameWay() throws {
        let driver = SceneTestHost(LinearFlickScene(viewport: viewport))
        driver.load { throwAndCatch(&$0, gap: 0.5021) }
        let touchDown = try #require(driver.play(untilTouchDownOf: 2))
        let release = 0.15
        // Linear: the position is a straight line between the release and the edge.
        let expected = driver.scene.position.state(at: touchDown).value
        #expect(abs(expected - (350 + (950 - 350) * (touchDown - release) / 1.5)) < 1e-9)
        driver.playNextEvent()
        #expect(driver.last("touchDown", .began)?.values["position"]?.number == expected)
        #expect(driver.scene.boxPosition == expected)
        #expect(!driver.scene.isMoving)
        #expect(driver.stops == [touchDown])
        // The second drag ends with a new run, which reaches the edge 1.5 s after its release.
        driver.finish()
        #expect(driver.scene.boxPosition == 950)
        #expect(driver.stops.count == 2)
    }
}
