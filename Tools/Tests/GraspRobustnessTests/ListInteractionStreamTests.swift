// Why this file exists: the random streams check the engine's own invariants; a list with swipe actions
// adds a model of its own (the rows' ids, the open row, its offset) that touches, cancels and the app's
// deletes all change. These streams drive the `swipe-actions` scene with random fingers (lands, moves,
// lifts, cancels, at random times and places, over the rows and their buttons) and random deletes by
// the app, and check after every step that no id is lost or duplicated and that the open row is sane.

import Grasp
import GraspInteractions
import GraspScenes
import GraspTrace
import Testing

@Suite("Swipe-action lists under random streams")
struct ListInteractionStreamTests {
    /// The streams: a fiftieth of the engine's (200, or 20,000 in the long run), `GRASP_STREAMS` aside.
    static var count: Int { max(streamCount / 50, 1) }

    @Test("No id is lost or duplicated, and the open row stays sane, for every stream")
    func swipeActionStreams() {
        var failures = 0
        for index in 0..<Self.count where failures < 5 {
            if let problem = Self.run(seed: UInt64(index)) {
                failures += 1
                Issue.record("stream \(index): \(problem)")
            }
        }
    }

    /// Runs stream `seed`; returns the first broken invariant, if any.
    static func run(seed: UInt64) -> String? {
        var rng = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x5357_4950_4531)
        let scene = SwipeActionsScene(viewport: Size(width: 390, height: 844))
        let controller = scene.controller
        var builder = TouchEventBuilder()
        var time = 0.0
        var removed: Set<Int> = []
        // A finger's full swipe, or a tap on Delete, removes a row too: those count as removed.
        let sceneAction = controller.onAction
        controller.onAction = { action, id in
            if action.style == .destructive { removed.insert(id) }
            sceneAction?(action, id)
        }
        var down: [Int: Point] = [:]
        func check(_ step: Int) -> String? {
            let ids = controller.rowIDs
            if Set(ids).count != ids.count { return "step \(step): an id is repeated: \(ids)" }
            if ids.count + removed.count != SwipeActionsScene.rowCountAtStart { return "step \(step): \(ids.count) ids and \(removed.count) removed" }
            if ids.contains(where: { removed.contains($0) }) { return "step \(step): a removed id came back" }
            if ids.contains(where: { scene.node(forRow: $0) == nil }) { return "step \(step): a row has no node" }
            if let open = controller.openRow, !ids.contains(open) { return "step \(step): open row \(open) is not a row" }
            if controller.openRow == nil && controller.rowOffset != 0 { return "step \(step): offset \(controller.rowOffset) with no open row" }
            if !controller.rowOffset.isFinite || abs(controller.rowOffset) > 148 + 390 { return "step \(step): offset \(controller.rowOffset)" }
            if let selected = controller.selectedRow, !ids.contains(selected) { return "step \(step): selected \(selected) is not a row" }
            return nil
        }
        func send(_ samples: [TouchSample]) {
            for event in builder.events(at: time, samples: samples) { scene.engine.handle(event) }
        }
        let steps = 20 + Int(rng.next() % 80)
        for step in 0..<steps {
            time += Double(rng.next() % 40) / 1000
            let finger = Int(rng.next() % 2) + 1
            let roll = rng.next() % 100
            // Mostly over the first rows and their buttons, sometimes anywhere.
            let location = Point(x: Double(rng.next() % 391), y: roll < 80 ? 150 + Double(rng.next() % 180) : Double(rng.next() % 845))
            switch roll {
            case 0..<12 where down[finger] == nil:
                down[finger] = location
                send([TouchSample(id: TouchID(finger), phase: .began, location: location)])
            case 0..<70 where down[finger] != nil:
                // A mostly horizontal move from where the finger is.
                let from = down[finger] ?? location
                let to = Point(x: from.x + Double(Int(rng.next() % 121) - 60), y: from.y + Double(Int(rng.next() % 21) - 10))
                down[finger] = to
                send([TouchSample(id: TouchID(finger), phase: .moved, location: to)])
            case 70..<80 where down[finger] != nil:
                send([TouchSample(id: TouchID(finger), phase: .ended, location: down[finger] ?? location)])
                down[finger] = nil
            case 80..<84 where down[finger] != nil:
                send([TouchSample(id: TouchID(finger), phase: .cancelled, location: down[finger] ?? location)])
                down[finger] = nil
            case 84..<88:
                // The app deletes a row: the open one, or any.
                let ids = controller.rowIDs
                if !ids.isEmpty {
                    let id = rng.next() % 2 == 0 ? (controller.openRow ?? ids[Int(rng.next() % UInt64(ids.count))]) : ids[Int(rng.next() % UInt64(ids.count))]
                    controller.removeRow(id, at: time)
                    removed.insert(id)
                }
            case 88..<90:
                // The app runs an action on a row that may be gone.
                let id = Int(rng.next() % 32)
                let action = controller.trailingActions[Int(rng.next() % 2)]
                if controller.rowIDs.contains(id) && action.style == .destructive { removed.insert(id) }
                controller.run(action, onRow: id, at: time)
            default:
                break
            }
            scene.tick(time)
            if let problem = check(step) { return problem }
        }
        // Every finger lifts; after two seconds everything is at rest.
        for (finger, location) in down { time += 0.01; send([TouchSample(id: TouchID(finger), phase: .ended, location: location)]) }
        for _ in 0..<240 { time += 1.0 / 120; scene.tick(time) }
        if let problem = check(steps) { return problem }
        if controller.isSettling || controller.isRemoving { return "still moving at rest" }
        if ![0, -148, 74].contains(controller.rowOffset) { return "at rest at \(controller.rowOffset)" }
        return nil
    }
}
