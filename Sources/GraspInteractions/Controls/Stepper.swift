// Why this file exists: a stepper steps its value on touch-down and keeps stepping while held, faster the
// longer it is held. The repeats run on the engine's ticks (time is data): the same touches and ticks
// give the same steps.

/// A control with a minus half and a plus half that steps a value, the Grasp counterpart of a `UIStepper`.
///
/// A touch on the left half steps the value down by ``stepValue``, on the right half up, at once; each step
/// that changes the value sends ``Control/Event/valueChanged`` and ``Control/Event/primaryActionTriggered``
/// (with ``isContinuous`` off, held steps are sent once, at the lift). With ``autorepeat`` on, a touch held
/// for ``autorepeatDelay`` steps again every ``autorepeatInterval`` while it stays inside, and speeds up
/// the longer it is held, as UIKit's stepper does; the steps come from the engine's ticks
/// (``/GraspCore/GestureEngine/tick(_:)``), each at its own deadline, so a late tick makes every step that fell due.
/// The value stays within ``minimumValue``...``maximumValue``, or wraps around with ``wraps``.
///
/// **The acceleration schedule.** Repeats start ``autorepeatDelay`` (0.5 s) after the touch-down, every
/// ``autorepeatInterval`` (0.1 s, 10 steps a second). After each ``autorepeatAccelerationPeriod`` (2 s) of
/// repeating, the interval is divided by ``autorepeatAcceleration`` (2), down to
/// ``minimumAutorepeatInterval`` (0.025 s). With the defaults, a held touch steps once at once, 20 times
/// from 0.5 s to 2.5 s (10 a second), 40 times from 2.5 s to 4.5 s (20 a second), then 40 times a
/// second. Deadlines are computed from the phase's start (start + n × interval), not summed, so they are
/// the same whatever the frame rate. An ``autorepeatAcceleration`` of 1 keeps the pace constant. Time
/// spent outside (the finger dragged off) counts: the pace follows how long the touch is held. One tick
/// makes at most ``maximumRepeatsPerTick`` repeats.
open class Stepper: Control {
    /// The value, within ``minimumValue``...``maximumValue``.
    public var value: Double {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }
    /// The smallest value: 0 by default.
    public var minimumValue: Double = 0 { didSet { storedValue = clamped(storedValue) } }
    /// The largest value: 100 by default.
    public var maximumValue: Double = 100 { didSet { storedValue = clamped(storedValue) } }
    /// The step: 1 by default; a step that is not a positive finite number is taken as 1.
    public var stepValue: Double = 1
    /// Whether a held touch keeps stepping: `true` by default.
    public var autorepeat = true
    /// Whether a step past one end goes to the other: `false` by default.
    public var wraps = false
    /// Whether each step is sent at once (`true`, the default) or the change once at the lift.
    public var isContinuous = true
    /// How long a touch is held before the first repeat: 0.5 s.
    public var autorepeatDelay: Double = 0.5
    /// The time between the first repeats: 0.1 s.
    public var autorepeatInterval: Double = 0.1
    /// How much faster the repeats get after each ``autorepeatAccelerationPeriod``: 2 (the interval
    /// halves). 1, or anything not above 1, keeps the pace constant.
    public var autorepeatAcceleration: Double = 2
    /// How long the repeats keep one pace before they speed up: 2 s.
    public var autorepeatAccelerationPeriod: Double = 2
    /// The shortest time between repeats the acceleration reaches: 0.025 s (40 steps a second).
    public var minimumAutorepeatInterval: Double = 0.025
    /// The most repeats one tick makes: 64 (1.6 s of the fastest pace). A tick later than that (an engine
    /// not ticked for seconds while the finger stayed down) makes 64 and drops the rest, and the repeats go
    /// on at the same pace from the tick's time, instead of sending thousands of value changes at once.
    public static let maximumRepeatsPerTick = 64
    /// The half the tracked touch pressed: -1 (minus), +1 (plus), or 0 when no touch is down.
    public private(set) var pressedDirection = 0

    private var storedValue: Double = 0
    private var valueAtTouchDown: Double = 0
    private var nextRepeat: Double = 0
    /// The current pace: when it started, its interval, and how many of its repeats were made.
    private var phase: (start: Double, interval: Double, count: Int) = (0, 0.1, 0)
    private var tickToken: ObserverToken?
    private var tickingEngine: GestureEngine?

    /// Creates a stepper with a value and a frame (UIKit's is 94 by 32 points).
    public init(name: String = "", value: Double = 0, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        storedValue = clamped(value)
    }

