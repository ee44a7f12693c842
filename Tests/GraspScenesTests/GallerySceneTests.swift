// Why this file exists: the gallery scene's contract on synthesized traces and the recorded scroll,
// fling and pinch traces: tap toggles full screen; a horizontal pan pages and settles on the
// projected page; a vertical pan zooms out and dismisses past its threshold or springs back; a pinch
// dismisses below its scale; and the axis is decided at the first sample past the slop, after which
// the other axis has no effect.

import GraspTesting
import Grasp
import GraspMotion
import GraspScenes
import GraspTrace
import Testing

@Suite("Gallery scene")
struct GallerySceneTests {
    let viewport = Size(width: 1000, height: 700)
    let middle = Point(x: 500, y: 350)
    let fullView = Rect(x: 0, y: 0, width: 1000, height: 700)

    func gallery(page: Int = 0) -> GalleryScene {
        let scene = GalleryScene(viewport: viewport)
        scene.show(page: page)
        return scene
    }

    @Test func layout() {
        let scene = gallery()
        #expect(scene.reportedFrames().map(\.name) == ["pager", "pager-content"] + (0..<5).flatMap { ["zoom\($0)", "photo\($0)"] } + ["toolbar"])
        #expect(scene.reportedFrames().first { $0.name == "photo0" }?.frame == fullView)
        #expect(scene.recognizers.map(\.name) == ["tap", "doubleTap", "page", "dismiss", "pinch", "zoom"])
        #expect(scene.currentPage == 0 && !scene.isFullScreen && !scene.isDismissed)
        scene.show(page: 3)
        #expect(scene.reportedFrames().first { $0.name == "photo3" }?.frame == fullView)
        scene.show(page: 99)
        #expect(scene.currentPage == 4)
    }

    @Test func tapTogglesFullScreen() {
        let driver = SceneTestHost(gallery())
        // The single tap waits for the double tap to fail (its interval), then toggles.
        driver.load { $0.tap(at: middle) }
        driver.finish(tail: 0.5)
        #expect(driver.scene.isFullScreen && driver.scene.toolbar.isHidden)
        #expect(driver.scene.rootNode.backgroundColor == .black)
        driver.load({ $0.tap(at: middle) }, after: 0.5)
        driver.finish(tail: 0.5)
        #expect(!driver.scene.isFullScreen && !driver.scene.toolbar.isHidden)
        #expect(driver.summary(of: "page") == ["failed", "failed"])
    }

    @Test(arguments: [
        // A slow drag that rests before lifting: back when less than half a page, on when more.
        (Point(x: -300, y: 0), 0.1, 0), (Point(x: -600, y: 0), 0.1, 1),
        // A quick flick of 150 pt goes one page.
        (Point(x: -150, y: 0), 0.0, 1),
        // A hard flick of 900 pt still goes one page only.
        (Point(x: -900, y: 0), 0.0, 1),
    ])
    func pagingSettlesOnAPageAtMostOneAway(drag: Point, hold: Double, expected: Int) throws {
        let driver = SceneTestHost(gallery())
        let start = Point(x: 950, y: 350)
        driver.load { $0.drag(from: start, to: start + drag, duration: abs(drag.x) / 1500, holdBeforeLift: hold) }
        driver.finish(tail: 3)
        #expect(driver.scene.currentPage == expected)
        #expect(driver.scene.pager.contentOffset == Point(x: 1000 * Double(expected), y: 0))
        #expect(driver.frame("photo\(expected)") == fullView)
        #expect(driver.summary(of: "dismiss") == ["failed"])
        #expect(driver.stops.count == 1)
    }

    @Test(arguments: [60.0, 120.0, 240.0])
    func aQuickHundredPointFlickFromTheFirstPageGoesToTheSecond(rate: Double) throws {
        let driver = SceneTestHost(gallery(), rate: rate)
        driver.load { $0.drag(from: Point(x: 800, y: 350), to: Point(x: 700, y: 350), duration: 0.08) }
        driver.finish(tail: 3)
        #expect(driver.scene.currentPage == 1)
        #expect(driver.scene.pager.contentOffset == Point(x: 1000, y: 0))
    }

