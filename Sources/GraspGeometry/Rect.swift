// Why this file exists: frames, bounds and hit areas are rectangles; `Rect` holds one with the few
// queries hit testing and layout need.

/// An axis-aligned rectangle: an origin (its top-left corner) and a size, in points.
@frozen
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The smallest x coordinate.
    @inlinable public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The smallest y coordinate.
    @inlinable public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The largest x coordinate.
    @inlinable public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The largest y coordinate.
    @inlinable public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The x coordinate of the centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The y coordinate of the centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    @inlinable public var width: Double { size.width }
    /// The height.
    @inlinable public var height: Double { size.height }
    /// The centre point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// Whether `point` lies inside the rectangle: the top and left edges are inside, the bottom and
    /// right edges outside, as with CoreGraphics.
    @inlinable public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle moved by (`dx`, `dy`).
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom (shrunk for
    /// negative values).
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }

    /// The smallest rectangle containing all of `points`, or `.zero` if there are none.
    public static func bounding(_ points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var lo = first, hi = first
        for p in points.dropFirst() {
            lo.x = min(lo.x, p.x); lo.y = min(lo.y, p.y)
            hi.x = max(hi.x, p.x); hi.y = max(hi.y, p.y)
        }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// A textual form such as `(0, 0, 100, 40)`.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
