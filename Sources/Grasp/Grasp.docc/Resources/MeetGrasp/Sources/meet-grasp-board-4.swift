import Grasp
import GraspMotion

/// A card on a board: drag it sideways, flick it, catch it in flight;
/// double-tap it to flip it, tap it to select it.
final class Board {
    let root = Node(name: "board", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let card = Node(name: "card",
                    frame: Rect(x: 20, y: 360, width: 120, height: 120))
    let pan = PanGestureRecognizer(name: "pan")
    let doubleTap = TapGestureRecognizer(name: "doubleTap")
    let tap = TapGestureRecognizer(name: "tap")
    let catcher = TouchDownGestureRecognizer(name: "catch")
    /// The card's centre x: moved by the finger, then by the flick's glide.
    let position = Animator(value: 80.0)
    private(set) var isFlipped = false
    private(set) var isSelected = false
    private var dragStart = 80.0

    init() {
        root.addChild(card)
        card.addGestureRecognizer(pan)
        pan.addTarget(self, action: Board.handlePan)

        doubleTap.numberOfTapsRequired = 2
        card.addGestureRecognizer(doubleTap)
        doubleTap.addTarget(self, action: Board.handleDoubleTap)

        tap.require(toFail: doubleTap)
        card.addGestureRecognizer(tap)
        tap.addTarget(self, action: Board.handleTap)

        root.addGestureRecognizer(catcher)
        catcher.addTarget(self, action: Board.handleCatch)
        position.onChange = { [card] x in card.center.x = x }
    }

    /// Lets `engine`'s frames drive the card's glide.
    func attach(to engine: GestureEngine) {
        engine.addTickHandler { [position] now in position.tick(now) }
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            dragStart = position.value
            position.jump(to: dragStart + pan.translation(in: nil).x)
        case .changed:
            position.jump(to: dragStart + pan.translation(in: nil).x)
        case .ended:
            position.jump(to: dragStart + pan.translation(in: nil).x)
            position.decay(initialVelocity: pan.velocity(in: nil).x,
                           lowerBound: 60, upperBound: 330,
                           at: pan.currentTime)
        default:
            break
        }
    }

    private func handleCatch(_ catcher: TouchDownGestureRecognizer) {
        guard catcher.state == .began, position.isAnimating else { return }
        position.stop(at: catcher.currentTime)
    }

    private func handleDoubleTap(_ doubleTap: TapGestureRecognizer) {
        if doubleTap.state == .recognized { isFlipped.toggle() }
    }

    private func handleTap(_ tap: TapGestureRecognizer) {
        if tap.state == .recognized { isSelected.toggle() }
    }
}
