// Why this file exists: the tap is the gesture every app uses first. This is UIKit's
// UITapGestureRecognizer: discrete, with a number of taps and of fingers, and with a timer that ends a
// pending multi-tap by a tick, without waiting for another touch.

/// A discrete recognizer for one or more taps of one or more fingers, as `UITapGestureRecognizer`.
///
/// The gesture is recognized when the last finger of the last required tap lifts. It fails when:
/// - a finger moves more than ``maximumMovement`` from where it landed;
/// - more fingers than ``numberOfTouchesRequired`` land in one tap, or one lifts before all of
///   them are down;
/// - the next tap of a multi-tap does not land within ``maximumInterval`` of the previous lift
///   (a timer fails it at that deadline, on a tick, without another event);
/// - the next tap lands more than ``maximumDistance`` from the first one.
///
/// Negative or NaN distances and intervals count as 0.
///
/// ``/GraspCore/GestureRecognizer/location(in:)`` is the centroid of the fingers still down when it is recognized (those that
/// lift last).
///
/// ### Optimistic recognition
///
/// By default a tap that must wait for another recognizer to fail (a single tap that requires a double
/// tap to fail) is held until the other fails: the single tap is reported when the double tap's window
/// closes, 0.35 s after the lift. With ``recognizesOptimistically`` set, it is reported at once, in the
/// dispatch of the lift, and marked provisional (``isProvisional``). If a recognizer it should have
/// waited for then begins or recognizes (the double tap), the tap's **retraction** handlers run (see
/// ``addRetractionHandler(_:)``), just before that recognizer's own handlers; if they all fail, its
/// confirmation handlers run (``addConfirmationHandler(_:)``). A retraction is not a state change:
/// the tap's state is not touched and state observers do not see it. While one recognition is
/// provisional, the next one waits as usual.
open class TapGestureRecognizer: GestureRecognizer {
    // The stored properties below live out of line, in an `Unchecked` box: Unchecked.swift says why
    // and what it buys.
    private let tapFields = Unchecked(TapFields())
    private struct TapFields {
        var numberOfTapsRequired: Int = 1
        var numberOfTouchesRequired: Int = 1
        var maximumMovement: Double = GestureDefaults.tapMaximumMovement
        var maximumInterval: Double = GestureDefaults.tapMaximumInterval
        var maximumDistance: Double = GestureDefaults.tapMaximumDistance
        var recognizesOptimistically: Bool = false
        var retractionHandlers: [(id: Int, call: (TapGestureRecognizer) -> Void)] = []
        var confirmationHandlers: [(id: Int, call: (TapGestureRecognizer) -> Void)] = []
        var nextOutcomeHandlerID: Int = 0
        var landingPoints = TouchPoints()
        var touchesThisTap: Int = 0
        var liftedThisTap: Int = 0
        var firstTapLocation: Point?
    }

    /// The number of taps needed. Default 1; values below 1 are raised to 1.
    public final var numberOfTapsRequired: Int {
        get { tapFields.value.numberOfTapsRequired }
        set {
            tapFields.value.numberOfTapsRequired = newValue
            if numberOfTapsRequired < 1 { tapFields.value.numberOfTapsRequired = 1 }
        }
    }

    /// The number of fingers each tap needs. Default 1; values below 1 are raised to 1.
    public final var numberOfTouchesRequired: Int {
        get { tapFields.value.numberOfTouchesRequired }
        set {
            tapFields.value.numberOfTouchesRequired = newValue
            if numberOfTouchesRequired < 1 { tapFields.value.numberOfTouchesRequired = 1 }
        }
    }

    /// How far a finger may move between landing and lifting. Default ``/GraspCore/GestureDefaults/tapMaximumMovement``.
    public final var maximumMovement: Double {
        get { tapFields.value.maximumMovement }
        set {
            tapFields.value.maximumMovement = newValue
            if !(maximumMovement >= 0) { tapFields.value.maximumMovement = 0 }
        }
    }

