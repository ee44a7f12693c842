// Why this file exists: gestures happen on things. A `Node` is Grasp's view: a rectangle in a tree,
// with a transform, that touches hit and recognizers attach to. It answers the two geometric
// questions the engine asks: which node is under this point, and where is this point in that node.

/// A rectangular element in a tree, the Grasp counterpart of a `UIView`.
///
/// A node's geometry follows UIKit: `bounds` is its own coordinate space, `center` is where the middle
/// of its bounds sits in its parent's space, and `transform` scales, rotates or translates it about that
/// centre. `frame` is derived from those. Children are kept in z-order: the last child is in front.
///
/// Subclass a node and override the `touches…` methods to handle touches directly; recognizers on the
/// node (or its ancestors) may delay or cancel that delivery, as their `delaysTouchesBegan`,
/// `delaysTouchesEnded` and `cancelsTouchesInView` properties say. A node that does not override them
/// passes its touches on to its ``next`` node, the parent, as a `UIView` passes them to its superview.
open class Node {
    /// A name for diagnostics, traces and frame reports.
    public final var name: String
    /// The node's own coordinate space: its origin is the point shown at the top-left corner.
    public final var bounds: Rect
    /// The position of the centre of `bounds` in the parent's coordinate space.
    public final var center: Point
    /// A transform applied about `center`.
    public final var transform: AffineTransform = .identity
    /// Whether the node is hidden; hidden nodes and their subtrees are not hit.
    public final var isHidden = false
    /// Whether touches may hit this node and its subtree.
    public final var isUserInteractionEnabled = true
    /// The fill colour, for hosts that draw nodes.
    public final var backgroundColor: Color?
    /// The opacity, for hosts that draw nodes; a node with alpha below 0.01 is not hit, as in UIKit.
    public final var alpha: Double = 1
    /// An optional text label, for hosts that draw nodes.
    public final var label: String?

    // The stored properties below live out of line, in an `Unchecked` box: Unchecked.swift says why
    // and what it buys.
    private let nodeFields = Unchecked(NodeFields())
    private struct NodeFields {
        var parent: Unretained<Node>?
        var children: [Node] = []
        var gestureRecognizers: [GestureRecognizer] = []
        var engineStorage: Unretained<GestureEngine>?
        var geometryDiagnostics: [NodeDiagnostic] = []
        var nestedScrollConnection: (any NestedScrollConnection)?
        var accessibility: NodeAccessibility?
    }

    /// The parent node, or `nil` for a root.
    ///
    /// Held without retaining and without a weak reference (a weak reference would slow every retain of
    /// the parent); a parent clears its children's reference when it lets them go or is deallocated.
    public private(set) final var parent: Node? {
        get { nodeFields.value.parent?.value }
        set { nodeFields.value.parent = newValue.map(Unretained.init) }
    }
    /// The children, back to front.
    public private(set) final var children: [Node] {
        _read { yield nodeFields.value.children }
        _modify { yield &nodeFields.value.children }
    }
    /// The recognizers attached to this node, in the order they were added.
    public private(set) final var gestureRecognizers: [GestureRecognizer] {
        _read { yield nodeFields.value.gestureRecognizers }
        _modify { yield &nodeFields.value.gestureRecognizers }
    }

    /// The connection through which this node takes part in the movements of the nodes inside it: the
    /// drags and glides of the scroll views inside it, and of any node that dispatches its drag (see
    /// ``NestedScrollConnection`` and ``NestedScrollDispatcher``), before each movement and after. Default
    /// `nil`. The node keeps its connection alive; the connection must not keep the node alive in return.
    public final var nestedScrollConnection: (any NestedScrollConnection)? {
        get { nodeFields.value.nestedScrollConnection }
        set { nodeFields.value.nestedScrollConnection = newValue }
    }

