// Why this file exists: this is the class every recognizer is, built-in or written by an app. It
// mirrors UIGestureRecognizer, subclass hooks included, so that UIKit code ports line by line; the
// engine (`GestureEngine`) and the arena (`GestureArena`) drive it.

/// The base class of every gesture recognizer, the Grasp counterpart of `UIGestureRecognizer`.
///
/// Subclass it as you would subclass `UIGestureRecognizer`: override the `touches…` hooks, set
/// ``state`` as the gesture progresses, and clear your own state in ``reset()``. Attach a recognizer to
/// a node with ``Node/addGestureRecognizer(_:)``; the engine then feeds it every touch that lands on
/// that node or one of its descendants.
///
/// Handlers (``GestureRecognizerHandling/addHandler(_:)``, ``GestureRecognizerHandling/addTarget(_:action:)``) are called synchronously, inside the dispatch
/// of the touch event or tick that caused the change: when ``GestureEngine/handle(_:)-(TouchEvent)`` returns, every
/// handler it caused has run.
open class GestureRecognizer {
    /// A name for diagnostics, traces and `grasp replay` output.
    public final var name: String

    /// The node the recognizer is attached to (UIKit's `view`).
    ///
    /// Held without retaining and without a weak reference (a weak reference would slow every retain of
    /// the recognizer): the node clears it when it lets the recognizer go or is deallocated.
    public internal(set) var node: Node? {
        get { nodeReference.object }
        set { nodeReference.object = newValue }
    }

    // The stored properties below live out of line, in an `Unchecked` box: Unchecked.swift says why
    // and what it buys.
    // Inlinable from other modules (`touches`, read on every move by Grasp's recognizers): see
    // "The GraspCore split" in <doc:Architecture>.
    @usableFromInline let recognizerFields = Unchecked(RecognizerFields())
    @usableFromInline struct RecognizerFields {
        var nodeReference = UnretainedOptional<Node>(nil)
        var isEnabled: Bool = true
        var cancelsTouchesInView: Bool = true
        var delaysTouchesBegan: Bool = false
        var delaysTouchesEnded: Bool = true
        /// Whether ``delegate`` was last set to a delegate (see `setDelegate`); beside the other flags, in
        /// their padding.
        var hasDelegate: Bool = false
        var allowedTouchTypes: Set<TouchKind> = Set(TouchKind.allCases)
        var buttonMask: ButtonMask = .primary
        var takesTouches: Bool = true
        /// The engine's records of the touches it tracks, in the order they landed: ``touches`` reads
        /// their latest state from them (the engine updates each record once per event).
        @usableFromInline var trackedRecords: [TouchRecord] = []
        var lastCentroid: Point = .zero
        var failureRequirements: [UnretainedRecognizer] = []
        var failureDependants: [UnretainedRecognizer] = []
        var simultaneousPartners: [UnretainedRecognizer] = []
        var handlers: [RecognizerHandler] = []
        var nextHandlerID: Int = 0
        /// What the arena keeps in it (its slot in the table of entries of the arena that keeps its
        /// bookkeeping, its stored state, …: see `ArenaMembership`).
        var membership = ArenaMembership<GestureRecognizer>()
    }

    /// What the arena keeps in it; written by the arena only (and the intents, for the intended state).
    final var membership: ArenaMembership<GestureRecognizer> {
        _read { yield recognizerFields.value.membership }
        _modify { yield &recognizerFields.value.membership }
    }

    /// Where the arena's record of this recognizer is (see `ArenaSlot`); written by the arena only.
    final var arenaSlot: ArenaSlot<GestureRecognizer> {
        _read { yield recognizerFields.value.membership.slot }
        _modify { yield &recognizerFields.value.membership.slot }
    }

    /// The storage of ``node``, unmanaged so that the engine's hot loops can test it without retaining.
    final var nodeReference: UnretainedOptional<Node> {
        _read { yield recognizerFields.value.nodeReference }
        _modify { yield &recognizerFields.value.nodeReference }
    }

    /// The object that answers coordination questions for this recognizer. It is not kept alive: held
    /// weakly natively; in Embedded Swift it must outlive the recognizer or be unset first (see
    /// <doc:Portability>).
    public final var delegate: (any GestureRecognizerDelegate)? {
        get { delegateReference.object }
        set {
            delegateReference.object = newValue
            recognizerFields.value.hasDelegate = newValue != nil
        }
    }
    private var delegateReference = GestureRecognizerDelegateReference()

