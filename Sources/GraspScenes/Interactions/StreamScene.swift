// Why this file exists: a continuously moving strip (a photo stream, a ticker, a carousel on
// autoplay) must stop the instant a finger lands on it, follow that finger, and carry on when it
// lifts, while quick two-finger swipes change its speed. The pause must not wait to learn whether
// the touch is the start of a swipe. This scene is that interaction.

import Grasp
import GraspMotion

/// A photo stream moving sideways at a constant speed: one finger pauses it at once and moves it by
/// hand, lifting resumes the motion, two-finger swipes change the speed.
///
/// Recognizers and relationships (both on the strip):
/// - `pause` (`PauseAndMoveGestureRecognizer`, one finger): on `began`, in the touch-down's own
///   dispatch, stops the stream where it is at the touch's timestamp; on `changed` the stream follows
///   the finger horizontally; on `ended` (or `cancelled`) it resumes, from where the finger left it,
///   at the speed it had.
/// - `swipe` (`SwipeGestureRecognizer`, two fingers, left or right): when recognized, steps the
///   speed through ``SceneConstants/streamSpeeds``: a swipe left takes the next speed to the left
///   (faster if moving left, slower if moving right, reversing past the slowest), a swipe right the
///   next to the right. If `pause` is in progress (the two fingers landed one after the other, so the
///   first began a pause), the swipe undoes the hand movement and cancels the pause, so the stream
///   resumes at the new speed from where it was paused.
/// - `pause` never prevents a swipe (`PauseAndMoveGestureRecognizer.canPrevent(_:)`) and nothing
///   waits for anything: the pause is not delayed by the swipe. Two fingers that land together fail
///   `pause` (it wants exactly one), so a clean two-finger swipe never pauses the stream.
///
/// The stream's offset is one `Animator` running a ``SteadyMotion``; the photos wrap around.
///
/// Nodes: `strip` (dark grey band across the middle of the viewport), `photo0` … `photo7` (coloured
/// squares of ``SceneConstants/streamPhotoSide``, ``SceneConstants/streamPhotoGap`` apart, in the strip).
public final class StreamScene: Scene {
    /// `stream`.
    public static let name = "stream"

    /// The scene's engine.
    public let engine: GestureEngine
    /// The root node, covering the viewport.
    public let rootNode: Node
    /// The band the photos move in; the recognizers are on it.
    public let strip: Node
    /// The photos, in stream order.
    public let photos: [Node]
    /// The one-finger pause-and-move.
    public let pause = PauseAndMoveGestureRecognizer(name: "pause")
    /// The two-finger swipe that changes the speed.
    public let swipe = SwipeGestureRecognizer(name: "swipe")

    /// The index of the current speed in ``SceneConstants/streamSpeeds``.
    public private(set) var speedIndex = SceneConstants.streamInitialSpeedIndex
    /// The speed the stream moves at when not paused, in points per second (negative: to the left).
    public var speed: Double { SceneConstants.streamSpeeds[speedIndex] }
    /// Whether a finger holds the stream.
    public var isPaused: Bool { !offset.isAnimating }
    /// How far the stream has moved since it started, in points (negative: to the left), at the
    /// engine's current time.
    public var streamOffset: Double { offset.state(at: engine.currentTime).value }

    /// The animator of the stream's offset; tests read its exact state at any time.
    public let offset: Animator<Double>

    private var heldOffset = 0.0
    private let stops = AnimationStopObservers()

