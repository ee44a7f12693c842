// Why this file exists: something has to take the host's input (touch events and clock ticks) and turn
// it into recognizer calls, node calls and handler calls, synchronously and in a fixed order. That is the
// engine: the one object a host talks to. Coordination itself is the arena's job (`GestureArena`); bad
// input is cleaned in InputCleanup.swift and nodes are served in NodeDelivery.swift, so that this file
// reads as the dispatch loop.

/// The object a host drives: it dispatches touch events and clock ticks to a tree of nodes and the
/// recognizers attached to them.
///
/// The engine never reads a clock. Time advances only through the timestamps of the events passed to
/// ``handle(_:)-(TouchEvent)`` and the times passed to ``tick(_:)``; recognizers' timers fire from whichever reaches
/// their deadline first. Everything an event or tick causes (state changes, handler calls, node calls)
/// happens before the call returns, in one order: recognizers propose, the arena decides a step (a phase,
/// a timer, settling) and calls nobody, the engine then calls the handlers of the step's changes, then the
/// state observers, then nodes hear their touches (see <doc:Architecture>).
///
/// ```swift
/// let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
/// let engine = GestureEngine(rootNode: root)
/// let tap = TapGestureRecognizer(name: "tap")
/// tap.addHandler { _ in print("tapped") }
/// root.addGestureRecognizer(tap)
/// engine.handle(TouchEvent(timestamp: 0, changedTouches: [Touch(id: TouchID(1), phase: .began, location: Point(x: 10, y: 10), timestamp: 0)]))
/// ```
public final class GestureEngine {
    /// The root of the node tree. Its coordinate space is the window space: touch locations are in it.
    public let rootNode: Node

    // The stored properties below live out of line, in an `Unchecked` box: Unchecked.swift says why
    // and what it buys.
    private let engineFields = Unchecked(EngineFields())
    private struct EngineFields {
        var diagnostics: [EngineDiagnostic] = []
        var scratch: [DispatchScratch] = []
        var tickHandlers: [TickHandler] = []
        var departureHandlers: [(id: Int, call: () -> Void)] = []
        var nextObserverID: Int = 0
        var hovers: [HoverRecord] = []
        var scrolls: [ScrollRecord] = []
        var transforms: [TransformRecord] = []
        var indirectInput: IndirectInput?
        var indirectLocation: Point = .zero
        var stateObservers: [StateObserver] = []
        var isReporting = false
        var performDepth = 0
        var noticeCursor = 0
        var platformProfile = PlatformProfile.iOS
        var keyFocus = WeakReference<Node>(nil)
        var accessibilityFocus = AccessibilityFocusFields()
        var deciding: [GestureRecognizer] = []
        var decidingVersion: Int = -1
        /// Lists of recognizers deciding that a nested dispatch replaced while an outer delivery may still
        /// read them, kept until no dispatch is under way (Unsafe/BorrowedRecognizers.swift).
        var retiredDeciding: [[GestureRecognizer]] = []
    }

    /// The platform whose constants the engine's scroll views and recognizers follow: UIKit's
    /// (``PlatformProfile/iOS``) unless set. Setting it applies its recognizer constants to the
    /// recognizers in the tree (``PlatformProfile/apply(toTreeAt:)``); the scroll views read it at each
    /// release, unless one sets its own `ScrollView/physics`.
    public var platformProfile: PlatformProfile {
        get { engineFields.value.platformProfile }
        set {
            engineFields.value.platformProfile = newValue
            newValue.apply(toTreeAt: rootNode)
        }
    }

    /// The bad input the engine met and what it did about it, oldest first (at most the last 256).
    public internal(set) var diagnostics: [EngineDiagnostic] { _read { yield engineFields.value.diagnostics } _modify { yield &engineFields.value.diagnostics } }

    /// The touches that are down, what each is bound to and what its node has been told (shared with
    /// the arena, which binds and unbinds).
    let touchTable = TouchTable()
    /// Decides between the recognizers; it holds no reference to the engine.
    let arena: GestureArena<GestureRecognizer>
    /// The dispatch under way: clock, modifier keys, depth, delivery numbering (see DispatchContext.swift).
    let context = DispatchContext()

