// Why this file exists: the interaction scenes are specified by what happens at particular instants (the
// touch-down's dispatch, 0.1 s later, after the glide). `GestureTestHost` drives a bare node tree; this
// host drives a whole scene the way `grasp replay` does (one event per distinct time, a frame clock from
// time 0 ticking in between), but lets a test stop anywhere: before an event, right after it, or after a
// tail of ticks. It records every state change with the values the scene reports, and every animation stop.

import Grasp
import GraspGeometry
import GraspScenes
import GraspTrace

/// A host for tests of a ``/GraspScenes/Scene``: it plays a trace's events (or synthesized gestures) into
/// the scene step by step, ticks the scene's frames between them, and records each state change with the
/// values the scene reports for it.
///
/// ```swift
/// let host = SceneTestHost(MoveMeScene(viewport: viewport), trace: trace)
/// host.play(untilTouchDownOf: 1)
/// host.finish()
/// #expect(host.summary(of: "pan") == ["began", "changed", "ended"])
/// ```
///
/// **Time.** Frames are at *k* / ``rate`` seconds from time 0 (120 Hz unless said otherwise), as the host
/// loop of a live page runs them; the host never reads a clock.
///
/// **Frame by frame.** A test can also run the scene one display frame at a time, each frame's touches
/// dispatched just before its tick: ``runFrame(_:at:)``, ``touchDown(finger:at:time:)``,
/// ``touchMove(finger:to:time:)``, ``touchUp(finger:at:time:)``, ``drag(finger:to:duration:)`` and
/// ``runFrames(for:frameRate:)``, with a ``frameObserver`` to check something at every frame. With a
/// ``/Grasp/FrameClock/live(startingAt:)`` clock (``init(_:trace:rate:clock:)``) those are the only ticks:
///
/// ```swift
/// let host = SceneTestHost(ReorderScene(viewport: viewport), rate: 60, clock: .live())
/// host.touchDown(at: Point(x: 200, y: 210))     // the frame at 1/60 s
/// host.runFrames(for: 0.55)                     // the long press lifts the row
/// host.drag(to: Point(x: 200, y: 400), duration: 0.2)
/// host.touchUp()
/// ```
public final class SceneTestHost<S: Scene> {
    /// One state change, with what the scene reported at that moment.
    public struct Entry {
        /// The recognizer's name.
        public var recognizer: String
        /// The state it changed to.
        public var state: GestureRecognizerState
        /// The state's reported name (`began`, `changed`, `recognized`, …).
        public var reported: String
        /// The time of the change, in seconds.
        public var time: Double
        /// The values the scene reported for the recognizer at the change.
        public var values: SceneValues
    }

    /// What the scene reported, kept apart from the host so that the scene's observers do not hold it.
    private final class Log {
        var entries: [Entry] = []
        var stops: [Double] = []
    }

    /// The scene the host drives.
    public let scene: S
    /// The events queued so far, played or not.
    public private(set) var events: [TouchEvent] = []
    /// The index in ``events`` of the next event to play.
    public private(set) var nextEvent = 0
    private var clock: FrameClock
    private var builder = TouchEventBuilder()
    private let log = Log()
    /// The sample rate of synthesized gestures and the frame rate of the clock.
    public let rate: Double
    /// The time of the latest event or tick.
    public var now: Double { clock.currentTime }
    /// Every state change so far, in order.
    public var entries: [Entry] { log.entries }
    /// The times the scene reported an animation stop.
    public var stops: [Double] { log.stops }

    /// A host for `scene` with the events of `trace` queued, ticking `rate` frames a second.
    public convenience init(_ scene: S, trace: Trace? = nil, rate: Double = 120) {
        self.init(scene, trace: trace, rate: rate, clock: FrameClock(frameRate: rate))
    }

