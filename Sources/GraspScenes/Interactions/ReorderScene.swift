// Why this file exists: the reordering of GraspInteractions needs a screen where it can be seen,
// replayed and tested at every rate: a list of contacts, longer than the screen, whose rows are picked up
// by a long press and moved, the list scrolling by itself near its edges. This is that screen, laid out
// from what the component says.

import Grasp
import GraspInteractions

/// A list of ``rowCountAtStart`` contacts (60 pt rows) that reorders: a long press of 0.5 s lifts a row
/// (drawn raised: scaled by ``liftedScale`` and in front), dragging moves it while the other rows slide
/// aside, the list auto-scrolls when the finger is within 60 pt of its top or bottom edge, and a lift of
/// the finger drops the row into its slot.
///
/// Recognizers and relationships (see ``/GraspInteractions/ReorderController``):
/// - `list` (the scroll view's pan): scrolls vertically, glides and bounces as in the `list` scene. A
///   finger that moves past the slop before the press fires scrolls, and the press fails on that sample;
///   once a row is lifted the pan has failed, and no finger scrolls the list until every finger lifts.
/// - `rowLift` (``/GraspInteractions/ReorderController/longPress``, a long press of 0.5 s on `list-content`): lifts the
///   touched row on its own timer (the list's pan fails then), moves it while the finger moves, drops it
///   when the finger lifts, and restores the order when cancelled. It does not begin below the last row.
/// - `rowCatch` (a touch-down recognizer on `list-content`): stops sliding rows at the touch's timestamp.
///
/// Nodes: `list`, `list-content`, and a `row<id>` per row (a name, and its `initial<id>` circle). Rows
/// take no touches of their own: the content node does.
///
/// Values: every recognizer reports `order` (the ids top to bottom, comma-separated: `0,2,1,3`),
/// `lifted` (the lifted row's id, −1 for none) and `contentOffset`; the list's pan adds `translation`
/// and `velocity`. An animation stop is reported when the rows stop sliding (a drop has landed, a cancel
/// is undone) and when the list comes to rest.
public final class ReorderScene: Scene, ScrollViewDelegate {
    /// `reorder`.
    public static let name = "reorder"
    /// The rows the scene starts with: 30.
    public static let rowCountAtStart = 30
    /// The scale of a lifted (or landing) row: 1.03.
    public static let liftedScale = 1.03

    /// The scene's engine.
    public let engine: GestureEngine
    /// The root node, covering the viewport.
    public let rootNode: Node
    /// The scroll view, named `list`.
    public let list: ScrollView
    /// The content node, named `list-content`.
    public let content: Node
    /// The reordering component.
    public let controller: ReorderController

    /// The row nodes by id (the scene's ids are 0 to ``rowCountAtStart`` − 1); `nil` once removed.
    private var rowNodes: [Node?] = []
    private var raised: Node?
    /// The top each row's node was last placed at, by id (NaN before the first layout).
    private var placedY: [Double] = []
    /// What the last layout saw: whether rows were sliding, how many there were, the raised row.
    private var laidOut: (animating: Bool, count: Int, raised: Node?) = (true, -1, nil)
    private let stops = AnimationStopObservers()
    private var wasAnimating = false

