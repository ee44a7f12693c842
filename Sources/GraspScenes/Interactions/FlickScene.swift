// Why this file exists: a thrown object must keep the finger's speed when released and stop dead when
// a finger catches it, exactly where it was at that instant. This scene is that interaction, the one
// that motivates Grasp's closed-form, interruptible animation: the box is stopped at the touch's own
// timestamp, not at the last frame.

import Grasp
import GraspMotion

/// A box dragged horizontally and thrown: it glides on with the release velocity, decelerating, and
/// bounces back to the edge if it reaches one; a finger that lands while it moves stops it at once.
///
/// Recognizers and relationships (both on the root node, so that a finger anywhere on the track
/// catches the box: a moving target is hard to hit, and between frames its node lags the animation):
/// - `touchDown` (`TouchDownGestureRecognizer`): on `began`, in the touch-down's own dispatch, stops the
///   box at the exact position the animation gives it at the touch's timestamp
///   (`Animator.stop(at:)` with `GestureRecognizer.currentTime`), not at the last frame's.
/// - `pan` (`PanGestureRecognizer`): on `began` the box's position is noted (stopping it if it is
///   still moving); on `changed` the box follows the horizontal translation, rubber-banded past the
///   edges; on `ended` it decays with the horizontal release velocity, within the edges
///   (`BoundedDecayAnimation`: a bounce at the edge it reaches); on `cancelled` it settles inside
///   the edges.
/// - `touchDown` neither prevents nor can be prevented, so the two need no relationship: the catch happens
///   at touch-down and the pan takes over from the caught position once it passes its slop.
///
/// The catch and the drag are shared with ``LinearFlickScene``; this scene decides only the rubber
/// band past the edges and the glide on release.
///
/// The box's position is one `Animator` evaluated in closed form: ``CatchableBoxScene/boxPosition`` is the
/// animation's exact value at the engine's current time, whenever it is read.
///
/// Nodes: `box` (blue, ``SceneConstants/boxSide`` square, vertically centred, starting at the left edge).
public final class FlickScene: CatchableBoxScene, Scene {
    /// `flick`.
    public static let name = "flick"

    /// Builds the scene for a viewport of `viewport` points, with the box at rest at the left edge.
    public init(viewport: Size) {
        super.init(track: CatchableBox(name: Self.name, viewport: viewport, color: .blue, drag: Self.rubberBanded, release: Self.glide))
    }

    /// Where a drag puts the box: `start` plus the horizontal `offset`, rubber-banded past the edges.
    private static func rubberBanded(_ allowed: ClosedRange<Double>, _ trackWidth: Double, _ start: Double, _ offset: Double) -> Double {
        RubberBand.clamp(start + offset, to: allowed, dimension: trackWidth)
    }

    /// Decays from the current position with the release velocity (none after a cancel), bouncing back
    /// to the edge it reaches.
    private static func glide(_ track: CatchableBox, _ release: CatchableBox.Release, at time: Double) {
        let velocity: Double
        switch release {
        case .ended(let v): velocity = v
        case .cancelled: velocity = 0
        }
        track.position.decay(
            initialVelocity: velocity, lowerBound: track.allowedPositions.lowerBound,
            upperBound: track.allowedPositions.upperBound, at: time, completion: track.reportStopWhenFinished)
        // A release inside the edges with no velocity finishes at once.
        track.position.tick(time)
    }
}
