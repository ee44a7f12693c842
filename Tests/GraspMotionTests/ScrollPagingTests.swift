// Why this file exists: the specification of paging and of dragging past an edge, as tests — the page a
// release settles on (half a page or the velocity threshold, never more than one page a flick, for any
// velocity), the landing on the page, the rubber band while dragging and the velocity handed to the
// spring back.

import GraspGeometry
@testable import GraspMotion
import Testing

@Suite("ScrollPaging")
struct ScrollPagingTests {
    let paging = try! ScrollPaging(pageSize: 390, pageCount: 10)

    @Test("Past half a page or beyond the velocity threshold: the next page; otherwise back")
    func targetPage() {
        // (start page, offset, velocity) → page
        let cases: [(Int, Double, Double, Int)] = [
            (0, 100, 1200, 1),      // quick 100 pt flick: next page
            (0, 100, 80, 0),        // slow release short of half a page: back
            (0, 100, 300, 0),       // exactly the threshold is not beyond it
            (0, 100, 301, 1),
            (0, 200, 0, 1),         // past half a page, no velocity: next
            (0, 195, 0, 0),         // exactly half: back to the start page
            (0, 250, -600, 0),      // past half a page but flicked back: back
            (2, 780 - 100, -900, 1),  // backwards flick from page 2: page 1
            (2, 780 - 100, 900, 2),   // drifted back 100 pt, flicked forwards: page 2
            (2, 780, 5000, 3),      // exactly on a page, flicked: the next one
            (9, 3510 + 100, 5000, 9),  // the last page: nowhere further
            (0, -80, -5000, 0),     // the first page: nowhere before
        ]
        for (start, offset, velocity, expected) in cases {
            #expect(paging.targetPage(startPage: start, offset: offset, velocity: velocity) == expected,
                    "start \(start), offset \(offset), velocity \(velocity)")
        }
    }

    @Test("Never more than one page from the start page, for any velocity and offset")
    func neverMoreThanOnePage() {
        let velocities: [Double] = [-1e12, -100_000, -8000, -301, -300, -1, 0, 1, 300, 301, 8000, 100_000, 1e12, .infinity, -.infinity, .nan]
        for start in [0, 1, 4, 9] {
            for offset in stride(from: -1000.0, through: 5000, by: 37) {
                for velocity in velocities {
                    let page = paging.targetPage(startPage: start, offset: offset, velocity: velocity)
                    #expect(abs(page - start) <= 1 && page >= 0 && page <= 9, "start \(start), offset \(offset), velocity \(velocity) → \(page)")
                }
            }
        }
        // Unbounded page count: still one page.
        let endless = try! ScrollPaging(pageSize: 100)
        #expect(endless.targetPage(startPage: 50, offset: 5000 + 99_000, velocity: 1e9) == 51)
    }

    @Test("The gallery's quick 100 pt flick from page 0 settles on page 1, whatever the frame rate", arguments: [60.0, 120, 240])
    func quickFlick(rate: Double) throws {
        // The finger drags the page 100 pt left in 90 ms at an even speed; the content offset moves right.
        var tracker = VelocityTracker()
        let dt = 1 / rate
        let count = Int((0.09 / dt).rounded())
        for i in 0...count {
            let t = Double(i) * dt
            tracker.addSample(Point(x: -100 * t / (Double(count) * dt), y: 0), at: t)
        }
        let lift = Double(count) * dt
        let fingerVelocity = tracker.velocity(at: lift).x
        let drag = try ScrollAxisDrag(startOffset: 0, bounds: 0...3510, dimension: 390)
        let offset = drag.offset(forTranslation: -100)
        let velocity = drag.releaseVelocity(forTranslationVelocity: fingerVelocity, atTranslation: -100)
        #expect(paging.targetPage(startPage: 0, offset: offset, velocity: velocity) == 1)
        let settle = try paging.deceleration(startPage: 0, offset: offset, velocity: velocity)
        #expect(settle.offset(at: settle.duration) == 390)
        #expect(abs(settle.velocity(at: 1e-9) - velocity) < 1)
    }

    @Test("The settle lands exactly on the page boundary and starts from the release")
    func settleLandsOnThePage() throws {
        for (offset, velocity) in [(100.0, 2000.0), (300, 0), (150, -900), (3400, 4000)] {
            let settle = try paging.deceleration(startPage: Int(offset / 390), offset: offset, velocity: velocity)
            let page = paging.targetPage(startPage: Int(offset / 390), offset: offset, velocity: velocity)
            #expect(settle.restingOffset == paging.offset(ofPage: page))
            #expect(settle.offset(at: settle.duration) == paging.offset(ofPage: page))
            #expect(settle.offset(at: 0) == offset)
        }
    }

    @Test("Bad page sizes and counts are refused; NaN offsets and velocities leave the start page")
    func badInput() {
        #expect(throws: ScrollPhysicsError.self) { try ScrollPaging(pageSize: 0) }
        #expect(throws: ScrollPhysicsError.self) { try ScrollPaging(pageSize: .nan) }
        #expect(throws: ScrollPhysicsError.self) { try ScrollPaging(pageSize: 390, pageCount: 0) }
        #expect(throws: ScrollPhysicsError.self) { try ScrollPaging(pageSize: 390, velocityThreshold: -1) }
        do {
            _ = try ScrollPaging(pageSize: -.infinity)
        } catch {
            #expect(error.description == "ScrollPaging: pageSize must be a finite number of points greater than 0, got -inf")
        }
        #expect(paging.targetPage(startPage: 3, offset: .nan, velocity: .nan) == 3)
        #expect(throws: ScrollPhysicsError.self) { try paging.deceleration(startPage: 0, offset: .nan, velocity: 0) }
    }
}