    /// Reusable lists for the outermost dispatch: a `let`, read without a retain (the engine holds it).
    private let outerScratch = DispatchScratch()
    /// Reusable lists for nested dispatches, one set per depth beyond the first (a handler may dispatch again).
    private var scratch: [DispatchScratch] { _read { yield engineFields.value.scratch } _modify { yield &engineFields.value.scratch } }
    private var tickHandlers: [TickHandler] { _read { yield engineFields.value.tickHandlers } _modify { yield &engineFields.value.tickHandlers } }
    /// Closures called in `deinit` for tick handlers registered with one (a scroll view's): they clear
    /// the owner's reference to this engine, which is not zeroing in Embedded Swift (see ObjectReferences.swift).
    private var departureHandlers: [(id: Int, call: () -> Void)] { _read { yield engineFields.value.departureHandlers } _modify { yield &engineFields.value.departureHandlers } }
    private var nextObserverID: Int { _read { yield engineFields.value.nextObserverID } _modify { yield &engineFields.value.nextObserverID } }
    /// The node that takes keys first (see KeyInput.swift).
    var keyFocusReference: WeakReference<Node> { _read { yield engineFields.value.keyFocus } _modify { yield &engineFields.value.keyFocus } }
    /// The keyboard focus on accessibility elements (see GestureEngine+AccessibilityFocus.swift).
    var focusFields: AccessibilityFocusFields { _read { yield engineFields.value.accessibilityFocus } _modify { yield &engineFields.value.accessibilityFocus } }
    /// The hovering pointers and the hover recognizers each is over (see HoverDispatch.swift).
    var hovers: [HoverRecord] { _read { yield engineFields.value.hovers } _modify { yield &engineFields.value.hovers } }
    /// The continuous scrolls under way (see ScrollDispatch.swift).
    var scrolls: [ScrollRecord] { _read { yield engineFields.value.scrolls } _modify { yield &engineFields.value.scrolls } }
    /// The trackpad transforms under way (see TransformDispatch.swift).
    var transforms: [TransformRecord] { _read { yield engineFields.value.transforms } _modify { yield &engineFields.value.transforms } }
    /// Set while the touch-down of a scroll or a transform is dispatched: the input the landing touches follow.
    var indirectInput: IndirectInput? { _read { yield engineFields.value.indirectInput } _modify { yield &engineFields.value.indirectInput } }
    /// The state observers, in the order added (see Notifying.swift).
    var stateObservers: [StateObserver] { _read { yield engineFields.value.stateObservers } _modify { yield &engineFields.value.stateObservers } }
    /// Whether the observers are being told of changes (an observer that dispatches again does not start
    /// a second report; its changes join this one).
    var isReporting: Bool { _read { yield engineFields.value.isReporting } _modify { yield &engineFields.value.isReporting } }
    /// How many performances of the arena's notices are under way (a notice's code may dispatch again).
    var performDepth: Int { _read { yield engineFields.value.performDepth } _modify { yield &engineFields.value.performDepth } }
    /// The first of the arena's notices not performed yet.
    var noticeCursor: Int { _read { yield engineFields.value.noticeCursor } _modify { yield &engineFields.value.noticeCursor } }
    /// Where the touches of that input are hit-tested: the cursor.
    var indirectLocation: Point { _read { yield engineFields.value.indirectLocation } _modify { yield &engineFields.value.indirectLocation } }
    /// How many dispatches are under way (a handler may dispatch again); stored in the arena, which
    /// recognizers reach without retaining.
    var dispatchDepth: Int {
        get { context.dispatchDepth }
        set { context.dispatchDepth = newValue }
    }

    /// Creates an engine for the tree under `rootNode`.
    public init(rootNode: Node) {
        self.rootNode = rootNode
        arena = GestureArena(touchTable: touchTable, context: context)
        touchTable.context = context
        rootNode.engineStorage = self
    }

    deinit {
        if rootNode.engineStorage === self { rootNode.engineStorage = nil }
        dropIntents()
        arena.releaseAllSlots()
        // A recognizer and the records of the touches it tracks refer to each other until the touch ends or
        // the recognizer resets: an engine that goes while touches are down makes its recognizers let go.
        for record in touchTable.records {
            for recognizer in record.recognizers { recognizer.trackedRecords.removeAll() }
        }
        for handler in departureHandlers { handler.call() }
    }