    /// What the node tells assistive technologies when it does not override ``accessibilityElements`` and
    /// ``accessibilityPerform(_:element:at:)``: a controller that draws and handles parts of the node (a
    /// list's rows, a sheet) sets it (GraspInteractions' article "Accessibility and Alternatives"). Default `nil`.
    public final var accessibility: NodeAccessibility? {
        get { nodeFields.value.accessibility }
        set { nodeFields.value.accessibility = newValue }
    }

    /// The node's accessibility elements, frames in the node's space; none by default, or what
    /// ``accessibility`` lists. Controls override it.
    open var accessibilityElements: [AccessibilityElement] { accessibility?.elements() ?? [] }

    /// Performs `action` on the element at `index` of ``accessibilityElements`` at `time`, through the
    /// same operations the gesture uses; returns `false`, changing nothing, when the element does not take
    /// it. The default asks ``accessibility``.
    open func accessibilityPerform(_ action: AccessibilityAction, element index: Int, at time: Double) -> Bool {
        accessibility?.perform(action, index, time) ?? false
    }

    /// The unretained link to the parent, as stored (Unsafe/Unretained.swift walks it without retaining).
    final var parentLink: Unretained<Node>? {
        @inline(__always) get { nodeFields.value.parent }
    }
    /// The unretained link to the engine of a root, as stored.
    final var engineLink: Unretained<GestureEngine>? {
        @inline(__always) get { nodeFields.value.engineStorage }
    }

    /// The engine this node is the root of, if any; the engine clears it when it is deallocated.
    final var engineStorage: GestureEngine? {
        get { nodeFields.value.engineStorage?.value }
        set { nodeFields.value.engineStorage = newValue.map(Unretained.init) }
    }

    /// Creates a node with a frame in its parent's coordinate space.
    public init(name: String = "", frame: Rect = .zero) {
        self.name = name
        self.bounds = Rect(origin: .zero, size: frame.size)
        self.center = frame.center
    }

    deinit {
        for child in children { child.parent = nil }
        for recognizer in gestureRecognizers { recognizer.node = nil }
    }

    // MARK: Geometry

    /// The node's rectangle in its parent's coordinate space: the bounding box of its transformed bounds.
    ///
    /// Setting the frame keeps the transform and changes `center` and the size of `bounds` so that the
    /// frame reads back as the rectangle set, as UIKit does in practice:
    ///
    /// - Under the identity, the bounds take the frame's size and the centre its centre.
    /// - Under a scale (or a quarter turn, or a flip, with or without a translation), the bounds take the
    ///   frame's size divided by the scale: a view scaled by 2 and given a 200-point-wide frame is 100
    ///   points wide in its own space. The centre is the frame's centre less the transform's translation.
    /// - Under any other rotation (or shear), a frame does not say what the bounds should be, and under a
    ///   transform that squashes the node flat, no bounds give it; a frame with a coordinate or size that
    ///   is not a finite number means nothing. Such a frame is refused: the node keeps its geometry and
    ///   records a ``NodeDiagnostic`` in ``geometryDiagnostics``. Set `bounds` and `center` instead.
    public final var frame: Rect {
        get {
            if transform.isIdentity {
                return Rect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
            }
            let corners = [
                Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
            ].map { convertToParent($0) }
            return Rect.bounding(corners)
        }
        set {
            let t = transform
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite, newValue.size.width.isFinite, newValue.size.height.isFinite else {
                return recordDiagnostic(NodeDiagnostic(kind: .nonFiniteFrame, frame: newValue, transform: t))
            }
            if t.isIdentity {
                bounds.size = newValue.size
                center = newValue.center
                return
            }
            // The transformed width and height of bounds of size (w, h): |a|·w + |c|·h across and
            // |b|·w + |d|·h down. Inverted where each extent depends on one side only.
            let size: Size
            if t.b == 0 && t.c == 0 && t.a != 0 && t.d != 0 {
                size = Size(width: newValue.width / abs(t.a), height: newValue.height / abs(t.d))
            } else if t.a == 0 && t.d == 0 && t.b != 0 && t.c != 0 {
                size = Size(width: newValue.height / abs(t.b), height: newValue.width / abs(t.c))
            } else {
                let kind: NodeDiagnostic.Kind = t.a * t.d - t.b * t.c == 0 ? .frameUnderSingularTransform : .frameUnderRotation
                return recordDiagnostic(NodeDiagnostic(kind: kind, frame: newValue, transform: t))
            }
            guard size.width.isFinite, size.height.isFinite else {
                return recordDiagnostic(NodeDiagnostic(kind: .frameUnderSingularTransform, frame: newValue, transform: t))
            }
            bounds.size = size
            center = Point(x: newValue.midX - t.tx, y: newValue.midY - t.ty)
        }
    }

