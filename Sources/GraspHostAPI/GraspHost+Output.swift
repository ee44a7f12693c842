// Why this file exists: what the engine does must reach the host in the same call, in the engine's order,
// and what moved must reach it every frame without text: a page that moves a hundred elements cannot parse
// JSON per frame. Both are rows of doubles in tables the host reads where they lie.

import Grasp
import GraspGeometry
import GraspInteractions

/// The fields of an event record (``GraspHost/events``): 16 doubles, field 0 the record's type.
public enum EventField {
    /// Doubles per record.
    public static let stride = 16
    /// The record's type (``EventType``).
    public static let type = 0
    /// The handle of what the record is about.
    public static let handle = 1
    /// A recognizer's new state; a scroll view's or interaction's what; a control's events.
    public static let what = 2
    /// A recognizer's old state; a scroll view's "will decelerate".
    public static let detail = 3
    /// The time, in the host's milliseconds.
    public static let time = 4
    /// The first value (a recognizer's location x, a scroll view's offset x, a control's value, …).
    public static let value = 5
}

/// The types of event record.
public enum EventType {
    /// A recognizer's state change (every `changed` too): 5, 6 location; 7 touches; 8, 9 translation;
    /// 10, 11 velocity; 12 scale; 13 rotation; 14 scalar velocity; 15 extra.
    public static let recognizer = 1.0
    /// A scroll view's event: 5, 6 offset; 7 zoom scale; 8, 9 velocity (did end dragging).
    public static let scrollView = 2.0
    /// A control's events: 5 its value.
    public static let control = 3.0
    /// An interaction's event: 5… its values.
    public static let interaction = 4.0
}

/// What a scroll view's event record says (field ``EventField/what``).
public enum ScrollViewEvent {
    /// The content is about to move with a drag.
    public static let willBeginDragging = 1.0
    /// The finger lifted; field 3 says whether the content glides on.
    public static let didEndDragging = 2.0
    /// The content starts moving on its own.
    public static let willBeginDecelerating = 3.0
    /// The motion after a drag came to rest.
    public static let didEndDecelerating = 4.0
    /// An animated offset or zoom finished.
    public static let didEndScrollingAnimation = 5.0
    /// A pinch is about to zoom.
    public static let willBeginZooming = 6.0
    /// A zoom ended.
    public static let didEndZooming = 7.0
    /// The offset changed.
    public static let didScroll = 8.0
}

/// The fields of a frame row (``GraspHost/frameRows``): 32 doubles.
public enum FrameField {
    /// Doubles per row.
    public static let stride = 32
    /// The handle.
    public static let handle = 0
    /// 0 node, 1 scroll view, 2 control, 3 interaction.
    public static let kind = 1
    /// The layout box: x, y, width, height (fields 2…5) in the parent's space.
    public static let frame = 2
    /// The transform: a, b, c, d, tx, ty (fields 6…11).
    public static let transform = 6
    /// The bounds' origin (a scroll view's content offset): x, y (fields 12, 13).
    public static let boundsOrigin = 12
    /// The alpha.
    public static let alpha = 14
    /// 1 when hidden.
    public static let hidden = 15
    /// A scroll view's zoom scale; a control's value; an interaction's first value.
    public static let value = 16
    /// A scroll view's flags (1 tracking, 2 dragging, 4 decelerating, 8 zooming); a control's (1
    /// highlighted, 2 tracking); an interaction's second value.
    public static let flags = 17
    /// A scroll view's vertical indicator: x, y, width, height, alpha (fields 18…22); an interaction's
    /// third value (18).
    public static let verticalIndicator = 18
    /// A scroll view's horizontal indicator: x, y, width, height, alpha (fields 23…27).
    public static let horizontalIndicator = 23
    /// A scroll view's content size: width, height (fields 28, 29).
    public static let contentSize = 28
}

extension GraspHost {
    // MARK: Events

    func appendEvent(_ type: Double, _ handle: Int32, _ what: Double, _ detail: Double, time: Double, values: [Double]) {
        let row = events.appendRow()
        events.set(row, EventField.type, type)
        events.set(row, EventField.handle, Double(handle))
        events.set(row, EventField.what, what)
        events.set(row, EventField.detail, detail)
        events.set(row, EventField.time, time)
        for (index, value) in values.enumerated() where EventField.value + index < EventField.stride {
            events.set(row, EventField.value + index, value)
        }
    }