    @Test func aDoubleTapZoomsInAboutThePointAndAgainZoomsOut() throws {
        let driver = SceneTestHost(gallery())
        driver.load { $0.taps(2, at: Point(x: 250, y: 175)) }
        driver.finish(tail: 2)
        let zoom = driver.scene.zoomViews[0]
        #expect(abs(zoom.zoomScale - SceneConstants.galleryDoubleTapZoomScale) < 1e-9)
        #expect(!driver.scene.isFullScreen)  // the single tap waited for the double tap and failed
        #expect(!driver.scene.page.isEnabled && zoom.isScrollEnabled)
        // The tapped point of the photo is still under the finger (Photos), not moved to the centre.
        let shown = zoom.contentOffset + Point(x: 250, y: 175)
        #expect(abs(shown.x / zoom.zoomScale - 250) < 1e-6 && abs(shown.y / zoom.zoomScale - 175) < 1e-6)
        driver.load({ $0.taps(2, at: Point(x: 500, y: 350)) }, after: 0.5)
        driver.finish(tail: 2)
        #expect(zoom.zoomScale == 1 && zoom.contentOffset == .zero)
        #expect(driver.scene.page.isEnabled)
    }

    @Test("A double tap anywhere keeps the tapped content under the finger, at every rate", arguments: [60.0, 120, 240])
    func aDoubleTapKeepsTheTappedPointUnderTheFinger(rate: Double) throws {
        for tapped in [Point(x: 30, y: 40), Point(x: 500, y: 350), Point(x: 820, y: 90), Point(x: 990, y: 690), Point(x: 130, y: 600)] {
            let driver = SceneTestHost(gallery(page: 2), rate: rate)
            driver.load { $0.taps(2, at: tapped) }
            let zoom = driver.scene.zoomViews[2]
            // The second tap lifts at 0.15 s; on every frame of the zoom's animation the point stays put.
            var frames = 0
            for time in stride(from: 0.16, through: 0.6, by: 0.02) {
                driver.play(through: time)
                let under = (zoom.contentOffset + tapped) / zoom.zoomScale
                #expect(abs(under.x - tapped.x) < 1e-6 && abs(under.y - tapped.y) < 1e-6, "tapped \(tapped), at \(time) s: \(under)")
                if zoom.zoomScale > 1.01 && zoom.zoomScale < 2.49 { frames += 1 }
            }
            #expect(frames >= 3, "the zoom is animated")
            driver.finish(tail: 2)
            #expect(abs(zoom.zoomScale - SceneConstants.galleryDoubleTapZoomScale) < 1e-9)
            // The photo point under the finger now is the one it tapped (photo coordinates = screen at 1×).
            let under = (zoom.contentOffset + tapped) / zoom.zoomScale
            #expect(abs(under.x - tapped.x) < 1e-6 && abs(under.y - tapped.y) < 1e-6, "tapped \(tapped): now under it \(under)")
        }
    }

    @Test func aDoubleTapFromAPageAlmostAtFullSizeAndMovedStaysWithinTheContent() throws {
        let driver = SceneTestHost(gallery())
        let zoom = driver.scene.zoomViews[0]
        // Within 0.01 of full size (so the double tap zooms in) and moved, tapped in the far corner.
        zoom.setZoomScale(1.004, animated: false)
        zoom.contentOffset = Point(x: 4, y: 2.8)
        driver.load { $0.taps(2, at: Point(x: 996, y: 697)) }
        driver.finish(tail: 2)
        #expect(abs(zoom.zoomScale - SceneConstants.galleryDoubleTapZoomScale) < 1e-9)
        // The offset stays within the content: at most (2.5 − 1) × the viewport.
        #expect(zoom.contentOffset.x <= 1500 + 1e-9 && zoom.contentOffset.y <= 1050 + 1e-9)
        #expect(zoom.contentOffset.x >= 0 && zoom.contentOffset.y >= 0)
    }

