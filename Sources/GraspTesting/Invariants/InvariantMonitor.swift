// Why this file exists: the engine promises a handful of invariants that must hold whatever the input
// (legal transitions only, every `began` closed, nothing called after removal, everything back to
// `possible` once the touches are gone, no stale touch bindings, an arena that always resolves). They
// are defined and checked here, in one place, so that property tests, regression tests and the fuzz
// target all check the same thing.

@_spi(GraspInternal) import Grasp
import GraspInteractions

/// Watches a ``/GraspCore/GestureEngine`` and records every broken engine invariant.
///
/// The monitor attaches to the engine with `addStateObserver(_:)` and, for each recognizer it meets,
/// adds a handler of its own. Drive the engine as usual and call ``checkpoint()`` after each
/// `handle(_:)` or `tick(_:)`; call ``drain(maximumTicks:)`` at the end to lift every touch, run every
/// deadline and check that the arena resolved.
///
/// ```swift
/// let monitor = InvariantMonitor(engine: engine)
/// engine.handle(event)
/// monitor.checkpoint()
/// monitor.drain()
/// #expect(monitor.violations.isEmpty)
/// ```
///
/// The invariants (``InvariantViolation/Invariant``):
/// - **legal transitions**: every reported change is in the state machine's table and starts from the
///   state last seen (a silent reset from a final state to `possible` is the only unreported change);
/// - **began ends or cancels**: a recognizer that began is reported `ended` or `cancelled` before it is
///   seen in `possible` again;
/// - **no call after removal**: no handler runs, and no change other than the closing `cancelled` or
///   `failed` is reported, for a recognizer that is not in the engine's tree; a removed recognizer is
///   in `possible` with no touch;
/// - **back to possible**: with no touch down and no deadline pending, no recognizer is in play and
///   every one is in `possible`, waiting for nothing, with no provisional recognition left open;
/// - **touch binding**: a recognizer holds only touches that are down, and only while it is in the
///   tree, enabled and in play;
/// - **arena resolves**: once every touch has lifted, ticking through the deadlines ends with none left;
/// - **control touch ends**: for each control given to ``watch(_:)``, every touch-down gets exactly one
///   of touch-up-inside, touch-up-outside or touch-cancel, before the control's next touch-down and at
///   the latest once ``drain(maximumTicks:)`` has lifted every touch.
public final class InvariantMonitor {
    /// The engine being watched.
    public let engine: GestureEngine
    /// The violations found so far, oldest first (at most ``maximumViolations``).
    public private(set) var violations: [InvariantViolation] = []
    /// How many violations are kept; later ones are counted in ``violationCount`` only.
    public let maximumViolations: Int
    /// How many violations were found, including those not kept.
    public private(set) var violationCount = 0
    /// How many state changes the monitor has seen.
    public private(set) var changeCount = 0
    /// How many times each transition was seen, keyed `old→new` (for example `possible→began`).
    public private(set) var transitionCounts: [String: Int] = [:]

    private final class Watched {
        let recognizer: GestureRecognizer
        var lastState: GestureRecognizerState
        var handlerToken: HandlerToken?
        /// The state a handler last ran in since the last report.
        var handlerState: GestureRecognizerState?
        init(_ recognizer: GestureRecognizer) {
            self.recognizer = recognizer
            self.lastState = recognizer.state
        }
    }

    private var watched: [ObjectIdentifier: Watched] = [:]
    private var order: [Watched] = []
    private var observerToken: ObserverToken?
    private let watchesHandlers: Bool

    /// Starts watching `engine`.
    ///
    /// - Parameters:
    ///   - engine: The engine to watch.
    ///   - watchesHandlers: Whether to add a handler to each recognizer met, to check that no handler
    ///     runs after removal. Default `true`.
    ///   - maximumViolations: How many violations to keep. Default 100.
    public init(engine: GestureEngine, watchesHandlers: Bool = true, maximumViolations: Int = 100) {
        self.engine = engine
        self.watchesHandlers = watchesHandlers
        self.maximumViolations = maximumViolations
        observerToken = engine.addStateObserver { [unowned self] change in self.observe(change) }
        scanTree()
    }

    /// Stops watching: removes the observer and the handlers the monitor added.
    public func stop() {
        if let observerToken { engine.removeObserver(observerToken) }
        observerToken = nil
        for watched in controls { watched.control.removeAction(watched.token) }
        controls = []
        for entry in order {
            if let token = entry.handlerToken { entry.recognizer.removeHandler(token) }
            entry.handlerToken = nil
        }
    }

    /// How many times the watched controls sent each of touch-down, touch-up-inside, touch-up-outside and
    /// touch-cancel, keyed by the event's name.
    public private(set) var controlEventCounts: [String: Int] = [:]

    /// The controls watched, each with its action and whether a touch-down of it is still open.
    private var controls: [(control: Control, token: Control.ActionToken, open: Bool)] = []

