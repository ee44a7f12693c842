import Testing
@testable import Grasp
@testable import GraspCore

@Suite("Node tree and hit testing")
struct HitTestingTests {
    func tree() -> (Node, Node, Node) {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let card = Node(name: "card", frame: Rect(x: 100, y: 100, width: 200, height: 100))
        let button = Node(name: "button", frame: Rect(x: 10, y: 10, width: 50, height: 30))
        root.addChild(card)
        card.addChild(button)
        return (root, card, button)
    }

    @Test("The deepest front-most node containing the point is hit")
    func deepest() {
        let (root, card, button) = tree()
        #expect(root.hitTest(Point(x: 120, y: 120)) === button)
        #expect(root.hitTest(Point(x: 250, y: 150)) === card)
        #expect(root.hitTest(Point(x: 5, y: 5)) === root)
        #expect(root.hitTest(Point(x: 500, y: 5)) == nil)
    }

    @Test("Of overlapping siblings, the later (front) one is hit")
    func zOrder() {
        let (root, card, _) = tree()
        let overlay = Node(name: "overlay", frame: Rect(x: 150, y: 150, width: 100, height: 100))
        root.addChild(overlay)
        #expect(root.hitTest(Point(x: 160, y: 160)) === overlay)
        root.insertChild(overlay, at: 0)
        #expect(root.hitTest(Point(x: 160, y: 160)) === card)
    }

    @Test("Hidden nodes, nodes with touches disabled and transparent nodes are not hit")
    func skipped() {
        let (root, card, button) = tree()
        button.isHidden = true
        #expect(root.hitTest(Point(x: 120, y: 120)) === card)
        button.isHidden = false
        button.isUserInteractionEnabled = false
        #expect(root.hitTest(Point(x: 120, y: 120)) === card)
        button.isUserInteractionEnabled = true
        button.alpha = 0
        #expect(root.hitTest(Point(x: 120, y: 120)) === card)
    }

    @Test("Hit testing sees through a scale about the centre")
    func scaled() {
        let (root, card, _) = tree()
        card.transform = AffineTransform(scaleX: 2, y: 2)  // 200×100 about (200, 150) → covers x 0…400, y 50…250
        #expect(root.hitTest(Point(x: 5, y: 60)) === card)
        #expect(root.hitTest(Point(x: 5, y: 40)) === root)
        #expect(card.convert(Point(x: 200, y: 150), from: nil) == Point(x: 100, y: 50))
    }

    @Test("Hit testing sees through a rotation")
    func rotated() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let bar = Node(name: "bar", frame: Rect(x: 150, y: 190, width: 100, height: 20))  // horizontal bar about (200, 200)
        root.addChild(bar)
        #expect(root.hitTest(Point(x: 240, y: 200)) === bar)
        #expect(root.hitTest(Point(x: 200, y: 240)) === root)
        bar.transform = AffineTransform(rotationAngle: .pi / 2)  // now vertical
        #expect(root.hitTest(Point(x: 240, y: 200)) === root)
        #expect(root.hitTest(Point(x: 200, y: 240)) === bar)
    }

    @Test("Points convert between any two nodes and back")
    func conversion() {
        let (root, card, button) = tree()
        card.transform = AffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 1.5)
        let p = Point(x: 7, y: 3)
        let inRoot = button.convert(p, to: root)
        let back = button.convert(inRoot, from: root)
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
        let inCard = button.convert(p, to: card)
        #expect(abs(inCard.x - 17) < 1e-9 && abs(inCard.y - 13) < 1e-9)
        #expect(root.hitTest(inRoot) === button)
    }

    @Test("Bounds origin scrolls the content")
    func boundsOrigin() {
        let (root, card, button) = tree()
        card.bounds.origin = Point(x: 0, y: 20)  // content scrolled up by 20
        #expect(root.hitTest(Point(x: 120, y: 105)) === button)
        #expect(root.hitTest(Point(x: 120, y: 125)) === card)
    }

    @Test("A touch landing on a child binds the recognizers of the child and of every ancestor")
    func recognizersOnHitPath() {
        let h = GestureTestHost.recording()
        let child = Node(name: "child", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let sibling = Node(name: "sibling", frame: Rect(x: 200, y: 0, width: 100, height: 100))
        h.rootNode.addChild(child)
        h.rootNode.addChild(sibling)
        let onChild = ProbeRecognizer(name: "c"), onRoot = ProbeRecognizer(name: "r"), onSibling = ProbeRecognizer(name: "s")
        child.addGestureRecognizer(onChild)
        h.rootNode.addGestureRecognizer(onRoot)
        sibling.addGestureRecognizer(onSibling)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        #expect(h.engine.activeRecognizers.map(\.name) == ["c", "r"])
        #expect(onChild.location(in: child) == Point(x: 10, y: 10))
    }
}
