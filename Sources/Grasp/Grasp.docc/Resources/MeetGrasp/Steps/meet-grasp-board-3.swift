import Grasp

/// A card on a board: drag it sideways;
/// double-tap it to flip it, tap it to select it.
final class Board {
    let root = Node(name: "board", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let card = Node(name: "card",
                    frame: Rect(x: 20, y: 360, width: 120, height: 120))
    let pan = PanGestureRecognizer(name: "pan")
    let doubleTap = TapGestureRecognizer(name: "doubleTap")
    let tap = TapGestureRecognizer(name: "tap")
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

    private func handleDoubleTap(_ doubleTap: TapGestureRecognizer) {
        if doubleTap.state == .recognized { isFlipped.toggle() }
    }

    private func handleTap(_ tap: TapGestureRecognizer) {
        if tap.state == .recognized { isSelected.toggle() }
    }
}