    /// The longest pause, in seconds, between a tap's lift and the next tap's touch-down. Default
    /// ``/GraspCore/GestureDefaults/tapMaximumInterval``.
    public final var maximumInterval: Double {
        get { tapFields.value.maximumInterval }
        set {
            tapFields.value.maximumInterval = newValue
            if !(maximumInterval >= 0) { tapFields.value.maximumInterval = 0 }
        }
    }

    /// A tap takes the profile's touch slop as its ``maximumMovement`` and its double-tap timeout as its
    /// ``maximumInterval``.
    open override func adopt(_ profile: PlatformProfile) {
        maximumMovement = profile.touchSlop
        maximumInterval = profile.doubleTapTimeout
    }

    /// How far the centroid of a later tap may land from the first tap's. Default
    /// ``/GraspCore/GestureDefaults/tapMaximumDistance``.
    public final var maximumDistance: Double {
        get { tapFields.value.maximumDistance }
        set {
            tapFields.value.maximumDistance = newValue
            if !(maximumDistance >= 0) { tapFields.value.maximumDistance = 0 }
        }
    }

    /// A tap is discrete: it goes straight from `possible` to `recognized`.
    override open var isDiscrete: Bool { true }

    /// The number of taps completed so far in the current sequence.
    public private(set) var completedTaps = 0

    /// Whether the tap is reported at once rather than after the recognizers it requires to fail have
    /// failed, with a retraction if one of them wins. Default `false` (UIKit's behaviour: wait).
    public final var recognizesOptimistically: Bool {
        _read { yield tapFields.value.recognizesOptimistically }
        _modify { yield &tapFields.value.recognizesOptimistically }
    }

    /// Whether the latest recognition was reported optimistically and is not yet confirmed or retracted.
    /// It outlives the tap's reset, which comes as soon as the fingers lift.
    public private(set) var isProvisional = false

    private final var retractionHandlers: [(id: Int, call: (TapGestureRecognizer) -> Void)] {
        _read { yield tapFields.value.retractionHandlers }
        _modify { yield &tapFields.value.retractionHandlers }
    }
    private final var confirmationHandlers: [(id: Int, call: (TapGestureRecognizer) -> Void)] {
        _read { yield tapFields.value.confirmationHandlers }
        _modify { yield &tapFields.value.confirmationHandlers }
    }
    private final var nextOutcomeHandlerID: Int {
        _read { yield tapFields.value.nextOutcomeHandlerID }
        _modify { yield &tapFields.value.nextOutcomeHandlerID }
    }

    /// Adds a closure called when an optimistic recognition is retracted because a recognizer the tap
    /// should have waited for (a double tap) began or recognized. It runs in the dispatch that decided
    /// it, before the winner's handlers. Remove it with ``removeOutcomeHandler(_:)``.
    @discardableResult
    public final func addRetractionHandler(_ handler: @escaping (TapGestureRecognizer) -> Void) -> HandlerToken {
        nextOutcomeHandlerID += 1
        retractionHandlers.append((nextOutcomeHandlerID, handler))
        return HandlerToken(id: -nextOutcomeHandlerID)
    }

    /// Adds a closure called when an optimistic recognition is confirmed: every recognizer the tap
    /// should have waited for failed (for a double tap, when its window closes).
    @discardableResult
    public final func addConfirmationHandler(_ handler: @escaping (TapGestureRecognizer) -> Void) -> HandlerToken {
        nextOutcomeHandlerID += 1
        confirmationHandlers.append((nextOutcomeHandlerID, handler))
        return HandlerToken(id: -nextOutcomeHandlerID)
    }

    /// Removes a retraction or confirmation handler.
    public final func removeOutcomeHandler(_ token: HandlerToken) {
        retractionHandlers.removeAll { -$0.id == token.id }
        confirmationHandlers.removeAll { -$0.id == token.id }
    }