    /// The time of the latest event or tick, in seconds (0 before the first).
    public var currentTime: Double { context.now }

    /// The touches that are down, in the order they landed, with their latest state.
    public var activeTouches: [Touch] { touchTable.activeTouches }

    /// The recognizers in play (handling touches, waiting, or holding a timer), in arena order.
    public var activeRecognizers: [GestureRecognizer] { arena.active }

    /// The earliest deadline a recognizer is waiting for, if any; a host may tick then.
    ///
    /// While changes app code made between dispatches wait to be taken in (a ``GestureRecognizer/state``
    /// set, a recognizer disabled or removed, a node removed), it is the current time (``currentTime``):
    /// the host should tick at once, and that tick takes them in.
    public var nextDeadline: Double? {
        if !context.intents.isEmpty { return context.now }
        return arena.nextDeadline
    }

    // MARK: Observers

    /// Adds a closure called, synchronously, for every state change of every recognizer in the tree,
    /// including failures and every `changed` update.
    ///
    /// An observer hears of a change after the handlers of that change have run (and every handler they
    /// caused), in the order the changes happened, still inside the dispatch: what it reads from the
    /// recognizer or the app is what the handlers left.
    @discardableResult
    public func addStateObserver(_ observer: @escaping (GestureStateChange) -> Void) -> ObserverToken {
        nextObserverID += 1
        stateObservers.append(StateObserver(id: nextObserverID, call: observer))
        arena.reportsStateChanges = true
        return ObserverToken(id: nextObserverID)
    }

    /// Adds a closure called at every ``tick(_:)`` with its time, after due timers fired; scenes drive
    /// their animations from it.
    @discardableResult
    public func addTickHandler(_ handler: @escaping (Double) -> Void) -> ObserverToken {
        nextObserverID += 1
        tickHandlers.append(TickHandler(id: nextObserverID, call: handler))
        return ObserverToken(id: nextObserverID)
    }

    /// Adds a tick handler (as ``addTickHandler(_:)``) and a closure called if this engine goes before the
    /// handler is removed, for an owner that refers back to the engine without keeping it alive.
    @discardableResult
    public func addTickHandler(_ handler: @escaping (Double) -> Void, whenEngineGoes departure: @escaping () -> Void) -> ObserverToken {
        let token = addTickHandler(handler)
        departureHandlers.append((token.id, departure))
        return token
    }

    /// Removes a state observer or tick handler.
    public func removeObserver(_ token: ObserverToken) {
        stateObservers.removeAll { $0.id == token.id }
        arena.reportsStateChanges = !stateObservers.isEmpty
        tickHandlers.removeAll { $0.id == token.id }
        departureHandlers.removeAll { $0.id == token.id }
    }

    // MARK: Dispatch

    /// Opens a dispatch at `time` (an event or a tick): counts its depth, applies first what the handlers
    /// of an outer dispatch have changed so far when a handler sent it (see HandlerChanges.swift), takes in
    /// the intents app code recorded since the last dispatch, at `time` (see Intents.swift), fires the
    /// timers due by then, and moves the clock. Returns what `closeDispatch(_:)` restores.
    @inline(__always)
    func openDispatch(at time: Double) -> Int {
        dispatchDepth += 1
        let outerRounds = arena.handlerRounds
        if outerRounds != 0 {
            // Sent by a handler: what it changed so far is applied, and every notice still waiting is
            // performed, before this dispatch decides anything.
            arena.beginNestedDispatch()
            notify()
        }
        if !context.intents.isEmpty { takeInIntents(at: time) }
        fireTimers(upTo: time)
        context.now = time
        context.hasTime = true
        return outerRounds
    }

    /// Closes a dispatch opened by `openDispatch(at:)`.
    @inline(__always)
    func closeDispatch(_ outerRounds: Int) {
        dispatchDepth -= 1
        if outerRounds != 0 { arena.handlerRounds = outerRounds }
        // A list of the recognizers deciding that may be stale is emptied once no dispatch is under way, so
        // that it keeps no recognizer alive that has left play (removed from its node, say); so are the
        // lists a nested dispatch put aside.
        if engineFields.value.decidingVersion != arena.playChanges || !engineFields.value.retiredDeciding.isEmpty,
           dispatchDepth == 0 { forgetRecognizersDeciding() }
    }

    // MARK: Time

