// Why this file exists: a vertical list of horizontal carousels (a store's front page, a streaming
// app's shelves) nests two scroll views on crossed axes, and each touch must go to exactly one of
// them, decided at once. This scene is that screen: every carousel pages one page per flick, and a
// vertical drag that starts on a carousel scrolls the list.

import Grasp

/// A vertical list of ``SceneConstants/carouselCount`` horizontal paging carousels, each with a title
/// and ``SceneConstants/carouselPageCount`` cards, one page per viewport width.
///
/// Recognizers and relationships:
/// - `list` (the vertical scroll view's ``/Grasp/ScrollViewPanGestureRecognizer``, on `list`): scrolls the
///   shelves, glides and bounces as in ``ListScene``.
/// - `carousel0` … (each carousel's ``/Grasp/ScrollViewPanGestureRecognizer``, on `carousel0` …, with
///   `isPagingEnabled`): the cards follow the finger; on release the carousel settles on a page at most
///   one page from the page where the drag began (the next one when the drag passed half a page or the
///   release velocity points that way beyond the engine's threshold, otherwise back).
/// - No relationship is declared: the pans' own rule decides at the first sample past the slop, by the
///   larger axis. Mostly horizontal on a carousel, its pan begins and the list's fails on that sample;
///   mostly vertical, the carousel's pan fails (it scrolls only horizontally) and the list's begins on
///   that sample. A touch that lands while the list glides stops it, and the list's pan, begun at
///   touch-down, keeps the carousel under the finger from taking the touch; a touch on a carousel that
///   is settling stops that carousel the same way.
///
/// Nodes: `list` (the viewport), `list-content`, and per shelf `carousel<c>` (the full width,
/// ``SceneConstants/carouselHeight`` tall, below its title `title<c>`), its content `carousel<c>-content`
/// and its cards `carousel<c>-page<p>` (one per page, inset by ``SceneConstants/carouselCardInset``).
/// Reported frames: `list` and `list-content`, then for each carousel that intersects the viewport the
/// carousel, its content and its cards that intersect the viewport.
///
/// Values: every pan reports `contentOffset` of its own scroll view, `translation` and `velocity`; a
/// carousel's also `page` (the page its offset is nearest). An animation stop is reported when the
/// list's glide or bounce or a carousel's page settle ends or is stopped by a touch.
public final class CarouselsScene: Scene, ScrollViewDelegate {
    /// `carousels`.
    public static let name = "carousels"

    /// The scene's engine.
    public let engine: GestureEngine
    /// The root node, covering the viewport.
    public let rootNode: Node
    /// The vertical scroll view, named `list`.
    public let list: ScrollView
    /// The list's content node, named `list-content`.
    public let content: Node
    /// The carousels, top to bottom, named `carousel0` ….
    public let carousels: [ScrollView]

    private let stops = AnimationStopObservers()