    /// Builds the scene for a viewport of `viewport` points: rows in id order, the list at its top.
    public init(viewport: Size) {
        let width = max(viewport.width, 0), height = max(viewport.height, 0)
        rootNode = Node(name: Self.name, frame: Rect(origin: .zero, size: viewport))
        rootNode.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        engine = GestureEngine(rootNode: rootNode)
        controller = ReorderController(rowIDs: Array(0..<Self.rowCountAtStart), rowHeight: SceneConstants.listRowHeight)
        list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: width, height: height))
        list.backgroundColor = .white
        list.alwaysBounceVertical = true
        list.contentSize = Size(width: width, height: controller.contentHeight)
        content = Node(name: "list-content", frame: Rect(x: 0, y: 0, width: width, height: controller.contentHeight))
        content.backgroundColor = .white
        list.addChild(content)
        rootNode.addChild(list)
        let side = SceneConstants.listInitialSide, rowHeight = controller.rowHeight
        for id in controller.rowIDs {
            let row = Node(name: "row\(id)", frame: Rect(x: 0, y: 0, width: width, height: rowHeight))
            row.backgroundColor = .white
            row.label = ReusingList.personName(id)
            row.isUserInteractionEnabled = false
            let initial = Node(name: "initial\(id)", frame: Rect(x: 16, y: (rowHeight - side) / 2, width: side, height: side))
            initial.label = String(ReusingList.personName(id).prefix(1))
            initial.backgroundColor = ReusingList.initialColor(id)
            row.addChild(initial)
            content.addChild(row)
            rowNodes.append(row)
        }
        placedY = Array(repeating: .nan, count: rowNodes.count)
        list.delegate = self
        controller.attach(to: content, list: list)
        controller.onChange = { [owner = UnownedReference(self)] in owner.object.layOut() }
        layOut()
    }

    /// Lays the rows out from the controller: each at its drawn place, the lifted (or landing) row
    /// raised and in front; and the content's height.
    private func layOut() {
        let width = content.bounds.width, half = controller.rowHeight / 2
        let up = controller.liftedRow ?? controller.landingRow
        let upNode = up.flatMap { node(forRow: $0) }
        if upNode !== raised {
            if let raised { raised.transform = .identity }
            if let upNode {
                upNode.transform = AffineTransform(scaleX: Self.liftedScale, y: Self.liftedScale)
                content.addChild(upNode)
            }
            raised = upNode
        }
        // Rows other than the lifted one move only while rows slide (and at the frame they stop):
        // otherwise only the lifted row is placed.
        let animating = controller.isAnimating, count = controller.rowCount
        if animating || laidOut.animating || laidOut.count != count || laidOut.raised !== raised {
            // Each row's node is touched only when its top changed since it was last placed.
            let nodes = rowNodes
            placedY.withUnsafeMutableBufferPointer { placed in
                controller.forEachRow { _, id, y in
                    guard id >= 0, id < placed.count, placed[id] != y, let node = nodes[id] else { return }
                    placed[id] = y
                    node.center = Point(x: width / 2, y: y + half)
                }
            }
        } else if let node = upNode, let lifted = controller.liftedRow, lifted < placedY.count {
            let y = controller.liftedY
            if placedY[lifted] != y {
                placedY[lifted] = y
                node.center = Point(x: width / 2, y: y + half)
            }
        }
        laidOut = (animating, count, raised)
        let height = controller.contentHeight
        if content.bounds.height != height {
            content.frame = Rect(x: 0, y: 0, width: width, height: height)
            list.contentSize = Size(width: width, height: height)
        }
    }

    /// The node of row `id`, while the row exists.
    public func node(forRow id: Int) -> Node? {
        id >= 0 && id < rowNodes.count ? rowNodes[id] : nil
    }

    /// Removes row `id` as the app would (its node goes, the rows below move up): what the random
    /// streams and the tests do to delete a row, lifted or not.
    public func removeRow(_ id: Int, at time: Double) {
        guard controller.rowIDs.contains(id) else { return }
        controller.removeRow(id, at: time)
        if let node = node(forRow: id) {
            if node === raised { raised = nil }
            node.removeFromParent()
            rowNodes[id] = nil
        }
        layOut()
    }

    /// Advances the scene's clock to `now`: the list's glide, the auto-scroll and the sliding rows move.
    public func tick(_ now: Double) {
        engine.tick(now)
        controller.advance(to: now)
        let animating = controller.isAnimating
        if wasAnimating && !animating { stops.notify(at: now) }
        wasAnimating = animating
    }

    /// The list's pan, then `rowLift` and `rowCatch`.
    public var recognizers: [GestureRecognizer] {
        [list.panGestureRecognizer, controller.longPress, controller.catchRecognizer]
    }

    /// The ids top to bottom, comma-separated (`0,2,1,3`).
    public var order: String {
        var text = ""
        for id in controller.rowIDs {
            if !text.isEmpty { text += "," }
            text += String(id)
        }
        return text
    }

    /// `order`, `lifted` and `contentOffset` for every recognizer; the list's pan adds `translation` and
    /// `velocity`.
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        var values: SceneValues = [
            "order": .string(order),
            "lifted": .number(Double(controller.liftedRow ?? -1)),
            "contentOffset": .point(list.contentOffset),
        ]
        if recognizer === list.panGestureRecognizer {
            for (name, value) in ReusingList.scrollValues(of: list.panGestureRecognizer, in: list) { values[name] = value }
        }
        return values
    }

    /// The frames of `list` and `list-content`, and the rows on screen, top to bottom.
    public func reportedFrames() -> [(name: String, frame: Rect)] {
        let screen = rootNode.bounds
        var frames: [(name: String, frame: Rect)] = [(list.name, Self.windowFrame(of: list)), (content.name, Self.windowFrame(of: content))]
        for id in controller.rowIDs {
            guard let node = node(forRow: id) else { continue }
            let frame = Self.windowFrame(of: node)
            if frame.maxY > screen.minY && frame.minY < screen.maxY { frames.append((node.name, frame)) }
        }
        return frames
    }

    /// Calls `observer` when the rows stop sliding, and when the list comes to rest.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        stops.add(observer)
    }

    // MARK: ScrollViewDelegate

    /// Reports an animation stop.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { stops.notify(at: engine.currentTime) }

    /// Reports an animation stop.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { stops.notify(at: engine.currentTime) }
}
