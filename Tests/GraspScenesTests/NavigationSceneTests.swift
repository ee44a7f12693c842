// Why this file exists: the `navigation` scene's contract at 60, 120 and 240 Hz: the edge pan pops
// interactively with the screen below at a parallax, a release completes or goes back by position and
// speed, a touch catches the animation, and inside the edge zone the edge pan wins even over the
// carousel while outside it the carousel pages and the list scrolls.

import Grasp
import GraspInteractions
import GraspScenes
import GraspTrace
import GraspTesting
import Testing

@Suite("Navigation scene")
struct NavigationSceneTests {
    let viewport = Size(width: 390, height: 844)
    /// The middle of the carousel (the list starts at 96; the carousel is its third row, 120 … 320).
    let carouselY = 316.0

    func run(_ rate: Double) -> SceneTestHost<NavigationScene> {
        SceneTestHost(NavigationScene(viewport: viewport), rate: rate)
    }

    @Test func layoutAndValues() {
        let scene = NavigationScene(viewport: viewport)
        #expect(SceneCatalog.scene(named: "navigation") == NavigationScene.self)
        #expect(scene.recognizers.map { $0.name } == ["edgePan", "popCatch", "popDrag", "list", "carousel", "tap"])
        #expect(scene.screens.map { $0.isHidden } == [true, true, false])
        for recognizer in scene.recognizers {
            #expect(scene.values(of: recognizer)["depth"] == .number(3))
            #expect(scene.values(of: recognizer)["popProgress"] == .number(0))
        }
        #expect(scene.values(of: scene.carousel.panGestureRecognizer)["page"] == .number(0))
        let names = scene.reportedFrames().map { $0.name }
        #expect(names.contains("carousel-page0") && names.contains("bar2") && !names.contains("screen1"))
        #expect(NavigationScene.windowFrame(of: scene.carousel) == Rect(x: 0, y: 216, width: 390, height: 200))
    }

    @Test(arguments: scrollingRates)
    func theTopScreenFollowsTheFingerWithTheOneBelowAtAParallax(rate: Double) {
        let run = run(rate)
        var checked = 0
        run.tickObserver = { _ in
            let scene = run.scene, pan = scene.pop.edgePan
            guard pan.state == .began || pan.state == .changed else { return }
            let dx = pan.translation(in: nil).x
            #expect(abs(scene.screens[2].frame.minX - dx) < 1e-9)
            #expect(abs(scene.screens[1].frame.minX + 0.3 * (390 - dx)) < 1e-9)
            #expect(!scene.screens[1].isHidden)
            // The carousel's other pages, beside the sliding screen, are not shown.
            #expect(scene.carousel.children[0].children.map { $0.isHidden } == [false, true, true, true, true])
            checked += 1
        }
        // 100 pt, held: short of half, it goes back.
        run.replay(tail: 1.5) { $0.drag(from: Point(x: 5, y: 600), to: Point(x: 105, y: 600), duration: 0.4, holdBeforeLift: 0.1) }
        #expect(checked > Int(0.3 * rate))
        #expect(run.scene.pop.depth == 3 && run.scene.pop.popProgress == 0)
        #expect(run.scene.screens[2].frame.minX == 0 && run.scene.screens[1].isHidden)
        #expect(run.scene.carousel.children[0].children.allSatisfy { !$0.isHidden })
        #expect(run.stops.count == 1)
        #expect(run.scene.list.contentOffset == .zero)
    }

    @Test(arguments: scrollingRates)
    func aReleasePastHalfOrAFastFlickCompletesThePop(rate: Double) throws {
        let slow = run(rate)
        slow.replay(tail: 1.5) { $0.drag(from: Point(x: 5, y: 600), to: Point(x: 250, y: 600), duration: 0.5, holdBeforeLift: 0.1) }
        #expect(slow.scene.pop.depth == 2 && slow.scene.pop.popProgress == 0)
        #expect(slow.scene.screens.map { $0.isHidden } == [true, false, true])
        #expect(slow.scene.screens[1].frame.minX == 0)
        let ended = try #require(slow.first("edgePan", .ended))
        #expect(ended.values["depth"] == .number(3))
        // 80 pt in 0.05 s (1,600 pt/s): short of half, faster than 500 pt/s.
        let flick = run(rate)
        flick.replay(tail: 1.5) { $0.drag(from: Point(x: 5, y: 600), to: Point(x: 85, y: 600), duration: 0.05) }
        #expect(flick.scene.pop.depth == 2)
        // Then a pop of General: at depth 1 nothing more pops.
        flick.replay(startingAt: 2, tail: 1.5) { $0.drag(from: Point(x: 5, y: 600), to: Point(x: 85, y: 600), duration: 0.05) }
        #expect(flick.scene.pop.depth == 1)
        flick.replay(startingAt: 4, tail: 1.5) { $0.drag(from: Point(x: 5, y: 600), to: Point(x: 300, y: 600), duration: 0.3, holdBeforeLift: 0.1) }
        #expect(flick.scene.pop.depth == 1 && flick.scene.screens[0].frame.minX == 0)
        #expect(InteractivePopController.completionSpeed == 500)
    }

    @Test(arguments: scrollingRates)
    func insideTheEdgeZoneTheEdgePanWinsOverTheCarousel(rate: Double) throws {
        let run = run(rate)
        run.replay(tail: 1.5) { $0.drag(from: Point(x: 8, y: carouselY), to: Point(x: 260, y: carouselY), duration: 0.5, holdBeforeLift: 0.1) }
        let began = try #require(run.first("edgePan", .began))
        let carouselFailed = try #require(run.first("carousel", .failed))
        #expect(began.time == carouselFailed.time)
        #expect(run.scene.carousel.contentOffset.x == 0)
        #expect(run.scene.pop.depth == 2)
    }

