// Why this file exists: a list that reorders keeps a model of its own (the ids in order, the lifted row,
// the rows sliding to their slots) that long presses, drags into the auto-scroll zones, second fingers,
// cancels and the app's deletes all change. These streams drive the `reorder` scene with random fingers
// (lands, holds long enough to lift or not, moves, lifts, cancels, at random times and places) and random
// deletes and cancels by the app, and check after every step that no id is lost or duplicated.

import Grasp
import GraspInteractions
import GraspScenes
import GraspTrace
import Testing

@Suite("Reordering lists under random streams")
struct ListInteractionReorderStreamTests {
    /// The streams: a fiftieth of the engine's (200, or 20,000 in the long run), `GRASP_STREAMS` aside.
    static var count: Int { max(streamCount / 50, 1) }

    @Test("No id is lost or duplicated, and the lifted row stays sane, for every stream")
    func reorderStreams() {
        var failures = 0
        var lifts = 0, scrolled = 0
        for index in 0..<Self.count where failures < 5 {
            switch Self.run(seed: UInt64(index)) {
            case .failure(let problem):
                failures += 1
                Issue.record("stream \(index): \(problem)")
            case .success(let outcome):
                lifts += outcome.lifted ? 1 : 0
                scrolled += outcome.autoScrolled ? 1 : 0
            }
        }
        // The streams do what they are for: rows are lifted, and the list auto-scrolls, in many of them.
        #expect(lifts > Self.count / 4 && scrolled > Self.count / 10, "\(lifts) lifted, \(scrolled) auto-scrolled of \(Self.count)")
    }

    struct Outcome { var lifted = false, autoScrolled = false }
    struct Problem: Error, CustomStringConvertible { var description: String }

    /// Runs stream `seed`: what it did, or the first broken invariant.
    static func run(seed: UInt64) -> Result<Outcome, Problem> {
        var rng = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x5245_4F52_4445_52)
        let scene = ReorderScene(viewport: Size(width: 390, height: 844))
        let controller = scene.controller
        var builder = TouchEventBuilder()
        var time = 0.0
        var removed: Set<Int> = []
        var down: [Int: Point] = [:]
        var outcome = Outcome()
        func check(_ step: Int) -> String? {
            let ids = controller.rowIDs
            if Set(ids).count != ids.count { return "step \(step): an id is repeated: \(ids)" }
            if ids.count + removed.count != ReorderScene.rowCountAtStart { return "step \(step): \(ids.count) ids and \(removed.count) removed" }
            if ids.contains(where: { removed.contains($0) }) { return "step \(step): a removed id came back" }
            if ids.contains(where: { scene.node(forRow: $0) == nil }) { return "step \(step): a row has no node" }
            if let lifted = controller.liftedRow, !ids.contains(lifted) { return "step \(step): lifted row \(lifted) is not a row" }
            if let landing = controller.landingRow, !ids.contains(landing) { return "step \(step): landing row \(landing) is not a row" }
            let offset = scene.list.contentOffset.y
            if !offset.isFinite { return "step \(step): content offset \(offset)" }
            if !controller.liftedY.isFinite || ids.indices.contains(where: { !controller.rowY(at: $0).isFinite }) { return "step \(step): a row is nowhere" }
            if Int(scene.content.bounds.height) != ids.count * 60 { return "step \(step): content \(scene.content.bounds.height) for \(ids.count) rows" }
            return nil
        }
        func send(_ samples: [TouchSample]) {
            for event in builder.events(at: time, samples: samples) { scene.engine.handle(event) }
        }
        let steps = 20 + Int(rng.next() % 80)
        for step in 0..<steps {
            let offset = scene.list.contentOffset.y
            // Mostly frames, sometimes a hold long enough to lift a row.
            time += rng.next() % 4 == 0 ? 0.3 + Double(rng.next() % 400) / 1000 : Double(rng.next() % 40) / 1000
            scene.tick(time)
            let finger = rng.next() % 5 == 0 ? 2 : 1
            let roll = rng.next() % 100
            let location = Point(x: Double(rng.next() % 391), y: Double(rng.next() % 845))
            switch roll {
            case 0..<15 where down[finger] == nil:
                down[finger] = location
                send([TouchSample(id: TouchID(finger), phase: .began, location: location)])
            case 0..<60 where down[finger] != nil:
                // A mostly vertical move from where the finger is, sometimes into an edge zone.
                let from = down[finger] ?? location
                let y = rng.next() % (controller.liftedRow == nil ? 4 : 2) == 0 ? (rng.next() % 2 == 0 ? Double(rng.next() % 60) : 784 + Double(rng.next() % 61))
                    : from.y + Double(Int(rng.next() % 161) - 80)
                let to = Point(x: from.x + Double(Int(rng.next() % 11) - 5), y: y)
                down[finger] = to
                send([TouchSample(id: TouchID(finger), phase: .moved, location: to)])
            case 60..<70 where down[finger] != nil:
                send([TouchSample(id: TouchID(finger), phase: .ended, location: down[finger] ?? location)])
                down[finger] = nil
            case 70..<74 where down[finger] != nil:
                send([TouchSample(id: TouchID(finger), phase: .cancelled, location: down[finger] ?? location)])
                down[finger] = nil
            case 74..<80:
                // The app deletes a row: mostly another than the lifted one, sometimes the lifted one.
                let ids = controller.rowIDs
                if !ids.isEmpty {
                    let pick = Int(rng.next() % UInt64(ids.count))
                    var id = ids[pick]
                    if let lifted = controller.liftedRow {
                        if rng.next() % 4 == 0 { id = lifted } else if id == lifted, ids.count > 1 { id = ids[(pick + 1) % ids.count] }
                    }
                    scene.removeRow(id, at: time)
                    removed.insert(id)
                }
            case 80..<83:
                // The app cancels the reordering (or, half the time with nothing lifted, deletes a row
                // that may be gone).
                if controller.liftedRow != nil || rng.next() % 2 == 0 {
                    controller.cancel(at: time)
                } else {
                    scene.removeRow(Int(rng.next() % 32), at: time)
                    removed = Set(0..<ReorderScene.rowCountAtStart).subtracting(controller.rowIDs)
                }
            default:
                break
            }
            scene.tick(time)
            if controller.liftedRow != nil { outcome.lifted = true }
            if controller.liftedRow != nil && scene.list.contentOffset.y != offset { outcome.autoScrolled = true }
            if let problem = check(step) { return .failure(Problem(description: problem)) }
        }
        // Every finger lifts; after two seconds everything is at rest, each row in its slot.
        for (finger, location) in down { time += 0.01; send([TouchSample(id: TouchID(finger), phase: .ended, location: location)]) }
        for _ in 0..<240 { time += 1.0 / 120; scene.tick(time) }
        if let problem = check(steps) { return .failure(Problem(description: problem)) }
        if controller.liftedRow != nil || controller.needsFrames { return .failure(Problem(description: "still moving at rest")) }
        for (index, id) in controller.rowIDs.enumerated() where scene.node(forRow: id)?.frame.minY != Double(index) * 60 {
            return .failure(Problem(description: "row \(id) at \(scene.node(forRow: id)?.frame.minY ?? -1), not in slot \(index)"))
        }
        return .success(outcome)
    }
}
