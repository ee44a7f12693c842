import Testing
import GraspGeometry

@Suite("Geometry")
struct GeometryTests {
    @Test("Point arithmetic and length")
    func points() {
        let p = Point(x: 3, y: 4)
        #expect(p.magnitude == 5)
        #expect(p + Point(x: 1, y: 1) == Point(x: 4, y: 5))
        #expect(p * 2 == Point(x: 6, y: 8))
        #expect(-p == Point(x: -3, y: -4))
        #expect(!Point(x: .nan, y: 0).isFinite)
    }

    @Test("A rect contains its top-left edge but not its bottom-right edge")
    func rectContains() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(r.center == Point(x: 5, y: 5))
        #expect(Rect.bounding([Point(x: 3, y: 9), Point(x: -1, y: 2)]) == Rect(x: -1, y: 2, width: 4, height: 7))
    }

    @Test("A transform and its inverse cancel out; a singular transform has no inverse")
    func inverse() throws {
        let t = AffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 3).translatedBy(x: 5, y: -4)
        let inv = try #require(t.inverted())
        let p = Point(x: 12, y: -7)
        let back = inv.apply(to: t.apply(to: p))
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test("Positive rotation turns clockwise on screen (y down)")
    func clockwise() {
        let r = AffineTransform(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0))
        #expect(abs(r.x) < 1e-12 && abs(r.y - 1) < 1e-12)
    }
}