    /// What the node refused to do with a geometry it was given, oldest first (at most the last 16).
    public private(set) final var geometryDiagnostics: [NodeDiagnostic] {
        _read { yield nodeFields.value.geometryDiagnostics }
        _modify { yield &nodeFields.value.geometryDiagnostics }
    }

    private func recordDiagnostic(_ diagnostic: NodeDiagnostic) {
        if geometryDiagnostics.count == 16 { geometryDiagnostics.removeFirst() }
        geometryDiagnostics.append(diagnostic)
    }

    /// Converts `point` from this node's space to its parent's.
    final func convertToParent(_ point: Point) -> Point {
        let fromCenter = Point(x: point.x - bounds.midX, y: point.y - bounds.midY)
        return transform.apply(to: fromCenter) + center
    }

    /// Converts `point` from the parent's space to this node's, or `nil` if the transform is singular.
    public final func convertFromParent(_ point: Point) -> Point? {
        let relative = point - center
        if transform.isIdentity { return Point(x: relative.x + bounds.midX, y: relative.y + bounds.midY) }
        guard let inverse = transform.inverted() else { return nil }
        let p = inverse.apply(to: relative)
        return Point(x: p.x + bounds.midX, y: p.y + bounds.midY)
    }

    /// Converts `point` from this node's space to the root's (window) space.
    public final func convertToWindow(_ point: Point) -> Point {
        var p = point
        var node: Node? = self
        while let n = node, let parent = n.parent {
            p = n.convertToParent(p)
            node = parent
        }
        return p
    }

    /// Converts `point` from the root's (window) space to this node's space; NaN coordinates when a
    /// transform on the way is singular.
    public final func convertFromWindow(_ point: Point) -> Point {
        // From the root down, by recursion rather than a list of ancestors: no allocation, which a
        // scroll view converting its pan's translation on every move depends on.
        guard let parent else { return point }
        return convertFromParent(parent.convertFromWindow(point)) ?? Point(x: .nan, y: .nan)
    }

    /// Converts `point` from this node's space to `node`'s space (the window's when `node` is `nil`).
    public final func convert(_ point: Point, to node: Node?) -> Point {
        let inWindow = convertToWindow(point)
        guard let node else { return inWindow }
        return node.convertFromWindow(inWindow)
    }

    /// Converts `point` from `node`'s space (the window's when `node` is `nil`) to this node's space.
    public final func convert(_ point: Point, from node: Node?) -> Point {
        let inWindow = node?.convertToWindow(point) ?? point
        return convertFromWindow(inWindow)
    }

    // MARK: Hit testing

