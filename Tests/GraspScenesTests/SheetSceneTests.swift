// Why this file exists: the `sheet` scene's contract at 60, 120 and 240 Hz: up raises the sheet before
// the list scrolls and down scrolls the list to its top before the sheet follows, the sheet's and the
// list's movements add up to the finger's, each decision falls on the first sample past the slop, a
// release settles on the detent nearest the projection (from time, with the release velocity), a touch
// catches the settle, a fling of the list never moves the sheet, a horizontal drag moves neither, and
// every line carries the three values.

import Grasp
import GraspInteractions
import GraspScenes
import GraspTesting
import GraspTrace
import Testing

@Suite("Sheet scene")
struct SheetSceneTests {
    let viewport = Size(width: 390, height: 844)

    /// Checks after every frame of a list drag that the sheet's rise and the list's offset add up to the
    /// finger's movement while the list is within its content; returns how many frames it checked.
    static func checkSum(_ run: SceneTestHost<SheetScene>) -> () -> Int {
        var checked = 0
        func moved() -> Double { -run.scene.sheetY + run.scene.list.contentOffset.y }
        var start = 0.0
        run.scene.sheet.catchRecognizer.addHandler { r in if r.state == .began { start = moved() } }
        run.tickObserver = { _ in
            let scene = run.scene, pan = scene.list.panGestureRecognizer
            guard pan.state == .began || pan.state == .changed, scene.list.contentOffset.y >= 0,
                  scene.sheetY < scene.sheet.bottomY else { return }
            #expect(abs(moved() - start + pan.translation(in: nil).y) < 0.01, "at \(run.rate) Hz: \(moved() - start) vs \(pan.translation(in: nil).y)")
            checked += 1
        }
        return { checked }
    }

    @Test func layoutAndValues() {
        let scene = SheetScene(viewport: viewport)
        #expect(SceneCatalog.scene(named: "sheet") == SheetScene.self)
        #expect(scene.sheet.detentPositions.map { ($0 * 100).rounded() / 100 } == [717.4, 422, 67.52])
        #expect(scene.sheetY == 422 && scene.sheet.detent == 1)
        #expect(scene.panelNode.frame.minY == 422)
        #expect(abs(scene.panelNode.frame.height - 776.48) < 1e-9)
        #expect(scene.list.frame.minY == 56)
        // The header is drawn (and hit) over the rows scrolled past the list's top.
        #expect(scene.panelNode.children.map { $0.name } == ["list", "header"])
        scene.list.contentOffset = Point(x: 0, y: 300)
        #expect(scene.rootNode.hitTest(Point(x: 200, y: 422 + 20)) === scene.headerNode)
        scene.list.contentOffset = .zero
        #expect(scene.recognizers.map { $0.name } == ["list", "sheetDrag", "sheetCatch", "tap"])
        for recognizer in scene.recognizers {
            let values = scene.values(of: recognizer)
            #expect(values["detent"] == .number(1))
            #expect(values["sheetY"] == .number(422))
            #expect(values["contentOffset"] == .point(.zero))
        }
        #expect(scene.reportedFrames().prefix(4).map { $0.name } == ["map", "panel", "header", "list"])
    }

