// Why this file exists: UIKit's `UIHoverGestureRecognizer`: a continuous gesture that follows a pointer
// over its node without any touch. The engine drives it from `HoverEvent`s (HoverDispatch.swift); it
// takes no touches and no part in the arena.

/// A continuous recognizer that follows a pointer hovering over its node, as UIKit's
/// `UIHoverGestureRecognizer`.
///
/// It begins when a pointer comes over its node (or a descendant, hit-tested as touches are: through
/// nested nodes and their transforms), changes as the pointer moves over it, ends when the pointer
/// leaves the node, leaves the window or goes down (a touch-down of the same pointer), and is cancelled
/// when the system loses the pointer. ``/GraspCore/GestureRecognizer/location(in:)`` is the pointer's location. It hovers for one
/// pointer at a time; ``/GraspCore/GestureRecognizer/allowedTouchTypes`` chooses which (default: all).
///
/// Hover takes no part in the arena: the recognizer never takes touches, never prevents another
/// recognizer and is never prevented. Its handlers and the state observers hear of it as of any other.
///
/// ```swift
/// let hover = HoverGestureRecognizer(name: "highlight")
/// hover.addHandler { hover in button.isHighlighted = hover.state == .began || hover.state == .changed }
/// button.addGestureRecognizer(hover)
/// engine.handle(HoverEvent(timestamp: 0, pointer: TouchID(1), phase: .moved, location: Point(x: 10, y: 10)))
/// ```
public final class HoverGestureRecognizer: GestureRecognizer {
    /// The pointer the recognizer follows while it hovers; `nil` when no pointer hovers over its node.
    public internal(set) var hoveringPointer: TouchID?
    /// The kind of the pointer that hovers, while one does.
    public internal(set) var hoveringKind: TouchKind?
    /// A pen's height above the screen (0 to 1), when the latest hover report gave it.
    public internal(set) var zOffset: Double?

    /// Creates a hover recognizer.
    public override init(name: String = "") {
        super.init(name: name)
        takesTouches = false
    }

    /// A hover recognizer follows hover.
    public override var followsHover: Bool { true }
    /// The pointer it follows: ``hoveringPointer``.
    public override var followedHoverPointer: TouchID? { hoveringPointer }
    /// Follows `pointer`, of `kind`, from now on.
    public override func hoverDidBegin(pointer: TouchID, kind: TouchKind) {
        hoveringPointer = pointer
        hoveringKind = kind
    }
    /// Keeps the pen's height of the latest report (``zOffset``).
    public override func hoverDidMove(zOffset: Double?) { self.zOffset = zOffset }

    /// Hover never prevents another recognizer.
    public override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
    /// Hover is never prevented.
    public override func canBePrevented(by other: GestureRecognizer) -> Bool { false }

    /// Clears the pointer it followed.
    public override func reset() {
        super.reset()
        hoveringPointer = nil
        hoveringKind = nil
        zOffset = nil
    }
}