    /// ``delegate``, read only when one was set: most recognizers have none, and reading the reference
    /// (weak, natively) copies it, about 60 instructions, several times per recognizer at every decision of
    /// the arena (`scripts/callgrind hammerPreset`).
    @inline(__always)
    final var setDelegate: (any GestureRecognizerDelegate)? {
        recognizerFields.value.hasDelegate ? delegateReference.object : nil
    }

    /// Whether the recognizer receives touches.
    ///
    /// The new value reads back at once. Disabling a recognizer that handles touches cancels a gesture in
    /// progress (handlers see `cancelled`) or fails a possible one, and it lets go of its touches:
    /// - set between dispatches (app code after an event or a tick returned), the change is recorded, and
    ///   the engine takes it in at the start of its next dispatch (an event or a tick), at that dispatch's
    ///   time, before anything else in it: its handlers and observers hear of the cancellation there, and
    ///   ``GestureEngine/nextDeadline`` reads the current time meanwhile, so that the host ticks at once;
    /// - set by a handler, when that handler's round returns (see "Changes made by handlers" in
    ///   <doc:TheArena>);
    /// - set during a dispatch otherwise (a recognizer's hook, a node's touch call, a tick handler), at once.
    ///
    /// See "Changes made between dispatches" in <doc:TheArena>.
    public final var isEnabled: Bool {
        get { recognizerFields.value.isEnabled }
        set {
            let oldValue = recognizerFields.value.isEnabled
            recognizerFields.value.isEnabled = newValue
            guard oldValue && !newValue, let arena else { return }
            if arena.context.isDispatching {
                arena.recognizerWasDisabled(self)
            } else {
                arena.context.record(.disable(self))
            }
        }
    }

    /// Whether recognizing cancels the touches in the node: the node gets `touchesCancelled` for the
    /// recognizer's touches and no further calls for them. Default `true`, as UIKit.
    public final var cancelsTouchesInView: Bool {
        _read { yield recognizerFields.value.cancelsTouchesInView }
        _modify { yield &recognizerFields.value.cancelsTouchesInView }
    }

    /// Whether the node's `touchesBegan` (and later calls) wait until this recognizer has failed.
    /// Default `false`, as UIKit.
    public final var delaysTouchesBegan: Bool {
        _read { yield recognizerFields.value.delaysTouchesBegan }
        _modify { yield &recognizerFields.value.delaysTouchesBegan }
    }

    /// Whether the node's `touchesEnded` waits while this recognizer is still possible, so that a
    /// recognition can still cancel the touch instead. Default `true`, as UIKit.
    public final var delaysTouchesEnded: Bool {
        _read { yield recognizerFields.value.delaysTouchesEnded }
        _modify { yield &recognizerFields.value.delaysTouchesEnded }
    }

    /// The kinds of contact this recognizer accepts, as UIKit's `allowedTouchTypes` (``TouchKind/mouse`` is
    /// UIKit's `indirectPointer`). A touch of another kind is never bound to the recognizer; a hover of
    /// another kind does not make a `HoverGestureRecognizer` begin. Default: all.
    public final var allowedTouchTypes: Set<TouchKind> {
        _read { yield recognizerFields.value.allowedTouchTypes }
        _modify { yield &recognizerFields.value.allowedTouchTypes }
    }

    /// The former name of ``allowedTouchTypes``: the same property.
    @available(*, deprecated, renamed: "allowedTouchTypes")
    public final var allowedTouchKinds: Set<TouchKind> {
        get { allowedTouchTypes }
        set { allowedTouchTypes = newValue }
    }

    /// The buttons this recognizer takes: a touch is bound to it only when every button it presses is in
    /// the mask (UIKit's `buttonMaskRequired`). A finger or a pen presses ``ButtonMask/primary``; a mouse
    /// presses the buttons of the event that brings it down (``TouchEvent/buttonMask``, primary when the
    /// event names none). Default ``ButtonMask/primary``, as UIKit: set `.secondary` for a right-click tap
    /// or a pan that only takes the secondary button, `[.primary, .secondary]` to take either.
    public final var buttonMask: ButtonMask {
        _read { yield recognizerFields.value.buttonMask }
        _modify { yield &recognizerFields.value.buttonMask }
    }

