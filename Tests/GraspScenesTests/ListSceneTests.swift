// Why this file exists: the `list` scene's contract, trace in and outcome out, at 60, 120 and 240 Hz:
// a flick scrolls and comes to rest at the same offset at every rate; a touch on the moving list stops
// it at the offset of its own instant and selects nothing; a tap on a still list selects the tapped
// row; and however far the list scrolls, only the rows on screen (plus a spare) exist as nodes.

import Grasp
import GraspScenes
import GraspTesting
import GraspTrace
import Testing

@Suite("List scene")
struct ListSceneTests {
    let viewport = Size(width: 1000, height: 700)

    /// A 2000 pt/s flick upwards: 300 pt in 0.15 s, lifted while moving.
    static func flick(_ s: inout TraceSynthesizer) {
        s.drag(from: Point(x: 500, y: 600), to: Point(x: 500, y: 300), duration: 0.15)
    }

    @Test func layoutReportsTheListItsContentAndTheRowsOnScreenOnly() throws {
        let scene = ListScene(viewport: viewport)
        // 700 / 60 = 11.7: rows 0 … 11 are on screen; the pool holds two more nodes.
        #expect(scene.reportedFrames().map(\.name) == ["list", "list-content"] + (0...11).map { "row\($0)" })
        #expect(scene.rowNodes.count == 14)
        #expect(scene.content.children.count == 14)
        #expect(scene.reportedFrames().first?.frame == Rect(x: 0, y: 0, width: 1000, height: 700))
        #expect(scene.reportedFrames()[1].frame == Rect(x: 0, y: 0, width: 1000, height: 30_000))
        let row3 = try #require(scene.node(forRow: 3))
        #expect(row3.frame == Rect(x: 0, y: 180, width: 1000, height: 60))
        #expect(row3.label == ListScene.personName(ofRow: 3))
        #expect(row3.children.first?.label == String(ListScene.personName(ofRow: 3).prefix(1)))
        #expect(row3.children.first?.backgroundColor != nil)
        #expect(scene.recognizers.map(\.name) == ["list", "tap"])
        #expect(scene.values(of: scene.list.panGestureRecognizer)["contentOffset"] == .point(.zero))
        #expect(scene.values(of: scene.tap)["selected"] == .number(-1))
        // Names are deterministic and neighbours differ.
        #expect(ListScene.personName(ofRow: 0) == ListScene(viewport: viewport).node(forRow: 0)?.label)
        #expect(Set((0..<500).map(ListScene.personName(ofRow:))).count > 400)
    }

    @Test func scrolledFarOnlyTheRowsOnScreenExistAndTheyShowTheirRows() throws {
        let scene = ListScene(viewport: viewport)
        scene.list.contentOffset = Point(x: 0, y: 18_030)  // row 300 half off the top
        #expect(scene.visibleRows == 300...312)
        #expect(scene.content.children.count == 14)
        let names = scene.reportedFrames().map(\.name)
        #expect(names == ["list", "list-content"] + (300...312).map { "row\($0)" })
        let row300 = try #require(scene.reportedFrames().first { $0.name == "row300" })
        #expect(row300.frame == Rect(x: 0, y: -30, width: 1000, height: 60))
        #expect(scene.node(forRow: 300)?.label == ListScene.personName(ofRow: 300))
        // The end of the list: the pool does not run past the last row.
        scene.list.contentOffset = scene.list.maximumContentOffset
        #expect(scene.visibleRows?.upperBound == 499)
        #expect(scene.node(forRow: 499)?.frame.maxY == 30_000)
    }

    @Test(arguments: scrollingRates)
    func aFlickScrollsAndComesToRestAtTheSameOffsetAtEveryRate(rate: Double) throws {
        let run = SceneTestHost(ListScene(viewport: viewport), rate: rate)
        run.replay(tail: 5, Self.flick)
        let list = run.scene.list
        #expect(run.summary(of: "list") == ["began", "changed", "ended"])
        #expect(run.summary(of: "tap") == ["failed"])
        #expect(!list.isDecelerating)
        // The reference rest, from the 120 Hz run: every rate lands within a point of it.
        let reference = SceneTestHost(ListScene(viewport: viewport), rate: 120)
        reference.replay(tail: 5, Self.flick)
        let rest = reference.scene.list.contentOffset.y
        #expect(rest > 1000 && rest < 2500, "rest \(rest)")
        #expect(abs(list.contentOffset.y - rest) < 1, "at \(rate) Hz: \(list.contentOffset.y) vs \(rest)")
        #expect(list.contentOffset.x == 0)
        // One stop, when the glide came to rest; the frames show the content scrolled by the offset.
        #expect(run.stops.count == 1)
        #expect(run.frame("list-content")?.minY == -list.contentOffset.y)
        let first = Int(list.contentOffset.y / 60)
        #expect(run.scene.reportedFrames()[2].name == "row\(first)")
        #expect(run.scene.content.children.count == 14)
        // The pan's lines carry the content offset.
        let ended = try #require(run.first("list", .ended))
        guard case .point(let atRelease)? = ended.values["contentOffset"] else { Issue.record("no contentOffset"); return }
        #expect(atRelease.y >= 299 && atRelease.y <= 301)
    }

