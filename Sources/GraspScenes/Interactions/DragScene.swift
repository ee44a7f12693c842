// Why this file exists: dragging a piece is the first interaction anyone writes, and the smallest one
// that shows what a cancelled gesture owes the user: the system took the touch away, so the piece
// goes back where the drag started. This is that scene, written as an app would write it.

import Grasp
import GraspMotion

/// A piece dragged by a pan in its superview's coordinates; a cancelled pan puts it back.
///
/// Recognizers and relationships:
/// - `pan` (`PanGestureRecognizer`, on the piece): on `began` the piece's position is noted (a
///   spring still returning it is stopped at the pan's time, so the drag starts where the piece is);
///   on `changed` the piece is that position plus the pan's translation in the superview (the root);
///   on `ended` it stays; on `cancelled` (for example `GestureEngine.cancelAllTouches(at:)`) it
///   springs back to the noted position.
///
/// It is the only recognizer: there are no relationships to set.
///
/// Nodes: `piece` (blue, ``SceneConstants/pieceSide`` square, centred in the viewport).
public final class DragScene: Scene {
    /// `drag`.
    public static let name = "drag"

    /// The scene's engine.
    public let engine: GestureEngine
    /// The root node, covering the viewport; the piece's superview.
    public let rootNode: Node
    /// The dragged piece.
    public let piece: Node
    /// The pan that drags the piece.
    public let pan = PanGestureRecognizer(name: "pan")

    /// Where the piece was when the current drag began, or `nil` when no drag is in progress.
    public private(set) var dragStart: Point?

    /// The centre of the piece in its superview's (the window's) coordinates: where the drag puts it
    /// while the pan is in progress (already during the dispatch that changed the pan, before its
    /// handler runs), otherwise where the piece is or springs back through.
    public var piecePosition: Point {
        if pan.state.isInProgress || (pan.state == .ended && dragStart != nil) {
            return (dragStart ?? position.state(at: engine.currentTime).value) + pan.translation(in: piece.parent)
        }
        return position.state(at: engine.currentTime).value
    }

    /// Whether the piece is springing back after a cancelled drag.
    public var isReturning: Bool { position.isAnimating }

    private let position: Animator<Point>
    private let stops = AnimationStopObservers()

    /// Builds the scene for a viewport of `viewport` points, with the piece in the middle.
    public init(viewport: Size) {
        rootNode = Node(name: "drag", frame: Rect(origin: .zero, size: viewport))
        rootNode.backgroundColor = .white
        engine = GestureEngine(rootNode: rootNode)
        let side = SceneConstants.pieceSide
        let center = Point(x: viewport.width / 2, y: viewport.height / 2)
        piece = Node(name: "piece", frame: Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
        piece.backgroundColor = .blue
        rootNode.addChild(piece)
        position = Animator(value: center)
        position.onChange = { [piece = UnownedReference(piece)] in piece.object.center = $0 }
        pan.addTarget(self, action: DragScene.handlePan)
        piece.addGestureRecognizer(pan)
        engine.addTickHandler { [owner = UnownedReference(self)] in owner.object.position.tick($0) }
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            if position.isAnimating {
                position.stop(at: pan.currentTime)
                stops.notify(at: pan.currentTime)
            }
            dragStart = position.value
            follow(pan)
        case .changed:
            follow(pan)
        case .cancelled:
            guard let start = dragStart else { return }
            dragStart = nil
            position.spring(to: start, at: pan.currentTime) { [owner = UnownedReference(self)] finished in
                let scene = owner.object
                if finished { scene.stops.notify(at: scene.position.currentTime ?? scene.engine.currentTime) }
            }
        case .ended:
            follow(pan)  // the lift may carry the last movement
            dragStart = nil
        default:
            break
        }
    }

    private func follow(_ pan: PanGestureRecognizer) {
        guard let start = dragStart else { return }
        position.jump(to: start + pan.translation(in: piece.parent))
    }

    /// Advances the scene's clock to `now`: the return spring, if any, steps.
    public func tick(_ now: Double) {
        engine.tick(now)
    }

    /// The pan.
    public var recognizers: [GestureRecognizer] { [pan] }

    /// For the pan: `translation` and `velocity` (window space) and the piece's `position`.
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        guard recognizer === pan else { return [:] }
        return [
            "translation": .point(pan.translation(in: nil)), "velocity": .point(pan.velocity(in: nil)),
            "position": .point(piecePosition),
        ]
    }

    /// Calls `observer` when the return spring comes to rest or a new drag stops it.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        stops.add(observer)
    }
}
