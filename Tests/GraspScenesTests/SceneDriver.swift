// Why this file exists: the interaction scenes are specified by what happens at particular instants
// (the touch-down's dispatch, 0.1 s later, after the glide). This driver replays a trace into a scene
// the way `grasp replay` does (one event per distinct time, a 120 Hz `FrameClock` from time 0 ticking
// in between) but lets a test
// stop anywhere: before an event, right after it, or after a tail of ticks. It records every state
// change with the values the scene reports, and every animation stop.

import Foundation
import Grasp
import GraspScenes
import GraspTrace
import GraspFoundationCompat

/// A scene driven step by step by a trace's events and a 120 Hz frame clock.
final class SceneDriver<S: Scene> {
    struct Entry {
        var recognizer: String
        var state: GestureRecognizerState
        var reported: String
        var time: Double
        var values: SceneValues
    }

    let scene: S
    private(set) var events: [TouchEvent] = []
    private(set) var nextEvent = 0
    /// The host loop: frames at k/rate s from time 0 (120 Hz unless the test asks for another rate).
    private var clock: FrameClock
    /// The sample rate of synthesized gestures and the frame rate of the clock.
    let rate: Double
    /// The time of the latest event or tick.
    var now: Double { clock.currentTime }
    private(set) var entries: [Entry] = []
    /// The times the scene reported an animation stop.
    private(set) var stops: [Double] = []

    init(_ scene: S, trace: Trace? = nil, rate: Double = 120) {
        self.scene = scene
        self.rate = rate
        clock = FrameClock(frameRate: rate)
        scene.engine.addStateObserver { [unowned self] change in
            entries.append(Entry(
                recognizer: change.recognizer.name, state: change.newState, reported: change.reportedName,
                time: change.timestamp, values: self.scene.values(of: change.recognizer)))
        }
        scene.observeAnimationStops { [unowned self] in stops.append($0) }
        if let trace { load(trace) }
    }

    /// Queues the events of `trace`, shifted to start `offset` seconds after the driver's current time
    /// (or at the trace's own times when nothing has been played yet).
    func load(_ trace: Trace, after offset: Double = 0) {
        let start = events.isEmpty && now == 0 ? 0 : now + offset
        events += trace.touchEvents(startingAt: start)
    }

    /// Queues one synthesized gesture sequence.
    func load(_ build: (inout TraceSynthesizer) -> Void, after offset: Double = 0) {
        var synthesizer = TraceSynthesizer(sampleRate: rate)
        build(&synthesizer)
        load(synthesizer.trace(), after: offset)
    }

    /// The next event to play, if any.
    var upcoming: TouchEvent? { nextEvent < events.count ? events[nextEvent] : nil }

    /// Ticks every frame strictly after the current time and strictly before `time`.
    func tick(before time: Double) {
        clock.tickFrames(before: time, scene.tick)
    }

    /// Ticks every frame up to and including `time`, then ticks at `time` itself.
    func tick(through time: Double) {
        clock.advance(to: time, scene.tick)
    }

    /// Plays the next event: ticks the frames before it, then dispatches it.
    func playNextEvent() {
        guard let event = upcoming else { return }
        clock.send(event, handle: scene.engine.handle, tick: scene.tick)
        nextEvent += 1
    }

    /// Plays every event before the one where pointer `pointer` lands, and the frames before that
    /// touch-down; returns the touch-down's time (or `nil` if the pointer never lands).
    @discardableResult
    func play(untilTouchDownOf pointer: Int) -> Double? {
        while let event = upcoming {
            if event.changedTouches.contains(where: { $0.id == TouchID(pointer) && $0.phase == .began }) {
                tick(before: event.timestamp)
                return event.timestamp
            }
            playNextEvent()
        }
        return nil
    }

    /// Plays every event up to and including `time`, with the frames in between and after, up to
    /// (not including) `time`.
    func play(through time: Double) {
        while let event = upcoming, event.timestamp <= time { playNextEvent() }
        tick(before: time)
    }

    /// Forgets the events not played yet (after a test cancelled the touches, say).
    func discardQueuedEvents() {
        events.removeSubrange(nextEvent...)
    }

    /// Plays every queued event, then ticks for `tail` seconds.
    func finish(tail: Double = 2) {
        while upcoming != nil { playNextEvent() }
        tick(through: now + tail)
    }

    // MARK: Queries

    func entries(of name: String) -> [Entry] { entries.filter { $0.recognizer == name } }

    /// The reported states of `name`, without repeated `changed`.
    func summary(of name: String) -> [String] {
        var out: [String] = []
        for e in entries(of: name) where !(e.reported == "changed" && out.last == "changed") { out.append(e.reported) }
        return out
    }

    func first(_ name: String, _ state: GestureRecognizerState) -> Entry? {
        entries(of: name).first { $0.state == state }
    }

    func last(_ name: String, _ state: GestureRecognizerState) -> Entry? {
        entries(of: name).last { $0.state == state }
    }

    /// The frame the scene reports for the node called `name`.
    func frame(_ name: String) -> Rect? {
        scene.reportedFrames().first { $0.name == name }?.frame
    }
}

/// A recorded trace from Tests/Fixtures/Traces, by name.
func sharedTrace(_ name: String) throws -> Trace {
    try Trace(contentsOf: TraceReplay.tracesDirectory.appendingPathComponent("\(name).json"))
}
