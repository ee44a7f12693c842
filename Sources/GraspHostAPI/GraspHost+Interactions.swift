// Why this file exists: GraspInteractions' components (the bottom sheet, swipe actions, reordering) are
// made from numbers and attached to the host's nodes; their positions come back as frame rows, and what they
// decide (an action ran, a row moved, the sheet found its detent) as event records.

import Grasp
import GraspGeometry
import GraspInteractions

/// One of GraspInteractions' components, as a host made it.
final class HostInteraction {
    /// The kinds of interaction a host makes.
    enum Kind: Int32, CaseIterable {
        case bottomSheet = 1
        case swipeActions = 2
        case reorder = 3
        case refreshControl = 4
        case collapsingHeader = 5
        case dragDrop = 6
        case navigation = 7

        var name: String {
            switch self {
            case .bottomSheet: "a bottom sheet"
            case .swipeActions: "a swipe-actions controller"
            case .reorder: "a reorder controller"
            case .refreshControl: "a refresh control"
            case .collapsingHeader: "a collapsing header"
            case .dragDrop: "a drag-and-drop interaction"
            case .navigation: "a navigation controller"
            }
        }

        /// Its commands are 1 up to this.
        var commandCount: Int32 {
            switch self {
            case .bottomSheet, .dragDrop: 1
            case .swipeActions, .reorder, .refreshControl, .collapsingHeader: 2
            case .navigation: 3
            }
        }
    }

    let kind: Kind
    private(set) var sheet: BottomSheet?
    private(set) var swipe: SwipeActionsController?
    private(set) var reorder: ReorderController?
    private(set) var refresh: RefreshControl?
    private(set) var header: CollapsingHeader?
    private(set) var drag: ListDragInteraction?
    private(set) var pop: InteractivePopController?
    var isAttached = false
    /// The sheet's detent, or the navigation stack's depth, the host last heard of.
    var reportedDetent: Int

    init(sheet: BottomSheet) {
        (kind, self.sheet, reportedDetent) = (.bottomSheet, sheet, sheet.detent)
    }

    init(swipe: SwipeActionsController) {
        (kind, self.swipe, reportedDetent) = (.swipeActions, swipe, 0)
    }

    init(reorder: ReorderController) {
        (kind, self.reorder, reportedDetent) = (.reorder, reorder, 0)
    }

    init(refresh: RefreshControl) {
        (kind, self.refresh, reportedDetent) = (.refreshControl, refresh, 0)
    }

    init(header: CollapsingHeader) {
        (kind, self.header, reportedDetent) = (.collapsingHeader, header, 0)
    }

    init(drag: ListDragInteraction) {
        (kind, self.drag, reportedDetent) = (.dragDrop, drag, 0)
    }

    init(pop: InteractivePopController) {
        (kind, self.pop, reportedDetent) = (.navigation, pop, pop.depth)
    }

    /// Whether it moves on its own and needs a tick every frame.
    var needsFrames: Bool {
        if let sheet { return sheet.isSettling }
        if let swipe { return swipe.isSettling || swipe.isRemoving }
        if let reorder { return reorder.needsFrames }
        if let header { return header.isSnapping }
        if let drag { return drag.isSettling || drag.isAutoScrolling }
        // Caught and let go without a drag, it moves on at the next tick.
        if let pop { return pop.isTransitioning }
        return false
    }