    @Test func aPinchOutZoomsAboutTheFingersAndSpringsBackFromPastTheMaximum() throws {
        let driver = SceneTestHost(gallery())
        driver.load { $0.pinch(center: Point(x: 300, y: 200), fromSpan: 100, toSpan: 500, duration: 0.3, holdBeforeLift: 0.1) }
        driver.play(through: 0.35)
        let zoom = driver.scene.zoomViews[0]
        #expect(zoom.zoomScale > 3 && zoom.zoomScale < 5)  // past the maximum, rubber-banded
        // The point between the fingers stays under them.
        let under = (zoom.contentOffset + Point(x: 300, y: 200)) / zoom.zoomScale
        #expect(abs(under.x - 300) < 1e-6 && abs(under.y - 200) < 1e-6)
        driver.finish(tail: 2)
        #expect(abs(zoom.zoomScale - 3) < 1e-9)
        #expect(!driver.scene.isDismissed)
        #expect(driver.stops.count >= 1)
    }

    @Test func theRecordedFlingPagesBackOnePage() throws {
        let driver = SceneTestHost(gallery(page: 2), trace: try sharedTrace("scroll-right-400-2000-fling"))
        driver.finish()
        #expect(driver.summary(of: "page") == ["began", "changed", "ended"])
        #expect(driver.summary(of: "dismiss") == ["failed"])
        // 415 pt dragged, about 1000 pt more projected: 1.4 pages back, so page 1.
        #expect(driver.scene.currentPage == 1)
        #expect(driver.scene.pager.contentOffset == Point(x: 1000, y: 0))
        #expect(driver.frame("pager-content")?.minX == -1000)
        #expect(driver.frame("photo1") == fullView)
    }

    @Test func theRecordedFlingOnTheFirstPageRubberBandsAndComesBack() throws {
        let driver = SceneTestHost(gallery(page: 0), trace: try sharedTrace("scroll-right-400-2000-fling"))
        while driver.upcoming != nil { driver.playNextEvent() }
        let shown = -driver.scene.pager.contentOffset.x
        #expect(shown > 0 && shown < 415)  // past the first page, resisting
        driver.finish()
        #expect(driver.scene.currentPage == 0)
        #expect(driver.frame("pager-content")?.minX == 0)
    }

    @Test func theRecordedPullUpDismisses() throws {
        let driver = SceneTestHost(gallery(page: 3), trace: try sharedTrace("scroll-up-300-800"))
        driver.play(through: 0.3)
        // Halfway up, the image follows the finger and has shrunk in proportion.
        let offset = driver.scene.imageOffset.value
        #expect(offset < -100)
        let photo = try #require(driver.frame("photo3"))
        let scale = 1 - 0.5 * abs(offset) / 700
        #expect(abs(photo.width - 1000 * scale) < 1e-6)
        #expect(abs(photo.midY - (350 + offset)) < 1e-6)
        driver.finish()
        #expect(driver.summary(of: "dismiss") == ["began", "changed", "ended"])
        #expect(driver.summary(of: "page") == ["failed"])
        #expect(driver.scene.isDismissed)
        #expect(driver.scene.currentPage == 3)
        // Flown off the top, at a quarter of its size.
        let gone = try #require(driver.frame("photo3"))
        #expect(abs(gone.midY - (350 - 700)) < 0.01 && abs(gone.width - 250) < 0.01)
        #expect(driver.stops.count == 1)
        // Dismissed: only the tap listens, and it brings the gallery back.
        #expect(!driver.scene.page.isEnabled && !driver.scene.dismiss.isEnabled && !driver.scene.pinch.isEnabled)
        driver.load({ $0.tap(at: middle) }, after: 0.2)
        driver.finish()
        #expect(!driver.scene.isDismissed)
        #expect(driver.frame("photo3").map { abs($0.minX) < 0.01 && abs($0.width - 1000) < 0.01 } == true)
    }

