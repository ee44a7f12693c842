// Why this file exists: a trace is a list of touch events with gaps between them, but a live host also
// ticks its clock every frame, and timers (a long press, a double-tap window) and animations fire from
// those ticks. The replayer reproduces that with the core's `FrameClock`: the events in order, frames
// in between and for a tail after, so a replay behaves as the live session did, deterministically.
import Grasp

/// Drives an engine (or a scene around one) with a trace's events and a frame clock between them.
public struct TraceReplayer {
    /// The tick rate between events, in frames per second. Default 120, a ProMotion display.
    public var frameRate: Double
    /// How long to keep ticking after the last event, in seconds, so that pending timers and animations
    /// finish. Default 1.
    public var tail: Double

    /// Creates a replayer.
    public init(frameRate: Double = 120, tail: Double = 1) {
        precondition(frameRate > 0 && frameRate.isFinite, "frameRate must be a positive number")
        self.frameRate = frameRate
        self.tail = max(0, tail)
    }

    /// Replays `events` on a ``/Grasp/FrameClock`` whose origin is the first event's time: before each event,
    /// a tick at every frame strictly after the previous dispatch and strictly before the event; after
    /// the last event, a tick at every frame up to ``tail`` seconds later (frames only, none off the
    /// grid). Frames are counted from the first event's time, so the frame times do not depend on the
    /// events between.
    ///
    /// - Parameters:
    ///   - events: The events, in time order.
    ///   - handle: Called with each event (usually `engine.handle`).
    ///   - tick: Called with each frame time (usually `engine.tick` or a scene's `tick`).
    public func replay(_ events: [TouchEvent], handle: (TouchEvent) -> Void, tick: (Double) -> Void) {
        guard let start = events.first?.timestamp, let last = events.last?.timestamp else { return }
        var clock = FrameClock(frameRate: frameRate, origin: start)
        for event in events { clock.send(event, handle: handle, tick: tick) }
        clock.tickFrames(through: last + tail, tick)
    }

    /// Replays `events` into `engine`, ticking the engine itself.
    public func replay(_ events: [TouchEvent], into engine: GestureEngine) {
        replay(events, handle: engine.handle, tick: engine.tick)
    }
}
