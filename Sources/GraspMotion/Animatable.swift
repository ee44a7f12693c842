// Why this file exists: one spring or decay must animate a scalar, a point, a size or a rectangle.
// `Animatable` is the small vector protocol the animations need (zero, sum, difference, scaling and
// per-component access, so that the physics runs independently on every component).

import GraspGeometry

/// A value that animations can move: a vector of `Double` components.
///
/// The animations work one component at a time (a spring on a ``/GraspGeometry/Point`` is two
/// independent springs), so a conforming type exposes its components by index, besides the vector
/// arithmetic used to combine values and velocities.
public protocol Animatable: Hashable, Sendable {
    /// The value whose components are all zero.
    static var zero: Self { get }
    /// The component-wise sum.
    static func + (lhs: Self, rhs: Self) -> Self
    /// The component-wise difference.
    static func - (lhs: Self, rhs: Self) -> Self
    /// Every component multiplied by `rhs`.
    static func * (lhs: Self, rhs: Double) -> Self
    /// The number of components.
    static var componentCount: Int { get }
    /// The component at `index`, from 0 to ``componentCount`` − 1.
    subscript(component index: Int) -> Double { get set }
}

extension Animatable {
    /// The largest absolute value among the components.
    @inlinable public var largestComponentMagnitude: Double {
        var m = 0.0
        for i in 0..<Self.componentCount { m = max(m, abs(self[component: i])) }
        return m
    }

    /// Builds a value by computing every component with `body`.
    @inlinable public static func makeByComponent(_ body: (Int) -> Double) -> Self {
        var result = Self.zero
        for i in 0..<Self.componentCount { result[component: i] = body(i) }
        return result
    }
}

extension Double: Animatable {
    /// A scalar has one component.
    @inlinable public static var componentCount: Int { 1 }
    /// The value itself (the index is ignored).
    @inlinable public subscript(component index: Int) -> Double {
        get { self }
        set { self = newValue }
    }
}

extension Point: Animatable {
    /// Two components: `x`, then `y`.
    @inlinable public static var componentCount: Int { 2 }
    /// `x` for 0, `y` for 1.
    @inlinable public subscript(component index: Int) -> Double {
        get { index == 0 ? x : y }
        set { if index == 0 { x = newValue } else { y = newValue } }
    }
}

extension Size: Animatable {
    /// Two components: `width`, then `height`.
    @inlinable public static var componentCount: Int { 2 }
    /// `width` for 0, `height` for 1.
    @inlinable public subscript(component index: Int) -> Double {
        get { index == 0 ? width : height }
        set { if index == 0 { width = newValue } else { height = newValue } }
    }
    /// The component-wise sum.
    @inlinable public static func + (lhs: Size, rhs: Size) -> Size {
        Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }
    /// The component-wise difference.
    @inlinable public static func - (lhs: Size, rhs: Size) -> Size {
        Size(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }
    /// Both components multiplied by `rhs`.
    @inlinable public static func * (lhs: Size, rhs: Double) -> Size {
        Size(width: lhs.width * rhs, height: lhs.height * rhs)
    }
}

extension Rect: Animatable {
    /// Four components: origin `x`, origin `y`, `width`, `height`.
    @inlinable public static var componentCount: Int { 4 }
    /// Origin `x`, origin `y`, width and height for 0 to 3.
    @inlinable public subscript(component index: Int) -> Double {
        get {
            switch index {
            case 0: origin.x
            case 1: origin.y
            case 2: size.width
            default: size.height
            }
        }
        set {
            switch index {
            case 0: origin.x = newValue
            case 1: origin.y = newValue
            case 2: size.width = newValue
            default: size.height = newValue
            }
        }
    }
    /// The component-wise sum (origins and sizes added).
    @inlinable public static func + (lhs: Rect, rhs: Rect) -> Rect {
        Rect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
    }
    /// The component-wise difference.
    @inlinable public static func - (lhs: Rect, rhs: Rect) -> Rect {
        Rect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
    }
    /// Every component multiplied by `rhs`.
    @inlinable public static func * (lhs: Rect, rhs: Double) -> Rect {
        Rect(origin: lhs.origin * rhs, size: lhs.size * rhs)
    }
}
