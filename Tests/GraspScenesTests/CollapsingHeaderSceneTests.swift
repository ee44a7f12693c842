// Why this file exists: the `collapsing-header` scene's contract at 60, 120 and 240 Hz: up collapses the
// header before the list moves, down expands it only once the list is back at its top, the header's and
// the list's movements add up to the finger's, a release half-way snaps to the nearer height (from time,
// with the release velocity), a touch catches the snap, and every line carries the two values.

import Grasp
import GraspInteractions
import GraspScenes
import GraspTesting
import GraspTrace
import Testing

@Suite("Collapsing header scene")
struct CollapsingHeaderSceneTests {
    let viewport = Size(width: 390, height: 844)

    /// Checks after every frame that the header's collapse and the list's offset add up to the finger's
    /// movement while the list is within its content.
    static func checkSum(_ run: SceneTestHost<CollapsingHeaderScene>) -> () -> Int {
        var checked = 0
        func moved() -> Double { (CollapsingHeader.defaultExpandedHeight - run.scene.headerHeight) + run.scene.list.contentOffset.y }
        // Where the two owners stood when the finger landed (the touch-down, before any movement).
        var start = 0.0
        run.scene.header.catchRecognizer.addHandler { r in if r.state == .began { start = moved() } }
        run.tickObserver = { _ in
            let scene = run.scene, pan = scene.list.panGestureRecognizer
            guard pan.state == .began || pan.state == .changed, scene.list.contentOffset.y >= 0 else { return }
            #expect(abs(moved() - start + pan.translation(in: nil).y) < 0.01, "at \(run.rate) Hz: \(moved() - start) vs \(pan.translation(in: nil).y)")
            checked += 1
        }
        return { checked }
    }

    @Test func layoutAndValues() {
        let scene = CollapsingHeaderScene(viewport: viewport)
        #expect(SceneCatalog.scene(named: "collapsing-header") == CollapsingHeaderScene.self)
        #expect(scene.headerHeight == 140)
        #expect(scene.headerNode.frame == Rect(x: 0, y: 0, width: 390, height: 140))
        #expect(scene.list.frame == Rect(x: 0, y: 140, width: 390, height: 704))
        #expect(scene.recognizers.map { $0.name } == ["list", "headerCatch", "tap"])
        for recognizer in scene.recognizers {
            #expect(scene.values(of: recognizer)["headerHeight"] == .number(140))
            #expect(scene.values(of: recognizer)["contentOffset"] == .point(.zero))
        }
        #expect(scene.reportedFrames().prefix(3).map { $0.name } == ["header", "title", "list"])
    }

