// Why this file exists: the two flick scenes show the same box, the same recognizers and the same values;
// only what a drag past the edges does and what a release starts differ (CatchableBox takes those two
// decisions from each scene). Their public face is written here once, and each scene adds its name and
// its two decisions.

import Grasp
import GraspMotion

/// What ``FlickScene`` and ``LinearFlickScene`` share: a box on a horizontal track, dragged by a pan and
/// caught by a touch-down at the exact position its animation gives it at the touch's timestamp.
///
/// The scenes differ only in what a drag past the edges does and what a release starts; see each of them.
/// The class is not meant to be used on its own: it has no public initializer.
public class CatchableBoxScene {
    let track: CatchableBox

    init(track: CatchableBox) {
        self.track = track
    }

    /// The scene's engine.
    public var engine: GestureEngine { track.engine }
    /// The root node, covering the viewport: the track the box moves along.
    public var rootNode: Node { track.rootNode }
    /// The box.
    public var box: Node { track.box }
    /// The touch-down recognizer that catches the box.
    public var touchDown: TouchDownGestureRecognizer { track.touchDown }
    /// The pan that drags (and, in ``FlickScene``, throws) the box.
    public var pan: PanGestureRecognizer { track.pan }

    /// The box's centre x, in window coordinates, at the engine's current time: where the drag puts it
    /// while the pan is in progress (already during the dispatch that changed the pan, before its
    /// handler runs), otherwise the animation's exact value.
    public var boxPosition: Double { track.boxPosition }

    /// Whether the box moves on its own: gliding or bouncing in ``FlickScene``, running to the right edge
    /// in ``LinearFlickScene``.
    public var isMoving: Bool { track.position.isAnimating }

    /// The range of the box's centre x that keeps it entirely on screen.
    public var allowedPositions: ClosedRange<Double> { track.allowedPositions }

    /// The animator that moves the box's centre x; tests read its exact state at any time.
    public var position: Animator<Double> { track.position }

    /// Advances the scene's clock to `now`: the box moves.
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

    /// Calls `observer` when the box comes to rest after a release, or is caught.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        track.stops.add(observer)
    }
}
