// Why this file exists: a unit test of a recognizer or a scroll view needs a host: something that turns
// "a finger lands here at this time, moves there, lifts" into well-formed touch events, ticks the frames
// in between so that timers and animations run as they would live, and writes down what happened. Wiring
// `TouchEventBuilder`, `FrameClock` and `GestureEngine` together for that takes a page of code in every
// test suite; this is the one copy, public, in the engine's own module so that it needs nothing else (no
// Foundation, and it builds as Embedded Swift like the rest of the module).

/// A host for unit tests: it drives a ``/GraspCore/GestureEngine`` with touches at given times, ticks frames between
/// them, and records every recognizer state change and every touch call made to a node.
///
/// ```swift
/// let host = GestureTestHost()
/// let tap = TapGestureRecognizer(name: "tap")
/// host.rootNode.addGestureRecognizer(tap)
/// host.tap(at: Point(x: 100, y: 100), time: 0)
/// #expect(host.states(of: tap) == [.ended])
/// ```
///
/// **Time.** Every call names the time of its touches, in seconds; times should not go backwards (the
/// engine treats an earlier time as now, and records an ``/GraspCore/EngineDiagnostic``). Between two calls the host
/// ticks the engine at every frame of its ``frameRate`` (frame *n* at *n* / `frameRate`), as a display
/// would, so that a long press's timer or a scroll view's deceleration advances; ``advance(to:)`` lets
/// time pass without touches. A host made with a ``FrameClock/live(startingAt:)`` clock
/// (``init(rootNode:clock:)``) ticks only at the times given to ``advance(to:)``. The host never reads a
/// clock.
///
/// **Fingers.** Each touch call names its finger (1 unless said otherwise): a number that stays the same
/// from the touch-down to the lift. Several fingers are down at once when several are put down; fingers
/// that move at the same instant move in one event with ``send(_:time:buttonMask:modifierFlags:)`` or ``drag(_:startingAt:duration:rate:lifting:kind:buttonMask:modifierFlags:)``.
/// A finger put down twice, or moved or lifted while it is not down, is a mistake in the test: the host
/// stops with a message naming the finger.
///
/// **What happened.** ``stateChanges`` lists the state changes of every recognizer in the tree in the
/// order they happened (failures and every `changed` included); ``touchDeliveries`` lists the calls the
/// engine made to the touch hooks of the nodes the touches hit, after the recognizers' delays and
/// cancellations (a node that does not handle a call passes it up its responder chain; that is not
/// listed again). ``states(of:)`` and ``phases(deliveredTo:)`` read them for one recognizer or node.
///
/// **Values.** A recognizer's values are cleared by its `reset()` as soon as its gesture is over, so a
/// test that reads them after the touches finds them gone. ``record(_:_:)`` keeps, with each state change
/// of one recognizer, what it read at that moment (as `grasp replay`'s JSON lines do):
///
/// ```swift
/// let translation = host.record(pan) { $0.translation(in: nil) }
/// host.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), startingAt: 0, duration: 0.1)
/// #expect(translation.value(at: .ended) == Point(x: 100, y: 0))
/// ```
public final class GestureTestHost {
    /// The root of the node tree; its coordinate space is the window space the touch locations are in.
    public let rootNode: Node
    /// The engine the host drives.
    public let engine: GestureEngine

    /// One call the engine made to a node's touch hooks.
    public struct TouchDelivery {
        /// The node called: the node the touches hit.
        public let node: Node
        /// The hook called: `began`, `moved`, `ended` or `cancelled`.
        public let phase: TouchPhase
        /// The touches passed to the hook.
        public let touches: [Touch]
        /// The time of the event the touches are from, in seconds.
        public let timestamp: Double
    }

    /// What the engine reported, kept apart from the host so that the engine's observers (which hold it)
    /// do not hold the host.
    private final class Log {
        var stateChanges: [GestureStateChange] = []
        var touchDeliveries: [TouchDelivery] = []
        /// What clears each recording, for ``clearHistory()``.
        var recordingClearers: [() -> Void] = []
    }

    private let log = Log()
    private var builder = TouchEventBuilder()
    private var clock: FrameClock