    /// Advances time to `now`: fires, in deadline order, every recognizer timer due by then, then calls
    /// the tick handlers. A time earlier than the current time is treated as the current time.
    public func tick(_ now: Double) {
        let time = sanitizedTime(now)
        let outerRounds = openDispatch(at: time)
        defer { closeDispatch(outerRounds) }
        for handler in tickHandlers { handler.call(time) }
        notify()
        settleAndNotify()
        touchTable.flushNodeDelivery()
        notify()
    }

    // MARK: Events

    /// Dispatches a touch event (a hover report goes to ``handle(_:)-(HoverEvent)``).
    ///
    /// In order: timers due by the event's timestamp fire; then the changed touches are delivered by
    /// phase (began, moved, ended, cancelled), each phase first to the recognizers in arena order, then
    /// to the nodes the touches hit; transitions the recognizers asked for are resolved after each phase;
    /// finally the arena settles (recognizers with nothing left to decide fail, finished ones reset).
    public func handle(_ event: TouchEvent) {
        let time = sanitizedTime(event.timestamp)
        let outerRounds = openDispatch(at: time)
        defer { closeDispatch(outerRounds) }
        context.modifierFlags = event.modifierFlags

        // The lists of this dispatch depth: reused from one event to the next, so that a steady stream of
        // moves allocates nothing. A nested dispatch (a handler that sends an event) gets its own set.
        if dispatchDepth == 1 {
            dispatchTouches(of: event, at: time, with: outerScratch)
        } else {
            if dispatchDepth - 1 > scratch.count { addScratch() }
            dispatchTouches(of: event, at: time, with: scratch[dispatchDepth - 2])
        }
    }

    /// The body of `handle(_:)`, with the lists of its dispatch depth.
    @inline(never)
    private func dispatchTouches(of event: TouchEvent, at time: Double, with lists: DispatchScratch) {
        defer { lists.emptyPhases() }
        for raw in event.changedTouches { admit(raw, at: time, into: lists) }
        // The records of each phase, listed unretained (the table holds them: Unsafe/UnretainedRecords.swift).
        let began = lists.began.group, moved = lists.moved.group
        let ended = lists.ended.group, cancelled = lists.cancelled.group

        // The event the hooks receive, built in the storage of the previous event of this depth (taken out
        // of the scratch while in use, and put back at the end): its lists are overwritten in place (a
        // steady stream keeps their lengths), then trimmed. An event a hook kept from an earlier dispatch
        // shares that storage, and writing to it then starts fresh storage (copy-on-write).
        var clean = lists.takeEvent()
        clean.timestamp = time
        clean.buttonMask = event.buttonMask
        clean.modifierFlags = event.modifierFlags
        // A single touch that changed is stored once, in the storage the event's two lists then share (see
        // `DispatchScratch.shareChanged`); after such an event, all the touches are written into the spare
        // storage, so that no list that is shared is written.
        let shared = lists.changedSharesAll
        if shared { lists.takeSpare(into: &clean) }
        var count = 0
        Self.storeLiveTouches(of: touchTable, at: &count, in: &clean.allTouches)
        clean.allTouches.truncate(to: count)
        if count == 1 && began.count &+ moved.count &+ ended.count &+ cancelled.count == 1 {
            // One touch down, and it changed (a changed touch's record is never finished during its event):
            // both lists hold that one touch.
            lists.shareChanged(of: &clean, alreadyShared: shared)
        } else {
            if shared { lists.unshareChanged() }
            count = 0
            if !began.isEmpty { Self.storeTouches(of: began, at: &count, in: &clean.changedTouches) }
            if !moved.isEmpty { Self.storeTouches(of: moved, at: &count, in: &clean.changedTouches) }
            if !ended.isEmpty { Self.storeTouches(of: ended, at: &count, in: &clean.changedTouches) }
            if !cancelled.isEmpty { Self.storeTouches(of: cancelled, at: &count, in: &clean.changedTouches) }
            clean.changedTouches.truncate(to: count)
        }

        if !began.isEmpty { deliverBegan(began, buttons: event.buttonMask, event: clean, lists: lists) }
        if !moved.isEmpty { deliver(moved, phase: .moved, event: clean, lists: lists) }
        if !ended.isEmpty { deliver(ended, phase: .ended, event: clean, lists: lists) }
        if !cancelled.isEmpty { deliver(cancelled, phase: .cancelled, event: clean, lists: lists) }
        // Moved back, not assigned: an assignment retained the event's two lists for the scratch and released
        // them again at the end of the call (4.5 % of a steady move, by `scripts/callgrind inspector`: 1,989
        // → 1,899 instructions), and a swap with an empty event released the empty one's two lists.
        lists.parkEvent(consume clean)

        settleAndNotify()
        touchTable.flushNodeDelivery()
        notify()
    }

