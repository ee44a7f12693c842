// Why this file exists: every scene workload drives its scene with one finger at 120 Hz: a few samples
// and ticks to set the scene up, then frames (an event and its time) made ahead of the measurement, on a
// path that goes back and forth. The clock, the event builder and the frame loop are the same for all of
// them, so they live here once and each workload says only where its finger goes.

import Grasp

/// One finger driving a scene at 120 Hz, for the workloads.
struct WorkloadFinger {
    private var builder = TouchEventBuilder()
    /// The time of the last sample or tick.
    private(set) var time = 0.0
    /// How many frames ``frames(_:along:)`` has made.
    private var step = 0

    /// The events of one sample of the finger at `location` with `phase`, a 120th of a second after the
    /// last.
    mutating func sample(_ phase: TouchPhase, at location: Point) -> [TouchEvent] {
        time += 1.0 / 120
        return builder.events(at: time, samples: [TouchSample(id: TouchID(1), phase: phase, location: location)])
    }

    /// Sends one sample to `engine`, and ticks with `tick` at its time if given.
    mutating func send(_ phase: TouchPhase, at location: Point, to engine: GestureEngine, tick: ((Double) -> Void)? = nil) {
        for event in sample(phase, at: location) { engine.handle(event) }
        tick?(time)
    }

    /// Holds the finger still for `count` frames, ticking with `tick` at each.
    mutating func hold(_ count: Int, tick: (Double) -> Void) {
        for _ in 0..<count {
            time += 1.0 / 120
            tick(time)
        }
    }

    /// The next `count` frames: the finger moved to `location(step)`, where `step` counts the frames
    /// made so far (from 1), each event with its time.
    mutating func frames(_ count: Int, along location: (Int) -> Point) -> [(event: TouchEvent, time: Double)] {
        var frames: [(event: TouchEvent, time: Double)] = []
        frames.reserveCapacity(count)
        for _ in 0..<count {
            step += 1
            for event in sample(.moved, at: location(step)) { frames.append((event, time)) }
        }
        return frames
    }

    /// Goes from 0 to 1 and back to 0 over `period` frames (a triangle wave): where a back-and-forth
    /// path is at frame `step`.
    static func backAndForth(_ step: Int, period: Int) -> Double {
        let phase = Double(step % period) / Double(period)
        return phase < 0.5 ? phase * 2 : 2 - phase * 2
    }
}
