// Why this file exists: the swipe actions of GraspInteractions need a screen where they can be seen,
// replayed and tested at every rate: a mailbox-like list of contacts whose rows reveal Archive and Delete
// on the right and Pin on the left. This is that screen, laid out from what the component says.

import Grasp
import GraspInteractions

/// A list of ``rowCountAtStart`` contacts (60 pt rows) whose rows swipe: left reveals Archive and Delete
/// (Delete outermost, the full-swipe action), right reveals Pin.
///
/// Recognizers and relationships (see ``/GraspInteractions/SwipeActionsController``):
/// - `list` (the scroll view's pan): scrolls vertically, glides and bounces as in the `list` scene. Its
///   beginning closes the open row.
/// - `rowSwipe` (``/GraspInteractions/SwipeActionsController/pan``, an axis-locked horizontal pan on `list-content`): at the
///   first sample past the slop, mostly horizontal begins it and fails the list's pan, mostly vertical
///   fails it and the list's pan begins, on that sample. The row follows, rubber-banding beyond its
///   actions; on release it opens past half their width or on a flick faster than
///   ``/GraspInteractions/SwipeActionsController/flickSpeed``, and runs the first action beyond
///   ``/GraspInteractions/SwipeActionsController/fullSwipeFraction`` of the width.
/// - `rowCatch` (a touch-down recognizer on `list-content`): catches a row's motion at the touch's
///   timestamp; touching another row closes the open one, and that touch selects nothing and swipes no
///   row.
/// - `rowTap` (on `list-content`): runs a revealed action, closes the open row, or selects a row.
///
/// Nodes: `list`, `list-content`, a `row<id>` per row (a name, and its `initial<id>` circle) moved by
/// the row's offset, and the buttons `action-pin`, `action-archive`, `action-delete` behind the open row
/// (hidden when no row is open). Delete removes the row's node; the rows below close the gap.
///
/// Values: every recognizer reports `openRow` (the open row's id, −1 for none), `rowOffset`, `rowCount`,
/// `lastAction` (`delete:7`, empty before any) and `selected` (−1 for none); the list's pan adds
/// `contentOffset`, `translation` and `velocity`. An animation stop is reported when a row's settle or a
/// removal ends, and when the list comes to rest.
public final class SwipeActionsScene: Scene, ScrollViewDelegate {
    /// `swipe-actions`.
    public static let name = "swipe-actions"
    /// The rows the scene starts with: 30.
    public static let rowCountAtStart = 30

    /// The scene's engine.
    public let engine: GestureEngine
    /// The root node, covering the viewport.
    public let rootNode: Node
    /// The scroll view, named `list`.
    public let list: ScrollView
    /// The content node, named `list-content`.
    public let content: Node
    /// The swipe-actions component.
    public let controller: SwipeActionsController
    /// The pinned rows, toggled by Pin.
    public private(set) var pinned: Set<Int> = []

    private var rowNodes: [Int: Node] = [:]
    private var actionNodes: [String: Node] = [:]
    private let stops = AnimationStopObservers()
    private var wasAnimating = false

