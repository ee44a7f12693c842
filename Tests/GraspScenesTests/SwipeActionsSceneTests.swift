// Why this file exists: the `swipe-actions` scene's contract at 60, 120 and 240 Hz: the axis decided on
// one sample, a release that opens or closes by position and speed, the rubber band, the full swipe that
// deletes while the rows below move up, one open row (a touch elsewhere closes it and selects nothing),
// actions run by a tap, motion from time caught by a touch, and a model that never loses or repeats a row.

import Grasp
import GraspInteractions
import GraspScenes
import GraspTrace
import GraspTesting
import Testing

@Suite("Swipe actions scene")
struct SwipeActionsSceneTests {
    let viewport = Size(width: 390, height: 844)
    /// The middle of row 3 (rows are 60 pt from the top).
    let row3 = 210.0

    func run(_ rate: Double) -> SceneTestHost<SwipeActionsScene> {
        SceneTestHost(SwipeActionsScene(viewport: viewport), rate: rate)
    }

    /// Opens row 3 on its trailing side (a slow drag of 100 pt to the left, held before lifting).
    func openRow3(_ run: SceneTestHost<SwipeActionsScene>) {
        run.replay(tail: 1) { $0.drag(from: Point(x: 300, y: row3), to: Point(x: 200, y: row3), duration: 0.4, holdBeforeLift: 0.1) }
    }

    static func checkIDs(_ scene: SwipeActionsScene, count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let ids = scene.controller.rowIDs
        #expect(ids.count == count, sourceLocation: sourceLocation)
        #expect(Set(ids).count == ids.count, "an id is repeated: \(ids)", sourceLocation: sourceLocation)
        #expect(ids == ids.sorted(), "order changed: \(ids)", sourceLocation: sourceLocation)
    }

    @Test func layoutAndValues() {
        let scene = SwipeActionsScene(viewport: viewport)
        #expect(SceneCatalog.scene(named: "swipe-actions") == SwipeActionsScene.self)
        #expect(scene.recognizers.map { $0.name } == ["list", "rowSwipe", "rowCatch", "rowTap"])
        for recognizer in scene.recognizers {
            let values = scene.values(of: recognizer)
            #expect(values["openRow"] == .number(-1))
            #expect(values["rowOffset"] == .number(0))
            #expect(values["rowCount"] == .number(30))
            #expect(values["lastAction"] == .string(""))
        }
        #expect(scene.node(forRow: 3)?.frame == Rect(x: 0, y: 180, width: 390, height: 60))
        #expect(scene.list.contentSize.height == 1800)
        #expect(scene.reportedFrames().prefix(3).map { $0.name } == ["list", "list-content", "row0"])
    }

    @Test(arguments: scrollingRates)
    func theAxisIsDecidedOnOneSample(rate: Double) throws {
        let horizontal = run(rate)
        horizontal.replay(tail: 0.1) { $0.drag(from: Point(x: 300, y: row3), to: Point(x: 200, y: row3 + 20), duration: 0.3, holdBeforeLift: 0.1) }
        let began = try #require(horizontal.first("rowSwipe", .began))
        let listFailed = try #require(horizontal.first("list", .failed))
        #expect(began.time == listFailed.time)
        #expect(began.values["openRow"] == .number(3))
        #expect(horizontal.scene.list.contentOffset == .zero)

        let vertical = run(rate)
        vertical.replay(tail: 0.1) { $0.drag(from: Point(x: 300, y: 600), to: Point(x: 280, y: 400), duration: 0.3, holdBeforeLift: 0.1) }
        let listBegan = try #require(vertical.first("list", .began))
        let swipeFailed = try #require(vertical.first("rowSwipe", .failed))
        #expect(listBegan.time == swipeFailed.time)
        #expect(vertical.scene.controller.openRow == nil)
        #expect(vertical.scene.list.contentOffset.y > 150)
    }

