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
    public init(_ scene: S, trace: Trace? = nil, rate: Double = 120) {
        self.scene = scene
        self.rate = rate
        clock = FrameClock(frameRate: rate)
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
        var synthesizer = TraceSynthesizer(sampleRate: rate)
        build(&synthesizer)
        load(synthesizer.trace(), after: offset)
    }

    /// The next event to play, if any.
    public var upcoming: TouchEvent? { nextEvent < events.count ? events[nextEvent] : nil }

    /// Ticks every frame strictly after the current time and strictly before `time`.
    public func tick(before time: Double) {
        clock.tickFrames(before: time, scene.tick)
    }

    /// Ticks every frame up to and including `time`, then ticks at `time` itself.
    public func tick(through time: Double) {
        clock.advance(to: time, scene.tick)
    }

    /// Plays the next event: ticks the frames before it, then dispatches it.
    public func playNextEvent() {
        guard let event = upcoming else { return }
        clock.send(event, handle: scene.engine.handle, tick: scene.tick)
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
