// Why this file exists: turning two fingers (rotating a photo, a map) is a continuous gesture of its
// own. This is UIKit's UIRotationGestureRecognizer: an angle slop before it begins, an angle that
// accumulates through ±π, and a release velocity in radians per second from GraspMotion's tracker.

import GraspMotion

/// A continuous recognizer for two fingers turning, as `UIRotationGestureRecognizer`.
///
/// It follows the line from the first finger to the second (in landing order). ``rotation`` is how
/// far that line has turned since the fingers landed, in radians, **clockwise positive** on screen
/// (y grows down), as UIKit. Turns accumulate: the angle wraps past ±π without jumping, and two full
/// turns read 4π.
///
/// The gesture **begins** once the rotation reaches ``angleSlop`` in either direction (the slop is
/// part of ``rotation``, so an object turned by it follows the fingers exactly), reports **changed**
/// on every movement and **ends** when fewer than two fingers are left. When a finger of the pair
/// lifts and others remain, or fingers land, the rotation continues from the new pair without a jump.
///
/// ``velocity`` is the least-squares rate of change of ``rotation`` in radians per second: zero when
/// the fingers rested 40 ms or more before lifting, clamped to ``GestureDefaults/rotationMaximumVelocity``.
open class RotationGestureRecognizer: GestureRecognizer {
    /// How far the fingers must turn, in radians, before the gesture begins. Default
    /// ``GestureDefaults/rotationAngleSlop``; a negative or NaN slop counts as 0.
    public var angleSlop = GestureDefaults.rotationAngleSlop {
        didSet { if !(angleSlop >= 0) { angleSlop = 0 } }
    }

    /// The rotation in radians since the fingers landed, clockwise positive. You may set it (to 0,
    /// say, to read increments); velocity tracking then restarts.
    public var rotation: Double {
        get { total }
        set {
            guard newValue.isFinite else { return }
            total = newValue
            tracker.reset()
            tracker.addSample(newValue, at: currentTime)
        }
    }

    /// The rate of change of ``rotation``, in radians per second, at the engine's current time.
    public var velocity: Double { state == .possible ? 0 : tracker.velocity(at: currentTime) }

    /// How far past its slop the rotation was at the sample that crossed it: (|rotation| − slop) / slop.
    override open var activationMargin: Double { crossingMargin }

    private var total = 0.0
    private var pair: (TouchID, TouchID)?
    private var lastAngle = 0.0
    private var tracker = ScalarVelocityTracker(
        maximumSpeed: GestureDefaults.rotationMaximumVelocity, holdDistance: GestureDefaults.rotationHoldAngle)
    private var crossingMargin = 0.0

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        update(reportChange: false)
        repair(self.touches)
    }

    override open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        update(reportChange: true)
    }

    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        let changed = update(reportChange: false)
        let remaining = self.touches(remainingAfter: touches)
        if state.isInProgress {
            if remaining.count < 2 {
                state = .ended
                return
            }
            if changed { state = .changed }
        }
        repair(remaining)
    }

    override open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        let remaining = self.touches(remainingAfter: touches)
        if state.isInProgress && remaining.count < 2 {
            state = .cancelled
            return
        }
        super.touchesCancelled(touches, with: event)
        repair(remaining)
    }

    /// Follows the first two of `touches` from their current angle.
    private func repair(_ touches: [Touch]) {
        guard touches.count >= 2 else {
            pair = nil
            return
        }
        let next = (touches[0].id, touches[1].id)
        if let pair, pair == next { return }
        pair = next
        lastAngle = Self.angle(from: touches[0].location, to: touches[1].location)
    }

    /// Adds the pair's turn since the last update; begins or reports a change as needed. Returns
    /// whether the rotation changed.
    @discardableResult
    private func update(reportChange: Bool) -> Bool {
        guard let pair,
              let a = touches.first(where: { $0.id == pair.0 }),
              let b = touches.first(where: { $0.id == pair.1 }) else { return false }
        let angle = Self.angle(from: a.location, to: b.location)
        let delta = Self.wrapped(angle - lastAngle)
        lastAngle = angle
        total += delta
        if state == .possible {
            guard abs(total) >= angleSlop else { return false }
            crossingMargin = angleSlop > 0 ? (abs(total) - angleSlop) / angleSlop : .infinity
            tracker.addSample(total, at: currentTime)
            state = .began
            return true
        }
        guard state.isInProgress else { return false }
        // A lift without movement is not a sample: it would read as the fingers slowing down.
        if reportChange || delta != 0 { tracker.addSample(total, at: currentTime) }
        if reportChange { state = .changed }
        return delta != 0
    }

    /// The angle of the line from `a` to `b`, in radians, clockwise positive on screen.
    static func angle(from a: Point, to b: Point) -> Double {
        GraspMath.atan2(b.y - a.y, b.x - a.x)
    }

    /// `angle` brought into [−π, π).
    static func wrapped(_ angle: Double) -> Double {
        var a = angle
        while a >= .pi { a -= 2 * .pi }
        while a < -.pi { a += 2 * .pi }
        return a
    }

    override open func reset() {
        super.reset()
        total = 0
        pair = nil
        lastAngle = 0
        tracker.reset()
        crossingMargin = 0
    }
}