    /// Whether the engine binds touches to this recognizer. Default `true`; a recognizer that follows
    /// hover (``followsHover``) sets it to `false` when it is created: it takes no touches.
    public final var takesTouches: Bool {
        _read { yield recognizerFields.value.takesTouches }
        _modify { yield &recognizerFields.value.takesTouches }
    }

    /// The modifier keys held during the event being dispatched (the latest event of the engine the
    /// recognizer is attached to), as UIKit's `UIGestureRecognizer.modifierFlags`; none when detached.
    public final var modifierFlags: ModifierFlags {
        @inline(__always) get {
            if let flags = borrowBoundArena({ $0.context.modifierFlags }) { return flags }
            return arena?.context.modifierFlags ?? []
        }
    }

    /// Whether the recognizer is discrete (recognized at once) rather than continuous (began, changed,
    /// ended). Discrete recognizers may not enter `began` or `changed`. Default `false`.
    open var isDiscrete: Bool { false }

    /// How far past its own activation threshold the recognizer's current input is, relative to that
    /// threshold (0 at the threshold, 1 at twice the threshold).
    ///
    /// When several recognizers ask to begin on the same touch event, the arena lets the one with the
    /// largest margin go first, so that the outcome does not depend on the sampling rate. Default `0`:
    /// ties keep the arena's resolution order.
    open var activationMargin: Double { 0 }

    // MARK: State

    final var storedState: GestureRecognizerState {
        _read { yield recognizerFields.value.membership.storedState }
        _modify { yield &recognizerFields.value.membership.storedState }
    }

    /// The recognizer's state. Subclasses set it as their gesture progresses; the arena may hold the
    /// change (a failure requirement), refuse it (a rival prevents it, the delegate says no) or apply it.
    ///
    /// Setting an illegal transition (see ``GestureRecognizerState/canTransition(to:isDiscrete:)``) is a
    /// programming error: debug builds stop with a message naming the recognizer and the transition;
    /// release builds ignore the change.
    ///
    /// When the change is taken in depends on who sets it, and the new state reads back at once in every
    /// case:
    /// - set by the recognizer's own hooks (or anything else during a dispatch), the arena takes it now;
    /// - set by a handler, it is applied when that handler's round returns (see "Changes made by handlers"
    ///   in <doc:TheArena>);
    /// - set by app code between dispatches, it is recorded, and the engine takes it in at the start of its
    ///   next dispatch (an event or a tick), at that dispatch's time, before anything else in it; the
    ///   handlers and observers hear of what it caused there, and ``GestureEngine/nextDeadline`` reads the
    ///   current time meanwhile (see "Changes made between dispatches" in <doc:TheArena>). By then, a
    ///   recognizer that has left the tree or been disabled ignores it;
    /// - set on a recognizer in no engine's tree (a unit test of its own logic), at once.
    ///
    /// Subclasses and app code share this one setter, as UIKit's `state` is one property whose setter
    /// its subclass header opens (see "What app code sees, and what a subclass author sees" in <doc:Architecture>).
    public final var state: GestureRecognizerState {
        // A state app code set between dispatches reads back until the engine takes it in; then a transition
        // asked for but not applied yet (kept in the arena's entry for the recognizer) reads back at once;
        // without one, or without an entry, the stored state stands.
        get { GestureArena<GestureRecognizer>.currentState(of: self) }
        set {
            // During a dispatch of the engine that has it in play (its own hooks, a handler: points ① and ②
            // of the Architecture article), the arena takes the change now. The arena is used without
            // retaining it (the engine owns it).
            if let taken = borrowBoundArena({ arena -> Bool in
                guard arena.context.isDispatching else { return false }
                arena.request(self, newValue)
                return true
            }), taken { return }
            setStateOutsideBoundDispatch(newValue)
        }
    }

    /// Sets the state when no dispatch of an engine that has the recognizer in play is under way. Out of
    /// line, so that the setter's common case (its engine's dispatch) keeps no frame of its own and ends
    /// in a jump to the arena (measured: `scripts/callgrind inspector`, see the Performance article).
    @inline(never)
    private final func setStateOutsideBoundDispatch(_ newValue: GestureRecognizerState) {
        guard let arena else { return applyDetached(newValue) }
        if arena.context.isDispatching {
            arena.request(self, newValue)
            return
        }
        // Between dispatches: recorded, checked now (the programming error is the caller's), and read
        // back until the engine's next dispatch takes it in (point ③, Engine/Intents.swift).
        guard GestureArena<GestureRecognizer>.checkTransition(self, from: state, to: newValue) else { return }
        recognizerFields.value.membership.intendedState = newValue
        arena.context.record(.state(self, newValue))
    }

