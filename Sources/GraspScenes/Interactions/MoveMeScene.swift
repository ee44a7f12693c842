// Why this file exists: picking something up must respond the moment the finger lands, while the
// same finger may already be dragging it. Three squares show it: a touch selects one at once (it
// turns red and grows), a pan running alongside drags it, lifting puts it down. The long-press
// subclass, `moveme-longpress`, selects only after 0.1 s, the classic way, for comparison.

import Grasp
import GraspMotion

/// Three squares that a touch selects at once and a pan drags; lifting deselects.
///
/// Recognizers and relationships, on each square `n` (1 to 3):
/// - `select<n>`: what selects the square. In `moveme` it is a `TouchDownGestureRecognizer` that
///   ends only on lift (its allowable movement is unlimited), so the square is selected in the
///   touch-down's own dispatch. In `moveme-longpress` (``LongPressMoveMeScene``) it is a
///   `LongPressGestureRecognizer` with a ``SceneConstants/moveMeLongPressDuration`` (0.1 s) minimum
///   duration. `began` selects the square: it turns red at once and its scale animates to
///   ``SceneConstants/selectedScale`` from whatever scale it has (a shrinking square turns around).
///   `ended` or `cancelled` deselects it: its colour comes back and it shrinks to 1.
/// - `pan<n>` (`InstantPanGestureRecognizer`): moves the square by each movement of the finger
///   while the square is selected (movements before the selection are dropped).
/// - `select<n>` and `pan<n>` recognize simultaneously (`GestureRecognizer.allowSimultaneousRecognition(with:)`):
///   the instant pan begins at touch-down too and would otherwise prevent the long press.
///
/// Squares do not interact: each finger selects and drags the square it landed on.
///
/// Nodes: `square1` (blue), `square2` (green), `square3` (purple), ``SceneConstants/squareSide``
/// squares in a row across the middle of the viewport; a selected square is red.
public class MoveMeScene: Scene {
    /// How a square gets selected.
    public enum Selection: Hashable, Sendable {
        /// The moment a finger lands (a `TouchDownGestureRecognizer`).
        case touchDown
        /// After the finger rested `minimumDuration` seconds (a `LongPressGestureRecognizer`).
        case longPress(minimumDuration: Double)
    }

    /// One square with its recognizers and its selection animation.
    public final class Square {
        /// The square's node.
        public let node: Node
        /// Its colour when not selected.
        public let color: Color
        /// The recognizer that selects it.
        public let select: GestureRecognizer
        /// The pan that drags it.
        public let pan: InstantPanGestureRecognizer
        /// Whether it is selected.
        public fileprivate(set) var isSelected = false
        /// The animation of its scale between 1 and ``SceneConstants/selectedScale``; it pauses at either end.
        public let scale: PropertyAnimator<Double>

        init(node: Node, color: Color, select: GestureRecognizer, pan: InstantPanGestureRecognizer) {
            self.node = node
            self.color = color
            self.select = select
            self.pan = pan
            scale = PropertyAnimator(duration: SceneConstants.selectionDuration, curve: .easeOut, from: 1, to: SceneConstants.selectedScale)
            scale.pausesOnCompletion = true
            scale.onChange = { [node = UnownedReference(node)] in node.object.transform = AffineTransform(scaleX: $0, y: $0) }
            node.backgroundColor = color
        }
    }

    /// `moveme`.
    public class var name: String { "moveme" }

    /// The scene's engine.
    public let engine: GestureEngine
    /// The root node, covering the viewport: the squares' superview.
    public let rootNode: Node
    /// The three squares, left to right.
    public let squares: [Square]
    /// How squares get selected.
    public let selection: Selection

    private let stops = AnimationStopObservers()

    /// Builds the scene with squares selected at touch-down.
    public required convenience init(viewport: Size) {
        self.init(viewport: viewport, selection: .touchDown)
    }

