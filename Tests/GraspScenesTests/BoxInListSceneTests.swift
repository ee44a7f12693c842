// Why this file exists: the `box-in-list` scene's contract at 60, 120 and 240 Hz: a mostly horizontal
// drag on the box moves the box and not the list, a mostly vertical drag on the box scrolls the list and
// not the box, each decided on one sample by the pans' own rule; and the box scrolls with its row.

import Grasp
import GraspScenes
import GraspTesting
import GraspTrace
import Testing

@Suite("Box in list scene")
struct BoxInListSceneTests {
    let viewport = Size(width: 1000, height: 700)
    /// The box's centre at the start: centred in row 4 (content y 240 … 300).
    let boxCentre = Point(x: 500, y: 270)

    @Test func layout() {
        let scene = BoxInListScene(viewport: viewport)
        #expect(scene.box.frame == Rect(x: 450, y: 220, width: 100, height: 100))
        #expect(scene.box.parent === scene.content)
        let names = scene.reportedFrames().map(\.name)
        #expect(names == ["list", "list-content"] + (0...11).map { "row\($0)" } + ["box"])
        #expect(scene.recognizers.map(\.name) == ["list", "box", "tap"])
        #expect(scene.values(of: scene.boxPan)["position"] == .number(500))
        #expect(scene.values(of: scene.list.panGestureRecognizer)["contentOffset"] == .point(.zero))
    }

    @Test(arguments: scrollingRates)
    func aHorizontalDragMovesTheBoxAndNotTheList(rate: Double) throws {
        let run = SceneTestHost(BoxInListScene(viewport: viewport), rate: rate)
        run.replay(tail: 4) { $0.drag(from: boxCentre, to: boxCentre + Point(x: 120, y: 10), duration: 0.3, holdBeforeLift: 0.1) }
        #expect(run.summary(of: "box") == ["began", "changed", "ended"], "at \(rate) Hz")
        #expect(run.summary(of: "list") == ["failed"])
        #expect(run.first("list", .failed)?.time == run.first("box", .began)?.time)  // the same sample
        // The box's translation includes the slop: it is exactly 120 pt to the right.
        #expect(run.scene.box.center.x == 620)
        #expect(run.scene.list.contentOffset == .zero)
        #expect(run.frame("box") == Rect(x: 570, y: 220, width: 100, height: 100))
        #expect(run.scene.selectedRow == nil)
        #expect(run.stops.isEmpty)
    }

    @Test(arguments: scrollingRates)
    func aVerticalDragOnTheBoxScrollsTheListAndNotTheBox(rate: Double) throws {
        let run = SceneTestHost(BoxInListScene(viewport: viewport), rate: rate)
        run.replay(tail: 4) { $0.drag(from: boxCentre, to: boxCentre + Point(x: -10, y: -200), duration: 0.3, holdBeforeLift: 0.1) }
        #expect(run.summary(of: "list") == ["began", "changed", "ended"], "at \(rate) Hz")
        #expect(run.summary(of: "box") == ["failed"])
        #expect(run.first("box", .failed)?.time == run.first("list", .began)?.time)  // the same sample
        // The list's translation includes everything the finger did: the content moved 200 pt.
        #expect(run.scene.list.contentOffset == Point(x: 0, y: 200))
        #expect(run.scene.box.center.x == 500)
        // The box scrolled with its row.
        #expect(run.frame("box") == Rect(x: 450, y: 20, width: 100, height: 100))
        #expect(run.scene.selectedRow == nil)
    }

    @Test(arguments: scrollingRates)
    func aFlickOfTheListThenADragOfTheBoxWhereItScrolledTo(rate: Double) throws {
        let run = SceneTestHost(BoxInListScene(viewport: viewport), rate: rate)
        // A drag up the list that rests before lifting, then a sideways drag on the box where it is now.
        run.replay(tail: 1) { s in
            s.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 500), duration: 0.1, holdBeforeLift: 0.15)
            s.drag(from: Point(x: 500, y: 170), to: Point(x: 700, y: 170), duration: 0.3, holdBeforeLift: 0.1, after: 0.3)
        }
        // The first drag rested before lifting: the list is at 100, the box's row under (500, 170).
        #expect(run.scene.list.contentOffset == Point(x: 0, y: 100))
        #expect(run.summary(of: "box") == ["began", "changed", "ended"])
        #expect(run.scene.box.center.x == 700)
    }

    @Test(arguments: scrollingRates)
    func aTouchOnTheBoxWhileTheListGlidesStopsTheListAndDoesNotDragTheBox(rate: Double) throws {
        let run = SceneTestHost(BoxInListScene(viewport: viewport), rate: rate)
        // A gentle flick (300 pt/s) that leaves the box on screen, then a sideways drag on the box.
        run.replay(tail: 3) { s in
            s.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 570), duration: 0.1)
            s.drag(from: Point(x: 500, y: 200), to: Point(x: 650, y: 200), duration: 0.3, after: 0.05)
        }
        // The list's pan began at the touch-down (it caught the glide) and took the whole drag.
        #expect(run.summary(of: "list") == ["began", "changed", "ended", "began", "changed", "ended"])
        #expect(!run.summary(of: "box").contains("began"))
        #expect(run.scene.box.center.x == 500)
        #expect(run.stops.first == run.entries.filter { $0.recognizer == "list" && $0.reported == "began" }.last?.time)
    }
}
