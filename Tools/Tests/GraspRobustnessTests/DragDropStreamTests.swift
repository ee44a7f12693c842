// Why this file exists: drag and drop between lists keeps a model of its own (which list holds each
// item, in what order, which item is lifted or flying) that long presses, drags across, auto-scroll,
// cancels, second fingers and the app's removals all change. These streams drive the `drag-drop` scene
// with random fingers (lands, holds long enough to lift, small and large moves over both lists, their
// edge zones and outside them, lifts, cancels) and random removals by the app, and check after every
// step that no id is lost or duplicated.

import Grasp
import GraspInteractions
import GraspScenes
import GraspTrace
import Testing

@Suite("Drag-and-drop lists under random streams")
struct DragDropStreamTests {
    /// The streams: a fiftieth of the engine's (200, or 20,000 in the long run), `GRASP_STREAMS` aside.
    static var count: Int { max(streamCount / 50, 1) }

    @Test("No id is lost or duplicated, and the lifted and flying items are items, for every stream")
    func dragDropStreams() {
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
        var rng = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x4452_4147)
        let scene = DragDropScene(viewport: Size(width: 390, height: 844))
        let interaction = scene.interaction
        let total = 2 * DragDropScene.itemsPerList
        var builder = TouchEventBuilder()
        var time = 0.0
        var removed: Set<Int> = []
        var down: [Int: Point] = [:]
        func check(_ step: Int) -> String? {
            let ids = scene.left.itemIDs + scene.right.itemIDs
            if Set(ids).count != ids.count { return "step \(step): an id is repeated: \(scene.left.itemIDs) | \(scene.right.itemIDs)" }
            if ids.count + removed.count != total { return "step \(step): \(ids.count) ids and \(removed.count) removed" }
            if ids.contains(where: { removed.contains($0) }) { return "step \(step): a removed id came back" }
            if ids.contains(where: { scene.node(forItem: $0) == nil }) { return "step \(step): an item has no node" }
            if let lifted = interaction.liftedItem, !ids.contains(lifted) { return "step \(step): lifted \(lifted) is not an item" }
            if let flying = interaction.flyingItem, !ids.contains(flying) { return "step \(step): flying \(flying) is not an item" }
            if interaction.liftedItem != nil && interaction.flyingItem != nil { return "step \(step): lifted and flying at once" }
            if let frame = interaction.liftedFrame(), !(frame.origin.x.isFinite && frame.origin.y.isFinite) { return "step \(step): lifted frame \(frame)" }
            if let index = interaction.insertionIndex, let target = interaction.dropTarget,
               index < 0 || index > interaction.lists[target].itemIDs.count {
                return "step \(step): insertion index \(index) in a list of \(interaction.lists[target].itemIDs.count)"
            }
            let scrolling = scene.left.scrollView.isScrollEnabled && scene.right.scrollView.isScrollEnabled
            if scrolling == (interaction.liftedItem != nil) { return "step \(step): scrolling \(scrolling) with lifted \(String(describing: interaction.liftedItem))" }
            return nil
        }
        func send(_ samples: [TouchSample]) {
            for event in builder.events(at: time, samples: samples) { scene.engine.handle(event) }
        }
        let steps = 30 + Int(rng.next() % 120)
        for step in 0..<steps {
            time += Double(rng.next() % 150) / 1000
            // Mostly one finger; sometimes a second.
            let finger = rng.next() % 5 == 0 ? 2 : 1
            let roll = rng.next() % 110
            let location = Point(x: Double(rng.next() % 391), y: Double(rng.next() % 845))
            switch roll {
            case 0..<15 where down[finger] == nil:
                down[finger] = location
                send([TouchSample(id: TouchID(finger), phase: .began, location: location)])
            case 0..<40 where down[finger] != nil:
                // A small move (a lift may still come), or none.
                let from = down[finger] ?? location
                let to = Point(x: from.x + Double(Int(rng.next() % 7) - 3), y: from.y + Double(Int(rng.next() % 7) - 3))
                down[finger] = to
                send([TouchSample(id: TouchID(finger), phase: .moved, location: to)])
            case 40..<70 where down[finger] != nil:
                // A large move: across, into an edge zone, or out of both lists.
                let from = down[finger] ?? location
                let to = Point(x: min(max(from.x + Double(Int(rng.next() % 301) - 150), -20), 410),
                               y: min(max(from.y + Double(Int(rng.next() % 401) - 200), -20), 860))
                down[finger] = to
                send([TouchSample(id: TouchID(finger), phase: .moved, location: to)])
            case 70..<80 where down[finger] != nil:
                send([TouchSample(id: TouchID(finger), phase: .ended, location: down[finger] ?? location)])
                down[finger] = nil
            case 80..<84 where down[finger] != nil:
                send([TouchSample(id: TouchID(finger), phase: .cancelled, location: down[finger] ?? location)])
                down[finger] = nil
            case 84..<89:
                // The app removes an item: the lifted or flying one, or any.
                let ids = scene.left.itemIDs + scene.right.itemIDs
                if !ids.isEmpty {
                    let any = ids[Int(rng.next() % UInt64(ids.count))]
                    let id = rng.next() % 2 == 0 ? (interaction.liftedItem ?? interaction.flyingItem ?? any) : any
                    interaction.removeItem(id, at: time)
                    removed.insert(id)
                }
            case 89..<90:
                // The app removes an item that may be gone already.
                let id = Int(rng.next() % UInt64(total + 4))
                if (scene.left.itemIDs + scene.right.itemIDs).contains(id) { removed.insert(id) }
                interaction.removeItem(id, at: time)
            default:
                // The fingers rest for 0.3 to 0.7 s, frames ticking: long enough for a press to lift, an
                // edge zone to scroll, a flight to land.
                let end = time + 0.3 + Double(rng.next() % 400) / 1000
                while time + 1.0 / 120 < end {
                    time += 1.0 / 120
                    scene.tick(time)
                }
                time = end
            }
            scene.tick(time)
            if let problem = check(step) { return problem }
        }
        // Every finger lifts; after two seconds everything is at rest.
        for (finger, location) in down { time += 0.01; send([TouchSample(id: TouchID(finger), phase: .ended, location: location)]) }
        for _ in 0..<240 { time += 1.0 / 120; scene.tick(time) }
        if let problem = check(steps) { return problem }
        if interaction.liftedItem != nil || interaction.isSettling { return "still lifted or flying at rest" }
        return nil
    }
}