    /// The host's milliseconds of the engine's time now.
    var engineMilliseconds: Double { engine.currentTime * 1000 }

    /// Records a state change of a recognizer the host made (the engine's own are left out).
    func record(_ change: GestureStateChange) {
        let handle = handle(of: change.recognizer)
        guard handle != 0 else { return }
        let recognizer = change.recognizer
        let panSpace = recognizer.node?.parent
        let values = values(of: recognizer, in: nil, panSpace: panSpace)
        appendEvent(EventType.recognizer, handle, Self.code(of: change.newState), Self.code(of: change.oldState),
                    time: change.timestamp * 1000,
                    values: [values[RecognizerValue.locationX], values[RecognizerValue.locationY],
                             values[RecognizerValue.numberOfTouches],
                             values[RecognizerValue.translationX], values[RecognizerValue.translationY],
                             values[RecognizerValue.velocityX], values[RecognizerValue.velocityY],
                             values[RecognizerValue.scale], values[RecognizerValue.rotation],
                             values[RecognizerValue.scalarVelocity], values[RecognizerValue.extra]])
    }

    func recordScroll(_ scroll: ScrollView, _ what: Double, detail: Double = 0, velocity: Point = .zero) {
        let handle = handle(of: scroll)
        guard handle != 0 else { return }
        appendEvent(EventType.scrollView, handle, what, detail, time: engineMilliseconds,
                    values: [scroll.contentOffset.x, scroll.contentOffset.y, scroll.zoomScale, velocity.x, velocity.y])
    }

    func recordControl(_ control: Control, _ events: Control.Event) {
        let handle = handle(of: control)
        guard handle != 0 else { return }
        appendEvent(EventType.control, handle, Double(events.rawValue), 0, time: engineMilliseconds, values: [controlValue(control)])
    }

    func controlValue(_ control: Control) -> Double {
        if let slider = control as? Slider { return slider.value }
        if let stepper = control as? Stepper { return stepper.value }
        if let toggle = control as? Switch { return toggle.isOn ? 1 : 0 }
        return 0
    }

    // MARK: Frames

    /// Writes a row to ``frameRows`` for every node and interaction whose presented values changed since
    /// the previous call (every one when `all`), and returns how many rows there are. A change the host
    /// made itself (``setFrame(_:x:y:width:height:)``, ``setTransform(_:_:_:_:_:_:_:)``, an option of a node) is
    /// not reported back.
    @discardableResult
    public func writeFrame(all: Bool = false) -> Int {
        frameRows.removeAll()
        // In handle order, so that a parent comes before the children made after it.
        for handle in entries.keys.sorted() {
            guard let row = presentedRow(handle) else { continue }
            if !all, presented[handle] == row { continue }
            presented[handle] = row
            let index = frameRows.appendRow()
            for (field, value) in row.enumerated() { frameRows.set(index, field, value) }
        }
        return frameRows.count
    }

    /// Takes what `handle` presents now as already known to the host.
    func notePresented(_ handle: Int32) {
        if let row = presentedRow(handle) { presented[handle] = row }
    }

