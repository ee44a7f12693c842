// Why this file exists: a trace is a list of touch events with gaps between them, but a live host also
// ticks its clock every frame, and timers (a long press, a double-tap window) and animations fire from
// those ticks. The replayer reproduces that: it sends the events in order and ticks at a fixed frame
// rate in between, so a replay behaves as the live session did, deterministically.
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

    /// Replays `events`: before each event, a tick at every frame boundary that falls strictly between
    /// the previous event (or the first event's time) and this one; after the last event, ticks for
    /// ``tail`` seconds. Frames are counted from the first event's time, so the frame times do not
    /// depend on the events between.
    ///
    /// - Parameters:
    ///   - events: The events, in time order.
    ///   - handle: Called with each event (usually `engine.handle`).
    ///   - tick: Called with each frame time (usually `engine.tick` or a scene's `tick`).
    public func replay(_ events: [TouchEvent], handle: (TouchEvent) -> Void, tick: (Double) -> Void) {
        guard let start = events.first?.timestamp else { return }
        let period = 1 / frameRate
        var frame = 1
        func frameTime(_ n: Int) -> Double { start + Double(n) * period }
        for event in events {
            while frameTime(frame) < event.timestamp {
                tick(frameTime(frame))
                frame += 1
            }
            handle(event)
        }
        let end = (events.last?.timestamp ?? start) + tail
        while frameTime(frame) <= end + 1e-9 {
            tick(frameTime(frame))
            frame += 1
        }
    }

    /// Replays `events` into `engine`, ticking the engine itself.
    public func replay(_ events: [TouchEvent], into engine: GestureEngine) {
        replay(events, handle: engine.handle, tick: engine.tick)
    }
}
