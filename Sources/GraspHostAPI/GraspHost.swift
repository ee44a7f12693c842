// Why this file exists: a web page (or any host that holds numbers, not Swift objects) builds its own engine
// from outside: nodes for its elements, recognizers on them, scroll views, interactions and controls. This
// type is that API in plain Swift: every object has a handle, every call either does what it says or
// throws a ``GraspHostError`` having changed nothing, and what the engine does comes back as numbers in
// tables the host reads from memory. The C exports (Wasm/Exports.swift, built into the WebAssembly modules
// only) move numbers between it and the page; the native tests drive it directly.

import Grasp
import GraspGeometry
import GraspInteractions

/// One engine driven by handles: the host API of ABI version 3 (the article <doc:HostABI>).
///
/// Handles are positive numbers, never reused while the host lives: the root node is 1, and every node,
/// recognizer and interaction made after has the next. Times are the host's milliseconds (the engine runs on
/// `t / 1000` seconds); coordinates are in the root node's space.
///
/// What happened during a call that changed something is in ``events`` (emptied at the start of each such
/// call), in the engine's order; what moved since the last read is written by ``writeFrame(all:)``.
public final class GraspHost {
    /// The version of the host ABI: 3 (version 2's calls are those of the lab's module, unchanged).
    public static let abiVersion: Int32 = 3

    /// The engine.
    public let engine: GestureEngine
    /// The root node's handle.
    public static let rootHandle: Int32 = 1

    /// The events of the last call that changed something: rows of ``EventField`` fields.
    public let events = RecordTable(stride: EventField.stride)
    /// The rows the last ``writeFrame(all:)`` wrote: rows of ``FrameField`` fields.
    public let frameRows = RecordTable(stride: FrameField.stride)
    /// The answers of the reading calls (``recognizerValues(_:in:)``, ``convert(_:_:from:to:)``,
    /// ``interactionRows(_:)``): one row of doubles, rewritten by each.
    public let scratch = RecordTable(stride: 1)
    /// What a host reads after every call that changed something, without another call: one row of
    /// ``StatusField`` fields, written by ``writeStatus()``, at an address that never changes.
    public let status = RecordTable(stride: StatusField.count, capacity: 1)
    /// How many calls have changed the host (each one empties ``events`` first): the exports write
    /// ``status`` after a call that changed it.
    public private(set) var changeCount = 0

    /// The delegate answers. Set them before flagging a recognizer's questions.
    public var callbacks = GraspHostCallbacks()

    var entries: [Int32: Entry] = [:]
    var handlesByObject: [ObjectIdentifier: Int32] = [:]
    /// The handles ``handle(of:)`` found lately: a pointer event's records name the same few recognizers,
    /// and a lookup in ``handlesByObject`` hashes its key each time.
    var recentHandles = RecentHandles()
    var lastHandle: Int32 = 0
    /// Each recognizer's delegate mask, for those that have one.
    var delegateMasks: [Int32: Int32] = [:]
    /// The failure requirements the host made, by recognizer: for finding cycles.
    var failureRequirements: [Int32: [Int32]] = [:]
    /// The zoom view of each scroll view that has one.
    var zoomViews: [Int32: Int32] = [:]
    /// Every handle, in the order made (handles grow, so sorted).
    var order: [Int32] = []
    /// The handles of the scroll views and interactions, the only things that move on their own: what
    /// ``movesEveryFrame`` looks at after every call.
    var movers: [Int32] = []
    /// What each frame row said when last written: a slot of ``FrameField/stride`` values per handle.
    var presentedStore: [Double] = []
    var presentedSlots: [Int32: Int] = [:]
    var freePresentedSlots: [Int] = []
    /// One row, for ``notePresented(_:)``.
    let rowScratch = RecordTable(stride: FrameField.stride, capacity: 1)
    /// One event record's row, for ``recognizerValues(_:in:)``.
    let valuesRow = RecordTable(stride: EventField.stride, capacity: 1)
    /// The `began` and `changed` records of this call whose velocities are not written yet, by recognizer
    /// (see ``record(_:)``).
    var deferredVelocityRows: [(handle: Int32, row: Int)] = []
    /// Whether a delegate question is being answered.
    var isAnswering = false
    /// The time of the last call, in the host's milliseconds.
    var lastTime: Double?
    var builder = TouchEventBuilder()
    var sampleBuffer: [TouchSample] = []
    var contacts: [Int] = []
    var hovers: [Int] = []
    var scrolls: [Int] = []
    var transforms: [Int] = []
    let delegate = HostDelegate()
    /// Interactions whose handles were destroyed: kept, since their recognizers refer to them unretained.
    var retiredInteractions: [HostInteraction] = []
    /// The handles of the refresh controls attached, by their scroll view: each watches its list's offset.
    /// (Handles, not the controls: the dictionary's code is the one ``handlesByObject`` links.)
    var refreshControls: [ObjectIdentifier: Int32] = [:]

