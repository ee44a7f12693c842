// Why this file exists: a scroll view on Android's physics, as traces in and outcomes out at 60, 120 and
// 240 Hz: a flicked list travels AOSP's formula's distance and stops at its duration within a frame, a
// fling into an edge stops on it and stretches, a pull past an edge stretches and relaxes, a touch
// catches a fling at the exact offset of its timestamp, the engine's profile and a scroll view's own
// physics, Android's pager, and the default that stays UIKit's.

@testable import Grasp
@testable import GraspCore
import GraspMotion
import GraspTrace
import Testing

/// A 400×800 list with 10,000 pt of content that records what its delegate hears, with times.
private final class AndroidList: ScrollViewDelegate {
    let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let host: GestureTestHost
    var engine: GestureEngine { host.engine }
    let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    var release: (time: Double, offset: Point, velocity: Point)?
    var endTime: Double?

    init(profile: PlatformProfile? = .android, contentHeight: Double = 10_000) {
        host = GestureTestHost(rootNode: root, clock: .live())
        list.contentSize = Size(width: 400, height: contentHeight)
        root.addChild(list)
        list.delegate = self
        if let profile { engine.platformProfile = profile }
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        release = (engine.currentTime, scrollView.contentOffset, velocity)
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { endTime = engine.currentTime }

    func replay(rate: Double, tail: Double = 4, _ perform: (inout TraceSynthesizer) -> Void) {
        host.replay(rate: rate, tail: tail, perform)
    }
}

@Suite("Android scrolling")
struct AndroidScrollingTests {
    static let rates: [Double] = [60, 120, 240]

