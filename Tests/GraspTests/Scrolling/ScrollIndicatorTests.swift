// Why this file exists: the scroll indicators' contract, as numbers a host draws: the bar's length from
// the visible fraction (with its minimum), its shrinking while the content rubber-bands, its opacity at
// given engine times after scrolling stops or a flash (the same at 60, 120 and 240 Hz), the insets, and
// the switches that hide it.

@testable import Grasp
@testable import GraspCore
import Testing

@Suite("Scroll indicators")
struct ScrollIndicatorTests {
    static let rates: [Double] = [60, 120, 240]
    static let edge = ScrollIndicator.edgeInset, thickness = ScrollIndicator.thickness

    /// Drags the list's content by `distance` (up when positive) from touch-down at `start`, one sample per
    /// frame at `rate`, holds still for 0.1 s so the lift has no velocity, lifts, and returns the lift time.
    @discardableResult
    func drag(_ f: ListFixture, by distance: Double, rate: Double, start: Double = 0, frames: Int = 12) -> Double {
        let step = 1 / rate
        f.send(start, 1, .began, 200, 400)
        for i in 1...frames {
            let t = start + Double(i) * step
            f.send(t, 1, .moved, 200, 400 - distance * Double(i) / Double(frames))
            f.engine.tick(t)
        }
        var t = start + Double(frames) * step
        for _ in 0..<Int((0.1 * rate).rounded()) {
            t += step
            f.send(t, 1, .moved, 200, 400 - distance)
            f.engine.tick(t)
        }
        t += step
        f.send(t, 1, .ended, 200, 400 - distance)
        return t
    }

    @Test func theLengthFollowsTheVisibleFractionAndThePositionTheOffset() throws {
        let f = ListFixture()  // 800 pt of a 10,000 pt list: 8 % visible
        let track = 800 - 2 * Self.edge
        let length = track * 800 / 10_000
        let top = try #require(f.list.scrollIndicator(along: .vertical))
        #expect(top.axis == .vertical)
        #expect(top.frame == Rect(x: 400 - Self.edge - Self.thickness, y: Self.edge, width: Self.thickness, height: length))
        #expect(f.list.scrollIndicator(along: .horizontal) == nil)  // the content fits the width
        for (offset, progress) in [(4600.0, 0.5), (9200, 1.0), (2300, 0.25)] {
            f.list.contentOffset = Point(x: 0, y: offset)
            let bar = try #require(f.list.scrollIndicator(along: .vertical))
            // In the scroll view's bounds space: it moves with the offset, so on screen it is at offset-free y.
            #expect(abs(bar.frame.minY - (offset + Self.edge + progress * (track - length))) < 1e-9)
            #expect(abs(bar.frame.height - length) < 1e-9)
        }
        // A longer list: a shorter bar, in proportion.
        f.list.contentSize = Size(width: 400, height: 12_000)
        #expect(abs(try #require(f.list.scrollIndicator(along: .vertical)).frame.height - length * 10 / 12) < 1e-9)
        // Content insets count as content.
        f.list.contentInset = EdgeInsets(top: 0, left: 0, bottom: 4000, right: 0)
        #expect(abs(try #require(f.list.scrollIndicator(along: .vertical)).frame.height - length * 10 / 16) < 1e-9)
    }

    @Test func aVeryLongListKeepsTheMinimumLength() throws {
        let f = ListFixture()
        f.list.contentSize = Size(width: 400, height: 1_000_000)
        #expect(try #require(f.list.scrollIndicator(along: .vertical)).frame.height == ScrollIndicator.minimumLength)
        f.list.contentOffset = f.list.maximumContentOffset  // still inside the track at the bottom
        let bar = try #require(f.list.scrollIndicator(along: .vertical))
        #expect(abs(bar.frame.maxY - (f.list.bounds.maxY - Self.edge)) < 1e-6)
    }