    /// The state app code set between dispatches, until the engine takes the intent in (Intents.swift).
    final var intendedState: GestureRecognizerState? {
        get { recognizerFields.value.membership.intendedState }
        set { recognizerFields.value.membership.intendedState = newValue }
    }

    /// Whether the recognizer holds a transition until the recognizers it requires to fail have failed.
    ///
    /// Arena bookkeeping, not part of the subclass author's surface (UIKit has no such property): it is
    /// `package`, for the testing kit's invariant monitor and the package's tests.
    @_spi(GraspInternal) public final var isWaitingForFailure: Bool {
        let slot = arenaSlot
        return slot.arena.borrow { $0.fields.entries.rows[slot.index].heldState != nil } ?? false
    }

    // MARK: Touches

    /// The touches the recognizer is tracking, with their latest locations, in the order they landed.
    ///
    /// A collection read from the engine's touch records (see ``TrackedTouches``): index it, count it,
    /// iterate or `map` it as an array; `Array(touches)` makes an array of the touches as they are now.
    @inlinable public final var touches: TrackedTouches {
        TrackedTouches(records: recognizerFields.value.trackedRecords)
    }
    /// The engine's records of the touches the recognizer tracks, in the order they landed.
    @inlinable final var trackedRecords: [TouchRecord] {
        _read { yield recognizerFields.value.trackedRecords }
        _modify { yield &recognizerFields.value.trackedRecords }
    }
    final var lastCentroid: Point {
        _read { yield recognizerFields.value.lastCentroid }
        _modify { yield &recognizerFields.value.lastCentroid }
    }

    /// The number of touches the recognizer is tracking.
    @inlinable public final var numberOfTouches: Int { recognizerFields.value.trackedRecords.count }

    // MARK: Relationships

    // Relationships are kept on both sides, without retaining and without weak references (a weak
    // reference would slow every retain of the recognizer); `deinit` unlinks both sides.
    final var failureRequirements: [UnretainedRecognizer] {
        _read { yield recognizerFields.value.failureRequirements }
        _modify { yield &recognizerFields.value.failureRequirements }
    }
    final var failureDependants: [UnretainedRecognizer] {
        _read { yield recognizerFields.value.failureDependants }
        _modify { yield &recognizerFields.value.failureDependants }
    }
    final var simultaneousPartners: [UnretainedRecognizer] {
        _read { yield recognizerFields.value.simultaneousPartners }
        _modify { yield &recognizerFields.value.simultaneousPartners }
    }
    /// Sequence gates this recognizer leads or follows (see `SequenceLink`).
    final var sequenceLinks: [SequenceLink<GestureRecognizer>] {
        _read { yield recognizerFields.value.membership.sequenceLinks }
        _modify { yield &recognizerFields.value.membership.sequenceLinks }
    }
    /// Provisional recognitions this recognizer went ahead in or was skipped by (see
    /// `ProvisionalRecognition`); settled ones are dropped when it joins the next.
    final var provisionalRecognitions: [ProvisionalRecognition<GestureRecognizer>] {
        _read { yield recognizerFields.value.membership.provisionalRecognitions }
        _modify { yield &recognizerFields.value.membership.provisionalRecognitions }
    }
    final var handlers: [RecognizerHandler] {
        _read { yield recognizerFields.value.handlers }
        _modify { yield &recognizerFields.value.handlers }
    }
    final var nextHandlerID: Int {
        _read { yield recognizerFields.value.nextHandlerID }
        _modify { yield &recognizerFields.value.nextHandlerID }
    }

    /// Creates a recognizer.
    public init(name: String = "") {
        self.name = name
    }

