// Why this file exists: an accessibility action is engine input like a touch: it arrives with a
// timestamp, fires the timers due by then, reaches the node under a point (an element's activation point,
// as VoiceOver aims), and what the node does runs inside a dispatch, so that recognizers, handlers and
// observers hear of it in the same order as they hear of a gesture.

extension GestureEngine {
    /// Every accessibility element of the tree, back to front (a node's before its children's), frames in
    /// the window's space. Hidden and transparent subtrees are left out.
    public func accessibilityElements() -> [AccessibilityElement] {
        var found: [AccessibilityElement] = []
        collectAccessibilityElements(of: rootNode, into: &found)
        return found
    }

    private func collectAccessibilityElements(of node: Node, into found: inout [AccessibilityElement]) {
        guard !node.isHidden, node.alpha >= 0.01 else { return }
        for var element in node.accessibilityElements {
            element.frame = node.windowRect(of: element.frame)
            found.append(element)
        }
        for child in node.children { collectAccessibilityElements(of: child, into: &found) }
    }

    /// The node and element index that take `action` at `point` (window space): from the front-most
    /// node under the point up through its ancestors, the first element whose frame contains the point and
    /// that lists the action; `nil` if none does.
    public func accessibilityTarget(for action: AccessibilityAction, at point: Point) -> (node: Node, element: Int)? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        var node = accessibilityHit(rootNode, point) ?? rootNode
        while true {
            let local = node.convertFromWindow(point)
            for (index, element) in node.accessibilityElements.enumerated()
            where element.frame.contains(local) && element.supports(action) {
                return (node, index)
            }
            guard let parent = node.parent else { return nil }
            node = parent
        }
    }

    /// The front-most visible node under `point` (in `node`'s parent's space for children), whether or not
    /// it takes touches: a disabled control still has an element.
    private func accessibilityHit(_ node: Node, _ point: Point) -> Node? {
        guard !node.isHidden, node.alpha >= 0.01 else { return nil }
        let local = node.convertFromWindow(point)
        guard node.bounds.contains(local) else { return nil }
        for child in node.children.reversed() {
            if let hit = accessibilityHit(child, point) { return hit }
        }
        return node
    }

    /// Performs `action` on the element at `point` (window space) at `timestamp`, as input: the timers due
    /// by then fire first, then the element's node performs it (through the same operations, events and
    /// callbacks as the gesture), then the arena settles and the observers hear of it. Returns `false`,
    /// changing nothing, when no element there takes the action.
    @discardableResult
    public func performAccessibilityAction(_ action: AccessibilityAction, at point: Point, timestamp: Double) -> Bool {
        performAccessibilityAction(action, timestamp: timestamp) { accessibilityTarget(for: action, at: point) }
    }

    /// Performs `action` on the element `target` finds once the timers due by `timestamp` have fired:
    /// the one path of an action aimed at a point and of one aimed at an element (the keyboard focus's).
    func performAccessibilityAction(_ action: AccessibilityAction, timestamp: Double,
                                    target: () -> (node: Node, element: Int)?) -> Bool {
        let time = sanitizedTime(timestamp)
        let outerRounds = openDispatch(at: time)
        defer { closeDispatch(outerRounds) }
        notify()
        guard let (node, index) = target() else { return false }
        let performed = node.accessibilityPerform(action, element: index, at: time)
        notify()
        settleAndNotify()
        touchTable.flushNodeDelivery()
        notify()
        return performed
    }
}

extension Node {
    /// The bounding box, in the window's space, of `rect` in this node's space.
    public final func windowRect(of rect: Rect) -> Rect {
        Rect.bounding([
            convertToWindow(Point(x: rect.minX, y: rect.minY)), convertToWindow(Point(x: rect.maxX, y: rect.minY)),
            convertToWindow(Point(x: rect.minX, y: rect.maxY)), convertToWindow(Point(x: rect.maxX, y: rect.maxY)),
        ])
    }
}

/// An accessibility action as engine input: what an assistive technology asked, where, and when (a trace's
/// `accessibility` sample, a host's UIAccessibility or ARIA callback).
public struct AccessibilityEvent: Hashable, Sendable {
    /// The time, in seconds, on the host's clock.
    public var timestamp: Double
    /// The action.
    public var action: AccessibilityAction
    /// The element's activation point, in window coordinates.
    public var location: Point

    /// Creates an event.
    public init(timestamp: Double, action: AccessibilityAction, location: Point) {
        self.timestamp = timestamp
        self.action = action
        self.location = location
    }
}

extension GestureEngine {
    /// Performs an accessibility event (``performAccessibilityAction(_:at:timestamp:)``); returns whether
    /// an element took it.
    @discardableResult
    public func handle(_ event: AccessibilityEvent) -> Bool {
        performAccessibilityAction(event.action, at: event.location, timestamp: event.timestamp)
    }
}