    @Test func itShrinksWhileTheContentRubberBandsAtEveryRate() throws {
        for rate in Self.rates {
            let f = ListFixture()
            let length = (800 - 2 * Self.edge) * 0.08
            f.send(0, 1, .began, 200, 200)
            var t = 0.0, shrunk: [Double] = []
            for i in 1...Int(rate / 4) {  // down 400 pt past the top over 0.25 s
                t = Double(i) / rate
                f.send(t, 1, .moved, 200, 200 + 400 * t * 4)
                f.engine.tick(t)
                let bar = try #require(f.list.scrollIndicator(along: .vertical))
                let past = -f.list.contentOffset.y
                #expect(bar.alpha == (f.list.isDragging ? 1 : 0), "shown once the drag began, at \(rate) Hz")
                #expect(abs(bar.frame.minY - (f.list.bounds.minY + Self.edge)) < 1e-9, "pinned to the top at \(rate) Hz")
                #expect(abs(bar.frame.height - max(length - past, ScrollIndicator.minimumRubberBandedLength)) < 1e-9, "at \(rate) Hz")
                shrunk.append(bar.frame.height)
            }
            #expect(shrunk.first! > shrunk.last!)
            #expect(shrunk.last! < length, "at \(rate) Hz")
            // Pulled far: never below the rubber-banded minimum.
            f.send(t + 0.01, 1, .moved, 200, 3000)
            #expect(try #require(f.list.scrollIndicator(along: .vertical)).frame.height == ScrollIndicator.minimumRubberBandedLength)
            // Past the bottom: pinned to the bottom end of the track.
            f.list.contentOffset = Point(x: 0, y: 9200 + 30)
            let bottom = try #require(f.list.scrollIndicator(along: .vertical))
            #expect(abs(bottom.frame.maxY - (f.list.bounds.maxY - Self.edge)) < 1e-9)
            #expect(abs(bottom.frame.height - (length - 30)) < 1e-9)
        }
    }

