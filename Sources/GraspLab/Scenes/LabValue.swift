// Why this file exists: the inspector shows each recognizer's values (translation, velocity, scale,
// rotation). Scenes report them as these few kinds of value, which the lab writes into frames.

import GraspGeometry

/// One value a scene reports about a recognizer, as the lab's inspector shows it.
public enum LabValue: Hashable, Sendable {
    /// A number, such as a scale or a rotation in radians.
    case number(Double)
    /// A point or vector, such as a translation or a velocity.
    case point(Point)
    /// A short text, such as a direction.
    case text(String)
    /// A yes-or-no value.
    case flag(Bool)
}
