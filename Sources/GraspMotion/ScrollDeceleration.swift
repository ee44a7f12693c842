// Why this file exists: a scroll view's content offset is a point, and each axis has its own bounds (a
// list can hit its bottom while still gliding sideways). This value type runs one
// ``ScrollAxisDeceleration`` per axis and answers in points, with the snapping hook of
// `scrollViewWillEndDragging(withVelocity:targetContentOffset:)`.

import GraspGeometry

/// The motion of a scroll view's content offset after the finger lifts, on both axes: one
/// ``ScrollAxisDeceleration`` per axis, each with its own bounds.
///
/// ```swift
/// let glide = try ScrollDeceleration(offset: Point(x: 0, y: 1200), velocity: Point(x: 0, y: 2500),
///                                    verticalBounds: 0...4000)
/// var target = glide.restingOffset            // what the delegate is told
/// target.y = (target.y / 60).rounded() * 60   // snap to a 60 pt row
/// let snapped = try glide.retargeted(to: target)
/// snapped.offset(at: snapped.duration) == target   // true: it lands exactly there
/// ```
///
/// The axes are independent: each decelerates, bounces and stops on its own (a slow axis stops before
/// a fast one), and the motion lasts until both have.
public struct ScrollDeceleration: ValueAnimation {
    /// The horizontal motion (`x` of the content offset).
    public let horizontal: ScrollAxisDeceleration
    /// The vertical motion (`y` of the content offset).
    public let vertical: ScrollAxisDeceleration

    /// The glide after a release at `offset` with `velocity` (points per second), at `rate`, within
    /// the given bounds of each axis (unbounded by default).
    ///
    /// - Throws: ``ScrollPhysicsError`` naming the axis's parameter when a coordinate or bound is NaN or
    ///   infinite.
    public init(
        offset: Point, velocity: Point, rate: DecelerationRate = .normal,
        horizontalBounds: ClosedRange<Double> = -Double.infinity...Double.infinity,
        verticalBounds: ClosedRange<Double> = -Double.infinity...Double.infinity,
        spring: SpringParameters = .bounce
    ) throws(ScrollPhysicsError) {
        do {
            horizontal = try ScrollAxisDeceleration(offset: offset.x, velocity: velocity.x, rate: rate, bounds: horizontalBounds, spring: spring)
        } catch { throw error.onAxis("x") }
        do {
            vertical = try ScrollAxisDeceleration(offset: offset.y, velocity: velocity.y, rate: rate, bounds: verticalBounds, spring: spring)
        } catch { throw error.onAxis("y") }
    }

    /// A motion from the given axes.
    public init(horizontal: ScrollAxisDeceleration, vertical: ScrollAxisDeceleration) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The same release (offset, velocity, rate, bounds), landing exactly on `target` instead: the
    /// snapping hook (see ``ScrollAxisDeceleration/init(offset:velocity:target:rate:bounds:spring:)``
    /// for how each axis gets there). A target beyond an axis's bounds lands on its edge.
    ///
    /// - Throws: ``ScrollPhysicsError`` when a coordinate of `target` is NaN or infinite.
    public func retargeted(to target: Point, spring: SpringParameters = .bounce) throws(ScrollPhysicsError) -> ScrollDeceleration {
        let x: ScrollAxisDeceleration, y: ScrollAxisDeceleration
        do {
            x = try ScrollAxisDeceleration(offset: horizontal.releaseOffset, velocity: horizontal.releaseVelocity, target: target.x, rate: horizontal.rate, bounds: horizontal.bounds, spring: spring)
        } catch { throw error.onAxis("x") }
        do {
            y = try ScrollAxisDeceleration(offset: vertical.releaseOffset, velocity: vertical.releaseVelocity, target: target.y, rate: vertical.rate, bounds: vertical.bounds, spring: spring)
        } catch { throw error.onAxis("y") }
        return ScrollDeceleration(horizontal: x, vertical: y)
    }

    /// Where the content offset comes to rest.
    public var restingOffset: Point { Point(x: horizontal.restingOffset, y: vertical.restingOffset) }

    /// How long until both axes have stopped, in seconds after the release.
    public var duration: Double { max(horizontal.duration, vertical.duration) }

    /// The content offset `time` seconds after the release.
    public func offset(at time: Double) -> Point { Point(x: horizontal.offset(at: time), y: vertical.offset(at: time)) }

    /// The velocity of the content offset `time` seconds after the release, in points per second.
    public func velocity(at time: Double) -> Point { Point(x: horizontal.velocity(at: time), y: vertical.velocity(at: time)) }

    /// The same as ``offset(at:)``, for ``ValueAnimation``.
    public func value(at time: Double) -> Point { offset(at: time) }

    /// The same as ``restingOffset``, for ``ValueAnimation``.
    public var finalValue: Point { restingOffset }
}

extension ScrollPhysicsError {
    /// The same diagnostic, its parameter prefixed with the axis (`x.velocity`).
    func onAxis(_ axis: String) -> ScrollPhysicsError {
        var error = self
        error.type = "ScrollDeceleration"
        error.parameter = axis + "." + parameter
        return error
    }
}
