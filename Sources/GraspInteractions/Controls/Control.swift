// Why this file exists: buttons, sliders, switches and steppers share one way of following a finger
// (UIKit's `UIControl`): highlight on touch-down, an "inside" that forgives a finger drifting off by the
// tracking slop, target-action events, and the rules that let a control keep its touch from recognizers
// on its ancestors and from scroll views. `Control` is that shared part; the standard controls subclass it.

/// A node that tracks a touch and reports what happens to it as control events, the Grasp counterpart of
/// a `UIControl`.
///
/// A control handles its own touches (it does not pass them up the responder chain) and follows one
/// touch at a time; other fingers that land on it are ignored. For each touch:
///
/// - **Touch-down:** it becomes highlighted, ``beginTracking(_:with:)`` is called and ``Event/touchDown``
///   is sent (with ``Event/touchDownRepeat`` too when it lands within ``repeatInterval`` of the last touch
///   that lifted on the control, and within ``repeatDistance`` of where it lifted).
/// - **Moves:** the touch is inside while it is within the bounds grown by ``trackingSlop`` (70 points, as
///   UIKit's). Crossing out sends ``Event/touchDragExit``, crossing back ``Event/touchDragEnter``; other
///   moves send ``Event/touchDragInside`` or ``Event/touchDragOutside``. The highlight follows
///   ``isTouchInside``. ``continueTracking(_:with:)`` is called while it keeps returning `true`.
/// - **Lift:** ``endTracking(_:with:)``, then ``Event/touchUpInside`` or ``Event/touchUpOutside``.
/// - **Cancel** (a recognizer with `cancelsTouchesInView` recognized, a scroll view began to drag, the
///   system cancelled): ``cancelTracking(with:)``, then ``Event/touchCancel``.
///
/// So every touch-down gets exactly one of touch-up-inside, touch-up-outside or touch-cancel.
///
/// A disabled control (``isEnabled`` `false`) neither tracks nor keeps touches: it passes them on to its
/// ``/GraspCore/Node/next`` node like a plain node, and lets every recognizer begin.
///
/// **Coordination.** As in UIKit since iOS 6, a control's default action wins over a recognizer on an
/// ancestor that would take the same gesture: ``/GraspCore/Node/gestureRecognizerShouldBegin(_:)`` answers `false`
/// when ``preventsAncestorRecognizer(_:)`` says so (a tap over a button, a pan or swipe over a slider's
/// thumb or a switch). A recognizer attached to the control itself is never prevented. A control also
/// keeps a touch it is tracking from a scroll view (``/GraspCore/Node/yieldsTouchesToScrolling`` is `false`), unless
/// the scroll view's ``/Grasp/ScrollView/touchesShouldCancel(in:)`` says otherwise.
open class Control: Node {
    /// The events a control sends, UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The bits of the set.
        public var rawValue: UInt32
        /// Creates a set from its bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A touch landed on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch landed on the control soon after the previous one lifted (a second tap, and so on).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The touch moved and is inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The touch moved and is outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The touch moved from outside to inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The touch moved from inside to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The touch lifted inside.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a slider moved, a switch flipped, a stepper stepped).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap, a value change of the others.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every touch event.
        public static let allTouchEvents: Event = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
            .touchUpInside, .touchUpOutside, .touchCancel,
        ]
        /// Every event.
        public static let allEvents: Event = [.allTouchEvents, .valueChanged, .primaryActionTriggered]

        /// The events' names, as the scene lines and tests show them (`touchDown|touchDownRepeat`).
        public var description: String {
            var names: [String] = []
            for (event, name) in Self.names where contains(event) { names.append(name) }
            return names.isEmpty ? "none" : names.joined(separator: "|")
        }

        private static let names: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
        ]
    }

    /// Identifies an action added to a control, to remove it later.
    public struct ActionToken: Hashable, Sendable {
        let id: Int
    }

    /// How far outside its bounds a touch may go and still count as inside, by default: 70 points, about
    /// what UIKit allows.
    public static let defaultTrackingSlop: Double = 70
    /// The time within which a touch-down after a lift is a repeat (``Event/touchDownRepeat``): 0.35 s,
    /// a double tap's interval.
    public static let repeatInterval: Double = 0.35

    /// How near the last lift, in points, a repeat must land: 45 points.
    public static let repeatDistance: Double = 45

    /// Whether the control responds to touches. Disabling it while it tracks cancels the tracking.
    public var isEnabled = true {
        didSet {
            guard !isEnabled && oldValue, let touch = trackedTouch else { return }
            abandonTracking(with: nil)
            // The rest of that touch is swallowed, not passed on half-way through.
            abandonedTouch = touch
        }
    }
    /// Whether the control is selected (a state for apps to use; the standard controls do not set it).
    public var isSelected = false
    /// Whether the control is highlighted: a touch is down on it and inside.
    public var isHighlighted = false
    /// Whether the control is tracking a touch: ``beginTracking(_:with:)`` returned `true` and
    /// ``continueTracking(_:with:)`` has not returned `false` since.
    public private(set) var isTracking = false
    /// Whether the touch being followed is inside the bounds grown by ``trackingSlop``.
    public private(set) var isTouchInside = false
    /// How far outside its bounds, in points, a touch may go and still count as inside.
    public var trackingSlop: Double = Control.defaultTrackingSlop
    /// The last event the control sent, for inspection (scenes show it); `nil` before the first.
    public private(set) var lastEvent: Event?

    private var actions: [(token: ActionToken, events: Event, handler: (Control, Event) -> Void)] = []
    private var nextActionID = 0
    private var trackedTouch: TouchID?
    private var abandonedTouch: TouchID?
    private var lastLift: (time: Double, location: Point)?

    /// Creates a control with a frame in its parent's coordinate space.
    override public init(name: String = "", frame: Rect = .zero) {
        super.init(name: name, frame: frame)
    }

    // MARK: Actions

    /// Adds a closure called with the control and the event each time the control sends one of `events`.
    @discardableResult
    public func addAction(for events: Event, _ handler: @escaping (Control, Event) -> Void) -> ActionToken {
        nextActionID += 1
        let token = ActionToken(id: nextActionID)
        actions.append((token, events, handler))
        return token
    }

    /// Adds a target–action pair for `events`, UIKit style: `button.addTarget(self, action: Screen.save, for:
    /// .primaryActionTriggered)`. The target is held weakly; once it is gone the action is no longer called
    /// (in Embedded Swift it is not held at all: it must outlive the control or the action be removed first).
    @discardableResult
    public final func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Control) -> Void, for events: Event) -> ActionToken {
        addAction(for: events) { [target = WeakReference(target)] control, _ in
            guard let target = target.object else { return }
            action(target)(control)
        }
    }

    /// Removes the action `token` identifies; nothing happens if it was removed already.
    public func removeAction(_ token: ActionToken) {
        actions.removeAll { $0.token == token }
    }

    /// Removes every action registered for any of `events`.
    public func removeActions(for events: Event) {
        actions.removeAll { !$0.events.isDisjoint(with: events) }
    }

    /// The events some action is registered for.
    public var allControlEvents: Event {
        var all: Event = []
        for action in actions { all.formUnion(action.events) }
        return all
    }

    /// Sends `events`: each event, in the order of ``Event``'s bits, to the actions registered for it, in
    /// the order they were added. Subclasses call it for ``Event/valueChanged`` and
    /// ``Event/primaryActionTriggered``.
    public func sendActions(for events: Event) {
        var bit: UInt32 = 1
        while bit != 0 && bit <= events.rawValue {
            let event = Event(rawValue: bit)
            if events.contains(event) {
                lastEvent = event
                allEventsSent &+= 1
                // A copy: an action may add or remove actions.
                for action in actions where action.events.contains(event) { action.handler(self, event) }
            }
            bit <<= 1
        }
    }

    // MARK: Tracking hooks

    /// Called when a touch lands; return whether to keep calling ``continueTracking(_:with:)``. The
    /// default returns `true`. `touch` is in window coordinates (``/GraspCore/Node/convertFromWindow(_:)``).
    open func beginTracking(_ touch: Touch, with event: TouchEvent) -> Bool { true }

    /// Called when the tracked touch moves, after the drag events; return whether to keep tracking. The
    /// default returns `true`.
    open func continueTracking(_ touch: Touch, with event: TouchEvent) -> Bool { true }

    /// Called when the tracked touch lifts, before the touch-up event (``isTouchInside`` tells which).
    open func endTracking(_ touch: Touch?, with event: TouchEvent?) {}

    /// Called when the tracked touch is cancelled, before ``Event/touchCancel``, or when the control is
    /// disabled while it tracks (then `event` is `nil`).
    open func cancelTracking(with event: TouchEvent?) {}

    /// The event sent together with touch-up-inside, if any: ``Event/primaryActionTriggered`` for a
    /// button. `[]` by default.
    open var touchUpInsideActions: Event { [] }

    // MARK: Accessibility

    /// What the control is, for assistive technologies; ``/GraspCore/AccessibilityTraits/notEnabled`` is added while
    /// it is disabled. The default is ``/GraspCore/AccessibilityTraits/button``.
    open var accessibilityTraits: AccessibilityTraits { .button }

    /// The control's value as assistive technologies read it (`nil` by default; "50%" for a slider).
    open var accessibilityValue: String? { nil }

    /// The actions the control takes while enabled: ``/GraspCore/AccessibilityAction/activate`` by default.
    open var accessibilityActions: [AccessibilityAction] { [.activate] }

    /// One element: the control's bounds, its ``/GraspCore/Node/label`` (its name when it has none), value,
    /// traits and actions.
    override open var accessibilityElements: [AccessibilityElement] {
        var traits = accessibilityTraits
        if !isEnabled { traits.insert(.notEnabled) }
        return [AccessibilityElement(label: label ?? name, value: accessibilityValue, traits: traits,
                                     actions: accessibilityActions, frame: bounds, identifier: name)]
    }

    /// Performs a standard action through ``accessibilityActivate()``, ``accessibilityIncrement()`` or
    /// ``accessibilityDecrement()``; `false`, with nothing changed, for an action the control does not list or
    /// while it is disabled.
    override open func accessibilityPerform(_ action: AccessibilityAction, element index: Int, at time: Double) -> Bool {
        guard index == 0, isEnabled, accessibilityActions.contains(action) else { return false }
        switch action.kind {
        case .activate: return accessibilityActivate()
        case .increment, .decrement:
            let before = allEventsSent
            if action.kind == .increment { accessibilityIncrement() } else { accessibilityDecrement() }
            return allEventsSent != before
        case .escape, .custom: return false
        }
    }

    /// Activates the control as a tap would (VoiceOver's double tap): ``Event/touchDown``, what the
    /// control does at a tap's lift (``activateChange()``), then ``Event/touchUpInside`` with
    /// ``touchUpInsideActions``. Returns `false`, sending nothing, while the control is disabled or a
    /// touch is on it.
    @discardableResult
    open func accessibilityActivate() -> Bool {
        guard isEnabled, trackedTouch == nil else { return false }
        sendActions(for: .touchDown)
        activateChange()
        sendActions(for: Event.touchUpInside.union(touchUpInsideActions))
        return true
    }

    /// What a tap that lifts inside changes, for ``accessibilityActivate()`` (a switch flips); nothing by
    /// default.
    open func activateChange() {}

    /// Adjusts the control one step up, for an adjustable control (a slider, a stepper); nothing by default.
    open func accessibilityIncrement() {}

    /// Adjusts the control one step down, for an adjustable control; nothing by default.
    open func accessibilityDecrement() {}

    /// How many events the control has sent, to tell whether an adjustment did anything.
    private var allEventsSent = 0

    // MARK: Coordination

    /// Whether this control's default action takes the gesture `recognizer` (attached to an ancestor)
    /// would recognize, so that the recognizer must not begin. The default returns `false`; the standard
    /// controls name theirs.
    open func preventsAncestorRecognizer(_ recognizer: GestureRecognizer) -> Bool { false }

    /// Whether `recognizer` is a pan whose translation is more horizontal than vertical (in the control's
    /// space), or a swipe that recognized (or would recognize) left or right: a drag along a horizontal
    /// control's travel, which a slider or a switch keeps from its ancestors.
    public func isHorizontalDrag(_ recognizer: GestureRecognizer) -> Bool {
        if let pan = recognizer as? PanGestureRecognizer {
            let t = pan.translation(in: self)
            return abs(t.x) >= abs(t.y)
        }
        if let swipe = recognizer as? SwipeGestureRecognizer {
            guard let direction = swipe.recognizedDirection else { return true }
            return !direction.isDisjoint(with: [.left, .right])
        }
        return false
    }

    /// Fails a recognizer on an ancestor that ``preventsAncestorRecognizer(_:)`` names, while the control
    /// is enabled; recognizers attached to the control itself always may begin.
    override open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard isEnabled, let owner = recognizer.node, owner !== self else { return true }
        return !preventsAncestorRecognizer(recognizer)
    }

    /// `false` while the control is enabled: a scroll view does not cancel a control's touch by default.
    override open var yieldsTouchesToScrolling: Bool { !isEnabled }

    // MARK: Touches

    /// Whether `point` (window coordinates) is inside the bounds grown by ``trackingSlop``.
    public func isInsideTrackingArea(_ point: Point) -> Bool {
        let local = convertFromWindow(point)
        let area = bounds.insetBy(dx: -trackingSlop, dy: -trackingSlop)
        return area.contains(local)
    }

    /// Starts following the first touch when enabled and idle; passes the touches on when disabled.
    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch.id
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        var events: Event = .touchDown
        if let lift = lastLift, event.timestamp - lift.time <= Self.repeatInterval,
           touch.location.distance(to: lift.location) <= Self.repeatDistance {
            events.insert(.touchDownRepeat)
        }
        lastLift = nil
        sendActions(for: events)
    }

    /// Follows the tracked touch: inside or out, drag events, ``continueTracking(_:with:)``.
    override open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let id = trackedTouch else { return passOnMoved(touches, with: event) }
        guard let touch = touches.first(where: { $0.id == id }) else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingArea(touch.location)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        switch (wasInside, isTouchInside) {
        case (true, true): sendActions(for: .touchDragInside)
        case (true, false): sendActions(for: .touchDragExit)
        case (false, true): sendActions(for: .touchDragEnter)
        case (false, false): sendActions(for: .touchDragOutside)
        }
    }

    /// Ends the tracked touch: ``endTracking(_:with:)``, then touch-up-inside or touch-up-outside.
    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let id = trackedTouch else { return passOnEnded(touches, with: event) }
        guard let touch = touches.first(where: { $0.id == id }) else { return }
        isTouchInside = isInsideTrackingArea(touch.location)
        endTracking(touch, with: event)
        let inside = isTouchInside
        finish()
        lastLift = (event.timestamp, touch.location)
        sendActions(for: inside ? Event.touchUpInside.union(touchUpInsideActions) : .touchUpOutside)
    }

    /// A control that leaves the engine's tree while it tracks a touch (it, or a node above it, was
    /// removed or moved) hears no more of that touch: it cancels its tracking, as UIControl does when it
    /// leaves its window: ``cancelTracking(with:)`` (with no event), then touch-cancel.
    override open func didMoveToEngine() {
        super.didMoveToEngine()
        if engine == nil, trackedTouch != nil { abandonTracking(with: nil) }
    }

    /// Cancels the tracked touch: ``cancelTracking(with:)``, then touch-cancel.
    override open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        guard let id = trackedTouch else { return passOnCancelled(touches, with: event) }
        guard touches.contains(where: { $0.id == id }) else { return }
        abandonTracking(with: event)
    }

    private func passOnMoved(_ touches: [Touch], with event: TouchEvent) {
        let rest = unabandoned(touches, ending: false)
        if !isEnabled && !rest.isEmpty { super.touchesMoved(rest, with: event) }
    }

    private func passOnEnded(_ touches: [Touch], with event: TouchEvent) {
        let rest = unabandoned(touches, ending: true)
        if !isEnabled && !rest.isEmpty { super.touchesEnded(rest, with: event) }
    }

    private func passOnCancelled(_ touches: [Touch], with event: TouchEvent) {
        let rest = unabandoned(touches, ending: true)
        if !isEnabled && !rest.isEmpty { super.touchesCancelled(rest, with: event) }
    }

    /// `touches` less the one whose tracking was abandoned (forgotten when it ends).
    private func unabandoned(_ touches: [Touch], ending: Bool) -> [Touch] {
        guard let abandoned = abandonedTouch, touches.contains(where: { $0.id == abandoned }) else { return touches }
        if ending { abandonedTouch = nil }
        return touches.filter { $0.id != abandoned }
    }

    private func abandonTracking(with event: TouchEvent?) {
        cancelTracking(with: event)
        finish()
        lastLift = nil
        sendActions(for: .touchCancel)
    }

    private func finish() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }
}
