// Why this file exists: recognizer tests read as scenarios ("a finger lands here, moves there, lifts
// 50 ms later"). This small driver turns such a scenario into engine calls the way a host would:
// one event per moment, and a 120 Hz `FrameClock` from time 0 ticking in between, while it records
// every state change.

import Grasp

/// Drives an engine through a touch scenario and records the state changes of its recognizers.
final class GestureDriver {
    /// One recorded state change.
    struct Change: Equatable {
        var recognizer: String
        var state: GestureRecognizerState
        var reported: String
        var time: Double
    }

    let root: Node
    let engine: GestureEngine
    private var builder = TouchEventBuilder()
    private var clock = FrameClock(frameRate: 120)
    private(set) var changes: [Change] = []
    /// The tick rate between events, in hertz. Set it before the first event.
    var tickRate: Double {
        get { clock.frameRate }
        set { clock = FrameClock(frameRate: newValue) }
    }
    /// The time of the latest event or tick.
    var now: Double { clock.currentTime }

    init(size: Size = Size(width: 400, height: 800), _ recognizers: GestureRecognizer...) {
        root = Node(name: "root", frame: Rect(origin: .zero, size: size))
        engine = GestureEngine(rootNode: root)
        for recognizer in recognizers { root.addGestureRecognizer(recognizer) }
        engine.addStateObserver { [unowned self] change in
            changes.append(Change(
                recognizer: change.recognizer.name, state: change.newState, reported: change.reportedName,
                time: change.timestamp))
        }
    }

    /// Lets every pair of `recognizers` recognize together.
    static func allowAll(_ recognizers: [GestureRecognizer]) {
        for (i, a) in recognizers.enumerated() {
            for b in recognizers[(i + 1)...] { a.allowSimultaneousRecognition(with: b) }
        }
    }

    // MARK: Time

    /// Ticks up to `time`, then at `time`.
    func advance(to time: Double) {
        clock.advance(engine, to: time)
    }

    /// Ticks up to `time`, then delivers the samples as one event at `time`.
    func send(at time: Double, _ samples: [TouchSample]) {
        if let event = builder.event(at: time, samples: samples) {
            clock.send(event, to: engine)
        } else {
            clock.tickFrames(before: time, engine.tick)
        }
    }

    // MARK: Samples

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
    /// event carrying every finger. The fingers are assumed down at `from`. Returns the end time.
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

    // MARK: Queries

    /// The reported state names of `recognizer`, in order (`began`, `changed`, `recognized`, …).
    func states(of recognizer: GestureRecognizer) -> [String] {
        changes.filter { $0.recognizer == recognizer.name }.map(\.reported)
    }

    /// The reported state names without repeated `changed`.
    func summary(of recognizer: GestureRecognizer) -> [String] {
        var out: [String] = []
        for s in states(of: recognizer) where !(s == "changed" && out.last == "changed") { out.append(s) }
        return out
    }

    /// The time of the first change of `recognizer` to `state`.
    func time(of recognizer: GestureRecognizer, _ state: GestureRecognizerState) -> Double? {
        changes.first { $0.recognizer == recognizer.name && $0.state == state }?.time
    }
}
