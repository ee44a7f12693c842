// Why this file exists: the scrollbar's contract on a pointer device, as input in and offsets out at 60,
// 120 and 240 Hz: hovering the strip widens the thumb, dragging the thumb moves the content in proportion
// (and catches a glide), a press in the track pages toward the press and repeats while held (timers fired
// by ticks) until the thumb reaches it or the content its end, and touches never hit the indicator.

@testable import Grasp
import Testing

@Suite("Scrollbar")
struct ScrollbarTests {
    static let rates: [Double] = [60, 120, 240]

    func fixture() -> ListFixture {
        let f = ListFixture()
        f.list.allowsIndicatorInteraction = true
        return f
    }

    func mouse(_ f: ListFixture, _ t: Double, _ phase: TouchPhase, _ x: Double, _ y: Double, kind: TouchKind = .mouse) {
        f.host.send([TouchSample(id: TouchID(7), phase: phase, location: Point(x: x, y: y), kind: kind)], time: t)
    }

    func ticks(_ f: ListFixture, rate: Double, from start: Double, to end: Double) {
        var i = (start * rate).rounded(.up)
        while i / rate <= end + 1e-9 {
            f.engine.tick(i / rate)
            i += 1
        }
    }

    @Test func hoveringTheStripWidensTheThumb() throws {
        let f = fixture()
        f.engine.handle(HoverEvent(timestamp: 0, pointer: TouchID(3), phase: .entered, location: Point(x: 200, y: 400), kind: .mouse))
        #expect(f.list.hoveredIndicatorAxis == nil)
        let thin = try #require(f.list.scrollIndicator(along: .vertical))
        #expect(thin.isInteractive && !thin.isExpanded && thin.frame.width == ScrollIndicator.thickness)
        f.engine.handle(HoverEvent(timestamp: 0.1, pointer: TouchID(3), phase: .moved, location: Point(x: 390, y: 400), kind: .mouse))
        #expect(f.list.hoveredIndicatorAxis == .vertical)
        let wide = try #require(f.list.scrollIndicator(along: .vertical))
        #expect(wide.isExpanded && wide.alpha == 1)
        #expect(wide.frame == Rect(x: 400 - 3 - 8, y: thin.frame.minY, width: 8, height: thin.frame.height))
        #expect(wide.trackFrame == Rect(x: 389, y: 3, width: 8, height: 794))
        f.engine.handle(HoverEvent(timestamp: 0.2, pointer: TouchID(3), phase: .moved, location: Point(x: 300, y: 400), kind: .mouse))
        #expect(f.list.hoveredIndicatorAxis == nil)
        #expect(try #require(f.list.scrollIndicator(along: .vertical)).frame.width == ScrollIndicator.thickness)
        // Without interaction: no hover, no widening.
        f.list.allowsIndicatorInteraction = false
        f.engine.handle(HoverEvent(timestamp: 0.3, pointer: TouchID(3), phase: .moved, location: Point(x: 390, y: 400), kind: .mouse))
        #expect(f.list.hoveredIndicatorAxis == nil && f.list.scrollIndicator(along: .vertical)?.isInteractive == false)
    }

    @Test func draggingTheThumbMovesTheContentInProportionAtEveryRate() throws {
        let track = 794.0, length = track * 800 / 10_000
        for rate in Self.rates {
            let f = fixture()
            mouse(f, 0, .began, 396, 20)  // on the thumb (3 … 66.5)
            #expect(f.list.indicatorGestureRecognizer?.action == .draggingThumb(.vertical))
            #expect(f.list.scrollIndicator(along: .vertical)?.isPressed == true)
            let frames = Int(0.25 * rate)
            for i in 1...frames {
                let t = Double(i) / rate
                mouse(f, t, .moved, 396, 20 + (track - length) / 2 * Double(i) / Double(frames))
                f.engine.tick(t)
            }
            #expect(abs(f.list.contentOffset.y - 4600) < 1e-6)  // halfway down the track: halfway down the content
            #expect(!f.list.isDragging)  // the pan never began
            mouse(f, 0.3, .moved, 396, 2000)  // past the end: the content stops at its end
            #expect(f.list.contentOffset.y == 9200)
            mouse(f, 0.35, .ended, 396, 2000)
            ticks(f, rate: rate, from: 0.35, to: 1)
            #expect(f.list.contentOffset.y == 9200 && !f.list.isMovingOnItsOwn)
        }
    }