    /// What its frame row says from field 16: the sheet's top, detent and settling; the open row, its
    /// offset and the full swipe armed; the lifted row, its y and whether rows are moving; the refresh
    /// control's pull distance, refreshing and progress; the header's height, progress (0 expanded, 1
    /// collapsed) and snapping; the lifted item, the target list, the insertion index, the flying item and
    /// the lifted or flying item's frame (x, y, width, height in the root's space); the pop's progress, the
    /// depth, transitioning, and the top and below screens' x.
    func writePresentedValues(_ put: (Int, Double) -> Void) {
        if let sheet {
            put(0, sheet.sheetY); put(1, Double(sheet.detent)); put(2, sheet.isSettling ? 1 : 0)
        } else if let swipe {
            put(0, Double(swipe.openRow ?? -1)); put(1, swipe.rowOffset); put(2, swipe.isFullSwipeArmed ? 1 : 0)
        } else if let reorder {
            put(0, Double(reorder.liftedRow ?? -1)); put(1, reorder.liftedY); put(2, reorder.isAnimating ? 1 : 0)
        } else if let refresh {
            put(0, refresh.pullDistance); put(1, refresh.isRefreshing ? 1 : 0)
            put(2, min(refresh.pullDistance / refresh.triggerDistance, 1))
        } else if let header {
            let range = header.expandedHeight - header.collapsedHeight
            put(0, header.height); put(1, range > 0 ? (header.expandedHeight - header.height) / range : 0)
            put(2, header.isSnapping ? 1 : 0)
        } else if let drag {
            put(0, Double(drag.liftedItem ?? -1)); put(1, Double(drag.dropTarget ?? -1))
            put(2, Double(drag.insertionIndex ?? -1)); put(3, Double(drag.flyingItem ?? -1))
            let frame = drag.liftedFrame() ?? .zero
            put(4, frame.minX); put(5, frame.minY); put(6, frame.width); put(7, frame.height)
        } else if let pop {
            put(0, pop.popProgress); put(1, Double(pop.depth)); put(2, pop.isTransitioning ? 1 : 0)
            put(3, pop.topScreenX); put(4, pop.belowScreenX)
        }
    }

    func advance(to now: Double) {
        sheet?.advance(to: now)
        swipe?.advance(to: now)
        reorder?.advance(to: now)
        header?.advance(to: now)
        drag?.advance(to: now)
        pop?.advance(to: now)
    }
}

extension GraspHost {
    /// What an interaction's event record says (field ``EventField/what``).
    public enum InteractionEvent {
        /// The sheet came to a detent: field 5 the detent.
        public static let detentChanged = 1.0
        /// A swipe action ran: field 5 the action (leading 0…, trailing 100…), field 6 the row's id.
        public static let actionRan = 2.0
        /// A row was selected: field 6 the row's id.
        public static let rowSelected = 3.0
        /// A row moved: field 6 its id, 7 from, 8 to.
        public static let rowMoved = 4.0
        /// A drag and drop moved an item: field 6 its id, 7 the list it left, 8 the list it joined, 9 its
        /// index there.
        public static let itemMoved = 5.0
        /// A refresh began (a pull past the trigger distance, or the command): field 5 how many have begun.
        public static let refreshBegan = 6.0
        /// A pop completed: field 5 the stack's depth now.
        public static let popCompleted = 7.0
    }

