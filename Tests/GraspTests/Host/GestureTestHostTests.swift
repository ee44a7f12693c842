// Why this file exists: `GestureTestHost` is public API that users' tests stand on, so its own behaviour
// is pinned here: when events are sent and frames ticked, what the logs hold, several fingers, paths at
// 60, 120 and 240 Hz, and the mistakes it stops on. The two worked examples of the article "Testing
// with GestureTestHost" are copied here verbatim (as `ArticleExamples`), so that they stay true.

import Grasp
import Testing

// MARK: The article's examples

/// The recognizer of the article "Writing a Recognizer".
final class TwoFingerTap: GestureRecognizer {
    override var isDiscrete: Bool { true }
    private var start: Double = 0

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if numberOfTouches > 2 { state = .failed }
        start = event.timestamp
        setTimer("tooSlow", at: event.timestamp + 0.3)
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { state = numberOfTouches == 2 ? .recognized : .failed }
    }

    override func timerFired(_ name: String, at time: Double) {
        if state == .possible { state = .failed }
    }
}

@Suite("The examples of the article Testing with GestureTestHost")
struct ArticleExamples {
    @Test func twoFingerTap() {
        let host = GestureTestHost()
        let tap = TwoFingerTap(name: "twoFingerTap")
        host.rootNode.addGestureRecognizer(tap)

        host.touchDown(finger: 1, at: Point(x: 100, y: 300), time: 0)
        host.touchDown(finger: 2, at: Point(x: 160, y: 300), time: 0.02)
        host.touchUp(finger: 1, time: 0.1)
        host.touchUp(finger: 2, time: 0.11)
        #expect(host.states(of: tap) == [.recognized])

        host.touchDown(finger: 1, at: Point(x: 100, y: 300), time: 1)
        host.advance(to: 1.5)
        #expect(host.states(of: tap) == [.recognized, .failed])
    }

    @Test func flickScrollsThenRests() {
        let host = GestureTestHost()
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        list.contentSize = Size(width: 390, height: 5_000)
        let row = Node(name: "row", frame: Rect(x: 0, y: 500, width: 390, height: 60))
        list.addChild(row)
        host.rootNode.addChild(list)

        // A 300-point flick up in 0.1 s, sampled at 120 Hz.
        let lift = host.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 300), startingAt: 0, duration: 0.1)
        #expect(list.contentOffset.y == 300)
        #expect(host.phases(deliveredTo: row).isEmpty)   // the drag was the scroll view's, not the row's

        host.advance(to: lift + 5)                         // the glide runs on the host's frames
        #expect(list.contentOffset.y > 600 && !list.isMovingOnItsOwn)
    }
}

// MARK: The host itself

@Suite("GestureTestHost")
struct GestureTestHostTests {
    /// A node that counts the calls it hears, without passing them on.
    final class Counting: Node {
        var calls: [String] = []
        override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { calls.append("began \(event.timestamp)") }
        override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { calls.append("moved \(event.timestamp)") }
        override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { calls.append("ended \(event.timestamp)") }
        override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { calls.append("cancelled \(event.timestamp)") }
    }

