// Why this file exists: a screen-edge pan starts from one or more edges of the screen; this option set
// names them, as UIKit's UIRectEdge.

/// Edges of a rectangle, as `UIRectEdge`. In window coordinates: the top edge is at the smallest y.
public struct RectEdge: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The edge at the smallest y.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The edge at the smallest x.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The edge at the largest y.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The edge at the largest x.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// The four edges.
    public static let all: RectEdge = [.top, .left, .bottom, .right]

    /// The unit vector pointing away from a single edge, into the rectangle (`.zero` for several or none).
    public var inwardVector: Point {
        switch self {
        case .top: Point(x: 0, y: 1)
        case .left: Point(x: 1, y: 0)
        case .bottom: Point(x: 0, y: -1)
        case .right: Point(x: -1, y: 0)
        default: .zero
        }
    }

    /// The names of the edges in the set, joined by `+` (`left`, `top+right`, `none`).
    public var description: String {
        let names = [(RectEdge.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]
            .filter { contains($0.0) }.map { $0.1 }
        return names.isEmpty ? "none" : names.joined(separator: "+")
    }
}