    @Test(arguments: scrollingRates)
    func aReleasePastHalfOpensAndBeforeHalfCloses(rate: Double) {
        let open = run(rate)
        openRow3(open)
        #expect(open.scene.controller.openRow == 3)
        #expect(open.scene.controller.rowOffset == -148)
        #expect(open.scene.node(forRow: 3)?.frame.minX == -148)
        #expect(open.frame("action-delete") == Rect(x: 316, y: 180, width: 74, height: 60))
        #expect(open.frame("action-archive") == Rect(x: 242, y: 180, width: 74, height: 60))
        #expect(open.stops.count == 1)

        let closed = run(rate)
        closed.replay(tail: 1) { $0.drag(from: Point(x: 300, y: row3), to: Point(x: 240, y: row3), duration: 0.4, holdBeforeLift: 0.1) }
        #expect(closed.scene.controller.openRow == nil)
        #expect(closed.scene.controller.rowOffset == 0)
        #expect(closed.frame("action-delete") == nil)

        // The leading side: 74 pt of Pin, open past 37.
        let leading = run(rate)
        leading.replay(tail: 1) { $0.drag(from: Point(x: 100, y: row3), to: Point(x: 160, y: row3), duration: 0.4, holdBeforeLift: 0.1) }
        #expect(leading.scene.controller.rowOffset == 74)
        #expect(leading.frame("action-pin") == Rect(x: 0, y: 180, width: 74, height: 60))
    }

    @Test(arguments: scrollingRates)
    func aFastFlickOpensFromBeforeHalf(rate: Double) {
        // 40 pt in 0.05 s (800 pt/s) lifted while moving: short of half (74) but faster than 400 pt/s.
        let flick = run(rate)
        flick.replay(tail: 1) { $0.drag(from: Point(x: 300, y: row3), to: Point(x: 260, y: row3), duration: 0.05) }
        #expect(flick.scene.controller.rowOffset == -148)
        // The same 40 pt slowly: closes.
        let slow = run(rate)
        slow.replay(tail: 1) { $0.drag(from: Point(x: 300, y: row3), to: Point(x: 260, y: row3), duration: 0.5) }
        #expect(slow.scene.controller.openRow == nil)
        #expect(SwipeActionsController.flickSpeed == 400)
    }

    @Test(arguments: scrollingRates)
    func theActionsRubberBandBeyondTheirWidth(rate: Double) {
        let run = run(rate)
        var widest = 0.0
        run.tickObserver = { _ in widest = min(widest, run.scene.controller.rowOffset) }
        // 200 pt of travel: beyond 148, short of the full swipe (234).
        run.replay(tail: 1) { $0.drag(from: Point(x: 300, y: row3), to: Point(x: 100, y: row3), duration: 0.5, holdBeforeLift: 0.1) }
        #expect(widest < -148 && widest > -190, "widest \(widest)")
        #expect(run.scene.controller.rowOffset == -148)
        #expect(run.scene.controller.rowCount == 30)
    }

    @Test(arguments: scrollingRates)
    func aFullSwipeDeletesAndTheRowsBelowMoveUp(rate: Double) throws {
        let run = run(rate)
        var row4Tops: [Double] = []
        run.tickObserver = { _ in if let top = run.scene.node(forRow: 4)?.frame.minY { row4Tops.append(top) } }
        run.replay(tail: 1) { $0.drag(from: Point(x: 370, y: row3), to: Point(x: 100, y: row3), duration: 0.5, holdBeforeLift: 0.1) }
        #expect(run.scene.controller.lastAction == "delete:3")
        #expect(run.scene.node(forRow: 3) == nil)
        Self.checkIDs(run.scene, count: 29)
        #expect(run.scene.node(forRow: 4)?.frame == Rect(x: 0, y: 180, width: 390, height: 60))
        #expect(run.scene.list.contentSize.height == 29 * 60)
        // Row 4 moved up from 240 to 180 over several frames, never back down.
        let moving = row4Tops.filter { $0 > 180 && $0 < 240 }
        #expect(moving.count >= Int(0.1 * rate), "\(moving.count) frames in between")
        #expect(zip(row4Tops, row4Tops.dropFirst()).allSatisfy { $1 <= $0 })
        let ended = try #require(run.first("rowSwipe", .ended))
        #expect(ended.values["rowCount"] == .number(29))
        #expect(ended.values["lastAction"] == .string("delete:3"))
        #expect(SwipeActionsController.fullSwipeFraction * 390 == 234)

        // A leading full swipe pins.
        run.replay(startingAt: 3, tail: 1) { $0.drag(from: Point(x: 20, y: row3), to: Point(x: 300, y: row3), duration: 0.5, holdBeforeLift: 0.1) }
        #expect(run.scene.controller.lastAction == "pin:4")
        #expect(run.scene.pinned == [4])
        #expect(run.scene.controller.openRow == nil)
        Self.checkIDs(run.scene, count: 29)
    }

