import Testing
@testable import Grasp
@testable import GraspCore

/// A recognizer whose first move takes another recognizer off the node and lands a second touch from
/// inside its hook: a dispatch nested in the delivery of the move, which makes the list of recognizers
/// deciding again while the outer delivery is still reading it.
private final class Interrupting: GestureRecognizer {
    var engine: GestureEngine?
    var other: GestureRecognizer?
    var retiredDuringMove: [Int] = []
    var seen: [String] = []
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        seen.append("began \(touches.map { "\($0.id)" }.joined(separator: " "))")
    }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        seen.append("moved \(touches.map { "\($0.id)" }.joined(separator: " "))")
        guard let engine, let removed = other else { return }
        removed.node?.removeGestureRecognizer(removed)
        other = nil
        engine.handle(TouchEvent(timestamp: event.timestamp, changedTouches: [
            Touch(id: TouchID(2), phase: .began, location: Point(x: 50, y: 50), timestamp: event.timestamp)]))
        retiredDuringMove.append(engine.retiredDecidingCount)
    }
}

/// A recognizer that notes the touch calls it hears.
private final class Listening: GestureRecognizer {
    var seen: [String] = []
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        seen.append("began \(touches.map { "\($0.id)" }.joined(separator: " "))")
    }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        seen.append("moved \(touches.map { "\($0.id)" }.joined(separator: " "))")
    }
}

/// A delivery reads the engine's list of recognizers deciding in place, without retaining it
/// (Unsafe/BorrowedRecognizers.swift). A dispatch nested in the delivery that makes the list again puts
/// the old one aside, unchanged, until no dispatch is under way.
@Suite("The list of recognizers deciding, read in place")
struct BorrowedRecognizersTests {
    @Test("A nested dispatch that makes the list again leaves the outer delivery its own", arguments: [60.0, 120.0, 240.0])
    func nestedDispatchKeepsTheOuterList(rate: Double) {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let engine = GestureEngine(rootNode: root)
        let first = Interrupting(name: "first")
        var removed: Listening? = Listening(name: "removed")
        weak let gone = removed
        let last = Listening(name: "last")
        root.addGestureRecognizer(first)
        root.addGestureRecognizer(removed!)
        root.addGestureRecognizer(last)
        first.engine = engine
        first.other = removed
        removed = nil
        let dt = 1 / rate
        engine.handle(TouchEvent(timestamp: 0, changedTouches: [Touch(id: TouchID(1), phase: .began, location: Point(x: 10, y: 10), timestamp: 0)]))
        engine.handle(TouchEvent(timestamp: dt, changedTouches: [Touch(id: TouchID(1), phase: .moved, location: Point(x: 30, y: 10), timestamp: dt)]))
        // Inside the move, the nested dispatch put the outer delivery's list aside.
        #expect(first.retiredDuringMove == [1])
        #expect(first.seen == ["began #1", "moved #1", "began #2"])
        // The last recognizer hears the nested touch-down, then the outer move once, from the outer list.
        #expect(last.seen == ["began #1", "began #2", "moved #1"])
        // Once no dispatch is under way, the list put aside is let go, and with it the removed recognizer.
        #expect(engine.retiredDecidingCount == 0)
        engine.handle(TouchEvent(timestamp: 2 * dt, changedTouches: [
            Touch(id: TouchID(1), phase: .ended, location: Point(x: 30, y: 10), timestamp: 2 * dt),
            Touch(id: TouchID(2), phase: .ended, location: Point(x: 50, y: 50), timestamp: 2 * dt)]))
        engine.tick(3 * dt)
        #expect(gone == nil)
    }
}
