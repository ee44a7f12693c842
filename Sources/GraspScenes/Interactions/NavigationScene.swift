// Why this file exists: the edge-swipe back of GraspInteractions needs a screen where it can be seen,
// replayed and tested at every rate, against the hardest content there is: a list that scrolls with a
// carousel that pages sideways in one of its rows. This is that screen, three deep.

import Grasp
import GraspInteractions

/// A navigation stack of three screens (`Settings`, `General`, `Photos`); the top one is a list with a
/// horizontal paging carousel as its third row.
///
/// Recognizers and relationships (see ``/GraspInteractions/InteractivePopController``):
/// - `edgePan` (a left ``/Grasp/ScreenEdgePanGestureRecognizer`` on the root): a finger landing within 20 pt of
///   the left edge and moving right pops the top screen interactively (the screen below at a parallax of
///   0.3). Released past half the width or faster than
///   ``/GraspInteractions/InteractivePopController/completionSpeed`` to the right, the pop completes; otherwise it goes back.
/// - `popCatch` (a touch-down recognizer on the root) catches a pop's or a push's animation; `popDrag`
///   (a horizontal pan on the root, only while caught) drags it on.
/// - `list` (the top screen's scroll view pan) and `carousel` (the carousel's paging pan) wait for
///   `edgePan` to fail (``/GraspInteractions/InteractivePopController/yield(_:)``): a finger outside the edge zone fails it at
///   touch-down, so they work as usual; inside the zone a rightward drag is the edge pan's, even on the
///   carousel.
/// - `tap` (on the root): on `Settings` or `General`, pushes the next screen.
///
/// Nodes: `screen0` … `screen2` (only the top one and, during a pop, the one below are shown), each with
/// its bar `bar<k>`; `screen0-row<i>` and `screen1-row<i>` on the first two; on `Photos` the list `list`,
/// `list-content`, rows `row<i>` and the carousel `carousel`, `carousel-content`, `carousel-page<p>`.
///
/// Values: every recognizer reports `depth` and `popProgress`; the list's and the carousel's pans add
/// `contentOffset`, `translation` and `velocity`, the carousel's also `page`. An animation stop is
/// reported when a pop, a cancel or a push ends or is caught, and when the list or the carousel comes to
/// rest.
public final class NavigationScene: Scene, ScrollViewDelegate {
    /// `navigation`.
    public static let name = "navigation"
    /// The height of a screen's bar: 96 pt (a status bar and a navigation bar).
    public static let barHeight = 96.0
    /// The rows of the `Photos` list.
    public static let photoRowCount = 16
    /// The row of the `Photos` list that holds the carousel.
    public static let carouselRow = 2
    /// The carousel's height: 200 pt.
    public static let carouselHeight = 200.0
    /// The carousel's pages.
    public static let carouselPageCount = 5

    /// The scene's engine.
    public let engine: GestureEngine
    /// The root node, covering the viewport.
    public let rootNode: Node
    /// The screens, bottom first: `screen0` … `screen2`.
    public let screens: [Node]
    /// The top screen's list, named `list`.
    public let list: ScrollView
    /// The carousel in the list, named `carousel`.
    public let carousel: ScrollView
    /// The pop component.
    public let pop: InteractivePopController
    /// The tap that pushes the next screen, named `tap`.
    public let tap = TapGestureRecognizer(name: "tap")

    private let stops = AnimationStopObservers()
    private var wasAnimating = false