    /// A host for `scene` with the events of `trace` queued, whose frames between events are `clock`'s;
    /// `rate` is the sample rate of synthesized gestures and the rate of the frames the host runs
    /// frame by frame.
    ///
    /// A ``/Grasp/FrameClock/live(startingAt:)`` clock ticks no frame of its own: the scene is ticked only
    /// by the frames the test runs with ``runFrame(_:at:)`` and the calls built on it, as a page's loop
    /// ticks once a display frame, after the input that arrived during it.
    public init(_ scene: S, trace: Trace? = nil, rate: Double = 120, clock: FrameClock) {
        self.scene = scene
        self.rate = rate
        self.clock = clock
        let log = log
        scene.engine.addStateObserver { [scene] change in
            log.entries.append(Entry(
                recognizer: change.recognizer.name, state: change.newState, reported: change.reportedName,
                time: change.timestamp, values: scene.values(of: change.recognizer)))
        }
        scene.observeAnimationStops { log.stops.append($0) }
        if let trace { load(trace) }
    }

    /// Queues the events of `trace`, shifted to start `offset` seconds after the current time (or at the
    /// trace's own times when nothing has been played yet).
    public func load(_ trace: Trace, after offset: Double = 0) {
        let start = events.isEmpty && now == 0 ? 0 : now + offset
        events += trace.touchEvents(startingAt: start)
    }

    /// Queues one synthesized gesture sequence, sampled at ``rate``.
    public func load(_ build: (inout TraceSynthesizer) -> Void, after offset: Double = 0) {
        load(synthesized(build), after: offset)
    }

    /// The trace of one gesture sequence synthesized at ``rate``.
    private func synthesized(_ build: (inout TraceSynthesizer) -> Void) -> Trace {
        var synthesizer = TraceSynthesizer(sampleRate: rate)
        build(&synthesizer)
        return synthesizer.trace()
    }

    // MARK: Replaying

    /// Replays one gesture synthesized at ``rate``, its first sample `start` seconds after time 0, the way
    /// a ``/GraspTrace/TraceReplayer`` at ``rate`` replays it: on a frame grid counted from the gesture's
    /// first event, a tick at every frame between the events and at every frame up to `tail` seconds
    /// after the last (frames only, none off the grid).
    ///
    /// Each replay counts its frames from its own first event, so a second gesture on the same scene (a
    /// later `start`) is ticked exactly as a second replayer's run would tick it, and the outcomes are
    /// the replayer's. Its touch events join ``events``; a mouse's hover, a wheel's or a trackpad's
    /// scroll and pinch, keys and accessibility actions in the gesture are dispatched in their place
    /// (see `Trace.engineInputs(startingAt:)`). The scrolling scenes' tests replay one gesture at 60, 120 and 240 Hz this way:
    ///
    /// ```swift
    /// let host = SceneTestHost(SheetScene(viewport: viewport), rate: 60)
    /// var lowest = 0.0
    /// host.tickObserver = { _ in lowest = max(lowest, host.scene.sheetY) }
    /// host.replay(tail: 2) { $0.drag(from: Point(x: 200, y: 440), to: Point(x: 200, y: 690), duration: 0.8) }
    /// #expect(host.summary(of: "sheetDrag") == ["began", "changed", "ended"])
    /// #expect(host.scene.sheet.detent == 0 && lowest <= host.scene.sheet.bottomY)
    /// ```
    ///
    /// - Precondition: every queued event has been played.
    public func replay(startingAt start: Double = 0, tail: Double = 1, _ build: (inout TraceSynthesizer) -> Void) {
        precondition(upcoming == nil, "SceneTestHost: play the queued events before a replay")
        let inputs = synthesized(build).engineInputs(startingAt: start)
        guard let first = inputs.first, let last = inputs.last else { return }
        clock = FrameClock(frameRate: rate, origin: first.timestamp)
        for input in inputs {
            if case .touch(let event) = input {
                events.append(event)
                playNextEvent()
            } else {
                clock.send(at: input.timestamp, tick: tickScene) { scene.engine.handle(input) }
            }
        }
        clock.tickFrames(through: last.timestamp + max(0, tail), tickScene)
    }

    /// Called after every tick the host gives the scene (the frames between events, after them, of a
    /// replay and of the frames run frame by frame), with the tick's time, once the scene has advanced
    /// to it: a test's check at every tick.
    public var tickObserver: ((Double) -> Void)?

