// Why this file exists: scroll and transform samples carry what changed since their previous
// sample (how far the content moves, how much it scales and turns) rather than a position. These are
// the payloads of those samples, with the sign conventions a recognizer relies on.

extension Trace {
    /// How far a wheel, scroll or momentum sample moves the content, in points (format version 2).
    ///
    /// The deltas have the sense of a pan's translation: the movement a finger dragging the content
    /// would cause, so a positive `dy` moves the content down and shows what is above it. (A
    /// browser's `WheelEvent.deltaY` has the opposite sign.) Each sample carries the change since the
    /// previous sample of its pointer; a gesture's total is their sum.
    public struct ScrollDelta: Hashable, Sendable {
        /// The horizontal movement, positive to the right.
        public var dx: Double
        /// The vertical movement, positive downwards.
        public var dy: Double

        /// Creates a scroll delta.
        public init(dx: Double, dy: Double) {
            self.dx = dx
            self.dy = dy
        }

        /// No movement: what a `scroll-end` or `momentum-end` usually carries.
        public static let zero = ScrollDelta(dx: 0, dy: 0)
    }

    /// How much a transform sample scales and turns the content about the sample's position
    /// (format version 2).
    ///
    /// Each sample carries the change since the previous sample of its pointer: the gesture's total
    /// scale is the product of the `scale`s, its total rotation the sum of the `rotation`s.
    public struct TransformDelta: Hashable, Sendable {
        /// The scale factor since the previous sample: 1 for no change, above 1 when spreading.
        public var scale: Double
        /// The rotation since the previous sample, in radians, positive clockwise on screen.
        public var rotation: Double

        /// Creates a transform delta.
        public init(scale: Double, rotation: Double) {
            self.scale = scale
            self.rotation = rotation
        }

        /// No change: scale 1, rotation 0.
        public static let identity = TransformDelta(scale: 1, rotation: 0)
    }
}