    /// Creates a host for the tree under `rootNode`, with its own engine, ticking `frameRate` frames a
    /// second between touches.
    ///
    /// - Precondition: `frameRate` is positive and finite, and `rootNode` is not the root of another engine.
    public convenience init(rootNode: Node, frameRate: Double = 120) {
        self.init(rootNode: rootNode, clock: FrameClock(frameRate: frameRate))
    }

    /// Creates a host for the tree under `rootNode`, with its own engine, whose frames between touches are
    /// `clock`'s.
    ///
    /// A ``FrameClock/live(startingAt:)`` clock ticks no frame of its own: the engine is ticked only at the
    /// instants the test gives to ``advance(to:)``, and a timer due between two touches fires at the
    /// second one's time, as under a host that sends events and no frames.
    ///
    /// ```swift
    /// let host = GestureTestHost(rootNode: Node(name: "root", frame: screen), clock: .live())
    /// host.touchDown(at: Point(x: 10, y: 10), time: 0)
    /// host.touchUp(time: 0.7)                 // a 0.5 s timer fires here, before the lift is delivered
    /// ```
    ///
    /// - Precondition: `rootNode` is not the root of another engine.
    public init(rootNode: Node, clock: FrameClock) {
        precondition(rootNode.engine == nil, "GestureTestHost: the root node already has an engine")
        self.clock = clock
        self.rootNode = rootNode
        engine = GestureEngine(rootNode: rootNode)
        let log = log
        engine.addStateObserver { log.stateChanges.append($0) }
        engine.nodeDeliveryObserver = { node, phase, touches, event in
            log.touchDeliveries.append(TouchDelivery(node: node, phase: phase, touches: touches, timestamp: event.timestamp))
        }
    }

    /// Creates a host whose root node, named "root", is a rectangle of `size` at the origin (a phone's
    /// screen unless said otherwise), ticking `frameRate` frames a second between touches.
    public convenience init(size: Size = Size(width: 390, height: 844), frameRate: Double = 120) {
        self.init(rootNode: Node(name: "root", frame: Rect(origin: .zero, size: size)), frameRate: frameRate)
    }

    /// The frames a second the host ticks between touches.
    public var frameRate: Double { clock.frameRate }

    /// The time of the latest touch or tick, in seconds (0 before the first).
    public var currentTime: Double { clock.currentTime }

    /// The fingers that are down, in the order they landed, with their latest state.
    public var activeTouches: [Touch] { builder.activeTouches }

    // MARK: What happened

    /// Every state change of every recognizer in the tree, in the order they happened.
    public var stateChanges: [GestureStateChange] { log.stateChanges }

    /// Every call the engine made to a node's touch hooks, in order.
    public var touchDeliveries: [TouchDelivery] { log.touchDeliveries }

    /// The states `recognizer` entered, in order (every `changed` included; a discrete recognition
    /// reads `ended`, which is `recognized`).
    public func states(of recognizer: GestureRecognizer) -> [GestureRecognizerState] {
        log.stateChanges.filter { $0.recognizer === recognizer }.map { $0.newState }
    }

    /// The phases of the calls the engine made to `node`'s touch hooks, in order, one per call.
    public func phases(deliveredTo node: Node) -> [TouchPhase] {
        log.touchDeliveries.filter { $0.node === node }.map { $0.phase }
    }

    /// Forgets the state changes, deliveries and recordings' entries recorded so far (the fingers stay
    /// down, and the recordings go on recording).
    public func clearHistory() {
        log.stateChanges.removeAll()
        log.touchDeliveries.removeAll()
        for clear in log.recordingClearers { clear() }
    }

    // MARK: Values at each state change

    /// What one recognizer was at each of its state changes, from the moment ``record(_:_:)`` was called:
    /// its new state, the time, its location and touches, and the value the test asked for.
    ///
    /// Each entry is taken when the engine's state observers hear of the change: after the change's
    /// handlers ran, still inside the dispatch, before the recognizer's `reset()` clears it for its next
    /// gesture.
    public final class Recording<Value> {
        /// One state change and what the recognizer read at that moment.
        public struct Entry {
            /// The state the recognizer entered (every `changed` included; a discrete recognition reads
            /// `ended`, which is `recognized`).
            public let state: GestureRecognizerState
            /// The time of the event or tick that caused the change, in seconds.
            public let timestamp: Double
            /// The recognizer's ``/GraspCore/GestureRecognizer/location(in:)`` in window coordinates.
            public let location: Point
            /// The recognizer's ``/GraspCore/GestureRecognizer/numberOfTouches``.
            public let numberOfTouches: Int
            /// The value the recording reads from the recognizer.
            public let value: Value

