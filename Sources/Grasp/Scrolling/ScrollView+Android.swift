// Why this file exists: a scroll view on Android's physics drags, flings and meets its edges as Android's
// do: the content stops on the edge and is drawn stretched (EdgeEffect) instead of rubber-banding, a
// release flings on OverScroller's spline, and a fling that reaches an edge gives its velocity to the
// stretch. The physics are GraspMotion's value types; this file wires them to the scroll view, beside
// UIKit's, without changing UIKit's.

import GraspMotion

/// The stretch a host draws a scroll view's content with, along each axis: a scale and the point it is
/// anchored at, as a fraction of the view's length (0 the leading edge, 1 the trailing one).
///
/// ```swift
/// let stretch = list.overscrollStretch
/// // draw the content scaled by stretch.verticalScale about y = stretch.verticalAnchor × height
/// ```
///
/// Always ``none`` on UIKit's physics (the content itself rubber-bands there).
public struct ScrollStretch: Hashable, Sendable {
    /// The horizontal scale, 1 when not stretched (at most 1.032).
    public var horizontalScale: Double
    /// Where the horizontal stretch is anchored, as a fraction of the width (0.5 when not stretched).
    public var horizontalAnchor: Double
    /// The vertical scale, 1 when not stretched (at most 1.032).
    public var verticalScale: Double
    /// Where the vertical stretch is anchored, as a fraction of the height (0.5 when not stretched).
    public var verticalAnchor: Double

    /// A stretch from its scales and anchors.
    public init(horizontalScale: Double = 1, horizontalAnchor: Double = 0.5, verticalScale: Double = 1, verticalAnchor: Double = 0.5) {
        self.horizontalScale = horizontalScale
        self.horizontalAnchor = horizontalAnchor
        self.verticalScale = verticalScale
        self.verticalAnchor = verticalAnchor
    }

    /// No stretch.
    public static let none = ScrollStretch()

    /// Whether either axis is stretched.
    public var isStretched: Bool { horizontalScale != 1 || verticalScale != 1 }
}

/// A scroll view's Android state: the stretch of each axis, the stretch as it was before a fling's
/// absorb scheduled at its edge (restored when a touch stops the fling first), and the drag's last
/// translation (Android's drag is incremental: the stretch is consumed first when the finger goes back).
struct AndroidScrollState {
    /// What takes a pull past the top instead of the stretch (a refresh control), when there is one.
    var topPullTaker: (any TopPullTaker)?
    var horizontal: OverscrollStretch?
    var vertical: OverscrollStretch?
    var beforeAbsorb: [(axis: PanAxis, stretch: OverscrollStretch?, time: Double)] = []
    var lastTranslation = Point.zero
}

/// Something that takes a drag's pull past a scroll view's top on Android's physics, instead of the
/// stretch: a refresh control, as `SwipeRefreshLayout` takes its list's pull to move its spinner.
package protocol TopPullTaker: AnyObject {
    /// The drag would move the content offset by `change` past the top (negative) or, while this taker
    /// holds a pull, back towards the content (positive). Returns the part it takes, which the scroll view
    /// neither scrolls nor stretches (between 0 and `change`).
    func scrollView(_ scrollView: ScrollView, takePull change: Double) -> Double
    /// The drag that pulled ended: returns whether this taker held a pull (the release's velocity into the
    /// top then goes to neither a fling nor the stretch).
    func scrollViewDidReleasePull(_ scrollView: ScrollView) -> Bool
}

extension ScrollView {
    /// What takes a pull past the top instead of the stretch on Android's physics (a refresh control).
    package var topPullTaker: (any TopPullTaker)? {
        get { androidState.topPullTaker }
        set { androidState.topPullTaker = newValue }
    }

    /// The part of `change` that ``topPullTaker`` takes, kept between 0 and `change`.
    private func pullTaken(_ change: Double) -> Double {
        guard let taker = androidState.topPullTaker, change != 0 else { return 0 }
        let taken = taker.scrollView(self, takePull: change)
        guard taken.isFinite else { return 0 }
        return change < 0 ? min(max(taken, change), 0) : min(max(taken, 0), change)
    }

    /// The physics this scroll view follows after a drag: its own ``physics``, or its engine's profile's
    /// (UIKit's off an engine).
    public var effectivePhysics: ScrollPhysics { physics ?? engine?.platformProfile.scrollPhysics ?? .iOS }

