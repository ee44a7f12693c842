// Why this file exists: when one touch is down and it changed, the event's two lists (`changedTouches`
// and `allTouches`) are the same one touch, and the engine stores it once, in storage the two lists share
// (`DispatchScratch.shareChanged`), with a spare storage beside them for the next event. These tests pin
// what that must not change: every event's two lists, with their locations, in every order of shared and
// unshared events; the lists of an event a hook keeps, which later events must not overwrite; and a nested
// dispatch, which has lists of its own.

import Testing
@testable import Grasp
@testable import GraspCore

/// A recognizer that writes down each event's two lists, with locations, and keeps every event it hears.
private final class ListLog: GestureRecognizer {
    var lines: [String] = []
    var kept: [TouchEvent] = []
    var onMove: ((TouchEvent) -> Void)?
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { note(event) }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { note(event); onMove?(event) }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { note(event) }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { note(event) }
    private func note(_ event: TouchEvent) {
        lines.append(Self.describe(event))
        kept.append(event)
    }
    static func describe(_ event: TouchEvent) -> String {
        func list(_ touches: [Touch]) -> String {
            touches.map { "\($0.id)@\(Int($0.location.x))" }.joined(separator: " ")
        }
        return "changed \(list(event.changedTouches)) | all \(list(event.allTouches))"
    }
}

@Suite("One changed touch, stored once")
struct SharedEventListsTests {
    private static func harness() -> (GestureTestHost, ListLog) {
        let h = GestureTestHost.recording()
        let log = ListLog(name: "log")
        h.rootNode.addGestureRecognizer(log)
        return (h, log)
    }

    @Test("Shared, shared again, unshared, shared: each event's lists are its own touches")
    func everyOrder() {
        let (h, log) = Self.harness()
        h.send([sample(1, .began, 10, 10)], time: 0)                              // shared
        h.send([sample(1, .moved, 11, 10)], time: 0.01)                           // shared after shared
        h.send([sample(1, .moved, 12, 10)], time: 0.02)                           // shared after shared
        h.send([sample(2, .began, 20, 10)], time: 0.03)                           // unshared after shared
        h.send([sample(1, .moved, 13, 10), sample(2, .moved, 21, 10)], time: 0.04) // unshared after unshared
        h.send([sample(2, .ended, 22, 10)], time: 0.05)                           // unshared (two down)
        h.send([sample(1, .moved, 14, 10)], time: 0.06)                           // shared after unshared
        h.send([sample(3, .began, 30, 10)], time: 0.07)                           // unshared after shared
        h.send([sample(3, .ended, 31, 10)], time: 0.08)
        h.send([sample(1, .ended, 15, 10)], time: 0.09)                           // shared
        #expect(log.lines == [
            "changed #1@10 | all #1@10",
            "changed #1@11 | all #1@11",
            "changed #1@12 | all #1@12",
            "changed #2@20 | all #1@12 #2@20",
            "changed #1@13 #2@21 | all #1@13 #2@21",
            "changed #2@22 | all #1@13 #2@22",
            "changed #1@14 | all #1@14",
            "changed #3@30 | all #1@14 #3@30",
            "changed #3@31 | all #1@14 #3@31",
            "changed #1@15 | all #1@15",
        ])
    }

    @Test("An event a hook keeps keeps its lists, whatever the events after it")
    func keptEventsKeepTheirLists() {
        let (h, log) = Self.harness()
        h.send([sample(1, .began, 10, 10)], time: 0)
        for step in 1...4 { h.send([sample(1, .moved, 10 + Double(step), 10)], time: Double(step) / 100) }
        h.send([sample(2, .began, 20, 10)], time: 0.05)
        h.send([sample(2, .ended, 21, 10)], time: 0.06)
        h.send([sample(1, .moved, 15, 10)], time: 0.07)
        h.send([sample(1, .ended, 16, 10)], time: 0.08)
        // Read back after every event has run: each kept event reads as it did when it was heard.
        #expect(log.kept.map(ListLog.describe) == log.lines)
        #expect(log.lines[2] == "changed #1@12 | all #1@12")
        #expect(log.lines[6] == "changed #2@21 | all #1@14 #2@21")
    }

    @Test("A dispatch nested in a shared one has lists of its own, and the outer event's lists are unchanged")
    func nestedDispatch() {
        let (h, log) = Self.harness()
        var nested: [String] = []
        h.send([sample(1, .began, 10, 10)], time: 0)
        log.onMove = { [engine = h.engine] event in
            log.onMove = nil
            let before = ListLog.describe(event)
            engine.handle(TouchEvent(timestamp: 0.015, changedTouches: [
                Touch(id: TouchID(1), phase: .moved, location: Point(x: 50, y: 10), timestamp: 0.015),
            ]))
            nested.append(before)
            nested.append(ListLog.describe(event))
        }
        h.send([sample(1, .moved, 11, 10)], time: 0.01)
        h.send([sample(1, .moved, 12, 10)], time: 0.02)
        #expect(nested == ["changed #1@11 | all #1@11", "changed #1@11 | all #1@11"])
        #expect(log.lines == [
            "changed #1@10 | all #1@10",
            "changed #1@11 | all #1@11",
            "changed #1@50 | all #1@50",
            "changed #1@12 | all #1@12",
        ])
    }
}