    /// Builds the scene for a viewport of `viewport` points, three screens deep.
    public init(viewport: Size) {
        let width = max(viewport.width, 0), height = max(viewport.height, 0)
        rootNode = Node(name: Self.name, frame: Rect(origin: .zero, size: viewport))
        rootNode.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        engine = GestureEngine(rootNode: rootNode)
        pop = InteractivePopController(depth: 3)
        let rowHeight = SceneConstants.listRowHeight, bar = Self.barHeight
        let titles = ["Settings", "General", "Photos"]
        var screens: [Node] = []
        for (k, title) in titles.enumerated() {
            let screen = Node(name: "screen\(k)", frame: Rect(x: 0, y: 0, width: width, height: height))
            screen.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
            let barNode = Node(name: "bar\(k)", frame: Rect(x: 0, y: 0, width: width, height: bar))
            barNode.backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.98)
            barNode.label = k == 0 ? title : "‹ \(titles[k - 1])|\(title)"
            screen.addChild(barNode)
            if k < 2 {
                for i in 0..<Self.menuItems[k].count {
                    let row = Node(name: "screen\(k)-row\(i)", frame: Rect(x: 0, y: bar + 20 + Double(i) * rowHeight, width: width, height: rowHeight))
                    row.backgroundColor = .white
                    row.label = Self.menuItems[k][i]
                    screen.addChild(row)
                }
            }
            screens.append(screen)
        }
        self.screens = screens

        list = ScrollView(name: "list", frame: Rect(x: 0, y: bar, width: width, height: max(height - bar, 0)))
        list.backgroundColor = .white
        let contentHeight = Double(Self.photoRowCount - 1) * rowHeight + Self.carouselHeight
        list.contentSize = Size(width: width, height: contentHeight)
        let content = Node(name: "list-content", frame: Rect(x: 0, y: 0, width: width, height: contentHeight))
        content.backgroundColor = .white
        list.addChild(content)
        carousel = ScrollView(name: "carousel", frame: Rect(x: 0, y: Double(Self.carouselRow) * rowHeight, width: width, height: Self.carouselHeight))
        carousel.isPagingEnabled = true
        carousel.backgroundColor = .white
        let pages = Self.carouselPageCount
        carousel.contentSize = Size(width: width * Double(pages), height: Self.carouselHeight)
        let pager = Node(name: "carousel-content", frame: Rect(x: 0, y: 0, width: width * Double(pages), height: Self.carouselHeight))
        pager.backgroundColor = .white
        for p in 0..<pages {
            let card = Node(name: "carousel-page\(p)", frame: Rect(x: Double(p) * width + 16, y: 12, width: max(width - 32, 0), height: Self.carouselHeight - 24))
            card.backgroundColor = Color(red: 0.3 + 0.1 * Double(p), green: 0.5, blue: 0.8 - 0.1 * Double(p))
            card.label = "\(p + 1) / \(pages)"
            pager.addChild(card)
        }
        carousel.addChild(pager)
        content.addChild(carousel)
        var y = 0.0
        for i in 0..<Self.photoRowCount {
            if i == Self.carouselRow { y += Self.carouselHeight; continue }
            let row = Node(name: "row\(i)", frame: Rect(x: 0, y: y, width: width, height: rowHeight))
            row.backgroundColor = .white
            row.label = ReusingList.personName(i)
            let side = SceneConstants.listInitialSide
            let initial = Node(name: "initial\(i)", frame: Rect(x: 16, y: (rowHeight - side) / 2, width: side, height: side))
            initial.label = String(ReusingList.personName(i).prefix(1))
            initial.backgroundColor = ReusingList.initialColor(i)
            row.addChild(initial)
            content.addChild(row)
            y += rowHeight
        }
        screens[2].addChild(list)
        for screen in screens { rootNode.addChild(screen) }

