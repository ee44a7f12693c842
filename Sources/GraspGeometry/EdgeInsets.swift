// Why this file exists: a scroll view lets its content scroll beyond its edges by an inset (room for a
// bar over the list, padding after the last row). This is UIKit's `UIEdgeInsets`.

/// Distances inward from each edge of a rectangle, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The distance from the top edge.
    public var top: Double
    /// The distance from the left edge.
    public var left: Double
    /// The distance from the bottom edge.
    public var bottom: Double
    /// The distance from the right edge.
    public var right: Double

    /// Creates insets from each edge's distance.
    @inlinable public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Whether every distance is a finite number.
    @inlinable public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// `left + right`, the total horizontal inset.
    @inlinable public var horizontal: Double { left + right }
    /// `top + bottom`, the total vertical inset.
    @inlinable public var vertical: Double { top + bottom }

    /// `top, left, bottom, right`.
    public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}
