import Testing
@testable import Grasp
@testable import GraspCore

@Suite("Touches and events")
struct TouchInputTests {
    /// Two fingers landing together, at (0, 0) and (50, 0).
    static let twoFingersLanding = [
        TouchSample(id: TouchID(1), phase: .began, location: Point(x: 0, y: 0)),
        TouchSample(id: TouchID(2), phase: .began, location: Point(x: 50, y: 0)),
    ]

    @Test("Fingers that land together arrive in one event with two began touches")
    func twoFingerDown() {
        var builder = TouchEventBuilder()
        let event = builder.event(at: 0, samples: Self.twoFingersLanding)
        #expect(event?.changedTouches.map(\.phase) == [.began, .began])
        #expect(event?.allTouches.count == 2)
    }

    @Test("The builder fills in previous locations and lists untouched fingers as stationary")
    func previousAndStationary() {
        var builder = TouchEventBuilder()
        _ = builder.event(at: 0, samples: Self.twoFingersLanding)
        let event = builder.event(at: 0.01, samples: [TouchSample(id: TouchID(1), phase: .moved, location: Point(x: 5, y: 0))])
        #expect(event?.changedTouches.first?.previousLocation == Point(x: 0, y: 0))
        #expect(event?.allTouches.map(\.phase) == [.moved, .stationary])
        let lift = builder.event(at: 0.02, samples: [TouchSample(id: TouchID(1), phase: .ended, location: Point(x: 5, y: 0))])
        #expect(lift?.changedTouches.map(\.phase) == [.ended])
        #expect(builder.activeTouches.map(\.id) == [TouchID(2)])
    }

    @Test("An event someone keeps is not changed by the events the builder makes after it")
    func keptEventStaysAsBuilt() {
        // The builder reuses its lists from one event to the next; an event still held must keep its own.
        var builder = TouchEventBuilder()
        let down = builder.event(at: 0, samples: Self.twoFingersLanding)
        let move = builder.event(at: 0.01, samples: [TouchSample(id: TouchID(1), phase: .moved, location: Point(x: 5, y: 0))])
        _ = builder.event(at: 0.02, samples: [
            TouchSample(id: TouchID(1), phase: .ended, location: Point(x: 5, y: 0)),
            TouchSample(id: TouchID(2), phase: .moved, location: Point(x: 60, y: 0)),
        ])
        #expect(down?.changedTouches.map(\.phase) == [.began, .began])
        #expect(down?.allTouches.map(\.location) == [Point(x: 0, y: 0), Point(x: 50, y: 0)])
        #expect(move?.changedTouches.map(\.id) == [TouchID(1)])
        #expect(move?.allTouches.map(\.phase) == [.moved, .stationary])
        #expect(move?.timestamp == 0.01)
    }

    @Test("Moves of every finger in landing order make the event the general path makes", arguments: [1, 2, 3])
    func steadyMovesMatchTheGeneralPath(fingers: Int) {
        // In landing order the builder takes its one-pass path; the same moves listed in another order (or
        // one at a time) take the general one. Both must build the same touches, and leave the same state.
        func land(_ builder: inout TouchEventBuilder) {
            _ = builder.event(at: 0, samples: (0..<fingers).map {
                TouchSample(id: TouchID($0 + 1), phase: .began, location: Point(x: Double($0) * 50, y: 0), force: $0 == 0 ? 0.5 : nil)
            })
        }
        func moves(_ step: Int) -> [TouchSample] {
            (0..<fingers).map {
                TouchSample(id: TouchID($0 + 1), phase: .moved, location: Point(x: Double($0) * 50 + Double(step), y: Double(step * 2)),
                            radius: $0 == 1 ? 3 : nil)
            }
        }
        var inOrder = TouchEventBuilder()
        var shuffled = TouchEventBuilder()
        land(&inOrder)
        land(&shuffled)
        for step in 1...3 {
            let steady = inOrder.event(at: Double(step) / 60, samples: moves(step))
            let general = shuffled.event(at: Double(step) / 60, samples: moves(step).reversed() + [moves(step)[0]])
            let byID = { (touches: [Touch]) in touches.sorted { $0.id.rawValue < $1.id.rawValue } }
            #expect(steady?.changedTouches.map(\.id) == (1...fingers).map { TouchID($0) })
            #expect(byID(steady?.changedTouches ?? []) == byID(general?.changedTouches ?? []))
            #expect(steady?.allTouches == general?.allTouches)
            #expect(steady?.changedTouches.first?.previousLocation == Point(x: Double(step - 1), y: Double((step - 1) * 2)))
        }
        #expect(inOrder.activeTouches == shuffled.activeTouches)
        // A move of one finger afterwards lists the others as stationary where the steady moves left them.
        let one = inOrder.event(at: 1, samples: [TouchSample(id: TouchID(1), phase: .moved, location: Point(x: 9, y: 9))])
        #expect(one?.changedTouches.first?.previousLocation == Point(x: 3, y: 6))
        #expect(one?.allTouches.dropFirst().map(\.location) == (1..<fingers).map { Point(x: Double($0) * 50 + 3, y: 6) })
    }

