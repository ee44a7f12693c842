import Grasp

/// A card on a board.
final class Board {
    let root = Node(name: "board", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let card = Node(name: "card",
                    frame: Rect(x: 20, y: 360, width: 120, height: 120))

    init() {
        root.addChild(card)
    }
}