    @Test(arguments: scrollingRates)
    func aTouchOnTheMovingListStopsItWhereItIsAndSelectsNothing(rate: Double) throws {
        // The same flick without a touch, for the offsets the glide passes through at every frame.
        let free = SceneTestHost(ListScene(viewport: viewport), rate: rate)
        var offsets: [Double: Double] = [:]
        free.tickObserver = { [unowned free] now in offsets[now] = free.scene.list.contentOffset.y }
        free.replay(tail: 5, Self.flick)

        let run = SceneTestHost(ListScene(viewport: viewport), rate: rate)
        run.replay(tail: 2) { s in
            Self.flick(&s)
            s.tap(at: Point(x: 500, y: 350), after: 0.3)
        }
        let list = run.scene.list
        // The second touch-down begins the list's pan at once (it caught the glide) …
        #expect(run.summary(of: "list") == ["began", "changed", "ended", "began", "ended"])
        let caught = try #require(run.entries.filter { $0.recognizer == "list" && $0.reported == "began" }.last)
        guard case .point(let offset)? = caught.values["contentOffset"] else { Issue.record("no contentOffset"); return }
        // … at the offset the glide had at that very instant, and the list stays there.
        let expected = try #require(offsets.first { abs($0.key - caught.time) < 1e-9 }?.value)
        #expect(abs(offset.y - expected) < 1e-9, "at \(rate) Hz")
        #expect(offset.y < free.scene.list.contentOffset.y - 100)
        #expect(list.contentOffset == offset)
        #expect(!list.isDecelerating)
        // The tap did not select the row under the finger.
        #expect(run.summary(of: "tap") == ["failed", "failed"])
        #expect(run.scene.selectedRow == nil)
        // One stop, at the touch-down.
        #expect(run.stops == [caught.time])
    }

    @Test(arguments: scrollingRates)
    func aTapOnAStillListSelectsTheTappedRow(rate: Double) throws {
        let run = SceneTestHost(ListScene(viewport: viewport), rate: rate)
        run.replay(tail: 0.5) { $0.tap(at: Point(x: 300, y: 130)) }  // row 2 (120 … 180)
        #expect(run.scene.selectedRow == 2)
        #expect(run.summary(of: "tap") == ["recognized"])
        #expect(run.summary(of: "list") == ["failed"])
        #expect(run.first("tap", .recognized)?.values["selected"] == .number(2))
        #expect(run.scene.node(forRow: 2)?.backgroundColor != .white)
        #expect(run.scene.node(forRow: 1)?.backgroundColor == .white)
        #expect(run.stops.isEmpty)

        // Scrolled by a drag that rests before lifting (no glide), a tap selects by the content offset.
        run.replay(startingAt: 2, tail: 0.5) { s in
            s.drag(from: Point(x: 500, y: 650), to: Point(x: 500, y: 50), duration: 0.4, holdBeforeLift: 0.2)
            s.tap(at: Point(x: 300, y: 45), after: 0.3)  // content y 600 + 45: row 10
        }
        #expect(run.scene.list.contentOffset == Point(x: 0, y: 600))
        #expect(run.scene.selectedRow == 10)
        #expect(run.scene.node(forRow: 10)?.backgroundColor != .white)
        #expect(run.scene.node(forRow: 2) == nil || run.scene.node(forRow: 2)?.backgroundColor == .white)
        #expect(run.stops.isEmpty)
    }

    @Test func theSelectionFollowsItsRowThroughReuse() throws {
        let scene = ListScene(viewport: viewport)
        let run = SceneTestHost(scene, rate: 120)
        run.replay(tail: 0.5) { $0.tap(at: Point(x: 300, y: 30)) }
        #expect(scene.selectedRow == 0)
        scene.list.contentOffset = Point(x: 0, y: 6000)
        #expect(scene.node(forRow: 0) == nil)
        #expect(scene.rowNodes.allSatisfy { $0.backgroundColor == .white })
        scene.list.contentOffset = .zero
        #expect(scene.node(forRow: 0)?.backgroundColor != .white)
    }
}
