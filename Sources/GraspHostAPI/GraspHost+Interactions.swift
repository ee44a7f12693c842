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

        /// How many values it is made from: the fewest, and whether that is exactly how many.
        var valueCount: (Int, Bool) {
            switch self {
            case .bottomSheet, .swipeActions: (3, false)
            case .reorder: (1, false)
            case .refreshControl, .collapsingHeader: (2, true)
            case .dragDrop: (2, false)
            case .navigation: (1, true)
            }
        }

        /// What those values are, for an error's sentence.
        var values: String {
            switch self {
            case .bottomSheet: "its height, its initial detent and its detents"
            case .swipeActions: "the row height, the two counts of actions, the actions and the row ids"
            case .reorder: "the row height and the row ids"
            case .refreshControl: "the trigger distance and the refreshing height"
            case .collapsingHeader: "the expanded and the collapsed heights"
            case .dragDrop: "the row height, the number of lists and the lists"
            case .navigation: "the depth"
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
        let (fewest, exactly) = kind.valueCount
        guard exactly ? values.count == fewest : values.count >= fewest else {
            throw .invalidArgument("\(kind.name) needs \(kind.values): \(exactly ? "" : "at least ")\(fewest) in all, not \(values.count)")
        }
        let most = GestureDefaults.maximumCoordinate, int32 = Double(Int32.max)
        // The ids from `start` up to `end`: whole numbers within Int32's range.
        func ids(from start: Int, to end: Int) throws(GraspHostError) -> [Int] {
            var ids: [Int] = []
            for index in start..<end { ids.append(Int(try Self.checked(values[index], "row id", index - start, from: -int32, to: int32, whole: true))) }
            return ids
        }
        let interaction: HostInteraction
        switch kind {
        case .bottomSheet:
            let height = try Self.checked(values[0], "the container's height", from: 0, to: most, aboveLow: true)
            let detents = Array(values[2...])
            let initial = try Self.checked(values[1], "the initial detent", from: 0, to: Double(detents.count - 1), whole: true)
            for (index, detent) in detents.enumerated() { _ = try Self.checked(detent, "detent", index, from: 0, to: 1) }
            try beginChange()
            interaction = HostInteraction(sheet: BottomSheet(detents: detents, containerHeight: height, initialDetent: Int(initial)))
        case .swipeActions:
            let height = try Self.checked(values[0], "the row height", from: 0, aboveLow: true)
            let leading = Int(try Self.checked(values[1], "the count of leading actions", from: 0, to: 8, whole: true))
            let trailing = Int(try Self.checked(values[2], "the count of trailing actions", from: 0, to: 8, whole: true))
            let actionCount = leading + trailing
            guard values.count >= 3 + 2 * actionCount else { throw .invalidArgument("swipe actions need a width and a style for each of their \(actionCount) actions") }
            var actions: [SwipeAction] = []
            for index in 0..<actionCount {
                let width = try Self.checked(values[3 + 2 * index], "the width of action", index, from: 0, aboveLow: true)
                let style = try Self.checked(values[4 + 2 * index], "the style (0 normal, 1 destructive) of action", index, from: 0, to: 1, whole: true)
                let identifier = index < leading ? "\(index)" : "\(100 + index - leading)"
                actions.append(SwipeAction(identifier: identifier, title: identifier, style: style == 1 ? .destructive : .normal,
                                           color: .black, width: width))
            }
            let rows = try ids(from: 3 + 2 * actionCount, to: values.count)
            try beginChange()
            let controller = SwipeActionsController(rowIDs: rows, rowHeight: height,
                                                    leading: Array(actions[..<leading]), trailing: Array(actions[leading...]))
            interaction = HostInteraction(swipe: controller)
        case .reorder:
            let height = try Self.checked(values[0], "the row height", from: 0, aboveLow: true)
            let rows = try ids(from: 1, to: values.count)
            try beginChange()
            interaction = HostInteraction(reorder: ReorderController(rowIDs: rows, rowHeight: height))
        case .refreshControl:
            let trigger = try Self.checked(values[0], "the trigger distance", from: 0, to: most, aboveLow: true)
            let height = try Self.checked(values[1], "the refreshing height", from: 0, to: most, aboveLow: true)
            try beginChange()
            interaction = HostInteraction(refresh: RefreshControl(triggerDistance: trigger, refreshingHeight: height))
        case .collapsingHeader:
            let expanded = try Self.checked(values[0], "the expanded height", from: 0, to: most)
            let collapsed = try Self.checked(values[1], "the collapsed height (at most the expanded height)", from: 0, to: expanded)
            try beginChange()
            interaction = HostInteraction(header: CollapsingHeader(expandedHeight: expanded, collapsedHeight: collapsed))
        case .dragDrop:
            let height = try Self.checked(values[0], "the row height", from: 0, to: most, aboveLow: true)
            let listCount = Int(try Self.checked(values[1], "the number of lists", from: 1, to: 64, whole: true))
            var lists: [DragDropList] = [], seen: Set<Int> = [], index = 2
            for list in 0..<listCount {
                guard index + 3 <= values.count else { throw .invalidArgument("list \(list) needs its scroll view, its content node and its item count") }
                let scroll = try scrollView(Int32(try Self.checked(values[index], "the scroll view of list", list, from: 1, to: int32, whole: true)))
                let content = try node(Int32(try Self.checked(values[index + 1], "the content node of list", list, from: 1, to: int32, whole: true)))
                let count = Int(try Self.checked(values[index + 2], "the item count (the ids after it) of list", list, from: 0,
                                                 to: Double(values.count - index - 3), whole: true))
                let items = try ids(from: index + 3, to: index + 3 + count)
                for id in items where !seen.insert(id).inserted { throw .invalidArgument("item id \(id) is repeated; each item is in one list, once") }
                lists.append(DragDropList(name: "\(list)", itemIDs: items, scrollView: scroll, content: content))
                index += 3 + count
            }
            guard index == values.count else { throw .invalidArgument("drag and drop has \(values.count - index) values after its last list") }
            try beginChange()
            interaction = HostInteraction(drag: ListDragInteraction(lists: lists, rowHeight: height))
        case .navigation:
            let depth = try Self.checked(values[0], "the depth", from: 1, to: int32, whole: true)
            try beginChange()
            interaction = HostInteraction(pop: InteractivePopController(depth: Int(depth)))
        }
        let handle = register(.interaction(interaction), object: ObjectIdentifier(interaction))
        notePresented(handle)
        connect(interaction, handle)
        return handle
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
            // The host named its actions by their numbers ("0", "101"): read back by their digits (Int's parser
            // linked 2.6 KB for this).
            var index = 0.0
            for digit in action.identifier.utf8 { index = index * 10 + Double(digit) - 48 }
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
        let yielding = interaction.kind == .navigation && command == 3
            ? try recognizer(Int32(try Self.checked(value, "the recognizer", from: 1, to: Double(Int32.max), whole: true))) : nil
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