    /// Watches `control`'s touch events: each touch-down must get exactly one of touch-up-inside,
    /// touch-up-outside or touch-cancel (``InvariantViolation/Invariant/controlTouchEnds``).
    public func watch(_ control: Control) {
        let events: Control.Event = [.touchDown, .touchUpInside, .touchUpOutside, .touchCancel]
        let index = controls.count
        let token = control.addAction(for: events) { [unowned self] control, event in
            self.note(event, ofControlAt: index)
        }
        controls.append((control, token, false))
    }

    private func note(_ event: Control.Event, ofControlAt index: Int) {
        let name = controls[index].control.name
        controlEventCounts[event.description, default: 0] += 1
        if event == .touchDown {
            if controls[index].open { record(.controlTouchEnds, nil, "control \(name): a touch-down before the last one ended") }
            controls[index].open = true
        } else {
            if !controls[index].open { record(.controlTouchEnds, nil, "control \(name): \(event) without a touch-down") }
            controls[index].open = false
        }
    }

    /// Whether no invariant has broken so far.
    public var isClean: Bool { violationCount == 0 }

    // MARK: Checks

    /// Checks the invariants that must hold between two dispatches. Call it after every `handle(_:)`,
    /// `tick(_:)` or tree change made outside a dispatch.
    ///
    /// A change made outside a dispatch (a recognizer removed or disabled, a node removed, a state set)
    /// is taken in by the engine at the start of its next dispatch: until then the checks wait with it,
    /// and the first checkpoint after that dispatch makes them.
    public func checkpoint() {
        scanTree()
        if engine.hasPendingIntents { return }
        let live = Set(engine.activeTouches.map(\.id))
        let inPlay = Set(engine.activeRecognizers.map(ObjectIdentifier.init))
        for entry in order {
            let r = entry.recognizer
            let state = r.state
            if entry.lastState.isInProgress && state == .possible {
                record(.beganEndsOrCancels, r, "went back to possible after \(entry.lastState) without ended or cancelled")
                entry.lastState = .possible
            } else if entry.lastState.isFinal && state == .possible {
                entry.lastState = .possible
            }
            let attached = isAttached(r)
            if !attached {
                if state != .possible { record(.noCallAfterRemoval, r, "removed but in state \(state)") }
                if inPlay.contains(ObjectIdentifier(r)) { record(.noCallAfterRemoval, r, "removed but still in play") }
            }
            if !r.touches.isEmpty {
                if !attached { record(.touchBinding, r, "holds touches \(r.touches.map(\.id)) after removal") }
                if !r.isEnabled { record(.touchBinding, r, "holds touches \(r.touches.map(\.id)) while disabled") }
                let stale = r.touches.filter { !live.contains($0.id) }.map(\.id)
                if !stale.isEmpty { record(.touchBinding, r, "holds touches \(stale) that are not down") }
                if !inPlay.contains(ObjectIdentifier(r)) { record(.touchBinding, r, "holds touches but is not in play") }
            }
        }
        if live.isEmpty && engine.nextDeadline == nil { checkResolved(as: .backToPossible) }
    }

    /// Lifts every touch that is down, ticks through every pending deadline (at most `maximumTicks`),
    /// and checks that the arena resolved: no touch, no deadline, no recognizer in play or waiting.
    public func drain(maximumTicks: Int = 1000) {
        var rounds = 0
        while !engine.activeTouches.isEmpty && rounds < 8 {
            rounds += 1
            let time = engine.currentTime
            let lifted = engine.activeTouches.map { touch in
                Touch(id: touch.id, phase: .ended, location: touch.location, previousLocation: touch.location,
                      timestamp: time, kind: touch.kind)
            }
            engine.handle(TouchEvent(timestamp: time, allTouches: lifted, changedTouches: lifted))
            checkpoint()
        }
        var ticks = 0
        while let deadline = engine.nextDeadline, ticks < maximumTicks {
            ticks += 1
            engine.tick(deadline)
            checkpoint()
        }
        if !engine.activeTouches.isEmpty {
            record(.arenaResolves, nil, "touches \(engine.activeTouches.map(\.id)) still down after lifting them all")
        }
        if let deadline = engine.nextDeadline {
            record(.arenaResolves, nil, "a deadline at \(deadline) is still pending after \(maximumTicks) ticks")
        }
        checkResolved(as: .arenaResolves)
        for watched in controls where watched.open {
            record(.controlTouchEnds, nil, "control \(watched.control.name): a touch-down never ended (every touch lifted)")
        }
        checkScrollViewsRest()
    }

    /// Leaves every scroll view in the tree alone for ten seconds (ticks at 0.5, 1, 2, 5 and 10 s: the
    /// motion is evaluated from time, so a few ticks do) and checks that each has come to rest at a
    /// finite offset within its content.
    private func checkScrollViewsRest() {
        var scrollViews: [ScrollView] = []
        func visit(_ node: Node) {
            if let scroll = node as? ScrollView { scrollViews.append(scroll) }
            for child in node.children { visit(child) }
        }
        visit(engine.rootNode)
        guard !scrollViews.isEmpty else { return }
        let start = engine.currentTime
        for later in [0.5, 1, 2, 5, 10] {
            engine.tick(start + later)
            checkpoint()
        }
        for scroll in scrollViews {
            let offset = scroll.contentOffset
            let low = scroll.minimumContentOffset, high = scroll.maximumContentOffset
            if !offset.isFinite {
                record(.scrollViewRests, nil, "scroll view \(scroll.name) rests at a non-finite offset \(offset)")
            } else if scroll.isMovingOnItsOwn || scroll.isDragging {
                record(.scrollViewRests, nil, "scroll view \(scroll.name) still moves ten seconds after the last touch")
            } else if offset.x < low.x - 0.5 || offset.y < low.y - 0.5 || offset.x > high.x + 0.5 || offset.y > high.y + 0.5 {
                record(.scrollViewRests, nil, "scroll view \(scroll.name) rests at \(offset), outside \(low)…\(high)")
            }
        }
    }

