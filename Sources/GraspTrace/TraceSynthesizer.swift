// Why this file exists: tests and benchmarks need gestures that nobody recorded: a 240 Hz drag, a
// pinch about any centre, three fingers at once, a tap followed by a drag. The synthesizer writes
// them as traces, sampled like real hardware, with optional seeded noise, so they are reproducible.

import GraspGeometry

/// Composes synthetic gestures into a ``Trace``.
///
/// Touch gestures are in this file; pointer gestures (hover, wheel steps, trackpad scrolling with
/// momentum, trackpad pinches) are in `TraceSynthesizer+Pointer.swift`.
///
/// Each gesture method appends one gesture that starts `gap` seconds after the end of the previous
/// one (the first starts at `gap`, so at 0 by default). Pointer numbers continue from one gesture to
/// the next. Moving gestures are sampled at ``sampleRate``: fingers land together at the start (one
/// shared `t`), then every finger reports a move at each sample time (again one shared `t`), the last
/// exactly at the end of the movement; the fingers lift together, at the time of the last move or
/// `holdBeforeLift` seconds later.
///
/// With ``positionNoise`` every reported position is offset by up to that many points on each axis;
/// with ``timeJitter`` every move but the last is shifted by up to that many seconds (never more than halfway
/// to the last move, so that it stays the last). Both come from a
/// ``SplitMix64`` generator seeded at creation, so the same calls with the same seed give the same
/// trace. Samples are rounded to the format's precision as they are made.
///
///     var synthesizer = TraceSynthesizer(sampleRate: 120)
///     synthesizer.tap(at: Point(x: 100, y: 100))
///     synthesizer.drag(from: Point(x: 100, y: 300), to: Point(x: 100, y: 0), duration: 0.25, after: 0.3)
///     let trace = synthesizer.trace(description: "Tap, then scroll up")
public struct TraceSynthesizer: Sendable {
    /// Moves per second reported by each moving finger, such as 60, 120 or 240.
    public let sampleRate: Double
    /// The largest offset, in points, added to each coordinate of each sample.
    public let positionNoise: Double
    /// The largest shift, in seconds, of each move's time; less than half a sample interval.
    public let timeJitter: Double
    /// The samples made so far, sorted by time.
    public internal(set) var samples: [Trace.Sample] = []
    /// The time at which the last gesture ended (its last lift), or the end of the last wait.
    public internal(set) var endTime: Double = 0
    /// The pointer number the next finger will get.
    public internal(set) var nextPointer = 1

    var generator: SplitMix64

    /// Creates a synthesizer.
    ///
    /// - Parameters:
    ///   - sampleRate: Moves per second per finger; must be positive.
    ///   - positionNoise: The largest offset, in points, added to each coordinate; 0 for none.
    ///   - timeJitter: The largest shift of a move's time, in seconds; 0 for none. Must be less than
    ///     half the sample interval, so that samples stay in order.
    ///   - seed: The seed of the noise generator.
    public init(sampleRate: Double = TraceConstants.defaultSampleRate, positionNoise: Double = 0, timeJitter: Double = 0, seed: UInt64 = 0) {
        precondition(sampleRate > 0 && sampleRate.isFinite, "the sample rate must be a positive number")
        precondition(positionNoise >= 0 && positionNoise.isFinite, "the position noise must not be negative")
        precondition(timeJitter >= 0 && timeJitter < 0.5 / sampleRate, "the time jitter must be less than half a sample interval")
        self.sampleRate = sampleRate
        self.positionNoise = positionNoise
        self.timeJitter = timeJitter
        self.generator = SplitMix64(seed: seed)
    }

    /// The trace made of every gesture so far.
    public func trace(description: String = "", source: String = TraceConstants.synthesizerSource, viewport: Trace.Viewport? = nil) -> Trace {
        Trace(description: description, source: source, viewport: viewport, samples: samples)
    }

    // MARK: Gestures

    /// Lets `seconds` pass before the next gesture.
    public mutating func wait(_ seconds: Double) {
        precondition(seconds >= 0, "a wait cannot be negative")
        endTime += seconds
    }

    /// A single tap: one finger down at `location`, lifted `duration` seconds later without moving.
    public mutating func tap(at location: Point, duration: Double = TraceConstants.defaultTapDuration, after gap: Double = 0) {
        still(at: [location], duration: duration, after: gap)
    }

