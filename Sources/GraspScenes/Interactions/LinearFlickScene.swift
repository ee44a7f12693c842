// Why this file exists: the flick scene's counterpart with a scripted animation. Releasing the box
// runs it to the right edge in a fixed 1.5 s, linearly, whatever the throw; a finger stops it where
// it is. Side by side with `flick`, it shows why physical motion that keeps the release velocity
// feels right and a fixed duration does not, while the catch works the same way in both.

import Grasp
import GraspMotion

/// A box dragged horizontally; released, it runs to the right edge in
/// ``SceneConstants/linearRunDuration`` (1.5 s) at constant speed; a finger that lands while it runs
/// stops it at once.
///
/// Recognizers and relationships (both on the root node, as in ``FlickScene``):
/// - `touchDown` (`TouchDownGestureRecognizer`): on `began`, in the touch-down's dispatch, stops the
///   run at the exact position it has at the touch's timestamp.
/// - `pan` (`PanGestureRecognizer`): on `began` the box's position is noted (stopping the run if
///   needed); on `changed` the box follows the horizontal translation, clamped to the edges; on
///   `ended` the run to the right edge starts from where the box is; on `cancelled` the box stays.
/// - `touchDown` neither prevents nor can be prevented: no relationship is needed.
///
/// The catch and the drag are shared with ``FlickScene``; this scene decides only the clamp at the
/// edges and the run on release.
///
/// Nodes: `box` (green, ``SceneConstants/boxSide`` square, vertically centred, starting at the left edge).
public final class LinearFlickScene: CatchableBoxScene, Scene {
    /// `flick-linear`.
    public static let name = "flick-linear"

    /// Builds the scene for a viewport of `viewport` points, with the box at rest at the left edge.
    public init(viewport: Size) {
        super.init(track: CatchableBox(name: Self.name, viewport: viewport, color: .green, drag: Self.clamped, release: Self.run))
    }

    /// Where a drag puts the box: `start` plus the horizontal `offset`, clamped to the edges.
    private static func clamped(_ allowed: ClosedRange<Double>, _ trackWidth: Double, _ start: Double, _ offset: Double) -> Double {
        min(max(start + offset, allowed.lowerBound), allowed.upperBound)
    }

    /// After a lift, runs to the right edge in ``SceneConstants/linearRunDuration`` at constant speed,
    /// whatever the throw; after a cancel the box stays.
    private static func run(_ track: CatchableBox, _ release: CatchableBox.Release, at time: Double) {
        guard case .ended = release else { return }
        track.position.animate(
            to: track.allowedPositions.upperBound, duration: SceneConstants.linearRunDuration, curve: .linear,
            at: time, completion: track.reportStopWhenFinished)
    }
}