        list.delegate = self
        carousel.delegate = self
        pop.attach(to: rootNode)
        pop.yield(list.panGestureRecognizer)
        pop.yield(carousel.panGestureRecognizer)
        pop.onChange = { [owner = UnownedReference(self)] in owner.object.layOut() }
        tap.addHandler { [owner = UnownedReference(self)] tap in
            if tap.state == .ended { owner.object.tapped(at: tap.currentTime) }
        }
        rootNode.addGestureRecognizer(tap)
        layOut()
    }

    private static let menuItems = [
        ["General", "Privacy", "Battery", "Display", "Sounds", "Wallpaper"],
        ["Photos", "About", "Storage", "Keyboard", "Language", "Date & Time"],
    ]

    private func tapped(at time: Double) {
        guard pop.depth < screens.count else { return }
        pop.push(at: time)
    }

    /// Shows the top screen at its place and the one below at its parallax place; the screens take no
    /// touch while a pop or a push is under way.
    private func layOut() {
        let top = pop.depth - 1, transitioning = pop.isTransitioning
        for (k, screen) in screens.enumerated() {
            let shown = k == top || (k == top - 1 && transitioning)
            if screen.isHidden == shown { screen.isHidden = !shown }
            let x = k == top ? pop.topScreenX : pop.belowScreenX
            if shown && screen.frame.minX != x { screen.frame = Rect(x: x, y: 0, width: screen.bounds.width, height: screen.bounds.height) }
            if screen.isUserInteractionEnabled == transitioning { screen.isUserInteractionEnabled = !transitioning }
        }
        // The carousel does not clip its cards: while the screen slides, the cards of the other pages would
        // show beside it, so only the ones within the carousel's bounds are shown then.
        let window = carousel.bounds
        for card in carousel.children.first?.children ?? [] {
            let shown = !transitioning || (card.frame.maxX > window.minX && card.frame.minX < window.maxX)
            if card.isHidden == shown { card.isHidden = !shown }
        }
    }

    /// The page the carousel shows (the page its offset is nearest).
    public var carouselPage: Int {
        guard carousel.bounds.width > 0 else { return 0 }
        let page = (carousel.contentOffset.x / carousel.bounds.width).rounded()
        return page.isFinite ? Int(max(page, 0)) : 0
    }

    /// Advances the scene's clock to `now`: the list, the carousel and a pop or a push move.
    public func tick(_ now: Double) {
        engine.tick(now)
        pop.advance(to: now)
        let animating = pop.isAnimating
        if wasAnimating && !animating { stops.notify(at: now) }
        wasAnimating = animating
        // A transition that ended by itself (no animation: a drag released exactly at an end) lays out too.
        if !pop.isTransitioning && screens[pop.depth - 1].isUserInteractionEnabled == false { layOut() }
    }

    /// `edgePan`, `popCatch`, `popDrag`, the list's pan, the carousel's pan, then the tap.
    public var recognizers: [GestureRecognizer] {
        [pop.edgePan, pop.catchRecognizer, pop.catchPan, list.panGestureRecognizer, carousel.panGestureRecognizer, tap]
    }

    /// `depth` and `popProgress` for every recognizer; the scroll values for the two scroll views'
    /// pans, and `page` for the carousel's.
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        var values: SceneValues = ["depth": .number(Double(pop.depth)), "popProgress": .number(pop.popProgress)]
        if recognizer === list.panGestureRecognizer {
            for (name, value) in ReusingList.scrollValues(of: list.panGestureRecognizer, in: list) { values[name] = value }
        } else if recognizer === carousel.panGestureRecognizer {
            for (name, value) in ReusingList.scrollValues(of: carousel.panGestureRecognizer, in: carousel) { values[name] = value }
            values["page"] = .number(Double(carouselPage))
        }
        return values
    }

    /// The frames of the screens shown and their named nodes on screen.
    public func reportedFrames() -> [(name: String, frame: Rect)] {
        let screen = rootNode.bounds
        var result: [(name: String, frame: Rect)] = []
        func visit(_ node: Node) {
            for child in node.children where !child.isHidden {
                let frame = Self.windowFrame(of: child)
                guard frame.maxX > screen.minX, frame.minX < screen.maxX, frame.maxY > screen.minY, frame.minY < screen.maxY else { continue }
                if !child.name.isEmpty { result.append((child.name, frame)) }
                visit(child)
            }
        }
        visit(rootNode)
        return result
    }

    /// Calls `observer` when a pop, a cancel or a push ends or is caught, and when the list or the
    /// carousel comes to rest.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        stops.add(observer)
    }

    // MARK: ScrollViewDelegate

    /// Reports an animation stop.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { stops.notify(at: engine.currentTime) }

    /// Reports an animation stop.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { stops.notify(at: engine.currentTime) }
}