    /// Whether `point`, in this node's space, is inside the node. Override to change the hit area.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The deepest, front-most node of this subtree that contains `point` (in this node's space) and
    /// accepts touches, or `nil`.
    ///
    /// A node that is hidden, has touches disabled or an alpha below 0.01 is skipped with its subtree.
    /// Children are hit only inside their parent's bounds, as UIKit does for views that clip.
    open func hitTest(_ point: Point) -> Node? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point) else { return nil }
        for child in children.reversed() {
            guard let local = child.convertFromParent(point) else { continue }
            if let hit = child.hitTest(local) { return hit }
        }
        return self
    }

    // MARK: Tree

    /// Appends `child` in front of the other children, removing it from its previous parent first.
    public final func addChild(_ child: Node) {
        insertChild(child, at: children.count)
    }

    /// Inserts `child` at `index` in the z-order (0 is the back), removing it from its previous parent first.
    public final func insertChild(_ child: Node, at index: Int) {
        precondition(child !== self && !child.isAncestor(of: self), "Node \"\(child.name)\" cannot be its own ancestor")
        child.removeFromParent()
        // Handlers that ran while the arena settled may have attached the child elsewhere, or put this
        // node under it: detach it again, and give up rather than make a cycle.
        child.removeFromParent()
        guard child.parent == nil, !child.isAncestor(of: self) else { return }
        children.insert(child, at: min(max(index, 0), children.count))
        child.parent = self
        if engine != nil { child.tellSubtreeItMovedToAnEngine() }
    }

    /// Removes the node from its parent. Recognizers in its subtree that are handling touches are cancelled
    /// or failed and reset, and touches that hit the subtree stop being delivered to it: removed between
    /// dispatches, when the engine takes the change in at the start of its next dispatch (see "Changes made
    /// between dispatches" in <doc:TheArena>); removed from a handler, when that handler's round returns (see
    /// "Changes made by handlers" in <doc:TheArena>); removed during a dispatch otherwise, at once. The
    /// node is out of the tree at once, and ``didMoveToEngine()`` is called before this returns.
    public final func removeFromParent() {
        guard let parent else { return }
        let detachingEngine = engine
        parent.children.removeAll { $0 === self }
        self.parent = nil
        guard let detachingEngine else { return }
        if detachingEngine.context.isDispatching {
            detachingEngine.nodeWasDetached(self)
        } else {
            detachingEngine.context.record(.detach(self))
        }
        tellSubtreeItMovedToAnEngine()
    }

    /// Called on every node of a subtree after the subtree joined an engine's tree (added under one of its
    /// nodes) or left it (removed from its parent there), as UIKit calls `didMoveToWindow()`: ``engine`` is
    /// the new engine, or `nil`. The touches that hit a subtree that left stop being delivered to it, so a
    /// node that follows a touch itself stops following it here (a control cancels its tracking). The
    /// default does nothing.
    open func didMoveToEngine() {}

    /// Calls ``didMoveToEngine()`` on this node, then on its subtree (the children as they are then).
    private func tellSubtreeItMovedToAnEngine() {
        didMoveToEngine()
        for child in children { child.tellSubtreeItMovedToAnEngine() }
    }

    /// Whether this node is `node` or one of its ancestors.
    public final func isAncestor(of node: Node) -> Bool {
        var current: Node? = node
        while let n = current {
            if n === self { return true }
            current = n.parent
        }
        return false
    }

    /// The first node named `name` in this subtree (depth first, this node first).
    public final func descendant(named name: String) -> Node? {
        if self.name.utf8.elementsEqual(name.utf8) { return self }
        for child in children {
            if let found = child.descendant(named: name) { return found }
        }
        return nil
    }

    /// The engine that dispatches touches to this node's tree, if the tree is attached to one.
    public final var engine: GestureEngine? {
        var node = self
        while let parent = node.parent { node = parent }
        return node.engineStorage
    }

    // MARK: Recognizers

    /// Attaches `recognizer` to this node, detaching it from any other node first (as
    /// ``removeGestureRecognizer(_:)`` does). ``gestureRecognizers`` and the recognizer's
    /// ``GestureRecognizer/node`` say so at once; the recognizer takes the touches that land from the next
    /// touch-down on. Adding asks nothing of the engine (nothing is in play to decide on), so nothing waits
    /// for the next dispatch but the removal from the old node, if it was in play there.
    public final func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        // No app code runs while the old node lets it go (a removal calls no handler), so it is free now.
        recognizer.node?.removeGestureRecognizer(recognizer)
        guard recognizer.node == nil else { return }
        gestureRecognizers.append(recognizer)
        recognizer.node = self
        recognizer.wasRemovedWhileInPlay = false
    }

    /// Detaches `recognizer`; ``gestureRecognizers`` and the recognizer's ``GestureRecognizer/node`` say so
    /// at once. If it is handling touches it leaves play without further handler calls (a gesture in
    /// progress is reported to the state observers as cancelled) and is reset: removed between dispatches,
    /// when the engine takes the change in at the start of its next dispatch (see "Changes made between
    /// dispatches" in <doc:TheArena>); removed from a handler, when that handler's round returns (see
    /// "Changes made by handlers" in <doc:TheArena>); removed during a dispatch otherwise, at once.
    public final func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        // The engine whose arena has it in play is told even when this node has just left that
        // engine's tree (a handler that runs while the tree is cut): otherwise it would stay in play.
        if let arena = engine?.arena ?? recognizer.boundArena {
            if arena.context.isDispatching {
                arena.recognizerWillDetach(recognizer)
                if recognizer.followedHoverPointer != nil { engine?.hoverWasRemoved(recognizer) }
            } else {
                arena.context.record(.remove(recognizer))
            }
        }
        gestureRecognizers.remove(at: index)
        recognizer.node = nil
    }

    // MARK: Coordination

    /// Whether `recognizer` may begin (or recognize) with touches that hit this node.
    ///
    /// Asked when a recognizer leaves `possible`, after its delegate's
    /// ``GestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)``, of the node each of its touches hit
    /// and of that node's ancestors up to and including the recognizer's own node; one `false` fails the
    /// recognizer. It is how UIKit's rule since iOS 6 is kept without the engine knowing what a control is:
    /// a control answers `false` for a recognizer on an ancestor that would take the control's default
    /// action (a tap over a button, a pan over a slider's thumb). The default returns `true`.
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    /// Whether `node`, a descendant, may hear `touch` at all (asked of each of its ancestors before the
    /// node's `touchesBegan`, with the `event` that brings it). A capability the engine asks instead of
    /// naming a node class: the default lets it; a scroll view asks its `touchesShouldBegin(_:with:in:)`.
    open func letsDescendantHear(_ touch: Touch, with event: TouchEvent, in node: Node) -> Bool { true }

    /// Whether a scroll view above this node may cancel the node's touches to begin a drag, when the node
    /// has heard them already: the default of `ScrollView/touchesShouldCancel(in:)`.
    ///
    /// `true` by default. A control answers `false`, as UIKit's `touchesShouldCancel(in:)` returns `false`
    /// for a `UIControl`: once a control tracks a touch, a plain scroll view does not take it (a scroll
    /// view that wants to, a list say, overrides `ScrollView/touchesShouldCancel(in:)`).
    open var yieldsTouchesToScrolling: Bool { true }

    // MARK: Touch handling

    /// The next node in the responder chain: the node that hears the touches this node does not handle.
    ///
    /// By default the parent (`nil` for a root), as a view's superview is its next responder in UIKit.
    /// Override it to send unhandled touches elsewhere; the chain must end (a node must not be its own
    /// next responder, directly or further up).
    open var next: Node? { parent }

    /// Called when touches begin on this node (after any delay a recognizer asks for).
    ///
    /// The default passes the call on to ``next``, so that a touch climbs the responder chain until a node
    /// overrides this method without calling `super` (see "The responder chain" in <doc:NodesAndTouches>).
    open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        next?.touchesBegan(touches, with: event)
    }
    /// Called when touches that began on this node move. The default passes the call on to ``next``.
    open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        next?.touchesMoved(touches, with: event)
    }
    /// Called when touches that began on this node end. The default passes the call on to ``next``.
    open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        next?.touchesEnded(touches, with: event)
    }
    /// Called when touches that began on this node are cancelled, by the system or because a recognizer
    /// with `cancelsTouchesInView` recognized its gesture. The default passes the call on to ``next``.
    open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        next?.touchesCancelled(touches, with: event)
    }
}

extension Node: CustomStringConvertible {
    /// The node's name and frame.
    public var description: String { "Node(\(name.isEmpty ? "unnamed" : name), frame: \(frame))" }
}