    @Test(arguments: scrollingRates)
    func tappingAnActionRunsIt(rate: Double) {
        let run = run(rate)
        openRow3(run)
        run.replay(startingAt: 2, tail: 1) { $0.tap(at: Point(x: 279, y: row3)) }
        #expect(run.scene.controller.lastAction == "archive:3")
        #expect(run.scene.controller.openRow == nil)
        #expect(run.scene.controller.selectedRow == nil)
        Self.checkIDs(run.scene, count: 30)
        run.replay(startingAt: 3, tail: 0) { $0.drag(from: Point(x: 300, y: row3), to: Point(x: 200, y: row3), duration: 0.4, holdBeforeLift: 0.1) }
        run.replay(startingAt: 5, tail: 1) { $0.tap(at: Point(x: 360, y: row3)) }
        #expect(run.scene.controller.lastAction == "delete:3")
        Self.checkIDs(run.scene, count: 29)
    }

    @Test(arguments: scrollingRates)
    func oneOpenRowATouchElsewhereClosesItAndSelectsNothing(rate: Double) {
        let run = run(rate)
        openRow3(run)
        // A tap on row 6 closes row 3 and selects nothing.
        run.replay(startingAt: 2, tail: 1) { $0.tap(at: Point(x: 200, y: 390)) }
        #expect(run.scene.controller.openRow == nil)
        #expect(run.scene.controller.selectedRow == nil)
        // The next tap selects.
        run.replay(startingAt: 4, tail: 0.5) { $0.tap(at: Point(x: 200, y: 390)) }
        #expect(run.scene.controller.selectedRow == 6)
        // Open row 3 again; a horizontal drag on row 8 closes it and swipes nothing.
        run.replay(startingAt: 5, tail: 0) { $0.drag(from: Point(x: 300, y: row3), to: Point(x: 200, y: row3), duration: 0.4, holdBeforeLift: 0.1) }
        #expect(run.scene.controller.openRow == 3)
        run.replay(startingAt: 7, tail: 1) { $0.drag(from: Point(x: 300, y: 510), to: Point(x: 150, y: 510), duration: 0.4, holdBeforeLift: 0.1) }
        #expect(run.scene.controller.openRow == nil)
        #expect(run.scene.controller.rowOffset == 0)
        // A tap on the open row, off its buttons, closes it and selects nothing.
        run.replay(startingAt: 9, tail: 0) { $0.drag(from: Point(x: 300, y: row3), to: Point(x: 200, y: row3), duration: 0.4, holdBeforeLift: 0.1) }
        run.replay(startingAt: 11, tail: 1) { $0.tap(at: Point(x: 100, y: row3)) }
        #expect(run.scene.controller.openRow == nil)
        #expect(run.scene.controller.selectedRow == 6)
    }

