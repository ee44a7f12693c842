// Why this file exists: the collapsing header of GraspInteractions needs a screen where it can be seen,
// replayed and tested at every rate: a large title over the contact list, collapsing as the list scrolls
// up and expanding once it is back at its top, snapping on release. This is that screen.

import Grasp
import GraspInteractions

/// A large title (``/GraspInteractions/CollapsingHeader/defaultExpandedHeight``, 140 pt) over the contact list, collapsing
/// to ``/GraspInteractions/CollapsingHeader/defaultCollapsedHeight`` (60 pt) as the list scrolls.
///
/// Recognizers and relationships:
/// - `list` (the scroll view's pan): its drags (finger, wheel, trackpad) go through the header's
///   nested-scroll connection, on the root node. Scrolling up collapses the header first; scrolling down
///   scrolls the list back to its top first, then expands the header, then pulls the list past its top.
///   Released between the two heights, the header snaps to the nearer one on a critically damped spring
///   carrying the release velocity, and the list does not glide; otherwise the list glides as usual.
/// - `headerCatch` (`TouchDownGestureRecognizer`, on the root): a touch stops a snap in flight at the
///   height of its own timestamp. It neither prevents nor is prevented. A touch that lifts without
///   dragging lets the header snap on, from rest, at the next frame.
/// - `tap` (on `list-content`): selects a row, as in the `list` scene.
///
/// Nodes: `header` (the full width, ``headerHeight`` tall, at the top) holding `title`; `list` below it
/// down to the bottom of the viewport, `list-content` and the row nodes, as in the `list` scene.
///
/// Values: every recognizer reports `headerHeight` and `contentOffset` (the list's), and `selected`;
/// the pan adds `translation` and `velocity`, the tap `location`. An animation stop is reported when the
/// snap ends or a touch catches it, and when the list's glide comes to rest.
public final class CollapsingHeaderScene: Scene {
    /// `collapsing-header`.
    public static let name = "collapsing-header"

    let rows: ReusingList
    /// The header component, the root node's nested-scroll connection.
    public let header: CollapsingHeader
    /// The header's node, named `header`.
    public let headerNode: Node
    /// The title's node, named `title`.
    public let titleNode: Node
    private var wasSnapping = false
    /// Whether a touch caught the snap and has not yet let go.
    private var caught = false

    /// The scene's engine.
    public var engine: GestureEngine { rows.engine }
    /// The root node, covering the viewport.
    public var rootNode: Node { rows.rootNode }
    /// The list, named `list`.
    public var list: ScrollView { rows.list }
    /// The list's content node, named `list-content`.
    public var content: Node { rows.content }
    /// The tap that selects a row.
    public var tap: TapGestureRecognizer { rows.tap }
    /// The header's current height.
    public var headerHeight: Double { header.height }

    /// Builds the scene for a viewport of `viewport` points: the header expanded, the list at its top.
    public convenience init(viewport: Size) {
        self.init(viewport: viewport, header: CollapsingHeader())
    }

    /// Builds the scene with a header of your own (other heights).
    public init(viewport: Size, header: CollapsingHeader) {
        rows = ReusingList(sceneName: Self.name, viewport: viewport)
        self.header = header
        let width = max(viewport.width, 0)
        headerNode = Node(name: "header", frame: Rect(x: 0, y: 0, width: width, height: header.height))
        headerNode.backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.98)
        titleNode = Node(name: "title", frame: Rect(x: 16, y: 0, width: max(width - 32, 0), height: 44))
        titleNode.label = "Contacts"
        titleNode.backgroundColor = headerNode.backgroundColor
        headerNode.addChild(titleNode)
        rows.rootNode.addChild(headerNode)
        header.attach(to: rows.rootNode)
        headerNode.accessibility = header.makeAccessibility(for: headerNode)
        header.onHeightChange = { [owner = UnownedReference(self)] _ in owner.object.layOut() }
        header.catchRecognizer.addHandler { [owner = UnownedReference(self)] recognizer in
            guard recognizer.state == .began else { return }
            owner.object.noteSnapStop(at: recognizer.currentTime)
        }
        layOut()
    }

    /// Lays the header and the list out from the header's height: the title sits at the bottom of the
    /// header, the list fills the rest of the viewport.
    private func layOut() {
        let width = rows.rootNode.bounds.width, height = rows.rootNode.bounds.height
        let h = header.height
        headerNode.frame = Rect(x: 0, y: 0, width: width, height: h)
        titleNode.frame = Rect(x: 16, y: max(h - 52, 8), width: max(width - 32, 0), height: 44)
        let offset = list.contentOffset
        list.frame = Rect(x: 0, y: h, width: width, height: max(height - h, 0))
        if list.contentOffset != offset { list.contentOffset = offset }
        rows.layOutRows()
    }

    private func noteSnapStop(at time: Double) {
        if wasSnapping && !header.isSnapping {
            rows.stops.notify(at: time)
            caught = header.height > header.collapsedHeight && header.height < header.expandedHeight
        }
        wasSnapping = header.isSnapping
    }

    /// Advances the scene's clock to `now`: the list's glide and the header's snap move.
    public func tick(_ now: Double) {
        engine.tick(now)
        wasSnapping = wasSnapping || header.isSnapping
        header.advance(to: now)
        noteSnapStop(at: now)
        // Caught by a touch that lifted without dragging: it snaps on from where it was caught.
        let held = list.isTracking || header.catchRecognizer.state == .began || header.catchRecognizer.state == .changed
        if caught && !held {
            caught = false
            if !list.isDragging { header.settle(at: now) }
            wasSnapping = header.isSnapping
        }
    }

    /// The list's pan, the header's catch, then the tap.
    public var recognizers: [GestureRecognizer] { [list.panGestureRecognizer, header.catchRecognizer, tap] }

    /// `headerHeight`, `contentOffset` and `selected` for every recognizer; `translation` and
    /// `velocity` for the pan; `location` for the tap.
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        var values = rows.values(of: recognizer)
        values["headerHeight"] = .number(header.height)
        values["contentOffset"] = .point(list.contentOffset)
        return values
    }

    /// The frames of `header`, `title`, `list`, `list-content` and the rows on screen.
    public func reportedFrames() -> [(name: String, frame: Rect)] {
        [(headerNode.name, Self.windowFrame(of: headerNode)), (titleNode.name, Self.windowFrame(of: titleNode))]
            + rows.reportedFrames(window: Self.windowFrame(of:))
    }

    /// Calls `observer` when the header's snap ends or is caught, and when the list comes to rest.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        rows.stops.add(observer)
    }
}