    /// Builds the scene for a viewport of `viewport` points, the stream moving at the initial speed
    /// from time 0.
    public init(viewport: Size) {
        rootNode = Node(name: "stream", frame: Rect(origin: .zero, size: viewport))
        rootNode.backgroundColor = .white
        engine = GestureEngine(rootNode: rootNode)
        let side = SceneConstants.streamPhotoSide, gap = SceneConstants.streamPhotoGap
        strip = Node(name: "strip", frame: Rect(x: 0, y: viewport.height / 2 - side / 2 - gap, width: viewport.width, height: side + 2 * gap))
        strip.backgroundColor = Color(red: 0.2, green: 0.2, blue: 0.22)
        rootNode.addChild(strip)
        let count = SceneConstants.streamPhotoCount
        photos = (0..<count).map { i in
            let photo = Node(name: "photo\(i)", frame: Rect(x: 0, y: gap, width: side, height: side))
            let hue = Double(i) / Double(count)
            photo.backgroundColor = Color(red: 0.5 + 0.4 * GraspMath.cos(2 * .pi * hue), green: 0.5 + 0.4 * GraspMath.cos(2 * .pi * (hue - 1.0 / 3)),
                                          blue: 0.5 + 0.4 * GraspMath.cos(2 * .pi * (hue - 2.0 / 3)))
            photo.label = "\(i)"
            return photo
        }
        for photo in photos { strip.addChild(photo) }
        offset = Animator(value: 0)
        offset.onChange = { [owner = UnownedReference(self)] in owner.object.layOut($0) }
        swipe.numberOfTouchesRequired = 2
        swipe.direction = [.left, .right]
        pause.addTarget(self, action: StreamScene.handlePause)
        swipe.addTarget(self, action: StreamScene.handleSwipe)
        strip.addGestureRecognizer(pause)
        strip.addGestureRecognizer(swipe)
        engine.addTickHandler { [owner = UnownedReference(self)] in owner.object.offset.tick($0) }
        layOut(0)
        offset.run(SteadyMotion(from: 0, velocity: speed), startingAt: 0)
    }

    /// Places the photos for `offset`, wrapping them around the strip's period.
    private func layOut(_ offset: Double) {
        let pitch = SceneConstants.streamPhotoSide + SceneConstants.streamPhotoGap
        let period = pitch * Double(photos.count)
        for (i, photo) in photos.enumerated() {
            var x = (Double(i) * pitch + offset).truncatingRemainder(dividingBy: period)
            if x < -pitch { x += period }
            if x >= period - pitch { x -= period }
            photo.center.x = x + SceneConstants.streamPhotoSide / 2
        }
    }

    private func handlePause(_ pause: PauseAndMoveGestureRecognizer) {
        switch pause.state {
        case .began:
            heldOffset = offset.stop(at: pause.currentTime).value
            stops.notify(at: pause.currentTime)
        case .changed:
            offset.jump(to: heldOffset + pause.translation(in: strip).x)
        case .ended:
            offset.jump(to: heldOffset + pause.translation(in: strip).x)  // the lift may carry the last movement
            resume(at: pause.currentTime)
        case .cancelled:
            resume(at: pause.currentTime)
        default:
            break
        }
    }

    private func handleSwipe(_ swipe: SwipeGestureRecognizer) {
        guard swipe.state == .ended, let direction = swipe.recognizedDirection else { return }
        let step = direction == .left ? -1 : 1
        speedIndex = min(max(speedIndex + step, 0), SceneConstants.streamSpeeds.count - 1)
        if pause.state.isInProgress {
            // The first finger began a pause; the swipe wins: undo the hand movement, end the pause
            // (its handler resumes the motion at the new speed).
            offset.jump(to: heldOffset)
            pause.isEnabled = false
            pause.isEnabled = true
        } else {
            resume(at: swipe.currentTime)
        }
    }

    /// Runs the stream at ``speed`` from where it is at `time`.
    private func resume(at time: Double) {
        offset.run(SteadyMotion(from: offset.state(at: time).value, velocity: speed), startingAt: time)
    }

    /// Advances the scene's clock to `now`: the stream moves.
    public func tick(_ now: Double) {
        engine.tick(now)
    }

    /// The pause, then the swipe.
    public var recognizers: [GestureRecognizer] { [pause, swipe] }

    /// For every recognizer, the stream's `offset` and `speed`; for the pause also its `translation`,
    /// for the swipe its `direction` once recognized.
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        var values: SceneValues = ["offset": .number(streamOffset), "speed": .number(speed)]
        if recognizer === pause { values["translation"] = .point(pause.translation(in: nil)) }
        if recognizer === swipe, let direction = swipe.recognizedDirection { values["direction"] = .string(direction.description) }
        return values
    }

    /// Calls `observer` when a finger stops the stream. (The stream never comes to rest by itself.)
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        stops.add(observer)
    }
}
