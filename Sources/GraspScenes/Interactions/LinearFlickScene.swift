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
/// Nodes: `box` (green, ``SceneConstants/boxSide`` square, vertically centred, starting at the left edge).
public final class LinearFlickScene: Scene {
    /// `flick-linear`.
    public static let name = "flick-linear"

    /// The scene's engine.
    public let engine: GestureEngine
    /// The root node, covering the viewport.
    public let rootNode: Node
    /// The box.
    public let box: Node
    /// The touch-down recognizer that catches the box.
    public let touchDown = TouchDownGestureRecognizer(name: "touchDown")
    /// The pan that drags the box.
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

    /// Whether the box is running to the right edge.
    public var isMoving: Bool { position.isAnimating }

    /// The range of the box's centre x that keeps it entirely on screen.
    public let allowedPositions: ClosedRange<Double>

    /// The animator that moves the box's centre x.
    public let position: Animator<Double>

    private var dragStart: Double?
    private let stops = AnimationStopObservers()

    /// Builds the scene for a viewport of `viewport` points, with the box at rest at the left edge.
    public init(viewport: Size) {
        rootNode = Node(name: "flick-linear", frame: Rect(origin: .zero, size: viewport))
        rootNode.backgroundColor = .white
        engine = GestureEngine(rootNode: rootNode)
        let side = SceneConstants.boxSide
        allowedPositions = side / 2...max(side / 2, viewport.width - side / 2)
        box = Node(name: "box", frame: Rect(x: 0, y: viewport.height / 2 - side / 2, width: side, height: side))
        box.backgroundColor = .green
        rootNode.addChild(box)
        position = Animator(value: allowedPositions.lowerBound)
        position.onChange = { [unowned box] in box.center.x = $0 }
        touchDown.addTarget(self, action: LinearFlickScene.handleCatch)
        pan.addTarget(self, action: LinearFlickScene.handlePan)
        rootNode.addGestureRecognizer(touchDown)
        rootNode.addGestureRecognizer(pan)
        engine.addTickHandler { [unowned self] in position.tick($0) }
    }

    /// Stops the box where it is at `time`, if it is running, and reports the stop.
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
            position.animate(
                to: allowedPositions.upperBound, duration: SceneConstants.linearRunDuration, curve: .linear,
                at: pan.currentTime
            ) { [unowned self] finished in
                if finished { stops.notify(at: position.currentTime ?? engine.currentTime) }
            }
        case .cancelled:
            dragStart = nil
        default:
            break
        }
    }

    private func follow(_ pan: PanGestureRecognizer) {
        guard let start = dragStart else { return }
        position.jump(to: dragged(from: start))
    }

    /// Where the drag puts the box: `start` plus the pan's horizontal translation, clamped to the edges.
    private func dragged(from start: Double) -> Double {
        min(max(start + pan.translation(in: nil).x, allowedPositions.lowerBound), allowedPositions.upperBound)
    }

    /// Advances the scene's clock to `now`: the box runs.
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

    /// Calls `observer` when the box reaches the right edge, or is caught.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        stops.add(observer)
    }
}
