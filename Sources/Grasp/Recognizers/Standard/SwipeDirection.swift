// Why this file exists: a swipe recognizer accepts some directions and reports the one it saw; both
// are this option set, UIKit's UISwipeGestureRecognizer.Direction.

/// Directions of a swipe, as `UISwipeGestureRecognizer.Direction`. In window coordinates: y grows down.
public struct SwipeDirection: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Toward positive x.
    public static let right = SwipeDirection(rawValue: 1 << 0)
    /// Toward negative x.
    public static let left = SwipeDirection(rawValue: 1 << 1)
    /// Toward negative y (up the screen).
    public static let up = SwipeDirection(rawValue: 1 << 2)
    /// Toward positive y (down the screen).
    public static let down = SwipeDirection(rawValue: 1 << 3)
    /// The four directions.
    public static let all: SwipeDirection = [.right, .left, .up, .down]

    /// The unit vector of a single direction, in window coordinates (`.zero` for a set of several or none).
    public var unitVector: Point {
        switch self {
        case .right: Point(x: 1, y: 0)
        case .left: Point(x: -1, y: 0)
        case .up: Point(x: 0, y: -1)
        case .down: Point(x: 0, y: 1)
        default: .zero
        }
    }

    /// The names of the directions in the set, joined by `+` (`right`, `left+up`, `none`).
    public var description: String {
        let names = [(SwipeDirection.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
            .filter { contains($0.0) }.map { $0.1 }
        return names.isEmpty ? "none" : names.joined(separator: "+")
    }
}