    /// The profile whose fling limits a release on Android's physics follows: the engine's, or Android's
    /// own when this scroll view chose Android's physics under another profile.
    var flingProfile: PlatformProfile {
        let profile = engine?.platformProfile ?? .iOS
        if case .android = profile.scrollPhysics { return profile }
        return .android
    }

    /// Android's parameters when this scroll view follows Android's physics.
    var androidPhysics: AndroidScrollPhysics? { effectivePhysics.androidPhysics }

    /// Whether this scroll view follows Android's physics (for the modules around, without GraspMotion's
    /// types: a refresh control changes its rules there).
    package var followsAndroidPhysics: Bool { androidPhysics != nil }

    /// The stretch to draw the content with at the engine's current time (``ScrollStretch/none`` on
    /// UIKit's physics or at rest).
    public var overscrollStretch: ScrollStretch { overscrollStretch(at: engine?.currentTime ?? 0) }

    /// The stretch to draw the content with at `time` (the engine's clock): the stretch is evaluated
    /// from time, so a host may ask for the time of the frame it draws.
    public func overscrollStretch(at time: Double) -> ScrollStretch {
        var result = ScrollStretch.none
        if let s = androidState.horizontal, s.isActive(at: time) {
            result.horizontalScale = s.scale(at: time)
            result.horizontalAnchor = s.anchor(at: time)
        }
        if let s = androidState.vertical, s.isActive(at: time) {
            result.verticalScale = s.scale(at: time)
            result.verticalAnchor = s.anchor(at: time)
        }
        return result
    }

    /// Whether a stretch is held or relaxing at `time`.
    func isStretchActive(at time: Double) -> Bool {
        (androidState.horizontal?.isActive(at: time) ?? false) || (androidState.vertical?.isActive(at: time) ?? false)
    }

    /// Whether a stretch relaxes at `time` (a touch then catches it).
    func isStretchRelaxing(at time: Double) -> Bool {
        for s in [androidState.horizontal, androidState.vertical] {
            if let s, !s.isHeld, s.isActive(at: time) { return true }
        }
        return false
    }

    /// The stretch of `axis`, made for the current length and density when there is none (or the length
    /// changed).
    private func stretch(_ axis: PanAxis, density: Double) -> OverscrollStretch? {
        let length = max(axis == .horizontal ? bounds.width : bounds.height, 1)
        let current = axis == .horizontal ? androidState.horizontal : androidState.vertical
        if let current, current.length == length, current.density == density { return current }
        return try? OverscrollStretch(length: length, density: density)
    }

    private func setStretch(_ stretch: OverscrollStretch?, _ axis: PanAxis) {
        if axis == .horizontal { androidState.horizontal = stretch } else { androidState.vertical = stretch }
    }

    // MARK: Dragging

    /// A drag begins on Android's physics: a relaxing stretch is caught where it is.
    func beginAndroidDrag(at now: Double) {
        androidState.lastTranslation = .zero
        for axis in [PanAxis.horizontal, .vertical] {
            let existing = axis == .horizontal ? androidState.horizontal : androidState.vertical
            guard var s = existing, s.isActive(at: now) else { continue }
            _ = try? s.pull(by: 0, at: now)
            setStretch(s, axis)
        }
    }

    /// Moves the content for the pan's translation `t` on Android's physics: along each dragged axis the
    /// movement first relieves a stretch it points back from, then scrolls within the edges, and what
    /// goes past an edge stretches it (when the scroll view bounces).
    func followAndroidDrag(translation t: Point, physics: AndroidScrollPhysics, at now: Double) {
        let delta = Point(x: t.x - androidState.lastTranslation.x, y: t.y - androidState.lastTranslation.y)
        androidState.lastTranslation = t
        var offset = bounds.origin
        let low = minimumContentOffset, high = maximumContentOffset
        if horizontalDrag != nil {
            offset.x = followAndroidDrag(.horizontal, by: -delta.x, from: offset.x, within: low.x, high.x, physics: physics, at: now)
        }
        if verticalDrag != nil {
            offset.y = followAndroidDrag(.vertical, by: -delta.y, from: offset.y, within: low.y, high.y, physics: physics, at: now)
        }
        moveContent(to: offset)
    }