    /// Makes an interaction of `kind` code from `values`:
    /// - 1, a bottom sheet: the container's height, the initial detent, then the detents (fractions of the
    ///   height, at least one);
    /// - 2, swipe actions: the row height, the number of leading actions L and of trailing actions T, then
    ///   for each of the L + T actions its width and its style (0 normal, 1 destructive), then the row ids;
    /// - 3, reordering: the row height, then the row ids;
    /// - 4, a refresh control: the trigger distance and the refreshing height (both above 0);
    /// - 5, a collapsing header: the expanded and the collapsed heights (0 or more, the collapsed one at most
    ///   the expanded one);
    /// - 6, drag and drop between lists: the row height, the number of lists N (at least one), then for each
    ///   list its scroll view's handle, its content node's handle, its item count C and its C item ids (each
    ///   id in one list, once);
    /// - 7, a navigation stack (the interactive pop): the stack's depth (1 or more).
    ///
    /// - Throws: `invalid-argument` (an unknown kind, too few or too many values, a repeated item id),
    ///   `not-finite`, `out-of-range`, `unknown-handle` and `wrong-kind` (a list's nodes), `in-dispatch`.
    public func createInteraction(kind code: Int32, values: [Double]) throws(GraspHostError) -> Int32 {
        guard let kind = HostInteraction.Kind(rawValue: code) else {
            throw .invalidArgument("interaction kind is \(code); it must be 1 (bottom sheet), 2 (swipe actions), 3 (reorder), 4 (refresh control), 5 (collapsing header), 6 (drag and drop) or 7 (navigation)")
        }
        for (index, value) in values.enumerated() where !value.isFinite { throw .notFinite("value \(index)") }
        func ids(from start: Int, to end: Int? = nil) throws(GraspHostError) -> [Int] {
            var ids: [Int] = []
            for index in start..<max(start, end ?? values.count) {
                let value = values[index]
                guard value == value.rounded(.towardZero), abs(value) <= Double(Int32.max) else {
                    throw .outOfRange("row id \(index - start)", value, "a whole number")
                }
                ids.append(Int(value))
            }
            return ids
        }
        let interaction: HostInteraction
        switch kind {
        case .bottomSheet:
            guard values.count >= 3 else { throw .invalidArgument("a bottom sheet needs its height, its initial detent and at least one detent") }
            guard values[0] > 0, values[0] <= GestureDefaults.maximumCoordinate else { throw .outOfRange("the container's height", values[0], "more than 0") }
            let detents = Array(values[2...])
            guard values[1] >= 0, values[1] < Double(detents.count), values[1] == values[1].rounded(.towardZero) else {
                throw .outOfRange("the initial detent", values[1], "the index of a detent")
            }
            for (index, detent) in detents.enumerated() where detent < 0 || detent > 1 {
                throw .outOfRange("detent \(index)", detent, "a fraction from 0 to 1")
            }
            try beginChange()
            interaction = HostInteraction(sheet: BottomSheet(detents: detents, containerHeight: values[0], initialDetent: Int(values[1])))
        case .swipeActions:
            guard values.count >= 3 else { throw .invalidArgument("swipe actions need a row height and the two counts of actions") }
            guard values[0] > 0 else { throw .outOfRange("the row height", values[0], "more than 0") }
            let leading = values[1], trailing = values[2]
            guard leading >= 0, trailing >= 0, leading <= 8, trailing <= 8,
                  leading == leading.rounded(.towardZero), trailing == trailing.rounded(.towardZero) else {
                throw .outOfRange("the counts of actions", max(leading, trailing), "whole numbers from 0 to 8")
            }
            let actionCount = Int(leading + trailing)
            guard values.count >= 3 + 2 * actionCount else { throw .invalidArgument("swipe actions need a width and a style for each of their \(actionCount) actions") }
            var actions: [SwipeAction] = []
            for index in 0..<actionCount {
                let width = values[3 + 2 * index], style = values[4 + 2 * index]
                guard width > 0 else { throw .outOfRange("action \(index)'s width", width, "more than 0") }
                guard style == 0 || style == 1 else { throw .outOfRange("action \(index)'s style", style, "0 (normal) or 1 (destructive)") }
                let identifier = index < Int(leading) ? "\(index)" : "\(100 + index - Int(leading))"
                actions.append(SwipeAction(identifier: identifier, title: identifier, style: style == 1 ? .destructive : .normal,
                                           color: .black, width: width))
            }
            let rows = try ids(from: 3 + 2 * actionCount)
            try beginChange()
            let controller = SwipeActionsController(rowIDs: rows, rowHeight: values[0],
                                                    leading: Array(actions[..<Int(leading)]), trailing: Array(actions[Int(leading)...]))
            interaction = HostInteraction(swipe: controller)
        case .reorder:
            guard values.count >= 1, values[0] > 0 else { throw .invalidArgument("a reorder controller needs a row height above 0") }
            let rows = try ids(from: 1)
            try beginChange()
            interaction = HostInteraction(reorder: ReorderController(rowIDs: rows, rowHeight: values[0]))
        case .refreshControl:
            guard values.count == 2 else { throw .invalidArgument("a refresh control needs its trigger distance and its refreshing height") }
            try Self.checkLength(values[0], "the trigger distance", allowingZero: false)
            try Self.checkLength(values[1], "the refreshing height", allowingZero: false)
            try beginChange()
            interaction = HostInteraction(refresh: RefreshControl(triggerDistance: values[0], refreshingHeight: values[1]))
        case .collapsingHeader:
            guard values.count == 2 else { throw .invalidArgument("a collapsing header needs its expanded and collapsed heights") }
            try Self.checkLength(values[0], "the expanded height", allowingZero: true)
            try Self.checkLength(values[1], "the collapsed height", allowingZero: true)
            guard values[1] <= values[0] else { throw .outOfRange("the collapsed height", values[1], "at most the expanded height, \(values[0])") }
            try beginChange()
            interaction = HostInteraction(header: CollapsingHeader(expandedHeight: values[0], collapsedHeight: values[1]))
        case .dragDrop:
            guard values.count >= 2 else { throw .invalidArgument("drag and drop needs a row height and the number of lists") }
            try Self.checkLength(values[0], "the row height", allowingZero: false)
            guard values[1] >= 1, values[1] <= 64, values[1] == values[1].rounded(.towardZero) else {
                throw .outOfRange("the number of lists", values[1], "a whole number from 1 to 64")
            }
            var lists: [DragDropList] = [], seen: Set<Int> = [], index = 2
            for list in 0..<Int(values[1]) {
                guard index + 3 <= values.count else { throw .invalidArgument("list \(list) needs its scroll view, its content node and its item count") }
                let scroll = try scrollView(Self.handleValue(values[index], "list \(list)'s scroll view"))
                let content = try node(Self.handleValue(values[index + 1], "list \(list)'s content node"))
                let count = values[index + 2]
                guard count >= 0, count == count.rounded(.towardZero), Double(index + 3) + count <= Double(values.count) else {
                    throw .outOfRange("list \(list)'s item count", count, "a whole number, with that many ids after it")
                }
                let items = try ids(from: index + 3, to: index + 3 + Int(count))
                for id in items where !seen.insert(id).inserted { throw .invalidArgument("item id \(id) is repeated; each item is in one list, once") }
                lists.append(DragDropList(name: "\(list)", itemIDs: items, scrollView: scroll, content: content))
                index += 3 + Int(count)
            }
            guard index == values.count else { throw .invalidArgument("drag and drop has \(values.count - index) values after its last list") }
            try beginChange()
            interaction = HostInteraction(drag: ListDragInteraction(lists: lists, rowHeight: values[0]))
        case .navigation:
            guard values.count == 1 else { throw .invalidArgument("a navigation stack needs its depth") }
            guard values[0] >= 1, values[0] <= Double(Int32.max), values[0] == values[0].rounded(.towardZero) else {
                throw .outOfRange("the depth", values[0], "a whole number, 1 or more")
            }
            try beginChange()
            interaction = HostInteraction(pop: InteractivePopController(depth: Int(values[0])))
        }
        let handle = register(.interaction(interaction), object: ObjectIdentifier(interaction))
        notePresented(handle)
        connect(interaction, handle)
        return handle
    }

