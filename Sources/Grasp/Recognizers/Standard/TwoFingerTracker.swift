// Why this file exists: pinch and rotation follow fingers the same way: which of the fingers down they
// follow, when that changes (a finger lands, lifts or is cancelled), what a change does to a gesture
// (below two fingers it ends or is cancelled; otherwise it carries on from the new fingers without a
// jump), and how the value they report is sampled for its release velocity. This is that bookkeeping,
// once; each recognizer keeps only its measurement (a span, an angle) and how it re-anchors it when
// the fingers change.

import GraspMotion

/// The fingers a two-finger recognizer follows, chosen from its touches in landing order, the slop its
/// measurement must reach, and the samples of the value it reports.
struct TwoFingerTracker {
    /// Which of the fingers down are followed.
    enum Selection {
        /// Every finger down: a pinch's span takes them all.
        case allFingers
        /// The two that landed first among those down: a rotation's line. A finger landing later
        /// does not take over; when one of the two lifts, the next in landing order replaces it.
        case firstTwo
    }

    /// Which fingers are followed.
    let selection: Selection
    /// How far the measurement (a span change, an angle) must go before the gesture begins; never
    /// negative.
    var slop: Double {
        didSet { if !(slop >= 0) { slop = 0 } }
    }
    /// The followed fingers, in landing order; empty while fewer than two are down.
    private(set) var followed: [TouchID] = []
    /// The reported value's samples, for its release velocity.
    private var samples: ScalarVelocityTracker
    /// How far past its slop the measurement was at the sample that crossed it: (|amount| − slop) / slop.
    private(set) var crossingMargin = 0.0

    /// A tracker of the fingers `selection` picks, whose measurement begins the gesture past `slop`,
    /// and whose value's velocity is clamped to `maximumVelocity` and reads zero after the value held
    /// within `hold` before the lift.
    init(_ selection: Selection, slop: Double, maximumVelocity: Double, hold: Double) {
        self.selection = selection
        self.slop = slop
        samples = ScalarVelocityTracker(maximumSpeed: maximumVelocity, holdDistance: hold)
    }

    /// Whether two or more fingers are followed.
    var isFollowing: Bool { followed.count >= 2 }

    /// Follows the fingers ``selection`` picks from `touches` (in landing order). Returns whether the
    /// followed fingers changed.
    mutating func follow(_ touches: some Collection<Touch>) -> Bool {
        let count = touches.count < 2 ? 0 : selection == .firstTwo ? 2 : touches.count
        let chosen = touches.prefix(count)
        if followed.count == count && followed.elementsEqual(chosen, by: { $0 == $1.id }) { return false }
        followed.removeAllKeepingStorage()
        for touch in chosen { followed.append(touch.id) }
        return true
    }

    /// Follows no finger and forgets the samples.
    mutating func reset() {
        followed.removeAllKeepingStorage()
        samples.reset()
        crossingMargin = 0
    }

    /// Whether a measurement that went `amount` (a span change, an angle) reaches the slop.
    func reachesSlop(_ amount: Double) -> Bool {
        abs(amount) >= slop
    }

    /// The measurement crossed its slop: `amount` is how far it went (a span change, an angle), and
    /// `value` the reported value's first sample.
    mutating func cross(_ amount: Double, value: Double, at time: Double) {
        crossingMargin = slop > 0 ? (abs(amount) - slop) / slop : .infinity
        samples.addSample(value, at: time)
    }

    /// Records the measured `value` of a gesture in progress. A lift without movement (`changed`
    /// false, no change reported) is not a sample: it would read as the fingers slowing down.
    mutating func record(_ value: Double, changed: Bool, reportingChange: Bool, at time: Double) {
        if reportingChange || changed { samples.addSample(value, at: time) }
    }

    /// The app set the reported value: velocity tracking restarts from it.
    mutating func restartVelocity(at value: Double, time: Double) {
        samples.reset()
        samples.addSample(value, at: time)
    }

    /// The rate of change of the reported value at `time`.
    func velocity(at time: Double) -> Double {
        samples.velocity(at: time)
    }

    /// The span of the followed fingers at their locations in `touches`: twice their mean distance
    /// from their centroid (for two fingers, the distance between them). `nil` unless every followed
    /// finger is in `touches`.
    // Inlined into a call of the static function with the followed fingers alone: as a method of its own,
    // it received the whole tracker, whose velocity samples (some 800 bytes) its caller, a recognizer
    // reading the tracker in place, copied on every move first (`scripts/callgrind hammerPreset`).
    @inline(__always)
    func span(in touches: some Collection<Touch>) -> Double? {
        isFollowing ? Self.span(of: followed, in: touches) : nil
    }

