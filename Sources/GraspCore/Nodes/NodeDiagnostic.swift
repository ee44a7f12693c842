// Why this file exists: a node's `frame` is derived from its bounds, centre and transform, and under some
// transforms (a rotation that is not a quarter turn, a transform that squashes the node flat) a frame
// cannot be turned back into bounds. Rather than guess, the node refuses such a frame, keeps its
// geometry, and records what it refused here, so that a host can log it and a test can assert on it.

/// A note a ``Node`` records when it refuses a geometry it was given.
public struct NodeDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Why the node refused the value.
    public enum Kind: String, Hashable, Sendable {
        /// A frame with a coordinate or a size that is not a finite number.
        case nonFiniteFrame
        /// A frame set while the transform rotates (other than by quarter turns) or shears the node: the
        /// frame is the bounding box of the turned bounds, and does not say what the bounds are.
        case frameUnderRotation
        /// A frame set while the transform squashes the node to a line or a point (a scale of 0): no
        /// bounds give that frame.
        case frameUnderSingularTransform
    }

    /// Why the node refused the value.
    public var kind: Kind
    /// The frame the node was given.
    public var frame: Rect
    /// The node's transform when it was given the frame.
    public var transform: AffineTransform

    /// Creates a diagnostic.
    public init(kind: Kind, frame: Rect, transform: AffineTransform) {
        self.kind = kind
        self.frame = frame
        self.transform = transform
    }

    /// A one-line description, as `frameUnderRotation: frame (0.0, 0.0, 100.0, 50.0) refused; the geometry is kept`.
    public var description: String {
        "\(kind.rawValue): frame \(frame) refused; the geometry is kept (set bounds and center instead)"
    }
}
