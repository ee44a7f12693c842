// Why this file exists: a user on an Android phone expects Android's constants (its touch slop, its
// long-press and double-tap timeouts, its fling limits and curve, its pager), a user on an iPhone
// UIKit's. This value bundles one platform's constants; an engine carries one (UIKit's unless told), and
// its scroll views follow it unless one overrides its physics.

import GraspMotion

/// The gesture and scrolling constants of a platform: UIKit's (``iOS``, the default) or Android's
/// (``android``).
///
/// |                      | ``iOS`` (Grasp's defaults) | ``android`` (AOSP's `ViewConfiguration`) |
/// |----------------------|-----------------------------|-------------------------------------------|
/// | touch slop           | 10 pt                       | 8 dp                                      |
/// | long-press timeout   | 0.5 s                       | 0.4 s                                     |
/// | double-tap timeout   | 0.35 s                      | 0.3 s                                     |
/// | fling velocity       | no limits                   | 50 to 8,000 dp/s                          |
/// | scroll physics       | ``/GraspMotion/ScrollPhysics/iOS``       | ``/GraspMotion/ScrollPhysics/android(_:)``             |
/// | paging               | UIKit's (``/GraspMotion/ScrollPaging``)  | `PagerSnapHelper`'s                       |
///
/// ```swift
/// engine.platformProfile = .android                   // every scroll view flings and stretches as Android's
/// list.physics = .iOS                                 // except this one
/// engine.platformProfile.apply(to: longPress)         // 0.4 s, 8 dp for a recognizer added later
/// ```
///
/// Setting an engine's profile applies its recognizer constants to the recognizers in its tree then
/// (``apply(to:)``); a recognizer added later keeps its own until the profile is applied to it. The
/// scroll views read the profile at each release.
public struct PlatformProfile: Hashable, Sendable {
    /// How far a finger must move before a drag begins, in points (a pan's `PanGestureRecognizer/slop`;
    /// also how far a tap's or a long press's finger may wander).
    public var touchSlop: Double
    /// How long a press lasts before a long press begins, in seconds.
    public var longPressTimeout: Double
    /// The longest interval between the taps of a double tap, in seconds.
    public var doubleTapTimeout: Double
    /// The slowest release that flings a scroll view, in points per second: slower ones do not move it
    /// (Android's `getScaledMinimumFlingVelocity`). 0 for UIKit.
    public var minimumFlingVelocity: Double
    /// The fastest fling, in points per second: faster releases are clamped to it along each axis
    /// (Android's `getScaledMaximumFlingVelocity`). Infinite for UIKit.
    public var maximumFlingVelocity: Double
    /// The physics of a scroll view after a drag.
    public var scrollPhysics: ScrollPhysics

    /// A profile from its constants.
    ///
    /// - Throws: ``/GraspMotion/ScrollPhysicsError`` naming the constant when `touchSlop`, `longPressTimeout` or
    ///   `doubleTapTimeout` is negative, NaN or infinite, `minimumFlingVelocity` is negative or not a
    ///   number, or `maximumFlingVelocity` is not greater than 0 and at least the minimum.
    public init(
        touchSlop: Double, longPressTimeout: Double, doubleTapTimeout: Double,
        minimumFlingVelocity: Double, maximumFlingVelocity: Double, scrollPhysics: ScrollPhysics
    ) throws(ScrollPhysicsError) {
        for (name, value) in [("touchSlop", touchSlop), ("longPressTimeout", longPressTimeout), ("doubleTapTimeout", doubleTapTimeout)] {
            guard value >= 0, value.isFinite else {
                throw ScrollPhysicsError(type: "PlatformProfile", parameter: name, value: value, requirement: "a finite number, 0 or more")
            }
        }
        guard minimumFlingVelocity >= 0, minimumFlingVelocity < .infinity else {
            throw ScrollPhysicsError(type: "PlatformProfile", parameter: "minimumFlingVelocity", value: minimumFlingVelocity, requirement: "a finite number of points per second, 0 or more")
        }
        guard maximumFlingVelocity > 0, maximumFlingVelocity >= minimumFlingVelocity else {
            throw ScrollPhysicsError(type: "PlatformProfile", parameter: "maximumFlingVelocity", value: maximumFlingVelocity, requirement: "a number of points per second greater than 0 and at least the minimum fling velocity")
        }
        self.touchSlop = touchSlop
        self.longPressTimeout = longPressTimeout
        self.doubleTapTimeout = doubleTapTimeout
        self.minimumFlingVelocity = minimumFlingVelocity
        self.maximumFlingVelocity = maximumFlingVelocity
        self.scrollPhysics = scrollPhysics
    }

    /// UIKit's constants, Grasp's defaults: ``GestureDefaults``' slop and timeouts, no fling limits,
    /// ``/GraspMotion/ScrollPhysics/iOS``.
    public static let iOS = try! PlatformProfile(
        touchSlop: GestureDefaults.panSlop, longPressTimeout: GestureDefaults.longPressMinimumDuration,
        doubleTapTimeout: GestureDefaults.tapMaximumInterval, minimumFlingVelocity: 0,
        maximumFlingVelocity: .infinity, scrollPhysics: .iOS)

    /// Android's constants (AOSP's `ViewConfiguration`) at density 1: touch slop 8 dp, long press
    /// 400 ms, double tap 300 ms, flings from 50 to 8,000 dp/s, ``/GraspMotion/ScrollPhysics/android(_:)``.
    public static let android = try! PlatformProfile.android(density: 1)

    /// Android's constants with the scroll physics at `density` pixels per point (the constants
    /// themselves are in dp, which are points).
    ///
    /// - Throws: ``/GraspMotion/ScrollPhysicsError`` naming `density` when it is zero, negative, NaN or infinite.
    public static func android(density: Double) throws(ScrollPhysicsError) -> PlatformProfile {
        try PlatformProfile(
            touchSlop: 8, longPressTimeout: 0.4, doubleTapTimeout: 0.3,
            minimumFlingVelocity: 50, maximumFlingVelocity: 8000,
            scrollPhysics: .android(AndroidScrollPhysics(density: density)))
    }

    /// Gives `recognizer` this profile's constants, through its ``GestureRecognizer/adopt(_:)``: a pan's
    /// slop (a scroll view's pan too), a tap's maximum movement and interval between taps, a long press's
    /// duration and allowable movement. Other recognizers are left as they are, unless they override it.
    public func apply(to recognizer: GestureRecognizer) {
        recognizer.adopt(self)
    }

    /// Applies ``apply(to:)`` to every recognizer of `node` and of the nodes under it.
    public func apply(toTreeAt node: Node) {
        for recognizer in node.gestureRecognizers { apply(to: recognizer) }
        for child in node.children { apply(toTreeAt: child) }
    }

    /// Clamps a release velocity to the fling limits along each axis: faster than
    /// ``maximumFlingVelocity`` is brought down to it; when neither axis reaches
    /// ``minimumFlingVelocity`` there is no fling (zero).
    public func flingVelocity(_ velocity: Point) -> Point {
        let limit = maximumFlingVelocity
        let clamped = Point(x: min(max(velocity.x, -limit), limit), y: min(max(velocity.y, -limit), limit))
        guard abs(clamped.x) >= minimumFlingVelocity || abs(clamped.y) >= minimumFlingVelocity else { return .zero }
        return clamped
    }
}
