import Testing
@testable import Grasp
@testable import GraspCore

/// A recognizer written with the public API only, as in a user's package: in each hook it writes down its
/// `touches` (as "#1@11 #2@21", with "/ended" for a touch that has ended), read in the three ways a
/// subclass reads them (indexing, iteration and `map`), which must agree.
private final class TouchesReader: GestureRecognizer {
    var seen: [String] = []
    var kept: TrackedTouches?
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { note("began") }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { note("moved") }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { note("ended") }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { note("cancelled") }
    private func note(_ hook: String) {
        if kept == nil { kept = touches }
        let mapped = touches.map(Self.describe)
        var iterated: [String] = []
        for touch in touches { iterated.append(Self.describe(touch)) }
        let indexed = (0..<numberOfTouches).map { Self.describe(touches[$0]) }
        #expect(mapped == iterated && mapped == indexed && touches.count == numberOfTouches)
        seen.append("\(hook): " + mapped.joined(separator: " "))
    }
    static func describe(_ touch: Touch) -> String {
        "\(touch.id)@\(Int(touch.location.x))" + (touch.phase == .ended ? "/ended" : "")
    }
}

extension GestureTestHost {
    /// Sends the touches of one moment, `t`, as `[(finger, phase, x, y)]`.
    fileprivate func send(_ t: Double, _ samples: [(Int, TouchPhase, Double, Double)]) {
        send(samples.map { TouchSample(id: TouchID($0.0), phase: $0.1, location: Point(x: $0.2, y: $0.3)) }, time: t)
    }
}

/// A recognizer reads its touches from the engine's records (`GestureRecognizer.touches`, a
/// `TrackedTouches`): the touches it tracks, in landing order, each at its latest state.
@Suite("A recognizer's touches, read from the engine's records")
struct TrackedTouchesTests {
    /// A host (with a live clock: no ticks, only the touches) whose root has a `TouchesReader`.
    private static func harness() -> (GestureTestHost, TouchesReader) {
        let host = GestureTestHost(rootNode: Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400)), clock: .live())
        let reader = TouchesReader(name: "reader")
        host.rootNode.addGestureRecognizer(reader)
        return (host, reader)
    }

    @Test("Every hook reads each tracked touch at its latest location, in landing order", arguments: [60.0, 120.0, 240.0])
    func latestInLandingOrder(rate: Double) {
        let (h, reader) = Self.harness()
        let dt = 1 / rate
        h.send(0, [(2, .began, 20, 10)])
        h.send(dt, [(1, .began, 10, 10)])
        var expected = ["began: #2@20", "began: #2@20 #1@10"]
        for step in 2..<6 {
            h.send(Double(step) * dt, [(2, .moved, 20 + Double(step), 10), (1, .moved, 10 + Double(step), 10)])
            expected.append("moved: #2@\(20 + step) #1@\(10 + step)")
        }
        h.send(6 * dt, [(1, .moved, 30, 10)])
        expected.append("moved: #2@25 #1@30")
        h.send(7 * dt, [(2, .ended, 26, 10)])
        expected.append("ended: #2@26/ended #1@30")
        h.send(8 * dt, [(1, .moved, 31, 10)])
        expected.append("moved: #1@31")
        h.send(9 * dt, [(1, .ended, 32, 10)])
        expected.append("ended: #1@32/ended")
        #expect(reader.seen == expected)
        #expect(reader.touches.isEmpty && reader.numberOfTouches == 0)
        #expect(reader.location(in: nil) == Point(x: 32, y: 10))
    }

    @Test("In an event that moves one touch and lifts another, every hook reads both touches as that event left them")
    func mixedPhases() {
        let (h, reader) = Self.harness()
        h.send(0, [(1, .began, 10, 10), (2, .began, 20, 10)])
        h.send(0.01, [(1, .moved, 11, 10), (2, .ended, 21, 10)])
        #expect(reader.seen == ["began: #1@10 #2@20", "moved: #1@11 #2@21/ended", "ended: #1@11 #2@21/ended"])
        #expect(reader.touches.map(TouchesReader.describe) == ["#1@11"])
    }

    @Test("touches read once keep the touches they had, each at its latest state; Array(touches) keeps the state too")
    func readOnce() {
        let (h, reader) = Self.harness()
        h.send(0, [(1, .began, 10, 10)])
        let array = Array(reader.touches)
        h.send(0.01, [(1, .moved, 15, 10)])
        h.send(0.02, [(1, .ended, 16, 10)])
        #expect(reader.kept?.map(TouchesReader.describe) == ["#1@16/ended"])
        #expect(array.map(TouchesReader.describe) == ["#1@10"])
        #expect(reader.touches.isEmpty)
    }

    @Test("An engine that goes while a touch is down leaves its recognizers no touch, and its records go with it")
    func engineGoesWithTouchesDown() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let reader = TouchesReader(name: "reader")
        root.addGestureRecognizer(reader)
        weak var record: TouchRecord?
        weak var table: TouchTable?
        weak var arena: GestureArena<GestureRecognizer>?
        weak var gone: GestureEngine?
        do {
            let engine = GestureEngine(rootNode: root)
            engine.handle(TouchEvent(timestamp: 0, changedTouches: [Touch(id: TouchID(1), phase: .began, location: Point(x: 10, y: 10), timestamp: 0)]))
            record = engine.touchTable.records.first
            table = engine.touchTable
            arena = engine.arena
            gone = engine
            #expect(record != nil && reader.numberOfTouches == 1)
        }
        #expect(reader.touches.isEmpty)
        reader.kept = nil // the one reference the test itself keeps
        #expect(gone == nil)
        #expect(arena == nil)
        #expect(table == nil)
        #expect(record == nil)
    }
}