    /// What a handle names.
    enum Entry {
        case node(Node, NodeKind)
        case recognizer(GestureRecognizer, RecognizerKind)
        case interaction(HostInteraction)
    }

    /// A host whose root node is `width` × `height` points.
    ///
    /// - Throws: `not-finite` or `out-of-range` (a negative size, or one above 1,000,000).
    public init(width: Double, height: Double) throws(GraspHostError) {
        try Self.checkSize(width, "width")
        try Self.checkSize(height, "height")
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: width, height: height))
        engine = GestureEngine(rootNode: root)
        delegate.host = UnownedReference(self)
        register(.node(root, .node), object: ObjectIdentifier(root))
        notePresented(Self.rootHandle)
        _ = status.appendRow()
        writeStatus()
        engine.addStateObserver { [owner = UnownedReference(self)] change in owner.object.record(change) }
    }

    // MARK: Handles

    @discardableResult
    func register(_ entry: Entry, object: ObjectIdentifier) -> Int32 {
        lastHandle += 1
        entries[lastHandle] = entry
        handlesByObject[object] = lastHandle
        order.append(lastHandle)
        switch entry {
        case .node(_, .scrollView), .interaction: movers.append(lastHandle)
        default: break
        }
        return lastHandle
    }

    func unregister(_ handle: Int32, object: ObjectIdentifier) {
        entries[handle] = nil
        handlesByObject[object] = nil
        recentHandles = RecentHandles()
        forgetPresented(handle)
        if let index = order.firstIndex(of: handle) { order.remove(at: index) }
        if let index = movers.firstIndex(of: handle) { movers.remove(at: index) }
        delegateMasks[handle] = nil
        failureRequirements[handle] = nil
        for key in failureRequirements.keys { failureRequirements[key]?.removeAll { $0 == handle } }
        zoomViews[handle] = nil
        for (key, view) in zoomViews where view == handle { zoomViews[key] = nil }
    }

    /// The handle of `object` (a node or recognizer this host made), or 0.
    func handle(of object: AnyObject?) -> Int32 {
        guard let object else { return 0 }
        return recent(ObjectIdentifier(object)).handle
    }

    /// The handle of `recognizer` and its kind: (0, nil) for one this host did not make.
    func recognizerHandle(of recognizer: GestureRecognizer) -> (handle: Int32, kind: RecognizerKind?) {
        let found = recent(ObjectIdentifier(recognizer))
        return (found.handle, found.kind)
    }

    /// The handle of the object with `key`, and its kind if it is a recognizer: from the recent slots,
    /// else from the dictionaries (and then kept in its slot).
    private func recent(_ key: ObjectIdentifier) -> RecentHandles.Slot {
        let index = RecentHandles.slot(of: key)
        let slot = recentHandles.slots[index]
        if slot.object == key { return slot }
        guard let handle = handlesByObject[key] else { return RecentHandles.Slot(object: nil, handle: 0, kind: nil) }
        var kind: RecognizerKind?
        if case .recognizer(_, let recognizerKind)? = entries[handle] { kind = recognizerKind }
        let found = RecentHandles.Slot(object: key, handle: handle, kind: kind)
        recentHandles.slots[index] = found
        return found
    }

    /// A handle for each of eight slots, each object in the slot of its address: only objects with a
    /// handle are kept, and ``unregister(_:object:)`` forgets them all (so an address reused by a new
    /// object never finds an old handle).
    struct RecentHandles {
        /// An object's handle, and its kind if it is a recognizer.
        struct Slot {
            var object: ObjectIdentifier?
            var handle: Int32
            var kind: RecognizerKind?
        }

        var slots = [Slot](repeating: Slot(object: nil, handle: 0, kind: nil), count: 8)

        static func slot(of key: ObjectIdentifier) -> Int {
            let bits = UInt(bitPattern: key)
            return Int((bits >> 4 ^ bits >> 7) & 7)
        }
    }

    func entry(_ handle: Int32) throws(GraspHostError) -> Entry {
        guard let entry = entries[handle] else { throw .unknownHandle(handle) }
        return entry
    }

    /// The node with `handle` (0: the root).
    func node(_ handle: Int32) throws(GraspHostError) -> Node {
        if handle == 0 { return engine.rootNode }
        guard case .node(let node, _) = try entry(handle) else { throw .wrongKind(handle, is: kindName(handle), needs: "a node") }
        return node
    }

    func scrollView(_ handle: Int32) throws(GraspHostError) -> ScrollView {
        guard case .node(let node, .scrollView) = try entry(handle), let scroll = node as? ScrollView else {
            throw .wrongKind(handle, is: kindName(handle), needs: "a scroll view")
        }
        return scroll
    }

    func recognizer(_ handle: Int32) throws(GraspHostError) -> GestureRecognizer {
        try recognizerEntry(handle).recognizer
    }

    /// The recognizer with `handle`, and its kind.
    func recognizerEntry(_ handle: Int32) throws(GraspHostError) -> (recognizer: GestureRecognizer, kind: RecognizerKind) {
        guard case .recognizer(let recognizer, let kind) = try entry(handle) else {
            throw .wrongKind(handle, is: kindName(handle), needs: "a recognizer")
        }
        return (recognizer, kind)
    }

    func interaction(_ handle: Int32) throws(GraspHostError) -> HostInteraction {
        guard case .interaction(let interaction) = try entry(handle) else {
            throw .wrongKind(handle, is: kindName(handle), needs: "an interaction")
        }
        return interaction
    }

    func kindName(_ handle: Int32) -> String {
        switch entries[handle] {
        case .node(_, let kind): kind.name
        case .recognizer(_, let kind): kind.name
        case .interaction(let interaction): interaction.kind.name
        case nil: "nothing"
        }
    }

    /// Opens a call that changes the host: refused while a delegate question is answered; empties
    /// ``events``.
    @inline(never)
    func beginChange() throws(GraspHostError) {
        guard !isAnswering else {
            throw GraspHostError(.inDispatch, "the host is answering a delegate question; change it after the call returns")
        }
        events.removeAll()
        deferredVelocityRows.removeAllKeepingStorage()
        changeCount &+= 1
    }

    /// Writes ``status``: the next deadline, and how many event records the last call that changed
    /// something wrote, and where. The exports call it after each call that changed the host, so that a
    /// page reads all three from memory after its pointer event's one call.
    public func writeStatus() {
        status.set(0, StatusField.nextDeadline, nextDeadline ?? -1)
        status.set(0, StatusField.eventCount, Double(events.count))
        status.set(0, StatusField.eventsAddress, Double(UInt(bitPattern: events.pointer)))
    }

    @inline(never)
    static func checkSize(_ value: Double, _ name: String) throws(GraspHostError) {
        guard value.isFinite else { throw .notFinite(name) }
        _ = try checked(value, name, from: 0, to: GestureDefaults.maximumCoordinate)
    }

    @inline(never)
    static func checkCoordinate(_ value: Double, _ name: String) throws(GraspHostError) {
        guard value.isFinite else { throw .notFinite(name) }
        _ = try checked(value, name, from: -GestureDefaults.maximumCoordinate, to: GestureDefaults.maximumCoordinate)
    }

    /// `value` (finite), when it is from `low` (above it when `aboveLow`) to `high` and, when `whole`, a whole
    /// number; otherwise an `out-of-range` error naming `name` (followed by `index` when that is 0 or more)
    /// and the range. Every range check of a size, a coordinate or an interaction's value is this one
    /// function: one call per value, and one sentence for all.
    @inline(never)
    static func checked(_ value: Double, _ name: String, _ index: Int = -1, from low: Double, to high: Double = .greatestFiniteMagnitude,
                        whole: Bool = false, aboveLow: Bool = false) throws(GraspHostError) -> Double {
        guard aboveLow ? value > low : value >= low, value <= high, !whole || value == value.rounded(.towardZero) else {
            let text = GraspHostError.text
            let limit = high == .greatestFiniteMagnitude ? "" : (aboveLow ? " and at most " : " to ") + text(high)
            throw .outOfRange(index < 0 ? name : "\(name) \(index)", value,
                              (whole ? "a whole number " : "") + (aboveLow ? "more than " : "from ") + text(low) + limit)
        }
        return value
    }

    // MARK: Nodes

    /// The kinds of node a host makes.
    public enum NodeKind: Int32, Hashable, Sendable, CaseIterable {
        /// A plain node.
        case node = 0
        /// A scroll view.
        case scrollView = 1
        /// A button (GraspInteractions' ``/GraspInteractions/Button``).
        case button = 2
        /// A switch.
        case switchControl = 3
        /// A slider.
        case slider = 4
        /// A stepper.
        case stepper = 5

        /// The kind's name in errors.
        public var name: String {
            switch self {
            case .node: "a node"
            case .scrollView: "a scroll view"
            case .button: "a button"
            case .switchControl: "a switch"
            case .slider: "a slider"
            case .stepper: "a stepper"
            }
        }
    }

    /// Makes a node of `kind` code (``NodeKind``), not yet in the tree, and returns its handle.
    ///
    /// - Throws: `invalid-argument` for an unknown kind; `in-dispatch`.
    public func createNode(kind code: Int32) throws(GraspHostError) -> Int32 {
        guard let kind = NodeKind(rawValue: code) else {
            throw .invalidArgument("node kind is \(code); it must be 0 (node), 1 (scroll view), 2 (button), 3 (switch), 4 (slider) or 5 (stepper)")
        }
        try beginChange()
        let node: Node
        switch kind {
        case .node: node = Node()
        case .scrollView:
            let scroll = ScrollView()
            scroll.delegate = delegate
            node = scroll
        case .button: node = Button()
        case .switchControl: node = Switch()
        case .slider: node = Slider()
        case .stepper: node = Stepper()
        }
        let handle = register(.node(node, kind), object: ObjectIdentifier(node))
        notePresented(handle)
        if let control = node as? Control {
            control.addAction(for: .allEvents) { [owner = UnownedReference(self)] control, events in
                owner.object.recordControl(control, events)
            }
        }
        return handle
    }

    /// Puts `child` under `parent` at `index` among its children (-1: in front of them all; otherwise
    /// clamped), taking it from its old parent.
    ///
    /// - Throws: `unknown-handle`, `wrong-kind`, `cycle` (the child is the parent, one of its ancestors or
    ///   the root), `in-dispatch`.
    public func addChild(_ child: Int32, to parent: Int32, at index: Int32 = -1) throws(GraspHostError) {
        let parentNode = try node(parent)
        let childNode = try node(child)
        guard childNode !== engine.rootNode else { throw GraspHostError(.cycle, "the root node cannot be a child") }
        guard childNode !== parentNode, !childNode.isAncestor(of: parentNode) else {
            throw GraspHostError(.cycle, "node \(child) is node \(parent) or one of its ancestors: the tree would have a cycle")
        }
        try beginChange()
        parentNode.insertChild(childNode, at: index < 0 ? parentNode.children.count : Int(index))
    }

    /// Takes a node out of its parent; it keeps its handle and its subtree.
    ///
    /// - Throws: `unknown-handle`, `wrong-kind` (or the root), `in-dispatch`.
    public func removeNode(_ handle: Int32) throws(GraspHostError) {
        let node = try node(handle)
        guard node !== engine.rootNode else { throw .wrongKind(handle, is: "the root node", needs: "a node that can leave the tree") }
        try beginChange()
        node.removeFromParent()
    }

    /// Takes a node out of its parent, destroys its recognizers, and forgets its handle; its children are
    /// taken out of it and keep theirs.
    ///
    /// - Throws: `unknown-handle`, `wrong-kind` (or the root), `in-dispatch`.
    public func destroyNode(_ handle: Int32) throws(GraspHostError) {
        let node = try node(handle)
        guard node !== engine.rootNode else { throw .wrongKind(handle, is: "the root node", needs: "a node that can be destroyed") }
        try beginChange()
        node.removeFromParent()
        for child in node.children { child.removeFromParent() }
        for recognizer in node.gestureRecognizers {
            let recognizerHandle = self.handle(of: recognizer)
            node.removeGestureRecognizer(recognizer)
            if recognizerHandle != 0 { unregister(recognizerHandle, object: ObjectIdentifier(recognizer)) }
        }
        if let scroll = node as? ScrollView {
            scroll.delegate = nil
            // A refresh control there hears no more of it (another scroll view may take its identifier).
            refreshControls[ObjectIdentifier(scroll)] = nil
        }
        unregister(handle, object: ObjectIdentifier(node))
    }

    /// Lays a node out: its untransformed box in its parent's space (the box a page's layout gives an
    /// element). The size becomes the bounds' size (the bounds' origin, a scroll view's offset, stays); the
    /// centre the box's centre.
    ///
    /// - Throws: `not-finite`, `out-of-range` (a negative size), `unknown-handle`, `wrong-kind`, `in-dispatch`.
    public func setFrame(_ handle: Int32, x: Double, y: Double, width: Double, height: Double) throws(GraspHostError) {
        let node = try node(handle)
        try Self.checkCoordinate(x, "x")
        try Self.checkCoordinate(y, "y")
        try Self.checkSize(width, "width")
        try Self.checkSize(height, "height")
        try beginChange()
        node.bounds.size = Size(width: width, height: height)
        node.center = Point(x: x + width / 2, y: y + height / 2)
        notePresented(handle)
    }

    /// Sets a node's transform (about its centre, as UIKit's `transform`).
    ///
    /// - Throws: `not-finite`, `unknown-handle`, `wrong-kind`, `in-dispatch`.
    public func setTransform(_ handle: Int32, _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double) throws(GraspHostError) {
        let node = try node(handle)
        for (value, name) in [(a, "a"), (b, "b"), (c, "c"), (d, "d"), (tx, "tx"), (ty, "ty")] where !value.isFinite {
            throw .notFinite(name)
        }
        try beginChange()
        node.transform = AffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
        notePresented(handle)
    }

    /// The deepest node under `x`, `y` (root space) as the engine hit-tests, or 0 (none, or one the host
    /// did not make).
    public func hitTest(x: Double, y: Double) -> Int32 {
        guard x.isFinite, y.isFinite else { return 0 }
        return handle(of: engine.rootNode.hitTest(Point(x: x, y: y)))
    }

    /// Converts a point from `from`'s space to `to`'s (0: the root's) and writes it to ``scratch``
    /// (two doubles).
    ///
    /// - Throws: `not-finite`, `unknown-handle`, `wrong-kind`.
    public func convert(_ x: Double, _ y: Double, from: Int32, to: Int32) throws(GraspHostError) -> Point {
        let source = try node(from), target = try node(to)
        guard x.isFinite, y.isFinite else { throw .notFinite(x.isFinite ? "y" : "x") }
        let point = source.convert(Point(x: x, y: y), to: target)
        writeScratch([point.x, point.y])
        return point
    }

    func writeScratch(_ values: [Double]) {
        scratch.removeAll()
        for value in values { scratch.set(scratch.appendRow(), 0, value) }
    }
}