    @Test("a touch down, move and up arrive at their times, and the node's calls are logged in order")
    func oneFinger() {
        let root = Counting(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let host = GestureTestHost(rootNode: root)
        host.touchDown(at: Point(x: 10, y: 10), time: 0.1)
        host.touchMove(to: Point(x: 20, y: 10), time: 0.2)
        host.touchUp(time: 0.3)
        #expect(root.calls == ["began 0.1", "moved 0.2", "ended 0.3"])
        #expect(host.phases(deliveredTo: root) == [.began, .moved, .ended])
        #expect(host.touchDeliveries.map { $0.timestamp } == [0.1, 0.2, 0.3])
        #expect(host.touchDeliveries.last?.touches.first?.location == Point(x: 20, y: 10))
        #expect(host.activeTouches.isEmpty && host.currentTime == 0.3)
    }

    @Test("a lift with a location moves there in the lift's event; a cancel is a cancel")
    func liftAndCancel() {
        let host = GestureTestHost()
        host.touchDown(at: Point(x: 10, y: 10), time: 0)
        host.touchUp(at: Point(x: 50, y: 10), time: 0.1)
        #expect(host.touchDeliveries.last?.touches.first?.location == Point(x: 50, y: 10))
        host.touchDown(finger: 3, at: Point(x: 10, y: 10), time: 0.2)
        #expect(host.activeTouches.map { $0.id } == [TouchID(3)])
        host.touchCancel(finger: 3, time: 0.3)
        #expect(host.phases(deliveredTo: host.rootNode) == [.began, .ended, .began, .cancelled])
        #expect(host.activeTouches.isEmpty)
    }

    @Test("between touches the host ticks every frame of its rate; advance ticks up to a time and at it", arguments: [60.0, 120, 240])
    func ticks(rate: Double) {
        let host = GestureTestHost(frameRate: rate)
        var ticks: [Double] = []
        host.engine.addTickHandler { ticks.append($0) }
        host.touchDown(at: Point(x: 10, y: 10), time: 0.1)
        // Frames strictly before the touch: 1/rate, 2/rate, ... below 0.1.
        #expect(ticks.count == Int((0.1 * rate).rounded(.up)) - 1)
        ticks.removeAll()
        host.advance(to: 0.25)
        #expect(ticks.last == 0.25)
        #expect(ticks.count == Int((0.15 * rate).rounded()))
        host.advance(by: 0.05)
        #expect(host.currentTime == 0.3)
        #expect(host.frameRate == rate)
    }

    @Test("a long press waits for time: nothing until the host advances past its delay")
    func timersFireOnAdvance() {
        let host = GestureTestHost()
        let press = LongPressGestureRecognizer(name: "press")
        host.rootNode.addGestureRecognizer(press)
        host.touchDown(at: Point(x: 100, y: 100), time: 0)
        #expect(host.states(of: press).isEmpty)
        host.advance(to: 0.4)
        #expect(host.states(of: press).isEmpty)
        host.advance(to: 0.6)
        #expect(host.states(of: press) == [.began])
        #expect(host.stateChanges.first?.timestamp == 0.5)
        host.touchUp(time: 0.7)
        #expect(host.states(of: press) == [.began, .ended])
    }

    @Test("the article's slow two-finger tap fails at its timer's deadline, 0.3 s after the touch-down")
    func timerDeadline() {
        let host = GestureTestHost()
        let tap = TwoFingerTap(name: "twoFingerTap")
        host.rootNode.addGestureRecognizer(tap)
        host.touchDown(finger: 1, at: Point(x: 100, y: 300), time: 1)
        host.advance(to: 1.5)
        #expect(host.stateChanges.map { $0.timestamp } == [1.3])
    }

    @Test("a path at a rate: one sample every 1/rate seconds, the last one lifting", arguments: [60.0, 120, 240])
    func pathAtARate(rate: Double) {
        let root = Counting(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let host = GestureTestHost(rootNode: root, frameRate: rate)
        let path = [Point(x: 10, y: 10), Point(x: 20, y: 10), Point(x: 30, y: 20), Point(x: 40, y: 40)]
        let end = host.drag(along: path, startingAt: 1, rate: rate)
        #expect(end == 1 + 3 / rate)
        #expect(host.phases(deliveredTo: root) == [.began, .moved, .moved, .ended])
        #expect(host.touchDeliveries.map { $0.timestamp } == [1, 1 + 1 / rate, 1 + 2 / rate, 1 + 3 / rate])
        #expect(host.touchDeliveries.map { $0.touches[0].location } == path)
        // Without lifting, the finger stays down at the end of the path.
        host.drag(finger: 2, along: [Point(x: 5, y: 5), Point(x: 6, y: 6)], startingAt: 2, rate: rate, lifting: false)
        #expect(host.activeTouches.map { $0.location } == [Point(x: 6, y: 6)])
        #expect(host.drag(along: [], startingAt: 3) == 3)
    }

    @Test("a straight drag is evenly sampled at the rate; a pan sees all of it", arguments: [60.0, 120, 240])
    func straightDrag(rate: Double) {
        let host = GestureTestHost(frameRate: rate)
        let pan = PanGestureRecognizer(name: "pan")
        var translation = Point.zero
        pan.addHandler { translation = $0.translation(in: nil) }
        host.rootNode.addGestureRecognizer(pan)
        host.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 400), startingAt: 0, duration: 0.5, rate: rate)
        // The node hears the moves until the pan passes its 10-point slop, then the cancellation.
        let samplesToSlop = Int((10 / (300 / (0.5 * rate))).rounded(.up))
        let moves = Array(repeating: TouchPhase.moved, count: samplesToSlop - 1)
        #expect(host.phases(deliveredTo: host.rootNode) == [.began] + moves + [.cancelled])
        #expect(host.states(of: pan).first == .began && host.states(of: pan).last == .ended)
        // One `changed` for every move after the one that began it; the lift's movement comes with `ended`.
        #expect(host.states(of: pan).filter { $0 == .changed }.count == Int(0.5 * rate) - samplesToSlop - 1)
        #expect(translation == Point(x: 0, y: 300))
    }

