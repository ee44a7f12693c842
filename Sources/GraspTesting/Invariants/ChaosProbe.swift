// Why this file exists: random scenes need recognizers beyond the standard ones (ones that begin on
// the first movement, recognize on lift, or wait on a timer) that are still well formed: they only
// ask for legal transitions, so that the "legal transitions" invariant tests the engine, not them.

import Grasp

/// A well-formed scripted recognizer for random scenes: it only ever asks for legal transitions.
public final class ChaosProbe: GestureRecognizer {
    /// How the probe behaves.
    public enum Behavior: String, Sendable, CaseIterable {
        /// Continuous: begins on the first movement, changes on each, ends when its last touch lifts.
        case beginsOnMove
        /// Discrete: recognized when its last touch lifts, unless a touch moved more than 30 points.
        case recognizesOnLift
        /// Continuous: begins when a timer set at touch-down fires (even if the touches are gone), and
        /// ends at a second timer or when its last touch lifts.
        case beginsOnTimer
    }

    /// The behaviour chosen at creation.
    public let behavior: Behavior
    /// The delay of the timers of ``Behavior/beginsOnTimer``, in seconds.
    public let delay: Double
    private var landing: [TouchID: Point] = [:]

    /// Creates a probe.
    public init(name: String, behavior: Behavior, delay: Double = 0.1) {
        self.behavior = behavior
        self.delay = delay
        super.init(name: name)
    }

    /// Discrete for ``Behavior/recognizesOnLift``, continuous otherwise.
    override public var isDiscrete: Bool { behavior == .recognizesOnLift }

    /// Remembers where each touch landed; a timer probe sets its `go` timer.
    override public func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches { landing[touch.id] = touch.location }
        if behavior == .beginsOnTimer && state == .possible { setTimer("go", at: currentTime + delay) }
    }

    /// Begins or changes (begins-on-move), fails past 30 points (recognizes-on-lift), or changes.
    override public func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        switch behavior {
        case .beginsOnMove:
            if state == .possible { state = .began } else if state.isInProgress { state = .changed }
        case .recognizesOnLift:
            guard state == .possible else { return }
            for touch in touches {
                if let start = landing[touch.id], !(touch.location.distance(to: start) <= 30) { state = .failed; return }
            }
        case .beginsOnTimer:
            if state.isInProgress { state = .changed }
        }
    }

    /// Ends, recognizes or fails when the last touch lifts, as the behaviour says.
    override public func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        let remaining = self.touches.filter { t in !touches.contains { $0.id == t.id } }
        switch behavior {
        case .beginsOnMove:
            if state.isInProgress { state = remaining.isEmpty ? .ended : .changed } else if state == .possible && remaining.isEmpty { state = .failed }
        case .recognizesOnLift:
            if state == .possible && remaining.isEmpty { state = .recognized }
        case .beginsOnTimer:
            if state.isInProgress && remaining.isEmpty { state = .ended }
        }
    }

    /// Begins at `go` and ends at `stop` (begins-on-timer).
    override public func timerFired(_ name: String, at time: Double) {
        switch (name, state) {
        case ("go", .possible):
            state = .began
            setTimer("stop", at: time + delay)
        case ("stop", .began), ("stop", .changed):
            state = .ended
        default:
            break
        }
    }

    /// Forgets the landing points.
    override public func reset() {
        super.reset()
        landing = [:]
    }
}