    private static func span(of followed: [TouchID], in touches: some Collection<Touch>) -> Double? {
        // Two passes over the touches rather than a filtered copy: this runs on every move and must
        // not allocate.
        var sum = Point.zero
        var count = 0
        for touch in touches where followed.contains(touch.id) {
            sum += touch.location
            count += 1
        }
        guard count == followed.count else { return nil }
        let centroid = sum / Double(count)
        var distances = 0.0
        for touch in touches where followed.contains(touch.id) { distances += touch.location.distance(to: centroid) }
        return 2 * distances / Double(count)
    }

    /// The angle of the line from the first followed finger to the second at their locations in
    /// `touches`, in radians, clockwise positive on screen (y grows down). `nil` unless both are in
    /// `touches`.
    @inline(__always) // As `span(in:)`: the tracker is not copied for it.
    func angle(in touches: some Collection<Touch>) -> Double? {
        isFollowing ? Self.angle(of: followed, in: touches) : nil
    }

    private static func angle(of followed: [TouchID], in touches: some Collection<Touch>) -> Double? {
        guard let a = touches.first(where: { $0.id == followed[0] }),
              let b = touches.first(where: { $0.id == followed[1] }) else { return nil }
        return GraspMath.atan2(b.location.y - a.location.y, b.location.x - a.location.x)
    }
}

/// What a two-finger measurement did.
enum TwoFingerStep {
    /// Nothing to report: no fingers followed, below the slop, or not running.
    case none
    /// The measurement crossed the slop: the gesture begins.
    case began
    /// The gesture in progress was measured; `changed` says whether its value moved.
    case moved(changed: Bool)
}

/// A recognizer that follows fingers with a ``TwoFingerTracker`` (pinch, rotation): it supplies the
/// measurement, and the lifecycle below is shared.
protocol TwoFingerGesture: GestureRecognizer {
    /// Measures the followed fingers at their latest locations: begins once past the slop, and in
    /// progress reports `changed` when `reportingChange`. Returns whether the value changed.
    func measure(reportingChange: Bool) -> Bool
    /// Follows the fingers the tracker picks from `touches` from now on, re-anchoring the measurement
    /// so that its value does not jump.
    func follow(_ touches: some Collection<Touch>)
}

extension TwoFingerGesture {
    /// Applies what a measurement did: begins, or reports `changed` when `reportingChange`. Returns
    /// whether the value changed.
    func apply(_ step: TwoFingerStep, reportingChange: Bool) -> Bool {
        switch step {
        case .none:
            return false
        case .began:
            state = .began
            return true
        case .moved(let changed):
            if reportingChange { state = .changed }
            return changed
        }
    }

    /// Fingers moved: measured, and reported as a change. With fewer than two fingers down nothing is
    /// followed, so the common one-finger move returns before touching the tracker.
    func fingersMoved() {
        guard touches.count >= 2 else { return }
        _ = measure(reportingChange: true)
    }

    /// Fingers landed: the fingers are chosen again. A landing is not a movement, so it never begins
    /// the gesture nor changes its value (the followed fingers were measured at their last move).
    func fingersLanded() {
        follow(touches)
    }

    /// Fingers lifted: their last movement is measured; a gesture in progress ends when fewer than two
    /// fingers are left, and otherwise reports the change (if any) and carries on with the rest.
    func fingersLifted(_ lifted: [Touch]) {
        let changed = measure(reportingChange: false)
        let remaining = touches(remainingAfter: lifted)
        if state.isInProgress {
            if remaining.count < 2 {
                state = .ended
                return
            }
            if changed { state = .changed }
        }
        follow(remaining)
    }

    /// Fingers were cancelled: a gesture in progress is cancelled when fewer than two fingers are left;
    /// a possible one fails once none is left; otherwise it carries on with the rest.
    func fingersCancelled(_ cancelled: [Touch]) {
        let remaining = touches(remainingAfter: cancelled)
        if state.isInProgress && remaining.count < 2 {
            state = .cancelled
            return
        }
        if remaining.isEmpty && state == .possible { state = .failed }
        follow(remaining)
    }
}
