// Why this file exists: WCAG 2.2 asks that every dragging movement have a way that needs no drag (2.5.7).
// Each interaction here gives the node it draws on accessibility elements whose actions call the same
// public operation the gesture ends in (a swipe action's `run`, a reorder's `moveRow`, a sheet's
// `settle(toDetent:at:)`…), so the same callbacks, values and lines follow. It is a thin layer: the
// controllers keep their own bookkeeping.

extension SwipeActionsController {
    /// The rows as elements of the content node: each takes ``/GraspCore/AccessibilityAction/activate`` (select, as a
    /// tap) and its swipe actions as custom actions named by their titles, leading first.
    public func makeAccessibility(for content: Node) -> NodeAccessibility {
        let owner = WeakReference(self), node = WeakReference(content)
        return NodeAccessibility(elements: {
            guard let list = owner.object, let content = node.object else { return [] }
            var actions: [AccessibilityAction] = [.activate]
            for action in list.leadingActions + list.trailingActions { actions.append(.custom(action.title)) }
            return list.rowIDs.indices.map { index in
                let id = list.rowIDs[index]
                var traits: AccessibilityTraits = [.button, .listItem]
                if list.selectedRow == id { traits.insert(.selected) }
                return AccessibilityElement(label: "Row \(id)", traits: traits, actions: actions,
                                            frame: Rect(x: 0, y: list.rowY(at: index), width: content.bounds.width, height: list.rowHeight),
                                            identifier: "\(content.name).row\(id)")
            }
        }, perform: { action, index, time in
            guard let list = owner.object, list.rowIDs.indices.contains(index), !list.isRemoving else { return false }
            let id = list.rowIDs[index]
            switch action.kind {
            case .activate: return list.selectRow(id)
            case .custom:
                guard let swipe = (list.leadingActions + list.trailingActions).first(where: { action.isCustom(named: $0.title) }) else { return false }
                list.run(swipe, onRow: id, at: time)
                return true
            default: return false
            }
        })
    }
}

extension ReorderController {
    /// The rows as elements of the content node, in their slots, each with the custom actions
    /// "move up" (not the first row) and "move down" (not the last).
    public func makeAccessibility(for content: Node) -> NodeAccessibility {
        let owner = WeakReference(self), node = WeakReference(content)
        return NodeAccessibility(elements: {
            guard let list = owner.object, let content = node.object else { return [] }
            return list.rowIDs.indices.map { index in
                var actions: [AccessibilityAction] = []
                if index > 0 { actions.append(.moveUp) }
                if index < list.rowIDs.count - 1 { actions.append(.moveDown) }
                let id = list.rowIDs[index]
                return AccessibilityElement(label: "Row \(id)", value: "\(index + 1) of \(list.rowIDs.count)", traits: .listItem,
                                            actions: actions,
                                            frame: Rect(x: 0, y: Double(index) * list.rowHeight, width: content.bounds.width, height: list.rowHeight),
                                            identifier: "\(content.name).row\(id)")
            }
        }, perform: { action, index, time in
            guard let list = owner.object, list.rowIDs.indices.contains(index), action.kind == .custom else { return false }
            let step = action == .moveUp ? -1 : action == .moveDown ? 1 : 0
            guard step != 0 else { return false }
            return list.moveRow(list.rowIDs[index], to: index + step, at: time)
        })
    }

    /// The name of the action that moves a row one slot up: "move up".
    public static let moveUpAction = AccessibilityAction.moveUp.name
    /// The name of the action that moves a row one slot down: "move down".
    public static let moveDownAction = AccessibilityAction.moveDown.name
}

extension ListDragInteraction {
    /// The items of list `index` as elements of its content node, each with one custom action per other
    /// list, "move to <name>" (``moveItem(_:toList:at:)``).
    public func makeAccessibility(forList index: Int) -> NodeAccessibility {
        let owner = WeakReference(self)
        return NodeAccessibility(elements: {
            guard let interaction = owner.object, interaction.lists.indices.contains(index) else { return [] }
            let list = interaction.lists[index]
            let actions = interaction.lists.indices.filter { $0 != index }.map {
                AccessibilityAction.custom(ListDragInteraction.moveActionName(to: interaction.lists[$0]))
            }
            return list.itemIDs.indices.map { row in
                AccessibilityElement(label: "Item \(list.itemIDs[row])", value: list.name, traits: .listItem, actions: actions,
                                     frame: Rect(x: 0, y: interaction.rowY(at: row), width: list.content.bounds.width, height: interaction.rowHeight),
                                     identifier: "\(list.name).item\(list.itemIDs[row])")
            }
        }, perform: { action, row, time in
            guard let interaction = owner.object, interaction.lists.indices.contains(index), action.kind == .custom,
                  interaction.lists[index].itemIDs.indices.contains(row),
                  let target = interaction.lists.firstIndex(where: { action.isCustom(named: ListDragInteraction.moveActionName(to: $0)) }) else { return false }
            return interaction.moveItem(interaction.lists[index].itemIDs[row], toList: target, at: time)
        })
    }

    /// The name of the action that moves an item to `list`: "move to" and the list's name.
    public static func moveActionName(to list: DragDropList) -> String { "move to \(list.name)" }

    /// Gives each list's content node its items' elements (``makeAccessibility(forList:)``).
    public func installAccessibility() {
        for index in lists.indices { lists[index].content.accessibility = makeAccessibility(forList: index) }
    }
}

