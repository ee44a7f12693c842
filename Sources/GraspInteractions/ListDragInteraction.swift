// Why this file exists: dragging an item from one list into another is a long press that turns into a
// drag, a target that must be found under the finger, an insertion point that moves as the target list
// scrolls under a held finger, and a drop that either lands or flies back, caught by a touch on the
// way. The model must never lose or repeat an item, whatever the app deletes meanwhile or whenever the
// touch is cancelled. This component is those rules once, in the spirit of UIKit's drag and drop
// interactions, over lists of uniform rows that an app lays out from what it says.

/// A list that items are dragged out of and dropped into: a vertical scroll view whose content node
/// holds rows of one height, top to bottom, from its top. ``ListDragInteraction`` owns the identifiers.
public final class DragDropList {
    /// The list's name, reported as the drop target (`left`).
    public let name: String
    /// The list's scroll view.
    public let scrollView: ScrollView
    /// The content node where the rows are laid out, from its top.
    public let content: Node
    /// The identifiers of the list's items, top to bottom.
    public var itemIDs: [Int] { rows.ids }
    /// The rows: the items' identifiers and the interaction's row height (set when it takes the list).
    fileprivate var rows: ListRows

    /// Creates a list called `name` of the items `itemIDs` (top to bottom), laid out in `content`, a
    /// child of `scrollView`.
    public init(name: String, itemIDs: [Int], scrollView: ScrollView, content: Node) {
        self.name = name
        rows = ListRows(ids: itemIDs, height: ListDragInteraction.defaultRowHeight)
        self.scrollView = scrollView
        self.content = content
    }

    /// The identifiers as text, top to bottom, separated by commas (`3,1,4`; empty for an empty list).
    public var itemList: String {
        var text = ""
        for id in itemIDs {
            if !text.isEmpty { text += "," }
            text += String(id)
        }
        return text
    }
}

/// A long press that lifts an item for dragging and that also begins at once, at touch-down, on an
/// item in flight (to catch it), when ``beginsAtTouchDown`` says so.
///
/// It is a ``/Grasp/LongPressGestureRecognizer`` in every other respect: it begins on its own timer after
/// ``/Grasp/LongPressGestureRecognizer/minimumPressDuration``, fails when the finger moves more than
/// ``/Grasp/LongPressGestureRecognizer/allowableMovement`` first, and ignores fingers that land after it began.
public final class DragLiftGestureRecognizer: LongPressGestureRecognizer {
    /// Asked with the landing location (window coordinates) of a first finger: `true` begins the
    /// gesture at that touch-down, without waiting for the timer.
    public var beginsAtTouchDown: ((Point) -> Bool)?

    /// Begins at once when ``beginsAtTouchDown`` accepts the first finger's landing location.
    override public func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        let first = state == .possible
        super.touchesBegan(touches, with: event)
        guard first, state == .possible, let touch = touches.first, beginsAtTouchDown?(touch.location) == true else { return }
        state = .began
    }
}

/// Drag and drop of items between lists (and within one), in the spirit of `UIDragInteraction` and
/// `UIDropInteraction`, over lists of rows of one height.
///
/// The interaction keeps every list's identifiers (``DragDropList/itemIDs``): each item is in exactly one
/// list, once, at every moment. The app lays its rows out from ``rowY(at:)``, ``liftedItem``,
/// ``liftedFrame()`` and ``insertionMarkerY()`` whenever ``onChange`` calls, and evaluates the motion
/// with ``advance(to:)`` at each frame. ``attach(to:)`` adds ``lift`` to a node above every list.
///
/// - **Lift:** a long press of ``liftDuration`` (``lift``, named `lift`) on an item lifts it, decided on
///   the press's own timer. The item stays in its list (an app draws it as a placeholder) while a raised
///   copy follows the finger, keeping the point where it was grabbed under the finger. A finger that
///   moves more than 10 pt first fails the press, and the list scrolls.
/// - **Target:** the list under the finger is the ``dropTarget``; its ``insertionIndex`` is the row
///   boundary nearest the lifted item's centre. Outside every list there is none.
/// - **Auto-scroll:** a finger in the top or bottom zone of the target list scrolls it by
///   ``EdgeAutoScroll`` (evaluated from time: the distance depends only on where the finger is and for
///   how long), and the insertion point follows. Outside the zones nothing is evaluated and nothing
///   changes (``isAutoScrolling`` is `false`): a host may stop asking for frames.
/// - **Drop:** releasing over a list moves the item to the insertion point (``onDrop``), and it flies
///   into its new slot on ``settleSpring``. Released outside every list, or when the touch is
///   cancelled, it flies back into the slot it was lifted from, and the lists are as before.
/// - **Catch:** a touch on an item in flight catches it at the touch's own timestamp, with no wait: it
///   is lifted again from where it was. A lift of another item finishes a flight at once.
/// - **Other fingers:** fingers that land after the lift change nothing; every list's scrolling is off
///   while an item is lifted, so another finger cannot scroll one either.
///
/// Bad input is absorbed: a drop onto a list emptied meanwhile inserts at its top; an item removed by
/// the app while lifted (``removeItem(_:at:)``) ends the drag, and the touch goes on harmlessly.
public final class ListDragInteraction: GestureRecognizerDelegate {
    /// How long a finger rests on an item before it lifts: 0.5 s, as UIKit's long press.
    public static let liftDuration = 0.5
    /// The spring that carries a dropped item into its slot, or back: critically damped, 0.35 s.
    public static let settleSpring = SpringParameters(response: 0.35, dampingRatio: 1)
    /// The row height used when the one given is not a finite number above zero: 60 pt.
    public static let defaultRowHeight = 60.0