    @Test("Moves read where the host keeps them make the event the samples make", arguments: [1, 2, 3])
    func movesReadInPlaceMatchTheSamples(fingers: Int) {
        // The host's buffer: contact `index` of step `step`, as (id, location).
        func location(_ index: Int, _ step: Int) -> Point { Point(x: Double(index) * 50 + Double(step), y: Double(step * 3)) }
        func land(_ builder: inout TouchEventBuilder) {
            _ = builder.event(at: 0, samples: (0..<fingers).map {
                TouchSample(id: TouchID($0 + 1), phase: .began, location: Point(x: Double($0) * 50, y: 0), kind: .pencil)
            }, buttonMask: .primary)
        }
        var readInPlace = TouchEventBuilder()
        var fromSamples = TouchEventBuilder()
        land(&readInPlace)
        land(&fromSamples)
        for step in 1...3 {
            let time = Double(step) / 120
            let read = readInPlace.eventMovingEveryContact(at: time, count: fingers, kind: .pencil, buttonMask: .primary, modifierFlags: .shift) {
                (TouchID($0 + 1), location($0, step))
            }
            let built = fromSamples.event(at: time, samples: (0..<fingers).map {
                TouchSample(id: TouchID($0 + 1), phase: .moved, location: location($0, step), kind: .pencil)
            }, buttonMask: .primary, modifierFlags: .shift)
            #expect(read != nil)
            #expect(read?.changedTouches == built?.changedTouches)
            #expect(read?.allTouches == built?.allTouches)
            #expect(read?.buttonMask == built?.buttonMask)
            #expect(read?.modifierFlags == built?.modifierFlags)
            #expect(read?.timestamp == time)
        }
        #expect(readInPlace.activeTouches == fromSamples.activeTouches)
    }

    @Test("A batch that does not move every contact in landing order is refused, and changes nothing")
    func movesReadInPlaceRefuseOtherBatches() {
        var builder = TouchEventBuilder()
        _ = builder.event(at: 0, samples: Self.twoFingersLanding)
        let before = builder.activeTouches
        let moved = Point(x: 7, y: 7)
        // Too few, too many, out of landing order, an unknown contact, a sample the host refuses (nil).
        #expect(builder.eventMovingEveryContact(at: 1, count: 1) { _ in (TouchID(1), moved) } == nil)
        #expect(builder.eventMovingEveryContact(at: 1, count: 3) { (TouchID($0 + 1), moved) } == nil)
        #expect(builder.eventMovingEveryContact(at: 1, count: 2) { (TouchID(2 - $0), moved) } == nil)
        #expect(builder.eventMovingEveryContact(at: 1, count: 2) { (TouchID($0 == 0 ? 1 : 9), moved) } == nil)
        #expect(builder.eventMovingEveryContact(at: 1, count: 2) { $0 == 0 ? (TouchID(1), moved) : nil } == nil)
        #expect(builder.activeTouches == before)
        // With no contact down there is nothing to move.
        var empty = TouchEventBuilder()
        #expect(empty.eventMovingEveryContact(at: 1, count: 0) { _ in nil } == nil)
        // The contacts are where they were: the next batch moves from there.
        let next = builder.eventMovingEveryContact(at: 2, count: 2) { (TouchID($0 + 1), moved) }
        #expect(next?.changedTouches.map(\.previousLocation) == [Point(x: 0, y: 0), Point(x: 50, y: 0)])
    }

    @Test("The engine ignores, with a diagnostic, a move for an unknown touch, a second down, and NaN")
    func badInput() {
        let h = GestureTestHost.recording()
        let pan = ProbeRecognizer.continuous("pan")
        h.rootNode.addGestureRecognizer(pan)
        let t = { (id: Int, phase: TouchPhase, x: Double) in Touch(id: TouchID(id), phase: phase, location: Point(x: x, y: 10), timestamp: 0) }
        h.engine.handle(TouchEvent(timestamp: 0, changedTouches: [t(9, .moved, 10)]))
        h.engine.handle(TouchEvent(timestamp: 0, changedTouches: [t(1, .began, 10)]))
        h.engine.handle(TouchEvent(timestamp: 0.01, changedTouches: [t(1, .began, 10)]))
        h.engine.handle(TouchEvent(timestamp: 0.02, changedTouches: [t(1, .moved, .nan)]))
        h.engine.handle(TouchEvent(timestamp: 0.03, changedTouches: [t(1, .ended, .infinity)]))
        #expect(h.engine.diagnostics.map(\.kind) == [.unknownTouch, .duplicateBegan, .nonFiniteLocation, .nonFiniteLocation])
        #expect(h.transitions == ["pan: possible→failed"])
        #expect(h.engine.activeTouches.isEmpty && h.engine.activeRecognizers.isEmpty)
    }

    @Test("location(in:) is the centroid of the recognizer's touches, and stays after they lift")
    func centroid() {
        let h = GestureTestHost.recording()
        let r = ProbeRecognizer(name: "r")
        r.onEnded = { r, _ in r.state = .failed }
        h.rootNode.addGestureRecognizer(r)
        h.send([sample(1, .began, 0, 0), sample(2, .began, 100, 50)], time: 0)
        #expect(r.location(in: nil) == Point(x: 50, y: 25))
        #expect(r.location(ofTouch: 1, in: nil) == Point(x: 100, y: 50))
        #expect(r.numberOfTouches == 2)
    }
}

@Suite("Zero-length touches")
struct ZeroLengthTouchTests {
    @Test("A contact that lands and lifts in one batch gives a touch-down event and then a lift event")
    func downAndUpTogether() {
        var builder = TouchEventBuilder()
        let events = builder.events(at: 1, samples: [
            TouchSample(id: TouchID(1), phase: .began, location: Point(x: 5, y: 5)),
            TouchSample(id: TouchID(1), phase: .ended, location: Point(x: 5, y: 5)),
        ])
        #expect(events.map { $0.changedTouches.map(\.phase) } == [[.began], [.ended]])
        #expect(events.allSatisfy { $0.timestamp == 1 })
        #expect(builder.activeTouches.isEmpty)
    }
}
