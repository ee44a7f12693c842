// Why this file exists: latency figures are only comparable when every recognizer is measured the same
// way: a synthesized gesture at a given sample rate, replayed with the testing driver, counted from the
// gesture's physical start. This type is one such measurement, and `standardSet` is the list behind
// `grasp latency` (the instant recognizers next to the standard ones).

import Grasp
import GraspTrace

/// A gesture, the recognizers that watch it, and the event its latency is counted from.
public struct LatencyScenario {
    /// The event taken as the gesture's physical start.
    public enum Start: String, Sendable, Hashable, CaseIterable {
        /// The first touch-down (movement and presses).
        case firstTouchDown = "touch-down"
        /// The last lift (taps: the gesture is physically complete when the finger lifts).
        case lastLift = "last lift"
    }

    /// The kind of recognizer measured, as the table prints it.
    public var kind: String
    /// The situation, as the table prints it.
    public var scenario: String
    /// The event the latency is counted from.
    public var start: Start
    /// The viewport the root node covers.
    public var viewport = Size(width: 1000, height: 1000)

    /// Attaches the recognizers to the root node and returns the name of the one measured.
    let setUp: (Node) -> String
    /// Adds the gesture to a synthesizer.
    let perform: (inout TraceSynthesizer) -> Void

    /// Creates a scenario.
    ///
    /// - Parameters:
    ///   - kind: The kind of recognizer measured, as the table prints it.
    ///   - scenario: The situation, as the table prints it.
    ///   - start: The event the latency is counted from.
    ///   - setUp: Attaches recognizers to the root node it is given and returns the measured one's name.
    ///   - perform: Adds the gesture to the synthesizer it is given.
    public init(kind: String, scenario: String, start: Start,
                setUp: @escaping (Node) -> String, perform: @escaping (inout TraceSynthesizer) -> Void) {
        self.kind = kind
        self.scenario = scenario
        self.start = start
        self.setUp = setUp
        self.perform = perform
    }

    /// Runs the scenario with the gesture sampled at `sampleRate` (and ticks at the same rate) and
    /// returns the measured recognizer's latency, or `nil` if it never began or recognized.
    public func measure(sampleRate: Double = 120) -> GestureLatency? {
        guard sampleRate > 0 && sampleRate.isFinite else { return nil }
        let root = Node(name: "root", frame: Rect(origin: .zero, size: viewport))
        let engine = GestureEngine(rootNode: root)
        let measured = setUp(root)
        var synthesizer = TraceSynthesizer(sampleRate: sampleRate)
        perform(&synthesizer)
        let events = synthesizer.trace().touchEvents()
        guard let driver = try? GestureReplayDriver(engine: engine, frameRate: sampleRate) else { return nil }
        driver.replay(events)
        let index: Int?
        switch start {
        case .firstTouchDown: index = events.firstIndex { !$0.touches(in: .began).isEmpty }
        case .lastLift: index = events.lastIndex { !$0.touches(in: .ended).isEmpty }
        }
        guard let index else { return nil }
        return driver.latency(of: measured, fromEvent: index)
    }
}

