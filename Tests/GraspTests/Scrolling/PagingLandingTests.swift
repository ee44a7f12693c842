// Why this file exists: issue 26's paging that passed its page. A paging scroll view flicked hard late in
// a page must settle on the next page without passing it (by more than 1 pt), at 60, 120 and 240 Hz,
// for every speed up to the tracker's 8,000 pt/s and every release position; the edges still bounce.

import Grasp
import GraspTrace
import Testing

@Suite("Paging scroll view lands on its page")
struct PagingScrollViewLandingTests {
    /// A 400 pt wide pager of 8 pages on page 3; returns the offset on every tick after the lift, the
    /// release offset and the resting offset after a drag of `distance` pt (to the left when positive:
    /// towards later pages) in `duration` s at `rate` Hz.
    static func flick(distance: Double, duration: Double, rate: Double, page: Int = 3) -> (ticks: [Double], release: Double, rest: Double) {
        let host = GestureTestHost(size: Size(width: 400, height: 800))
        let root = host.rootNode
        let pager = ScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        pager.contentSize = Size(width: 3200, height: 800)
        pager.isPagingEnabled = true
        pager.contentOffset = Point(x: Double(page) * 400, y: 0)
        root.addChild(pager)
        let startX = distance > 0 ? 395.0 : 5.0
        var ticks: [Double] = [], release: Double?
        host.engine.addTickHandler { _ in
            if pager.isDecelerating {
                if release == nil { release = pager.contentOffset.x }
                ticks.append(pager.contentOffset.x)
            }
        }
        pager.panGestureRecognizer.addHandler { if $0.state == .ended { release = pager.contentOffset.x } }
        host.replay(rate: rate, tail: 3) { $0.drag(from: Point(x: startX, y: 400), to: Point(x: startX - distance, y: 400), duration: duration) }
        return (ticks, release ?? pager.contentOffset.x, pager.contentOffset.x)
    }

    @Test("Flicks up to 8,000 pt/s anywhere in a page pass the page they settle on by at most 1 pt", arguments: [60.0, 120, 240])
    func flicksDoNotPassThePage(rate: Double) {
        var worst = 0.0
        for distance in [40.0, 120, 200, 280, 340, 380, -120, -340, -380] {
            for speed in [400.0, 1000, 2500, 4000, 6000, 8000, 12000] {
                let (ticks, release, rest) = Self.flick(distance: distance, duration: abs(distance) / speed, rate: rate)
                #expect(rest.truncatingRemainder(dividingBy: 400) == 0, "on a page: \(rest)")
                #expect(abs(rest - 1200) <= 400, "at most one page a flick")
                let side = release < rest ? 1.0 : -1.0
                let past = ticks.map { side * ($0 - rest) }.max() ?? 0
                worst = max(worst, past)
                #expect(past <= 1, "\(distance) pt at \(speed) pt/s, \(rate) Hz: released at \(release), \(past) pt past \(rest)")
            }
        }
        #expect(worst <= 1)
    }

    @Test("The last page still bounces off its edge and comes back", arguments: [60.0, 120, 240])
    func lastPageBounces(rate: Double) {
        let (ticks, _, rest) = Self.flick(distance: 200, duration: 0.04, rate: rate, page: 7)
        #expect(rest == 2800)
        #expect((ticks.max() ?? 0) > 2810)
    }
}
