// Why this file exists: what a page gets from the host API, gesture by gesture, as a page drives it: a tap
// that waits for a double tap's failure, a pan's release velocity, pinch and rotation together, a paging
// carousel inside a vertical list decided at the first sample past slop, and a flicked list caught in
// flight. Each outcome is read from the event records and frame rows, as grasp.js reads them.

import Testing
import Grasp
import GraspGeometry
@testable import GraspHostAPI

@Suite("The host API's gestures")
struct HostGestureTests {
    @Test("A tap that requires a double tap's failure recognizes when the double tap fails, at its deadline, in the tick's records")
    func tapWaitsForDoubleTap() throws {
        let host = try GraspHost(width: 390, height: 844)
        let card = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 844))
        let single = try host.makeRecognizer(.tap, on: card)
        let double = try host.makeRecognizer(.tap, on: card)
        try host.set(double, GraspHost.Option.numberOfTapsRequired.rawValue, 2)
        try host.require(single, toFail: double)

        try host.touch(1, 0, 100, 100, at: 1000)
        try host.touch(1, 2, 100, 100, at: 1050)
        #expect(host.states(of: single).isEmpty, "the single tap waits while the double tap may still come")
        #expect(try host.get(single, GraspHost.Option.state.rawValue) == 0)
        #expect(host.nextDeadline == 1400, "the double tap's deadline: 350 ms after the lift")
        try host.tick(at: 1300)
        #expect(host.states(of: single).isEmpty)
        try host.tick(at: 1416)
        #expect(host.states(of: double) == [5])
        #expect(host.states(of: single) == [3])
        let recognized = try #require(host.eventList.first { $0.handle == single })
        #expect(abs(recognized.time - 1400) < 1e-6, "recognized at the double tap's deadline, not at the tick")
        // Failure first, then the recognition it released, in the engine's order.
        #expect(host.eventList.map(\.handle) == [double, single])

        // A double tap: the double tap recognizes and the single tap fails.
        try host.touch(1, 0, 100, 100, at: 2000)
        try host.touch(1, 2, 100, 100, at: 2050)
        try host.touch(1, 0, 102, 101, at: 2150)
        try host.touch(1, 2, 102, 101, at: 2200)
        #expect(host.states(of: double) == [3])
        #expect(host.states(of: single) == [5])
    }

    @Test("A pan disabled mid-drag is cancelled at the next tick, which the deadline asks for at once, in that tick's records")
    func disablingWaitsForTheNextTick() throws {
        let host = try GraspHost(width: 390, height: 844)
        let card = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 844))
        let pan = try host.makeRecognizer(.pan, on: card)
        try host.touch(1, 0, 100, 100, at: 1000)
        try host.touch(1, 1, 140, 100, at: 1016)
        #expect(host.states(of: pan).first == 1)
        #expect(host.nextDeadline == nil)
        try host.set(pan, GraspHost.Option.isEnabled.rawValue, 0)
        // Recorded, not taken in: nothing in the records yet, and the host is to tick now (the last call's time).
        #expect(host.eventList.isEmpty)
        #expect(host.nextDeadline == 1016)
        try host.tick(at: 1020)
        #expect(host.states(of: pan) == [4])
        #expect(abs((host.eventList.first?.time ?? 0) - 1020) < 1e-6, "stamped with the tick that took it in")
        #expect(host.nextDeadline == nil)
    }

    @Test("A pan's release velocity is the finger's, at 60, 120 and 240 Hz", arguments: rates)
    func panReleaseVelocity(hz: Double) throws {
        let host = try GraspHost(width: 390, height: 844)
        let card = try host.makeNode(Rect(x: 50, y: 50, width: 300, height: 300))
        let pan = try host.makeRecognizer(.pan, on: card)
        var began = false
        try host.drag(from: Point(x: 100, y: 100), velocity: Point(x: 800, y: -400), at: 0, duration: 200, hz: hz) { _, _ in
            if host.states(of: pan).contains(1) { began = true }
        }
        #expect(began)
        let ended = try #require(host.eventList.last { $0.handle == pan })
        #expect(ended.what == 3)
        #expect(abs(ended[10] - 800) < 8, "velocity x \(ended[10])")
        #expect(abs(ended[11] + 400) < 4, "velocity y \(ended[11])")
        // The translation is in the card's parent's space (the root): the whole drag.
        #expect(abs(ended[8] - 160) < 1e-6 && abs(ended[9] + 80) < 1e-6)
        // After the lift the pan has reset, as UIKit's does.
        #expect(try host.recognizerValues(pan, in: card)[RecognizerValue.state] == 0)
    }

    @Test("A pan's changed records leave their velocity to be read when asked (node -1), and it is the finger's, at 60, 120 and 240 Hz", arguments: rates)
    func changedVelocityIsReadWhenAsked(hz: Double) throws {
        let host = try GraspHost(width: 390, height: 844)
        let card = try host.makeNode(Rect(x: 50, y: 50, width: 300, height: 300))
        let pan = try host.makeRecognizer(.pan, on: card)
        let pinch = try host.makeRecognizer(.pinch, on: card)
        var read = 0
        try host.drag(from: Point(x: 100, y: 100), velocity: Point(x: 600, y: 300), at: 0, duration: 200, hz: hz, lift: false) { index, _ in
            guard let changed = host.eventList.last(where: { $0.handle == pan }), changed.what == 2 else { return }
            #expect(changed[10].isNaN && changed[11].isNaN, "a changed record's velocity is read when asked")
            let values = try host.recognizerValues(pan, in: -1)
            // The same spaces as the record: location in the root's, translation in the card's parent's.
            #expect(values[RecognizerValue.locationX] == changed[5] && values[RecognizerValue.translationX] == changed[8])
            if index >= 10 {
                #expect(abs(values[RecognizerValue.velocityX] - 600) < 6, "velocity x \(values[RecognizerValue.velocityX]) at sample \(index)")
                #expect(abs(values[RecognizerValue.velocityY] - 300) < 3, "velocity y \(values[RecognizerValue.velocityY]) at sample \(index)")
                read += 1
            }
        }
        #expect(read > 0)
        #expect(host.states(of: pinch).isEmpty)
        // The cancel's record carries the velocity it had: the pan resets after it.
        try host.cancelAllTouches(at: 300)
        let cancelled = try #require(host.eventList.last { $0.handle == pan })
        #expect(cancelled.what == 4 && !cancelled[10].isNaN && !cancelled[11].isNaN)
    }

    @Test("A failed recognizer's record carries velocity 0, not an estimate of the finger's, at 60, 120 and 240 Hz", arguments: rates)
    func failedRecordsCarryNoVelocity(hz: Double) throws {
        let host = try GraspHost(width: 390, height: 844)
        let card = try host.makeNode(Rect(x: 50, y: 50, width: 300, height: 300))
        let pan = try host.makeRecognizer(.pan, on: card)
        let pinch = try host.makeRecognizer(.pinch, on: card)
        let rotation = try host.makeRecognizer(.rotation, on: card)
        // 6 points in 100 ms: under the pan's slop, so the lift fails it, moving at 60 points a second.
        try host.drag(from: Point(x: 100, y: 100), velocity: Point(x: 60, y: 0), at: 0, duration: 100, hz: hz)
        for recognizer in [pan, pinch, rotation] {
            let failed = try #require(host.eventList.last { $0.handle == recognizer })
            #expect(failed.what == 5, "recognizer \(recognizer) fails on the lift")
            #expect(failed[10] == 0 && failed[11] == 0 && failed[14] == 0, "velocities \(failed[10]), \(failed[11]), \(failed[14])")
        }
    }

    @Test("Each kind's records carry the values of its class: the kind's value shape agrees with what the recognizer is")
    func valueShapesAgreeWithClasses() throws {
        let host = try GraspHost(width: 390, height: 844)
        for kind in GraspHost.RecognizerKind.allCases {
            let recognizer = try host.recognizer(host.createRecognizer(kind: kind.rawValue))
            let expected: GraspHost.RecognizerKind.ValueShape =
                recognizer is ScreenEdgePanGestureRecognizer ? .screenEdgePan
                : recognizer is PanGestureRecognizer ? .pan
                : recognizer is PinchGestureRecognizer ? .pinch
                : recognizer is RotationGestureRecognizer ? .rotation
                : recognizer is TapGestureRecognizer ? .tap
                : recognizer is SwipeGestureRecognizer ? .swipe
                : .plain
            #expect(kind.valueShape == expected, "\(kind.name)")
        }
    }

    @Test("A recognizer's values read when asked are its last record's: a pinch's scale and a rotation's angle, with location and touches")
    func valuesWhenAskedMatchRecords() throws {
        let host = try GraspHost(width: 390, height: 844)
        let (_, pinch, rotation) = try host.makePinchAndRotation()
        let center = Point(x: 195, y: 300)
        try host.touches(at: 0, GraspHost.twoFingers(around: center, radius: 50, angle: 0, phase: 0))
        var checked = 0
        for step in 1...20 {
            try host.touches(at: Double(step) * 8,
                             GraspHost.twoFingers(around: center, radius: 50 + Double(step) * 3, angle: Double(step) * 0.02, phase: 1))
            for recognizer in [pinch, rotation] {
                guard let record = host.eventList.last(where: { $0.handle == recognizer }) else { continue }
                let values = try host.recognizerValues(recognizer, in: -1)
                #expect(values[RecognizerValue.state] == record.what)
                #expect(values[RecognizerValue.numberOfTouches] == record[7])
                #expect(values[RecognizerValue.locationX] == record[5] && values[RecognizerValue.locationY] == record[6])
                #expect(values[RecognizerValue.scale] == record[12] && values[RecognizerValue.rotation] == record[13])
                checked += 1
            }
        }
        #expect(checked > 20)
        let records = host.eventList.filter { $0.handle == pinch || $0.handle == rotation }
        #expect(records.contains { $0.handle == pinch && $0[12] != 1 } && records.contains { $0.handle == rotation && $0[13] != 0 })
    }

    @Test("Pinch and rotation recognize together on two fingers: scale and angle as the fingers say")
    func pinchAndRotationTogether() throws {
        let host = try GraspHost(width: 390, height: 844)
        let (_, pinch, rotation) = try host.makePinchAndRotation()
        let center = Point(x: 195, y: 300)
        try host.touches(at: 0, GraspHost.twoFingers(around: center, radius: 50, angle: 0, phase: 0))
        var pinchStates: [Double] = [], rotationStates: [Double] = []
        // The span when the pinch began: its scale counts from there (the rotation from the landing).
        var spanAtBegan: Double?
        for step in 1...30 {
            let progress = Double(step) / 30
            try host.touches(at: Double(step) * 1000 / 120,
                             GraspHost.twoFingers(around: center, radius: 50 + 50 * progress, angle: Double.pi / 6 * progress, phase: 1))
            if host.states(of: pinch).contains(1) { spanAtBegan = 100 + 100 * progress }
            pinchStates += host.states(of: pinch)
            rotationStates += host.states(of: rotation)
        }
        #expect(pinchStates.first == 1 && rotationStates.first == 1)
        #expect(!pinchStates.contains(5) && !rotationStates.contains(5), "neither prevents the other")
        let scale = try host.recognizerValues(pinch)[RecognizerValue.scale]
        let angle = try host.recognizerValues(rotation)[RecognizerValue.rotation]
        let span = try #require(spanAtBegan)
        #expect(abs(scale - 200 / span) < 1e-9, "scale \(scale), span at began \(span)")
        #expect(abs(angle - Double.pi / 6) < 1e-9, "rotation \(angle)")
        #expect(scale > 1.2 && angle > 0.2)
    }

    /// A vertical list (a scroll view 3,000 points tall) holding a horizontal paging carousel.
    static func carouselInList() throws -> (host: GraspHost, list: Int32, carousel: Int32) {
        let host = try GraspHost(width: 390, height: 844)
        let list = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 844), kind: .scrollView)
        try host.set4(list, GraspHost.Option.contentSize.rawValue, 390, 3000, 0, 0)
        let carousel = try host.makeNode(Rect(x: 0, y: 100, width: 390, height: 300), kind: .scrollView, in: list)
        try host.set4(carousel, GraspHost.Option.contentSize.rawValue, 390 * 5, 300, 0, 0)
        try host.set(carousel, GraspHost.Option.isPagingEnabled.rawValue, 1)
        return (host, list, carousel)
    }

    @Test("A paging carousel inside a vertical list takes a sideways drag at the first sample past slop, and the list one along it",
          arguments: rates)
    func carouselDecidesAtSlop(hz: Double) throws {
        for (velocity, sideways) in [(Point(x: -600, y: 40), true), (Point(x: 40, y: -600), false)] {
            let (host, list, carousel) = try Self.carouselInList()
            let slop = try #require((host.entries[carousel].flatMap { entry -> ScrollView? in
                if case .node(let node, _) = entry { return node as? ScrollView } else { return nil } })?.panGestureRecognizer.slop)
            var decided: Int?
            var firstPastSlop: Int?
            let start = Point(x: 300, y: 250)
            try host.drag(from: start, velocity: velocity, at: 0, duration: 300, hz: hz) { index, point in
                let moved = ((point.x - start.x) * (point.x - start.x) + (point.y - start.y) * (point.y - start.y)).squareRoot()
                if firstPastSlop == nil, moved >= slop { firstPastSlop = index }
                let dragging = host.eventList.first { $0.type == EventType.scrollView && $0.what == ScrollViewEvent.willBeginDragging }
                if decided == nil, let dragging {
                    decided = index
                    #expect(dragging.handle == (sideways ? carousel : list))
                }
            }
            #expect(decided != nil && decided == firstPastSlop, "decided at sample \(String(describing: decided)), first past slop \(String(describing: firstPastSlop))")
            if sideways {
                #expect(try host.get(list, GraspHost.Option.contentOffsetY.rawValue) == 0, "the list did not move")
                // The carousel settles on the next page.
                var t = 300.0
                while host.nextDeadline != nil, t < 3000 { t += 1000 / hz; try host.tick(at: t) }
                #expect(try host.get(carousel, GraspHost.Option.contentOffsetX.rawValue) == 390)
            } else {
                #expect(try host.get(carousel, GraspHost.Option.contentOffsetX.rawValue) == 0, "the carousel did not move")
                #expect(try host.get(list, GraspHost.Option.contentOffsetY.rawValue) > 100)
            }
        }
    }

    @Test("A flicked list is caught in flight at once: it stops at the touch, where its glide was, and stays", arguments: rates)
    func flickCaughtInFlight(hz: Double) throws {
        let host = try GraspHost(width: 390, height: 844)
        let list = try host.makeNode(Rect(x: 0, y: 0, width: 390, height: 844), kind: .scrollView)
        try host.set4(list, GraspHost.Option.contentSize.rawValue, 390, 20_000, 0, 0)
        let end = try host.drag(from: Point(x: 200, y: 600), velocity: Point(x: 0, y: -3000), at: 0, duration: 100, hz: hz)
        let released = try host.get(list, GraspHost.Option.contentOffsetY.rawValue)
        #expect(host.nextDeadline == end, "gliding: it needs every frame")
        var t = end
        for _ in 0..<Int(hz / 5) { t += 1000 / hz; try host.tick(at: t) }
        let gliding = try host.get(list, GraspHost.Option.contentOffsetY.rawValue)
        #expect(gliding > released + 100)
        #expect(host.writeFrame() >= 1, "the glide moved the list: a frame row")
        let row = (0..<host.frameRows.count).first { Int32(host.frameRows.get($0, FrameField.handle)) == list }
        #expect(row.map { host.frameRows.get($0, FrameField.boundsOrigin + 1) } == gliding)
        #expect(row.map { host.frameRows.get($0, FrameField.flags) } == 4, "decelerating")

        // The catch, half a frame later: the list stops where its glide is at the touch's time.
        let catchTime = t + 500 / hz
        try host.touch(2, 0, 200, 400, at: catchTime)
        let caught = try host.get(list, GraspHost.Option.contentOffsetY.rawValue)
        #expect(caught > gliding)
        #expect(host.eventList.contains { $0.handle == list && $0.what == ScrollViewEvent.didEndDecelerating })
        for _ in 0..<10 { t = max(t, catchTime) + 1000 / hz; try host.tick(at: t) }
        #expect(try host.get(list, GraspHost.Option.contentOffsetY.rawValue) == caught, "held: it does not move on")
        try host.touch(2, 2, 200, 400, at: t + 1)
        #expect(try host.get(list, GraspHost.Option.contentOffsetY.rawValue) == caught)
    }
}
