// Why this file exists: a paging scroll view must settle on a page boundary, and on at most the next
// page from the one where the drag began, however hard the flick (a quick flick in the hand-rolled
// gallery used to travel three pages). This value type decides the page from the drag's offset and
// release velocity, and builds the motion that lands exactly on it.

import GraspGeometry

/// The page a paging scroll view settles on when the finger lifts, along one axis.
///
/// Pages are `pageSize` apart, page `i` at offset `i · pageSize`. On release, with the drag begun on
/// `startPage`:
///
/// - if the content offset's velocity is faster than ``velocityThreshold`` (300 pt/s,
///   ``MotionConstants/pagingVelocityThreshold``), the page is the next boundary in the velocity's
///   direction from the current offset (so a flick back from a little past a boundary returns to it);
/// - otherwise the nearest page: the next one once the drag has passed more than half a page, else back
///   (exactly half a page goes back towards the start page);
/// - either way, clamped to the start page ± 1 and to the pages that exist: never more than one page a
///   flick, whatever the velocity.
///
/// ```swift
/// let paging = try ScrollPaging(pageSize: 390, pageCount: 10)
/// paging.targetPage(startPage: 0, offset: 100, velocity: 1200)   // 1: a quick flick goes one page
/// paging.targetPage(startPage: 0, offset: 100, velocity: 80)     // 0: a slow release goes back
/// ```
public struct ScrollPaging: Hashable, Sendable {
    /// The distance between pages, in points (the scroll view's width or height).
    public let pageSize: Double
    /// The number of pages, if known; the target is then at most the last page.
    public let pageCount: Int?
    /// The speed above which the velocity's direction decides the page, in points per second.
    public let velocityThreshold: Double

    /// Creates the paging of pages `pageSize` apart.
    ///
    /// - Throws: ``ScrollPhysicsError`` when `pageSize` is not a finite positive number, `pageCount` is
    ///   less than 1, or `velocityThreshold` is negative or not finite.
    public init(pageSize: Double, pageCount: Int? = nil, velocityThreshold: Double = MotionConstants.pagingVelocityThreshold) throws(ScrollPhysicsError) {
        guard pageSize > 0, pageSize.isFinite else {
            throw ScrollPhysicsError(type: "ScrollPaging", parameter: "pageSize", value: pageSize, requirement: "a finite number of points greater than 0")
        }
        if let pageCount, pageCount < 1 {
            throw ScrollPhysicsError(type: "ScrollPaging", parameter: "pageCount", value: Double(pageCount), requirement: "at least 1")
        }
        guard velocityThreshold >= 0, velocityThreshold.isFinite else {
            throw ScrollPhysicsError(type: "ScrollPaging", parameter: "velocityThreshold", value: velocityThreshold, requirement: "a finite number of points per second, 0 or more")
        }
        self.pageSize = pageSize
        self.pageCount = pageCount
        self.velocityThreshold = velocityThreshold
    }

    /// The content offset of page `page`.
    @inlinable
    public func offset(ofPage page: Int) -> Double { Double(page) * pageSize }

    /// The page to settle on for a drag that began on `startPage` and lifted at content offset `offset`
    /// with the content offset moving at `velocity` points per second (positive towards later pages).
    ///
    /// A non-finite `offset` or `velocity` counts as the start page's offset or as no velocity: the
    /// result is always a page within one of `startPage` (and within the pages, if counted).
    public func targetPage(startPage: Int, offset: Double, velocity: Double) -> Int {
        let position = offset.isFinite ? offset / pageSize : Double(startPage)
        let speed = velocity.isFinite ? velocity : 0
        let floor = position.rounded(.down)
        var page: Double
        if speed > velocityThreshold {
            page = floor + 1
        } else if speed < -velocityThreshold {
            page = position.rounded(.up) - 1
        } else {
            let fraction = position - floor
            if fraction > 0.5 {
                page = floor + 1
            } else if fraction < 0.5 {
                page = floor
            } else {
                page = floor + 1 <= Double(startPage) ? floor + 1 : floor
            }
        }
        page = min(max(page, Double(startPage) - 1), Double(startPage) + 1)
        if let pageCount { page = min(page, Double(pageCount - 1)) }
        page = max(page, 0)
        return Int(page)
    }

