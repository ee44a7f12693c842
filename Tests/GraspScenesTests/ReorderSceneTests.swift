// Why this file exists: the `reorder` scene's contract at 60, 120 and 240 Hz: a row lifted on the long
// press's own timer (or the list scrolling, decided on the first sample past the slop), the other rows
// sliding aside from time, the auto-scroll near the edges with the row under the finger, the drop and the
// cancel, a second finger that changes nothing, a touch that catches sliding rows, and a model that never
// loses or repeats an id whatever the app deletes and whenever a cancel comes.

import Grasp
import GraspInteractions
import GraspScenes
import GraspTesting
import GraspTrace
import Testing

@Suite("Reorder scene")
struct ReorderSceneTests {
    static let viewport = Size(width: 390, height: 844)
    /// The middle of row 3 (rows are 60 pt from the top).
    static let row3 = 210.0

    /// A scene driven one event per frame at `rate` (a host whose only ticks are the frames it runs), its
    /// state changes recorded.
    static func run(_ rate: Double) -> SceneTestHost<ReorderScene> {
        SceneTestHost(ReorderScene(viewport: viewport), rate: rate, clock: .live())
    }

    static func checkIDs(_ scene: ReorderScene, count: Int = ReorderScene.rowCountAtStart, sourceLocation: SourceLocation = #_sourceLocation) {
        let ids = scene.controller.rowIDs
        #expect(ids.count == count, sourceLocation: sourceLocation)
        #expect(Set(ids).count == ids.count, "an id is repeated: \(ids)", sourceLocation: sourceLocation)
        #expect(ids.allSatisfy { scene.node(forRow: $0) != nil }, "a row has no node", sourceLocation: sourceLocation)
    }

    static func ids(_ text: String) -> [Int] { text.split(separator: ",").compactMap { Int($0) } }

    static func ids(_ value: SceneValue?) -> [Int] {
        if case .string(let text)? = value { return ids(text) }
        return []
    }

    /// The middle of row `id`'s node, in the window.
    static func middle(_ scene: ReorderScene, _ id: Int) -> Double {
        scene.node(forRow: id).map { ReorderScene.windowFrame(of: $0).midY } ?? .nan
    }

