// Why this file exists: the bottom sheet of GraspInteractions needs a screen where it can be seen,
// replayed and tested at every rate: a map under a sheet that rests at three detents and holds the
// contact list, the sheet moving before or after its list in one drag and settling on a detent on
// release. This is that screen.

import Grasp
import GraspInteractions

/// A map under a ``/GraspInteractions/BottomSheet`` with detents at 15 %, 50 % and 92 % of the height, holding the contact
/// list; the sheet starts at the middle detent.
///
/// Recognizers and relationships:
/// - `list` (the scroll view's pan): its drags (finger, wheel, trackpad) go through the sheet's
///   nested-scroll connection, on the `panel` node. Up: below the top detent the sheet rises first,
///   then the list scrolls in the same drag. Down: the list scrolls back to its top first, then the
///   sheet follows the finger down. Released after moving the sheet, the sheet settles on the detent
///   nearest its projected position on a critically damped spring carrying the release velocity, and
///   the list does not glide; otherwise the list glides (and bounces at its top) as usual.
/// - `sheetDrag` (a vertical ``/Grasp/AxisLockedPanGestureRecognizer`` on `header`): moves the sheet by its
///   header, between the top and the lowest detent, and settles it on release in the same way.
/// - `sheetCatch` (`TouchDownGestureRecognizer`, on `panel`): a touch on the sheet stops a settle in
///   flight at its own timestamp; a touch that lifts without dragging lets the sheet settle on, from
///   rest, at the next frame. It neither prevents nor is prevented.
/// - `tap` (on `list-content`): selects a row, as in the `list` scene.
///
/// Nodes: `map` (the whole viewport, behind); `panel` (the sheet: the full width, from ``sheetY`` down,
/// as tall as at the top detent) holding `list` (below the header, with `list-content` and the row
/// nodes, as in the `list` scene) and then `header` (56 pt at the top, with the grabber, drawn over the
/// rows scrolled past the list's top).
///
/// Values: every recognizer reports `detent` (the index, 0 for the lowest), `sheetY` (the sheet's top in
/// window points), `contentOffset` (the list's) and `selected`; the pans add `translation` and
/// `velocity`, the tap `location`. An animation stop is reported when a settle ends or a touch catches
/// it, and when the list's glide comes to rest.
public final class SheetScene: Scene {
    /// `sheet`.
    public static let name = "sheet"
    /// The height of the sheet's header: 56 pt.
    public static let headerHeight = 56.0

    let rows: ReusingList
    /// The sheet component, the `panel` node's nested-scroll connection.
    public let sheet: BottomSheet
    /// The map behind the sheet, named `map`.
    public let mapNode: Node
    /// The sheet's node, named `panel`.
    public let panelNode: Node
    /// The sheet's header, named `header`.
    public let headerNode: Node
    private var wasSettling = false
    /// Whether a touch caught the settle and has not yet let go.
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
    /// The sheet's top, in window points.
    public var sheetY: Double { sheet.sheetY }

    /// Builds the scene for a viewport of `viewport` points: the sheet at its middle detent, the list at
    /// its top.
    public convenience init(viewport: Size) {
        self.init(viewport: viewport, detents: BottomSheet.defaultDetents)
    }

    /// Builds the scene with detents of your own (fractions of the viewport's height); the sheet starts
    /// at the middle one.
    public init(viewport: Size, detents: [Double]) {
        rows = ReusingList(sceneName: Self.name, viewport: viewport)
        let width = max(viewport.width, 0), height = max(viewport.height, 1)
        sheet = BottomSheet(detents: detents, containerHeight: height, initialDetent: 1)
        mapNode = Node(name: "map", frame: Rect(x: 0, y: 0, width: width, height: height))
        mapNode.backgroundColor = Color(red: 0.85, green: 0.91, blue: 0.84)
        let panelHeight = height - sheet.topY
        panelNode = Node(name: "panel", frame: Rect(x: 0, y: sheet.sheetY, width: width, height: panelHeight))
        panelNode.backgroundColor = .white
        headerNode = Node(name: "header", frame: Rect(x: 0, y: 0, width: width, height: Self.headerHeight))
        headerNode.backgroundColor = .white
        headerNode.label = "Places"
        let list = rows.list
        list.removeFromParent()
        list.frame = Rect(x: 0, y: Self.headerHeight, width: width, height: max(panelHeight - Self.headerHeight, 0))
        // The header after the list: it is drawn over the rows scrolled up past the list's top.
        panelNode.addChild(list)
        panelNode.addChild(headerNode)
        rows.rootNode.addChild(mapNode)
        rows.rootNode.addChild(panelNode)
        rows.layOutRows()
        sheet.attach(to: panelNode, header: headerNode)
        sheet.onSheetYChange = { [owner = UnownedReference(self)] y in
            let panel = owner.object.panelNode
            panel.frame = Rect(x: 0, y: y, width: panel.bounds.width, height: panel.bounds.height)
        }
        sheet.catchRecognizer.addHandler { [owner = UnownedReference(self)] recognizer in
            guard recognizer.state == .began else { return }
            owner.object.noteSettleStop(at: recognizer.currentTime)
        }
    }

    private func noteSettleStop(at time: Double) {
        if wasSettling && !sheet.isSettling {
            rows.stops.notify(at: time)
            caught = !sheet.detentPositions.contains(sheet.sheetY)
        }
        wasSettling = sheet.isSettling
    }

    /// Advances the scene's clock to `now`: the list's glide and the sheet's settle move.
    public func tick(_ now: Double) {
        engine.tick(now)
        wasSettling = wasSettling || sheet.isSettling
        sheet.advance(to: now)
        noteSettleStop(at: now)
        // Caught by a touch that lifted without dragging: it settles on from where it was caught.
        let held = list.isTracking || sheet.dragRecognizer.numberOfTouches > 0
            || sheet.catchRecognizer.state == .began || sheet.catchRecognizer.state == .changed
        if caught && !held {
            caught = false
            if !list.isDragging && !sheet.isSettling { sheet.settle(at: now) }
            wasSettling = sheet.isSettling
        }
    }

    /// The list's pan, the header's pan, the sheet's catch, then the tap.
    public var recognizers: [GestureRecognizer] { [list.panGestureRecognizer, sheet.dragRecognizer, sheet.catchRecognizer, tap] }

    /// `detent`, `sheetY`, `contentOffset` and `selected` for every recognizer; `translation` and
    /// `velocity` for the pans; `location` for the tap.
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        var values = rows.values(of: recognizer)
        values["detent"] = .number(Double(sheet.detent))
        values["sheetY"] = .number(sheet.sheetY)
        values["contentOffset"] = .point(list.contentOffset)
        if recognizer === sheet.dragRecognizer {
            values["translation"] = .point(sheet.dragRecognizer.translation(in: nil))
            values["velocity"] = .point(sheet.dragRecognizer.velocity(in: nil))
        }
        return values
    }

    /// The frames of `map`, `panel`, `header`, `list`, `list-content` and the rows on screen.
    public func reportedFrames() -> [(name: String, frame: Rect)] {
        [(mapNode.name, Self.windowFrame(of: mapNode)), (panelNode.name, Self.windowFrame(of: panelNode)),
         (headerNode.name, Self.windowFrame(of: headerNode))]
            + rows.reportedFrames(window: Self.windowFrame(of:))
    }

    /// Calls `observer` when a settle ends or is caught, and when the list comes to rest.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        rows.stops.add(observer)
    }
}