    /// `count` taps at `location`, each with a new finger, their downs `interval` seconds apart.
    public mutating func taps(_ count: Int, at location: Point, duration: Double = TraceConstants.defaultTapDuration,
                              interval: Double = TraceConstants.defaultTapInterval, after gap: Double = 0) {
        precondition(count >= 1, "a multi-tap needs at least one tap")
        precondition(interval > duration, "each tap must lift before the next one lands")
        let start = endTime + gap
        for index in 0..<count {
            let down = start + Double(index) * interval
            still(at: [location], duration: duration, after: down - endTime)
        }
    }

    /// A long press: one finger held still at `location` for `duration` seconds, then lifted.
    public mutating func hold(at location: Point, duration: Double = TraceConstants.defaultHoldDuration, after gap: Double = 0) {
        still(at: [location], duration: duration, after: gap)
    }

    /// Fingers landing together at `locations`, held still for `duration` seconds, lifted together.
    public mutating func press(at locations: [Point], duration: Double, after gap: Double = 0) {
        still(at: locations, duration: duration, after: gap)
    }

    /// One finger dragged in a straight line at constant speed.
    ///
    /// - Parameters:
    ///   - start: Where the finger lands.
    ///   - end: Where the movement ends.
    ///   - duration: The time from the down to the last move, in seconds.
    ///   - holdBeforeLift: How long the finger rests at `end` before lifting; 0 lifts it while moving
    ///     (the lift shares the last move's `t`), like a fling.
    ///   - gap: The time since the previous gesture ended.
    public mutating func drag(from start: Point, to end: Point, duration: Double, holdBeforeLift: Double = 0, after gap: Double = 0) {
        drag(from: [start], to: [end], duration: duration, holdBeforeLift: holdBeforeLift, after: gap)
    }

    /// Several fingers dragged together, each in a straight line from `starts[i]` to `ends[i]`.
    public mutating func drag(from starts: [Point], to ends: [Point], duration: Double, holdBeforeLift: Double = 0, after gap: Double = 0) {
        precondition(!starts.isEmpty && starts.count == ends.count, "a drag needs one end for each start")
        let paths = zip(starts, ends).map { start, end in { (u: Double) in start + (end - start) * u } }
        stroke(paths, duration: duration, holdBeforeLift: holdBeforeLift, after: gap)
    }

    /// Two fingers moving apart or together along a line through `center`.
    ///
    /// - Parameters:
    ///   - center: The midpoint of the fingers, which stays still.
    ///   - startSpan: The distance between the fingers when they land.
    ///   - endSpan: The distance at the end of the movement.
    ///   - angle: The direction of the line from the first finger to the second, in radians from the
    ///     x axis, clockwise on screen; the default, π/2, puts the first finger above the second.
    ///   - duration: The time from the down to the last move.
    ///   - holdBeforeLift: How long the fingers rest before lifting.
    ///   - gap: The time since the previous gesture ended.
    public mutating func pinch(center: Point, fromSpan startSpan: Double, toSpan endSpan: Double, angle: Double = Double.pi / 2,
                               duration: Double, holdBeforeLift: Double = 0, after gap: Double = 0) {
        let direction = Point(x: GraspMath.cos(angle), y: GraspMath.sin(angle))
        let half = { (u: Double) in (startSpan + (endSpan - startSpan) * u) / 2 }
        stroke([{ u in center - direction * half(u) }, { u in center + direction * half(u) }],
               duration: duration, holdBeforeLift: holdBeforeLift, after: gap)
    }

    /// Two fingers `span` points apart turning about `center` by `angle` radians (positive is
    /// clockwise on screen), at a constant angular speed.
    ///
    /// - Parameters:
    ///   - center: The midpoint of the fingers.
    ///   - span: The distance between the fingers.
    ///   - startAngle: The direction from the first finger to the second when they land, in radians
    ///     from the x axis; the default, 0, puts the first finger on the left.
    ///   - angle: The turn, in radians.
    ///   - duration: The time from the down to the last move.
    ///   - holdBeforeLift: How long the fingers rest before lifting.
    ///   - gap: The time since the previous gesture ended.
    public mutating func rotate(center: Point, span: Double, from startAngle: Double = 0, by angle: Double,
                                duration: Double, holdBeforeLift: Double = 0, after gap: Double = 0) {
        let offset = { (u: Double) -> Point in
            let a = startAngle + angle * u
            return Point(x: GraspMath.cos(a), y: GraspMath.sin(a)) * (span / 2)
        }
        stroke([{ u in center - offset(u) }, { u in center + offset(u) }],
               duration: duration, holdBeforeLift: holdBeforeLift, after: gap)
    }

