// Why this file exists: every scenario test and benchmark needs the same host loop (the core's
// `FrameClock`: touch events in order, frame ticks between them so timers fire as they would live) and
// a record of what every recognizer did and at which event. This is that record around that loop,
// reusable outside Grasp's own tests.

import Grasp
import GraspTrace

/// Replays touch events or traces into an engine, ticking at a frame rate in between, and records a
/// ``GestureTranscript`` of every state change with the index of the event that caused it.
///
/// The driver runs a `FrameClock` whose origin is the first event's time (or the engine's time at the
/// first ``advance(to:)``): before each event it ticks at every frame boundary strictly between the
/// previous dispatch and the event. Optimistic taps
/// (`TapGestureRecognizer.recognizesOptimistically`) in the tree have their retractions and
/// confirmations recorded too.
///
///     let driver = try GestureReplayDriver(engine: engine, frameRate: 120)
///     driver.replay(trace)
///     print(driver.transcript)
public final class GestureReplayDriver {
    /// A configuration the driver cannot run with.
    public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
        /// The frame rate is not a positive finite number.
        case invalidFrameRate(Double)

        /// A sentence naming the problem.
        public var description: String {
            switch self {
            case .invalidFrameRate(let rate): "the frame rate must be a positive finite number of frames per second, not \(rate)"
            }
        }
    }

    /// The engine driven.
    public let engine: GestureEngine
    /// Ticks per second between events.
    public let frameRate: Double
    /// What the recognizers did so far.
    public private(set) var transcript = GestureTranscript()
    /// The events dispatched so far, in order; an entry's `eventIndex` indexes this array.
    public private(set) var events: [TouchEvent] = []

    private var builder = TouchEventBuilder()
    /// The host loop, started at the first event or advance.
    private var clock: FrameClock?
    private var isDispatchingEvent = false
    private var watchedTaps: [ObjectIdentifier] = []

    /// Creates a driver for `engine` that ticks `frameRate` times per second.
    ///
    /// - Throws: ``ConfigurationError/invalidFrameRate(_:)`` when `frameRate` is not positive and finite.
    public init(engine: GestureEngine, frameRate: Double = 120) throws(ConfigurationError) {
        guard frameRate > 0 && frameRate.isFinite else { throw .invalidFrameRate(frameRate) }
        self.engine = engine
        self.frameRate = frameRate
        engine.addStateObserver { [unowned self] change in
            record(change.recognizer.name, .stateChange(from: change.oldState, to: change.newState), change.reportedName, change.timestamp)
        }
    }

    /// The time of the latest event or tick.
    public var currentTime: Double { engine.currentTime }

    // MARK: Driving

    /// Ticks at the frame boundaries before `event`'s time, then dispatches it.
    public func send(_ event: TouchEvent) {
        watchOptimisticTaps()
        var clock = self.clock ?? FrameClock(frameRate: frameRate, origin: event.timestamp)
        clock.send(event, handle: { event in
            events.append(event)
            isDispatchingEvent = true
            engine.handle(event)
            isDispatchingEvent = false
        }, tick: engine.tick)
        self.clock = clock
    }

    /// Gathers `samples`, all taken at `time`, into events (one, or two when a contact lands and lifts in
    /// the batch) with the driver's own `TouchEventBuilder`, and sends them: a scripted scenario
    /// without a trace. As with the builder, a move for a contact that is not down lands it, and a lift or
    /// cancel for one that is not down is dropped.
    public func send(at time: Double, _ samples: [TouchSample]) {
        for event in builder.events(at: time, samples: samples) { send(event) }
    }

    /// Ticks at every frame boundary up to and including `time`, then at `time` itself.
    public func advance(to time: Double) {
        watchOptimisticTaps()
        var clock = self.clock ?? FrameClock(frameRate: frameRate, origin: engine.currentTime)
        clock.advance(engine, to: time)
        self.clock = clock
    }

    /// Sends `events` in order, then keeps ticking for `tail` seconds after the last one so that pending
    /// timers (a double tap's window, a long press) fire.
    public func replay(_ events: [TouchEvent], tail: Double = 1) {
        for event in events { send(event) }
        if let last = events.last { advance(to: last.timestamp + max(0, tail)) }
    }

    /// Replays a trace's events (see `Trace.touchEvents(startingAt:)`), then ticks for `tail` seconds.
    public func replay(_ trace: Trace, startingAt startTime: Double = 0, tail: Double = 1) {
        replay(trace.touchEvents(startingAt: startTime), tail: tail)
    }

    // MARK: Latency

    /// The latency of the recognizer called `name` measured from the event at `startEventIndex`, or
    /// `nil` if it never began or recognized at or after that event (or the index is out of range).
    public func latency(of name: String, fromEvent startEventIndex: Int) -> GestureLatency? {
        guard events.indices.contains(startEventIndex),
              let activation = transcript.activation(of: name, atOrAfterEvent: startEventIndex) else { return nil }
        return GestureLatency(recognizer: name, startEventIndex: startEventIndex,
                              startTime: events[startEventIndex].timestamp, activation: activation)
    }

    // MARK: Internals

    private func record(_ name: String, _ kind: TranscriptEntry.Kind, _ reported: String, _ time: Double) {
        transcript.entries.append(TranscriptEntry(
            recognizer: name, kind: kind, reportedName: reported, timestamp: time,
            eventIndex: events.count - 1, isDuringEvent: isDispatchingEvent))
    }

    /// Hooks the retraction and confirmation handlers of the optimistic taps in the tree.
    private func watchOptimisticTaps() {
        var stack = [engine.rootNode]
        while let node = stack.popLast() {
            stack += node.children
            for case let tap as TapGestureRecognizer in node.gestureRecognizers {
                let id = ObjectIdentifier(tap)
                guard !watchedTaps.contains(id) else { continue }
                watchedTaps.append(id)
                tap.addRetractionHandler { [unowned self] tap in record(tap.name, .retraction, "retracted", engine.currentTime) }
                tap.addConfirmationHandler { [unowned self] tap in record(tap.name, .confirmation, "confirmed", engine.currentTime) }
            }
        }
    }
}