    private func checkResolved(as invariant: InvariantViolation.Invariant) {
        for r in engine.activeRecognizers {
            record(invariant, r, "still in play with no touch down and no deadline")
        }
        for entry in order {
            let r = entry.recognizer
            if r.state != .possible { record(invariant, r, "in state \(r.state) with no touch down and no deadline") }
            if r.isWaitingForFailure { record(invariant, r, "still waiting for a failure with no touch down and no deadline") }
            if !r.touches.isEmpty { record(invariant, r, "holds touches with none down") }
            if let tap = r as? TapGestureRecognizer, tap.isProvisional {
                record(invariant, r, "a provisional recognition is neither confirmed nor retracted")
            }
            if entry.lastState.isFinal { entry.lastState = .possible }
        }
    }

    // MARK: Observation

    private func observe(_ change: GestureStateChange) {
        changeCount += 1
        transitionCounts["\(change.oldState)→\(change.newState)", default: 0] += 1
        let r = change.recognizer
        let entry = watch(r, initialState: change.oldState)
        let old = change.oldState, new = change.newState
        if !old.canTransition(to: new, isDiscrete: r.isDiscrete) || (old == .possible && new == .possible) {
            record(.legalTransition, r, "reported \(old) → \(new)")
        }
        let expected: GestureRecognizerState = entry.lastState.isFinal ? .possible : entry.lastState
        if old != expected {
            if expected.isInProgress && old == .possible {
                record(.beganEndsOrCancels, r, "reported \(old) → \(new) after \(expected) without ended or cancelled")
            } else {
                record(.stateSequence, r, "reported \(old) → \(new) but was last seen \(entry.lastState)")
            }
        }
        // Observers hear of a change after its handlers ran, and a handler may have removed the
        // recognizer since: a removal after the change resets it, so only one still in the reported state
        // was reported while detached.
        if !isAttached(r) && !(new == .cancelled || new == .failed) && r.state == new {
            record(.noCallAfterRemoval, r, "reported \(old) → \(new) after removal")
        }
        entry.lastState = new
        entry.handlerState = nil
    }

    private func handlerCalled(_ entry: Watched) {
        let r = entry.recognizer
        if r.node == nil {
            record(.noCallAfterRemoval, r, "handler called after removal from its node")
        } else if !isAttached(r) && r.state != .cancelled {
            record(.noCallAfterRemoval, r, "handler called in state \(r.state) after its node left the tree")
        }
        // Handlers run before the observers hear of the change they are called for, so the handler's
        // state must follow from the last one seen (or repeat it: `changed`, or a second handler round).
        // A handler round cut short before this monitor's handler (an earlier handler disabled the
        // recognizer) leaves one state unseen: a `began` between `possible` and what comes after it.
        let last = entry.handlerState ?? entry.lastState
        let expected: GestureRecognizerState = last.isFinal ? .possible : last
        let follows = expected.canTransition(to: r.state, isDiscrete: r.isDiscrete)
            || (expected == .possible && GestureRecognizerState.began.canTransition(to: r.state, isDiscrete: r.isDiscrete))
        if r.state != last && !follows {
            record(.stateSequence, r, "handler called in state \(r.state) but the last reported state is \(entry.lastState)")
        }
        entry.handlerState = r.state
    }

    @discardableResult
    private func watch(_ r: GestureRecognizer, initialState: GestureRecognizerState? = nil) -> Watched {
        if let entry = watched[ObjectIdentifier(r)] { return entry }
        let entry = Watched(r)
        if let initialState { entry.lastState = initialState }
        watched[ObjectIdentifier(r)] = entry
        order.append(entry)
        if watchesHandlers {
            entry.handlerToken = r.addHandler { [unowned self, unowned entry] _ in self.handlerCalled(entry) }
        }
        return entry
    }

    private func scanTree() {
        var stack = [engine.rootNode]
        while let node = stack.popLast() {
            for r in node.gestureRecognizers { watch(r) }
            stack.append(contentsOf: node.children)
        }
    }

    private func isAttached(_ r: GestureRecognizer) -> Bool {
        guard let node = r.node else { return false }
        return node.engine === engine
    }

    private func record(_ invariant: InvariantViolation.Invariant, _ r: GestureRecognizer?, _ detail: String) {
        violationCount += 1
        guard violations.count < maximumViolations else { return }
        violations.append(InvariantViolation(
            invariant: invariant, recognizer: r.map { "\($0)" } ?? "", detail: detail, timestamp: engine.currentTime))
    }
}
