import Testing
@testable import Grasp
@testable import GraspCore

/// A recognizer whose first move cancels every touch from inside its hook: a dispatch nested in the one
/// that delivers the move, which finishes the moving touch's record and lets the table drop it. It notes
/// what the table keeps meanwhile.
private final class CancellingReader: GestureRecognizer {
    var engine: GestureEngine?
    var retiredDuringMove: [Int] = []
    var seen: [String] = []
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        seen.append("moved \(touches.map { "\($0.id)" }.joined(separator: " "))")
        guard let engine, seen.count == 1 else { return }
        engine.cancelAllTouches(at: event.timestamp)
        retiredDuringMove.append(engine.touchTable.retired.count)
        retiredDuringMove.append(engine.touchTable.records.count)
    }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        seen.append("cancelled \(touches.map { "\($0.id)" }.joined(separator: " "))")
        state = .failed
    }
}

/// A recognizer after the first in arena order, which hears the outer move after the nested cancel.
private final class LaterReader: GestureRecognizer {
    var seen: [String] = []
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        seen.append("moved \(touches.map { "\($0.id)@\(Int($0.location.x))" }.joined(separator: " "))")
    }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        seen.append("cancelled")
        state = .failed
    }
}

/// A node that notes the touch calls it hears.
private final class NotingNode: Node {
    var heard: [String] = []
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { heard.append("moved") }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { heard.append("cancelled") }
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { heard.append("began") }
}

/// The dispatch lists its changed touches' records without retaining them (Unsafe/UnretainedRecords.swift):
/// the table holds them. A dispatch nested in another may let the table drop a record the outer one still
/// lists; the table then keeps it until no dispatch is left around it.
@Suite("The records a dispatch lists unretained")
struct UnretainedRecordsTests {
    @Test("A touch cancelled by a nested dispatch during its own move keeps its record until the outer dispatch ends", arguments: [60.0, 120.0, 240.0])
    func nestedCancelKeepsTheRecord(rate: Double) {
        let root = NotingNode(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let engine = GestureEngine(rootNode: root)
        let first = CancellingReader(name: "first")
        let later = LaterReader(name: "later")
        first.engine = engine
        root.addGestureRecognizer(first)
        root.addGestureRecognizer(later)
        let dt = 1 / rate
        engine.handle(TouchEvent(timestamp: 0, changedTouches: [Touch(id: TouchID(1), phase: .began, location: Point(x: 10, y: 10), timestamp: 0)]))
        #expect(engine.touchTable.records.count == 1)
        engine.handle(TouchEvent(timestamp: dt, changedTouches: [Touch(id: TouchID(1), phase: .moved, location: Point(x: 30, y: 10), timestamp: dt)]))
        // Inside the move: the nested dispatch dropped the record from the table, which kept it.
        #expect(first.retiredDuringMove == [1, 0])
        #expect(first.seen == ["moved #1", "cancelled #1"])
        // The later recognizer and the node hear the cancel (the nested dispatch), not the outer move: the
        // touch had ended by the time the outer delivery reached them.
        #expect(later.seen == ["cancelled"])
        #expect(root.heard == ["began", "cancelled"])
        // Once the outer dispatch ended, the table keeps the record no more.
        #expect(engine.touchTable.retired.isEmpty)
        #expect(engine.touchTable.records.isEmpty)
    }
}

/// A recognizer that stays possible while it tracks its touch.
private final class Waiting: GestureRecognizer {}

/// The delivery visits only the recognizers still deciding or running, from a list the engine keeps beside
/// the arena's list of those in play; that list keeps no recognizer alive once it has left play.
@Suite("The list of recognizers still deciding")
struct RecognizersDecidingTests {
    @Test("A recognizer removed from its node between dispatches is let go once the dispatch that takes the removal in ends")
    func removedRecognizerIsLetGo() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let engine = GestureEngine(rootNode: root)
        var removed: Waiting? = Waiting(name: "removed")
        weak let gone = removed
        let kept = Waiting(name: "kept")
        root.addGestureRecognizer(removed!)
        root.addGestureRecognizer(kept)
        engine.handle(TouchEvent(timestamp: 0, changedTouches: [Touch(id: TouchID(1), phase: .began, location: Point(x: 10, y: 10), timestamp: 0)]))
        engine.handle(TouchEvent(timestamp: 0.01, changedTouches: [Touch(id: TouchID(1), phase: .moved, location: Point(x: 12, y: 10), timestamp: 0.01)]))
        #expect(engine.activeRecognizers.count == 2)
        root.removeGestureRecognizer(removed!)
        removed = nil
        engine.tick(0.02)
        #expect(engine.activeRecognizers.map(\.name) == ["kept"])
        #expect(gone == nil)
    }
}