    /// The motion that settles on ``targetPage(startPage:offset:velocity:)``: a
    /// ``ScrollAxisDeceleration`` retargeted to that page's offset from the release, landing exactly on
    /// it, within the pages' bounds when they are counted. It never passes an interior page, whatever the
    /// velocity (see ``ScrollAxisDeceleration/init(offset:velocity:target:rate:bounds:spring:)``); with
    /// counted pages, a fast flick onto the first or last page bounces off its edge and comes back.
    ///
    /// - Throws: ``ScrollPhysicsError`` when `offset` or `velocity` is not finite.
    public func deceleration(
        startPage: Int, offset: Double, velocity: Double, rate: DecelerationRate = .fast, spring: SpringParameters = .bounce
    ) throws(ScrollPhysicsError) -> ScrollAxisDeceleration {
        try ScrollPhysicsError.requireFinite(offset, "offset", in: "ScrollPaging")
        try ScrollPhysicsError.requireFinite(velocity, "velocity", in: "ScrollPaging")
        let page = targetPage(startPage: startPage, offset: offset, velocity: velocity)
        let bounds = pageCount.map { 0...self.offset(ofPage: $0 - 1) } ?? -Double.infinity...Double.infinity
        return try ScrollAxisDeceleration(offset: offset, velocity: velocity, target: self.offset(ofPage: page), rate: rate, bounds: bounds, spring: spring)
    }
}

extension ScrollPaging {
    /// The page Android's pager (RecyclerView's `PagerSnapHelper`, as ViewPager2 uses it) settles on: with
    /// a release at least `minimumFlingVelocity` fast (points per second), the next page boundary in the
    /// velocity's direction from `offset`; slower, the nearest page. Clamped to the pages that exist.
    public func androidTargetPage(offset: Double, velocity: Double, minimumFlingVelocity: Double) -> Int {
        guard offset.isFinite, velocity.isFinite else { return 0 }
        let position = offset / pageSize
        var page: Double
        if abs(velocity) >= minimumFlingVelocity, velocity != 0 {
            page = velocity > 0 ? (position + 1e-9).rounded(.down) + 1 : (position - 1e-9).rounded(.up) - 1
        } else {
            page = position.rounded()
        }
        page = max(page, 0)
        if let pageCount { page = min(page, Double(pageCount - 1)) }
        return Int(min(page, 1_000_000))
    }

    /// The duration of `PagerSnapHelper`'s smooth scroll over `distance` points: 100 ms per inch (160 dp)
    /// capped at 100 ms, divided by 0.3356 (`LinearSmoothScroller`'s deceleration time), both rounded up
    /// to whole milliseconds as Android does: at most 0.298 s.
    public static func androidSnapDuration(distance: Double, density: Double) -> Double {
        let pixels = abs(distance) * density, dpi = density * 160
        guard pixels > 0, dpi > 0, pixels.isFinite else { return 0 }
        let scrolling = min(100, (pixels * 100 / dpi).rounded(.up))
        return (scrolling / 0.3356).rounded(.up) / 1000
    }

    /// The quadratic ease-out of Android's `DecelerateInterpolator()`, `1 − (1 − t)²`, as a Bézier.
    public static let androidSnapCurve = TimingCurve.cubicBezier(Point(x: 1.0 / 3, y: 2.0 / 3), Point(x: 2.0 / 3, y: 1))

    /// The motion of Android's pager after a release at `offset` with `velocity`: onto
    /// ``androidTargetPage(offset:velocity:minimumFlingVelocity:)`` over
    /// ``androidSnapDuration(distance:density:)`` on ``androidSnapCurve``.
    ///
    /// - Throws: ``ScrollPhysicsError`` when `offset` or `velocity` is not finite.
    public func androidSnap(offset: Double, velocity: Double, minimumFlingVelocity: Double, density: Double) throws(ScrollPhysicsError) -> ScrollAxisDeceleration {
        try ScrollPhysicsError.requireFinite(offset, "offset", in: "ScrollPaging")
        try ScrollPhysicsError.requireFinite(velocity, "velocity", in: "ScrollPaging")
        let target = self.offset(ofPage: androidTargetPage(offset: offset, velocity: velocity, minimumFlingVelocity: minimumFlingVelocity))
        let bounds = pageCount.map { 0...self.offset(ofPage: $0 - 1) } ?? -Double.infinity...Double.infinity
        return try ScrollAxisDeceleration(
            offset: offset, velocity: velocity, target: target,
            duration: Self.androidSnapDuration(distance: target - offset, density: density),
            curve: Self.androidSnapCurve, bounds: bounds)
    }
}