    /// The lists, in the order given.
    public let lists: [DragDropList]
    /// The height of every row.
    public let rowHeight: Double
    /// The rule that scrolls the target list near its edges.
    public let autoScroll: EdgeAutoScroll
    /// The long press that lifts an item (and catches one in flight), named `lift`.
    public let lift = DragLiftGestureRecognizer(name: "lift")
    /// The item that is lifted, or `nil`.
    public private(set) var liftedItem: Int?
    /// The index in ``lists`` of the list under the finger while an item is lifted, or `nil`.
    public private(set) var dropTarget: Int?
    /// The row boundary in the target list where a drop would insert (0 above its first row, its item
    /// count below its last), or `nil` without a target.
    public private(set) var insertionIndex: Int?
    /// The item flying into its slot (after a drop, a drop elsewhere or a cancel), or `nil`.
    public private(set) var flyingItem: Int?
    /// The values given to the initializer that were corrected or dropped, in the order found.
    public private(set) var diagnostics: [InteractionDiagnostic] = []
    /// Called after every change of the lists, of the lifted item's position, of the target or of a
    /// flight (to lay out).
    public var onChange: (() -> Void)?
    /// Called after a drop moved an item: its identifier, the lists it left and joined (indices in
    /// ``lists``) and its index in the list it joined.
    public var onDrop: ((Int, Int, Int, Int) -> Void)?

    private var container: Node?
    /// The lifted item's list, and the point where it was grabbed, relative to the item's top left.
    private var source = 0
    private var grab = Point.zero
    private var finger = Point.zero
    /// The time auto-scroll was last evaluated up to (while the finger is in a zone).
    private var scrolledUpTo: Double?
    private var flight: (list: Int, animation: SpringAnimation<Point>, start: Double)?

    /// Creates the interaction over `lists` (repeated identifiers, within a list or across lists, are
    /// dropped: the first one stays), rows of `rowHeight` points, scrolled near their edges by
    /// `autoScroll`. A row height that is not a finite number above zero is replaced by
    /// ``defaultRowHeight`` and recorded in ``diagnostics``.
    public init(lists: [DragDropList], rowHeight: Double = ListDragInteraction.defaultRowHeight,
                autoScroll: EdgeAutoScroll = EdgeAutoScroll()) {
        var found: [InteractionDiagnostic] = []
        self.rowHeight = InteractionDiagnostic.checked(rowHeight, "rowHeight", fallback: Self.defaultRowHeight, into: &found)
        var seen: Set<Int> = []
        for list in lists {
            let kept = ListRows.firstOccurrences(of: list.itemIDs, seen: &seen) { id in
                found.append(InteractionDiagnostic(parameter: "\(list.name).itemIDs", value: Double(id), replacement: -1,
                                                   reason: "repeated identifier dropped"))
            }
            list.rows = ListRows(ids: kept, height: self.rowHeight)
        }
        self.lists = lists
        self.autoScroll = autoScroll
        diagnostics = found
        lift.minimumPressDuration = Self.liftDuration
        lift.delegate = self
        lift.beginsAtTouchDown = { [owner = UnownedReference(self)] location in
            let interaction = owner.object
            interaction.lastTime = max(interaction.lastTime, interaction.lift.currentTime)
            return interaction.isInFlight(at: location)
        }
        lift.addHandler { [owner = UnownedReference(self)] lift in owner.object.handleLift(lift) }
    }

    /// Adds ``lift`` to `container`, a node above every list (their common ancestor).
    public func attach(to container: Node) {
        self.container = container
        container.addGestureRecognizer(lift)
        installAccessibility()
    }

    // MARK: Geometry

    /// The top of the row at `index`, in its list's content node.
    public func rowY(at index: Int) -> Double { Double(index) * rowHeight }

