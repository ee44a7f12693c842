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
/// The box's position is one `Animator` evaluated in closed form: ``boxPosition`` is the
/// animation's exact value at the engine's current time, whenever it is read.
///
/// Nodes: `box` (blue, ``SceneConstants/boxSide`` square, vertically centred, starting at the left edge).
public final class FlickScene: Scene {
    /// `flick`.
    public static let name = "flick"

    /// The scene's engine.
    public let engine: GestureEngine
    /// The root node, covering the viewport: the track the box moves along.
    public let rootNode: Node
    /// The box.
    public let box: Node
    /// The touch-down recognizer that catches the box.
    public let touchDown = TouchDownGestureRecognizer(name: "touchDown")
    /// The pan that drags and throws the box.
    public let pan = PanGestureRecognizer(name: "pan")

    /// The box's centre x, in window coordinates, at the engine's current time: where the drag puts it
    /// while the pan is in progress (already during the dispatch that changed the pan, before its
    /// handler runs), otherwise the animation's exact value.
    public var boxPosition: Double {
        if pan.state.isInProgress || (pan.state == .ended && dragStart != nil) {
            return dragged(from: dragStart ?? position.state(at: engine.currentTime).value)
        }
        return position.state(at: engine.currentTime).value
    }

    /// Whether the box is gliding or bouncing.
    public var isMoving: Bool { position.isAnimating }

    /// The range of the box's centre x that keeps it entirely on screen.
    public let allowedPositions: ClosedRange<Double>

    /// The animator that moves the box's centre x; tests read its exact state at any time.
    public let position: Animator<Double>

    private let trackWidth: Double
    private var dragStart: Double?
    private let stops = AnimationStopObservers()

    /// Builds the scene for a viewport of `viewport` points, with the box at rest at the left edge.
    public init(viewport: Size) {
        rootNode = Node(name: "flick", frame: Rect(origin: .zero, size: viewport))
        rootNode.backgroundColor = .white
        engine = GestureEngine(rootNode: rootNode)
        let side = SceneConstants.boxSide
        trackWidth = viewport.width
        allowedPositions = side / 2...max(side / 2, viewport.width - side / 2)
        box = Node(name: "box", frame: Rect(x: 0, y: viewport.height / 2 - side / 2, width: side, height: side))
        box.backgroundColor = .blue
        rootNode.addChild(box)
        position = Animator(value: allowedPositions.lowerBound)
        position.onChange = { [unowned box] in box.center.x = $0 }
        touchDown.addTarget(self, action: FlickScene.handleCatch)
        pan.addTarget(self, action: FlickScene.handlePan)
        rootNode.addGestureRecognizer(touchDown)
        rootNode.addGestureRecognizer(pan)
        engine.addTickHandler { [unowned self] in position.tick($0) }
    }

    /// Stops the box where it is at `time`, if it is moving, and reports the stop.
    private func stopBox(at time: Double) {
        guard position.isAnimating else { return }
        position.stop(at: time)
        stops.notify(at: time)
    }

    private func handleCatch(_ touchDown: TouchDownGestureRecognizer) {
        if touchDown.state == .began { stopBox(at: touchDown.currentTime) }
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopBox(at: pan.currentTime)
            dragStart = position.value
            follow(pan)
        case .changed:
            follow(pan)
        case .ended:
            follow(pan)  // the lift may carry the last movement
            dragStart = nil
            glide(velocity: pan.velocity(in: nil).x, at: pan.currentTime)
        case .cancelled:
            dragStart = nil
            glide(velocity: 0, at: pan.currentTime)
        default:
            break
        }
    }

    private func follow(_ pan: PanGestureRecognizer) {
        guard let start = dragStart else { return }
        position.jump(to: dragged(from: start))
    }

    /// Where the drag puts the box: `start` plus the pan's horizontal translation, rubber-banded
    /// past the edges.
    private func dragged(from start: Double) -> Double {
        RubberBand.clamp(start + pan.translation(in: nil).x, to: allowedPositions, dimension: trackWidth)
    }

    /// Decays from the current position with `velocity`, bouncing back to the edge it reaches.
    private func glide(velocity: Double, at time: Double) {
        position.decay(
            initialVelocity: velocity, lowerBound: allowedPositions.lowerBound, upperBound: allowedPositions.upperBound,
            at: time
        ) { [unowned self] finished in
            if finished { stops.notify(at: position.currentTime ?? engine.currentTime) }
        }
        // A release inside the edges with no velocity finishes at once.
        position.tick(time)
    }

    /// Advances the scene's clock to `now`: the box glides.
    public func tick(_ now: Double) {
        engine.tick(now)
    }

    /// The touch-down, then the pan.
    public var recognizers: [GestureRecognizer] { [touchDown, pan] }

    /// For every recognizer, the box's `position` (its centre x); for the pan also `translation` and
    /// `velocity` (window space).
    public func values(of recognizer: GestureRecognizer) -> [String: SceneValue] {
        var values: [String: SceneValue] = ["position": .number(boxPosition)]
        if recognizer === pan {
            values["translation"] = .point(pan.translation(in: nil))
            values["velocity"] = .point(pan.velocity(in: nil))
        }
        return values
    }

    /// Calls `observer` when the box comes to rest after a throw, or is caught.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        stops.add(observer)
    }
}
