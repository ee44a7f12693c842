// Why this file exists: every host runs the same loop: touch events arrive with gaps between them, and
// the display ticks at a frame rate in between, so that timers (a long press, a double tap's window)
// and animations advance as they would live. The trace replayer, the testing kit's drivers, the tests'
// drivers and the lab all run that loop; this is the one copy of it, on one frame grid, so that a
// replay, a test and a scene driven step by step see exactly the same ticks.

/// A host's frame clock: it sends touch events in time order and ticks at a fixed frame rate between
/// them, on one grid.
///
/// **The grid.** Frame *n* (*n* = 1, 2, 3, …) is at `origin + Double(n) / frameRate`: the frames are
/// multiples of the frame interval from the clock's ``origin`` (a replay's first event, or time 0),
/// computed from the frame's number rather than by adding intervals, so that no rounding error
/// accumulates and a frame that falls on an event's time lands exactly on it. The frame times do not
/// depend on the events in between.
///
/// **The rule.** Before a dispatch at time *t*, the clock ticks every frame strictly after its
/// ``currentTime`` (the latest time it dispatched) and strictly before *t*. A frame is therefore never
/// ticked twice, never at or before a time already dispatched, and never at the time of the event it
/// precedes (the event's own timestamp fires the timers due by then). Time that goes backwards dispatches
/// no frame, and ``currentTime`` never decreases; an infinite or NaN time dispatches no frame either.
///
/// ```swift
/// var clock = FrameClock(frameRate: 120)
/// for event in events { clock.send(event, to: engine) }   // ticks at k/120 between the events
/// clock.advance(engine, to: clock.currentTime + 1)        // one more second of frames, then that instant
/// ```
///
/// The clock is a value that only counts frames: it never reads a clock of its own, and what it
/// drives is passed to each call (an engine, or closures for a scene whose `tick` also steps its
/// animations).
///
/// **Live hosts.** A host on a real display has a frame grid already: the display's. It uses a
/// ``live(startingAt:)`` clock, which keeps the same order and the same never-backwards time but ticks
/// only at the instants the host gives to ``advance(to:_:)``, one a display frame.
public struct FrameClock: Hashable, Sendable {
    /// Frames per second. Default 120, a ProMotion display.
    public let frameRate: Double
    /// The time frame 0 would fall on, in seconds; frame *n* is at `origin + n / frameRate`.
    public let origin: Double
    /// The latest time the clock dispatched (an event, a frame or an ``advance(to:_:)``); before the
    /// first, the ``origin`` (or −∞ for a clock without a finite origin).
    public private(set) var currentTime: Double
    /// The number of the next frame the clock may tick.
    private var nextFrame = 1
    /// Whether the clock ticks frames of its own between dispatches (`false` for a
    /// ``live(startingAt:)`` clock).
    public let ticksBetweenDispatches: Bool

    /// Creates a clock whose frames are `1 / frameRate` apart, counted from `origin`.
    ///
    /// An origin that is not a finite number (a replay whose first event has a bad timestamp) gives a
    /// clock without frames: it still sends events and ticks at the instants given to
    /// ``advance(to:_:)``.
    ///
    /// - Precondition: `frameRate` is positive and finite.
    public init(frameRate: Double = 120, origin: Double = 0) {
        precondition(frameRate > 0 && frameRate.isFinite, "frameRate must be a positive number")
        self.init(frameRate: frameRate, origin: origin, ticksFrames: true)
    }

    private init(frameRate: Double, origin: Double, ticksFrames: Bool) {
        self.frameRate = frameRate
        self.origin = origin
        self.currentTime = origin.isFinite ? origin : -.infinity
        self.ticksBetweenDispatches = ticksFrames
    }

    /// A clock for a host whose display ticks: it orders events and ticks as any clock does, and its
    /// time never goes backwards, but it ticks no frame of its own; each ``advance(to:_:)`` is one
    /// display frame. Its ``frameRate`` (120) is nominal.
    public static func live(startingAt time: Double = 0) -> FrameClock {
        FrameClock(frameRate: 120, origin: time, ticksFrames: false)
    }

    /// The time between two frames, in seconds.
    public var frameInterval: Double { 1 / frameRate }

    /// The time of frame `number`: `origin + Double(number) / frameRate`.
    public func time(ofFrame number: Int) -> Double {
        origin + Double(number) / frameRate
    }

    // MARK: Frames

    /// Calls `tick` with every frame time strictly after ``currentTime`` and strictly before `time`,
    /// in order, and moves ``currentTime`` to the last of them.
    public mutating func tickFrames(before time: Double, _ tick: (Double) -> Void) {
        guard time.isFinite else { return }
        tickFrames(while: { $0 < time }, tick)
    }

    /// Calls `tick` with every frame time strictly after ``currentTime`` and at or before `time`, in
    /// order, and moves ``currentTime`` to the last of them. A frame within a nanosecond past `time`
    /// counts as at it, so that a `time` computed by adding seconds to an event's time does not lose
    /// the frame it was meant to reach to a rounding error.
    public mutating func tickFrames(through time: Double, _ tick: (Double) -> Void) {
        guard time.isFinite else { return }
        tickFrames(while: { $0 <= time + 1e-9 }, tick)
    }

    private mutating func tickFrames(while isDue: (Double) -> Bool, _ tick: (Double) -> Void) {
        guard ticksBetweenDispatches, origin.isFinite else { return }
        while true {
            let frame = time(ofFrame: nextFrame)
            guard isDue(frame) else { return }
            nextFrame += 1
            if frame > currentTime {
                currentTime = frame
                tick(frame)
            }
        }
    }

    // MARK: Driving

    /// Ticks the frames before `time` (see ``tickFrames(before:_:)``), then calls `dispatch`: for input
    /// other than a touch event sent at `time` (a ``/GraspCore/HoverEvent``, a ``/GraspCore/ScrollEvent``, a ``/GraspCore/TransformEvent``).
    public mutating func send(at time: Double, tick: (Double) -> Void, _ dispatch: () -> Void) {
        tickFrames(before: time, tick)
        if time > currentTime { currentTime = time }
        dispatch()
    }

    /// Ticks the frames before `event` (see ``tickFrames(before:_:)``), then calls `handle` with it.
    public mutating func send(_ event: TouchEvent, handle: (TouchEvent) -> Void, tick: (Double) -> Void) {
        tickFrames(before: event.timestamp, tick)
        if event.timestamp > currentTime { currentTime = event.timestamp }
        handle(event)
    }

    /// Ticks the frames before `time`, then ticks at `time` itself: a host that stops at an instant
    /// off the grid (the end of a test, a deadline).
    public mutating func advance(to time: Double, _ tick: (Double) -> Void) {
        tickFrames(before: time, tick)
        if time > currentTime { currentTime = time }
        tick(time)
    }

    /// Sends `event` to `engine`, ticking the engine at the frames before it.
    public mutating func send(_ event: TouchEvent, to engine: GestureEngine) {
        send(event, handle: engine.handle, tick: engine.tick)
    }

    /// Ticks `engine` at the frames before `time`, then at `time`.
    public mutating func advance(_ engine: GestureEngine, to time: Double) {
        advance(to: time, engine.tick)
    }
}