    @Test func aThumbPressCatchesAGlide() throws {
        let f = fixture()
        f.send(0, 1, .began, 200, 700)
        for i in 1...6 { f.send(Double(i) / 120, 1, .moved, 200, 700 - 50 * Double(i)); f.engine.tick(Double(i) / 120) }
        f.send(0.06, 1, .ended, 200, 400)
        f.engine.tick(0.1)
        #expect(f.list.isDecelerating)
        let at = f.list.contentOffset.y
        let bar = try #require(f.list.scrollIndicator(along: .vertical)).frame
        mouse(f, 0.1, .began, 396, bar.midY - at)  // the thumb, on screen
        #expect(!f.list.isMovingOnItsOwn && f.list.contentOffset.y == at)
        mouse(f, 0.2, .moved, 396, bar.midY - at + 10)
        #expect(f.list.contentOffset.y > at)
        mouse(f, 0.3, .ended, 396, bar.midY - at + 10)
    }

    @Test func aPressInTheTrackPagesTowardItRepeatingWhileHeld() throws {
        var ends: [Double] = []
        for rate in Self.rates {
            let f = fixture()
            mouse(f, 0, .began, 396, 600)  // below the thumb
            #expect(f.list.indicatorGestureRecognizer?.action == .paging(.vertical, forward: true))
            ticks(f, rate: rate, from: 0, to: 0.24)
            #expect(abs(f.list.contentOffset.y - 760) < 1e-9)  // one page, no repeat yet
            ticks(f, rate: rate, from: 0.24 + 1 / rate, to: 2)
            // Repeated until the thumb reached the press: it covers y = 600 on screen.
            let bar = try #require(f.list.scrollIndicator(along: .vertical)).frame
            let top = bar.minY - f.list.contentOffset.y
            #expect(top <= 600 && top + bar.height >= 600)
            ends.append(f.list.contentOffset.y)
            mouse(f, 2, .ended, 396, 600)
            ticks(f, rate: rate, from: 2, to: 3)
            #expect(f.list.contentOffset.y == ends.last)
        }
        #expect(ends[0] == ends[1] && ends[1] == ends[2])
        #expect(ends[0] > 760)
    }

    @Test func aHeldPressTheThumbCannotReachStopsRepeatingAtTheContentsEnd() {
        for rate in Self.rates {
            let f = fixture()
            mouse(f, 0, .began, 396, 790)  // below the thumb
            // The list moves up under the held pointer: the press is now below the track's end, where the
            // thumb can never reach it.
            f.list.frame = Rect(x: 0, y: -200, width: 400, height: 800)
            ticks(f, rate: rate, from: 0, to: 3)
            #expect(f.list.contentOffset.y == 9200)  // paged to the end
            #expect(f.list.indicatorGestureRecognizer?.state.isInProgress == true)  // still held
            // Nothing left to page: no repeat is waiting, and a tick long after fires nothing.
            #expect(f.engine.nextDeadline == nil)
            f.engine.tick(1_000_000)
            #expect(f.list.contentOffset.y == 9200 && f.engine.nextDeadline == nil)
            mouse(f, 1_000_000, .ended, 396, 790)
        }
    }

    @Test func releasingStopsTheRepeat() {
        let f = fixture()
        mouse(f, 0, .began, 396, 790)
        f.engine.tick(0.1)
        mouse(f, 0.1, .ended, 396, 790)
        f.engine.tick(2)
        #expect(f.list.contentOffset.y == 760)  // the first page only
    }

    @Test func touchesNeverHitTheIndicator() {
        let f = fixture()
        // A finger on the strip drags the content as anywhere else (up 100 pt: the content follows).
        mouse(f, 0, .began, 396, 500, kind: .direct)
        #expect(f.list.indicatorGestureRecognizer?.action == nil)
        mouse(f, 0.05, .moved, 396, 400, kind: .direct)
        #expect(f.list.contentOffset.y == 100 && f.list.isDragging)
        mouse(f, 0.1, .ended, 396, 400, kind: .direct)
    }
}
