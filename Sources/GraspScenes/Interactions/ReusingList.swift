// Why this file exists: the `list` and `box-in-list` scenes are the same long list of contacts, and a
// list of 500 rows must not be 500 nodes (nor 1,000 with their initials): the lab draws every node at
// every frame and a replay prints every reported frame. This is that list, built the way a table view
// builds one: a scroll view, a content node as tall as the rows, and a small pool of row nodes that are
// moved and relabelled as the content scrolls, so that only the rows on screen (plus a spare) exist.

import Grasp

/// The contact list shared by ``ListScene`` and ``BoxInListScene``: a vertical ``ScrollView`` named
/// `list` filling the viewport, its content node `list-content`, a pool of reused row nodes, and a tap
/// on the content that selects the tapped row.
final class ReusingList: ScrollViewDelegate {
    let engine: GestureEngine
    let rootNode: Node
    /// The scroll view, `list`.
    let list: ScrollView
    /// The content node, `list-content`, as tall as every row.
    let content: Node
    /// The tap on the content that selects a row.
    let tap = TapGestureRecognizer(name: "tap")
    /// The row nodes, at most ``SceneConstants/listRowCount``; the row of index `i` is shown by
    /// `rowNodes[i % rowNodes.count]`.
    private(set) var rowNodes: [Node] = []
    /// The index each pool node shows now (`nil` while unused).
    private var shownIndex: [Int?] = []
    /// The selected row, if any.
    private(set) var selected: Int?
    let stops = AnimationStopObservers()
    /// Called after the rows are laid out whenever the list scrolls (a scene's own watcher, as a
    /// refresh control).
    var onScroll: ((ScrollView) -> Void)?

    let rowHeight = SceneConstants.listRowHeight
    let rowCount = SceneConstants.listRowCount