    /// Ticks the scene at `time`, then tells ``tickObserver``.
    private func tickScene(_ time: Double) {
        scene.tick(time)
        tickObserver?(time)
    }

    /// The next event to play, if any.
    public var upcoming: TouchEvent? { nextEvent < events.count ? events[nextEvent] : nil }

    /// Ticks every frame strictly after the current time and strictly before `time`.
    public func tick(before time: Double) {
        clock.tickFrames(before: time, tickScene)
    }

    /// Ticks every frame up to and including `time`, then ticks at `time` itself.
    public func tick(through time: Double) {
        clock.advance(to: time, tickScene)
    }

    /// Plays the next event: ticks the frames before it, then dispatches it.
    public func playNextEvent() {
        guard let event = upcoming else { return }
        clock.send(event, handle: scene.engine.handle, tick: tickScene)
        nextEvent += 1
    }

    /// Plays every event before the one where pointer `pointer` lands, and the frames before that
    /// touch-down; returns the touch-down's time (or `nil` if the pointer never lands).
    @discardableResult
    public func play(untilTouchDownOf pointer: Int) -> Double? {
        while let event = upcoming {
            if event.changedTouches.contains(where: { $0.id == TouchID(pointer) && $0.phase == .began }) {
                tick(before: event.timestamp)
                return event.timestamp
            }
            playNextEvent()
        }
        return nil
    }

    /// Plays every event up to and including `time`, with the frames in between and after, up to (not
    /// including) `time`.
    public func play(through time: Double) {
        while let event = upcoming, event.timestamp <= time { playNextEvent() }
        tick(before: time)
    }

    /// Forgets the events not played yet (after a test cancelled the touches, say).
    public func discardQueuedEvents() {
        events.removeSubrange(nextEvent...)
    }

    /// Plays every queued event, then ticks for `tail` seconds.
    public func finish(tail: Double = 2) {
        while upcoming != nil { playNextEvent() }
        tick(through: now + tail)
    }

    // MARK: Frame by frame

    /// Called after every frame the host runs frame by frame (``runFrame(_:at:)`` and the calls built on
    /// it), once the scene has ticked at the frame's time: a test's check at every frame.
    public var frameObserver: (() -> Void)?

    /// The fingers that are down from the frames run frame by frame, in the order they landed, with their
    /// latest state.
    public var activeTouches: [Touch] { builder.activeTouches }

    /// Where `finger` last touched in the frames run frame by frame: where it is while it is down, where it
    /// lifted (or was cancelled) after; `nil` if it has not touched.
    public func lastLocation(of finger: Int = 1) -> Point? {
        lastLocations.last { $0.finger == finger }?.location
    }

    /// The latest location of each finger that touched, one entry a finger.
    private var lastLocations: [(finger: Int, location: Point)] = []

    /// Runs one display frame at `time` (the next frame, ``now`` + 1 / ``rate``, unless given): dispatches
    /// `samples` as the frame's touch event (none when they change nothing), ticks the scene at `time`,
    /// then calls ``frameObserver``.
    ///
    /// This is the loop of a page that takes the input of a display frame just before the frame's tick.
    /// Times should not go backwards.
    public func runFrame(_ samples: [TouchSample] = [], at time: Double? = nil) {
        let time = time ?? now + 1 / rate
        let events = builder.events(at: time, samples: samples)
        for event in events {
            for touch in event.changedTouches {
                lastLocations.removeAll { $0.finger == touch.id.rawValue }
                lastLocations.append((touch.id.rawValue, touch.location))
            }
            clock.send(event, handle: scene.engine.handle, tick: tickScene)
        }
        clock.advance(to: time, tickScene)
        frameObserver?()
    }

    /// Runs a frame (at `time`, or the next) in which `finger` lands at `location`.
    ///
    /// - Precondition: `finger` is not down.
    public func touchDown(finger: Int = 1, at location: Point, time: Double? = nil) {
        precondition(!activeTouches.contains { $0.id == TouchID(finger) }, "SceneTestHost: finger \(finger) is already down")
        runFrame([TouchSample(id: TouchID(finger), phase: .began, location: location)], at: time)
    }

