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
public final class LinearFlickScene: Scene {
    /// `flick-linear`.
    public static let name = "flick-linear"

    private let track: CatchableBox

    /// The scene's engine.
    public var engine: GestureEngine { track.engine }
    /// The root node, covering the viewport.
    public var rootNode: Node { track.rootNode }
    /// The box.
    public var box: Node { track.box }
    /// The touch-down recognizer that catches the box.
    public var touchDown: TouchDownGestureRecognizer { track.touchDown }
    /// The pan that drags the box.
    public var pan: PanGestureRecognizer { track.pan }

    /// The box's centre x, in window coordinates, at the engine's current time: where the drag puts it
    /// while the pan is in progress (already during the dispatch that changed the pan, before its
    /// handler runs), otherwise the animation's exact value.
    public var boxPosition: Double { track.boxPosition }

    /// Whether the box is running to the right edge.
    public var isMoving: Bool { track.position.isAnimating }

    /// The range of the box's centre x that keeps it entirely on screen.
    public var allowedPositions: ClosedRange<Double> { track.allowedPositions }

    /// The animator that moves the box's centre x.
    public var position: Animator<Double> { track.position }

    /// Builds the scene for a viewport of `viewport` points, with the box at rest at the left edge.
    public init(viewport: Size) {
        track = CatchableBox(name: Self.name, viewport: viewport, color: .green, drag: Self.clamped, release: Self.run)
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

    /// Advances the scene's clock to `now`: the box runs.
    public func tick(_ now: Double) {
        engine.tick(now)
    }

    /// The touch-down, then the pan.
    public var recognizers: [GestureRecognizer] { [touchDown, pan] }

    /// For every recognizer, the box's `position` (its centre x); for the pan also `translation` and
    /// `velocity` (window space).
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        track.values(of: recognizer)
    }

    /// Calls `observer` when the box reaches the right edge, or is caught.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        track.stops.add(observer)
    }
}