    @inline(never)
    static func checkLength(_ value: Double, _ name: String, allowingZero: Bool) throws(GraspHostError) {
        guard (allowingZero ? value >= 0 : value > 0), value <= GestureDefaults.maximumCoordinate else {
            throw .outOfRange(name, value, allowingZero ? "from 0 to \(Int(GestureDefaults.maximumCoordinate))" : "more than 0, at most \(Int(GestureDefaults.maximumCoordinate))")
        }
    }

    /// A handle given among an interaction's values.
    static func handleValue(_ value: Double, _ name: String) throws(GraspHostError) -> Int32 {
        guard value >= 1, value <= Double(Int32.max), value == value.rounded(.towardZero) else {
            throw .outOfRange(name, value, "a handle")
        }
        return Int32(value)
    }

    /// Routes an interaction's callbacks into the event records.
    private func connect(_ interaction: HostInteraction, _ handle: Int32) {
        let owner = UnownedReference(self)
        let record = UnownedReference(interaction)
        interaction.sheet?.onSheetYChange = { _ in
            let host = owner.object, interaction = record.object
            guard let sheet = interaction.sheet, !sheet.isSettling, sheet.detent != interaction.reportedDetent else { return }
            interaction.reportedDetent = sheet.detent
            host.appendEvent(EventType.interaction, handle, InteractionEvent.detentChanged, 0, time: host.engineMilliseconds, values: [Double(sheet.detent)])
        }
        interaction.swipe?.onAction = { action, row in
            let host = owner.object
            let index = Double(Int(action.identifier) ?? -1)
            host.appendEvent(EventType.interaction, handle, InteractionEvent.actionRan, 0, time: host.engineMilliseconds, values: [index, Double(row)])
        }
        interaction.swipe?.onSelect = { row in
            let host = owner.object
            host.appendEvent(EventType.interaction, handle, InteractionEvent.rowSelected, 0, time: host.engineMilliseconds, values: [0, Double(row)])
        }
        interaction.reorder?.onReorder = { id, from, to in
            let host = owner.object
            host.appendEvent(EventType.interaction, handle, InteractionEvent.rowMoved, 0, time: host.engineMilliseconds,
                             values: [0, Double(id), Double(from), Double(to)])
        }
        interaction.drag?.onDrop = { id, from, to, index in
            let host = owner.object
            host.appendEvent(EventType.interaction, handle, InteractionEvent.itemMoved, 0, time: host.engineMilliseconds,
                             values: [0, Double(id), Double(from), Double(to), Double(index)])
        }
        interaction.refresh?.onRefresh = {
            let host = owner.object, interaction = record.object
            host.appendEvent(EventType.interaction, handle, InteractionEvent.refreshBegan, 0, time: host.engineMilliseconds,
                             values: [Double(interaction.refresh?.refreshCount ?? 0)])
        }
        interaction.pop?.onChange = {
            let host = owner.object, interaction = record.object
            guard let pop = interaction.pop, pop.depth != interaction.reportedDetent else { return }
            let popped = pop.depth < interaction.reportedDetent
            interaction.reportedDetent = pop.depth
            if popped {
                host.appendEvent(EventType.interaction, handle, InteractionEvent.popCompleted, 0, time: host.engineMilliseconds, values: [Double(pop.depth)])
            }
        }
    }

