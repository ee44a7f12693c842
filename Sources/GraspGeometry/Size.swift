// Why this file exists: nodes have sizes and animations interpolate them; `Size` is the value type for both.

/// A width and a height, in points.
@frozen
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// A textual form such as `100×40`.
    public var description: String { "\(width)×\(height)" }
}