    static let nextTapTimer = "nextTap"

    private final var landingPoints: TouchPoints {
        _read { yield tapFields.value.landingPoints }
        _modify { yield &tapFields.value.landingPoints }
    }
    /// Where touch `id` landed, read in place: through `landingPoints`' `_read`, a coroutine the
    /// optimizer did not inline, each read allocated the coroutine's frame on every move
    /// (`scripts/callgrind hammerPreset`).
    private final func landingPoint(of id: TouchID) -> Point? {
        tapFields.value.landingPoints[id]
    }
    private final var touchesThisTap: Int {
        _read { yield tapFields.value.touchesThisTap }
        _modify { yield &tapFields.value.touchesThisTap }
    }
    private final var liftedThisTap: Int {
        _read { yield tapFields.value.liftedThisTap }
        _modify { yield &tapFields.value.liftedThisTap }
    }
    private final var firstTapLocation: Point? {
        _read { yield tapFields.value.firstTapLocation }
        _modify { yield &tapFields.value.firstTapLocation }
    }

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        cancelTimer(Self.nextTapTimer)
        if liftedThisTap > 0 {
            // A finger lands while the previous ones of the same tap are lifting.
            state = .failed
            return
        }
        for touch in touches { landingPoints[touch.id] = touch.location }
        touchesThisTap += touches.count
        if touchesThisTap > numberOfTouchesRequired {
            state = .failed
            return
        }
        if touchesThisTap == numberOfTouchesRequired, let first = firstTapLocation {
            let here = Self.centroid(of: self.touches)
            if here.distance(to: first) > maximumDistance { state = .failed }
        }
    }

    override open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        for touch in touches {
            if let start = landingPoint(of: touch.id), touch.location.distance(to: start) > maximumMovement {
                state = .failed
                return
            }
        }
    }

    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        for touch in touches {
            if let start = landingPoint(of: touch.id), touch.location.distance(to: start) > maximumMovement {
                state = .failed
                return
            }
        }
        guard touchesThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        if liftedThisTap == 0 {
            // The tap's location: the fingers' centroid as the first of them lifts.
            let here = Self.centroid(of: self.touches)
            if firstTapLocation == nil { firstTapLocation = here }
        }
        liftedThisTap += touches.count
        guard liftedThisTap >= numberOfTouchesRequired else { return }
        completedTaps += 1
        touchesThisTap = 0
        liftedThisTap = 0
        landingPoints.removeAll()
        if completedTaps >= numberOfTapsRequired {
            state = .recognized
        } else {
            setTimer(Self.nextTapTimer, at: currentTime + maximumInterval)
        }
    }

    override open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { state = .failed }
    }

    override open func timerFired(_ name: String, at time: Double) {
        if name.utf8.elementsEqual(Self.nextTapTimer.utf8) && state == .possible { state = .failed }
    }

    override open func reset() {
        super.reset()
        completedTaps = 0
        landingPoints.removeAll()
        touchesThisTap = 0
        liftedThisTap = 0
        firstTapLocation = nil
    }

    // MARK: Provisional recognition

    /// A tap goes ahead of the recognizers it requires to fail when it ``recognizesOptimistically``.
    open override var proceedsProvisionally: Bool { recognizesOptimistically }

    /// Marks the recognition provisional (``isProvisional``).
    open override func provisionalRecognitionWillCommit() {
        isProvisional = true
    }

    /// Calls the retraction handlers (``addRetractionHandler(_:)``).
    open override func provisionalRecognitionWasRetracted(by winner: GestureRecognizer) {
        isProvisional = false
        for handler in retractionHandlers { handler.call(self) }
    }

    /// Calls the confirmation handlers (``addConfirmationHandler(_:)``).
    open override func provisionalRecognitionWasConfirmed() {
        isProvisional = false
        for handler in confirmationHandlers { handler.call(self) }
    }
}
