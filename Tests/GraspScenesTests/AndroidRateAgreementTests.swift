// Why this file exists: on Android's physics every GraspInteractions component and nested scrolling must
// end the same at 60, 120 and 240 Hz, not only behave at each. Each test runs one interaction at the three
// rates and checks the spread of its end result against a stated tolerance: exact where the end is a rest
// position (a detent, a page, a row's open offset), within 0.5 dp where a fling's distance depends on the
// release velocity the rate's samples give (the tolerance for a fling's distance; measured
// 2026-11-29: 0.004 pt apart for an 867 pt fling, 0.002 pt for a 1,204 pt one).

import Grasp
import GraspInteractions
import GraspScenes
import GraspTrace
import GraspTesting
import Testing

@Suite("Android's physics: the same end at 60, 120 and 240 Hz")
struct AndroidRateAgreementTests {
    let viewport = Size(width: 390, height: 844)

    /// The largest difference between the values.
    func spread(_ values: [Double]) -> Double { (values.max() ?? 0) - (values.min() ?? 0) }

    @Test("Sheet: a drag up rests on the same detent (exactly)")
    func sheet() {
        let ends = scrollingRates.map { rate -> Double in
            let scene = SheetScene(viewport: viewport)
            scene.engine.platformProfile = .android
            SceneTestHost(scene, rate: rate).replay(tail: 3) { $0.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 300), duration: 0.3) }
            return scene.sheetY
        }
        #expect(spread(ends) == 0, "\(ends)")
    }

    @Test("Refresh: the pull at the lift and the refresh it starts are the same (within 0.01 pt)")
    func refresh() {
        let ends = scrollingRates.map { rate -> (pull: Double, count: Int) in
            let scene = RefreshScene(viewport: viewport)
            scene.engine.platformProfile = .android
            let run = SceneTestHost(scene, rate: rate)
            var pull = 0.0
            run.tickObserver = { _ in if scene.list.isDragging { pull = max(pull, scene.control.pullDistance) } }
            run.replay(tail: 0.2) { $0.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 500), duration: 0.5, holdBeforeLift: 0.1) }
            return (pull, scene.control.refreshCount)
        }
        #expect(spread(ends.map(\.pull)) < 0.01, "\(ends)")
        #expect(ends.allSatisfy { $0.count == 1 })
    }

    @Test("Collapsing header: a flick up collapses it, and the list's fling ends within 0.5 dp")
    func collapsingHeader() {
        let ends = scrollingRates.map { rate -> (header: Double, offset: Double) in
            let scene = CollapsingHeaderScene(viewport: viewport)
            scene.engine.platformProfile = .android
            SceneTestHost(scene, rate: rate).replay(tail: 4) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.15) }
            return (scene.headerHeight, scene.list.contentOffset.y)
        }
        #expect(spread(ends.map(\.header)) == 0)
        let offsets = ends.map(\.offset)
        #expect(spread(offsets) < 0.5, "\(offsets)")
    }

    @Test("Swipe actions: the same row opens by the same offset (within 0.01 pt)")
    func swipeActions() {
        let ends = scrollingRates.map { rate -> (row: Int?, offset: Double) in
            let scene = SwipeActionsScene(viewport: viewport)
            scene.engine.platformProfile = .android
            let row3 = 3 * 60 + 30.0
            SceneTestHost(scene, rate: rate).replay(tail: 1) {
                $0.drag(from: Point(x: 300, y: row3), to: Point(x: 200, y: row3), duration: 0.4, holdBeforeLift: 0.1)
            }
            return (scene.controller.openRow, scene.controller.rowOffset)
        }
        #expect(Set(ends.map { $0.row ?? -1 }).count == 1 && ends[0].row != nil)
        #expect(spread(ends.map(\.offset)) < 0.01, "\(ends)")
    }

    @Test("Reorder: held near the bottom edge for 0.5 s, the list scrolls the same 216 pt (within 1e-6 pt)")
    func reorderAutoScroll() {
        let moved = scrollingRates.map { rate -> Double in
            let scene = ReorderScene(viewport: viewport)
            scene.engine.platformProfile = .android
            let host = SceneTestHost(scene, rate: rate, clock: .live())
            host.touchDown(at: Point(x: 200, y: 210))
            host.runFrames(for: 0.55)
            host.drag(to: Point(x: 200, y: 820), duration: 0.2)
            let start = scene.list.contentOffset.y
            host.runFrames(for: 0.5)
            let distance = scene.list.contentOffset.y - start
            host.touchUp()
            host.runFrames(for: 1)
            return distance
        }
        #expect(spread(moved) < 1e-6 && abs(moved[0] - 216) < 1e-6, "\(moved)")
    }

    @Test("Nested: a sideways drag on a carousel in the list lands on the same page; a flick of the list ends within 0.5 dp")
    func nested() {
        let ends = scrollingRates.map { rate -> (page: Int, list: Double, carouselStill: Bool) in
            let scene = CarouselsScene(viewport: viewport)
            scene.engine.platformProfile = .android
            let card = CarouselsScene.windowFrame(of: scene.carousels[0])
            let y = card.midY
            let run = SceneTestHost(scene, rate: rate)
            run.replay(tail: 2) { $0.drag(from: Point(x: 300, y: y), to: Point(x: 150, y: y + 10), duration: 0.2) }
            run.replay(startingAt: 3, tail: 4) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 450), duration: 0.1) }
            return (scene.page(ofCarousel: 0), scene.list.contentOffset.y, !scene.carousels[0].isMovingOnItsOwn)
        }
        #expect(Set(ends.map(\.page)) == [1], "\(ends)")
        let offsets = ends.map(\.list)
        #expect(offsets.allSatisfy { $0 > 100 } && spread(offsets) < 0.5, "\(offsets)")
        #expect(ends.allSatisfy { $0.carouselStill })
    }
}
