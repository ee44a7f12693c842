// Why this file exists: drag and drop between lists in GraspInteractions needs a screen where it can be
// seen, replayed and tested at every rate: two lists of people side by side, Inbox and Archive, whose
// items lift on a long press and move across, with a strip above and below where a drop is no drop.
// This is that screen, laid out from what the component says.

import Grasp
import GraspInteractions

/// Two lists side by side (60 pt rows): `left` (Inbox, items 0 to 13) and `right` (Archive, items 14
/// to 27), between a title bar and a bottom strip. A long press lifts an item; it can be dropped into
/// either list at the insertion point the target shows, or anywhere else to send it back.
///
/// Recognizers and relationships (see ``/GraspInteractions/ListDragInteraction``):
/// - `lift` (``/GraspInteractions/ListDragInteraction/lift``, a 0.5 s long press on the root node): lifts the item under
///   the finger on its own timer; then the raised copy follows the finger. A finger that moves more
///   than 10 pt first fails it. It begins at touch-down on an item in flight (a catch).
/// - `left` and `right` (the scroll views' pans): scroll their list as in the `list` scene; a lift
///   prevents them, and scrolling is off while an item is lifted.
///
/// Nodes: `title`, `left`, `left-content`, `right`, `right-content`, an `item<id>` per item (with its
/// `initial<id>` circle), drawn faded while lifted and hidden while flying; `left-insertion` and
/// `right-insertion`, the target's insertion marker; `lifted`, the raised copy that follows the finger
/// or flies into its slot; `tray`, the bottom strip.
///
/// Values: every recognizer reports `left` and `right` (the ids of each list, top to bottom, as
/// `0,1,2`), `dropTarget` (`left`, `right`, or empty), `lifted` (−1 for none) and `insertionIndex` (the
/// row boundary a drop would insert at, −1 for none); the lists' pans add `contentOffset`,
/// `translation` and `velocity`. An animation stop is reported when a flight ends, and when a list
/// comes to rest.
public final class DragDropScene: Scene, ScrollViewDelegate {
    /// `drag-drop`.
    public static let name = "drag-drop"
    /// The height of the title bar above the lists: 88 pt.
    public static let titleHeight = 88.0
    /// The height of the strip below the lists: 80 pt.
    public static let trayHeight = 80.0
    /// The gap between the two lists: 4 pt.
    public static let gutter = 4.0
    /// The items each list starts with: 14.
    public static let itemsPerList = 14

    /// The scene's engine.
    public let engine: GestureEngine
    /// The root node, covering the viewport.
    public let rootNode: Node
    /// The left list (Inbox).
    public let left: DragDropList
    /// The right list (Archive).
    public let right: DragDropList
    /// The drag-and-drop component.
    public let interaction: ListDragInteraction

    private var rowNodes: [Int: Node] = [:]
    private let markers: [Node]
    private let liftedNode: Node
    private let stops = AnimationStopObservers()
    private var wasSettling = false
    /// What the last layout laid out: the lists' shape, the lifted and flying items.
    private var laidOut: (signature: Int, lifted: Int?, flying: Int?)?

