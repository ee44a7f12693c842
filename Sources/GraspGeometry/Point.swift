// Why this file exists: every touch location, translation and velocity in Grasp is a pair of Doubles.
// `Point` is that pair, with the arithmetic the engine and the animations need, in one small value type.

/// A location or a displacement in a two-dimensional coordinate space, in points.
///
/// Grasp uses `Point` both for locations (a touch's position in a node) and for vectors
/// (a translation, a velocity in points per second), as CoreGraphics does with `CGPoint`.
@frozen
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate; grows to the right.
    public var x: Double
    /// The vertical coordinate; grows downwards, as on screen.
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    ///
    /// A constant computed where it is read rather than a stored global: a stored one is reached through
    /// its addressor, a call and a check that it was initialized, on every read (the pan reads it on every
    /// move; the Performance article, "Recognizers read the engine's touch records").
    @inlinable public static var zero: Point { Point(x: 0, y: 0) }

    /// The length of the vector from the origin to this point.
    @inlinable public var magnitude: Double { (x * x + y * y).squareRoot() }

    /// The squared length of the vector from the origin to this point.
    @inlinable public var magnitudeSquared: Double { x * x + y * y }

    /// The distance between this point and `other`.
    @inlinable public func distance(to other: Point) -> Double { (self - other).magnitude }

    /// Whether both coordinates are finite numbers (not NaN, not infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The component-wise sum.
    @inlinable public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    /// The component-wise difference.
    @inlinable public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    /// The point scaled by `rhs`.
    @inlinable public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
    /// The point scaled by `lhs`.
    @inlinable public static func * (lhs: Double, rhs: Point) -> Point { Point(x: lhs * rhs.x, y: lhs * rhs.y) }
    /// The point divided by `rhs`.
    @inlinable public static func / (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x / rhs, y: lhs.y / rhs) }
    /// The negated vector.
    @inlinable public static prefix func - (point: Point) -> Point { Point(x: -point.x, y: -point.y) }
    /// Adds `rhs` to `lhs`.
    @inlinable public static func += (lhs: inout Point, rhs: Point) { lhs = lhs + rhs }
    /// Subtracts `rhs` from `lhs`.
    @inlinable public static func -= (lhs: inout Point, rhs: Point) { lhs = lhs - rhs }

    /// A textual form such as `(12.5, 40)`.
    public var description: String { "(\(x), \(y))" }
}