    /// Builds the scene for a viewport of `viewport` points, with squares selected by `selection`.
    public init(viewport: Size, selection: Selection) {
        self.selection = selection
        rootNode = Node(name: "moveme", frame: Rect(origin: .zero, size: viewport))
        rootNode.backgroundColor = .white
        engine = GestureEngine(rootNode: rootNode)
        let side = SceneConstants.squareSide
        let colors = [Color.blue, .green, Color(red: 0.69, green: 0.32, blue: 0.87)]
        var squares: [Square] = []
        for index in 0..<3 {
            let n = index + 1
            let center = Point(x: viewport.width / 2 + Double(index - 1) * (side + 60), y: viewport.height / 2)
            let node = Node(name: "square\(n)", frame: Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
            let select: GestureRecognizer
            switch selection {
            case .touchDown:
                let touchDown = TouchDownGestureRecognizer(name: "select\(n)")
                touchDown.allowableMovement = .infinity  // ends on lift, not at the first movement
                select = touchDown
            case .longPress(let duration):
                let longPress = LongPressGestureRecognizer(name: "select\(n)")
                longPress.minimumPressDuration = duration
                select = longPress
            }
            let pan = InstantPanGestureRecognizer(name: "pan\(n)")
            pan.maximumNumberOfTouches = 1
            select.allowSimultaneousRecognition(with: pan)
            node.addGestureRecognizer(select)
            node.addGestureRecognizer(pan)
            rootNode.addChild(node)
            squares.append(Square(node: node, color: colors[index], select: select, pan: pan))
        }
        self.squares = squares
        rootNode.name = Self.name
        for square in squares {
            square.select.addHandler { [owner = UnownedReference(self), square = UnownedReference(square)] in
                owner.object.handleSelect($0, of: square.object)
            }
            square.pan.addHandler { [owner = UnownedReference(self), square = UnownedReference(square)] in
                owner.object.handlePan($0, of: square.object)
            }
        }
        engine.addTickHandler { [owner = UnownedReference(self)] now in
            let scene = owner.object
            for square in scene.squares {
                let wasRunning = square.scale.isRunning
                square.scale.tick(now)
                if wasRunning && !square.scale.isRunning { scene.stops.notify(at: now) }
            }
        }
    }

    private func handleSelect(_ recognizer: GestureRecognizer, of square: Square) {
        switch recognizer.state {
        case .began:
            setSelected(true, square, at: recognizer.currentTime)
        case .ended, .cancelled:
            setSelected(false, square, at: recognizer.currentTime)
        default:
            break
        }
    }

    /// Selects or deselects `square` at `time`: the colour changes at once, the scale animates from
    /// where it is (turning around if it was on its way the other way).
    private func setSelected(_ selected: Bool, _ square: Square, at time: Double) {
        guard square.isSelected != selected else { return }
        square.isSelected = selected
        square.node.backgroundColor = selected ? .red : square.color
        square.scale.pauseAnimation(at: time)  // holds the exact scale it has at `time`
        square.scale.isReversed = !selected
        square.scale.startAnimation(at: time)
    }

    private func handlePan(_ pan: InstantPanGestureRecognizer, of square: Square) {
        guard pan.state == .changed || pan.state == .ended else { return }
        if square.isSelected { square.node.center += pan.translation(in: rootNode) }
        pan.setTranslation(.zero, in: rootNode)
    }

    /// Advances the scene's clock to `now`: long-press timers fire and the squares' scales animate.
    public func tick(_ now: Double) {
        engine.tick(now)
    }

    /// `select1`, `pan1`, `select2`, `pan2`, `select3`, `pan3`.
    public var recognizers: [GestureRecognizer] { squares.flatMap { [$0.select, $0.pan] } }

    /// For each recognizer, its square's `position` (centre) and `selected` (1 or 0).
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        guard let square = squares.first(where: { $0.select === recognizer || $0.pan === recognizer }) else { return [:] }
        return ["position": .point(square.node.center), "selected": .number(square.isSelected ? 1 : 0)]
    }

    /// Calls `observer` when a square's scale animation reaches its end.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        stops.add(observer)
    }
}