            /// An entry, for comparing a recording's entries with the ones a test expects.
            public init(state: GestureRecognizerState, timestamp: Double, location: Point, numberOfTouches: Int, value: Value) {
                self.state = state
                self.timestamp = timestamp
                self.location = location
                self.numberOfTouches = numberOfTouches
                self.value = value
            }
        }

        /// The entries, one per state change, in the order the changes happened.
        public private(set) var entries: [Entry] = []

        fileprivate init() {}

        /// The states the recognizer entered, in order.
        public var states: [GestureRecognizerState] { entries.map { $0.state } }

        /// The values read at each state change, in order.
        public var values: [Value] { entries.map { $0.value } }

        /// The value read when the recognizer last entered `state` (`.ended` for the end of a continuous
        /// gesture or a discrete recognition), or `nil` if it has not entered it since the recording began.
        public func value(at state: GestureRecognizerState) -> Value? {
            entries.last { $0.state == state }?.value
        }

        fileprivate func append(_ entry: Entry) { entries.append(entry) }
        fileprivate func removeAll() { entries.removeAll() }
    }

    /// Records `value` of `recognizer` at each of its state changes from now on, with the state, the time,
    /// the location and the number of touches; returns the recording, which fills in as the test sends
    /// touches. The recognizer may be added to the tree before or after this call.
    ///
    /// ```swift
    /// let angle = host.record(wheel) { $0.angle }
    /// host.drag(along: arc, startingAt: 0)
    /// #expect(angle.states.last == .ended)
    /// #expect(angle.value(at: .ended) == 1.5)
    /// ```
    public func record<Recognizer: GestureRecognizer, Value>(
        _ recognizer: Recognizer, _ value: @escaping (Recognizer) -> Value
    ) -> Recording<Value> {
        let recording = Recording<Value>()
        log.recordingClearers.append { recording.removeAll() }
        engine.addStateObserver { change in
            guard change.recognizer === recognizer else { return }
            recording.append(Recording<Value>.Entry(
                state: change.newState, timestamp: change.timestamp, location: recognizer.location(in: nil),
                numberOfTouches: recognizer.numberOfTouches, value: value(recognizer)))
        }
        return recording
    }

    // MARK: One finger at a time

    /// Puts `finger` down at `location` (in window coordinates) at `time`.
    ///
    /// The finger is a contact of `kind` (a finger on the glass unless said otherwise: a pencil, or a
    /// mouse or trackpad pointer whose button is held); its moves and its lift are of the same kind. The
    /// event carries `buttonMask` (the buttons held, for a pointer; see ``/GraspCore/TouchEvent/buttonMask``)
    /// and `modifierFlags` (the keys held).
    ///
    /// - Precondition: `finger` is not down.
    public func touchDown(
        finger: Int = 1, at location: Point, time: Double, kind: TouchKind = .direct, buttonMask: ButtonMask = [],
        modifierFlags: ModifierFlags = []
    ) {
        precondition(!isDown(finger), "GestureTestHost: finger \(finger) is already down")
        send([TouchSample(id: TouchID(finger), phase: .began, location: location, kind: kind)], time: time,
             buttonMask: buttonMask, modifierFlags: modifierFlags)
    }

    /// Moves `finger` to `location` at `time`, with `buttonMask` and `modifierFlags` held.
    ///
    /// - Precondition: `finger` is down.
    public func touchMove(
        finger: Int = 1, to location: Point, time: Double, buttonMask: ButtonMask = [], modifierFlags: ModifierFlags = []
    ) {
        send([sample(of: finger, .moved, at: location)], time: time, buttonMask: buttonMask, modifierFlags: modifierFlags)
    }

    /// Lifts `finger` at `time`, where it is or (with a `location`) after moving there in the same event,
    /// with `buttonMask` and `modifierFlags` held.
    ///
    /// - Precondition: `finger` is down.
    public func touchUp(
        finger: Int = 1, at location: Point? = nil, time: Double, buttonMask: ButtonMask = [],
        modifierFlags: ModifierFlags = []
    ) {
        send([sample(of: finger, .ended, at: location)], time: time, buttonMask: buttonMask, modifierFlags: modifierFlags)
    }