extension BottomSheet {
    /// The sheet as one element of its header: value "detent 2 of 3", custom actions "expand" (to the
    /// next detent up) and "collapse" (down), each animated as a release there would be.
    public func makeAccessibility(for header: Node) -> NodeAccessibility {
        let owner = WeakReference(self), node = WeakReference(header)
        return NodeAccessibility(elements: {
            guard let sheet = owner.object, let header = node.object else { return [] }
            var actions: [AccessibilityAction] = []
            if sheet.detent < sheet.detents.count - 1 { actions.append(.expand) }
            if sheet.detent > 0 { actions.append(.collapse) }
            return [AccessibilityElement(label: header.label ?? "Sheet", value: "detent \(sheet.detent + 1) of \(sheet.detents.count)",
                                         traits: .adjustable, actions: actions, frame: header.bounds, identifier: header.name)]
        }, perform: { action, _, time in
            guard let sheet = owner.object, action.kind == .custom else { return false }
            if action == .expand, sheet.detent < sheet.detents.count - 1 {
                return sheet.settle(toDetent: sheet.detent + 1, at: time)
            }
            if action == .collapse, sheet.detent > 0 {
                return sheet.settle(toDetent: sheet.detent - 1, at: time)
            }
            return false
        })
    }

    /// The name of the action that raises the sheet one detent: "expand".
    public static let expandAction = AccessibilityAction.expand.name
    /// The name of the action that lowers the sheet one detent: "collapse".
    public static let collapseAction = AccessibilityAction.collapse.name
}

extension CollapsingHeader {
    /// The header as one element of `header` (the node drawn at ``height``): value "expanded", "collapsed"
    /// or "partly collapsed", and the custom actions "collapse" (while above ``collapsedHeight``) and
    /// "expand" (while below ``expandedHeight``), each a snap to that height on ``snapSpring``, as a
    /// release nearer it would be. The list's own scrolling, by key or scroll action, is the list's.
    public func makeAccessibility(for header: Node) -> NodeAccessibility {
        let owner = WeakReference(self), node = WeakReference(header)
        return NodeAccessibility(elements: {
            guard let bar = owner.object, let header = node.object else { return [] }
            var actions: [AccessibilityAction] = []
            if bar.height < bar.expandedHeight { actions.append(.expand) }
            if bar.height > bar.collapsedHeight { actions.append(.collapse) }
            let value = bar.height >= bar.expandedHeight ? "expanded" : bar.height <= bar.collapsedHeight ? "collapsed" : "partly collapsed"
            return [AccessibilityElement(label: header.label ?? "Header", value: value, traits: .header, actions: actions,
                                         frame: header.bounds, identifier: header.name)]
        }, perform: { action, _, time in
            guard let bar = owner.object else { return false }
            switch action {
            case .expand: return bar.snap(to: bar.expandedHeight, at: time)
            case .collapse: return bar.snap(to: bar.collapsedHeight, at: time)
            default: return false
            }
        })
    }
}

extension RefreshControl {
    /// The list as one element with the custom action "refresh" (while not refreshing): it starts a
    /// refresh as a pull past the trigger does (``beginRefreshing()``, ``onRefresh``) and, when the list
    /// rests at its top, scrolls the control into view as the release of the pull leaves it.
    public func makeAccessibility(for list: ScrollView) -> NodeAccessibility {
        let owner = WeakReference(self), node = WeakReference(list)
        return NodeAccessibility(elements: {
            guard let control = owner.object, let list = node.object else { return [] }
            return [AccessibilityElement(label: list.label ?? list.name, value: control.isRefreshing ? "refreshing" : nil,
                                         traits: control.isRefreshing ? .updatesFrequently : [],
                                         actions: control.isRefreshing ? [] : [.custom(RefreshControl.refreshAction)],
                                         frame: list.bounds, identifier: list.name)]
        }, perform: { action, _, _ in
            guard let control = owner.object, let list = node.object, action == .custom(RefreshControl.refreshAction),
                  !control.isRefreshing, !list.isDragging else { return false }
            let top = list.minimumContentOffset.y
            let atTop = list.contentOffset.y <= top
            control.beginRefreshing()
            if atTop {
                // The list's own x, within its content (a glide past an edge may be under way).
                let x = min(max(list.contentOffset.x, list.minimumContentOffset.x), list.maximumContentOffset.x)
                list.setContentOffset(Point(x: x, y: list.minimumContentOffset.y), animated: true)
            }
            return true
        })
    }

    /// The name of the action that starts a refresh: "refresh".
    public static let refreshAction = "refresh"
}

extension InteractivePopController {
    /// The stack as one element of the root: value "screen 2", the custom action "back" and
    /// ``/GraspCore/AccessibilityAction/escape`` (VoiceOver's two-finger scrub) while there is a screen to pop;
    /// both pop as a release past half the width does (``pop(at:)``).
    public func makeAccessibility(for root: Node) -> NodeAccessibility {
        let owner = WeakReference(self), node = WeakReference(root)
        return NodeAccessibility(elements: {
            guard let controller = owner.object, let root = node.object else { return [] }
            let actions: [AccessibilityAction] = controller.depth > 1 ? [.custom(InteractivePopController.backAction), .escape] : []
            return [AccessibilityElement(label: root.label ?? "Navigation", value: "screen \(controller.depth)", actions: actions,
                                         frame: root.bounds, identifier: root.name)]
        }, perform: { action, _, time in
            guard let controller = owner.object,
                  action == .escape || action == .custom(InteractivePopController.backAction) else { return false }
            return controller.pop(at: time)
        })
    }

    /// The name of the action that pops the top screen: "back".
    public static let backAction = "back"
}
