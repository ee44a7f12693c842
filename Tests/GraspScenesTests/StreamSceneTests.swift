// Why this file exists: the stream scene's contract on synthesized traces and the recorded two-finger
// swipe: the stream moves at its speed; one finger stops it in the touch-down's own dispatch at the
// exact offset of that instant and moves it by hand; lifting resumes the motion; two-finger swipes
// step the speed (faster, slower, reversed) without ever delaying the pause.

import GraspTesting
import Grasp
import GraspScenes
import GraspTrace
import Testing

@Suite("Stream scene")
struct StreamSceneTests {
    let viewport = Size(width: 1000, height: 700)
    let onStrip = Point(x: 500, y: 350)

    @Test func theStreamMovesLeftAtItsInitialSpeed() {
        let driver = SceneTestHost(StreamScene(viewport: viewport))
        #expect(driver.scene.speed == -100)
        #expect(driver.scene.reportedFrames().map(\.name) == ["strip"] + (0..<8).map { "photo\($0)" })
        #expect(driver.frame("photo1") == Rect(x: 180, y: 270, width: 160, height: 160))
        driver.tick(through: 1)
        #expect(driver.scene.streamOffset == -100)
        #expect(driver.frame("photo1")?.minX == 80)
        // photo0 went off the left edge by more than a photo and wrapped to the end of the stream.
        driver.tick(through: 2.5)
        #expect(abs(driver.frame("photo0")!.minX - (1440 - 250)) < 1e-9)
        #expect(driver.stops.isEmpty)
    }

    @Test func oneFingerPausesAtOnceMovesByHandAndLiftingResumes() throws {
        let driver = SceneTestHost(StreamScene(viewport: viewport))
        driver.load { s in
            s.wait(0.5037)
            s.drag(from: onStrip, to: onStrip + Point(x: 120, y: 30), duration: 0.3, holdBeforeLift: 0.2)
        }
        let touchDown = try #require(driver.play(untilTouchDownOf: 1))
        driver.playNextEvent()
        // Paused in the touch-down's own dispatch, at the exact offset of that instant.
        #expect(driver.first("pause", .began)?.time == touchDown)
        #expect(driver.scene.isPaused)
        #expect(driver.scene.streamOffset == -100 * touchDown)
        #expect(driver.stops == [touchDown])
        // Moved by hand, horizontally only.
        driver.play(through: touchDown + 0.4)
        #expect(abs(driver.scene.streamOffset - (-100 * touchDown + 120)) < 1e-9)
        // Lifting resumes at the same speed from where the finger left it.
        driver.finish(tail: 1)
        let lift = touchDown + 0.5
        #expect(!driver.scene.isPaused)
        #expect(driver.scene.speed == -100)
        #expect(abs(driver.scene.offset.state(at: lift + 1).value - (-100 * touchDown + 120 - 100)) < 1e-9)
        #expect(driver.summary(of: "swipe") == ["failed"])
    }

    @Test func twoFingerSwipesSpeedUpSlowDownAndReverse() throws {
        let driver = SceneTestHost(StreamScene(viewport: viewport))
        func swipe(_ dx: Double) {
            driver.load({ $0.swipe(from: onStrip, to: onStrip + Point(x: dx, y: 0), duration: 0.15) }, after: 0.3)
            driver.finish(tail: 0.2)
        }
        swipe(-200)
        #expect(driver.scene.speed == -200)  // faster to the left
        swipe(-200)
        #expect(driver.scene.speed == -400)
        swipe(-200)
        #expect(driver.scene.speed == -400)  // already the fastest
        swipe(200)
        #expect(driver.scene.speed == -200)  // slower
        swipe(200)
        swipe(200)
        #expect(driver.scene.speed == 100)   // reversed
        #expect(driver.summary(of: "pause").allSatisfy { $0 == "failed" })  // fingers that land together never pause
        #expect(driver.stops.isEmpty)
    }

    @Test func theSpeedChangesWithoutAJumpInPosition() throws {
        let driver = SceneTestHost(StreamScene(viewport: viewport))
        driver.load { $0.swipe(from: onStrip, to: onStrip + Point(x: -200, y: 0), duration: 0.15, after: 0.3) }
        driver.finish(tail: 0.5)
        let recognized = try #require(driver.first("swipe", .ended)?.time)
        let state = driver.scene.offset.state(at: recognized)
        #expect(abs(state.value - (-100 * recognized)) < 1e-9)
        #expect(state.velocity == -200)
    }

    @Test func theRecordedTwoFingerSwipeLeftSpeedsTheStreamUp() throws {
        let driver = SceneTestHost(StreamScene(viewport: viewport), trace: try sharedTrace("two-finger-swipe-left-300-200ms"))
        driver.finish(tail: 1)
        #expect(driver.summary(of: "swipe") == ["recognized"])
        #expect(driver.first("swipe", .ended)?.values["direction"]?.string == "left")
        #expect(driver.summary(of: "pause") == ["failed"])
        #expect(driver.scene.speed == -200)
        let recognized = try #require(driver.first("swipe", .ended)?.time)
        #expect(abs(driver.scene.streamOffset - (-100 * recognized - 200 * (driver.now - recognized))) < 1e-9)
    }

    @Test func aSwipeWhoseFingersLandOneAfterTheOtherPausesFirstThenWins() throws {
        let driver = SceneTestHost(StreamScene(viewport: viewport))
        // The first finger lands 30 ms before the second: the stream pauses at once.
        var builder = TouchEventBuilder()
        let top = Point(x: 650, y: 300), bottom = Point(x: 650, y: 400)
        var events = [builder.event(at: 0.2, samples: [TouchSample(id: TouchID(1), phase: .began, location: top)])!]
        events.append(builder.event(at: 0.23, samples: [TouchSample(id: TouchID(2), phase: .began, location: bottom)])!)
        for step in 1...20 {
            let dx = -15.0 * Double(step)
            events.append(builder.event(at: 0.23 + 0.008 * Double(step), samples: [
                TouchSample(id: TouchID(1), phase: .moved, location: top + Point(x: dx, y: 0)),
                TouchSample(id: TouchID(2), phase: .moved, location: bottom + Point(x: dx, y: 0)),
            ])!)
        }
        events.append(builder.event(at: 0.4, samples: [
            TouchSample(id: TouchID(1), phase: .ended, location: top + Point(x: -300, y: 0)),
            TouchSample(id: TouchID(2), phase: .ended, location: bottom + Point(x: -300, y: 0)),
        ])!)
        driver.tick(before: 0.2)
        driver.scene.engine.handle(events[0])
        #expect(driver.first("pause", .began)?.time == 0.2)  // not delayed by the swipe
        #expect(driver.scene.isPaused)
        #expect(driver.scene.streamOffset == -20)
        for event in events.dropFirst() {
            driver.tick(before: event.timestamp)
            driver.scene.engine.handle(event)
        }
        let recognized = try #require(driver.first("swipe", .ended)?.time)
        #expect(driver.summary(of: "pause") == ["began", "changed", "cancelled"])
        #expect(driver.scene.speed == -200)
        // The hand movement was undone: the stream resumed from where it was paused, at the new speed.
        let state = driver.scene.offset.state(at: recognized)
        #expect(state.value == -20 && state.velocity == -200)
        #expect(driver.stops == [0.2])
    }
}