    /// Delivers the touches that landed (`began`): they end the hovers under way, bind the
    /// recognizers that take them, then go to those recognizers and their nodes. Out of line, as the rest
    /// of a dispatch's larger steps (the Performance article, "The eighth round"): most events only move.
    @inline(never)
    private func deliverBegan(_ began: RecordGroup, buttons: ButtonMask, event: TouchEvent, lists: DispatchScratch) {
        // A pointer that goes down stops hovering (HoverDispatch.swift).
        if !hovers.isEmpty {
            endHovers(touchedDownBy: began)
            notify()
        }
        for record in began { bindRecognizers(to: record, buttons: buttons) }
        deliver(began, phase: .began, event: event, lists: lists)
    }

    /// Adds the lists of a dispatch depth not reached before (a handler that dispatches again).
    @inline(never)
    private func addScratch() {
        scratch.append(DispatchScratch())
    }

    /// Fires, in deadline order, every timer due at or before `time`; each firing is a dispatch of its
    /// own at the timer's deadline, settled before the next.
    @inline(__always)
    func fireTimers(upTo time: Double) {
        if arena.hasPendingTimers { fireDueTimers(upTo: time) }
    }

    private func fireDueTimers(upTo time: Double) {
        while let timer = arena.takeDueTimer(upTo: time) {
            let recognizer = timer.recognizer
            if arena.isAttached(recognizer), !recognizer.storedState.isFinal {
                recognizer.timerFired(timer.name, at: timer.deadline)
            }
            notify()
            settleAndNotify()
            touchTable.flushNodeDelivery()
            notify()
        }
    }

    /// Cancels every touch that is down, as a system interruption would (an incoming call, the host
    /// losing the pointer): recognizers and nodes receive `touchesCancelled`. Scrolls and trackpad
    /// transforms under way are cancelled with them (a later report of theirs starts anew).
    public func cancelAllTouches(at time: Double? = nil) {
        if !scrolls.isEmpty { scrolls.removeAll() }
        if !transforms.isEmpty { transforms.removeAll() }
        let live = touchTable.records.filter { !$0.isFinished }
        guard !live.isEmpty else { return }
        let stamp = time ?? context.now
        let touches = live.map {
            Touch(id: $0.touch.id, phase: .cancelled, location: $0.touch.location, previousLocation: $0.touch.location,
                  timestamp: stamp, kind: $0.touch.kind)
        }
        handle(TouchEvent(timestamp: stamp, allTouches: touches, changedTouches: touches))
    }

    /// Binds a touch that landed to the recognizers of its node and its ancestors that take it: enabled,
    /// taking touches of its kind pressed with its buttons, admitted by sequence gates and the delegate,
    /// and, for the touch of a scroll or a trackpad transform, taking that input.
    @inline(never) // Out of line: one copy for every caller (Performance article, "The eighth round").
    private func bindRecognizers(to record: TouchRecord, buttons reported: ButtonMask) {
        // One function for direct and indirect input: the touch of a scroll or a trackpad transform
        // (`record.indirect`) passes the same checks, and, in addition, goes only to recognizers that
        // take that input (a capability each recognizer answers; the engine names no recognizer class).
        let input = record.indirect
        let pressed = ButtonMask.pressed(by: record.touch.kind, reported: reported)
        var node = record.hitNode
        while let current = node {
            for recognizer in current.gestureRecognizers {
                guard recognizer.isEnabled, !recognizer.storedState.isFinal, recognizer.takesTouches,
                      Self.allows(recognizer.allowedTouchTypes, record.touch.kind),
                      recognizer.buttonMask.isSuperset(of: pressed) else { continue }
                if let input, !recognizer.takes(input) { continue }
                guard SequenceLink.admits(recognizer, at: context.now) else { continue }
                if let delegate = recognizer.setDelegate, !delegate.gestureRecognizer(recognizer, shouldReceive: record.touch) { continue }
                arena.bind(record, to: recognizer)
                if let input { recognizer.didBind(to: input) }
            }
            node = current.parent
        }
    }