    /// Builds the scene for a viewport of `viewport` points: both lists at their top, nothing lifted.
    public init(viewport: Size) {
        let width = max(viewport.width, 0), height = max(viewport.height, 0)
        rootNode = Node(name: Self.name, frame: Rect(origin: .zero, size: viewport))
        rootNode.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        engine = GestureEngine(rootNode: rootNode)
        let title = Node(name: "title", frame: Rect(x: 0, y: 0, width: width, height: min(Self.titleHeight, height)))
        title.label = "Inbox · Archive"
        title.backgroundColor = Color(red: 0.98, green: 0.98, blue: 0.98)
        let listHeight = max(height - Self.titleHeight - Self.trayHeight, 0)
        let listWidth = max((width - Self.gutter) / 2, 0)
        let rowHeight = SceneConstants.listRowHeight
        func makeList(_ name: String, x: Double, ids: [Int]) -> DragDropList {
            let scrollView = ScrollView(name: name, frame: Rect(x: x, y: Self.titleHeight, width: listWidth, height: listHeight))
            scrollView.backgroundColor = .white
            scrollView.alwaysBounceVertical = true
            let contentHeight = Double(ids.count) * rowHeight
            scrollView.contentSize = Size(width: listWidth, height: contentHeight)
            let content = Node(name: "\(name)-content", frame: Rect(x: 0, y: 0, width: listWidth, height: contentHeight))
            content.backgroundColor = .white
            scrollView.addChild(content)
            return DragDropList(name: name, itemIDs: ids, scrollView: scrollView, content: content)
        }
        left = makeList("left", x: 0, ids: Array(0..<Self.itemsPerList))
        right = makeList("right", x: listWidth + Self.gutter, ids: Array(Self.itemsPerList..<(2 * Self.itemsPerList)))
        interaction = ListDragInteraction(lists: [left, right], rowHeight: rowHeight)
        let tray = Node(name: "tray", frame: Rect(x: 0, y: Self.titleHeight + listHeight, width: width, height: Self.trayHeight))
        tray.label = "Drop here to put it back"
        tray.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.92)
        rootNode.addChild(left.scrollView)
        rootNode.addChild(right.scrollView)
        // The bars go over the lists, as a navigation bar and a toolbar do: rows scrolled past a list's
        // edge pass under them.
        rootNode.addChild(title)
        rootNode.addChild(tray)
        let side = SceneConstants.listInitialSide
        for list in [left, right] {
            for id in list.itemIDs {
                let row = Node(name: "item\(id)", frame: Rect(x: 0, y: 0, width: listWidth, height: rowHeight))
                row.backgroundColor = .white
                row.label = ReusingList.personName(id)
                let initial = Node(name: "initial\(id)", frame: Rect(x: 12, y: (rowHeight - side) / 2, width: side, height: side))
                initial.label = String(ReusingList.personName(id).prefix(1))
                initial.backgroundColor = ReusingList.initialColor(id)
                row.addChild(initial)
                list.content.addChild(row)
                rowNodes[id] = row
            }
        }
        markers = [left, right].map { list in
            let marker = Node(name: "\(list.name)-insertion", frame: Rect(x: 0, y: 0, width: listWidth, height: 3))
            marker.backgroundColor = Self.accent
            marker.isHidden = true
            marker.isUserInteractionEnabled = false
            list.content.addChild(marker)
            return marker
        }
        liftedNode = Node(name: "lifted", frame: Rect(x: 0, y: 0, width: listWidth, height: rowHeight))
        liftedNode.backgroundColor = Self.raisedColor
        liftedNode.isHidden = true
        liftedNode.isUserInteractionEnabled = false
        rootNode.addChild(liftedNode)
        left.scrollView.delegate = self
        right.scrollView.delegate = self
        interaction.attach(to: rootNode)
        interaction.onChange = { [owner = UnownedReference(self)] in owner.object.layOut() }
        layOut()
    }

    /// A number that changes when the lists' contents or order change (cheap, with no allocation).
    private var signature: Int {
        var value = 0
        for (k, list) in interaction.lists.enumerated() {
            value = value &* 31 &+ list.itemIDs.count &+ k
            for (index, id) in list.itemIDs.enumerated() { value = value &* 1_000_003 &+ (index &+ 1) &* (id &+ 7) }
        }
        return value
    }

    /// Lays the rows, the insertion markers and the raised copy out from the component. The rows move
    /// only when the lists change or an item is lifted, dropped or lands.
    private func layOut() {
        let lifted = interaction.liftedItem, flying = interaction.flyingItem
        let shape = signature
        if laidOut.map({ $0.signature != shape || $0.lifted != lifted || $0.flying != flying }) ?? true {
            for list in interaction.lists {
                let width = list.content.bounds.width
                for (index, id) in list.itemIDs.enumerated() {
                    guard let node = rowNodes[id] else { continue }
                    if node.parent !== list.content {
                        node.removeFromParent()
                        list.content.insertChild(node, at: 0)
                    }
                    let frame = Rect(x: 0, y: interaction.rowY(at: index), width: width, height: interaction.rowHeight)
                    if node.frame != frame { node.frame = frame }
                    node.alpha = id == lifted ? 0.35 : 1
                    node.isHidden = id == flying
                }
                let height = Double(list.itemIDs.count) * interaction.rowHeight
                if list.content.bounds.height != height {
                    list.content.frame = Rect(x: 0, y: 0, width: width, height: height)
                    list.scrollView.contentSize = Size(width: width, height: height)
                }
            }
            for (id, node) in rowNodes where !interaction.lists.contains(where: { $0.itemIDs.contains(id) }) {
                node.removeFromParent()
                rowNodes[id] = nil
            }
            let shown = lifted ?? flying
            liftedNode.label = shown.map { ReusingList.personName($0) }
            laidOut = (shape, lifted, flying)
        }
        for (k, marker) in markers.enumerated() {
            let y = interaction.dropTarget == k ? interaction.insertionMarkerY() : nil
            if let y {
                let frame = Rect(x: 0, y: y - 1.5, width: marker.bounds.width, height: 3)
                if marker.frame != frame { marker.frame = frame }
                if marker.isHidden { marker.isHidden = false }
            } else if !marker.isHidden {
                marker.isHidden = true
            }
        }
        if let frame = interaction.liftedFrame() {
            if liftedNode.frame != frame { liftedNode.frame = frame }
            if liftedNode.isHidden { liftedNode.isHidden = false }
        } else if !liftedNode.isHidden {
            liftedNode.isHidden = true
        }
    }

    /// The node of item `id`, while the item exists.
    public func node(forItem id: Int) -> Node? { rowNodes[id] }

    /// Advances the scene's clock to `now`: the lists' glides, auto-scroll and a flight move.
    public func tick(_ now: Double) {
        engine.tick(now)
        interaction.advance(to: now)
        let settling = interaction.isSettling
        if wasSettling && !settling { stops.notify(at: now) }
        wasSettling = settling
    }

    /// `lift`, then the left and right lists' pans.
    public var recognizers: [GestureRecognizer] {
        [interaction.lift, left.scrollView.panGestureRecognizer, right.scrollView.panGestureRecognizer]
    }

    /// `left`, `right`, `dropTarget`, `lifted` and `insertionIndex` for every recognizer; the lists'
    /// pans add `contentOffset`, `translation` and `velocity`.
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        var values: SceneValues = [
            "left": .string(left.itemList),
            "right": .string(right.itemList),
            "dropTarget": .string(interaction.dropTarget.map { interaction.lists[$0].name } ?? ""),
            "lifted": .number(Double(interaction.liftedItem ?? -1)),
            "insertionIndex": .number(Double(interaction.insertionIndex ?? -1)),
        ]
        for list in [left, right] where recognizer === list.scrollView.panGestureRecognizer {
            for (name, value) in ReusingList.scrollValues(of: list.scrollView.panGestureRecognizer, in: list.scrollView) {
                values[name] = value
            }
        }
        return values
    }

    /// The frames of the title, both lists and their contents, the items on screen, a visible insertion
    /// marker, the raised copy and the tray.
    public func reportedFrames() -> [(name: String, frame: Rect)] {
        var frames: [(name: String, frame: Rect)] = []
        if let title = rootNode.descendant(named: "title") { frames.append((title.name, Self.windowFrame(of: title))) }
        for (k, list) in [left, right].enumerated() {
            let visible = Self.windowFrame(of: list.scrollView)
            frames.append((list.name, visible))
            frames.append((list.content.name, Self.windowFrame(of: list.content)))
            for id in list.itemIDs {
                guard let node = rowNodes[id], !node.isHidden else { continue }
                let frame = Self.windowFrame(of: node)
                if frame.maxY > visible.minY && frame.minY < visible.maxY { frames.append((node.name, frame)) }
            }
            if !markers[k].isHidden { frames.append((markers[k].name, Self.windowFrame(of: markers[k]))) }
        }
        if !liftedNode.isHidden { frames.append((liftedNode.name, liftedNode.frame)) }
        if let tray = rootNode.descendant(named: "tray") { frames.append((tray.name, Self.windowFrame(of: tray))) }
        return frames
    }

    /// Calls `observer` when a flight ends, and when a list comes to rest.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        stops.add(observer)
    }

    // MARK: ScrollViewDelegate

    /// Reports an animation stop.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { stops.notify(at: engine.currentTime) }

    /// Reports an animation stop.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { stops.notify(at: engine.currentTime) }

    static let accent = Color(red: 0, green: 0.48, blue: 1)
    static let raisedColor = Color(red: 0.93, green: 0.96, blue: 1)
}