    @Test(arguments: scrollingRates)
    func outsideTheEdgeZoneTheCarouselPagesAndTheListScrolls(rate: Double) throws {
        let run = run(rate)
        run.replay(tail: 1.5) { $0.drag(from: Point(x: 300, y: carouselY), to: Point(x: 150, y: carouselY), duration: 0.1) }
        #expect(run.scene.carouselPage == 1)
        #expect(run.scene.pop.depth == 3 && run.scene.pop.popProgress == 0)
        // A rightward drag from outside the zone pages back; it never pops.
        run.replay(startingAt: 2, tail: 1.5) { $0.drag(from: Point(x: 60, y: carouselY), to: Point(x: 250, y: carouselY), duration: 0.1) }
        #expect(run.scene.carouselPage == 0)
        #expect(run.scene.pop.depth == 3)
        run.replay(startingAt: 4, tail: 0.2) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 500), duration: 0.4, holdBeforeLift: 0.1) }
        #expect(abs(run.scene.list.contentOffset.y - 200) < 0.01)
        // A vertical drag from inside the zone scrolls the list too: the edge pan fails on that sample.
        run.replay(startingAt: 5, tail: 0.2) { $0.drag(from: Point(x: 6, y: 700), to: Point(x: 8, y: 600), duration: 0.4, holdBeforeLift: 0.1) }
        #expect(abs(run.scene.list.contentOffset.y - 300) < 0.01)
        #expect(run.scene.pop.depth == 3)
    }

    /// The same flick sampled at each rate: the progress at one instant agrees within 2 % of the width
    /// (the release velocity each rate's samples give differs by that much; the spring adds nothing).
    @Test func theMotionIsEvaluatedFromTime() {
        var at = [Double: Double]()
        for rate in scrollingRates {
            let run = run(rate)
            run.tickObserver = { now in if abs(now - 0.2) < 1e-9 { at[rate] = run.scene.pop.popProgress } }
            run.replay(tail: 1.5) { $0.drag(from: Point(x: 5, y: 600), to: Point(x: 85, y: 600), duration: 0.05) }
            #expect(run.scene.pop.depth == 2)
        }
        let values = Array(at.values)
        #expect(values.count == 3)
        #expect(values.allSatisfy { abs($0 - values[0]) < 0.02 && $0 > 0.25 && $0 < 1 }, "\(at)")
    }

    @Test(arguments: scrollingRates)
    func aTouchCatchesThePopAndALiftLetsItGoToTheNearerEnd(rate: Double) {
        let run = run(rate)
        var caughtAt: Double?
        run.scene.pop.catchRecognizer.addHandler { r in
            if r.state == .began && r.currentTime > 0.06 && caughtAt == nil { caughtAt = run.scene.pop.popProgress }
        }
        var held: [Double] = []
        run.tickObserver = { now in if now > 0.15 && now < 0.4 { held.append(run.scene.pop.popProgress) } }
        run.replay(tail: 0) { s in
            s.drag(from: Point(x: 5, y: 600), to: Point(x: 85, y: 600), duration: 0.05)
            s.hold(at: Point(x: 250, y: 400), duration: 0.3, after: 0.06)
        }
        let caught = caughtAt ?? 0
        #expect(caught > 0.2 && caught < 0.9, "caught at \(caught)")
        #expect(held.allSatisfy { $0 == caught })
        #expect(run.scene.pop.depth == 3)
        for frame in 1...Int(2 * rate) { run.scene.tick(1 + Double(frame) / rate) }
        #expect(run.scene.pop.depth == (caught > 0.5 ? 2 : 3))
        #expect(run.scene.pop.popProgress == 0)
    }

    @Test(arguments: scrollingRates)
    func aCaughtPopCanBeDraggedOnAndATapPushes(rate: Double) {
        let run = run(rate)
        // Flick, catch 0.06 s later, drag right 150 and release: completes.
        run.replay(tail: 1.5) { s in
            s.drag(from: Point(x: 5, y: 600), to: Point(x: 85, y: 600), duration: 0.05)
            s.drag(from: Point(x: 200, y: 500), to: Point(x: 350, y: 500), duration: 0.3, holdBeforeLift: 0.1, after: 0.06)
        }
        #expect(run.first("popDrag", .began) != nil)
        #expect(run.scene.pop.depth == 2)
        // A tap on General pushes Photos back, animated.
        run.replay(startingAt: 3, tail: 1.5) { $0.tap(at: Point(x: 200, y: 300)) }
        #expect(run.scene.pop.depth == 3 && run.scene.pop.popProgress == 0)
        #expect(run.scene.screens.map { $0.isHidden } == [true, true, false])
        #expect(run.scene.screens[2].isUserInteractionEnabled)
    }

    @Test func badInputIsCorrected() {
        let controller = InteractivePopController(depth: 0)
        #expect(controller.depth == 1)
        #expect(controller.diagnostics.map { $0.parameter } == ["depth"])
        // Nothing to pop at depth 1; a cancel of any drag leaves a whole stack.
        let scene = NavigationScene(viewport: viewport)
        let host = SceneTestHost(scene, rate: 120, clock: .live())
        host.touchDown(at: Point(x: 5, y: 600))
        for _ in 0..<30 { host.touchMove(to: Point(x: host.lastLocation()!.x + 8, y: 600)) }
        #expect(scene.pop.popProgress > 0.5)
        host.touchCancel()
        host.runFrames(for: 1.5)
        #expect(scene.pop.depth == 3 && scene.pop.popProgress == 0)
        #expect(scene.screens.filter { !$0.isHidden }.count == 1)
    }
}