    @Test("several fingers: two strokes move together in one event per step; a pinch scales by their spread")
    func severalFingers() {
        let host = GestureTestHost()
        let pinch = PinchGestureRecognizer(name: "pinch")
        host.rootNode.addGestureRecognizer(pinch)
        host.drag([
            .init(finger: 1, from: Point(x: 150, y: 400), to: Point(x: 100, y: 400)),
            .init(finger: 2, from: Point(x: 250, y: 400), to: Point(x: 300, y: 400)),
        ], startingAt: 0, duration: 0.3, rate: 120, lifting: false)
        #expect(host.activeTouches.map { $0.id } == [TouchID(1), TouchID(2)])
        #expect(host.states(of: pinch).first == .began)
        // The fingers spread from 100 to 200 points apart; the scale grows from where the pinch began.
        #expect(pinch.scale > 1.4 && pinch.scale < 2)
        host.touchUp(finger: 1, time: 0.4)
        host.touchUp(finger: 2, time: 0.4)
        #expect(host.states(of: pinch).last == .ended)
        // Each delivery carried both fingers while both moved.
        #expect(host.touchDeliveries.first?.touches.count == 2)
    }

    @Test("send: fingers that land together arrive in one event; a land-and-lift in one batch is two events")
    func sendSamples() {
        let host = GestureTestHost()
        host.send([
            TouchSample(id: TouchID(1), phase: .began, location: Point(x: 10, y: 10)),
            TouchSample(id: TouchID(2), phase: .began, location: Point(x: 30, y: 10)),
        ], time: 0)
        #expect(host.touchDeliveries.count == 1 && host.touchDeliveries[0].touches.count == 2)
        host.send([TouchSample(id: TouchID(3), phase: .began, location: Point(x: 50, y: 10)),
                   TouchSample(id: TouchID(3), phase: .ended, location: Point(x: 50, y: 10))], time: 0.1)
        #expect(host.touchDeliveries.suffix(2).map { $0.phase } == [.began, .ended])
        // Nothing to send still lets the frames before the time pass.
        var ticks = 0
        host.engine.addTickHandler { _ in ticks += 1 }
        host.send([], time: 0.2)
        #expect(ticks == 11)
    }