extension LatencyScenario {
    /// The scenarios of `grasp latency`: the instant and direction-aware recognizers, the optimistic
    /// tap, a sequenced composition, and the standard recognizers for comparison. Drags run at
    /// 500 pt/s, a brisk but ordinary speed; the swipe is a 1000 pt/s flick.
    public static func standardSet() -> [LatencyScenario] {
        let p = { (x: Double, y: Double) in Point(x: x, y: y) }
        func drag(_ dx: Double, _ dy: Double) -> (inout TraceSynthesizer) -> Void {
            { $0.drag(from: p(500, 500), to: p(500 + dx, 500 + dy), duration: 0.4) }
        }
        func doubleTapPair(optimistic: Bool) -> (Node) -> String {
            { root in
                let double = TapGestureRecognizer(name: "double")
                double.numberOfTapsRequired = 2
                let single = TapGestureRecognizer(name: "single")
                single.recognizesOptimistically = optimistic
                root.addGesture(double.exclusively(before: single))
                return "single"
            }
        }
        return [
            LatencyScenario(kind: "touch-down", scenario: "finger lands on a moving card", start: .firstTouchDown,
                            setUp: { $0.addGestureRecognizer(TouchDownGestureRecognizer(name: "down")); return "down" },
                            perform: drag(0, 200)),
            LatencyScenario(kind: "instant pan", scenario: "drag down, 500 pt/s", start: .firstTouchDown,
                            setUp: { $0.addGestureRecognizer(InstantPanGestureRecognizer(name: "pan")); return "pan" },
                            perform: drag(0, 200)),
            LatencyScenario(kind: "pause-and-move", scenario: "two fingers land, then drag", start: .firstTouchDown,
                            setUp: { root in
                                let pm = PauseAndMoveGestureRecognizer(name: "pm")
                                pm.numberOfTouchesRequired = 2
                                let swipe = SwipeGestureRecognizer(name: "swipe")
                                swipe.numberOfTouchesRequired = 2
                                swipe.direction = .all
                                root.addGestureRecognizer(swipe)
                                root.addGestureRecognizer(pm)
                                return "pm"
                            },
                            perform: { $0.drag(from: [p(400, 500), p(600, 500)], to: [p(400, 700), p(600, 700)], duration: 0.4) }),
            LatencyScenario(kind: "axis-locked pan", scenario: "drag right, 500 pt/s", start: .firstTouchDown,
                            setUp: { root in
                                root.addGestureRecognizer(AxisLockedPanGestureRecognizer(axis: .horizontal, name: "h"))
                                root.addGestureRecognizer(AxisLockedPanGestureRecognizer(axis: .vertical, name: "v"))
                                return "h"
                            },
                            perform: drag(200, 0)),
            LatencyScenario(kind: "axis-locked pan", scenario: "carousel in a list, drag up: the list's pan", start: .firstTouchDown,
                            setUp: { root in
                                root.addGestureRecognizer(PanGestureRecognizer(name: "list"))
                                let strip = Node(name: "carousel", frame: Rect(x: 0, y: 400, width: 1000, height: 200))
                                root.addChild(strip)
                                strip.addGestureRecognizer(AxisLockedPanGestureRecognizer(axis: .horizontal, name: "carousel"))
                                return "list"
                            },
                            perform: drag(0, -200)),
            LatencyScenario(kind: "ranged pan", scenario: "activation x outside ±20 pt, drag right", start: .firstTouchDown,
                            setUp: { root in
                                let pan = RangedPanGestureRecognizer(name: "row")
                                pan.activationRangeX = -20...20
                                pan.failureRangeY = -10...10
                                root.addGestureRecognizer(pan)
                                return "row"
                            },
                            perform: drag(200, 0)),
            LatencyScenario(kind: "optimistic tap", scenario: "single tap, double-tap rival", start: .lastLift,
                            setUp: doubleTapPair(optimistic: true),
                            perform: { $0.tap(at: p(500, 500)) }),
            LatencyScenario(kind: "long press → instant pan", scenario: "sequenced: hold 800 ms", start: .firstTouchDown,
                            setUp: { root in
                                let drag = InstantPanGestureRecognizer(name: "drag")
                                root.addGesture(LongPressGestureRecognizer(name: "press").sequenced(before: drag))
                                return "drag"
                            },
                            perform: { $0.hold(at: p(500, 500), duration: 0.8) }),
            LatencyScenario(kind: "pan (standard)", scenario: "drag down, 500 pt/s, 10 pt slop", start: .firstTouchDown,
                            setUp: { $0.addGestureRecognizer(PanGestureRecognizer(name: "pan")); return "pan" },
                            perform: drag(0, 200)),
            LatencyScenario(kind: "long press (standard)", scenario: "hold 800 ms", start: .firstTouchDown,
                            setUp: { $0.addGestureRecognizer(LongPressGestureRecognizer(name: "press")); return "press" },
                            perform: { $0.hold(at: p(500, 500), duration: 0.8) }),
            LatencyScenario(kind: "tap (standard)", scenario: "single tap, no rival", start: .lastLift,
                            setUp: { $0.addGestureRecognizer(TapGestureRecognizer(name: "tap")); return "tap" },
                            perform: { $0.tap(at: p(500, 500)) }),
            LatencyScenario(kind: "tap (standard)", scenario: "single tap, double-tap rival (waits)", start: .lastLift,
                            setUp: doubleTapPair(optimistic: false),
                            perform: { $0.tap(at: p(500, 500)) }),
            LatencyScenario(kind: "double tap (standard)", scenario: "two taps, downs 200 ms apart", start: .lastLift,
                            setUp: { root in _ = doubleTapPair(optimistic: false)(root); return "double" },
                            perform: { $0.taps(2, at: p(500, 500), interval: 0.2) }),
            LatencyScenario(kind: "swipe (standard)", scenario: "flick right, 1000 pt/s", start: .firstTouchDown,
                            setUp: { $0.addGestureRecognizer(SwipeGestureRecognizer(name: "swipe")); return "swipe" },
                            perform: { $0.drag(from: p(300, 500), to: p(500, 500), duration: 0.2) }),
        ]
    }
}
