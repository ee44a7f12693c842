// Why this file exists: the drag scene's contract, on synthesized traces: the piece follows the pan
// in its superview's coordinates, stays where it is dropped, and a cancelled pan puts it back where
// the drag started, with the return reported as an animation stop.

import GraspTesting
import Grasp
import GraspScenes
import Testing

@Suite("Drag scene")
struct DragSceneTests {
    let viewport = Size(width: 1000, height: 700)

    @Test func thePieceStartsInTheMiddle() {
        let scene = DragScene(viewport: viewport)
        #expect(scene.piecePosition == Point(x: 500, y: 350))
        #expect(scene.reportedFrames().map(\.name) == ["piece"])
        #expect(scene.reportedFrames().first?.frame == Rect(x: 440, y: 290, width: 120, height: 120))
        #expect(scene.piece.backgroundColor == .blue)
        #expect(scene.recognizers.map(\.name) == ["pan"])
    }

    @Test func thePieceFollowsThePanAndStaysWhereItIsDropped() throws {
        let driver = SceneTestHost(DragScene(viewport: viewport))
        driver.load { $0.drag(from: Point(x: 480, y: 360), to: Point(x: 630, y: 310), duration: 0.25, holdBeforeLift: 0.1) }
        // Halfway through, the piece has moved exactly as far as the finger.
        driver.play(through: 0.125)
        let translation = try #require(driver.last("pan", .changed)?.values["translation"]?.point)
        #expect(driver.scene.piecePosition == Point(x: 500, y: 350) + translation)
        driver.finish()
        #expect(driver.summary(of: "pan") == ["began", "changed", "ended"])
        #expect(driver.scene.piecePosition == Point(x: 650, y: 300))
        #expect(driver.frame("piece") == Rect(x: 590, y: 240, width: 120, height: 120))
        #expect(driver.scene.dragStart == nil)
        #expect(driver.stops.isEmpty)  // nothing animated
    }

    @Test func aCancelledPanPutsThePieceBack() {
        let driver = SceneTestHost(DragScene(viewport: viewport))
        driver.load { $0.drag(from: Point(x: 500, y: 350), to: Point(x: 700, y: 500), duration: 0.25, holdBeforeLift: 0.5) }
        driver.play(through: 0.3)  // dragged, still holding
        #expect(driver.scene.piecePosition == Point(x: 700, y: 500))
        // The system takes the touches away.
        driver.scene.engine.cancelAllTouches(at: 0.35)
        #expect(driver.summary(of: "pan") == ["began", "changed", "cancelled"])
        // No jump: the piece starts its way back from where it was.
        #expect(driver.scene.piecePosition == Point(x: 700, y: 500))
        #expect(driver.scene.isReturning)
        driver.tick(through: 2.5)
        #expect(!driver.scene.isReturning)
        #expect(driver.scene.piecePosition == Point(x: 500, y: 350))
        #expect(driver.frame("piece") == Rect(x: 440, y: 290, width: 120, height: 120))
        #expect(driver.stops.count == 1)
    }

    @Test func aNewDragCatchesTheReturningPiece() throws {
        let driver = SceneTestHost(DragScene(viewport: viewport))
        driver.load { $0.drag(from: Point(x: 500, y: 350), to: Point(x: 800, y: 350), duration: 0.25, holdBeforeLift: 0.5) }
        driver.play(through: 0.3)
        driver.scene.engine.cancelAllTouches(at: 0.3)
        driver.discardQueuedEvents()
        driver.tick(through: 0.4)
        let returning = driver.scene.piecePosition
        #expect(returning.x < 800 && returning.x > 500)
        // A finger lands on the piece on its way back and drags it down.
        driver.load({ $0.drag(from: returning, to: returning + Point(x: 0, y: 100), duration: 0.2) }, after: 0.01)
        driver.finish()
        let began = try #require(driver.first("pan", .began)?.time)
        let caught = try #require(driver.entries(of: "pan").last { $0.state == .began })
        #expect(caught.time > began)
        // The spring was stopped at the new pan's time and reported; the drag continued from there.
        #expect(driver.stops == [caught.time])
        #expect(!driver.scene.isReturning)
        #expect(abs(driver.scene.piecePosition.y - (returning.y + 100)) < 1e-9)
    }
}
