// Why this file exists: a page answers delegate questions during the dispatch, through the module's
// imports; natively the same answers come from ``GraspHostCallbacks``. These tests show each answer
// honoured, the questions asked only for the recognizers the host flagged, and a change attempted from
// inside an answer refused without harm.

import Testing
import Grasp
import GraspGeometry
@testable import GraspHostAPI

@Suite("The host API's delegate questions")
struct HostDelegateTests {
    static let mask = GraspHost.Option.delegateMask.rawValue

    @Test("shouldBegin answered no makes the pan fail at the sample it would have begun; unflagged, it is never asked")
    func shouldBegin() throws {
        let host = try GraspHost(width: 390, height: 844)
        let card = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 844))
        let pan = try host.makeRecognizer(.pan, on: card)
        var asked: [Int32] = []
        host.callbacks.shouldBegin = { recognizer in asked.append(recognizer); return false }
        var states: [Double] = []
        try host.drag(from: Point(x: 100, y: 100), velocity: Point(x: 500, y: 0), at: 0, duration: 100, hz: 120) { _, _ in
            states += host.states(of: pan)
        }
        #expect(asked.isEmpty, "not flagged: the default answer, no call")
        #expect(states.first == 1)

        try host.set(pan, Self.mask, 1)
        states = []
        try host.drag(from: Point(x: 100, y: 100), velocity: Point(x: 500, y: 0), at: 1000, duration: 100, hz: 120) { _, _ in
            states += host.states(of: pan)
        }
        #expect(asked == [pan])
        #expect(states == [5])
    }

    @Test("shouldReceiveTouch answered no keeps a tap from seeing the touch; it is asked with the touch's place")
    func shouldReceiveTouch() throws {
        let host = try GraspHost(width: 390, height: 844)
        let button = try host.makeNode(Rect(x: 0, y: 0, width: 200, height: 200))
        let tap = try host.makeRecognizer(.tap, on: button)
        try host.set(tap, Self.mask, 2)
        var places: [Point] = []
        host.callbacks.shouldReceiveTouch = { _, _, x, y in places.append(Point(x: x, y: y)); return x > 50 }
        try host.touch(1, 0, 20, 30, at: 0)
        try host.touch(1, 2, 20, 30, at: 40)
        #expect(places == [Point(x: 20, y: 30)])
        #expect(!host.states(of: tap).contains(3))
        try host.touch(1, 0, 120, 30, at: 500)
        try host.touch(1, 2, 120, 30, at: 540)
        #expect(host.states(of: tap) == [3])
    }

    @Test("shouldRecognizeSimultaneously answered yes lets two pans on nested nodes both begin; no keeps one")
    func simultaneous() throws {
        for answer in [false, true] {
            let host = try GraspHost(width: 390, height: 844)
            let outer = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 844))
            let inner = try host.makeNode(Rect(x: 0, y: 0, width: 200, height: 200), in: outer)
            let outerPan = try host.makeRecognizer(.pan, on: outer)
            let innerPan = try host.makeRecognizer(.pan, on: inner)
            try host.set(innerPan, Self.mask, 4)
            var pairs: [[Int32]] = []
            host.callbacks.shouldRecognizeSimultaneously = { recognizer, other in pairs.append([recognizer, other]); return answer }
            var began: Set<Int32> = []
            try host.drag(from: Point(x: 100, y: 100), velocity: Point(x: 500, y: 0), at: 0, duration: 100, hz: 120) { _, _ in
                for event in host.eventList where event.type == EventType.recognizer && event.what == 1 { began.insert(event.handle) }
            }
            #expect(pairs.contains([innerPan, outerPan]))
            #expect(began == (answer ? [innerPan, outerPan] : [innerPan]))
        }
    }

    @Test("shouldRequireFailureOf and shouldBeRequiredToFailBy, answered yes, make a tap wait for a double tap")
    func failureRequirements() throws {
        for bit: Int32 in [8, 16] {
            let host = try GraspHost(width: 390, height: 844)
            let card = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 844))
            let single = try host.makeRecognizer(.tap, on: card)
            let double = try host.makeRecognizer(.tap, on: card)
            try host.set(double, GraspHost.Option.numberOfTapsRequired.rawValue, 2)
            if bit == 8 {
                try host.set(single, Self.mask, 8)
                host.callbacks.shouldRequireFailureOf = { recognizer, other in recognizer == single && other == double }
            } else {
                try host.set(double, Self.mask, 16)
                host.callbacks.shouldBeRequiredToFailBy = { recognizer, other in recognizer == double && other == single }
            }
            try host.touch(1, 0, 100, 100, at: 0)
            try host.touch(1, 2, 100, 100, at: 50)
            #expect(host.states(of: single).isEmpty, "bit \(bit): the single tap waits")
            try host.tick(at: 500)
            #expect(host.states(of: single) == [3], "bit \(bit)")
        }
    }

    @Test("A change made from inside an answer is refused with in-dispatch, and the dispatch completes")
    func changeFromAnAnswer() throws {
        let host = try GraspHost(width: 390, height: 844)
        let card = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 844))
        let pan = try host.makeRecognizer(.pan, on: card)
        try host.set(pan, Self.mask, 1)
        var refusal: GraspHostError?
        var readState: Double?
        host.callbacks.shouldBegin = { recognizer in
            do throws(GraspHostError) {
                _ = try host.createNode(kind: 0)
            } catch {
                refusal = error
            }
            readState = try? host.get(recognizer, GraspHost.Option.state.rawValue)
            return true
        }
        let nodes = host.entries.count
        var states: [Double] = []
        try host.drag(from: Point(x: 100, y: 100), velocity: Point(x: 500, y: 0), at: 0, duration: 100, hz: 120) { _, _ in
            states += host.states(of: pan)
        }
        #expect(refusal?.code == .inDispatch)
        #expect(readState == 0, "reads are allowed while answering")
        #expect(host.entries.count == nodes)
        #expect(states.first == 1 && states.last == 3)
    }
}
