// Why this file exists: the two flick scenes are one interaction with two endings. In both, a box on a
// horizontal track is dragged by a pan and caught by a touch-down at the exact position its animation
// gives it at the touch's timestamp; they differ only in what a drag past the edges does and what a
// release starts. This type is the shared part, so that each scene states just those two decisions.

import Grasp
import GraspMotion

/// A box on a horizontal track, dragged by a pan and caught by a touch-down, whose release behaviour
/// its scene decides.
///
/// Both recognizers are on the root node, so that a finger anywhere on the track catches the box: a
/// moving target is hard to hit, and between frames its node lags the animation.
/// - `touchDown`: on `began`, in the touch-down's own dispatch, stops the box at the exact position the
///   animation gives it at the touch's timestamp (`Animator.stop(at:)` with the recognizer's
///   `currentTime`), not at the last frame's.
/// - `pan`: on `began` the box's position is noted (stopping it if it still moves); on `changed` the
///   box follows the horizontal translation as `drag` maps it; on `ended` and `cancelled` the scene's
///   `release` runs.
/// - `touchDown` neither prevents nor can be prevented, so the two need no relationship.
final class CatchableBox {
    /// How a release ends: `.ended` with the horizontal release velocity, or `.cancelled`.
    enum Release { case ended(velocity: Double), cancelled }

    let engine: GestureEngine
    let rootNode: Node
    let box: Node
    let touchDown = TouchDownGestureRecognizer(name: "touchDown")
    let pan = PanGestureRecognizer(name: "pan")
    /// The range of the box's centre x that keeps it entirely on screen.
    let allowedPositions: ClosedRange<Double>
    /// The animator that moves the box's centre x.
    let position: Animator<Double>
    let stops = AnimationStopObservers()

    /// Where a drag by `offset` from `start` puts the box.
    private let drag: (_ start: Double, _ offset: Double) -> Double
    /// What the box does once the pan lets go; called after the last drag position is applied.
    private let release: (CatchableBox, Release, _ time: Double) -> Void
    private var dragStart: Double?

    /// Builds the track (the root node, named `name`, covering the viewport) and the box at rest at its
    /// left edge.
    init(
        name: String, viewport: Size, color: Color,
        drag: @escaping (_ allowed: ClosedRange<Double>, _ trackWidth: Double, _ start: Double, _ offset: Double) -> Double,
        release: @escaping (CatchableBox, Release, _ time: Double) -> Void
    ) {
        rootNode = Node(name: name, frame: Rect(origin: .zero, size: viewport))
        rootNode.backgroundColor = .white
        engine = GestureEngine(rootNode: rootNode)
        let side = SceneConstants.boxSide
        let allowed = side / 2...max(side / 2, viewport.width - side / 2)
        allowedPositions = allowed
        box = Node(name: "box", frame: Rect(x: 0, y: viewport.height / 2 - side / 2, width: side, height: side))
        box.backgroundColor = color
        rootNode.addChild(box)
        position = Animator(value: allowed.lowerBound)
        let width = viewport.width
        self.drag = { start, offset in drag(allowed, width, start, offset) }
        self.release = release
        position.onChange = { [box = UnownedReference(box)] in box.object.center.x = $0 }
        touchDown.addTarget(self, action: CatchableBox.handleCatch)
        pan.addTarget(self, action: CatchableBox.handlePan)
        rootNode.addGestureRecognizer(touchDown)
        rootNode.addGestureRecognizer(pan)
        engine.addTickHandler { [owner = UnownedReference(self)] in owner.object.position.tick($0) }
    }

    /// The box's centre x at the engine's current time: where the drag puts it while the pan is in
    /// progress (already during the dispatch that changed the pan, before its handler runs), otherwise
    /// the animation's exact value.
    var boxPosition: Double {
        if pan.state.isInProgress || (pan.state == .ended && dragStart != nil) {
            return dragged(from: dragStart ?? position.state(at: engine.currentTime).value)
        }
        return position.state(at: engine.currentTime).value
    }

    /// A completion for the release animation that reports the stop when it finishes.
    var reportStopWhenFinished: (Bool) -> Void {
        { [owner = UnownedReference(self)] finished in
            let box = owner.object
            if finished { box.stops.notify(at: box.position.currentTime ?? box.engine.currentTime) }
        }
    }

    /// For every recognizer, the box's `position`; for the pan also `translation` and `velocity`.
    func values(of recognizer: GestureRecognizer) -> SceneValues {
        var values: SceneValues = ["position": .number(boxPosition)]
        if recognizer === pan {
            values["translation"] = .point(pan.translation(in: nil))
            values["velocity"] = .point(pan.velocity(in: nil))
        }
        return values
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
            release(self, .ended(velocity: pan.velocity(in: nil).x), pan.currentTime)
        case .cancelled:
            dragStart = nil
            release(self, .cancelled, pan.currentTime)
        default:
            break
        }
    }

    private func follow(_ pan: PanGestureRecognizer) {
        guard let start = dragStart else { return }
        position.jump(to: dragged(from: start))
    }

    private func dragged(from start: Double) -> Double {
        drag(start, pan.translation(in: nil).x)
    }
}