    @Test(arguments: scrollingRates)
    func scrollingClosesTheOpenRow(rate: Double) {
        let run = run(rate)
        openRow3(run)
        run.replay(startingAt: 2, tail: 3) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 500), duration: 0.4, holdBeforeLift: 0.1) }
        #expect(run.scene.controller.openRow == nil)
        #expect(run.scene.list.contentOffset.y > 150)
        #expect(run.scene.controller.selectedRow == nil)
    }

    @Test func theMotionIsEvaluatedFromTime() {
        // A flick that opens: at the same instant the offset is the same at every rate.
        var at = [Double: Double]()
        for rate in scrollingRates {
            let run = run(rate)
            run.tickObserver = { now in if abs(now - 0.25) < 1e-9 { at[rate] = run.scene.controller.rowOffset } }
            run.replay(tail: 1) { $0.drag(from: Point(x: 300, y: row3), to: Point(x: 240, y: row3), duration: 0.05) }
            #expect(run.scene.controller.rowOffset == -148)
        }
        let values = Array(at.values)
        #expect(values.count == 3)
        #expect(values.allSatisfy { abs($0 - values[0]) < 0.5 && $0 < -60 && $0 > -148 }, "\(at)")
    }

    @Test(arguments: scrollingRates)
    func aTouchCatchesTheRowAndALiftLetsItSettle(rate: Double) {
        let run = run(rate)
        var caughtAt: Double?
        run.scene.controller.catchRecognizer.addHandler { r in
            if r.state == .began && caughtAt == nil && r.currentTime > 0.1 { caughtAt = run.scene.controller.rowOffset }
        }
        var heldOffsets: [Double] = []
        run.tickObserver = { now in if now > 0.2 && now < 0.45 { heldOffsets.append(run.scene.controller.rowOffset) } }
        // A flick that opens row 3, caught on row 3 0.08 s later and held 0.3 s.
        run.replay(tail: 0) { s in
            s.drag(from: Point(x: 300, y: row3), to: Point(x: 260, y: row3), duration: 0.05)
            s.hold(at: Point(x: 200, y: row3), duration: 0.3, after: 0.08)
        }
        let caught = caughtAt ?? 0
        #expect(caught < -40 && caught > -148, "caught at \(caught)")
        #expect(heldOffsets.allSatisfy { $0 == caught }, "\(heldOffsets.prefix(3))")
        // Lifted: a tap on the open row off its buttons closes it (a long hold is not a tap: it settles).
        for frame in 1...Int(2 * rate) { run.scene.tick(1 + Double(frame) / rate) }
        #expect(run.scene.controller.rowOffset == 0 || run.scene.controller.rowOffset == -148)
        #expect(!run.scene.controller.isSettling)
    }

    @Test(arguments: scrollingRates)
    func aCancelAtAnyMomentLeavesTheModelConsistent(rate: Double) {
        // Cancel mid-drag at many moments: the row settles, no id is lost or repeated.
        for cancelAt in [0.02, 0.1, 0.2, 0.3] {
            let scene = SwipeActionsScene(viewport: viewport)
            let host = SceneTestHost(scene, rate: rate, clock: .live())
            host.touchDown(at: Point(x: 370, y: row3))
            var x = 370.0
            while host.now < cancelAt { x -= 600 / rate; host.touchMove(to: Point(x: x, y: row3)) }
            host.touchCancel()
            host.runFrames(for: 1)
            Self.checkIDs(scene, count: 30)
            #expect(!scene.controller.isSettling)
            #expect(scene.controller.rowOffset == 0 || scene.controller.rowOffset == -148)
        }
    }

    @Test func deletingTheRowBeingSwipedAndBadCallsKeepTheModelConsistent() {
        let scene = SwipeActionsScene(viewport: viewport)
        let host = SceneTestHost(scene, rate: 120, clock: .live())
        host.touchDown(at: Point(x: 300, y: row3))
        for _ in 0..<20 { host.touchMove(to: Point(x: host.lastLocation()!.x - 5, y: row3)) }
        #expect(scene.controller.openRow == 3)
        // The app deletes the row under the finger: the drag goes on harmlessly.
        scene.controller.removeRow(3, at: host.now)
        #expect(scene.controller.openRow == nil)
        for _ in 0..<10 { host.touchMove(to: Point(x: host.lastLocation()!.x - 5, y: row3)) }
        host.touchUp()
        host.runFrames(for: 1)
        Self.checkIDs(scene, count: 29)
        // Removing an unknown or already removed row, or running an action on one, changes nothing.
        scene.controller.removeRow(3, at: host.now)
        scene.controller.removeRow(999, at: host.now)
        scene.controller.run(scene.controller.trailingActions[0], onRow: 999, at: host.now)
        Self.checkIDs(scene, count: 29)
        // Every row deleted, one by one by the app: the list is empty and a touch does nothing.
        for id in scene.controller.rowIDs { scene.controller.removeRow(id, at: host.now) }
        host.runFrames(for: 1)
        #expect(scene.controller.rowCount == 0 && scene.list.contentSize.height == 0)
        host.touchDown(at: Point(x: 300, y: row3))
        for _ in 0..<20 { host.touchMove(to: Point(x: host.lastLocation()!.x - 5, y: row3)) }
        host.touchUp()
        host.runFrames(for: 1)
        #expect(scene.controller.openRow == nil && scene.controller.selectedRow == nil)
    }
}

@Suite("List interactions workload")
struct ListInteractionsWorkloadTests {
    @Test func theWorkloadsDragWhatTheyMeasure() throws {
        let swipe = ListInteractionsWorkload(.swipeActions)
        for frame in swipe.frames(200) { swipe.run(frame) }
        let rows = try #require(swipe.scene as? SwipeActionsScene)
        #expect(rows.controller.openRow == 3)
        #expect(rows.controller.rowOffset < -20 && rows.controller.rowOffset > -148)
        let back = ListInteractionsWorkload(.navigation)
        for frame in back.frames(200) { back.run(frame) }
        let stack = try #require(back.scene as? NavigationScene)
        #expect(stack.pop.popProgress > 0.05 && stack.pop.popProgress < 0.5)
        #expect(stack.pop.depth == 3)
    }
}