    /// Runs a frame (at `time`, or the next) in which `finger` moves to `location`.
    ///
    /// - Precondition: `finger` is down.
    public func touchMove(finger: Int = 1, to location: Point, time: Double? = nil) {
        runFrame([sample(of: finger, .moved, at: location)], at: time)
    }

    /// Runs a frame (at `time`, or the next) in which `finger` lifts where it is or (with a `location`)
    /// after moving there in the same event.
    ///
    /// - Precondition: `finger` is down.
    public func touchUp(finger: Int = 1, at location: Point? = nil, time: Double? = nil) {
        runFrame([sample(of: finger, .ended, at: location)], at: time)
    }

    /// Runs a frame (at `time`, or the next) in which `finger` is cancelled where it is.
    ///
    /// - Precondition: `finger` is down.
    public func touchCancel(finger: Int = 1, time: Double? = nil) {
        runFrame([sample(of: finger, .cancelled, at: nil)], at: time)
    }

    /// Moves `finger`, which is down, in a straight line to `location` over `duration` seconds, one move a
    /// frame at ``rate`` (at least one), the last landing on `location` at ``now`` + `duration`.
    public func drag(finger: Int = 1, to location: Point, duration: Double) {
        drag(finger: finger, to: location, arrivingAt: now + duration)
    }

    /// Moves `finger`, which is down, in a straight line to `location`, one move a frame at ``rate`` (at
    /// least one), the frames evenly spaced up to `time`, where the last lands on `location`.
    public func drag(finger: Int = 1, to location: Point, arrivingAt time: Double) {
        let from = sample(of: finger, .moved, at: nil).location, start = now
        let frames = max(Int(((time - start) * rate).rounded()), 1)
        for k in 1...frames {
            let f = Double(k) / Double(frames)
            runFrame([sample(of: finger, .moved, at: Point(
                x: from.x + (location.x - from.x) * f, y: from.y + (location.y - from.y) * f))],
                     at: start + (time - start) * f)
        }
    }

    /// Runs frames without touches for `seconds`, `frameRate` a second (``rate`` unless given; at least
    /// one frame), evenly spaced, the last at ``now`` + `seconds`.
    public func runFrames(for seconds: Double, frameRate: Double? = nil) {
        runFrames(until: now + seconds, frameRate: frameRate)
    }

    /// Runs frames without touches up to `time`, `frameRate` a second (``rate`` unless given; at least
    /// one frame), evenly spaced from ``now``, the last at `time`.
    public func runFrames(until time: Double, frameRate: Double? = nil) {
        let start = now
        let frames = max(Int(((time - start) * (frameRate ?? rate)).rounded()), 1)
        for k in 1...frames { runFrame(at: start + (time - start) * Double(k) / Double(frames)) }
    }

    /// The sample of `finger`, which is down, in `phase` at `location` (where it is, without one).
    private func sample(of finger: Int, _ phase: TouchPhase, at location: Point?) -> TouchSample {
        guard let sample = builder.sample(continuing: TouchID(finger), phase, at: location) else {
            preconditionFailure("SceneTestHost: finger \(finger) is not down")
        }
        return sample
    }

    // MARK: Queries

    /// The state changes of the recognizer called `name`.
    public func entries(of name: String) -> [Entry] { log.entries.filter { $0.recognizer == name } }

    /// The reported states of `name`, without repeated `changed`.
    public func summary(of name: String) -> [String] {
        var out: [String] = []
        for e in entries(of: name) where !(e.reported == "changed" && out.last == "changed") { out.append(e.reported) }
        return out
    }

    /// The first change of `name` to `state`.
    public func first(_ name: String, _ state: GestureRecognizerState) -> Entry? {
        entries(of: name).first { $0.state == state }
    }

    /// The last change of `name` to `state`.
    public func last(_ name: String, _ state: GestureRecognizerState) -> Entry? {
        entries(of: name).last { $0.state == state }
    }

    /// The frame the scene reports for the node called `name`.
    public func frame(_ name: String) -> Rect? {
        scene.reportedFrames().first { $0.name == name }?.frame
    }
}
