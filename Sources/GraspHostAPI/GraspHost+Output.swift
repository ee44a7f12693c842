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

/// The fields of ``GraspHost/status``, which the host reads after every call that changed something.
public enum StatusField {
    /// Doubles in the status.
    public static let count = 4
    /// When the host should next tick, in its milliseconds (``GraspHost/nextDeadline``), or -1.
    public static let nextDeadline = 0
    /// How many event records the last call that changed something wrote (``GraspHost/events``).
    public static let eventCount = 1
    /// The address of the event records (it changes when their table grows).
    public static let eventsAddress = 2
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

    /// Appends an event record and returns its row, its first five fields written; the caller writes the
    /// values from ``EventField/value``.
    func appendEvent(_ type: Double, _ handle: Int32, _ what: Double, _ detail: Double, time: Double) -> Int {
        let row = events.appendRow()
        events.set(row, EventField.type, type)
        events.set(row, EventField.handle, Double(handle))
        events.set(row, EventField.what, what)
        events.set(row, EventField.detail, detail)
        events.set(row, EventField.time, time)
        return row
    }

    /// Appends an event record with `values` from ``EventField/value``.
    func appendEvent(_ type: Double, _ handle: Int32, _ what: Double, _ detail: Double, time: Double, values: [Double]) {
        let row = appendEvent(type, handle, what, detail, time: time)
        for (index, value) in values.enumerated() where EventField.value + index < EventField.stride {
            events.set(row, EventField.value + index, value)
        }
    }

    /// The host's milliseconds of the engine's time now.
    var engineMilliseconds: Double { engine.currentTime * 1000 }