    /// Whether `kinds` holds `kind`. Most recognizers allow every kind (the default), which the set's
    /// count tells without hashing: a `TouchKind` hashes its raw value, a string, at each touch-down and
    /// for each recognizer in the hit path (about 240 instructions a recognizer, by callgrind).
    @inline(__always)
    private static func allows(_ kinds: Set<TouchKind>, _ kind: TouchKind) -> Bool {
        kinds.count == touchKindCount || kinds.contains(kind)
    }
    private static let touchKindCount = TouchKind.allCases.count

    private func deliver(_ group: RecordGroup, phase: TouchPhase, event: TouchEvent, lists: DispatchScratch) {
        // The loops over recognizers and records borrow their references instead of retaining each one;
        // they live in Unsafe/BorrowedLoops.swift, which says why and what it buys.
        // A snapshot: hooks may add recognizers to play or take them out; this delivery keeps to the ones
        // in play, still deciding or running, when it started, and the engine's list, read in place, keeps
        // them alive (Unsafe/BorrowedRecognizers.swift).
        let inPlay = recognizersDeciding()
        // The recognizers read their touches from the records, which `admit` has brought up to date. For
        // several changed touches, each recognizer counts how many of them it tracks, for the delivery below.
        if group.count > 1 {
            context.deliveryEpoch &+= 1
            Self.countTrackedTouches(of: group, countingFor: context.deliveryEpoch, in: arena)
        }
        arena.isDelivering = true
        // When this phase's touches are all the event's changed touches (an event that only moves, or only
        // lifts), the event's own list is the one the hooks receive: it was filled from these records just
        // now, and no hook has run since (only the touches that land run code before their delivery, the
        // handlers of the hovers they end). Otherwise the touches are copied into a list of their own.
        let whole = phase != .began && group.count == event.changedTouches.count
        if group.count == 1 {
            // The common case, one changed touch: the same one-element array serves every recognizer.
            if whole {
                Self.deliver(event.changedTouches, of: group.identifier(at: 0), to: inPlay, phase: phase, event: event)
            } else {
                let touch = group[0].touch
                if lists.hookTouches.count == 1 {
                    lists.hookTouches[0] = touch
                } else {
                    lists.hookTouches.removeAllKeepingStorage()
                    lists.hookTouches.append(touch)
                }
                Self.deliver(lists.hookTouches, of: group.identifier(at: 0), to: inPlay, phase: phase, event: event)
            }
        } else {
            // A recognizer that tracks every changed touch (the usual case) gets them all, in one array
            // shared by all such recognizers; the counts of the loop above say which ones do. A hook that
            // binds or unbinds touches, or dispatches again, makes the counts stale: from then on each recognizer
            // is checked.
            if whole {
                deliver(group, all: event.changedTouches, to: inPlay, phase: phase, event: event, lists: lists)
            } else {
                lists.groupTouches.removeAllKeepingStorage()
                for record in group { lists.groupTouches.append(record.touch) }
                deliver(group, all: lists.groupTouches, to: inPlay, phase: phase, event: event, lists: lists)
            }
        }
        arena.isDelivering = false
        arena.resolveProposals()
        // Decided: now the handlers, then the observers.
        notify()
        // The touchesCancelled calls the decisions owe to nodes (cancelsTouchesInView), before the nodes
        // hear this phase.
        touchTable.applyNodeCancellations()

        // A touch whose node delivery was cancelled (or that hit no node) has nothing to send to nodes: when
        // no touch of the phase has a node to hear it (a recognizer that cancels touches in view has
        // begun, as one does for most moves), the call is skipped.
        if group.count == 1 {
            if group.borrow(0, { $0.hitNode != nil && !$0.fields.nodeCancelled }) {
                touchTable.deliverToNodes(group, phase: phase, event: event, lists: lists)
                notify()
            }
        } else {
            if Self.anyNodeHears(group) { touchTable.deliverToNodes(group, phase: phase, event: event, lists: lists) }
            notify()
        }

        if phase.isTerminal { finish(group) }
    }