    @Test func aShortPullSpringsBack() throws {
        let driver = SceneTestHost(gallery())
        driver.load { $0.drag(from: middle, to: middle + Point(x: 0, y: 80), duration: 0.3, holdBeforeLift: 0.1) }
        driver.play(through: 0.35)
        #expect(driver.scene.imageOffset.value == 80)
        driver.finish()
        #expect(!driver.scene.isDismissed)
        #expect(driver.scene.imageOffset.value == 0)
        #expect(driver.frame("photo0") == fullView)
        #expect(driver.stops.count == 1)
    }

    @Test func aQuickShortFlickDownDismisses() throws {
        let driver = SceneTestHost(gallery())
        driver.load { $0.drag(from: middle, to: middle + Point(x: 0, y: 80), duration: 0.05) }
        driver.finish()
        #expect(driver.scene.isDismissed)
        #expect(abs(driver.frame("photo0")!.midY - 1050) < 0.01)
    }

    @Test func onceHorizontalTheVerticalMovementHasNoEffect() throws {
        let driver = SceneTestHost(gallery(page: 1))
        let start = Point(x: 600, y: 300)
        driver.load { $0.drag(from: start, to: start + Point(x: -150, y: 100), duration: 0.3, holdBeforeLift: 0.1) }
        driver.play(through: 0.35)
        #expect(driver.summary(of: "page") == ["began", "changed"])
        #expect(driver.summary(of: "dismiss") == ["failed"])
        #expect(driver.first("dismiss", .failed)?.time == driver.first("page", .began)?.time)  // the same sample
        #expect(driver.scene.pager.contentOffset.x == 1000 + 150)
        #expect(driver.scene.imageOffset.value == 0)
        #expect(driver.scene.photos[1].transform == .identity)
        driver.finish()
        #expect(!driver.scene.isDismissed && driver.scene.currentPage == 1)
    }

    @Test func onceVerticalTheHorizontalMovementHasNoEffect() throws {
        let driver = SceneTestHost(gallery(page: 1))
        let start = Point(x: 600, y: 300)
        driver.load { $0.drag(from: start, to: start + Point(x: -100, y: 150), duration: 0.3, holdBeforeLift: 0.1) }
        driver.finish()
        #expect(driver.summary(of: "dismiss") == ["began", "changed", "ended"])
        #expect(driver.summary(of: "page") == ["failed"])
        #expect(driver.scene.pager.contentOffset.x == 1000)
        #expect(driver.scene.isDismissed)
    }

    @Test func theRecordedPinchInDismisses() throws {
        let driver = SceneTestHost(gallery(page: 2), trace: try sharedTrace("pinch-in-0.5x"))
        driver.finish()
        #expect(driver.summary(of: "pinch") == ["began", "changed", "ended"])
        let scale = try #require(driver.last("pinch", .ended)?.values["scale"]?.number)
        #expect(abs(scale - 0.5) < 0.01)
        #expect(driver.summary(of: "page") == ["failed"])
        #expect(driver.summary(of: "dismiss") == ["failed"])
        #expect(driver.scene.isDismissed)
        #expect(driver.scene.currentPage == 2)
        #expect(abs(driver.frame("photo2")!.width - 250) < 0.01)
    }

    @Test func aSmallPinchSpringsBack() throws {
        let driver = SceneTestHost(gallery())
        driver.load { $0.pinch(center: middle, fromSpan: 300, toSpan: 240, duration: 0.2, holdBeforeLift: 0.1) }
        driver.play(through: 0.25)
        let zoom = driver.scene.zoomViews[0]
        #expect(zoom.zoomScale < 1 && zoom.zoomScale > 240.0 / 300)  // pinched in: rubber-banded below full size
        driver.finish()
        #expect(zoom.zoomScale == 1)
        #expect(!driver.scene.isDismissed)
        #expect(driver.frame("photo0") == fullView)
    }
}
