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
/// The box's position is one `Animator` evaluated in closed form: ``boxPosition`` is the
/// animation's exact value at the engine's current time, whenever it is read.
///
/// Nodes: `box` (blue, ``SceneConstants/boxSide`` square, vertically centred, starting at the left edge).
public final class FlickScene: Scene {
    /// `flick`.
    public static let name = "flick"

    private let track: CatchableBox

    /// The scene's engine.
    public var engine: GestureEngine { track.engine }
    /// The root node, covering the viewport: the track the box moves along.
    public var rootNode: Node { track.rootNode }
    /// The box.
    public var box: Node { track.box }
    /// The touch-down recognizer that catches the box.
    public var touchDown: TouchDownGestureRecognizer { track.touchDown }
    /// The pan that drags and throws the box.
    public var pan: PanGestureRecognizer { track.pan }

    /// The box's centre x, in window coordinates, at the engine's current time: where the drag puts it
    /// while the pan is in progress (already during the dispatch that changed the pan, before its
    /// handler runs), otherwise the animation's exact value.
    public var boxPosition: Double { track.boxPosition }

    /// Whether the box is gliding or bouncing.
    public var isMoving: Bool { track.position.isAnimating }

    /// The range of the box's centre x that keeps it entirely on screen.
    public var allowedPositions: ClosedRange<Double> { track.allowedPositions }

    /// The animator that moves the box's centre x; tests read its exact state at any time.
    public var position: Animator<Double> { track.position }

    /// Builds the scene for a viewport of `viewport` points, with the box at rest at the left edge.
    public init(viewport: Size) {
        track = CatchableBox(name: Self.name, viewport: viewport, color: .blue, drag: Self.rubberBanded, release: Self.glide)
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

    /// Advances the scene's clock to `now`: the box glides.
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

    /// Calls `observer` when the box comes to rest after a throw, or is caught.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        track.stops.add(observer)
    }
}