    private func followAndroidDrag(_ axis: PanAxis, by change: Double, from offset: Double, within low: Double, _ high: Double, physics: AndroidScrollPhysics, at now: Double) -> Double {
        guard change.isFinite else { return offset }
        var d = change
        // A pull a taker holds (a refresh control's) is given back first.
        if axis == .vertical, d > 0 { d -= pullTaken(d) }
        if var s = axis == .horizontal ? androidState.horizontal : androidState.vertical {
            let amount = s.amount(at: now)
            if amount != 0, d * amount < 0 {
                d -= (try? s.pull(by: d, at: now)) ?? 0
                setStretch(s, axis)
            }
        }
        let free = offset + d
        let clamped = min(max(free, low), max(high, low))
        var excess = free - clamped
        // Past the top, a taker (a refresh control) takes the pull before the stretch does.
        if axis == .vertical, excess < 0 { excess -= pullTaken(excess) }
        if excess != 0, bounces, var s = stretch(axis, density: physics.density) {
            _ = try? s.pull(by: excess, at: now)
            setStretch(s, axis)
        }
        return clamped
    }

    /// The content's release velocity on Android's physics (the finger's, reversed, within the profile's
    /// fling limits); held stretches are released, and the velocity along a stretched axis is kept only
    /// when it points away from the stretched edge.
    func androidReleaseVelocity(fingerVelocity v: Point, at now: Double) -> Point {
        var velocity = flingProfile.flingVelocity(Point(
            x: horizontalDrag != nil && v.x.isFinite ? -v.x : 0,
            y: verticalDrag != nil && v.y.isFinite ? -v.y : 0))
        // A pull a taker held is its own: the release does not fling it into the top, nor stretch it.
        if let taker = androidState.topPullTaker, taker.scrollViewDidReleasePull(self), velocity.y < 0 {
            velocity.y = 0
        }
        for axis in [PanAxis.horizontal, .vertical] {
            guard var s = axis == .horizontal ? androidState.horizontal : androidState.vertical, s.isHeld else { continue }
            let amount = s.amount(at: now)
            s.release(at: now)
            setStretch(s, axis)
            if amount * axis.component(of: velocity) > 0 {
                velocity = axis == .horizontal ? Point(x: 0, y: velocity.y) : Point(x: velocity.x, y: 0)
            }
        }
        return velocity
    }

    // MARK: Flinging

    /// The motion along one axis after a release on Android's physics: the spline fling stopping at the
    /// edges, or `PagerSnapHelper`'s snap when paging.
    func androidAxisMotion(offset: Double, velocity: Double, low: Double, high: Double, pageSize: Double, physics: AndroidScrollPhysics) -> ScrollAxisDeceleration? {
        if isPagingEnabled, pageSize > 0, high > low {
            let count = Int(((high - max(low, 0)) / pageSize).rounded(.up)) + 1
            guard let paging = try? ScrollPaging(pageSize: pageSize, pageCount: max(count, 1)) else { return nil }
            return try? paging.androidSnap(offset: offset, velocity: velocity, minimumFlingVelocity: flingProfile.minimumFlingVelocity, density: physics.density)
        }
        return try? ScrollAxisDeceleration(offset: offset, velocity: velocity, android: physics, bounds: low...max(high, low))
    }

    /// A motion starts at `start`: each Android fling in it that reaches an edge gives the stretch there
    /// its velocity at the crossing time (Android's `onAbsorb`), scheduled now since the stretch is
    /// evaluated from time; what the stretch was is kept, for a touch that stops the fling before. Not
    /// for a glide cut at its edge for the nested-scroll connections around (they take that velocity),
    /// nor without bounces.
    func scheduleStretchAbsorbs(_ newMotion: ScrollMotion, at start: Double) {
        androidState.beforeAbsorb.removeAll()
        guard case .deceleration(let d) = newMotion, bounces, motionCutoff == nil, let physics = androidPhysics else { return }
        for axis in [PanAxis.horizontal, .vertical] {
            let motion = axis == .horizontal ? d.horizontal : d.vertical
            guard let fling = motion.androidFling, let crossing = fling.edgeCrossingTime, var s = stretch(axis, density: physics.density) else { continue }
            androidState.beforeAbsorb.append((axis, axis == .horizontal ? androidState.horizontal : androidState.vertical, start + crossing))
            try? s.absorb(velocity: fling.velocityAtEdge, at: start + crossing)
            setStretch(s, axis)
        }
    }

    /// The motion stops at `time`: an absorb scheduled after it is taken back.
    func cancelStretchAbsorbs(at time: Double) {
        for saved in androidState.beforeAbsorb where time < saved.time { setStretch(saved.stretch, saved.axis) }
        androidState.beforeAbsorb.removeAll()
    }
}