@Suite("ScrollAxisDrag")
struct ScrollAxisDragTests {
    @Test("Inside the bounds the content follows the finger one to one; past them it rubber-bands")
    func rubberBand() throws {
        let drag = try ScrollAxisDrag(startOffset: 0, bounds: 0...2000, dimension: 800)
        #expect(drag.offset(forTranslation: -300) == 300)
        // Pulled down 100 pt at the top: (1 − 1 / (100 · 0.55 / 800 + 1)) · 800 past the edge.
        let expected = -(1 - 1 / (100 * 0.55 / 800 + 1)) * 800
        #expect(abs(drag.offset(forTranslation: 100) - expected) < 1e-9)
        // Never a whole dimension past the edge.
        #expect(drag.offset(forTranslation: 1e9) > -800)
        // Without bounces the content stops at the edge.
        let stiff = try ScrollAxisDrag(startOffset: 0, bounds: 0...2000, dimension: 800, bounces: false)
        #expect(stiff.offset(forTranslation: 100) == 0)
        #expect(stiff.releaseVelocity(forTranslationVelocity: 500, atTranslation: 100) == 0)
    }

    @Test("A drag that starts on content past its edge (a caught bounce) continues without a jump")
    func startPastTheEdge() throws {
        let drag = try ScrollAxisDrag(startOffset: 2040, bounds: 0...2000, dimension: 800)
        #expect(abs(drag.offset(forTranslation: 0) - 2040) < 1e-9)
        // Small moves either way stay continuous.
        #expect(abs(drag.offset(forTranslation: 0.001) - 2040) < 0.001)
        // Dragged back inside, it follows one to one again.
        #expect(abs(drag.offset(forTranslation: 200) - (drag.unconstrainedOffset(forTranslation: 200))) < 1e-9)
        #expect(drag.offset(forTranslation: 200) < 2000)
    }

    @Test("Released past an edge, the spring back gets the content's velocity: the finger's scaled by the band's slope")
    func releaseVelocity() throws {
        let drag = try ScrollAxisDrag(startOffset: 0, bounds: 0...2000, dimension: 800)
        // Within the bounds: the opposite of the finger's.
        #expect(drag.releaseVelocity(forTranslationVelocity: -700, atTranslation: -300) == 700)
        // Past the top by 100 pt of finger travel: slope 0.55 / (1 + 100 · 0.55 / 800)².
        let slope = 0.55 / ((1 + 100 * 0.55 / 800) * (1 + 100 * 0.55 / 800))
        let v = drag.releaseVelocity(forTranslationVelocity: 400, atTranslation: 100)
        #expect(abs(v + 400 * slope) < 1e-9)
        // The slope is the derivative of the displayed offset.
        let h = 1e-4
        let numeric = (drag.offset(forTranslation: 100 + h) - drag.offset(forTranslation: 100 - h)) / (2 * h)
        #expect(abs(numeric + slope) < 1e-6)
        // Handed to the release motion, the spring back starts with it and ends on the edge.
        let back = try ScrollAxisDeceleration(offset: drag.offset(forTranslation: 100), velocity: v, bounds: 0...2000)
        #expect(abs(back.velocity(at: 1e-9) - v) < 1e-3)
        #expect(back.offset(at: back.duration) == 0)
    }