    /// Cancels `finger` at `time`, where it is (or, with a `location`, there), as a system interruption (an
    /// incoming call) does.
    ///
    /// - Precondition: `finger` is down.
    public func touchCancel(finger: Int = 1, at location: Point? = nil, time: Double) {
        send([sample(of: finger, .cancelled, at: location)], time: time)
    }

    /// A tap (or a click): `finger`, a contact of `kind`, goes down at `location` at `time` and lifts
    /// there `duration` seconds later, with `buttonMask` and `modifierFlags` held throughout.
    public func tap(
        finger: Int = 1, at location: Point, time: Double, duration: Double = 0.05, kind: TouchKind = .direct,
        buttonMask: ButtonMask = [], modifierFlags: ModifierFlags = []
    ) {
        touchDown(finger: finger, at: location, time: time, kind: kind, buttonMask: buttonMask, modifierFlags: modifierFlags)
        touchUp(finger: finger, time: time + duration, buttonMask: buttonMask, modifierFlags: modifierFlags)
    }

    // MARK: Paths

    /// Moves `finger` along `path` at `rate` samples a second: down at the first point at `time` (unless
    /// it is down already, when it moves there), then one point every `1 / rate` seconds, and lifted at
    /// the last point with its last move when `lifting` is `true`. Returns the time of the last point.
    ///
    /// - Precondition: `rate` is positive and finite.
    @discardableResult
    public func drag(finger: Int = 1, along path: [Point], startingAt time: Double, rate: Double = 120, lifting: Bool = true) -> Double {
        precondition(rate > 0 && rate.isFinite, "GestureTestHost: rate must be a positive number of samples a second")
        guard let first = path.first else { return time }
        if isDown(finger) { touchMove(finger: finger, to: first, time: time) } else { touchDown(finger: finger, at: first, time: time) }
        var end = time
        for (index, point) in path.enumerated().dropFirst() {
            end = time + Double(index) / rate
            if lifting && index == path.count - 1 {
                touchUp(finger: finger, at: point, time: end)
            } else {
                touchMove(finger: finger, to: point, time: end)
            }
        }
        if lifting && path.count == 1 { touchUp(finger: finger, time: end) }
        return end
    }

    /// Drags `finger` in a straight line from `start` to `end` in `duration` seconds, at `rate` samples a
    /// second (down at `start` at `time`, evenly spaced moves, lifted at `end` with its last move when
    /// `lifting` is `true`). Returns the time of the last point, `time + duration`.
    ///
    /// A finger that lands is a contact of `kind` (a pointer's drag with a button held is a `.mouse` one
    /// with that `buttonMask`); every event carries `buttonMask` and `modifierFlags`.
    ///
    /// - Precondition: `rate` is positive and finite; `duration` is positive and finite.
    @discardableResult
    public func drag(
        finger: Int = 1, from start: Point, to end: Point, startingAt time: Double, duration: Double, rate: Double = 120,
        lifting: Bool = true, kind: TouchKind = .direct, buttonMask: ButtonMask = [], modifierFlags: ModifierFlags = []
    ) -> Double {
        drag([Stroke(finger: finger, from: start, to: end)], startingAt: time, duration: duration, rate: rate, lifting: lifting,
             kind: kind, buttonMask: buttonMask, modifierFlags: modifierFlags)
    }

    /// One finger's straight path in a several-finger drag.
    public struct Stroke: Hashable, Sendable {
        /// The finger.
        public var finger: Int
        /// Where it starts (it is put down there if it is not down).
        public var start: Point
        /// Where it ends.
        public var end: Point

        /// A finger's path from `start` to `end`.
        public init(finger: Int, from start: Point, to end: Point) {
            self.finger = finger
            self.start = start
            self.end = end
        }
    }

