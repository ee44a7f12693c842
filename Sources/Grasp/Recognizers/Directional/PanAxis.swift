// Why this file exists: axis-locked pans and their tests speak of "the horizontal axis" and "the
// vertical axis"; this small type names them and measures a vector along and across each.

/// One of the two screen axes a pan can be locked to.
public enum PanAxis: String, Sendable, Hashable, CaseIterable {
    /// Left–right: the x axis.
    case horizontal
    /// Up–down: the y axis.
    case vertical

    /// The other axis.
    public var perpendicular: PanAxis { self == .horizontal ? .vertical : .horizontal }

    /// The component of `vector` along this axis.
    public func component(of vector: Point) -> Double {
        self == .horizontal ? vector.x : vector.y
    }

    /// The axis along which `vector` is larger, or `nil` for the zero vector. Equal components go to
    /// the horizontal axis, so that the decision is always made.
    public static func dominant(in vector: Point) -> PanAxis? {
        guard vector.x != 0 || vector.y != 0 else { return nil }
        return abs(vector.x) >= abs(vector.y) ? .horizontal : .vertical
    }
}