    @Test func layoutAndValues() {
        let scene = ReorderScene(viewport: Self.viewport)
        #expect(SceneCatalog.scene(named: "reorder") == ReorderScene.self)
        #expect(scene.recognizers.map { $0.name } == ["list", "rowLift", "rowCatch"])
        for recognizer in scene.recognizers {
            let values = scene.values(of: recognizer)
            #expect(values["order"] == .string((0..<30).map { String($0) }.joined(separator: ",")))
            #expect(values["lifted"] == .number(-1))
            #expect(values["contentOffset"] == .point(.zero))
        }
        #expect(scene.node(forRow: 3)?.frame == Rect(x: 0, y: 180, width: 390, height: 60))
        #expect(scene.list.contentSize.height == 1800)
        #expect(scene.reportedFrames().prefix(3).map { $0.name } == ["list", "list-content", "row0"])
        #expect(!scene.controller.needsFrames)
        // What the catalog asks of every scene: coloured named nodes, recognizers in the tree.
        for (name, _) in scene.reportedFrames() { #expect(scene.rootNode.descendant(named: name)?.backgroundColor != nil, "\(name)") }
        #expect(scene.recognizers.allSatisfy { r in r.node.map { scene.rootNode.isAncestor(of: $0) } == true })
    }

    @Test(arguments: scrollingRates)
    func aLongPressLiftsTheRowOnItsOwnTimer(rate: Double) throws {
        let host = Self.run(rate)
        host.touchDown(at: Point(x: 200, y: Self.row3))
        let landed = host.now
        host.runFrames(for: 0.6)
        let began = try #require(host.first("rowLift", .began))
        #expect(abs(began.time - (landed + ReorderController.liftDuration)) < 1e-9)
        let listFailed = try #require(host.first("list", .failed))
        #expect(listFailed.time == began.time)
        #expect(began.values["lifted"] == .number(3))
        // Drawn raised: scaled about its middle, in front of the other rows.
        let frame = try #require(host.frame("row3"))
        #expect(abs(frame.width - 390 * ReorderScene.liftedScale) < 1e-9 && abs(frame.midY - 210) < 1e-9)
        #expect(host.scene.content.children.last === host.scene.node(forRow: 3))
        // Held still: nothing moves, nothing asks for frames.
        #expect(!host.scene.controller.needsFrames)
        host.touchUp()
        host.runFrames(for: 0.5)
        #expect(host.scene.controller.liftedRow == nil)
        #expect(host.frame("row3") == Rect(x: 0, y: 180, width: 390, height: 60))
        Self.checkIDs(host.scene)
    }

    @Test(arguments: scrollingRates)
    func aFingerThatMovesFirstScrollsTheList(rate: Double) throws {
        let host = Self.run(rate)
        host.touchDown(at: Point(x: 200, y: 600))
        for _ in 0..<Int(0.2 * rate) { host.touchMove(to: Point(x: 200, y: host.lastLocation()!.y - 1200 / rate)) }
        host.touchUp()
        host.runFrames(for: 0.5)
        let listBegan = try #require(host.first("list", .began))
        let pressFailed = try #require(host.first("rowLift", .failed))
        #expect(listBegan.time == pressFailed.time)
        #expect(host.first("rowLift", .began) == nil)
        #expect(host.scene.list.contentOffset.y > 200)
        // Below the last row the press does not begin: the list keeps the finger.
        let shortHost = Self.run(rate)
        for id in 10..<30 { shortHost.scene.removeRow(id, at: 0) }
        shortHost.touchDown(at: Point(x: 200, y: 700))
        shortHost.runFrames(for: 0.7)
        #expect(shortHost.first("rowLift", .began) == nil)
        #expect(shortHost.scene.controller.liftedRow == nil)
    }

    @Test(arguments: scrollingRates)
    func dragTheRowTheOthersSlideAsideAndItDropsIntoItsSlot(rate: Double) throws {
        let host = Self.run(rate)
        var row4Tops: [Double] = []
        var liftedToFinger: [Double] = []
        host.frameObserver = {
            if let top = host.scene.node(forRow: 4)?.frame.minY { row4Tops.append(top) }
            if host.scene.controller.liftedRow == 3 { liftedToFinger.append(Self.middle(host.scene, 3) - host.lastLocation()!.y) }
        }
        host.touchDown(at: Point(x: 200, y: Self.row3 + 10))
        host.runFrames(for: 0.55)
        // 130 pt down in 0.3 s: row 3 passes rows 4 and 5.
        host.drag(to: Point(x: 200, y: Self.row3 + 140), duration: 0.3)
        host.runFrames(for: 0.4)
        let order = Self.ids(host.scene.order)
        #expect(Array(order.prefix(7)) == [0, 1, 2, 4, 5, 3, 6])
        Self.checkIDs(host.scene)
        // The lifted row stayed under the finger, taken 10 pt above its middle.
        #expect(liftedToFinger.allSatisfy { abs($0 + 10) < 1e-9 }, "\(liftedToFinger.prefix(4))")
        // Row 4 slid up from 240 to 180 over several frames, never back.
        let moving = row4Tops.filter { $0 > 180 && $0 < 240 }
        #expect(moving.count >= Int(0.1 * rate), "\(moving.count) frames in between")
        #expect(zip(row4Tops, row4Tops.dropFirst()).allSatisfy { $1 <= $0 })
        #expect(host.scene.node(forRow: 4)?.frame.minY == 180)
        // Released 20 pt below its slot (300): it lands there, animated, and then the stop is reported.
        var landing: [Double] = []
        host.frameObserver = { landing.append(host.scene.node(forRow: 3)?.frame.midY ?? .nan) }
        host.touchUp()
        let stopsBefore = host.stops.count
        host.runFrames(for: 0.5)
        let ended = try #require(host.first("rowLift", .ended))
        #expect(Self.ids(ended.values["order"]).prefix(7) == [0, 1, 2, 4, 5, 3, 6])
        #expect(ended.values["lifted"] == .number(-1))
        #expect(landing.filter { $0 > 330 && $0 < 350 }.count >= Int(0.1 * rate), "\(landing.prefix(6))")
        #expect(host.frame("row3") == Rect(x: 0, y: 300, width: 390, height: 60))
        #expect(host.stops.count == stopsBefore + 1)
        #expect(!host.scene.controller.needsFrames)
    }

    @Test(arguments: scrollingRates)
    func aCancelRestoresTheOrder(rate: Double) {
        let host = Self.run(rate)
        host.touchDown(at: Point(x: 200, y: Self.row3))
        host.runFrames(for: 0.55)
        host.drag(to: Point(x: 200, y: Self.row3 + 200), duration: 0.3)
        #expect(Self.ids(host.scene.order) != Array(0..<30))
        host.touchCancel()
        #expect(Self.ids(host.scene.order) == Array(0..<30))
        #expect(host.scene.controller.liftedRow == nil)
        // Every row slides back from where it was.
        #expect(host.scene.controller.isAnimating)
        host.runFrames(for: 0.5)
        for id in 0..<10 { #expect(host.frame("row\(id)") == Rect(x: 0, y: Double(id) * 60, width: 390, height: 60)) }
        #expect(!host.scene.controller.needsFrames)
    }

    @Test(arguments: scrollingRates)
    func nearAnEdgeTheListAutoScrollsAndTheRowStaysUnderTheFinger(rate: Double) throws {
        let host = Self.run(rate)
        var liftedToFinger: [Double] = []
        host.frameObserver = {
            if host.scene.controller.liftedRow == 3 { liftedToFinger.append(Self.middle(host.scene, 3) - host.lastLocation()!.y) }
        }
        host.touchDown(at: Point(x: 200, y: Self.row3))
        host.runFrames(for: 0.55)
        // Into the bottom zone (784–844), 36 pt deep: 1,200 × 0.6² = 432 pt/s.
        host.drag(to: Point(x: 200, y: 820), duration: 0.2)
        let start = host.scene.list.contentOffset.y
        let t0 = host.now
        host.runFrames(for: 0.5)
        let speed = (host.scene.list.contentOffset.y - start) / (host.now - t0)
        #expect(abs(speed - 432) < 1e-6, "speed \(speed)")
        #expect(host.scene.controller.isAutoScrolling && host.scene.controller.needsFrames)
        #expect(liftedToFinger.allSatisfy { abs($0) < 1e-9 })
        // The lifted row passes the rows the list brings up: its slot follows the finger.
        let slot = try #require(host.scene.controller.rowIDs.firstIndex(of: 3))
        #expect(abs(Double(slot) * 60 - (host.scene.list.contentOffset.y + 820 - 30)) <= 30)
        // Out of the zone: the list stops at once and nothing asks for frames.
        host.drag(to: Point(x: 200, y: 500), duration: 0.1)
        let stopped = host.scene.list.contentOffset.y
        host.runFrames(for: 0.5)
        #expect(host.scene.list.contentOffset.y == stopped)
        #expect(!host.scene.controller.needsFrames)
        // The top zone, at the very edge: 1,200 pt/s back up, down to the top and no further.
        host.drag(to: Point(x: 200, y: 0), duration: 0.1)
        let upStart = host.scene.list.contentOffset.y, upTime = host.now
        host.runFrames(for: 0.1)
        #expect(abs((upStart - host.scene.list.contentOffset.y) / (host.now - upTime) - 1200) < 1e-6)
        host.runFrames(for: 2)
        #expect(host.scene.list.contentOffset.y == 0)
        #expect(!host.scene.controller.isAutoScrolling)
        host.touchUp()
        host.runFrames(for: 0.5)
        #expect(host.scene.controller.rowIDs.first == 3)
        Self.checkIDs(host.scene)
        #expect(ReorderController.liftDuration == 0.5)
        #expect(host.scene.controller.autoScroll.zoneDepth == 60 && host.scene.controller.autoScroll.maximumSpeed == 1200)
    }

    @Test func theMotionIsEvaluatedFromTime() {
        // The same touches (at 60 Hz), ticked at every rate: the scroll and the landing row at one instant
        // agree, however many frames came in between.
        var offsets: [Double] = [], landings: [Double] = []
        for rate in scrollingRates {
            let host = Self.run(60)
            host.touchDown(at: Point(x: 200, y: Self.row3))
            host.runFrames(for: 0.55, frameRate: rate)
            host.drag(to: Point(x: 200, y: 830), duration: 0.25)
            host.runFrames(until: 1.5, frameRate: rate)
            offsets.append(host.scene.list.contentOffset.y)
            host.drag(to: Point(x: 200, y: 500), arrivingAt: 1.75)
            host.touchUp(time: 1.75)
            host.runFrames(until: 1.85, frameRate: rate)
            landings.append(host.scene.node(forRow: 3)?.frame.midY ?? .nan)
        }
        #expect(offsets.allSatisfy { abs($0 - offsets[0]) < 1e-6 } && offsets[0] > 300, "\(offsets)")
        #expect(landings.allSatisfy { abs($0 - landings[0]) < 1e-6 }, "\(landings)")
    }

    @Test(arguments: scrollingRates)
    func aSecondFingerChangesNothing(rate: Double) {
        let host = Self.run(rate)
        host.touchDown(at: Point(x: 200, y: Self.row3))
        host.runFrames(for: 0.55)
        host.drag(to: Point(x: 200, y: 400), duration: 0.2)
        let order = host.scene.order, top = Self.middle(host.scene, 3)
        // A second finger lands, drags up 300 pt and lifts.
        host.touchDown(finger: 2, at: Point(x: 300, y: 700))
        for step in 1...Int(0.3 * rate) { host.touchMove(finger: 2, to: Point(x: 300, y: 700 - 1000 / rate * Double(step))) }
        host.touchUp(finger: 2, at: Point(x: 300, y: 400))
        host.runFrames(for: 0.3)
        #expect(host.scene.order == order)
        #expect(host.scene.controller.liftedRow == 3)
        #expect(Self.middle(host.scene, 3) == top)
        #expect(host.scene.list.contentOffset.y == 0)
        host.touchUp()
        host.runFrames(for: 0.5)
        #expect(host.scene.order == order)
        Self.checkIDs(host.scene)
    }

    @Test(arguments: scrollingRates)
    func aTouchCatchesTheSlidingRows(rate: Double) {
        let host = Self.run(rate)
        host.touchDown(at: Point(x: 200, y: Self.row3))
        host.runFrames(for: 0.55)
        host.drag(to: Point(x: 200, y: Self.row3 + 200), duration: 0.2)
        host.touchUp()
        host.runFrames(for: 0.06)
        #expect(host.scene.controller.isAnimating)
        // A finger lands elsewhere: everything stops where it is while it is down …
        host.touchDown(at: Point(x: 100, y: 700))
        let caught = Self.middle(host.scene, 3)
        host.runFrames(for: 0.3)
        #expect(Self.middle(host.scene, 3) == caught)
        // … and lands when it lifts.
        host.touchUp()
        host.runFrames(for: 0.5)
        #expect(host.frame("row3") == Rect(x: 0, y: Double(host.scene.controller.rowIDs.firstIndex(of: 3) ?? -1) * 60, width: 390, height: 60))
        // Caught while landing, the row can be lifted again at once, from where it is.
        host.touchDown(at: Point(x: 200, y: 210))
        host.runFrames(for: 0.55)
        host.drag(to: Point(x: 200, y: 400), duration: 0.2)
        host.touchUp()
        host.runFrames(for: 0.05)
        host.touchDown(at: Point(x: 200, y: Self.middle(host.scene, 3)))
        let heldAt = Self.middle(host.scene, 3)
        host.runFrames(for: 0.55)
        #expect(host.scene.controller.liftedRow == 3)
        #expect(abs(Self.middle(host.scene, 3) - heldAt) < 1e-9)
        host.touchUp()
        host.runFrames(for: 0.5)
        Self.checkIDs(host.scene)
    }

    @Test(arguments: scrollingRates)
    func aCancelAtAnyMomentLeavesTheModelConsistent(rate: Double) {
        for cancelAt in [0.1, 0.5, 0.6, 0.8, 1.2, 1.6] {
            let host = Self.run(rate)
            host.touchDown(at: Point(x: 200, y: Self.row3))
            host.runFrames(for: 0.5)
            // Down to the bottom zone (auto-scrolling from 0.8 s), back up at 1.2 s.
            while host.now < cancelAt {
                let y = host.now < 1.2 ? min(host.lastLocation()!.y + 900 / rate, 830) : 400
                host.touchMove(to: Point(x: 200, y: y))
            }
            host.touchCancel()
            #expect(Self.ids(host.scene.order) == Array(0..<30), "cancel at \(cancelAt)")
            host.runFrames(for: 1)
            Self.checkIDs(host.scene)
            #expect(!host.scene.controller.needsFrames)
            #expect(host.scene.controller.liftedRow == nil)
            // The next press lifts again.
            host.touchDown(at: Point(x: 200, y: 400))
            host.runFrames(for: 0.6)
            #expect(host.scene.controller.liftedRow != nil)
            host.touchUp()
        }
    }

    @Test func aFingerFarOutsideTheListKeepsTheRowInTheList() {
        let host = Self.run(120)
        host.touchDown(at: Point(x: 200, y: Self.row3))
        host.runFrames(for: 0.55)
        host.touchMove(to: Point(x: 200, y: 1e15))
        #expect(host.scene.controller.rowIDs.last == 3)
        host.touchMove(to: Point(x: 200, y: -1e15))
        #expect(host.scene.controller.rowIDs.first == 3)
        host.touchUp()
        host.runFrames(for: 0.5)
        Self.checkIDs(host.scene)
        #expect(host.frame("row3")?.minY == -host.scene.list.contentOffset.y)
    }

    @Test(arguments: scrollingRates)
    func deletingRowsWhileOneIsLiftedKeepsTheModelConsistent(rate: Double) {
        let host = Self.run(rate)
        host.touchDown(at: Point(x: 200, y: Self.row3))
        host.runFrames(for: 0.55)
        host.drag(to: Point(x: 200, y: 400), duration: 0.2)
        // The app deletes a row above: the rows below close the gap, the lifted row stays under the finger.
        let under = Self.middle(host.scene, 3) - host.lastLocation()!.y
        host.scene.removeRow(0, at: host.now)
        #expect(Self.middle(host.scene, 3) - host.lastLocation()!.y == under)
        Self.checkIDs(host.scene, count: 29)
        host.drag(to: Point(x: 200, y: 500), duration: 0.1)
        // A cancel now restores the order the lift began with, without the deleted row.
        host.touchCancel()
        #expect(host.scene.controller.rowIDs == Array(1..<30))
        host.runFrames(for: 0.5)
        // The lifted row itself deleted: the lift ends, the finger's drag goes on harmlessly.
        host.touchDown(at: Point(x: 200, y: 150))
        host.runFrames(for: 0.55)
        #expect(host.scene.controller.liftedRow == 3)
        host.scene.removeRow(3, at: host.now)
        #expect(host.scene.controller.liftedRow == nil)
        host.drag(to: Point(x: 200, y: 830), duration: 0.2)
        host.runFrames(for: 0.5)
        #expect(host.scene.list.contentOffset.y == 0)
        host.touchUp()
        host.runFrames(for: 0.5)
        Self.checkIDs(host.scene, count: 28)
        #expect(!host.scene.controller.needsFrames)
        // Unknown ids change nothing; every row deleted leaves an empty list that a press does nothing to.
        host.scene.removeRow(3, at: host.now)
        host.scene.removeRow(999, at: host.now)
        host.scene.controller.cancel(at: host.now)
        Self.checkIDs(host.scene, count: 28)
        for id in host.scene.controller.rowIDs { host.scene.removeRow(id, at: host.now) }
        host.touchDown(at: Point(x: 200, y: 100))
        host.runFrames(for: 0.6)
        host.touchUp()
        host.runFrames(for: 0.5)
        #expect(host.scene.controller.rowCount == 0 && host.scene.list.contentSize.height == 0)
        #expect(host.scene.controller.liftedRow == nil && !host.scene.controller.needsFrames)
    }
}

@Suite("Reorder workload")
struct ReorderWorkloadTests {
    @Test func theWorkloadDragsALiftedRowThroughBothZones() {
        let workload = ReorderWorkload()
        #expect(workload.scene.controller.liftedRow == 3)
        var offsets: [Double] = []
        for frame in workload.frames(400) {
            workload.run(frame)
            offsets.append(workload.scene.list.contentOffset.y)
        }
        #expect(workload.scene.controller.liftedRow == 3)
        // The list went down and came back up: both zones scrolled it.
        let highest = offsets.max() ?? 0
        #expect(highest > 100 && (offsets.last ?? 0) < highest)
        #expect(workload.scene.controller.rowIDs.firstIndex(of: 3) != 3)
    }
}