    /// Attaches an interaction: a bottom sheet to its sheet node `a` and header `b`; swipe actions and
    /// reordering to the list's content node `a` and the list `b` (a scroll view); a refresh control to the
    /// scroll view `a`; a collapsing header to `a`, a node around the list; drag and drop to `a`, a node
    /// above every list; a navigation stack to `a`, the node covering the screens (`b` is not read for the
    /// last four).
    ///
    /// - Throws: `already-attached`, `unknown-handle`, `wrong-kind`, `in-dispatch`.
    public func attachInteraction(_ handle: Int32, _ a: Int32, _ b: Int32) throws(GraspHostError) {
        let interaction = try interaction(handle)
        let first = try node(a)
        guard !interaction.isAttached else { throw GraspHostError(.alreadyAttached, "interaction \(handle) is already attached") }
        if let sheet = interaction.sheet {
            let header = try node(b)
            try beginChange()
            sheet.attach(to: first, header: header)
        } else if let refresh = interaction.refresh {
            let list = try scrollView(a)
            try beginChange()
            refresh.attach(to: list)
            refreshControls[ObjectIdentifier(list)] = handle
        } else if interaction.swipe == nil && interaction.reorder == nil {
            try beginChange()
            interaction.header?.attach(to: first)
            interaction.drag?.attach(to: first)
            interaction.pop?.attach(to: first)
        } else {
            let list = try scrollView(b)
            try beginChange()
            interaction.swipe?.attach(to: first, list: list)
            interaction.reorder?.attach(to: first, list: list)
        }
        interaction.isAttached = true
    }