    deinit {
        for other in failureRequirements { other.value.failureDependants.removeAll { $0.value === self } }
        for other in failureDependants { other.value.failureRequirements.removeAll { $0.value === self } }
        for other in simultaneousPartners { other.value.simultaneousPartners.removeAll { $0.value === self } }
        // Sequence gates and provisional recognitions refer to this recognizer through `WeakReference`,
        // which is not zeroing in Embedded Swift: they forget it here (natively they already read nil).
        let identity = ObjectIdentifier(self)
        for link in sequenceLinks { link.forget(identity) }
        for entry in provisionalRecognitions where !entry.isSettled { entry.forget(identity) }
        // An entry is given back when the recognizer leaves play; one asked for outside play may remain.
        arenaSlot.arena.object?.releaseSlot(of: self)
    }

    // MARK: Provisional recognition (see ProvisionalRecognition.swift)

    /// Whether the recognizer wants to go ahead now instead of waiting for the recognizers it requires
    /// to fail (a provisional recognition: it recognizes at once, and is retracted if one of them begins
    /// or recognizes). The base class never does; an optimistic tap overrides it (see Grasp's article *Optimistic tap*).
    open var proceedsProvisionally: Bool { false }
    /// It is about to commit provisionally, before its handlers run. The default does nothing.
    open func provisionalRecognitionWillCommit() {}
    /// One of the recognizers it skipped, `winner`, began or recognized: its recognition is withdrawn.
    /// The default does nothing.
    open func provisionalRecognitionWasRetracted(by winner: GestureRecognizer) {}
    /// Every recognizer it skipped failed: its recognition stands. The default does nothing.
    open func provisionalRecognitionWasConfirmed() {}

    // MARK: Capabilities the engine asks (see "Capabilities, not casts" in <doc:Architecture>)

    /// Whether the recognizer takes the touch of `input`, a scroll or a trackpad transform (see
    /// ``IndirectInput``). The base class takes neither; a pan takes the scroll types it allows, a pinch
    /// and a rotation take a transform. A recognizer in any module overrides it to take that input.
    open func takes(_ input: IndirectInput) -> Bool { false }
    /// The touch of `input` was bound to the recognizer, before its `touchesBegan` (a pan learns the
    /// scroll's type, a pinch or a rotation sets its slop aside). The default does nothing.
    open func didBind(to input: IndirectInput) {}

    /// Whether the recognizer follows hover (a pointer over its node) rather than touches. The base class
    /// does not; a hover recognizer does. A recognizer that follows hover also sets ``takesTouches`` to
    /// `false`, and sets ``state`` from ``hoverDidBegin(pointer:kind:)`` and ``hoverDidMove(zOffset:)``:
    /// the engine ends it (`ended`) when its pointer leaves the node.
    open var followsHover: Bool { false }
    /// The pointer whose hover it follows, while one does (`nil` otherwise). The default is `nil`.
    open var followedHoverPointer: TouchID? { nil }
    /// A pointer of `kind` came over its node: it follows `pointer` from now on. The default does nothing.
    open func hoverDidBegin(pointer: TouchID, kind: TouchKind) {}
    /// The latest hover report of the pointer it follows, with the pen's height when given. The default
    /// does nothing.
    open func hoverDidMove(zOffset: Double?) {}

    /// Takes the constants of a platform's profile (``PlatformProfile/apply(to:)``, an engine's
    /// ``GestureEngine/platformProfile``): a pan its slop, a tap its movement and interval, a long press
    /// its duration and movement. The default keeps the recognizer's own constants.
    open func adopt(_ profile: PlatformProfile) {}

    // MARK: Subclass hooks