    @Test("a pan ignores the movement a cancel carries, and counts the movement a lift carries", arguments: [60.0, 120, 240])
    func panAtCancelAndLift(rate: Double) {
        for cancelling in [true, false] {
            let host = GestureTestHost(frameRate: rate)
            let pan = PanGestureRecognizer(name: "pan")
            var last = (state: GestureRecognizerState.possible, translation: Point.zero)
            pan.addHandler { last = ($0.state, $0.translation(in: nil)) }
            host.rootNode.addGestureRecognizer(pan)
            host.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 200), startingAt: 0, duration: 0.1, rate: rate, lifting: false)
            // The last movement comes with the end, in one event, as a trace folds a move into its end.
            let end = TouchSample(id: TouchID(1), phase: cancelling ? .cancelled : .ended, location: Point(x: 100, y: 260))
            host.send([end], time: 0.1 + 1 / rate)
            #expect(last.state == (cancelling ? .cancelled : .ended))
            #expect(last.translation == Point(x: 0, y: cancelling ? 100 : 160))
        }
    }

    @Test("clearHistory forgets the logs, not the fingers")
    func clearing() {
        let host = GestureTestHost()
        let pan = PanGestureRecognizer(name: "pan")
        host.rootNode.addGestureRecognizer(pan)
        host.drag(from: Point(x: 10, y: 10), to: Point(x: 10, y: 200), startingAt: 0, duration: 0.2, lifting: false)
        host.clearHistory()
        #expect(host.stateChanges.isEmpty && host.touchDeliveries.isEmpty)
        host.touchUp(time: 0.3)
        #expect(host.states(of: pan) == [.ended])
    }

    /// A continuous recognizer whose value, the moves it counted, `reset()` clears at the end of each
    /// gesture: what a test could not read after the touches without a handler.
    final class MoveCounter: GestureRecognizer {
        private(set) var moves = 0
        override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
            moves += 1
            state = state == .possible ? .began : .changed
        }
        override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
            moves += 1   // the lift comes with the finger's last move
            state = state.isInProgress ? .ended : .failed
        }
        override func reset() {
            super.reset()
            moves = 0
        }
    }

    @Test("record keeps a recognizer's value at each state change, before reset() clears it", arguments: [60.0, 120, 240])
    func recordsValuesBeforeReset(rate: Double) {
        let host = GestureTestHost(frameRate: rate)
        let counter = MoveCounter(name: "counter")
        host.rootNode.addGestureRecognizer(counter)
        let moves = host.record(counter) { $0.moves }
        let points = Int(rate / 10) + 1
        let end = host.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), startingAt: 0, duration: 0.1, rate: rate)
        #expect(counter.moves == 0)                               // reset at the end of the gesture
        #expect(moves.value(at: .ended) == points - 1)            // every move, the lift's included
        #expect(moves.value(at: .began) == 1)
        #expect(moves.value(at: .changed) == points - 2)          // the latest `changed`
        #expect(moves.values == Array(1...(points - 1)))
        #expect(moves.states == host.states(of: counter))
        #expect(moves.entries.map { $0.timestamp } == host.stateChanges.map { $0.timestamp })
        #expect(moves.entries.last?.timestamp == end)
        #expect(moves.value(at: .cancelled) == nil && moves.value(at: .failed) == nil)
    }

    @Test("each entry has the state, the time, the location and touches as the JSON lines do; only its recognizer's changes")
    func recordedEntries() {
        let host = GestureTestHost()
        let pan = PanGestureRecognizer(name: "pan")
        let tap = TapGestureRecognizer(name: "tap")
        host.rootNode.addGestureRecognizer(pan)
        host.rootNode.addGestureRecognizer(tap)
        let translation = host.record(pan) { $0.translation(in: nil) }
        let tapped = host.record(tap) { $0.location(in: nil) }
        host.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 200), startingAt: 0, duration: 0.1)
        #expect(pan.translation(in: nil) == .zero)
        #expect(translation.value(at: .ended) == Point(x: 0, y: 100))
        #expect(translation.entries.first?.numberOfTouches == 1)
        #expect(translation.entries.last?.location == Point(x: 100, y: 200))
        #expect(tapped.states == [.failed])
        host.tap(at: Point(x: 40, y: 50), time: 1)
        #expect(tapped.entries.last == .init(state: .recognized, timestamp: 1.05, location: Point(x: 40, y: 50), numberOfTouches: 1, value: Point(x: 40, y: 50)))
        // The tap's touch failed the pan; the end of its drag still reads.
        #expect(translation.states.last == .failed && translation.value(at: .ended) == Point(x: 0, y: 100))
    }

    @Test("a recording starts when asked for, and clearHistory empties it while it goes on recording")
    func recordingStartsAndClears() {
        let host = GestureTestHost()
        let tap = TapGestureRecognizer(name: "tap")
        host.rootNode.addGestureRecognizer(tap)
        host.tap(at: Point(x: 10, y: 10), time: 0)
        let times = host.record(tap) { $0.currentTime }
        #expect(times.entries.isEmpty)
        host.tap(at: Point(x: 10, y: 10), time: 1)
        #expect(times.values == [1.05])
        host.clearHistory()
        #expect(times.entries.isEmpty && host.stateChanges.isEmpty)
        host.tap(at: Point(x: 10, y: 10), time: 2)
        #expect(times.states == [.recognized] && times.values == [2.05])
    }

    @Test("time that goes backwards is the engine's to repair, with a diagnostic")
    func backwardsTime() {
        let host = GestureTestHost()
        host.touchDown(at: Point(x: 10, y: 10), time: 1)
        host.touchUp(time: 0.5)
        #expect(host.engine.diagnostics.map { $0.kind } == [.timeWentBackwards])
        #expect(host.phases(deliveredTo: host.rootNode) == [.began, .ended])
    }

    @Test("a mistake in the test stops it with a message naming the finger")
    func mistakes() async {
        await #expect(processExitsWith: .failure) {
            let host = GestureTestHost()
            host.touchMove(finger: 2, to: .zero, time: 0)
        }
        await #expect(processExitsWith: .failure) {
            let host = GestureTestHost()
            host.touchDown(at: .zero, time: 0)
            host.touchDown(at: .zero, time: 0.1)
        }
        await #expect(processExitsWith: .failure) {
            let host = GestureTestHost()
            host.touchUp(time: 0)
        }
        await #expect(processExitsWith: .failure) {
            _ = GestureTestHost().drag(along: [.zero], startingAt: 0, rate: 0)
        }
        await #expect(processExitsWith: .failure) {
            _ = GestureTestHost().drag(from: .zero, to: .zero, startingAt: 0, duration: 0)
        }
        await #expect(processExitsWith: .failure) {
            let root = Node(name: "root")
            let engine = GestureEngine(rootNode: root)
            _ = GestureTestHost(rootNode: root)
            _ = engine
        }
    }
}