    @Test("Bad drags are refused with a diagnostic")
    func badInput() {
        #expect(throws: ScrollPhysicsError.self) { try ScrollAxisDrag(startOffset: .nan, bounds: 0...1, dimension: 10) }
        #expect(throws: ScrollPhysicsError.self) { try ScrollAxisDrag(startOffset: 0, bounds: 0...1, dimension: 0) }
        #expect(throws: ScrollPhysicsError.self) { try ScrollAxisDrag(startOffset: 0, bounds: 0...Double.infinity, dimension: 10) }
        let drag = try! ScrollAxisDrag(startOffset: 0, bounds: 0...100, dimension: 10)
        #expect(drag.offset(forTranslation: .nan) == 0)
        #expect(drag.releaseVelocity(forTranslationVelocity: .infinity, atTranslation: 0) == 0)
    }
}

/// Issue 26: a paging settle lands without passing its page, at any speed, release position and rate.
@Suite("Paging lands without passing the page")
struct PagingLandingTests {
    let paging = try! ScrollPaging(pageSize: 390, pageCount: 10)

    /// How far `settle` goes past `target` in the direction it approaches from, sampled every `1 / rate`
    /// seconds (and at the analytic end): 0 when it never passes.
    static func overshoot(of settle: ScrollAxisDeceleration, target: Double, from offset: Double, rate: Double) -> Double {
        let side = offset < target ? 1.0 : -1.0  // +1: approaches from below, passing means above
        var worst = 0.0, t = 0.0
        while t <= settle.duration + 1 / rate {
            worst = max(worst, side * (settle.offset(at: t) - target))
            t += 1 / rate
        }
        return worst
    }

    @Test("Interior pages: at most 1 pt past the page, for flicks up to 8,000 pt/s anywhere in the page", arguments: [60.0, 120, 240])
    func interiorPages(rate: Double) throws {
        let velocities: [Double] = [0, 50, 299, 301, 600, 1200, 2500, 4000, 6000, 8000]
        var worst = 0.0
        for start in [2, 5] {
            for fraction in stride(from: -0.95, through: 0.95, by: 0.05) {
                let offset = paging.offset(ofPage: start) + fraction * paging.pageSize
                for speed in velocities {
                    for velocity in [speed, -speed] {
                        let settle = try paging.deceleration(startPage: start, offset: offset, velocity: velocity)
                        let page = paging.targetPage(startPage: start, offset: offset, velocity: velocity)
                        let target = paging.offset(ofPage: page)
                        #expect(settle.restingOffset == target && settle.offset(at: settle.duration) == target)
                        #expect(abs(settle.velocity(at: 1e-9) - velocity) <= max(1, 1e-6 * abs(velocity)), "continuous from the release")
                        let past = Self.overshoot(of: settle, target: target, from: offset, rate: rate)
                        worst = max(worst, past)
                        #expect(past <= 1, "start \(start), offset \(offset), velocity \(velocity) → page \(page): \(past) pt past it")
                    }
                }
            }
        }
        #expect(worst <= 1)
    }

    @Test("A very fast flick late in a page stops on the next page (issue 26: 118 pt past it)")
    func lateFastFlick() throws {
        // Page 3 dragged 350 pt towards page 4 (40 pt left), released at 8,000 pt/s.
        let offset = paging.offset(ofPage: 3) + 350
        let settle = try paging.deceleration(startPage: 3, offset: offset, velocity: 8000)
        #expect(settle.restingOffset == paging.offset(ofPage: 4))
        #expect(Self.overshoot(of: settle, target: paging.offset(ofPage: 4), from: offset, rate: 240) <= 1)
        #expect(settle.duration < 0.5)
    }

    @Test("The first and last page still bounce: a flick past the edge springs back onto the page")
    func edgesBounce() throws {
        let last = paging.offset(ofPage: 9)
        let out = try paging.deceleration(startPage: 9, offset: last - 20, velocity: 3000)
        #expect(out.restingOffset == last)
        #expect(Self.overshoot(of: out, target: last, from: last - 20, rate: 240) > 20)
        let first = try paging.deceleration(startPage: 0, offset: 20, velocity: -3000)
        #expect(first.restingOffset == 0)
        #expect(Self.overshoot(of: first, target: 0, from: 20, rate: 240) > 20)
        // Released while rubber-banding past the first page: springs back to it.
        let back = try paging.deceleration(startPage: 0, offset: -60, velocity: -500)
        #expect(back.restingOffset == 0 && back.offset(at: back.duration) == 0)
        #expect(back.offset(at: 0.05) < -60)
    }
}