    init(sceneName: String, viewport: Size) {
        let width = max(viewport.width, 0), height = max(viewport.height, 0)
        rootNode = Node(name: sceneName, frame: Rect(origin: .zero, size: viewport))
        rootNode.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        engine = GestureEngine(rootNode: rootNode)
        list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: width, height: height))
        list.backgroundColor = .white
        list.contentSize = Size(width: width, height: Double(rowCount) * rowHeight)
        content = Node(name: "list-content", frame: Rect(x: 0, y: 0, width: width, height: Double(rowCount) * rowHeight))
        content.backgroundColor = .white
        list.addChild(content)
        rootNode.addChild(list)

        // The most rows a window of `height` can show at once is ⌈height / rowHeight⌉ + 1 (one cut at
        // each edge); one spare keeps a row ready while the list is pulled past an edge.
        let poolSize = min(rowCount, Int((height / rowHeight).rounded(.up)) + 2)
        for _ in 0..<poolSize {
            let row = Node(name: "", frame: Rect(x: 0, y: 0, width: width, height: rowHeight))
            let side = SceneConstants.listInitialSide
            let initial = Node(name: "", frame: Rect(x: 16, y: (rowHeight - side) / 2, width: side, height: side))
            row.addChild(initial)
            content.addChild(row)
            rowNodes.append(row)
            shownIndex.append(nil)
        }
        list.delegate = self
        tap.addTarget(self, action: ReusingList.handleTap)
        content.addGestureRecognizer(tap)
        layOutRows()
    }

    // MARK: Rows

    /// The person's name on row `index`: a first name and a last name from fixed lists, so that the
    /// same row always shows the same name and neighbours differ.
    static func personName(_ index: Int) -> String {
        let first = firstNames[index % firstNames.count]
        let last = lastNames[(index / firstNames.count + 3 * index) % lastNames.count]
        return "\(first) \(last)"
    }

    /// The colour of the initial's circle on row `index`, one of eight by the first name.
    static func initialColor(_ index: Int) -> Color {
        initialColors[(index % firstNames.count) % initialColors.count]
    }

    /// The rows that intersect the list's bounds, in index order.
    var visibleRows: ClosedRange<Int>? {
        let top = list.bounds.minY, bottom = list.bounds.maxY
        guard bottom > top, top.isFinite, bottom.isFinite else { return nil }
        let first = max(0, Int((top / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int((bottom / rowHeight).rounded(.up)) - 1)
        return first <= last ? first...last : nil
    }

    /// Moves and relabels the pool's nodes so that they show the rows on screen, starting from the
    /// first visible row (clamped so that the pool never runs past the last row).
    func layOutRows() {
        guard !rowNodes.isEmpty else { return }
        let top = list.bounds.minY.isFinite ? list.bounds.minY : 0
        let first = min(max(0, Int((top / rowHeight).rounded(.down))), rowCount - rowNodes.count)
        for index in first..<(first + rowNodes.count) {
            let slot = index % rowNodes.count
            guard shownIndex[slot] != index else { continue }
            shownIndex[slot] = index
            configure(rowNodes[slot], index: index)
        }
    }

    private func configure(_ row: Node, index: Int) {
        row.name = "row\(index)"
        row.frame = Rect(x: 0, y: Double(index) * rowHeight, width: content.bounds.width, height: rowHeight)
        row.label = Self.personName(index)
        row.backgroundColor = index == selected ? Self.selectedColor : .white
        let initial = row.children[0]
        initial.name = "initial\(index)"
        initial.label = String(Self.personName(index).prefix(1))
        initial.backgroundColor = Self.initialColor(index)
    }

    /// The pool node showing row `index`, if it is laid out.
    func node(forRow index: Int) -> Node? {
        guard !rowNodes.isEmpty else { return nil }
        let slot = index % rowNodes.count
        return shownIndex[slot] == index ? rowNodes[slot] : nil
    }

    /// The frames of `list`, `list-content` and the rows on screen.
    func reportedFrames(window: (Node) -> Rect) -> [(name: String, frame: Rect)] {
        var frames: [(name: String, frame: Rect)] = [(list.name, window(list)), (content.name, window(content))]
        if let rows = visibleRows {
            for index in rows { if let row = node(forRow: index) { frames.append((row.name, window(row))) } }
        }
        return frames
    }

    // MARK: Selection

    private func handleTap(_ tap: TapGestureRecognizer) {
        guard tap.state == .ended else { return }
        let y = tap.location(in: content).y
        guard y.isFinite, y >= 0 else { return }
        let index = Int(y / rowHeight)
        guard index < rowCount else { return }
        select(index)
    }

    /// Selects row `index` (deselecting the previous one), recolouring the rows on screen.
    func select(_ index: Int) {
        if let previous = selected, let row = node(forRow: previous) { row.backgroundColor = .white }
        selected = index
        node(forRow: index)?.backgroundColor = Self.selectedColor
    }

    // MARK: Values

    /// The values every scroll view pan reports: `contentOffset`, `translation` and `velocity` (window
    /// space).
    static func scrollValues(of pan: PanGestureRecognizer, in scrollView: ScrollView) -> SceneValues {
        [
            "contentOffset": .point(scrollView.contentOffset),
            "translation": .point(pan.translation(in: nil)),
            "velocity": .point(pan.velocity(in: nil)),
        ]
    }

    /// `selected` (the row index, −1 for none) for every recognizer; for the list's pan also its
    /// scroll values; for the tap its `location` in the content.
    func values(of recognizer: GestureRecognizer) -> SceneValues {
        var values: SceneValues = ["selected": .number(Double(selected ?? -1))]
        if recognizer === list.panGestureRecognizer {
            for (name, value) in Self.scrollValues(of: list.panGestureRecognizer, in: list) { values[name] = value }
        } else if recognizer === tap {
            values["location"] = .point(tap.location(in: content))
        }
        return values
    }

    // MARK: ScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        layOutRows()
        onScroll?(scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { stops.notify(at: engine.currentTime) }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { stops.notify(at: engine.currentTime) }

    // MARK: Data

    static let selectedColor = Color(red: 0.82, green: 0.9, blue: 1)

    static let firstNames = [
        "Ada", "Ben", "Chloé", "Dmitri", "Elena", "Farid", "Grace", "Hiro", "Ines", "Jonas",
        "Kemal", "Lena", "Mateo", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Sami", "Tove",
        "Uma", "Viktor", "Wen", "Xavier", "Yara", "Zoe",
    ]

    static let lastNames = [
        "Abbott", "Berger", "Castro", "Dubois", "Eriksen", "Fischer", "Garcia", "Haddad", "Ito",
        "Jensen", "Kowalski", "Lindqvist", "Moreau", "Novak", "Okafor", "Petrov", "Rossi", "Sato",
        "Tanaka", "Varga", "Weber", "Yilmaz", "Zhang",
    ]

    static let initialColors: [Color] = [
        Color(red: 0.94, green: 0.33, blue: 0.31), Color(red: 1, green: 0.6, blue: 0.1),
        Color(red: 0.96, green: 0.76, blue: 0.05), Color(red: 0.3, green: 0.69, blue: 0.31),
        Color(red: 0.1, green: 0.65, blue: 0.7), Color(red: 0.13, green: 0.47, blue: 0.95),
        Color(red: 0.45, green: 0.35, blue: 0.85), Color(red: 0.85, green: 0.3, blue: 0.6),
    ]
}
