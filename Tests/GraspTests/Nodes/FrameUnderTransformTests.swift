// Why this file exists: setting `frame` on a transformed node follows UIKit's practice (the bounds take the
// frame's size divided by the scale, the centre stays under the frame's centre) where a frame says what
// the bounds are, and is refused with a diagnostic where it does not (a rotation that is not a quarter
// turn, a squashed node, a non-finite frame). These tests place scaled and rotated nodes both by frame
// and by centre and bounds, and check that hit-testing and conversion agree between the two.

import Grasp
import Testing

@Suite("Frame under a transform")
struct FrameUnderTransformTests {
    /// A root with one child under `transform`, placed either by `frame` or by `center` and `bounds`.
    static func tree(_ transform: AffineTransform, byFrame frame: Rect?, center: Point, size: Size) -> (Node, Node) {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let child = Node(name: "child")
        child.transform = transform
        if let frame {
            child.frame = frame
        } else {
            child.center = center
            child.bounds = Rect(origin: .zero, size: size)
        }
        root.addChild(child)
        return (root, child)
    }

    static func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
    static func close(_ a: Rect, _ b: Rect) -> Bool {
        close(a.origin, b.origin) && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    /// Probe points of the window, a grid over the child's neighbourhood.
    static let probes: [Point] = stride(from: 0.0, through: 400, by: 17).flatMap { x in
        stride(from: 0.0, through: 400, by: 19).map { y in Point(x: x, y: y) }
    }

    /// Whether the two trees answer every probe the same: which node is hit, and the point in the child.
    static func agree(_ a: (Node, Node), _ b: (Node, Node)) -> Bool {
        probes.allSatisfy { p in
            let hitA = a.0.hitTest(p)?.name, hitB = b.0.hitTest(p)?.name
            let inA = a.1.convert(p, from: nil), inB = b.1.convert(p, from: nil)
            let backA = a.1.convert(inA, to: a.0), backB = b.1.convert(inB, to: b.0)
            return hitA == hitB && close(inA, inB) && close(backA, p) && close(backB, p)
        }
    }

    @Test("a scaled node given a frame: bounds are the frame ÷ the scale, the centre the frame's; it reads back", arguments: [
        AffineTransform(scaleX: 2, y: 2), AffineTransform(scaleX: 0.5, y: 3), AffineTransform(scaleX: -1, y: 1),
        AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 30, y: -10)),
    ])
    func scaled(transform: AffineTransform) {
        let frame = Rect(x: 100, y: 120, width: 200, height: 90)
        let byFrame = Self.tree(transform, byFrame: frame, center: .zero, size: .zero)
        #expect(Self.close(byFrame.1.frame, frame))
        #expect(abs(byFrame.1.bounds.width - 200 / abs(transform.a)) < 1e-9)
        #expect(abs(byFrame.1.bounds.height - 90 / abs(transform.d)) < 1e-9)
        #expect(byFrame.1.geometryDiagnostics.isEmpty)
        let byCenter = Self.tree(
            transform, byFrame: nil, center: Point(x: 200 - transform.tx, y: 165 - transform.ty),
            size: Size(width: 200 / abs(transform.a), height: 90 / abs(transform.d)))
        #expect(Self.agree(byFrame, byCenter))
        // The frame's corners are inside the child, just outside them is the root.
        #expect(byFrame.0.hitTest(Point(x: 101, y: 121))?.name == "child")
        #expect(byFrame.0.hitTest(Point(x: 299, y: 209))?.name == "child")
        #expect(byFrame.0.hitTest(Point(x: 99, y: 121))?.name == "root")
        #expect(byFrame.0.hitTest(Point(x: 299, y: 211))?.name == "root")
    }

    @Test("a quarter turn swaps the frame's sides into the bounds; a point converts through the turn")
    func quarterTurn() {
        let turn = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)   // 90° clockwise
        let frame = Rect(x: 100, y: 100, width: 60, height: 200)
        let byFrame = Self.tree(turn, byFrame: frame, center: .zero, size: .zero)
        #expect(byFrame.1.bounds.size == Size(width: 200, height: 60))
        #expect(Self.close(byFrame.1.frame, frame))
        let byCenter = Self.tree(turn, byFrame: nil, center: Point(x: 130, y: 200), size: Size(width: 200, height: 60))
        #expect(Self.agree(byFrame, byCenter))
        // The bounds' top-left corner, turned clockwise about the centre, lands at the frame's top-right.
        #expect(Self.close(byFrame.1.convert(Point(x: 0, y: 0), to: nil), Point(x: 160, y: 100)))
        #expect(Self.close(byFrame.1.convert(Point(x: 160, y: 100), from: nil), Point(x: 0, y: 0)))
    }

    @Test("a rotated node refuses a frame, keeps its geometry and says why; placed before the turn, it agrees", arguments: [0.3, -1.0, 2.5])
    func rotated(angle: Double) {
        let turn = AffineTransform(rotationAngle: angle)
        let (_, child) = Self.tree(turn, byFrame: nil, center: Point(x: 200, y: 200), size: Size(width: 120, height: 40))
        let before = (child.bounds, child.center, child.frame)
        child.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        #expect(child.bounds == before.0 && child.center == before.1 && child.frame == before.2)
        #expect(child.geometryDiagnostics == [
            NodeDiagnostic(kind: .frameUnderRotation, frame: Rect(x: 0, y: 0, width: 50, height: 50), transform: turn),
        ])
        #expect(child.geometryDiagnostics[0].description.contains("frameUnderRotation"))

        // Placed UIKit's way: the frame under the identity, then the turn. Same answers as centre and bounds.
        let placedFirst = Self.tree(.identity, byFrame: Rect(x: 140, y: 180, width: 120, height: 40), center: .zero, size: .zero)
        placedFirst.1.transform = turn
        let byCenter = Self.tree(turn, byFrame: nil, center: Point(x: 200, y: 200), size: Size(width: 120, height: 40))
        #expect(Self.agree(placedFirst, byCenter))
        // And the turn is really there: the end of the long axis is where the rotation puts it.
        let end = byCenter.1.convert(Point(x: 120, y: 20), to: nil)
        #expect(Self.close(end, Point(x: 200 + 60 * cos(angle), y: 200 + 60 * sin(angle))))
        #expect(byCenter.0.hitTest(end - Point(x: cos(angle), y: sin(angle)))?.name == "child")
    }

    @Test("a squashed node or a non-finite frame: refused, geometry kept, one diagnostic each")
    func refused() {
        let child = Node(name: "child", frame: Rect(x: 10, y: 10, width: 100, height: 100))
        child.transform = AffineTransform(scaleX: 0, y: 1)
        child.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        child.transform = .identity
        child.frame = Rect(x: .nan, y: 0, width: 10, height: 10)
        child.frame = Rect(x: 0, y: 0, width: .infinity, height: 10)
        #expect(child.frame == Rect(x: 10, y: 10, width: 100, height: 100))
        #expect(child.geometryDiagnostics.map { $0.kind } == [.frameUnderSingularTransform, .nonFiniteFrame, .nonFiniteFrame])
        // A scale so small that the bounds would be infinite is squashed too.
        child.transform = AffineTransform(scaleX: 1e-300, y: 1)
        child.frame = Rect(x: 0, y: 0, width: 1e300, height: 10)
        #expect(child.geometryDiagnostics.last?.kind == .frameUnderSingularTransform)
        #expect(child.bounds.size == Size(width: 100, height: 100))
        // The list keeps the last 16.
        for _ in 0..<20 { child.frame = Rect(x: .nan, y: 0, width: 1, height: 1) }
        #expect(child.geometryDiagnostics.count == 16)
    }

    @Test("under the identity, a frame is the bounds' size and the centre, as before")
    func identity() {
        let child = Node(name: "child")
        child.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(child.bounds == Rect(x: 0, y: 0, width: 30, height: 40) && child.center == Point(x: 25, y: 40))
        #expect(child.geometryDiagnostics.isEmpty)
    }
}

private func cos(_ x: Double) -> Double { AffineTransform(rotationAngle: x).a }
private func sin(_ x: Double) -> Double { AffineTransform(rotationAngle: x).b }
