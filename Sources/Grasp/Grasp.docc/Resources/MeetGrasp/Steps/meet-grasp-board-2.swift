import Grasp

/// A card on a board: drag it sideways.
final class Board {
    let root = Node(name: "board", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let card = Node(name: "card",
                    frame: Rect(x: 20, y: 360, width: 120, height: 120))
    let pan = PanGestureRecognizer(name: "pan")
    private var dragStart = 80.0

    init() {
        root.addChild(card)
        card.addGestureRecognizer(pan)
        pan.addTarget(self, action: Board.handlePan)
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            dragStart = card.center.x
            card.center.x = dragStart + pan.translation(in: nil).x
        case .changed, .ended:
            card.center.x = dragStart + pan.translation(in: nil).x
        default:
            break
        }
    }
}