    /// The frame row of `handle` now, or `nil` for a recognizer.
    func presentedRow(_ handle: Int32) -> [Double]? {
        var row = [Double](repeating: 0, count: FrameField.stride)
        row[FrameField.handle] = Double(handle)
        switch entries[handle] {
        case .node(let node, let kind):
            row[FrameField.kind] = kind == .node ? 0 : kind == .scrollView ? 1 : 2
            let size = node.bounds.size
            row[FrameField.frame] = node.center.x - size.width / 2
            row[FrameField.frame + 1] = node.center.y - size.height / 2
            row[FrameField.frame + 2] = size.width
            row[FrameField.frame + 3] = size.height
            let t = node.transform
            for (index, value) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() { row[FrameField.transform + index] = value }
            row[FrameField.boundsOrigin] = node.bounds.origin.x
            row[FrameField.boundsOrigin + 1] = node.bounds.origin.y
            row[FrameField.alpha] = node.alpha
            row[FrameField.hidden] = node.isHidden ? 1 : 0
            if let scroll = node as? ScrollView {
                row[FrameField.value] = scroll.zoomScale
                row[FrameField.flags] = (scroll.isTracking ? 1 : 0) + (scroll.isDragging ? 2 : 0) + (scroll.isDecelerating ? 4 : 0) + (scroll.isZooming ? 8 : 0)
                for indicator in scroll.scrollIndicators() {
                    let base = indicator.axis == .vertical ? FrameField.verticalIndicator : FrameField.horizontalIndicator
                    row[base] = indicator.frame.minX
                    row[base + 1] = indicator.frame.minY
                    row[base + 2] = indicator.frame.width
                    row[base + 3] = indicator.frame.height
                    row[base + 4] = indicator.alpha
                }
                row[FrameField.contentSize] = scroll.contentSize.width
                row[FrameField.contentSize + 1] = scroll.contentSize.height
            } else if let control = node as? Control {
                row[FrameField.value] = controlValue(control)
                row[FrameField.flags] = (control.isHighlighted ? 1 : 0) + (control.isTracking ? 2 : 0)
            }
        case .interaction(let interaction):
            row[FrameField.kind] = 3
            let values = interaction.presentedValues
            for (index, value) in values.enumerated() { row[FrameField.value + index] = value }
        case .recognizer, nil:
            return nil
        }
        return row
    }
}

/// Answers the delegate questions of the recognizers a host flagged, and the scroll views' delegate calls,
/// by asking the host.
final class HostDelegate: GestureRecognizerDelegate, ScrollViewDelegate {
    /// The host; set once, right after it is made (the host owns this object).
    var host: UnownedReference<GraspHost>?

    /// Asks the host's `question` if `recognizer`'s mask has `bit`; `fallback` otherwise.
    private func ask(_ recognizer: GestureRecognizer, _ bit: Int32, fallback: Bool, _ question: (GraspHost, Int32) -> Bool) -> Bool {
        guard let host = host?.object else { return fallback }
        let handle = host.handle(of: recognizer)
        guard handle != 0, let mask = host.delegateMasks[handle], mask & bit != 0 else { return fallback }
        let wasAnswering = host.isAnswering
        host.isAnswering = true
        defer { host.isAnswering = wasAnswering }
        return question(host, handle)
    }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        ask(recognizer, 1, fallback: true) { host, handle in host.callbacks.shouldBegin(handle) }
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        ask(recognizer, 2, fallback: true) { host, handle in
            host.callbacks.shouldReceiveTouch(handle, Double(touch.id.rawValue), touch.location.x, touch.location.y)
        }
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        ask(recognizer, 4, fallback: false) { host, handle in host.callbacks.shouldRecognizeSimultaneously(handle, host.handle(of: other)) }
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        ask(recognizer, 8, fallback: false) { host, handle in host.callbacks.shouldRequireFailureOf(handle, host.handle(of: other)) }
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        ask(recognizer, 16, fallback: false) { host, handle in host.callbacks.shouldBeRequiredToFailBy(handle, host.handle(of: other)) }
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        host?.object.recordScroll(scrollView, ScrollViewEvent.didScroll)
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        host?.object.recordScroll(scrollView, ScrollViewEvent.willBeginDragging)
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        lastReleaseVelocity = velocity
    }

    /// The release velocity of the drag that is ending, for its did-end-dragging record.
    private var lastReleaseVelocity = Point.zero

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        host?.object.recordScroll(scrollView, ScrollViewEvent.didEndDragging, detail: decelerate ? 1 : 0, velocity: lastReleaseVelocity)
        lastReleaseVelocity = .zero
    }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        host?.object.recordScroll(scrollView, ScrollViewEvent.willBeginDecelerating)
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        host?.object.recordScroll(scrollView, ScrollViewEvent.didEndDecelerating)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        host?.object.recordScroll(scrollView, ScrollViewEvent.didEndScrollingAnimation)
    }

    func viewForZooming(in scrollView: ScrollView) -> Node? {
        guard let host = host?.object else { return nil }
        let handle = host.handle(of: scrollView)
        guard let view = host.zoomViews[handle], case .node(let node, _)? = host.entries[view] else { return nil }
        return node
    }

    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: Node?) {
        host?.object.recordScroll(scrollView, ScrollViewEvent.willBeginZooming)
    }

    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: Node?, atScale scale: Double) {
        host?.object.recordScroll(scrollView, ScrollViewEvent.didEndZooming)
    }
}