    @Test("A list flicked at 1,000 to 8,000 dp/s travels the formula's distance within 0.5 dp and stops within a frame of its duration",
          arguments: rates)
    func flingDistanceAndDuration(rate: Double) throws {
        for speed in [1000.0, 2000, 3000, 4000, 5000, 6000, 7000, 8000] {
            let f = AndroidList()
            let travel = max(speed * 0.06, 120)
            f.replay(rate: rate, tail: 5) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 700 - travel), duration: travel / speed) }
            let release = try #require(f.release)
            let v = release.velocity.y
            #expect(v > 0 && v <= 8000 && abs(v - speed) < 0.2 * speed, "released at \(v) for \(speed)")
            let distance = AndroidFling.distance(forVelocity: v), duration = AndroidFling.duration(forVelocity: v)
            #expect(abs(f.list.contentOffset.y - (release.offset.y + distance)) < 0.5)
            let end = try #require(f.endTime)
            #expect(end - release.time >= duration - 1e-9 && end - release.time < duration + 1 / rate + 1e-9,
                    "stopped \(end - release.time) s after the release, duration \(duration) at \(rate) Hz")
            #expect(!f.list.isDecelerating && f.list.overscrollStretch == .none)
        }
    }

    @Test("A fling into the bottom stops on the edge, and the edge stretches and relaxes the same at every rate")
    func flingIntoTheEdge() throws {
        var samples: [[ScrollStretch]] = []
        for rate in Self.rates {
            let f = AndroidList(contentHeight: 2000)  // at most 1,200 pt of scrolling
            var seen: [ScrollStretch] = []
            f.replay(rate: rate, tail: 0) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.1) }
            let release = try #require(f.release)
            let fling = try AndroidFling(offset: release.offset.y, velocity: release.velocity.y, bounds: 0...1200)
            let crossing = try #require(fling.edgeCrossingTime)
            var t = f.engine.currentTime
            while t < release.time + crossing + 1 {
                t += 1 / rate
                f.engine.tick(t)
                #expect(f.list.contentOffset.y <= 1200)
            }
            #expect(f.list.contentOffset.y == 1200)
            for probe in [0.02, 0.05, 0.1, 0.2] {
                seen.append(f.list.overscrollStretch(at: release.time + crossing + probe))
            }
            #expect(seen[1].verticalScale > 1 && seen[1].verticalAnchor == 1 && seen[1].horizontalScale == 1)
            #expect(f.list.overscrollStretch(at: release.time + crossing - 0.001) == .none)
            #expect(f.list.overscrollStretch == .none)  // relaxed a second later
            samples.append(seen)
        }
        // The release velocities differ a little between rates; the stretch at given times nearly not.
        for i in 0..<4 { #expect(abs(samples[0][i].verticalScale - samples[2][i].verticalScale) < 0.003) }
    }

    @Test("A pull past the top stretches instead of moving the content; back, it consumes the stretch first; released, it relaxes",
          arguments: rates)
    func pullAndRelax(rate: Double) throws {
        let f = AndroidList()
        func send(_ t: Double, _ phase: TouchPhase, _ y: Double) { f.host.send(t, 1, phase, 200, y) }
        send(0, .began, 300)
        send(0.05, .moved, 500)  // 200 pt down past the top
        #expect(f.list.contentOffset == .zero && f.list.isDragging)
        var stretch = try OverscrollStretch(length: 800)
        try stretch.pull(by: -200, at: 0)  // the whole translation, slop included, goes to the stretch
        #expect(f.list.overscrollStretch.verticalScale == stretch.scale(at: 0) && f.list.overscrollStretch.verticalAnchor == 0)
        send(0.1, .moved, 350)  // 150 back: the stretch gives it back, the content stays
        #expect(f.list.contentOffset == .zero)
        #expect(abs(f.list.overscrollStretch.verticalScale - 1 - OverscrollStretch.dampedStretch(50.0 / 800)) < 1e-12)
        send(0.15, .moved, 250)  // 100 more: 50 relieve the stretch, 50 scroll
        #expect(abs(f.list.contentOffset.y - 50) < 1e-9 && f.list.overscrollStretch == .none)
        send(0.2, .moved, 500)  // past the top again, by 200
        send(0.3, .moved, 500)
        send(0.35, .ended, 500)
        #expect(f.list.contentOffset == .zero)
        let held = f.list.overscrollStretch(at: 0.35).verticalScale
        #expect(held > 1)
        // Relaxing: decreasing, at rest within 0.6 s, at every rate.
        var previous = held, t = 0.35, frames = 0
        while f.list.overscrollStretch(at: t) != .none {
            t += 1 / rate
            frames += 1
            f.engine.tick(t)
            let scale = f.list.overscrollStretch.verticalScale
            #expect(scale <= previous)
            previous = scale
        }
        #expect(Double(frames) / rate < 0.6 && Double(frames) / rate > 0.2)
    }

    @Test("A touch catches a fling at the exact offset of its timestamp", arguments: rates)
    func catchAFling(rate: Double) throws {
        let f = AndroidList()
        f.replay(rate: rate, tail: 0) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.1) }
        let release = try #require(f.release)
        let fling = try AndroidFling(offset: release.offset.y, velocity: release.velocity.y, bounds: 0...9200)
        var t = release.time
        for _ in 0..<Int(0.3 * rate) {
            t += 1 / rate
            f.engine.tick(t)
        }
        let touch = t + 0.37 / rate  // between frames
        f.host.send(touch, 7, .began, 100, 100)
        #expect(abs(f.list.contentOffset.y - fling.offset(at: touch - release.time)) < 1e-9)
        #expect(!f.list.isDecelerating && f.list.panGestureRecognizer.state == .began)
        let caught = f.list.contentOffset
        f.engine.tick(touch + 0.5)
        #expect(f.list.contentOffset == caught)
    }

    @Test("The engine's profile sets the physics, a scroll view may override it, and UIKit's stays the default")
    func profiles() throws {
        let ios = AndroidList(profile: nil)
        #expect(ios.engine.platformProfile == .iOS && ios.list.effectivePhysics == .iOS)
        ios.replay(rate: 120) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.1) }
        let iosRelease = try #require(ios.release)
        let glide = try ScrollAxisDeceleration(offset: iosRelease.offset.y, velocity: iosRelease.velocity.y, rate: .normal, bounds: 0...9200)
        #expect(abs(ios.list.contentOffset.y - glide.restingOffset) < 1e-9)

        let overridden = AndroidList()
        overridden.list.physics = .iOS
        overridden.replay(rate: 120) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.1) }
        let release = try #require(overridden.release)
        let iosGlide = try ScrollAxisDeceleration(offset: release.offset.y, velocity: release.velocity.y, rate: .normal, bounds: 0...9200)
        #expect(abs(overridden.list.contentOffset.y - iosGlide.restingOffset) < 1e-9)

        let chosen = AndroidList(profile: nil)
        chosen.list.physics = try .android(AndroidScrollPhysics(density: 3))
        chosen.replay(rate: 120) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.1) }
        let chosenRelease = try #require(chosen.release)
        #expect(abs(chosen.list.contentOffset.y - chosenRelease.offset.y - AndroidFling.distance(forVelocity: chosenRelease.velocity.y)) < 0.5)

        // A slow release (under 50 dp/s) does not fling on Android.
        let slow = AndroidList()
        slow.replay(rate: 120) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 660), duration: 1.5) }
        #expect(slow.release?.velocity == .zero && slow.endTime == nil)

        // The recognizers in the tree take the profile's constants when it is set.
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let press = LongPressGestureRecognizer(name: "press"), tap = TapGestureRecognizer(name: "tap"), pan = PanGestureRecognizer(name: "pan")
        root.addGestureRecognizer(press)
        root.addGestureRecognizer(tap)
        root.addGestureRecognizer(pan)
        let engine = GestureEngine(rootNode: root)
        #expect(press.minimumPressDuration == 0.5 && tap.maximumInterval == 0.35 && pan.slop == 10)
        engine.platformProfile = .android
        #expect(press.minimumPressDuration == 0.4 && press.allowableMovement == 8)
        #expect(tap.maximumInterval == 0.3 && tap.maximumMovement == 8 && pan.slop == 8)
        engine.platformProfile = .iOS
        #expect(press.minimumPressDuration == 0.5 && tap.maximumInterval == 0.35 && pan.slop == 10)
    }

    @Test("Android's pager settles on the next page in ≤ 0.298 s on PagerSnapHelper's curve", arguments: rates)
    func paging(rate: Double) throws {
        let f = AndroidList()
        f.list.contentSize = Size(width: 4000, height: 800)
        f.list.frame = Rect(x: 0, y: 0, width: 400, height: 800)
        f.list.isPagingEnabled = true
        f.replay(rate: rate, tail: 1) { $0.drag(from: Point(x: 300, y: 400), to: Point(x: 200, y: 400), duration: 0.1) }
        let release = try #require(f.release)
        #expect(f.list.contentOffset == Point(x: 400, y: 0))
        let end = try #require(f.endTime)
        let duration = ScrollPaging.androidSnapDuration(distance: 400 - release.offset.x, density: 1)
        #expect(duration <= 0.298 && end - release.time >= duration && end - release.time < duration + 1 / rate + 1e-9)
        #expect(ScrollPaging.androidSnapDuration(distance: 10, density: 2) == 0.021)  // ⌈⌈20 px × 100 / 320 dpi⌉ / 0.3356⌉ = ⌈7 / 0.3356⌉ ms
        let pages = try ScrollPaging(pageSize: 400, pageCount: 10)
        #expect(pages.androidTargetPage(offset: 420, velocity: -60, minimumFlingVelocity: 50) == 1)
        #expect(pages.androidTargetPage(offset: 380, velocity: -60, minimumFlingVelocity: 50) == 0)
        #expect(pages.androidTargetPage(offset: 380, velocity: 40, minimumFlingVelocity: 50) == 1)
        #expect(pages.androidTargetPage(offset: 100, velocity: 40, minimumFlingVelocity: 50) == 0)
    }

    @Test("A profile refuses bad constants, naming them")
    func badProfiles() {
        for bad in [-1.0, .nan, .infinity] {
            #expect(throws: ScrollPhysicsError.self) { try PlatformProfile(touchSlop: bad, longPressTimeout: 0.4, doubleTapTimeout: 0.3, minimumFlingVelocity: 50, maximumFlingVelocity: 8000, scrollPhysics: .android) }
            #expect(throws: ScrollPhysicsError.self) { try PlatformProfile(touchSlop: 8, longPressTimeout: 0.4, doubleTapTimeout: 0.3, minimumFlingVelocity: bad, maximumFlingVelocity: 8000, scrollPhysics: .android) }
            #expect(throws: ScrollPhysicsError.self) { try PlatformProfile.android(density: bad) }
        }
        for bad in [0.0, -5, .nan, 10] {
            let error = #expect(throws: ScrollPhysicsError.self) { try PlatformProfile(touchSlop: 8, longPressTimeout: 0.4, doubleTapTimeout: 0.3, minimumFlingVelocity: 50, maximumFlingVelocity: bad, scrollPhysics: .android) }
            #expect(error?.parameter == "maximumFlingVelocity")
        }
        #expect(throws: ScrollPhysicsError.self) { try PlatformProfile.android(density: 0) }
    }

    // MARK: Nested scrolling on Android's physics

    @Test("Nested: a carousel in a list pages sideways on PagerSnapHelper, the list takes vertical drags", arguments: rates)
    func carouselInAList(rate: Double) {
        let carousel = NestedScrollingTests.carousel()
        let f = NestedFixture(inner: carousel)
        f.engine.platformProfile = .android
        f.replay(rate: rate) { $0.drag(from: Point(x: 300, y: 300), to: Point(x: 150, y: 320), duration: 0.2) }
        #expect(f.outcomes == ["list failed", "carousel began", "carousel ended"])
        #expect(carousel.contentOffset == Point(x: 400, y: 0) && f.list.contentOffset == .zero)
        let g = NestedFixture(inner: NestedScrollingTests.carousel())
        g.engine.platformProfile = .android
        g.replay(rate: rate) { $0.drag(from: Point(x: 300, y: 300), to: Point(x: 290, y: 100), duration: 0.3, holdBeforeLift: 0.1) }
        #expect(g.outcomes == ["carousel failed", "list began", "list ended"])
        #expect(g.list.contentOffset.y == 200)
    }

    @Test("Nested: by default the inner list stretches at its edge and the outer list stays", arguments: rates)
    func innerListStretches(rate: Double) {
        let inner = NestedScrollingTests.innerList()
        let f = NestedFixture(inner: inner)
        f.engine.platformProfile = .android
        f.list.contentOffset = Point(x: 0, y: 100)
        var stretched = 1.0
        f.engine.addTickHandler { now in stretched = max(stretched, inner.overscrollStretch(at: now).verticalScale) }
        f.replay(rate: rate) { $0.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 400), duration: 0.3, holdBeforeLift: 0.1) }
        #expect(f.outcomes == ["inner began", "list failed", "inner ended"])
        #expect(f.list.contentOffset == Point(x: 0, y: 100) && inner.contentOffset == .zero)
        #expect(stretched > 1.01 && inner.overscrollStretch == .none)
    }

    @Test("Nested: with hand-off at edges a fling of the inner list reaches its edge and the outer list carries it on", arguments: rates)
    func chainedFling(rate: Double) {
        let inner = NestedScrollingTests.innerList(at: 2100)
        inner.nestedScrolling = .handOffAtEdges
        inner.contentOffset = Point(x: 0, y: 200)
        let f = NestedFixture(inner: inner)
        f.engine.platformProfile = .android
        f.list.contentOffset = Point(x: 0, y: 2000)
        f.replay(rate: rate, tail: 5) { $0.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 400), duration: 0.05) }
        #expect(inner.contentOffset.y == 0)
        #expect(f.list.contentOffset.y < 2000 - 300)
        #expect(!f.list.isMovingOnItsOwn && !inner.isMovingOnItsOwn && inner.overscrollStretch == .none)
    }
}