    /// Runs an interaction's command: a sheet's 1 (go to detent `value`); swipe actions' 1 (close the open
    /// row) and 2 (remove row `value`); reordering's 1 (cancel a lift) and 2 (remove row `value`); a refresh
    /// control's 1 (begin refreshing) and 2 (end refreshing); a collapsing header's 1 (set the height to
    /// `value`, clamped between its heights: expanded or collapsed at once) and 2 (snap to the nearer
    /// height); drag and drop's 1 (remove item `value`); a navigation stack's 1 (push a screen), 2 (pop the
    /// top one, animated) and 3 (make recognizer `value` wait for the edge pan to fail).
    ///
    /// - Throws: `invalid-argument` (no such command), `not-finite`, `unknown-handle`, `wrong-kind`,
    ///   `in-dispatch`.
    public func interactionCommand(_ handle: Int32, _ command: Int32, _ value: Double) throws(GraspHostError) {
        let interaction = try interaction(handle)
        guard value.isFinite else { throw .notFinite("value") }
        guard command >= 1, command <= interaction.kind.commandCount else {
            throw .invalidArgument("\(interaction.kind.name) has no command \(command)")
        }
        let yielding = interaction.kind == .navigation && command == 3 ? try recognizer(Self.handleValue(value, "the recognizer")) : nil
        try beginChange()
        let now = engine.currentTime
        switch (interaction.kind, command) {
        case (.bottomSheet, _): interaction.sheet?.setDetent(Int(max(-1, min(value, 100))))
        case (.swipeActions, 1): interaction.swipe?.close(at: now)
        case (.swipeActions, _): interaction.swipe?.removeRow(Int(max(-2e9, min(value, 2e9))), at: now)
        case (.reorder, 1): interaction.reorder?.cancel(at: now)
        case (.reorder, _): interaction.reorder?.removeRow(Int(max(-2e9, min(value, 2e9))), at: now)
        case (.refreshControl, 1): interaction.refresh?.beginRefreshing()
        case (.refreshControl, _): interaction.refresh?.endRefreshing()
        case (.collapsingHeader, 1): interaction.header?.setHeight(value)
        case (.collapsingHeader, _): interaction.header?.settle(at: now)
        case (.dragDrop, _): interaction.drag?.removeItem(Int(max(-2e9, min(value, 2e9))), at: now)
        case (.navigation, 1): interaction.pop?.push(at: now)
        case (.navigation, 2): interaction.pop?.pop(at: now)
        case (.navigation, _): if let yielding { interaction.pop?.yield(yielding) }
        }
    }

    /// Forgets an interaction's handle (its recognizers stay on their nodes until those go).
    ///
    /// - Throws: `unknown-handle`, `wrong-kind`, `in-dispatch`.
    public func destroyInteraction(_ handle: Int32) throws(GraspHostError) {
        let interaction = try interaction(handle)
        try beginChange()
        // Its recognizers and the list's handlers refer to it without keeping it alive: it is kept until the
        // host goes, and only its handle is forgotten.
        retiredInteractions.append(interaction)
        for (key, control) in refreshControls where control == handle { refreshControls[key] = nil }
        unregister(handle, object: ObjectIdentifier(interaction))
    }

    /// Writes a reorder controller's rows to ``scratch`` (pairs of row id and y, top to bottom) and returns
    /// how many rows there are; for drag and drop, pairs of item id and list index, each list's items top
    /// to bottom (an item's y in its list's content is its place in that list × the row height).
    ///
    /// - Throws: `unknown-handle`, `wrong-kind`.
    public func interactionRows(_ handle: Int32) throws(GraspHostError) -> Int {
        let interaction = try interaction(handle)
        var values: [Double] = []
        if let reorder = interaction.reorder {
            reorder.forEachRow { _, id, y in values.append(Double(id)); values.append(y) }
        } else if let swipe = interaction.swipe {
            for (index, id) in swipe.rowIDs.enumerated() { values.append(Double(id)); values.append(swipe.rowY(at: index)) }
        } else if let drag = interaction.drag {
            for (index, list) in drag.lists.enumerated() {
                for id in list.itemIDs { values.append(Double(id)); values.append(Double(index)) }
            }
        }
        writeScratch(values)
        return values.count / 2
    }

    func advanceInteractions(to now: Double) {
        for handle in order {
            if case .interaction(let interaction)? = entries[handle] { interaction.advance(to: now) }
        }
    }
}