    /// Builds the scene for a viewport of `viewport` points: the list at the top, every carousel on
    /// its first page.
    public init(viewport: Size) {
        let width = max(viewport.width, 0), height = max(viewport.height, 0)
        rootNode = Node(name: Self.name, frame: Rect(origin: .zero, size: viewport))
        rootNode.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        engine = GestureEngine(rootNode: rootNode)
        let count = SceneConstants.carouselCount, pages = SceneConstants.carouselPageCount
        let shelf = SceneConstants.carouselTitleHeight + SceneConstants.carouselHeight + SceneConstants.carouselGap
        let contentHeight = Double(count) * shelf + SceneConstants.carouselGap
        list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: width, height: height))
        list.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        list.contentSize = Size(width: width, height: contentHeight)
        content = Node(name: "list-content", frame: Rect(x: 0, y: 0, width: width, height: contentHeight))
        content.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        list.addChild(content)
        rootNode.addChild(list)

        var carousels: [ScrollView] = []
        for c in 0..<count {
            let top = SceneConstants.carouselGap + Double(c) * shelf
            let title = Node(name: "title\(c)", frame: Rect(x: 0, y: top, width: width, height: SceneConstants.carouselTitleHeight))
            title.label = Self.shelfTitles[c % Self.shelfTitles.count]
            content.addChild(title)
            let carousel = ScrollView(name: "carousel\(c)", frame: Rect(x: 0, y: top + SceneConstants.carouselTitleHeight, width: width, height: SceneConstants.carouselHeight))
            carousel.isPagingEnabled = true
            carousel.backgroundColor = .clear
            carousel.contentSize = Size(width: width * Double(pages), height: SceneConstants.carouselHeight)
            let pager = Node(name: "carousel\(c)-content", frame: Rect(x: 0, y: 0, width: width * Double(pages), height: SceneConstants.carouselHeight))
            pager.backgroundColor = .clear
            let inset = SceneConstants.carouselCardInset
            for p in 0..<pages {
                let card = Node(name: "carousel\(c)-page\(p)", frame: Rect(x: Double(p) * width + inset, y: 0, width: max(width - 2 * inset, 0), height: SceneConstants.carouselHeight))
                let hue = Double((c * pages + p) % 12) / 12
                card.backgroundColor = Self.cardColor(hue: hue)
                card.label = "\(p + 1) / \(pages)"
                pager.addChild(card)
            }
            carousel.addChild(pager)
            content.addChild(carousel)
            carousels.append(carousel)
        }
        self.carousels = carousels
        list.delegate = self
        for carousel in carousels { carousel.delegate = self }
    }

    /// A saturated colour of `hue` (0…1, around the wheel), for a card.
    private static func cardColor(hue: Double) -> Color {
        func channel(_ offset: Double) -> Double {
            let k = (offset + hue * 6).truncatingRemainder(dividingBy: 6)
            return 0.85 - 0.55 * max(0, min(k, 4 - k, 1))
        }
        return Color(red: channel(5), green: channel(3), blue: channel(1))
    }

    private static let shelfTitles = [
        "Mountains", "Coast", "Cities", "Deserts", "Forests", "Lakes", "Islands", "Valleys",
    ]

    /// The page carousel `index` shows (the page its offset is nearest).
    public func page(ofCarousel index: Int) -> Int {
        let carousel = carousels[index]
        guard carousel.bounds.width > 0 else { return 0 }
        let page = (carousel.contentOffset.x / carousel.bounds.width).rounded()
        return page.isFinite ? Int(max(page, 0)) : 0
    }

    /// Advances the scene's clock to `now`: glides, bounces and page settles move.
    public func tick(_ now: Double) {
        engine.tick(now)
    }

    /// The list's pan, then each carousel's, top to bottom.
    public var recognizers: [GestureRecognizer] { [list.panGestureRecognizer] + carousels.map { $0.panGestureRecognizer } }

    /// For every pan, `contentOffset` of its scroll view, `translation` and `velocity`; for a
    /// carousel's also `page`.
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        guard let pan = recognizer as? ScrollViewPanGestureRecognizer, let scrollView = pan.scrollView else { return [:] }
        var values = ReusingList.scrollValues(of: pan, in: scrollView)
        if let index = carousels.firstIndex(where: { $0 === scrollView }) { values["page"] = .number(Double(page(ofCarousel: index))) }
        return values
    }

    /// The frames of `list` and `list-content`, then of each carousel on screen with its content and
    /// its cards on screen.
    public func reportedFrames() -> [(name: String, frame: Rect)] {
        let screen = rootNode.bounds
        func onScreen(_ r: Rect) -> Bool {
            r.maxX > screen.minX && r.minX < screen.maxX && r.maxY > screen.minY && r.minY < screen.maxY
        }
        var frames: [(name: String, frame: Rect)] = [(list.name, Self.windowFrame(of: list)), (content.name, Self.windowFrame(of: content))]
        for carousel in carousels {
            let frame = Self.windowFrame(of: carousel)
            guard onScreen(frame), let pager = carousel.children.first else { continue }
            frames.append((carousel.name, frame))
            frames.append((pager.name, Self.windowFrame(of: pager)))
            for card in pager.children {
                let cardFrame = Self.windowFrame(of: card)
                if onScreen(cardFrame) { frames.append((card.name, cardFrame)) }
            }
        }
        return frames
    }

    /// Calls `observer` when the list's glide or bounce, or a carousel's page settle, comes to rest or
    /// is stopped by a touch.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        stops.add(observer)
    }

    // MARK: ScrollViewDelegate

    /// Reports an animation stop.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { stops.notify(at: engine.currentTime) }

    /// Reports an animation stop.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { stops.notify(at: engine.currentTime) }
}