    /// Records a state change of a recognizer the host made (the engine's own are left out): written in
    /// place, with nothing allocated, since a pan writes one for every move.
    ///
    /// The velocities of a `began` or `changed` record are left NaN (``deferredVelocityRows``): their
    /// estimate was about a quarter of the host's cost per pointer event, for a value handlers rarely read.
    /// The recognizer keeps its velocity until its next change, so a host reads it then, when asked
    /// (``recognizerValues(_:in:)`` with node -1). A later record of the same recognizer in the same call
    /// writes its velocity into the deferred row too, and every `ended` and `cancelled` record carries it:
    /// after them the recognizer resets, and its velocity with it. A `failed` record's velocities are 0,
    /// not estimated: its gesture was not recognized, so nothing continues its motion (UIKit calls no
    /// action for a failure), and a tap's end fails the other recognizers of Hammer.js's preset each time.
    func record(_ change: GestureStateChange) {
        let recognizer = change.recognizer
        let (handle, kind) = recognizerHandle(of: recognizer)
        guard handle != 0, let kind else { return }
        let newState = change.newState
        let row = appendEvent(EventType.recognizer, handle, Self.code(of: newState), Self.code(of: change.oldState),
                              time: change.timestamp * 1000)
        let deferred = deferredVelocityRows.isEmpty ? nil : deferredVelocityRows.firstIndex { $0.handle == handle }
        let defers = deferred == nil && (newState == .began || newState == .changed)
        let failed = newState == .failed
        let shape = kind.valueShape
        // Only a pan's values are in its node's parent's space: the others do not look it up.
        let panSpace = shape == .pan || shape == .screenEdgePan ? recognizer.node?.parent : nil
        writeValues(of: recognizer, shape: shape, in: nil, panSpace: panSpace,
                    velocity: !defers && !failed, unestimated: failed ? 0 : .nan, to: events, row: row)
        if defers {
            deferredVelocityRows.append((handle, row))
        } else if let deferred {
            // Fields 10 and 11 (a pan's velocity) and 14 (the scalar velocity).
            let earlier = deferredVelocityRows.remove(at: deferred).row
            events.set(earlier, 10, events.get(row, 10))
            events.set(earlier, 11, events.get(row, 11))
            events.set(earlier, 14, events.get(row, 14))
        }
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
    /// not reported back. Each row is written where the host reads it and compared with what was presented
    /// before in place: a frame allocates nothing once every handle has its slot.
    @discardableResult
    public func writeFrame(all: Bool = false) -> Int {
        frameRows.removeAll()
        // In handle order (handles grow), so that a parent comes before the children made after it.
        for handle in order {
            let row = frameRows.appendRow()
            guard writeRow(handle, into: frameRows, at: row) else { frameRows.removeLast(); continue }
            if !keepPresented(handle, from: frameRows, at: row) && !all { frameRows.removeLast() }
        }
        return frameRows.count
    }

    /// Takes what `handle` presents now as already known to the host.
    func notePresented(_ handle: Int32) {
        rowScratch.removeAll()
        let row = rowScratch.appendRow()
        if writeRow(handle, into: rowScratch, at: row) { _ = keepPresented(handle, from: rowScratch, at: row) }
    }

    /// Stores row `row` of `table` as what `handle` presents; returns whether it differs from what was
    /// stored.
    func keepPresented(_ handle: Int32, from table: RecordTable, at row: Int) -> Bool {
        let slot: Int
        if let known = presentedSlots[handle] {
            slot = known
        } else if let free = freePresentedSlots.popLast() {
            slot = free
            presentedSlots[handle] = slot
        } else {
            slot = presentedStore.count / FrameField.stride
            presentedStore.append(contentsOf: repeatElement(Double.nan, count: FrameField.stride))
            presentedSlots[handle] = slot
        }
        var changed = false
        let base = slot * FrameField.stride
        for field in 0..<FrameField.stride {
            let value = table.get(row, field)
            // NaN is never presented, so a new slot always differs.
            if presentedStore[base + field] != value {
                presentedStore[base + field] = value
                changed = true
            }
        }
        return changed
    }

    /// Forgets what `handle` presented.
    func forgetPresented(_ handle: Int32) {
        guard let slot = presentedSlots.removeValue(forKey: handle) else { return }
        freePresentedSlots.append(slot)
        for field in 0..<FrameField.stride { presentedStore[slot * FrameField.stride + field] = .nan }
    }

    /// Writes the frame row of `handle` now into row `row` of `table` (zeroed); `false` for a recognizer.
    func writeRow(_ handle: Int32, into table: RecordTable, at row: Int) -> Bool {
        func put(_ field: Int, _ value: Double) { table.set(row, field, value) }
        put(FrameField.handle, Double(handle))
        switch entries[handle] {
        case .node(let node, let kind):
            put(FrameField.kind, kind == .node ? 0 : kind == .scrollView ? 1 : 2)
            let size = node.bounds.size
            put(FrameField.frame, node.center.x - size.width / 2)
            put(FrameField.frame + 1, node.center.y - size.height / 2)
            put(FrameField.frame + 2, size.width)
            put(FrameField.frame + 3, size.height)
            let t = node.transform
            put(FrameField.transform, t.a)
            put(FrameField.transform + 1, t.b)
            put(FrameField.transform + 2, t.c)
            put(FrameField.transform + 3, t.d)
            put(FrameField.transform + 4, t.tx)
            put(FrameField.transform + 5, t.ty)
            put(FrameField.boundsOrigin, node.bounds.origin.x)
            put(FrameField.boundsOrigin + 1, node.bounds.origin.y)
            put(FrameField.alpha, node.alpha)
            put(FrameField.hidden, node.isHidden ? 1 : 0)
            if let scroll = node as? ScrollView {
                put(FrameField.value, scroll.zoomScale)
                put(FrameField.flags, (scroll.isTracking ? 1 : 0) + (scroll.isDragging ? 2 : 0) + (scroll.isDecelerating ? 4 : 0) + (scroll.isZooming ? 8 : 0))
                func putIndicator(_ axis: PanAxis, at base: Int) {
                    guard let indicator = scroll.scrollIndicator(along: axis) else { return }
                    put(base, indicator.frame.minX)
                    put(base + 1, indicator.frame.minY)
                    put(base + 2, indicator.frame.width)
                    put(base + 3, indicator.frame.height)
                    put(base + 4, indicator.alpha)
                }
                putIndicator(.vertical, at: FrameField.verticalIndicator)
                putIndicator(.horizontal, at: FrameField.horizontalIndicator)
                put(FrameField.contentSize, scroll.contentSize.width)
                put(FrameField.contentSize + 1, scroll.contentSize.height)
            } else if let control = node as? Control {
                put(FrameField.value, controlValue(control))
                put(FrameField.flags, (control.isHighlighted ? 1 : 0) + (control.isTracking ? 2 : 0))
            }
        case .interaction(let interaction):
            put(FrameField.kind, 3)
            interaction.writePresentedValues { index, value in put(FrameField.value + index, value) }
        case .recognizer, nil:
            return false
        }
        return true
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
        guard let host = host?.object else { return }
        host.recordScroll(scrollView, ScrollViewEvent.didScroll)
        // As an app's delegate calls its refresh control's.
        if let handle = host.refreshControls[ObjectIdentifier(scrollView)], case .interaction(let interaction)? = host.entries[handle] {
            interaction.refresh?.scrollViewDidScroll(scrollView)
        }
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
