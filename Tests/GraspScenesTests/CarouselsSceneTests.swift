// Why this file exists: the `carousels` scene's contract at 60, 120 and 240 Hz: a flick on a carousel
// pages it exactly one page (however fast) while the list stays, a vertical drag that starts on a
// carousel scrolls the list and leaves the carousel, each decided on one sample.

import Grasp
import GraspScenes
import GraspTesting
import GraspTrace
import Testing

@Suite("Carousels scene")
struct CarouselsSceneTests {
    let viewport = Size(width: 1000, height: 700)
    /// A point on the first carousel (content y 72 … 272).
    let onCarousel0 = Point(x: 700, y: 170)

    @Test func layout() throws {
        let scene = CarouselsScene(viewport: viewport)
        #expect(scene.carousels.count == 8)
        #expect(scene.recognizers.map(\.name) == ["list"] + (0..<8).map { "carousel\($0)" })
        let first = try #require(scene.carousels.first)
        #expect(first.frame == Rect(x: 0, y: 72, width: 1000, height: 200))
        #expect(first.isPagingEnabled && first.contentSize == Size(width: 5000, height: 200))
        #expect(scene.list.contentSize.height == 8 * 272 + 32)
        // On screen at 700 pt: carousels 0, 1 and part of 2, each with its first card.
        let names = scene.reportedFrames().map(\.name)
        #expect(names == ["list", "list-content", "carousel0", "carousel0-content", "carousel0-page0",
                          "carousel1", "carousel1-content", "carousel1-page0",
                          "carousel2", "carousel2-content", "carousel2-page0"])
        #expect(scene.reportedFrames().first { $0.name == "carousel0-page0" }?.frame == Rect(x: 16, y: 72, width: 968, height: 200))
        #expect(scene.values(of: first.panGestureRecognizer)["page"] == .number(0))
        #expect(scene.values(of: first.panGestureRecognizer)["contentOffset"] == .point(.zero))
    }

    @Test(arguments: scrollingRates)
    func aFlickPagesOnePageAndTheListStays(rate: Double) throws {
        let run = SceneTestHost(CarouselsScene(viewport: viewport), rate: rate)
        // A quick 150 pt flick to the left …
        run.replay(tail: 4) { $0.drag(from: onCarousel0, to: onCarousel0 + Point(x: -150, y: 8), duration: 0.08) }
        let scene = run.scene
        #expect(run.summary(of: "carousel0") == ["began", "changed", "ended"], "at \(rate) Hz")
        #expect(run.summary(of: "list") == ["failed"])
        #expect(run.first("list", .failed)?.time == run.first("carousel0", .began)?.time)
        #expect(scene.carousels[0].contentOffset == Point(x: 1000, y: 0))
        #expect(scene.page(ofCarousel: 0) == 1)
        #expect(scene.list.contentOffset == .zero)
        #expect(run.stops.count == 1)
        #expect(run.frame("carousel0-page1") == Rect(x: 16, y: 72, width: 968, height: 200))
        // … and a very fast long one from there still goes one page only.
        run.replay(startingAt: 5, tail: 4) { $0.drag(from: onCarousel0, to: onCarousel0 + Point(x: -600, y: 0), duration: 0.1) }
        #expect(scene.page(ofCarousel: 0) == 2, "at \(rate) Hz")
        #expect(scene.carousels[0].contentOffset == Point(x: 2000, y: 0))
        #expect(scene.list.contentOffset == .zero)
        #expect(scene.carousels[1].contentOffset == .zero)
        #expect(run.stops.count == 2)
        // A flick the other way goes back one page.
        run.replay(startingAt: 10, tail: 4) { $0.drag(from: onCarousel0 - Point(x: 300, y: 0), to: onCarousel0 - Point(x: 100, y: 0), duration: 0.08) }
        #expect(scene.page(ofCarousel: 0) == 1)
    }

    @Test(arguments: scrollingRates)
    func aVerticalDragOnACarouselScrollsTheList(rate: Double) throws {
        let run = SceneTestHost(CarouselsScene(viewport: viewport), rate: rate)
        run.replay(tail: 4) { $0.drag(from: onCarousel0 + Point(x: 0, y: 250), to: onCarousel0 + Point(x: 15, y: -50), duration: 0.3, holdBeforeLift: 0.1) }
        // The touch landed on carousel1 (content y 344 … 544).
        #expect(run.summary(of: "carousel1") == ["failed"], "at \(rate) Hz")
        #expect(run.summary(of: "list") == ["began", "changed", "ended"])
        #expect(run.first("carousel1", .failed)?.time == run.first("list", .began)?.time)
        #expect(run.scene.list.contentOffset == Point(x: 0, y: 300))
        #expect(run.scene.carousels.allSatisfy { $0.contentOffset == .zero })
        #expect(abs((run.frame("carousel1")?.minY ?? 0) - (344 - 300)) < 1e-9)
    }

    @Test func aTouchOnTheGlidingListStopsItAndTheCarouselUnderItDoesNotPage() throws {
        let run = SceneTestHost(CarouselsScene(viewport: viewport), rate: 120)
        run.replay(tail: 3) { s in
            s.drag(from: Point(x: 500, y: 650), to: Point(x: 500, y: 450), duration: 0.1)
            s.drag(from: Point(x: 700, y: 350), to: Point(x: 400, y: 350), duration: 0.1, after: 0.1)
        }
        let began = run.entries.filter { $0.recognizer == "list" && $0.reported == "began" }
        #expect(began.count == 2)
        #expect(run.scene.carousels.allSatisfy { $0.contentOffset == .zero })
        #expect(run.stops.first == began.last?.time)
        #expect(!run.scene.list.isDecelerating)
    }
}