    /// Called when touches bound to this recognizer land. The default does nothing.
    open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}
    /// Called when touches bound to this recognizer move. The default does nothing.
    open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    /// Called when touches bound to this recognizer lift. The default does nothing.
    open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    /// Called when touches bound to this recognizer are cancelled. The default cancels a gesture in
    /// progress and fails a possible one, once no touch is left.
    open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        let remaining = self.touches(remainingAfter: touches)
        guard remaining.isEmpty else { return }
        if state.isInProgress { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Called by a timer set with ``GestureRecognizer/setTimer(_:at:)`` when its deadline is reached. The default does nothing.
    open func timerFired(_ name: String, at time: Double) {}

    /// Called when the recognizer goes back to `possible` after a final state; clear per-gesture state
    /// here. Always call `super.reset()`.
    open func reset() {}

    /// Whether this recognizer, by beginning or recognizing, may make `other` fail. Default `true`.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }

    /// Whether `other`, by beginning or recognizing, may make this recognizer fail. Default `true`.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `other` to fail. Default `false`.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }

    /// Whether `other` must wait for this recognizer to fail. Default `false`.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    // MARK: Public operations

    /// Makes this recognizer wait for `other` to fail before it begins or recognizes: its transition is
    /// held and committed the moment `other` fails, in the same dispatch; if `other` recognizes instead,
    /// this recognizer fails.
    ///
    /// Called from a handler, the requirement is added when the handler round returns (see "Changes made
    /// by handlers" in <doc:TheArena>).
    public final func require(toFail other: GestureRecognizer) {
        if let arena = arena ?? other.arena, arena.handlerRounds != 0 {
            arena.deferChange(.requireToFail(self, other))
        } else {
            addFailureRequirement(other)
        }
    }

    final func addFailureRequirement(_ other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.value === other }) else { return }
        failureRequirements.append(UnretainedRecognizer(other))
        other.failureDependants.append(UnretainedRecognizer(self))
    }

    /// Lets this recognizer and `other` recognize on the same touches without preventing each other,
    /// without writing a delegate.
    ///
    /// Called from a handler, it takes effect when the handler round returns, as ``require(toFail:)``.
    public final func allowSimultaneousRecognition(with other: GestureRecognizer) {
        if let arena = arena ?? other.arena, arena.handlerRounds != 0 {
            arena.deferChange(.allowSimultaneous(self, other))
        } else {
            addSimultaneousPartner(other)
        }
    }

    final func addSimultaneousPartner(_ other: GestureRecognizer) {
        guard other !== self, !simultaneousPartners.contains(where: { $0.value === other }) else { return }
        simultaneousPartners.append(UnretainedRecognizer(other))
        other.simultaneousPartners.append(UnretainedRecognizer(self))
    }

    /// Stops delivering `touch` to this recognizer (UIKit's `ignore(_:for:)`). A recognizer left with no
    /// touch and nothing to wait for fails at the end of the dispatch.
    public final func ignore(_ touch: Touch) {
        arena?.unbind(touch.id, from: self)
    }

    /// The centroid of the recognizer's touches in `node`'s space (the window's when `nil`). With no
    /// touch left it is the centroid the touches last had.
    public final func location(in node: Node?) -> Point {
        let window = touches.isEmpty ? lastCentroid : Self.centroid(of: touches)
        return node?.convertFromWindow(window) ?? window
    }

    /// The location of the touch at `index` (in landing order) in `node`'s space (the window's when `nil`).
    ///
    /// - Precondition: `index` is less than ``numberOfTouches``.
    public final func location(ofTouch index: Int, in node: Node?) -> Point {
        precondition(index >= 0 && index < touches.count, "\(self): no touch at index \(index); it has \(touches.count)")
        let window = touches[index].location
        return node?.convertFromWindow(window) ?? window
    }

    /// The recognizer's touches other than `leaving` (the ones lifting or cancelled in the hook being
    /// called), in landing order: what it will be left with once the hook returns.
    ///
    /// During ``touchesEnded(_:with:)`` and ``touchesCancelled(_:with:)``, ``touches`` and
    /// ``numberOfTouches`` still count the touches leaving; a subclass asks this to know whether the
    /// gesture's last finger is going (`touches(remainingAfter: touches).isEmpty`), as the default
    /// `touchesCancelled` does.
    public final func touches(remainingAfter leaving: [Touch]) -> [Touch] {
        touches.filter { touch in !leaving.contains { $0.id == touch.id } }
    }

    /// The engine's current time, in seconds: the timestamp of the event or tick being dispatched.
    public final var currentTime: Double {
        // Read on every sample by the velocity trackers: kept inline, and the arena in play borrowed.
        @inline(__always) get {
            if let time = borrowBoundArena({ $0.context.now }) { return time }
            return timeWithoutBoundArena
        }
    }

    /// The engine's current time for a recognizer not in play: out of line, so that `currentTime`'s common
    /// case keeps no frame of its own (measured: `scripts/callgrind inspector`, see the Performance article).
    @inline(never)
    private final var timeWithoutBoundArena: Double { arena?.context.now ?? 0 }

    /// Sets a timer that calls ``timerFired(_:at:)`` with `name` when `deadline` is reached, by a tick or by
    /// the next event's timestamp, whichever comes first. Setting a timer with the same name replaces it.
    /// Timers are cancelled when the recognizer resets.
    public final func setTimer(_ name: String, at deadline: Double) {
        arena?.setTimer(name, at: deadline, for: self)
    }

    /// Cancels the timer called `name`, if it is set.
    public final func cancelTimer(_ name: String) {
        arena?.cancelTimer(name, for: self)
    }

    // MARK: Handlers

    /// Removes the handler that `token` identifies.
    public final func removeHandler(_ token: HandlerToken) {
        handlers.removeAll { $0.id == token.id }
    }

    final func appendHandler(_ call: @escaping (GestureRecognizer) -> Void) -> HandlerToken {
        nextHandlerID += 1
        handlers.append(RecognizerHandler(id: nextHandlerID, call: call))
        return HandlerToken(id: nextHandlerID)
    }

    /// Whether any handler is registered.
    final var hasHandlers: Bool { !handlers.isEmpty }

    final func callHandlers() {
        let count = handlers.count
        guard count != 0 else { return }
        if count == 1 {
            // One handler (the usual case): the loop's checks of the node and the state, read just before,
            // hold for the first handler, and no list is kept for later handlers; what is left is the check
            // of a change a handler made earlier in the round.
            guard !hasDeferredChange else { return }
            let handler = handlers[0]
            handler.call(self)
            return
        }
        let snapshot = handlers
        let owner = node, state = storedState
        for handler in snapshot {
            // A handler that removed, moved or disabled the recognizer (or changed its state) ends this
            // round: the remaining handlers would hear a state that is no longer true.
            guard node === owner, storedState == state, !hasDeferredChange else { return }
            handler.call(self)
        }
    }

    // MARK: Internals

    /// The arena of the engine whose touches the recognizer is handling, cached while it is in play (the
    /// arena sets and clears it) so that hot paths do not walk up the node tree.
    ///
    /// It is the arena of its slot, while the slot says it is bound (see `ArenaSlot`).
    final var boundArena: GestureArena<GestureRecognizer>? {
        let slot = arenaSlot
        return slot.isBound ? slot.arena.object : nil
    }

    /// Calls `body` with the arena that has the recognizer in play, without retaining it (the engine owns
    /// it), so that the hot paths (`state`, `currentTime`) can use it; `nil` when there is none.
    @inline(__always)
    final func borrowBoundArena<Result>(_ body: (GestureArena<GestureRecognizer>) -> Result) -> Result? {
        let slot = arenaSlot
        guard slot.isBound else { return nil }
        return slot.arena.borrow(body)
    }

    /// Whether a change a handler made to it waits for the end of the handler round (kept in its entry).
    final var hasDeferredChange: Bool {
        let slot = arenaSlot
        return slot.arena.borrow { $0.fields.entries.rows[slot.index].hasDeferredChange } ?? false
    }

    final var arena: GestureArena<GestureRecognizer>? { boundArena ?? treeArena }

    /// The arena of the engine whose tree the recognizer's node is in, if any: what the arena asks to tell
    /// whether the recognizer may still take part, instead of walking nodes and engines itself. (A
    /// stand-in member in the arena's own tests answers it without any node or engine.)
    var treeArena: GestureArena<GestureRecognizer>? { node?.engine?.arena }

    /// Set when the recognizer is taken out of play by its removal (from its node, or with its node from
    /// the tree), cleared when it is added to a node or bound to touches again. While set and detached,
    /// state changes are ignored: its own hook may still be running (a handler it triggered removed it),
    /// and whatever that hook sets must not leave a removed recognizer failed, ended or in progress, nor
    /// call its handlers.
    final var wasRemovedWhileInPlay: Bool {
        _read { yield recognizerFields.value.membership.wasRemovedWhileInPlay }
        _modify { yield &recognizerFields.value.membership.wasRemovedWhileInPlay }
    }

    /// Applies a transition for a recognizer that is not attached to an engine (useful in unit tests of
    /// a recognizer's own logic).
    final func applyDetached(_ next: GestureRecognizerState) {
        guard !wasRemovedWhileInPlay else { return }
        guard GestureArena<GestureRecognizer>.checkTransition(self, from: storedState, to: next) else { return }
        storedState = next
        if next != .failed && next != .possible { callHandlers() }
    }

    /// The position of the touch `id` among ``touches``, if the recognizer tracks it.
    final func trackedIndex(of id: TouchID) -> Int? {
        trackedRecords.firstIndex { $0.touch.id == id }
    }

    /// The position of the record whose identity is `record` among the recognizer's records, if it tracks
    /// that touch (a plain loop comparing identities: the engine's delivery calls this for every recognizer
    /// in play on every event; an identity, unlike a reference, is passed without retaining the record).
    @inline(__always)
    final func trackedIndex(of record: ObjectIdentifier) -> Int? {
        let count = recognizerFields.value.trackedRecords.count
        var i = 0
        while i < count {
            if ObjectIdentifier(recognizerFields.value.trackedRecords[i]) == record { return i }
            i += 1
        }
        return nil
    }

    /// The position of `record` among the recognizer's records, if it tracks that touch.
    @inline(__always)
    final func trackedIndex(of record: TouchRecord) -> Int? {
        trackedIndex(of: ObjectIdentifier(record))
    }

    /// Whether the recognizer tracks the touch of the record whose identity is `record`.
    @inline(__always)
    final func tracks(_ record: ObjectIdentifier) -> Bool {
        trackedIndex(of: record) != nil
    }

    /// Whether the recognizer tracks the touch of `record`.
    @inline(__always)
    final func tracks(_ record: TouchRecord) -> Bool {
        trackedIndex(of: ObjectIdentifier(record)) != nil
    }

    /// Remembers the centroid of the current touches, for ``location(in:)`` once they are gone.
    @inline(__always)
    final func updateLastCentroid() {
        // One touch, the common case, is read in place (the same arithmetic as `centroid(of:)`).
        switch touches.count {
        case 0: return
        case 1: lastCentroid = (Point.zero + touches[0].location) / 1
        default: lastCentroid = Self.centroid(of: touches)
        }
    }

    /// The centroid (mean location) of `touches`, in the window's space; the origin for none.
    @inlinable
    public static func centroid<Touches: Collection<Touch>>(of touches: Touches) -> Point {
        var sum = Point.zero
        for touch in touches { sum += touch.location }
        return sum / Double(max(touches.count, 1))
    }
}