    /// Builds the scene for a viewport of `viewport` points: every row closed, the list at its top.
    public init(viewport: Size) {
        let width = max(viewport.width, 0), height = max(viewport.height, 0)
        rootNode = Node(name: Self.name, frame: Rect(origin: .zero, size: viewport))
        rootNode.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        engine = GestureEngine(rootNode: rootNode)
        controller = SwipeActionsController(
            rowIDs: Array(0..<Self.rowCountAtStart), rowHeight: SceneConstants.listRowHeight,
            leading: [SwipeAction(identifier: "pin", title: "Pin", color: Color(red: 1, green: 0.62, blue: 0.04))],
            trailing: [SwipeAction(identifier: "delete", title: "Delete", style: .destructive, color: Color(red: 1, green: 0.23, blue: 0.19)),
                       SwipeAction(identifier: "archive", title: "Archive", color: Color(red: 0.35, green: 0.34, blue: 0.84))])
        list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: width, height: height))
        list.backgroundColor = .white
        list.alwaysBounceVertical = true
        list.contentSize = Size(width: width, height: controller.contentHeight)
        content = Node(name: "list-content", frame: Rect(x: 0, y: 0, width: width, height: controller.contentHeight))
        content.backgroundColor = .white
        list.addChild(content)
        rootNode.addChild(list)
        for action in controller.leadingActions + controller.trailingActions {
            let node = Node(name: "action-\(action.identifier)", frame: .zero)
            node.backgroundColor = action.color
            node.label = action.title
            node.isHidden = true
            content.addChild(node)
            actionNodes[action.identifier] = node
        }
        let side = SceneConstants.listInitialSide, rowHeight = controller.rowHeight
        for id in controller.rowIDs {
            let row = Node(name: "row\(id)", frame: Rect(x: 0, y: 0, width: width, height: rowHeight))
            row.backgroundColor = .white
            row.label = ReusingList.personName(id)
            let initial = Node(name: "initial\(id)", frame: Rect(x: 16, y: (rowHeight - side) / 2, width: side, height: side))
            initial.label = String(ReusingList.personName(id).prefix(1))
            initial.backgroundColor = ReusingList.initialColor(id)
            row.addChild(initial)
            content.addChild(row)
            rowNodes[id] = row
        }
        list.delegate = self
        controller.attach(to: content, list: list)
        controller.onChange = { [owner = UnownedReference(self)] in owner.object.layOut() }
        controller.onAction = { [owner = UnownedReference(self)] action, id in owner.object.ran(action, onRow: id) }
        layOut()
    }

    private func ran(_ action: SwipeAction, onRow id: Int) {
        if action.identifier == "pin" {
            if pinned.contains(id) { pinned.remove(id) } else { pinned.insert(id) }
            if let row = rowNodes[id] { row.label = (pinned.contains(id) ? "● " : "") + ReusingList.personName(id) }
        }
    }

    /// What the last layout laid out, to lay out only the rows that moved while a row is dragged.
    private var laidOut: (count: Int, selected: Int?, removing: Bool, open: Int?)?

    /// Lays the rows, the open row's buttons and the content's height out from the controller. While a
    /// row is dragged only that row (and the one open before) moves: the others are left alone.
    private func layOut() {
        let width = content.bounds.width
        let full = laidOut.map { $0.count != controller.rowCount || $0.selected != controller.selectedRow || $0.removing || controller.isRemoving } ?? true
        if full {
            if rowNodes.count != controller.rowCount {
                for (id, node) in rowNodes where !controller.rowIDs.contains(id) {
                    node.removeFromParent()
                    rowNodes[id] = nil
                }
            }
            for (index, id) in controller.rowIDs.enumerated() { place(id, at: index, width: width) }
        } else {
            if let previous = laidOut?.open, previous != controller.openRow, let index = controller.rowIDs.firstIndex(of: previous) {
                place(previous, at: index, width: width)
            }
            if let open = controller.openRow, let index = controller.rowIDs.firstIndex(of: open) { place(open, at: index, width: width) }
        }
        laidOut = (controller.rowCount, controller.selectedRow, controller.isRemoving, controller.openRow)
        for node in actionNodes.values where !node.isHidden { node.isHidden = true }
        controller.forEachActionFrame { action, frame in
            guard let node = actionNodes[action.identifier] else { return }
            node.isHidden = false
            if node.frame != frame { node.frame = frame }
        }
        let height = controller.contentHeight
        if content.bounds.height != height {
            content.frame = Rect(x: 0, y: 0, width: width, height: height)
            list.contentSize = Size(width: width, height: height)
        }
    }

    /// Places row `id`'s node at row `index`, moved by the open row's offset, coloured if selected.
    private func place(_ id: Int, at index: Int, width: Double) {
        guard let node = rowNodes[id] else { return }
        let x = id == controller.openRow ? controller.rowOffset : 0
        let frame = Rect(x: x, y: controller.rowY(at: index), width: width, height: controller.rowHeight)
        if node.frame != frame { node.frame = frame }
        let color = id == controller.selectedRow ? Self.selectedColor : Color.white
        if node.backgroundColor != color { node.backgroundColor = color }
    }

    /// The node of row `id`, while the row exists.
    public func node(forRow id: Int) -> Node? { rowNodes[id] }

    /// Advances the scene's clock to `now`: the list's glide, a row's settle and a removal move.
    public func tick(_ now: Double) {
        engine.tick(now)
        controller.advance(to: now)
        let animating = controller.isSettling || controller.isRemoving
        if wasAnimating && !animating { stops.notify(at: now) }
        wasAnimating = animating
    }

    /// The list's pan, then `rowSwipe`, `rowCatch` and `rowTap`.
    public var recognizers: [GestureRecognizer] {
        [list.panGestureRecognizer, controller.pan, controller.catchRecognizer, controller.tap]
    }

    /// `openRow`, `rowOffset`, `rowCount`, `lastAction` and `selected` for every recognizer; the list's
    /// pan adds `contentOffset`, `translation` and `velocity`.
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        var values: SceneValues = [
            "openRow": .number(Double(controller.openRow ?? -1)),
            "rowOffset": .number(controller.rowOffset),
            "rowCount": .number(Double(controller.rowCount)),
            "lastAction": .string(controller.lastAction),
            "selected": .number(Double(controller.selectedRow ?? -1)),
        ]
        if recognizer === list.panGestureRecognizer {
            for (name, value) in ReusingList.scrollValues(of: list.panGestureRecognizer, in: list) { values[name] = value }
        }
        return values
    }

    /// The frames of `list` and `list-content`, the visible buttons, and the rows on screen.
    public func reportedFrames() -> [(name: String, frame: Rect)] {
        let screen = rootNode.bounds
        var frames: [(name: String, frame: Rect)] = [(list.name, Self.windowFrame(of: list)), (content.name, Self.windowFrame(of: content))]
        for (action, _) in controller.actionFrames() {
            if let node = actionNodes[action.identifier] { frames.append((node.name, Self.windowFrame(of: node))) }
        }
        for id in controller.rowIDs {
            guard let node = rowNodes[id] else { continue }
            let frame = Self.windowFrame(of: node)
            if frame.maxY > screen.minY && frame.minY < screen.maxY { frames.append((node.name, frame)) }
        }
        return frames
    }

    /// Calls `observer` when a row's settle or a removal ends, and when the list comes to rest.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        stops.add(observer)
    }

    // MARK: ScrollViewDelegate

    /// Reports an animation stop.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { stops.notify(at: engine.currentTime) }

    /// Reports an animation stop.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { stops.notify(at: engine.currentTime) }

    static let selectedColor = Color(red: 0.82, green: 0.9, blue: 1)
}
