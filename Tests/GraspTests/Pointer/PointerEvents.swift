// Why this file exists: the pointer tests read as scenarios ("the mouse goes down with the secondary
// button held", "the pointer hovers here"). These helpers only build the reports such a scenario sends (a
// hover, a scroll, a trackpad's pinch or rotation) and the host it sends them to; the public
// GestureTestHost sends them, as an app's tests would.

import Grasp

extension GestureTestHost {
    /// A host over a 400×800 root whose engine is ticked only when a test says so (a live clock: no frames
    /// between reports), as the pointer tests' hosts send events and no frames.
    static func pointer() -> GestureTestHost {
        GestureTestHost(rootNode: Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800)), clock: .live())
    }
}

/// A hover report of pointer `id` at (`x`, `y`) at time `t`.
func hoverEvent(
    _ id: Int, _ phase: HoverPhase, _ x: Double, _ y: Double, at t: Double, kind: TouchKind = .mouse,
    modifiers: ModifierFlags = [], zOffset: Double? = nil
) -> HoverEvent {
    HoverEvent(
        timestamp: t, pointer: TouchID(id), phase: phase, location: Point(x: x, y: y), kind: kind,
        modifierFlags: modifiers, zOffset: zOffset)
}

/// A scroll report of pointer `id` moving the content by (`dx`, `dy`) at time `t`, over (`x`, `y`).
func scrollEvent(
    _ id: Int, _ phase: ScrollPhase, _ dx: Double, _ dy: Double, at t: Double, x: Double = 200, y: Double = 400,
    modifiers: ModifierFlags = []
) -> ScrollEvent {
    ScrollEvent(
        timestamp: t, pointer: TouchID(id), phase: phase, location: Point(x: x, y: y), delta: Point(x: dx, y: dy),
        modifierFlags: modifiers)
}

/// A trackpad transform report of pointer `id` about (200, 400) at time `t`.
func transformEvent(_ id: Int, _ phase: TransformPhase, scale: Double = 1, rotation: Double = 0, at t: Double) -> TransformEvent {
    TransformEvent(
        timestamp: t, pointer: TouchID(id), phase: phase, location: Point(x: 200, y: 400), scale: scale, rotation: rotation)
}