extension GestureRecognizer: CustomStringConvertible {
    /// The recognizer's type, name and state.
    public var description: String {
        "\(type(of: self))(\(name.isEmpty ? "unnamed" : "\"\(name)\""), \(storedState))"
    }
}

/// Identifies a handler added to a recognizer, to remove it later.
public struct HandlerToken: Hashable, Sendable {
    // Debt: `package` so that a tap's outcome handlers (Grasp) number their tokens apart from the
    // recognizer's handlers (see "The GraspCore split" in <doc:Architecture>).
    package let id: Int

    package init(id: Int) { self.id = id }
}

/// A recognizer's handler and the number of its token: a struct, not a tuple, so that the closure keeps
/// its own form in the array and a call needs no conversion thunk (see `StateObserver`).
struct RecognizerHandler {
    let id: Int
    let call: (GestureRecognizer) -> Void
}

/// Typed handler registration: a pan's handler receives a `PanGestureRecognizer`, not the base class.
public protocol GestureRecognizerHandling: AnyObject {}

extension GestureRecognizer: GestureRecognizerHandling {}

extension GestureRecognizerHandling where Self: GestureRecognizer {
    /// Adds a closure called, synchronously, each time the recognizer begins, changes, ends, is
    /// recognized or is cancelled (not when it fails).
    @discardableResult
    public func addHandler(_ handler: @escaping (Self) -> Void) -> HandlerToken {
        appendHandler { handler(uncheckedCast($0, to: Self.self)) }
    }

    /// Adds a target–action pair, UIKit style: `pan.addTarget(self, action: Controller.handlePan)`.
    /// The target is held weakly; once it is gone the action is no longer called. (In Embedded Swift it
    /// is not held at all: it must outlive the recognizer, or the handler be removed first; see
    /// <doc:Portability>.)
    @discardableResult
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void) -> HandlerToken {
        appendHandler { [target = WeakReference(target)] recognizer in
            guard let target = target.object else { return }
            action(target)(uncheckedCast(recognizer, to: Self.self))
        }
    }
}

/// A reference to a recognizer that neither retains it nor is weak; valid because both ends of every
/// relationship unlink themselves in `deinit` (see Unsafe/Unretained.swift).
typealias UnretainedRecognizer = Unretained<GestureRecognizer>

