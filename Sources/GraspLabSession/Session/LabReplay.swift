// Why this file exists: a person who drops a trace onto the lab page wants to look at any moment of it,
// forwards and backwards, with the engine as the only source of truth. The page does not simulate: it asks
// for a time, and this type plays the trace through the session's scene up to that time, going on from
// where it is when the time is later, or from the beginning (on a fresh scene) when it is earlier.

import Grasp
import GraspScenes
import GraspTrace

/// A trace replayed through a scene up to any time the page asks for.
///
/// Events and frames run on their own ``FrameClock`` at ``frameRate``, exactly as `grasp replay` runs
/// them, and the replay stops at the asked time itself (a tick at that instant), so the scene shows what
/// it shows at that moment whatever the page's frame rate or scrubbing pattern. Playing from 0 to *t* in
/// one step or in many gives the same state.
@_spi(GraspInternal) public struct LabReplay {
    /// The frame rate of the replay's ticks, as `grasp replay`'s default.
    @_spi(GraspInternal) public static let frameRate = 120.0
    /// How long the replay runs after the trace's last sample, so that glides and bounces finish.
    @_spi(GraspInternal) public static let tail = 2.0

    /// The trace being replayed.
    @_spi(GraspInternal) public let trace: Trace
    /// Its input, in order: touch events, and for a version 2 trace its hover, scroll and transform
    /// reports too (as `grasp replay` reads it).
    @_spi(GraspInternal) public let events: [EngineInput]
    /// The last time the page can ask for: the trace's last sample plus ``tail``.
    @_spi(GraspInternal) public let duration: Double
    /// The time the scene has been played to.
    @_spi(GraspInternal) public private(set) var time = 0.0
    private var next = 0
    private var clock = FrameClock(frameRate: LabReplay.frameRate)

    /// A replay of `trace`, at its beginning.
    @_spi(GraspInternal) public init(trace: Trace) {
        self.trace = trace
        events = trace.engineInputs()
        duration = (trace.samples.last?.t ?? 0) + Self.tail
    }

    /// Goes back to the beginning; the caller gives the next ``play(into:through:)`` a fresh scene.
    @_spi(GraspInternal) public mutating func rewind() {
        time = 0
        next = 0
        clock = FrameClock(frameRate: Self.frameRate)
    }

    /// Plays the events and frames from ``time`` through `target` into `scene`, then ticks it at `target`.
    ///
    /// - Precondition: `target` is not earlier than ``time`` (rewind first).
    @_spi(GraspInternal) public mutating func play(into scene: any Scene, through target: Double) {
        precondition(target >= time, "a replay plays forwards; rewind to go back")
        while next < events.count, events[next].timestamp <= target {
            let input = events[next]
            clock.send(at: input.timestamp, tick: scene.tick) { scene.engine.handle(input) }
            next += 1
        }
        clock.advance(to: target, scene.tick)
        time = target
    }
}