    @Test(arguments: scrollingRates)
    func upCollapsesFirstThenScrollsAndTheMovementsAddUp(rate: Double) throws {
        let run = SceneTestHost(CollapsingHeaderScene(viewport: viewport), rate: rate)
        let checked = Self.checkSum(run)
        var listMovedBeforeCollapsed = false
        let previous = run.tickObserver
        run.tickObserver = { now in
            previous?(now)
            if run.scene.list.contentOffset.y > 0 && run.scene.headerHeight > 60 { listMovedBeforeCollapsed = true }
        }
        // 300 pt up, slowly, held still before lifting: no glide.
        run.replay(tail: 1) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 1, holdBeforeLift: 0.2) }
        #expect(checked() > 30)
        #expect(!listMovedBeforeCollapsed)
        #expect(run.scene.headerHeight == 60)
        #expect(abs(run.scene.list.contentOffset.y - 220) < 0.01)
        #expect(run.scene.list.frame.minY == 60)
        let ended = try #require(run.first("list", .ended))
        #expect(ended.values["headerHeight"] == .number(60))
        // Down 400: the list returns to its top (220), the header expands (80), the rest pulls the list.
        run.replay(startingAt: 3, tail: 2) { $0.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 700), duration: 1.2, holdBeforeLift: 0.2) }
        #expect(run.scene.headerHeight == 140)
        #expect(abs(run.scene.list.contentOffset.y) < 0.01)
    }

    @Test(arguments: scrollingRates)
    func downExpandsOnlyOnceTheListIsAtItsTop(rate: Double) {
        let scene = CollapsingHeaderScene(viewport: viewport)
        scene.header.setHeight(60)
        scene.list.contentOffset = Point(x: 0, y: 200)
        let run = SceneTestHost(scene, rate: rate)
        var expandedEarly = false
        run.tickObserver = { _ in
            if scene.list.contentOffset.y > 0.01 && scene.headerHeight > 60 { expandedEarly = true }
        }
        run.replay(tail: 1) { $0.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 550), duration: 1, holdBeforeLift: 0.2) }
        #expect(!expandedEarly)
        #expect(abs(scene.list.contentOffset.y) < 0.01)
        // 250 down: 200 for the list, 50 for the header; released at 110 it snaps to the nearer 140.
        #expect(scene.headerHeight == 140)
    }

    @Test(arguments: scrollingRates)
    func aReleaseHalfWaySnapsToTheNearerHeightAtEveryRate(rate: Double) {
        // Up 30, held: 110 is nearer 140. Up 60, held: 80 is nearer 60.
        for (distance, target) in [(30.0, 140.0), (60, 60)] {
            let run = SceneTestHost(CollapsingHeaderScene(viewport: viewport), rate: rate)
            var heights: [Double] = []
            run.tickObserver = { _ in heights.append(run.scene.headerHeight) }
            run.replay(tail: 2) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 700 - distance), duration: 0.5, holdBeforeLift: 0.2) }
            #expect(run.scene.headerHeight == target, "\(distance) at \(rate) Hz")
            #expect(!run.scene.header.isSnapping)
            #expect(abs(run.scene.list.contentOffset.y) < 0.01)
            #expect(run.stops.count == 1)
            #expect(heights.allSatisfy { $0 >= 60 && $0 <= 140 })
        }
    }

    @Test func theSnapIsEvaluatedFromTimeAndCarriesTheReleaseVelocity() {
        // A quick flick up of 50 pt (about 1000 pt/s): the header is at 90, nearer 60, and the spring
        // starts with the release velocity. At every rate the height at the same instant is the same.
        var at = [Double: Double]()
        for rate in scrollingRates {
            let run = SceneTestHost(CollapsingHeaderScene(viewport: viewport), rate: rate)
            run.tickObserver = { now in if abs(now - 0.3) < 1e-9 { at[rate] = run.scene.headerHeight } }
            run.replay(tail: 2) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 650), duration: 0.05) }
            #expect(run.scene.headerHeight == 60)
            #expect(abs(run.scene.list.contentOffset.y) < 0.01)
        }
        #expect(at.count == 3)
        let values = Array(at.values)
        #expect(values.allSatisfy { abs($0 - values[0]) < 0.5 }, "\(at)")
        // With velocity, the header is further along at 0.3 s than a snap from rest would be.
        let rest = SpringAnimation(from: 90.0, to: 60, parameters: CollapsingHeader.snapSpring)
        #expect((values.first ?? 0) < rest.value(at: 0.3 - 0.05) )
    }

    @Test("A flick does not project the height: it snaps to the nearer one, the velocity carrying it the other way first",
          arguments: scrollingRates)
    func aFlickDoesNotProjectTheHeight(rate: Double) {
        // Collapsed (60), the list at its top: a quick pull of 20 pt down (about 670 pt/s) expands the
        // header to 80 and lets go. Projected as the sheet projects (about half a second of the
        // velocity), it would pass 140; the header snaps to the nearer height, 60, and the release
        // velocity first carries it up, to about 88.
        let scene = CollapsingHeaderScene(viewport: viewport)
        scene.header.setHeight(60)
        let run = SceneTestHost(scene, rate: rate)
        var highest = 0.0
        run.tickObserver = { _ in highest = max(highest, scene.headerHeight) }
        run.replay(tail: 2) { $0.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 320), duration: 0.03) }
        // Released at 80 (the line of the release reports the height before the snap moves it).
        #expect(run.first("list", .ended)?.values["headerHeight"] == .number(80))
        #expect(highest > 85 && highest < 92, "at \(rate) Hz: the spring carried it to \(highest)")
        #expect(scene.headerHeight == 60 && !scene.header.isSnapping)
        #expect(abs(scene.list.contentOffset.y) < 0.01)
    }

    @Test(arguments: scrollingRates)
    func aTouchCatchesTheSnapAndALiftLetsItFinish(rate: Double) {
        let run = SceneTestHost(CollapsingHeaderScene(viewport: viewport), rate: rate)
        var caughtAt: Double?
        run.scene.header.catchRecognizer.addHandler { r in if r.state == .began { caughtAt = run.scene.headerHeight } }
        run.replay(tail: 0) { s in
            s.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 640), duration: 0.5, holdBeforeLift: 0.2)
            s.hold(at: Point(x: 200, y: 500), duration: 0.3, after: 0.08)
        }
        // Caught between the heights, held there while the finger stays.
        let caught = caughtAt ?? 0
        #expect(caught > 60 && caught < 80, "caught at \(caught)")
        // Lifted without a drag: it snaps on to the nearer height.
        for frame in 1...Int(2 * rate) { run.scene.tick(2 + Double(frame) / rate) }
        #expect(run.scene.headerHeight == 60)
        #expect(run.stops.count >= 2)
    }

    @Test func aMouseWheelDrivesTheSameChainAndTheHeaderStaysWhereItsStepsLeaveIt() {
        let scene = CollapsingHeaderScene(viewport: viewport)
        func step(_ dy: Double, at t: Double) {
            scene.engine.handle(ScrollEvent(timestamp: t, pointer: TouchID(3), phase: .step, location: Point(x: 200, y: 500),
                                            delta: Point(x: 0, y: dy), modifierFlags: []))
            scene.tick(t + 0.01)
        }
        // Two steps of 30 pt that scroll the content up: the header takes them (140 → 80) and stays.
        step(-30, at: 1)
        step(-30, at: 2)
        for frame in 1...120 { scene.tick(2 + Double(frame) / 60) }
        #expect(scene.headerHeight == 80)
        #expect(scene.list.contentOffset.y == 0)
        // Two more: 20 collapse it, 40 scroll the list.
        step(-30, at: 5)
        step(-30, at: 6)
        #expect(scene.headerHeight == 60)
        #expect(abs(scene.list.contentOffset.y - 40) < 0.01)
        // Back: the list first, then the header.
        step(60, at: 7)
        #expect(abs(scene.list.contentOffset.y) < 0.01)
        #expect(abs(scene.headerHeight - 80) < 0.01)
    }

    @Test(arguments: scrollingRates)
    func theDragMeetsTheListsRealBottomWhileTheHeaderResizesIt(rate: Double) {
        // 40 pt above its bottom with the header expanded (the list 704 pt tall). Up 200, held: the header
        // collapses by 80 first, so the list grows 80 pt taller and its bottom edge comes 80 pt up: the
        // list is now 40 pt past it, and the rest of the drag (120 pt) must rubber-band from there, not
        // move one to one against the bottom the drag began with.
        let scene = CollapsingHeaderScene(viewport: viewport)
        let bottomExpanded = scene.list.maximumContentOffset.y
        scene.list.contentOffset = Point(x: 0, y: bottomExpanded - 40)
        let run = SceneTestHost(scene, rate: rate)
        var worst = -Double.infinity
        run.tickObserver = { _ in
            guard scene.list.panGestureRecognizer.state == .changed else { return }
            worst = max(worst, scene.list.contentOffset.y - scene.list.maximumContentOffset.y)
        }
        run.replay(tail: 2) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 500), duration: 1, holdBeforeLift: 0.2) }
        #expect(scene.headerHeight == 60)
        // Rubber-banded from 40 pt past the real bottom: about 95 pt past it at the end (one to one
        // against the stale bottom would be about 121).
        #expect(worst > 85 && worst < 100, "at most \(worst) pt past the bottom at \(rate) Hz")
        // Released, it comes back to its real bottom.
        #expect(abs(scene.list.contentOffset.y - scene.list.maximumContentOffset.y) < 0.01)
        #expect(abs(scene.list.maximumContentOffset.y - (bottomExpanded - 80)) < 0.01)
    }
}