    @Test func theIndicatorFadesAMomentAfterADragStopsAtEveryRate() throws {
        for rate in Self.rates {
            let f = ListFixture()
            #expect(try #require(f.list.scrollIndicator(along: .vertical)).alpha == 0, "never scrolled")
            let lift = drag(f, by: 300, rate: rate)
            #expect(!f.list.isScrollingForIndicators && !f.list.isDecelerating, "a held lift does not glide at \(rate) Hz")
            // The engine's time, driven by ticks, sets the opacity.
            var seen: [(Double, Double)] = []
            for k in 1...Int(rate) {
                let t = lift + Double(k) / rate
                f.engine.tick(t)
                seen.append((t - lift, try #require(f.list.scrollIndicator(along: .vertical)).alpha))
            }
            for (elapsed, alpha) in seen {
                if elapsed <= 0.5 - 1e-9 { #expect(alpha == 1, "at \(elapsed) s, \(rate) Hz") }
                if elapsed >= 0.8 + 1e-9 { #expect(alpha == 0, "at \(elapsed) s, \(rate) Hz") }
                if abs(elapsed - 0.65) < 1e-9 { #expect(abs(alpha - 0.5) < 1e-6, "half way through the fade at \(rate) Hz") }
            }
            #expect(seen.contains { abs($0.0 - 0.65) < 1e-9 }, "a tick at 0.65 s at \(rate) Hz")
            // Opacity at given times, without ticks.
            #expect(f.list.scrollIndicator(along: .vertical, at: lift + 0.5)?.alpha == 1)
            #expect(abs(f.list.scrollIndicator(along: .vertical, at: lift + 0.575)!.alpha - 0.75) < 1e-9)
            #expect(f.list.scrollIndicator(along: .vertical, at: lift + 0.8)?.alpha == 0)
        }
    }

    @Test func itStaysWhileTheContentGlidesAndFadesAfterTheGlideAtEveryRate() throws {
        for rate in Self.rates {
            let f = ListFixture()
            f.replay(rate: rate, tail: 0) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.15) }
            #expect(f.list.isDecelerating, "at \(rate) Hz")
            var t = f.engine.currentTime, stop: Double?
            while stop == nil, t < 10 {
                #expect(try #require(f.list.scrollIndicator(along: .vertical)).alpha == 1, "gliding at \(rate) Hz")
                t += 1 / rate
                f.engine.tick(t)
                if !f.list.isDecelerating { stop = t }
            }
            let end = try #require(stop)
            // The stop is the tick that found the glide at rest.
            #expect(f.list.scrollIndicator(along: .vertical, at: end + 0.5 - 1e-9)?.alpha == 1, "at \(rate) Hz")
            #expect(abs(f.list.scrollIndicator(along: .vertical, at: end + 0.65)!.alpha - 0.5) < 1e-9, "at \(rate) Hz")
            #expect(f.list.scrollIndicator(along: .vertical, at: end + 0.8 + 1e-9)?.alpha == 0, "at \(rate) Hz")
            // An animated scroll shows them too.
            f.engine.tick(end + 2)
            f.list.setContentOffset(Point(x: 0, y: 0), animated: true)
            f.engine.tick(end + 2.1)
            #expect(f.list.scrollIndicator(along: .vertical)?.alpha == 1)
            // Setting the offset at once does not.
            f.engine.tick(end + 2.5)  // the animation ends (0.3 s)
            f.engine.tick(end + 5)
            f.list.contentOffset = Point(x: 0, y: 500)
            #expect(f.list.scrollIndicator(along: .vertical)?.alpha == 0)
        }
    }

    @Test func flashShowsThemBrieflyAtEveryRate() throws {
        for rate in Self.rates {
            let f = ListFixture()
            f.engine.tick(1)
            #expect(f.list.scrollIndicator(along: .vertical)?.alpha == 0)
            f.list.flashScrollIndicators()
            var alphas: [Double: Double] = [:]
            for k in 0...Int(rate) {
                let t = 1 + Double(k) / rate
                f.engine.tick(t)
                alphas[Double(k) / rate] = f.list.scrollIndicator(along: .vertical)!.alpha
            }
            #expect(alphas[0] == 1 && alphas[0.5] == 1, "at \(rate) Hz")
            #expect(alphas.filter { $0.key > 0.8 + 1e-9 }.allSatisfy { $0.value == 0 }, "at \(rate) Hz")
            #expect(alphas.filter { $0.key > 0.5 + 1e-9 && $0.key < 0.8 - 1e-9 }.allSatisfy { $0.value > 0 && $0.value < 1 }, "at \(rate) Hz")
            // A flash does not show an indicator that is off, or one whose axis does not scroll.
            f.list.showsVerticalScrollIndicator = false
            f.list.flashScrollIndicators()
            #expect(f.list.scrollIndicators().isEmpty)
        }
    }

    @Test func insetsMoveAndShortenTheTracks() throws {
        let f = ListFixture()
        f.list.contentSize = Size(width: 4000, height: 10_000)  // both ways: room left at the corner
        let vertical = try #require(f.list.scrollIndicator(along: .vertical))
        let horizontal = try #require(f.list.scrollIndicator(along: .horizontal))
        let corner = Self.thickness + Self.edge
        #expect(vertical.frame.minY == Self.edge)
        #expect(abs(vertical.frame.height - (800 - 2 * Self.edge - corner) * 0.08) < 1e-9)
        #expect(horizontal.frame == Rect(x: Self.edge, y: 800 - Self.edge - Self.thickness, width: (400 - 2 * Self.edge - corner) * 0.1 > ScrollIndicator.minimumLength ? (400 - 2 * Self.edge - corner) * 0.1 : ScrollIndicator.minimumLength, height: Self.thickness))
        f.list.verticalScrollIndicatorInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 5)
        f.list.horizontalScrollIndicatorInsets = EdgeInsets(top: 0, left: 10, bottom: 34, right: 20)
        let v = try #require(f.list.scrollIndicator(along: .vertical))
        #expect(v.frame.minX == 400 - 5 - Self.edge - Self.thickness)
        #expect(v.frame.minY == 44 + Self.edge)
        #expect(abs(v.frame.height - (800 - 44 - 34 - 2 * Self.edge - corner) * 0.08) < 1e-9)
        let h = try #require(f.list.scrollIndicator(along: .horizontal))
        #expect(h.frame.minY == 800 - 34 - Self.edge - Self.thickness)
        #expect(h.frame.minX == 10 + Self.edge)
        // At the far end, the bar ends at the track's end, before the right inset and the corner.
        f.list.contentOffset = f.list.maximumContentOffset
        let end = try #require(f.list.scrollIndicator(along: .horizontal))
        #expect(abs(end.frame.maxX - (f.list.bounds.maxX - 20 - Self.edge - corner)) < 1e-9)
    }

    @Test func theSwitchesHideThem() throws {
        let f = ListFixture()
        f.list.contentSize = Size(width: 4000, height: 10_000)
        #expect(f.list.scrollIndicators().map { $0.axis } == [.vertical, .horizontal])
        f.list.showsVerticalScrollIndicator = false
        #expect(f.list.scrollIndicators().map { $0.axis } == [.horizontal])
        // Alone, the horizontal track runs into the corner.
        #expect(f.list.scrollIndicator(along: .horizontal)!.frame.minX == Self.edge)
        f.list.showsHorizontalScrollIndicator = false
        #expect(f.list.scrollIndicators().isEmpty)
        drag(f, by: 200, rate: 120)
        #expect(f.list.scrollIndicators().isEmpty, "hidden while dragging too")
        f.list.showsVerticalScrollIndicator = true
        #expect(f.list.scrollIndicator(along: .vertical)?.alpha == 1, "the opacity does not depend on the switch")
    }

    @Test func badInsetsAreRefusedWithADiagnosticAndTheOldOnesKept() {
        let f = ListFixture()
        let good = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        f.list.verticalScrollIndicatorInsets = good
        f.list.verticalScrollIndicatorInsets = EdgeInsets(top: .nan, left: 0, bottom: .infinity, right: 0)
        f.list.horizontalScrollIndicatorInsets = EdgeInsets(top: 0, left: -.infinity, bottom: 0, right: 0)
        #expect(f.list.verticalScrollIndicatorInsets == good)
        #expect(f.list.horizontalScrollIndicatorInsets == .zero)
        #expect(f.list.diagnostics.map { $0.property } == [
            "verticalScrollIndicatorInsets.top", "verticalScrollIndicatorInsets.bottom", "horizontalScrollIndicatorInsets.left"])
    }

