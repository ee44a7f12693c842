// Why this file exists: the lab must work, and be testable, before the standard recognizers and
// their scenes exist, and a person checking a device wants to see raw contacts reach the engine.
// This recognizer begins at the first touch-down and reports the touches' combined translation,
// scale and rotation, with no slop and no rivalry: a probe, not a gesture.

import Grasp
import GraspGeometry

/// A continuous recognizer that begins as soon as a touch lands and follows every touch on its node.
///
/// While touches are down it reports the translation of their centroid, and, with two or more, the
/// scale of their span and the rotation of the line through the first two, each accumulated across
/// touches landing and lifting. It ends when the last touch lifts.
final class TouchProbeRecognizer: GestureRecognizer {
    /// The centroid's travel since the gesture began, in window points.
    private(set) var translation = Point.zero
    /// The span's scale since the gesture began (1 with a single touch).
    private(set) var scale = 1.0
    /// The rotation since the gesture began, in radians, clockwise on screen.
    private(set) var rotation = 0.0

    private var base: (centroid: Point, span: Double, angle: Double)?
    private var folded = (translation: Point.zero, scale: 1.0, rotation: 0.0)

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        rebase(on: self.touches)
        state = state == .possible ? .began : .changed
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        measure(self.touches)
        state = .changed
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        measure(self.touches)
        let remaining = self.touches.filter { t in !touches.contains { $0.id == t.id } }
        if remaining.isEmpty {
            state = .ended
        } else {
            rebase(on: remaining)
            state = .changed
        }
    }

    override func reset() {
        super.reset()
        translation = .zero
        scale = 1
        rotation = 0
        base = nil
        folded = (.zero, 1, 0)
    }

    private func rebase<Touches: RandomAccessCollection<Touch>>(on touches: Touches) where Touches.Index == Int {
        folded = (translation, scale, rotation)
        base = Self.shape(of: touches)
    }

    private func measure(_ touches: TrackedTouches) {
        guard let base, let now = Self.shape(of: touches) else { return }
        translation = folded.translation + (now.centroid - base.centroid)
        if base.span > 0, now.span > 0 { scale = folded.scale * now.span / base.span }
        if touches.count >= 2 { rotation = folded.rotation + Self.wrapped(now.angle - base.angle) }
    }

    private static func shape<Touches: RandomAccessCollection<Touch>>(of touches: Touches) -> (centroid: Point, span: Double, angle: Double)? where Touches.Index == Int {
        guard !touches.isEmpty else { return nil }
        let sum = touches.reduce(Point.zero) { $0 + $1.location }
        let centroid = sum / Double(touches.count)
        guard touches.count >= 2 else { return (centroid, 0, 0) }
        let a = touches[0].location, b = touches[1].location
        return (centroid, a.distance(to: b), GraspMath.atan2(b.y - a.y, b.x - a.x))
    }

    private static func wrapped(_ angle: Double) -> Double {
        var a = angle
        while a > Double.pi { a -= 2 * Double.pi }
        while a < -Double.pi { a += 2 * Double.pi }
        return a
    }
}
