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

        var name: String {
            switch self {
            case .bottomSheet: "a bottom sheet"
            case .swipeActions: "a swipe-actions controller"
            case .reorder: "a reorder controller"
            }
        }
    }

    let kind: Kind
    let sheet: BottomSheet?
    let swipe: SwipeActionsController?
    let reorder: ReorderController?
    var isAttached = false
    /// The sheet's detent the host last heard of.
    var reportedDetent: Int

    init(sheet: BottomSheet) {
        (kind, self.sheet, swipe, reorder, reportedDetent) = (.bottomSheet, sheet, nil, nil, sheet.detent)
    }

    init(swipe: SwipeActionsController) {
        (kind, sheet, self.swipe, reorder, reportedDetent) = (.swipeActions, nil, swipe, nil, 0)
    }

    init(reorder: ReorderController) {
        (kind, sheet, swipe, self.reorder, reportedDetent) = (.reorder, nil, nil, reorder, 0)
    }

    /// Whether it moves on its own and needs a tick every frame.
    var needsFrames: Bool {
        if let sheet { return sheet.isSettling }
        if let swipe { return swipe.isSettling || swipe.isRemoving }
        if let reorder { return reorder.needsFrames }
        return false
    }

    /// What its frame row says from field 16: the sheet's top, detent and settling; the open row, its
    /// offset and the full swipe armed; the lifted row, its y and whether rows are moving.
    func writePresentedValues(_ put: (Int, Double) -> Void) {
        if let sheet {
            put(0, sheet.sheetY); put(1, Double(sheet.detent)); put(2, sheet.isSettling ? 1 : 0)
        } else if let swipe {
            put(0, Double(swipe.openRow ?? -1)); put(1, swipe.rowOffset); put(2, swipe.isFullSwipeArmed ? 1 : 0)
        } else if let reorder {
            put(0, Double(reorder.liftedRow ?? -1)); put(1, reorder.liftedY); put(2, reorder.isAnimating ? 1 : 0)
        }
    }

    func advance(to now: Double) {
        sheet?.advance(to: now)
        swipe?.advance(to: now)
        reorder?.advance(to: now)
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
    }

    /// Makes an interaction of `kind` code from `values`:
    /// - 1, a bottom sheet: the container's height, the initial detent, then the detents (fractions of the
    ///   height, at least one);
    /// - 2, swipe actions: the row height, the number of leading actions L and of trailing actions T, then
    ///   for each of the L + T actions its width and its style (0 normal, 1 destructive), then the row ids;
    /// - 3, reordering: the row height, then the row ids.
    ///
    /// - Throws: `invalid-argument` (an unknown kind, too few values), `not-finite`, `out-of-range`,
    ///   `in-dispatch`.
    public func createInteraction(kind code: Int32, values: [Double]) throws(GraspHostError) -> Int32 {
        guard let kind = HostInteraction.Kind(rawValue: code) else {
            throw .invalidArgument("interaction kind is \(code); it must be 1 (bottom sheet), 2 (swipe actions) or 3 (reorder)")
        }
        for (index, value) in values.enumerated() where !value.isFinite { throw .notFinite("value \(index)") }
        func ids(from start: Int) throws(GraspHostError) -> [Int] {
            var ids: [Int] = []
            for index in start..<max(start, values.count) {
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
    }

    /// Attaches an interaction: a bottom sheet to its sheet node `a` and header `b`; swipe actions and
    /// reordering to the list's content node `a` and the list `b` (a scroll view).
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
        } else {
            let list = try scrollView(b)
            try beginChange()
            interaction.swipe?.attach(to: first, list: list)
            interaction.reorder?.attach(to: first, list: list)
        }
        interaction.isAttached = true
    }

    /// Runs an interaction's command: a sheet's 1 (go to detent `value`); swipe actions' 1 (close the open
    /// row) and 2 (remove row `value`); reordering's 1 (cancel a lift) and 2 (remove row `value`).
    ///
    /// - Throws: `invalid-argument` (no such command), `not-finite`, `unknown-handle`, `wrong-kind`,
    ///   `in-dispatch`.
    public func interactionCommand(_ handle: Int32, _ command: Int32, _ value: Double) throws(GraspHostError) {
        let interaction = try interaction(handle)
        guard value.isFinite else { throw .notFinite("value") }
        guard command == 1 || (command == 2 && interaction.kind != .bottomSheet) else {
            throw .invalidArgument("\(interaction.kind.name) has no command \(command)")
        }
        try beginChange()
        let now = engine.currentTime
        switch (interaction.kind, command) {
        case (.bottomSheet, _): interaction.sheet?.setDetent(Int(max(-1, min(value, 100))))
        case (.swipeActions, 1): interaction.swipe?.close(at: now)
        case (.swipeActions, _): interaction.swipe?.removeRow(Int(max(-2e9, min(value, 2e9))), at: now)
        case (.reorder, 1): interaction.reorder?.cancel(at: now)
        case (.reorder, _): interaction.reorder?.removeRow(Int(max(-2e9, min(value, 2e9))), at: now)
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
        unregister(handle, object: ObjectIdentifier(interaction))
    }

    /// Writes a reorder controller's rows to ``scratch`` (pairs of row id and y, top to bottom) and returns
    /// how many rows there are.
    ///
    /// - Throws: `unknown-handle`, `wrong-kind`.
    public func interactionRows(_ handle: Int32) throws(GraspHostError) -> Int {
        let interaction = try interaction(handle)
        var values: [Double] = []
        if let reorder = interaction.reorder {
            reorder.forEachRow { _, id, y in values.append(Double(id)); values.append(y) }
        } else if let swipe = interaction.swipe {
            for (index, id) in swipe.rowIDs.enumerated() { values.append(Double(id)); values.append(swipe.rowY(at: index)) }
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