    @Test func aZoomShowsThemAndTheyFadeAfterItAtEveryRate() throws {
        final class Zoomer: ScrollViewDelegate {
            let photo = Node(name: "photo", frame: Rect(x: 0, y: 0, width: 400, height: 800))
            func viewForZooming(in scrollView: ScrollView) -> Node? { photo }
        }
        for rate in Self.rates {
            let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
            let engine = GestureEngine(rootNode: root)
            let zoom = ScrollView(name: "zoom", frame: Rect(x: 0, y: 0, width: 400, height: 800))
            let zoomer = Zoomer()
            zoom.addChild(zoomer.photo)
            zoom.contentSize = Size(width: 400, height: 800)
            zoom.delegate = zoomer
            zoom.maximumZoomScale = 4
            root.addChild(zoom)
            #expect(zoom.scrollIndicators().isEmpty, "nothing to scroll at scale 1")
            engine.tick(1)
            zoom.setZoomScale(2, animated: true)
            var t = 1.0, end: Double?
            while end == nil, t < 5 {
                t += 1 / rate
                engine.tick(t)
                if zoom.isMovingOnItsOwn {
                    #expect(zoom.scrollIndicators().count == 2 && zoom.scrollIndicators().allSatisfy { $0.alpha == 1 }, "zooming at \(rate) Hz")
                } else {
                    end = t
                }
            }
            let stop = try #require(end)
            #expect(zoom.zoomScale == 2)
            // Twice as large: half of each axis visible.
            let vertical = try #require(zoom.scrollIndicator(along: .vertical, at: stop))
            #expect(abs(vertical.frame.height - (800 - 2 * Self.edge - Self.thickness - Self.edge) / 2) < 1e-9)
            #expect(abs(zoom.scrollIndicator(along: .vertical, at: stop + 0.65)!.alpha - 0.5) < 1e-9, "at \(rate) Hz")
            #expect(zoom.scrollIndicator(along: .horizontal, at: stop + 0.8 + 1e-9)?.alpha == 0, "at \(rate) Hz")
            zoom.delegate = nil
        }
    }

    @Test func theFadeFigures() {
        #expect(ScrollIndicator.alpha(secondsAfterStop: -1) == 1)
        #expect(ScrollIndicator.alpha(secondsAfterStop: 0.5) == 1)
        #expect(abs(ScrollIndicator.alpha(secondsAfterStop: 0.65) - 0.5) < 1e-12)
        #expect(ScrollIndicator.alpha(secondsAfterStop: 0.8) == 0)
        #expect(ScrollIndicator.alpha(secondsAfterStop: .infinity) == 0)
        #expect(ScrollIndicator.alpha(secondsAfterStop: .nan) == 0)
    }
}
