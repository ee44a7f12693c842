// Why this file exists: on Android's physics the content never goes past its top, so the refresh control
// works as SwipeRefreshLayout does: it takes the pull past the top (the content stays, unstretched), its
// spinner follows half the finger, and the refresh starts at the lift when the spinner is past the trigger
// distance. Each rule at 60, 120 and 240 Hz, with the same end result at every rate.

import Grasp
import GraspInteractions
import GraspScenes
import GraspTesting
import GraspTrace
import Testing

@Suite("Refresh on Android's physics")
struct AndroidRefreshTests {
    let viewport = Size(width: 390, height: 844)

    func scene() -> RefreshScene {
        let scene = RefreshScene(viewport: viewport)
        scene.engine.platformProfile = .android
        return scene
    }

    @Test("A pull past the trigger holds the content at its top, unstretched, and starts one refresh at the lift", arguments: scrollingRates)
    func pullStartsARefreshAtTheLift(rate: Double) throws {
        let scene = scene()
        let run = SceneTestHost(scene, rate: rate)
        var lowest = 0.0, stretched = false, startedWhileDragging = false, largestPull = 0.0
        var spinnerWhileRefreshing: [Double] = []
        run.tickObserver = { now in
            lowest = min(lowest, scene.list.contentOffset.y)
            if scene.list.overscrollStretch.isStretched { stretched = true }
            if scene.list.isDragging {
                largestPull = max(largestPull, scene.control.pullDistance)
                if scene.control.isRefreshing { startedWhileDragging = true }
            } else if scene.control.isRefreshing {
                spinnerWhileRefreshing.append(scene.controlNode.frame.minY)
            }
        }
        // 300 pt down in 0.5 s (the first 8 pt are the slop), held 0.1 s, then let go.
        run.replay(tail: 2.5) { $0.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 500), duration: 0.5, holdBeforeLift: 0.1) }
        #expect(lowest == 0, "the content never leaves its top")
        #expect(!stretched, "the control takes the pull the stretch would")
        #expect(!startedWhileDragging, "the refresh starts at the lift, not during the pull")
        // Half the finger's travel past the top (from its touch-down: the drag takes the slop too): 300 / 2, within a point.
        #expect(abs(largestPull - 150) < 1, "at \(rate) Hz: \(largestPull)")
        let ended = try #require(run.first("list", .ended))
        #expect(ended.values["isRefreshing"] == .number(1) && ended.values["refreshCount"] == .number(1))
        // While it runs the band rests over the content, 60 pt down from the list's top: at y 0.
        #expect(!spinnerWhileRefreshing.isEmpty && spinnerWhileRefreshing.allSatisfy { $0 == 0 })
        // A second later it has ended: the band is back above the content, which never moved.
        #expect(!scene.control.isRefreshing && scene.control.refreshCount == 1 && scene.control.pullDistance == 0)
        #expect(scene.list.contentInset.top == 0 && scene.list.contentOffset == .zero)
        #expect(scene.controlNode.frame.minY == -60)
    }

    @Test("A pull let go short of the trigger goes back, starts nothing, and neither flings nor stretches", arguments: scrollingRates)
    func shortPull(rate: Double) {
        let scene = scene()
        let run = SceneTestHost(scene, rate: rate)
        var stretched = false
        run.tickObserver = { _ in if scene.list.overscrollStretch.isStretched { stretched = true } }
        run.replay(tail: 1) { $0.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 330), duration: 0.1) }
        #expect(scene.control.refreshCount == 0 && scene.control.pullDistance == 0)
        #expect(!stretched && scene.list.contentOffset == .zero && !scene.list.isMovingOnItsOwn)
    }

    @Test("Going back up gives the pull back first, then scrolls the list by the rest", arguments: scrollingRates)
    func backUpGivesThePullBack(rate: Double) {
        let scene = scene()
        var builder = TouchEventBuilder()
        var t = 0.0, y = 300.0
        func send(_ phase: TouchPhase) {
            scene.tick(t)
            for event in builder.events(at: t, samples: [TouchSample(id: TouchID(1), phase: phase, location: Point(x: 200, y: y))]) { scene.engine.handle(event) }
        }
        send(.began)
        // Down 150 pt at 600 pt/s: the spinner follows half of it.
        for _ in 0..<Int(rate / 4) { y += 600 / rate; t += 1 / rate; send(.moved) }
        #expect(abs(scene.control.pullDistance - 75) < 0.5, "at \(rate) Hz: \(scene.control.pullDistance)")
        #expect(scene.list.contentOffset == .zero)
        // Up 250 pt: the first 150 give the pull back, the next 100 scroll the list.
        for _ in 0..<Int(rate * 5 / 12) { y -= 600 / rate; t += 1 / rate; send(.moved) }
        #expect(scene.control.pullDistance == 0)
        #expect(abs(scene.list.contentOffset.y - 100) < 0.5, "at \(rate) Hz: \(scene.list.contentOffset.y)")
        t += 0.2
        send(.moved)
        t += 1 / rate
        send(.ended)
        #expect(scene.control.refreshCount == 0)
    }

    @Test("A fling into the top stretches the edge and never starts a refresh", arguments: scrollingRates)
    func flingIntoTheTop(rate: Double) {
        let scene = scene()
        scene.list.contentOffset = Point(x: 0, y: 150)
        let run = SceneTestHost(scene, rate: rate)
        var largest = 1.0
        run.tickObserver = { _ in largest = max(largest, scene.list.overscrollStretch.verticalScale) }
        run.replay(tail: 3) { $0.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 340), duration: 0.04) }
        #expect(largest > 1.001, "the fling's velocity at the top went to the stretch (\(largest))")
        #expect(scene.control.refreshCount == 0 && scene.control.pullDistance == 0)
        #expect(scene.list.contentOffset == .zero && !scene.list.overscrollStretch.isStretched)
    }

    @Test("While a refresh runs, a pull stretches the edge as usual and starts no second one", arguments: scrollingRates)
    func noSecondRefresh(rate: Double) {
        let scene = scene()
        let run = SceneTestHost(scene, rate: rate)
        var stretchedWhileRefreshing = false
        run.tickObserver = { _ in
            if scene.control.isRefreshing && scene.list.overscrollStretch.isStretched { stretchedWhileRefreshing = true }
        }
        run.replay(tail: 2.5) { s in
            s.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 500), duration: 0.5, holdBeforeLift: 0.1)
            s.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 500), duration: 0.3, holdBeforeLift: 0.1, after: 0.05)
        }
        #expect(stretchedWhileRefreshing)
        #expect(scene.control.refreshCount == 1 && !scene.control.isRefreshing)
        // Once it has ended, a new pull starts a new one.
        run.replay(startingAt: 4, tail: 0.2) { $0.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 500), duration: 0.5, holdBeforeLift: 0.1) }
        #expect(scene.control.refreshCount == 2 && scene.control.isRefreshing)
    }

    @Test("On UIKit's physics the control never takes a pull: the list rubber-bands as before")
    func uikitUnchanged() {
        let scene = RefreshScene(viewport: viewport)
        let run = SceneTestHost(scene, rate: 120)
        var lowest = 0.0
        run.tickObserver = { _ in lowest = min(lowest, scene.list.contentOffset.y) }
        run.replay(tail: 0.05) { $0.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 330), duration: 0.1, holdBeforeLift: 0.05) }
        #expect(lowest < -40)
    }
}
