// A spotlight that follows a pen or a mouse hovering over its node, as Grasp's hover recognizer does: it
// takes no touches, and the engine begins, changes and ends it as the pointer comes, moves and goes.

import GraspCore

/// Follows a pointer hovering over its node: begins when one comes over it, changes as it moves, ends
/// when it leaves. A pen close to the screen makes a small spot (``radius``).
public final class SpotlightGestureRecognizer: GestureRecognizer {
    /// The pointer the spotlight follows, while one hovers.
    public private(set) var pointer: TouchID?
    /// What the pointer is, while one hovers.
    public private(set) var pointerKind: TouchKind?
    /// How many hover reports it has heard since the pointer came.
    public private(set) var reports = 0
    /// The spot's radius: 40 points, or from 10 (touching) to 40 (far) for a pen that reports its height.
    public private(set) var radius = 40.0

    /// Creates a spotlight; it takes no touches.
    override public init(name: String = "") {
        super.init(name: name)
        takesTouches = false
    }

    /// It follows hover.
    override public var followsHover: Bool { true }
    /// The pointer it follows.
    override public var followedHoverPointer: TouchID? { pointer }

    /// A pointer came over the node.
    override public func hoverDidBegin(pointer: TouchID, kind: TouchKind) {
        self.pointer = pointer
        pointerKind = kind
        reports = 0
    }

    /// A report of the pointer it follows.
    override public func hoverDidMove(zOffset: Double?) {
        reports += 1
        radius = zOffset.map { 10 + 30 * min(max($0, 0), 1) } ?? 40
    }

    override public func reset() {
        super.reset()
        pointer = nil
        pointerKind = nil
        radius = 40
    }
}
