// Why this file exists: the axis-locked pan's specification: the decision at the first sample past
// the slop by the larger displacement, the failure of the other axis at that same sample, and the
// hand-over to an ancestor's pan on the other axis with no frame lost (a carousel in a list).

import Grasp
import Testing

@Suite("Axis-locked pan")
struct AxisLockedPanGestureRecognizerTests {
    @Test func horizontalBeginsAndVerticalFailsAtTheSameSample() {
        let h = AxisLockedPanGestureRecognizer(axis: .horizontal, name: "h")
        let v = AxisLockedPanGestureRecognizer(axis: .vertical, name: "v")
        let d = GestureTestHost.scenario(h, v)
        d.down(1, 100, 100, at: 0)
        d.move(1, 106, 103, at: 0.008)  // 6.7 pt: undecided
        #expect(d.reportedStates(of: h).isEmpty && d.reportedStates(of: v).isEmpty)
        d.move(1, 110, 105, at: 0.016)  // 11.2 pt: x wins
        #expect(d.reportedStates(of: h) == ["began"])
        #expect(d.reportedStates(of: v) == ["failed"])
        #expect(d.time(of: h, .began) == 0.016 && d.time(of: v, .failed) == 0.016)
    }

    @Test func theLockedPanFailsWhenTheOtherAxisWins() {
        let h = AxisLockedPanGestureRecognizer(axis: .horizontal, name: "h")
        let d = GestureTestHost.scenario(h)
        d.down(1, 100, 100, at: 0)
        d.move(1, 104, 111, at: 0.016)
        #expect(d.reportedStates(of: h) == ["failed"])
    }

    @Test func equalDisplacementsGoToTheHorizontalAxis() {
        let h = AxisLockedPanGestureRecognizer(axis: .horizontal, name: "h")
        let v = AxisLockedPanGestureRecognizer(axis: .vertical, name: "v")
        let d = GestureTestHost.scenario(v, h)
        d.down(1, 100, 100, at: 0)
        d.move(1, 110, 110, at: 0.016)
        #expect(d.reportedStates(of: h) == ["began"])
        #expect(d.reportedStates(of: v) == ["failed"])
    }

    @Test func theDecisionIsFinalAfterItBegan() {
        let h = AxisLockedPanGestureRecognizer(axis: .horizontal, name: "h")
        var last: Point?
        var axial: Double?
        h.addHandler { last = $0.translation(in: nil); axial = $0.axialTranslation(in: nil) }
        let d = GestureTestHost.scenario(h)
        d.down(1, 100, 100, at: 0)
        d.move(1, 115, 100, at: 0.016)
        d.move(1, 115, 200, at: 0.1)  // now mostly vertical: it keeps going
        d.up(1, 115, 200, at: 0.2)
        #expect(d.summary(of: h) == ["began", "changed", "ended"])
        #expect(last == Point(x: 15, y: 100))
        #expect(axial == 15)
    }

    @Test func aZeroSlopDecidesAtTheFirstMovementNotAtTouchDown() {
        let v = AxisLockedPanGestureRecognizer(axis: .vertical, name: "v")
        v.slop = 0
        let d = GestureTestHost.scenario(v)
        d.down(1, 100, 100, at: 0)
        #expect(d.reportedStates(of: v).isEmpty)
        d.move(1, 100, 101, at: 0.008)
        #expect(d.reportedStates(of: v) == ["began"])
    }

    @Test func axialVelocityIsTheComponentAlongTheAxis() {
        let v = AxisLockedPanGestureRecognizer(axis: .vertical, name: "v")
        var speed: Double?
        v.addHandler { if $0.state == .ended { speed = $0.axialVelocity(in: nil) } }
        let d = GestureTestHost.scenario(v)
        d.drag(1, from: Point(x: 100, y: 500), to: Point(x: 110, y: 260), at: 0, duration: 0.4, steps: 48)
        #expect(abs(speed! + 600) < 30)
    }

    @Test func panAxisMeasuresVectors() {
        #expect(PanAxis.horizontal.perpendicular == .vertical)
        #expect(PanAxis.vertical.component(of: Point(x: 3, y: -4)) == -4)
        #expect(PanAxis.dominant(in: .zero) == nil)
        #expect(PanAxis.dominant(in: Point(x: 3, y: -4)) == .vertical)
        #expect(PanAxis.dominant(in: Point(x: -4, y: 4)) == .horizontal)
    }

    // MARK: Carousel in a list

    /// A vertical list (the root) holding a horizontal carousel (a child node).
    private func carouselInList(listLocked: Bool) -> (GestureTestHost, carousel: PanGestureRecognizer, list: PanGestureRecognizer) {
        let list: PanGestureRecognizer = listLocked ? AxisLockedPanGestureRecognizer(axis: .vertical, name: "list") : PanGestureRecognizer(name: "list")
        let carousel = AxisLockedPanGestureRecognizer(axis: .horizontal, name: "carousel")
        let d = GestureTestHost.scenario(list)
        let strip = Node(name: "strip", frame: Rect(x: 0, y: 200, width: 400, height: 200))
        d.rootNode.addChild(strip)
        strip.addGestureRecognizer(carousel)
        return (d, carousel, list)
    }

    @Test(arguments: [false, true])
    func aVerticalDragInTheCarouselGoesToTheListAtTheDecidingSample(listLocked: Bool) {
        let (d, carousel, list) = carouselInList(listLocked: listLocked)
        var firstListTranslation: Point?
        list.addHandler { if $0.state == .began { firstListTranslation = $0.translation(in: nil) } }
        d.down(1, 200, 300, at: 0)
        d.move(1, 201, 294, at: 0.008)
        d.move(1, 203, 287, at: 0.016)  // 13.3 pt, mostly up
        #expect(d.reportedStates(of: carousel) == ["failed"])
        #expect(d.reportedStates(of: list) == ["began"])
        #expect(d.time(of: list, .began) == 0.016)
        // Nothing was lost: the list's translation covers the whole movement since touch-down.
        #expect(firstListTranslation == Point(x: 3, y: -13))
        d.move(1, 203, 250, at: 0.1)
        d.up(1, 203, 250, at: 0.1)
        #expect(d.summary(of: list) == ["began", "changed", "ended"])
    }

    @Test(arguments: [false, true])
    func aHorizontalDragInTheCarouselStaysInTheCarousel(listLocked: Bool) {
        let (d, carousel, list) = carouselInList(listLocked: listLocked)
        d.down(1, 200, 300, at: 0)
        d.move(1, 188, 302, at: 0.016)
        #expect(d.reportedStates(of: carousel) == ["began"])
        #expect(d.reportedStates(of: list) == ["failed"])
    }
}