    deinit {
        if let tickToken { tickingEngine?.removeObserver(tickToken) }
    }

    private func clamped(_ v: Double) -> Double {
        guard v.isFinite else { return minimumValue }
        return min(max(v, minimumValue), max(maximumValue, minimumValue))
    }

    /// Steps once in `direction` (-1 or +1); returns whether the value changed.
    @discardableResult
    public func step(_ direction: Int) -> Bool {
        let size = stepValue.isFinite && stepValue > 0 ? stepValue : 1
        var next = storedValue + Double(direction.signum()) * size
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        let old = storedValue
        storedValue = clamped(next)
        guard storedValue != old else { return false }
        if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        return true
    }

    /// ``/GraspCore/AccessibilityTraits/adjustable``.
    override open var accessibilityTraits: AccessibilityTraits { .adjustable }

    /// The value ("3", "2.5").
    override open var accessibilityValue: String? { AccessibilityElement.valueText(storedValue) }

    /// Increment and decrement; a stepper has no default action of its own.
    override open var accessibilityActions: [AccessibilityAction] { [.increment, .decrement] }

    /// A stepper is adjusted, not activated: `false`, nothing sent.
    override open func accessibilityActivate() -> Bool { false }

    /// Steps once up, as a tap on the plus half does (``step(_:)``, with ``wraps``); the change is sent at
    /// once, continuous or not.
    override open func accessibilityIncrement() { adjust(1) }

    /// Steps once down, as a tap on the minus half does.
    override open func accessibilityDecrement() { adjust(-1) }

    private func adjust(_ direction: Int) {
        guard isEnabled, pressedDirection == 0 else { return }
        if step(direction) && !isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    /// Steps once toward the pressed half and starts the autorepeat clock.
    override open func beginTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        valueAtTouchDown = storedValue
        pressedDirection = convertFromWindow(touch.location).x < bounds.midX ? -1 : 1
        step(pressedDirection)
        if autorepeat {
            nextRepeat = event.timestamp + max(autorepeatDelay, 0)
            phase = (nextRepeat, max(autorepeatInterval, 0.01), 0)
            startTicking()
        }
        return true
    }

    /// Ends the touch: stops repeating, sends a held change when not continuous.
    override open func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        finishPress()
    }

    /// Cancels the touch: stops repeating; the steps made stay, as in UIKit.
    override open func cancelTracking(with event: TouchEvent?) {
        finishPress()
    }

    private func finishPress() {
        stopTicking()
        pressedDirection = 0
        if !isContinuous && storedValue != valueAtTouchDown { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    /// Makes every repeat that fell due by `time` while the touch is held inside.
    private func repeatSteps(upTo time: Double) {
        // Released, or taken out of the engine's tree while held (the touch is then never delivered to it
        // again): no more repeats.
        guard pressedDirection != 0, let ticking = tickingEngine, engine === ticking else {
            pressedDirection = 0
            return stopTicking()
        }
        var made = 0
        while time >= nextRepeat {
            if made == Self.maximumRepeatsPerTick {
                // A tick this late (an engine paused for seconds) drops the rest: the pace goes on from now.
                phase = (time + phase.interval, phase.interval, 0)
                nextRepeat = phase.start
                break
            }
            if isTouchInside { step(pressedDirection) }
            made += 1
            scheduleNextRepeat()
        }
    }

    /// Moves ``nextRepeat`` to the next deadline of the schedule, speeding up at the end of each period.
    private func scheduleNextRepeat() {
        phase.count += 1
        let period = autorepeatAccelerationPeriod.isFinite && autorepeatAccelerationPeriod > 0 ? autorepeatAccelerationPeriod : .infinity
        let floor = max(min(minimumAutorepeatInterval, phase.interval), 0.01)
        let factor = autorepeatAcceleration.isFinite && autorepeatAcceleration > 1 ? autorepeatAcceleration : 1
        let offset = Double(phase.count) * phase.interval
        if factor > 1 && phase.interval > floor && offset >= period - 1e-9 {
            phase = (phase.start + period, max(phase.interval / factor, floor), 0)
            nextRepeat = phase.start
        } else {
            nextRepeat = phase.start + offset
        }
    }

    private func startTicking() {
        guard tickToken == nil, let engine else { return }
        tickingEngine = engine
        let owner = WeakReference(self)
        tickToken = engine.addTickHandler { now in owner.object?.repeatSteps(upTo: now) }
    }

    private func stopTicking() {
        if let tickToken { tickingEngine?.removeObserver(tickToken) }
        tickToken = nil
        tickingEngine = nil
    }
}