    /// The recognizers in play that are still deciding or running (not in a final state), in arena order:
    /// the ones a delivery visits. A recognizer in play that has failed stays in play until its touches
    /// lift (six of the inspector scene's nine on most moves); kept apart, the delivery does not visit
    /// them. The list is made again when the arena's `playChanges` says it may be stale: a recognizer
    /// joined or left play, or reached a final state. A final state lasts until the recognizer leaves
    /// play (only the reset of one out of play returns it to `possible`), so no recognizer still deciding
    /// is ever missing from a list made since; one that reached a final state without the count moving
    /// is skipped by the delivery's own check.
    @inline(__always)
    private func recognizersDeciding() -> BorrowedRecognizers {
        if engineFields.value.decidingVersion != arena.playChanges { listRecognizersDeciding() }
        return BorrowedRecognizers(engineFields.value.deciding)
    }

    /// Makes the list `recognizersDeciding()` returns again. In a nested dispatch, an outer delivery may
    /// still be reading the last one: that one is kept aside, unchanged, until no dispatch is under way,
    /// and the new one gets storage of its own.
    @inline(never)
    private func listRecognizersDeciding() {
        engineFields.value.decidingVersion = arena.playChanges
        if dispatchDepth > 1 {
            engineFields.value.retiredDeciding.append(engineFields.value.deciding)
            engineFields.value.deciding = []
        }
        engineFields.value.deciding.removeAllKeepingStorage()
        for recognizer in arena.active where !recognizer.storedState.isFinal {
            engineFields.value.deciding.append(recognizer)
        }
    }

    /// How many lists of recognizers deciding a nested dispatch has put aside (for the tests).
    var retiredDecidingCount: Int { engineFields.value.retiredDeciding.count }

    /// Empties the list `recognizersDeciding()` returns, keeping its storage, and lets go of the lists put
    /// aside; the next delivery makes it again.
    @inline(never)
    private func forgetRecognizersDeciding() {
        engineFields.value.deciding.removeAllKeepingStorage()
        engineFields.value.retiredDeciding.removeAll()
    }

    /// After the delivery of touches that ended or were cancelled: their records are finished, and the
    /// recognizers that tracked them let them go. Out of line: most deliveries are moves.
    @inline(never)
    private func finish(_ group: RecordGroup) {
        arena.needsSettling = true
        touchTable.hasNodeWork = true
        arena.bindingChanges &+= 1
        for record in group {
            record.isFinished = true
            for recognizer in record.recognizers {
                if let i = recognizer.trackedIndex(of: record) {
                    recognizer.lastCentroid = GestureRecognizer.centroid(of: recognizer.touches)
                    recognizer.trackedRecords.remove(at: i)
                }
            }
        }
    }


    // MARK: Tree changes

    /// `subtree` left this engine's tree: the touches that hit it stop being delivered to it, its hovers
    /// are cancelled, and the recognizers in play in it are failed (a gesture in progress cancelled) and
    /// leave play. Called inside a dispatch: by `Node.removeFromParent()` during one, or when the engine
    /// takes in the intent recorded by a removal between dispatches (Intents.swift).
    func nodeWasDetached(_ subtree: Node) {
        touchTable.stopNodeDelivery(under: subtree)
        if !hovers.isEmpty { cancelHovers(under: subtree) }
        // Chosen before any is failed: a handler that runs when one is cancelled may remove another from
        // its node, which must not make the loop skip it.
        let doomed = arena.active.filter { recognizer in recognizer.node.map { subtree.isAncestor(of: $0) } ?? false }
        arena.subtreeWasDetached(doomed)
    }
}

/// A state observer and the number of its token.
///
/// A struct, not a tuple: in a tuple, the array's element, the closure is stored in the most general form
/// a generic element takes (its argument passed indirectly), and every call went through a conversion
/// thunk; a struct's field keeps the closure's own form (the Performance article, "The eleventh round").
struct StateObserver {
    let id: Int
    let call: (GestureStateChange) -> Void
}

/// A tick handler and the number of its token (a struct for the same reason as `StateObserver`).
struct TickHandler {
    let id: Int
    let call: (Double) -> Void
}

/// Identifies a state observer or tick handler added to an engine, to remove it later.
public struct ObserverToken: Hashable, Sendable {
    let id: Int
}