    @Test(arguments: scrollingRates)
    func upRaisesTheSheetThenScrollsTheListInTheSameDrag(rate: Double) throws {
        let run = SceneTestHost(SheetScene(viewport: viewport), rate: rate)
        let checked = Self.checkSum(run)
        var listMovedEarly = false
        let previous = run.tickObserver
        run.tickObserver = { now in
            previous?(now)
            if run.scene.list.contentOffset.y > 0 && run.scene.sheetY > run.scene.sheet.topY { listMovedEarly = true }
        }
        // 500 up, slowly, held still before lifting: 354.48 for the sheet, 145.52 for the list.
        run.replay(tail: 1) { $0.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 100), duration: 1.5, holdBeforeLift: 0.2) }
        #expect(checked() > 60)
        #expect(!listMovedEarly)
        #expect(run.scene.sheetY == run.scene.sheet.topY)
        #expect(run.scene.sheet.detent == 2)
        #expect(abs(run.scene.list.contentOffset.y - 145.52) < 0.01)
        // The decision falls on the first sample past the slop, and the sheet moves on that sample.
        let began = try #require(run.first("list", .began))
        guard case .number(let y)? = began.values["sheetY"], case .point(let t)? = began.values["translation"] else {
            Issue.record("no sheetY or translation on began")
            return
        }
        #expect(-t.y >= GestureDefaults.panSlop && -t.y < GestureDefaults.panSlop + 1000 / rate, "began at \(t.y)")
        #expect(abs((422 - y) + t.y) < 0.01)
        let ended = try #require(run.first("list", .ended))
        #expect(ended.values["detent"] == .number(2))
    }

    @Test(arguments: scrollingRates)
    func downScrollsTheListToItsTopThenTheSheetFollows(rate: Double) {
        let scene = SheetScene(viewport: viewport)
        scene.sheet.setDetent(2)
        scene.list.contentOffset = Point(x: 0, y: 200)
        let run = SceneTestHost(scene, rate: rate)
        let checked = Self.checkSum(run)
        var sheetMovedEarly = false
        let previous = run.tickObserver
        run.tickObserver = { now in
            previous?(now)
            if scene.list.contentOffset.y > 0.01 && scene.sheetY > scene.sheet.topY { sheetMovedEarly = true }
        }
        // 400 down: 200 for the list, 200 for the sheet (to 267.52); held, it settles on the nearer 422.
        run.replay(tail: 2) { $0.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 700), duration: 1.2, holdBeforeLift: 0.2) }
        #expect(checked() > 40)
        #expect(!sheetMovedEarly)
        #expect(abs(scene.list.contentOffset.y) < 0.01)
        #expect(scene.sheetY == 422 && scene.sheet.detent == 1)
        #expect(run.stops.count == 1)
    }

    @Test(arguments: scrollingRates)
    func aReleaseSettlesOnTheDetentNearestTheProjection(rate: Double) {
        // Slow, held: 60 up from 422 stays nearest 422. Quick flick of 60 up: the projection passes the top.
        for (duration, hold, target) in [(0.5, 0.2, 1), (0.05, 0.0, 2)] {
            let run = SceneTestHost(SheetScene(viewport: viewport), rate: rate)
            var positions: [Double] = []
            run.tickObserver = { _ in positions.append(run.scene.sheetY) }
            run.replay(tail: 2) { $0.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 540), duration: duration, holdBeforeLift: hold) }
            #expect(run.scene.sheet.detent == target, "\(duration) at \(rate) Hz")
            #expect(run.scene.sheetY == run.scene.sheet.detentPositions[target])
            #expect(!run.scene.sheet.isSettling)
            #expect(abs(run.scene.list.contentOffset.y) < 0.01, "the list does not glide")
            #expect(positions.allSatisfy { $0 >= run.scene.sheet.topY && $0 <= run.scene.sheet.bottomY })
            #expect(run.stops.count == 1)
        }
    }

    @Test func theSettleIsEvaluatedFromTimeAndCarriesTheReleaseVelocity() {
        var at = [Double: Double]()
        for rate in scrollingRates {
            let run = SceneTestHost(SheetScene(viewport: viewport), rate: rate)
            run.tickObserver = { now in if abs(now - 0.3) < 1e-9 { at[rate] = run.scene.sheetY } }
            run.replay(tail: 2) { $0.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 540), duration: 0.05) }
            #expect(run.scene.sheet.detent == 2)
        }
        #expect(at.count == 3)
        let values = Array(at.values)
        #expect(values.allSatisfy { abs($0 - values[0]) < 1 }, "\(at)")
        // With velocity, the sheet is further along at 0.3 s than a settle from rest would be.
        let rest = SpringAnimation(from: 362.0, to: 67.52, parameters: BottomSheet.settleSpring)
        #expect((values.first ?? 1000) < rest.value(at: 0.3 - 0.05))
    }

    @Test(arguments: scrollingRates)
    func aTouchCatchesTheSettleAndALiftLetsItFinish(rate: Double) {
        let run = SceneTestHost(SheetScene(viewport: viewport), rate: rate)
        var caughtAt: Double?
        run.scene.sheet.catchRecognizer.addHandler { r in if r.state == .began && caughtAt == nil && r.currentTime > 0.1 { caughtAt = run.scene.sheetY } }
        run.replay(tail: 0) { s in
            s.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 540), duration: 0.05)
            s.hold(at: Point(x: 200, y: 500), duration: 0.3, after: 0.08)
        }
        let caught = caughtAt ?? 0
        #expect(caught > 67.52 && caught < 362, "caught at \(caught)")
        #expect(!run.scene.sheet.isSettling || run.scene.sheetY != caught)
        for frame in 1...Int(2 * rate) { run.scene.tick(2 + Double(frame) / rate) }
        #expect(run.scene.sheet.detentPositions.contains(run.scene.sheetY))
        #expect(run.stops.count >= 2)
    }

    @Test(arguments: scrollingRates)
    func aFlingOfTheListThatReachesItsTopBouncesTheListAndNeverMovesTheSheet(rate: Double) {
        let scene = SheetScene(viewport: viewport)
        scene.sheet.setDetent(2)
        scene.list.contentOffset = Point(x: 0, y: 300)
        let run = SceneTestHost(scene, rate: rate)
        var lowest = 0.0
        var sheetMoved = false
        run.tickObserver = { _ in
            lowest = min(lowest, scene.list.contentOffset.y)
            if scene.sheetY != scene.sheet.topY { sheetMoved = true }
        }
        run.replay(tail: 3) { $0.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 380), duration: 0.06) }
        #expect(!sheetMoved)
        #expect(lowest < -1, "the list bounced past its top (\(lowest))")
        #expect(abs(scene.list.contentOffset.y) < 0.01)
        #expect(scene.sheet.detent == 2)
    }

    @Test(arguments: scrollingRates)
    func aHorizontalDragMovesNeither(rate: Double) {
        let run = SceneTestHost(SheetScene(viewport: viewport), rate: rate)
        run.replay(tail: 1) { s in
            s.drag(from: Point(x: 100, y: 600), to: Point(x: 350, y: 604), duration: 0.4)
            s.drag(from: Point(x: 100, y: 440), to: Point(x: 350, y: 444), duration: 0.4, after: 0.3)
        }
        #expect(run.scene.sheetY == 422)
        #expect(run.scene.list.contentOffset == .zero)
        #expect(run.first("list", .began) == nil)
        #expect(run.first("sheetDrag", .began) == nil)
    }

    @Test(arguments: scrollingRates)
    func theHeaderMovesTheSheetAndSettlesIt(rate: Double) throws {
        let run = SceneTestHost(SheetScene(viewport: viewport), rate: rate)
        var offsets: Set<Double> = []
        run.tickObserver = { _ in offsets.insert(run.scene.list.contentOffset.y) }
        // Down 250 from the header, held: 672, nearest the lowest detent (717.4).
        run.replay(tail: 2) { $0.drag(from: Point(x: 200, y: 440), to: Point(x: 200, y: 690), duration: 0.8, holdBeforeLift: 0.2) }
        let began = try #require(run.first("sheetDrag", .began))
        guard case .number(let y)? = began.values["sheetY"], case .point(let t)? = began.values["translation"] else {
            Issue.record("no values")
            return
        }
        #expect(abs(y - (422 + t.y)) < 0.01, "the sheet moves on the deciding sample")
        #expect(run.scene.sheet.detent == 0)
        #expect(abs(run.scene.sheetY - 717.4) < 1e-9)
        #expect(offsets == [0])
    }

    @Test func aMouseWheelStepMovesTheSheetToTheNextDetent() {
        let scene = SheetScene(viewport: viewport)
        func step(_ dy: Double, at t: Double) {
            scene.engine.handle(ScrollEvent(timestamp: t, pointer: TouchID(3), phase: .step, location: Point(x: 200, y: 600),
                                            delta: Point(x: 0, y: dy), modifierFlags: []))
            for frame in 0...180 { scene.tick(t + Double(frame) / 60) }
        }
        step(-30, at: 1)
        #expect(scene.sheet.detent == 2 && scene.sheetY == scene.sheet.topY)
        #expect(scene.list.contentOffset.y == 0)
        step(-30, at: 5)
        #expect(abs(scene.list.contentOffset.y - 30) < 0.01)
        #expect(scene.sheetY == scene.sheet.topY)
        step(60, at: 9)
        #expect(abs(scene.list.contentOffset.y) < 0.01)
        #expect(scene.sheet.detent == 1 && scene.sheetY == 422)
    }
}
