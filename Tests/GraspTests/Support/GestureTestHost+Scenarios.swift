// Why this file exists: the recognizer tests read as scenarios ("finger 1 lands at (100, 100) at 0, moves to
// (140, 100) at 0.05"), in positional shorthand that keeps a table of moves on one line each. This is that
// shorthand over the public `GestureTestHost`, which drives the engine and records what happened: the tests
// run on the same host an app's tests use, with no engine, clock or event builder of their own.

import Grasp
import GraspTrace

extension GestureTestHost {
    /// A host over a 400×800 root with `recognizers` on it, ticking `frameRate` frames a second.
    static func scenario(size: Size = Size(width: 400, height: 800), frameRate: Double = 120, _ recognizers: GestureRecognizer...) -> GestureTestHost {
        let host = GestureTestHost(rootNode: Node(name: "root", frame: Rect(origin: .zero, size: size)), frameRate: frameRate)
        for recognizer in recognizers { host.rootNode.addGestureRecognizer(recognizer) }
        return host
    }

    /// Ticks up to `time`, then delivers the samples as one moment at `time`.
    func send(at time: Double, _ samples: [TouchSample]) { send(samples, time: time) }

    /// Delivers one finger's sample at `t`, in positional shorthand: finger `id` in `phase` at (`x`, `y`).
    func send(_ t: Double, _ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) { send(at: t, [sample(id, phase, x, y)]) }

    /// Replays a gesture synthesized at `rate` into the host's engine with the public `TraceReplayer` at
    /// that rate: its frame grid counted from the gesture's first event, `tail` seconds of frames after.
    func replay(rate: Double, tail: Double, _ perform: (inout TraceSynthesizer) -> Void) {
        var synthesizer = TraceSynthesizer(sampleRate: rate)
        perform(&synthesizer)
        TraceReplayer(frameRate: rate, tail: tail).replay(synthesizer.trace().touchEvents(), into: engine)
    }

    func down(_ id: Int, _ x: Double, _ y: Double, at time: Double) { send(at: time, [sample(id, .began, x, y)]) }
    func move(_ id: Int, _ x: Double, _ y: Double, at time: Double) { send(at: time, [sample(id, .moved, x, y)]) }
    func up(_ id: Int, _ x: Double, _ y: Double, at time: Double) { send(at: time, [sample(id, .ended, x, y)]) }
    func cancel(_ id: Int, _ x: Double, _ y: Double, at time: Double) { send(at: time, [sample(id, .cancelled, x, y)]) }

    func sample(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) -> TouchSample {
        TouchSample(id: TouchID(id), phase: phase, location: Point(x: x, y: y))
    }

    /// A tap: down at `time`, up `duration` later, at the same place.
    func tap(_ id: Int, _ x: Double, _ y: Double, at time: Double, duration: Double = 0.05) {
        down(id, x, y, at: time)
        up(id, x, y, at: time + duration)
    }

    /// Moves fingers in straight lines at a steady rate: `fingers` are (id, from, to); each step is one
    /// moment carrying every finger. The fingers are assumed down at `from`. Returns the end time.
    @discardableResult
    func glide(_ fingers: [(Int, Point, Point)], from start: Double, duration: Double, steps: Int) -> Double {
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            let t = start + duration * f
            send(at: t, fingers.map { id, a, b in sample(id, .moved, a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f) })
        }
        return start + duration
    }

    /// One finger: down at `from`, glides to `to`, lifts after `rest` (with the last move when 0).
    @discardableResult
    func drag(_ id: Int, from: Point, to: Point, at start: Double, duration: Double, steps: Int, rest: Double = 0, lift: Bool = true) -> Double {
        down(id, from.x, from.y, at: start)
        let end = glide([(id, from, to)], from: start, duration: duration, steps: steps)
        if lift { up(id, to.x, to.y, at: end + rest) }
        return end + rest
    }

    /// The reported state names of `recognizer`, in order (`began`, `changed`, `recognized`, …).
    func reportedStates(of recognizer: GestureRecognizer) -> [String] {
        stateChanges.filter { $0.recognizer.name == recognizer.name }.map(\.reportedName)
    }

    /// The reported state names without repeated `changed`.
    func summary(of recognizer: GestureRecognizer) -> [String] {
        var out: [String] = []
        for s in reportedStates(of: recognizer) where !(s == "changed" && out.last == "changed") { out.append(s) }
        return out
    }

    /// The time of the first change of `recognizer` to `state`.
    func time(of recognizer: GestureRecognizer, _ state: GestureRecognizerState) -> Double? {
        stateChanges.first { $0.recognizer.name == recognizer.name && $0.newState == state }?.timestamp
    }
}
