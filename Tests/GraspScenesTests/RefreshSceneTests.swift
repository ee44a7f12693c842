// Why this file exists: the `refresh` scene's contract at 60, 120 and 240 Hz: a pull past the trigger
// distance starts a refresh on that very sample, once; the content rests open while it runs; the scene
// ends it after a second and the content animates back unless a finger holds it; no refresh starts
// while one runs; a fling into the top edge never starts one; every line carries the three values.

import Grasp
import GraspInteractions
import GraspScenes
import GraspTesting
import GraspTrace
import Testing

@Suite("Refresh scene")
struct RefreshSceneTests {
    let viewport = Size(width: 390, height: 844)

    @Test func layoutAndValues() {
        let scene = RefreshScene(viewport: viewport)
        #expect(SceneCatalog.scene(named: "refresh") == RefreshScene.self)
        #expect(scene.recognizers.map { $0.name } == ["list", "tap"])
        #expect(scene.controlNode.frame == Rect(x: 0, y: -60, width: 390, height: 60))
        for recognizer in scene.recognizers {
            let values = scene.values(of: recognizer)
            #expect(values["isRefreshing"] == .number(0))
            #expect(values["refreshCount"] == .number(0))
            #expect(values["contentOffset"] == .point(.zero))
        }
        #expect(scene.reportedFrames().prefix(3).map { $0.name } == ["list", "refresh-control", "list-content"])
    }

    @Test(arguments: scrollingRates)
    func aPullPastTheTriggerStartsOneRefreshThatRestsOpenThenCloses(rate: Double) throws {
        let run = SceneTestHost(RefreshScene(viewport: viewport), rate: rate)
        let scene = run.scene
        var early = false, late = false, samplesPast = 0
        var restingWhileRefreshing: [Double] = []
        run.tickObserver = { now in
            let y = scene.list.contentOffset.y
            if scene.list.isDragging {
                if y > -80 && scene.control.isRefreshing && scene.control.refreshCount == 1 && samplesPast == 0 { early = true }
                if y <= -80 { samplesPast += 1; if !scene.control.isRefreshing && scene.control.refreshCount == 0 { late = true } }
            } else if scene.control.isRefreshing && now > 1.1 {
                restingWhileRefreshing.append(y)
            }
        }
        // 300 down in 0.5 s, held 0.1 s: the trigger is reached about half-way, the refresh ends about
        // 0.7 s after the lift.
        run.replay(tail: 2.5) { $0.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 500), duration: 0.5, holdBeforeLift: 0.1) }
        #expect(samplesPast > 0)
        #expect(!early && !late, "the refresh starts on the first sample past the trigger")
        #expect(scene.control.refreshCount == 1)
        #expect(!scene.control.isRefreshing)
        // Released while refreshing, the content comes to rest 60 pt down (the bounce is nearly there
        // when the refresh ends).
        #expect(restingWhileRefreshing.contains { abs($0 + 60) < 0.1 }, "\(restingWhileRefreshing.suffix(3))")
        // Then it has gone back to its top.
        #expect(abs(scene.list.contentOffset.y) < 0.01)
        #expect(scene.list.contentInset.top == 0)
        let ended = try #require(run.first("list", .ended))
        #expect(ended.values["isRefreshing"] == .number(1))
        #expect(ended.values["refreshCount"] == .number(1))
    }

    @Test(arguments: scrollingRates)
    func theRefreshingInsetIsContentThatMovesOneToOneUnderTheFinger(rate: Double) {
        let scene = RefreshScene(viewport: viewport)
        var builder = TouchEventBuilder()
        var t = 0.0, y = 200.0
        func send(_ phase: TouchPhase) {
            for event in builder.events(at: t, samples: [TouchSample(id: TouchID(1), phase: phase, location: Point(x: 200, y: y))]) { scene.engine.handle(event) }
        }
        send(.began)
        // Down at 600 pt/s until the refresh starts (about 80 pt above the top, rubber-banded).
        while !scene.control.isRefreshing && y < 700 { y += 600 / rate; t += 1 / rate; send(.moved) }
        #expect(scene.control.isRefreshing && scene.list.contentOffset.y < -60)
        // Back up until the content is inside the 60 pt the control now takes.
        while scene.list.contentOffset.y < -50 && y > 0 { y -= 60 / rate; t += 1 / rate; send(.moved) }
        let start = scene.list.contentOffset.y
        // 20 pt more up: the content moves 20 pt, one to one, as within any content.
        for _ in 0..<4 { y -= 5; t += 1 / rate; send(.moved) }
        #expect(abs(scene.list.contentOffset.y - (start + 20)) < 1e-9, "at \(rate) Hz: \(start) → \(scene.list.contentOffset.y)")
        t += 1 / rate
        send(.ended)
    }

    @Test(arguments: scrollingRates)
    func aFingerHoldingTheContentKeepsItWhereItIsWhenTheRefreshEnds(rate: Double) {
        let run = SceneTestHost(RefreshScene(viewport: viewport), rate: rate)
        let scene = run.scene
        var heldAtEnd: Double?
        var wasRefreshing = false
        run.tickObserver = { _ in
            if wasRefreshing && !scene.control.isRefreshing && heldAtEnd == nil { heldAtEnd = scene.list.contentOffset.y }
            wasRefreshing = scene.control.isRefreshing
        }
        // 300 down in 0.5 s, then held 1.5 s: the refresh ends under the finger.
        run.replay(tail: 2) { $0.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 500), duration: 0.5, holdBeforeLift: 1.5) }
        let held = heldAtEnd ?? 0
        #expect(held < -80, "held at \(held)")
        #expect(scene.control.refreshCount == 1, "no second refresh under the same finger")
        #expect(abs(scene.list.contentOffset.y) < 0.01)
    }

    @Test(arguments: scrollingRates)
    func noRefreshStartsWhileOneRuns(rate: Double) {
        let run = SceneTestHost(RefreshScene(viewport: viewport), rate: rate)
        run.replay(tail: 2.5) { s in
            s.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 500), duration: 0.5, holdBeforeLift: 0.1)
            s.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 500), duration: 0.3, holdBeforeLift: 0.1, after: 0.05)
        }
        #expect(run.scene.control.refreshCount == 1)
        #expect(!run.scene.control.isRefreshing && abs(run.scene.list.contentOffset.y) < 0.01)
        // After it ended and the content came back: a new pull starts a new one.
        run.replay(startingAt: 4, tail: 0.2) { $0.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 500), duration: 0.5, holdBeforeLift: 0.1) }
        #expect(run.scene.control.refreshCount == 2)
        #expect(run.scene.control.isRefreshing)
    }

    @Test(arguments: scrollingRates)
    func aFlingIntoTheTopEdgeNeverStartsARefresh(rate: Double) {
        let scene = RefreshScene(viewport: viewport)
        scene.list.contentOffset = Point(x: 0, y: 150)
        let run = SceneTestHost(scene, rate: rate)
        var lowest = 0.0
        run.tickObserver = { _ in lowest = min(lowest, scene.list.contentOffset.y) }
        run.replay(tail: 3) { $0.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 340), duration: 0.04) }
        #expect(lowest < -80, "the bounce went past the trigger distance (\(lowest))")
        #expect(scene.control.refreshCount == 0)
        #expect(abs(scene.list.contentOffset.y) < 0.01)
    }
}