    /// Drags several fingers together in straight lines (a pinch, a two-finger pan): the fingers not down
    /// go down at their starts at `time`, in one event; then every `1 / rate` seconds (the last step at
    /// `time + duration`) one event moves them all; with `lifting`, the last event lifts them all at
    /// their ends. Returns `time + duration`. The fingers that land are contacts of `kind`; every event
    /// carries `buttonMask` and `modifierFlags`.
    ///
    /// - Precondition: `rate` and `duration` are positive and finite; no finger appears twice.
    @discardableResult
    public func drag(
        _ strokes: [Stroke], startingAt time: Double, duration: Double, rate: Double = 120, lifting: Bool = true,
        kind: TouchKind = .direct, buttonMask: ButtonMask = [], modifierFlags: ModifierFlags = []
    ) -> Double {
        precondition(rate > 0 && rate.isFinite, "GestureTestHost: rate must be a positive number of samples a second")
        precondition(duration > 0 && duration.isFinite, "GestureTestHost: duration must be a positive number of seconds")
        for (index, stroke) in strokes.enumerated() {
            precondition(!strokes[..<index].contains { $0.finger == stroke.finger }, "GestureTestHost: finger \(stroke.finger) has two strokes")
        }
        let landing = strokes.filter { !isDown($0.finger) }
        if !landing.isEmpty {
            send(landing.map { TouchSample(id: TouchID($0.finger), phase: .began, location: $0.start, kind: kind) }, time: time,
                 buttonMask: buttonMask, modifierFlags: modifierFlags)
        }
        let steps = max(1, Int((duration * rate).rounded()))
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            let phase: TouchPhase = lifting && step == steps ? .ended : .moved
            send(strokes.map { stroke in
                sample(of: stroke.finger, phase, at: Point(
                    x: stroke.start.x + (stroke.end.x - stroke.start.x) * fraction,
                    y: stroke.start.y + (stroke.end.y - stroke.start.y) * fraction))
            }, time: time + duration * fraction, buttonMask: buttonMask, modifierFlags: modifierFlags)
        }
        return time + duration
    }

    // MARK: Any samples

    /// Sends `samples` (of any fingers and phases) as the touches of one moment, `time`: fingers that
    /// land, move and lift together. A sample for a finger that is not down puts it down (see
    /// ``/GraspCore/TouchEventBuilder/event(at:samples:buttonMask:modifierFlags:)``); a finger that lands and lifts in
    /// the same batch is sent as two events at `time`.
    ///
    /// The events carry `buttonMask` (the buttons held, for a pointer) and `modifierFlags` (the keys held).
    public func send(_ samples: [TouchSample], time: Double, buttonMask: ButtonMask = [], modifierFlags: ModifierFlags = []) {
        let events = builder.events(at: time, samples: samples, buttonMask: buttonMask, modifierFlags: modifierFlags)
        if events.isEmpty { clock.tickFrames(before: time, engine.tick) }
        for event in events { clock.send(event, to: engine) }
    }

    // MARK: Pointer input

    /// Sends a hover report (a mouse or a pencil over the screen, no button held) at its timestamp, after
    /// ticking the frames before it.
    public func send(_ event: HoverEvent) {
        clock.send(at: event.timestamp, tick: engine.tick) { engine.handle(event) }
    }

    /// Sends a scroll report (a mouse wheel's step, a trackpad's two-finger scroll and its momentum) at its
    /// timestamp, after ticking the frames before it.
    public func send(_ event: ScrollEvent) {
        clock.send(at: event.timestamp, tick: engine.tick) { engine.handle(event) }
    }

    /// Sends a trackpad's pinch or rotation report at its timestamp, after ticking the frames before it.
    public func send(_ event: TransformEvent) {
        clock.send(at: event.timestamp, tick: engine.tick) { engine.handle(event) }
    }

    // MARK: Time

    /// Lets time pass to `time` without touches: ticks every frame before it, then at `time` itself, so
    /// that timers due by then fire and animations step.
    public func advance(to time: Double) {
        clock.advance(engine, to: time)
    }

    /// Lets `seconds` pass without touches (see ``advance(to:)``).
    public func advance(by seconds: Double) {
        advance(to: currentTime + seconds)
    }

    // MARK: Fingers

    private func isDown(_ finger: Int) -> Bool {
        builder.activeTouches.contains { $0.id == TouchID(finger) }
    }

    /// The sample of `finger`, which is down, in `phase` at `location` (where it is, without one), of the
    /// kind it landed as.
    private func sample(of finger: Int, _ phase: TouchPhase, at location: Point?) -> TouchSample {
        guard let sample = builder.sample(continuing: TouchID(finger), phase, at: location) else {
            preconditionFailure("GestureTestHost: finger \(finger) is not down")
        }
        return sample
    }
}

extension GestureTestHost.Recording.Entry: Equatable where Value: Equatable {}
