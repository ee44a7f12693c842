// Why this file exists: "flick through your contacts and touch the screen: instantly the scroll view
// stops and lets you reposition it" is the interaction Grasp was started from. This scene is that
// contact list on the engine's ScrollView: a flick glides, a touch stops it at its own timestamp and
// does not select the row under it, a tap on a still list selects the tapped row.

import Grasp

/// A vertical list of ``SceneConstants/listRowCount`` contacts, ``SceneConstants/listRowHeight`` pt
/// each (a name and a coloured initial), filling the viewport: a tap selects a row, a drag scrolls, a
/// flick glides on, a touch stops it.
///
/// Recognizers and relationships:
/// - `list` (the scroll view's ``/Grasp/ScrollViewPanGestureRecognizer``, on the `list` node): begins at the
///   first sample past its slop when the movement is mostly vertical (the list scrolls only
///   vertically, so a mostly horizontal drag fails it); the content follows the finger, rubber-banded
///   past the ends, and glides on release at the normal deceleration rate, bouncing off an end it
///   reaches. A finger that lands while the list moves stops it at the offset of that touch-down's own
///   timestamp, and the pan begins at once.
/// - `tap` (`TapGestureRecognizer`, on `list-content`): when it is recognized, selects the row under
///   the touch (its colour changes). No relationship is declared: a pan that begins (a drag, or a touch that
///   stops the moving list) prevents the tap, so a tap on a moving list only stops it, as in UIKit;
///   a tap on a still list never moves past the pan's slop, so the pan fails and the tap is recognized.
///
/// Nodes: `list` (the scroll view, the whole viewport), `list-content` (500 × 60 pt tall, moved by
/// the list's content offset) and the row nodes in it, named `row<index>` after the row they show.
/// Like a table view's cells, only the rows on screen exist as nodes, plus one or two: the pool is
/// ⌈viewport height / 60⌉ + 2 nodes, and `scrollViewDidScroll` moves and relabels them (name, label,
/// colour, and their `initial<index>` circle: the first letter on one of eight colours). The scene
/// reports the frames of `list`, `list-content` and the rows that intersect the list only, so a
/// replay's frames lines stay short and say where the content is.
///
/// Values: the `list` pan reports `contentOffset` (a point), `translation`, `velocity` and `selected`
/// (the selected row, −1 for none); the tap reports `selected` and its `location` in the content. An
/// animation stop is reported when a glide or a bounce comes to rest or a touch stops it
/// (`scrollViewDidEndDecelerating`), and when an animated scroll ends
/// (`scrollViewDidEndScrollingAnimation`).
public final class ListScene: Scene {
    /// `list`.
    public static let name = "list"

    let rows: ReusingList

    /// The scene's engine.
    public var engine: GestureEngine { rows.engine }
    /// The root node, covering the viewport.
    public var rootNode: Node { rows.rootNode }
    /// The scroll view, named `list`.
    public var list: ScrollView { rows.list }
    /// The content node, named `list-content`, scrolled by ``list``.
    public var content: Node { rows.content }
    /// The tap that selects a row.
    public var tap: TapGestureRecognizer { rows.tap }
    /// The selected row, if any.
    public var selectedRow: Int? { rows.selected }
    /// The row nodes (the pool): never more than the rows on screen plus two.
    public var rowNodes: [Node] { rows.rowNodes }
    /// The rows that intersect the list's bounds, in index order; `nil` when none does.
    public var visibleRows: ClosedRange<Int>? { rows.visibleRows }

    /// Builds the scene for a viewport of `viewport` points, scrolled to the top, nothing selected.
    public init(viewport: Size) {
        rows = ReusingList(sceneName: Self.name, viewport: viewport)
    }

    /// The name on row `index` (deterministic: a first name and a last name from fixed lists).
    public static func personName(ofRow index: Int) -> String { ReusingList.personName(index) }

    /// The node that shows row `index`, if it is on screen (or the spare).
    public func node(forRow index: Int) -> Node? { rows.node(forRow: index) }

    /// Advances the scene's clock to `now`: a glide or a bounce moves the list.
    public func tick(_ now: Double) {
        engine.tick(now)
    }

    /// The list's pan, then the tap.
    public var recognizers: [GestureRecognizer] { [list.panGestureRecognizer, tap] }

    /// `selected` for both; `contentOffset`, `translation` and `velocity` for the list's pan;
    /// `location` for the tap.
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        rows.values(of: recognizer)
    }

    /// The frames of `list`, `list-content` and the rows on screen, in that order.
    public func reportedFrames() -> [(name: String, frame: Rect)] {
        rows.reportedFrames(window: Self.windowFrame(of:))
    }

    /// Calls `observer` when the list comes to rest after a flick or a bounce, a touch stops it, or an
    /// animated scroll ends.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        rows.stops.add(observer)
    }
}