    /// Several fingers side by side, `spacing` points apart across the direction of travel, swiping
    /// together so that their centroid goes from `start` to `end`.
    ///
    /// The first finger is the top one (or the left one, for a vertical swipe).
    public mutating func swipe(from start: Point, to end: Point, fingers: Int = 2, spacing: Double = 100,
                               duration: Double, holdBeforeLift: Double = 0, after gap: Double = 0) {
        precondition(fingers >= 1, "a swipe needs at least one finger")
        let travel = end - start
        let length = travel.magnitude
        var across = length > 0 ? Point(x: -travel.y / length, y: travel.x / length) : Point(x: 0, y: 1)
        if across.y < 0 || (across.y == 0 && across.x < 0) { across = -across }
        let offsets = (0..<fingers).map { across * ((Double($0) - Double(fingers - 1) / 2) * spacing) }
        drag(from: offsets.map { start + $0 }, to: offsets.map { end + $0 }, duration: duration,
             holdBeforeLift: holdBeforeLift, after: gap)
    }

    // MARK: Sampling

    /// Fingers that land together and lift together `duration` seconds later without moving.
    private mutating func still(at locations: [Point], duration: Double, after gap: Double) {
        precondition(!locations.isEmpty, "a gesture needs at least one finger")
        // A zero duration would put the down and the up in one event, which folds them into a single
        // ended touch that the engine never saw begin.
        precondition(duration > 0 && gap >= 0, "the duration must be positive and the gap not negative")
        let start = endTime + gap
        let pointers = claimPointers(locations.count)
        for (pointer, location) in zip(pointers, locations) { emit(start, pointer, .down, noisy(location)) }
        for (pointer, location) in zip(pointers, locations) { emit(start + duration, pointer, .up, noisy(location)) }
        endTime = start + duration
    }

    /// Fingers that land together, follow `paths` (parameterised from 0 to 1) over `duration`
    /// seconds, sampled at the sample rate, and lift together.
    private mutating func stroke(_ paths: [(Double) -> Point], duration: Double, holdBeforeLift: Double, after gap: Double) {
        precondition(duration > 0 && holdBeforeLift >= 0 && gap >= 0, "the duration must be positive, the hold and gap not negative")
        let start = endTime + gap
        let pointers = claimPointers(paths.count)
        var last: [Point] = []
        for (pointer, path) in zip(pointers, paths) {
            let location = noisy(path(0))
            emit(start, pointer, .down, location)
            last.append(location)
        }
        let interval = 1 / sampleRate
        // Tiny slack so that a duration of exactly n intervals gives n moves, not n + 1.
        let moves = max(1, Int((duration * sampleRate - 1e-9).rounded(.up)))
        for step in 1...moves {
            var elapsed = step == moves ? duration : Double(step) * interval
            if step < moves {
                // A shift never takes a move more than halfway to the final move, which comes sooner than
                // a whole interval when the duration is not a whole number of intervals.
                elapsed = min(elapsed + generator.nextOffset(amplitude: timeJitter), (elapsed + duration) / 2)
            }
            let u = min(1, max(0, elapsed / duration))
            for (index, (pointer, path)) in zip(pointers, paths).enumerated() {
                let location = noisy(path(u))
                emit(start + elapsed, pointer, .move, location)
                last[index] = location
            }
        }
        let lift = start + duration + holdBeforeLift
        for (pointer, location) in zip(pointers, last) { emit(lift, pointer, .up, location) }
        endTime = lift
    }

    mutating func claimPointers(_ count: Int) -> [Int] {
        let pointers = Array(nextPointer..<nextPointer + count)
        nextPointer += count
        return pointers
    }

    mutating func noisy(_ point: Point) -> Point {
        guard positionNoise > 0 else { return point }
        let dx = generator.nextOffset(amplitude: positionNoise)
        let dy = generator.nextOffset(amplitude: positionNoise)
        return Point(x: point.x + dx, y: point.y + dy)
    }

    private mutating func emit(_ t: Double, _ pointer: Int, _ phase: Trace.Phase, _ location: Point) {
        samples.append(Trace.Sample(t: t, pointer: pointer, phase: phase, x: location.x, y: location.y).rounded())
    }
}
