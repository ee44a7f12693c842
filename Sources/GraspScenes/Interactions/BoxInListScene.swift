// Why this file exists: "a box inside a scroll view" that drags sideways while the scroll view scrolls
// vertically is the conflict Grasp's arena was designed around (seed 000), and the first complaint in
// every gesture library's tracker. This scene is that screen: the contact list of `list` with a box in
// one row, decided by the pans' own rule, once per touch, on one sample.

import Grasp

/// The contact list of ``ListScene`` with a ``SceneConstants/boxSide`` pt box in row
/// ``SceneConstants/listBoxRow`` that drags horizontally, while vertical drags (on the box too) scroll
/// the list.
///
/// Recognizers and relationships:
/// - `list` (the scroll view's ``/Grasp/ScrollViewPanGestureRecognizer``, on `list`): as in ``ListScene``.
/// - `box` (`AxisLockedPanGestureRecognizer`, horizontal, on `box`): the box follows the horizontal
///   translation, kept inside the row; it stays where it is let go.
/// - `tap` (`TapGestureRecognizer`, on `list-content`): selects the tapped row, as in ``ListScene``.
/// - No relationship is declared between the two pans: the decision is their own rule. At the first
///   sample whose movement passes the slop, the larger axis wins: mostly horizontal, the box's pan
///   begins and the list's pan fails on that same sample (the list does not scroll horizontally);
///   mostly vertical, the box's pan fails and the list's begins on that sample, its translation
///   including everything the finger did. A touch that lands on the box while the list glides stops
///   the list, and the list's pan (begun at touch-down) prevents the box's.
///
/// Nodes: those of ``ListScene``, and `box` in `list-content` (in content coordinates, so it scrolls
/// with the rows; centred on its row, so it overlaps its neighbours by 20 pt). Reported frames:
/// `list`, `list-content`, the rows on screen, then `box`.
///
/// Values: the `list` pan reports `contentOffset`, `translation`, `velocity` and `selected`; the `box`
/// pan reports `position` (the box's centre x in the content), `translation` and `velocity`; the tap
/// reports `selected` and `location`. Animation stops as in ``ListScene`` (the box does not animate).
public final class BoxInListScene: Scene {
    /// `box-in-list`.
    public static let name = "box-in-list"

    let rows: ReusingList

    /// The scene's engine.
    public var engine: GestureEngine { rows.engine }
    /// The root node, covering the viewport.
    public var rootNode: Node { rows.rootNode }
    /// The scroll view, named `list`.
    public var list: ScrollView { rows.list }
    /// The content node, named `list-content`.
    public var content: Node { rows.content }
    /// The tap that selects a row.
    public var tap: TapGestureRecognizer { rows.tap }
    /// The selected row, if any.
    public var selectedRow: Int? { rows.selected }
    /// The box, in `list-content`.
    public let box: Node
    /// The horizontal pan that drags the box.
    public let boxPan = AxisLockedPanGestureRecognizer(axis: .horizontal, name: "box")

    private var dragStart = 0.0

    /// Builds the scene for a viewport of `viewport` points: the list at the top, the box centred in
    /// its row.
    public init(viewport: Size) {
        rows = ReusingList(sceneName: Self.name, viewport: viewport)
        let side = SceneConstants.boxSide
        let rowMid = (Double(SceneConstants.listBoxRow) + 0.5) * SceneConstants.listRowHeight
        box = Node(name: "box", frame: Rect(x: max(rows.content.bounds.width, 0) / 2 - side / 2, y: rowMid - side / 2, width: side, height: side))
        box.backgroundColor = Color(red: 1, green: 0.58, blue: 0)
        box.label = "drag me"
        rows.content.addChild(box)
        boxPan.addTarget(self, action: BoxInListScene.handleBox)
        box.addGestureRecognizer(boxPan)
    }

    /// The range of the box's centre x that keeps it inside its row.
    public var allowedPositions: ClosedRange<Double> {
        let half = SceneConstants.boxSide / 2
        return half...max(half, rows.content.bounds.width - half)
    }

    private func handleBox(_ pan: AxisLockedPanGestureRecognizer) {
        switch pan.state {
        case .began:
            dragStart = box.center.x
            fallthrough
        case .changed, .ended:
            let x = dragStart + pan.axialTranslation(in: rows.content)
            box.center.x = min(max(x, allowedPositions.lowerBound), allowedPositions.upperBound)
        default:
            break
        }
    }

    /// Advances the scene's clock to `now`: a glide or a bounce moves the list.
    public func tick(_ now: Double) {
        engine.tick(now)
    }

    /// The list's pan, the box's pan, then the tap.
    public var recognizers: [GestureRecognizer] { [list.panGestureRecognizer, boxPan, tap] }

    /// As in ``ListScene``; for the box's pan its `position` (centre x in the content),
    /// `translation` and `velocity`.
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        guard recognizer === boxPan else { return rows.values(of: recognizer) }
        return [
            "position": .number(box.center.x),
            "translation": .point(boxPan.translation(in: nil)),
            "velocity": .point(boxPan.velocity(in: nil)),
        ]
    }

    /// The frames of `list`, `list-content`, the rows on screen and `box`.
    public func reportedFrames() -> [(name: String, frame: Rect)] {
        rows.reportedFrames(window: Self.windowFrame(of:)) + [(box.name, Self.windowFrame(of: box))]
    }

    /// Calls `observer` when the list comes to rest after a flick or a bounce, a touch stops it, or an
    /// animated scroll ends.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        rows.stops.add(observer)
    }
}