    /// The index in ``lists`` of the list whose visible frame contains `point` (window coordinates).
    public func list(at point: Point) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return lists.firstIndex { windowFrame(of: $0.scrollView).contains(point) }
    }

    /// The list (index in ``lists``) and the index of the item at `point` (window coordinates), if any.
    public func item(at point: Point) -> (list: Int, index: Int)? {
        guard let index = list(at: point) else { return nil }
        let y = lists[index].content.convertFromWindow(point).y
        return lists[index].rows.slot(atY: y).map { (index, $0) }
    }

    /// The frame, in window coordinates, of the lifted or flying item; `nil` when there is none.
    public func liftedFrame() -> Rect? {
        if liftedItem != nil {
            return Rect(origin: finger - grab, size: Size(width: lists[source].content.bounds.width, height: rowHeight))
        }
        guard let flight, let id = flyingItem, let slot = slotOrigin(of: id, in: flight.list) else { return nil }
        let offset = flight.animation.value(at: max(lastTime - flight.start, 0))
        return Rect(origin: slot + offset, size: Size(width: lists[flight.list].content.bounds.width, height: rowHeight))
    }

    /// Where the target list's insertion marker goes, in its content node, or `nil` without a target.
    public func insertionMarkerY() -> Double? { insertionIndex.map { rowY(at: $0) } }

    /// Whether the target list is scrolling under a finger held in one of its edge zones.
    public var isAutoScrolling: Bool { scrolledUpTo != nil }

    /// Whether an item is flying into its slot.
    public var isSettling: Bool { flight != nil }

    // MARK: Time

    private var lastTime = 0.0

    /// Evaluates auto-scroll and the flight at `now` (the engine's time). Outside the edge zones and
    /// with nothing in flight it does nothing.
    public func advance(to now: Double) {
        lastTime = max(lastTime, now)
        var changed = scrollTarget(to: now)
        if let current = flight {
            if now - current.start >= current.animation.duration {
                flight = nil
                flyingItem = nil
            }
            changed = true
        }
        if changed { onChange?() }
    }

    /// Removes item `id` from its list (nothing if there is none). Removing the lifted item ends the
    /// drag (the touch goes on and does nothing); removing a flying item ends its flight.
    public func removeItem(_ id: Int, at time: Double) {
        guard let list = lists.firstIndex(where: { $0.itemIDs.contains(id) }) else { return }
        lastTime = max(lastTime, time)
        lists[list].rows.ids.removeAll { $0 == id }
        if liftedItem == id { endSession() }
        if flyingItem == id {
            flight = nil
            flyingItem = nil
        }
        if dropTarget != nil { updateTarget() }
        onChange?()
    }

    // MARK: Recognizers

    /// ``lift`` begins only on an item (or an item in flight).
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === lift else { return true }
        let location = lift.location(in: nil)
        return isInFlight(at: location) || item(at: location) != nil
    }

    private func isInFlight(at point: Point) -> Bool {
        guard flight != nil, let frame = liftedFrame() else { return false }
        return frame.contains(point)
    }

    private func handleLift(_ lift: DragLiftGestureRecognizer) {
        let time = lift.currentTime
        lastTime = max(lastTime, time)
        let location = lift.location(in: nil)
        switch lift.state {
        case .began:
            begin(at: location, time: time)
        case .changed:
            guard liftedItem != nil else { return }
            _ = scrollTarget(to: time)
            finger = location
            updateTarget()
            scrolledUpTo = autoScrollVelocity() != 0 ? time : nil
        case .ended:
            guard liftedItem != nil else { return }
            _ = scrollTarget(to: time)
            finger = location
            updateTarget()
            drop(at: time)
        case .cancelled:
            guard liftedItem != nil else { return }
            _ = scrollTarget(to: time)
            flyBack(at: time)
        default:
            return
        }
        onChange?()
    }

    private func begin(at location: Point, time: Double) {
        if let current = flight, let id = flyingItem, isInFlight(at: location), let frame = liftedFrame() {
            // Caught in flight: lifted again from where it is, in the list it belongs to now.
            source = current.list
            grab = location - frame.origin
            flight = nil
            flyingItem = nil
            liftedItem = id
        } else {
            flight = nil
            flyingItem = nil
            guard let hit = item(at: location) else { return }
            source = hit.list
            let origin = lists[hit.list].content.convertToWindow(Point(x: 0, y: rowY(at: hit.index)))
            grab = location - origin
            liftedItem = lists[hit.list].itemIDs[hit.index]
        }
        finger = location
        for list in lists { list.scrollView.isScrollEnabled = false }
        updateTarget()
        scrolledUpTo = autoScrollVelocity() != 0 ? time : nil
    }

    /// Finds the target list and its insertion index for the current finger.
    private func updateTarget() {
        guard liftedItem != nil, let target = list(at: finger) else {
            dropTarget = nil
            insertionIndex = nil
            return
        }
        dropTarget = target
        let centre = finger.y - grab.y + rowHeight / 2
        let y = lists[target].content.convertFromWindow(Point(x: finger.x, y: centre)).y
        let boundary = (y / rowHeight).rounded()
        let count = lists[target].itemIDs.count
        insertionIndex = boundary.isFinite ? min(max(Int(boundary), 0), count) : count
    }

    private func autoScrollVelocity() -> Double {
        guard liftedItem != nil, let target = dropTarget else { return 0 }
        let frame = windowFrame(of: lists[target].scrollView)
        return autoScroll.velocity(forFingerAt: finger.y, top: frame.minY, bottom: frame.maxY)
    }

    /// Scrolls the target list from the last evaluation up to `now`; whether anything moved.
    private func scrollTarget(to now: Double) -> Bool {
        guard let from = scrolledUpTo, let target = dropTarget else { return false }
        let velocity = autoScrollVelocity()
        guard velocity != 0 else {
            scrolledUpTo = nil
            return false
        }
        scrolledUpTo = max(from, now)
        let scrollView = lists[target].scrollView
        let current = scrollView.contentOffset
        let y = autoScroll.offset(after: now - from, from: current.y, velocity: velocity,
                                  within: scrollView.minimumContentOffset.y...max(scrollView.minimumContentOffset.y, scrollView.maximumContentOffset.y))
        guard y != current.y else { return false }
        scrollView.contentOffset = Point(x: current.x, y: y)
        updateTarget()
        return true
    }

    private func drop(at time: Double) {
        guard let id = liftedItem else { return }
        guard let target = dropTarget, let boundary = insertionIndex,
              let from = lists[source].itemIDs.firstIndex(of: id) else {
            flyBack(at: time)
            return
        }
        place(id, from: source, at: from, to: target, boundary: boundary, flyingFrom: liftedFrame()?.origin ?? finger, at: time)
    }

    /// Moves item `id` to the end of list `target` (an index in ``lists``), as a drag and drop there
    /// would: it flies from its slot into its new one and ``onDrop`` is called. The accessibility action
    /// "move to <list>" uses it. `false`, nothing changed, when there is no such item or list, the item is
    /// in that list already, or an item is lifted.
    @discardableResult
    public func moveItem(_ id: Int, toList target: Int, at time: Double) -> Bool {
        guard liftedItem == nil, lists.indices.contains(target),
              let list = lists.firstIndex(where: { $0.itemIDs.contains(id) }), list != target,
              let from = lists[list].itemIDs.firstIndex(of: id), let start = slotOrigin(of: id, in: list) else { return false }
        lastTime = max(lastTime, time)
        if flyingItem == id {
            flight = nil
            flyingItem = nil
        }
        place(id, from: list, at: from, to: target, boundary: lists[target].itemIDs.count, flyingFrom: start, at: time)
        onChange?()
        return true
    }

    /// Moves `id` from index `from` of list `list` to the insertion `boundary` of `target`, ends the drag
    /// session and flies the item in from `start` (window coordinates).
    private func place(_ id: Int, from list: Int, at from: Int, to target: Int, boundary: Int, flyingFrom start: Point, at time: Double) {
        var index = min(boundary, lists[target].itemIDs.count)
        if target == list, index > from { index -= 1 }
        lists[list].rows.ids.remove(at: from)
        index = min(index, lists[target].itemIDs.count)
        lists[target].rows.ids.insert(id, at: index)
        endSession()
        fly(id, in: target, from: start, at: time)
        if list != target || index != from { onDrop?(id, list, target, index) }
    }

    /// Sends the lifted item back into the slot it was lifted from; the lists do not change.
    private func flyBack(at time: Double) {
        guard let id = liftedItem else { return }
        let start = liftedFrame()?.origin ?? finger, list = source
        endSession()
        fly(id, in: list, from: start, at: time)
    }

    private func fly(_ id: Int, in list: Int, from start: Point, at time: Double) {
        guard let slot = slotOrigin(of: id, in: list) else { return }
        let offset = start - slot
        flyingItem = id
        flight = (list, SpringAnimation(from: offset, to: .zero, parameters: Self.settleSpring), time)
    }

    private func endSession() {
        liftedItem = nil
        dropTarget = nil
        insertionIndex = nil
        scrolledUpTo = nil
        for list in lists { list.scrollView.isScrollEnabled = true }
    }

    private func slotOrigin(of id: Int, in list: Int) -> Point? {
        guard let index = lists[list].itemIDs.firstIndex(of: id) else { return nil }
        return lists[list].content.convertToWindow(Point(x: 0, y: rowY(at: index)))
    }

    private func windowFrame(of node: Node) -> Rect {
        let b = node.bounds
        let origin = node.convertToWindow(Point(x: b.minX, y: b.minY))
        return Rect(origin: origin, size: b.size)
    }
}
