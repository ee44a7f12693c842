// Why this file exists: the edge-swipe back of a navigation stack is the gesture every screen of an
// app carries, and it competes with everything on the screen: a carousel that pages sideways, a list
// that scrolls. Its rules (the edge wins inside its zone and nowhere else, the screen follows the finger
// with the one below at a parallax, a release completes or goes back by position and speed, a touch
// catches the animation) are easy to get subtly wrong; this component is those rules once.

/// The interactive pop of a navigation stack, the counterpart of `UINavigationController`'s
/// `interactivePopGestureRecognizer`, over screens that an app lays out from what it says.
///
/// The controller keeps the stack's ``depth`` and the pop's progress (``popProgress``: 0 shows the top
/// screen, 1 has it slid off to the right). Lay the top screen out at ``topScreenX`` and the one below at
/// ``belowScreenX`` whenever ``onChange`` calls, and call ``advance(to:)`` with the engine's time at
/// each frame. ``attach(to:)`` adds its recognizers to the root node:
///
/// - **Pop** (``edgePan``, a ``/Grasp/ScreenEdgePanGestureRecognizer`` on the left edge, named `edgePan`): a
///   finger that lands within the edge margin (20 pt) and moves right pops interactively: the top screen
///   follows the finger and the screen below moves at ``parallax`` of its movement (it starts
///   ``parallax`` × the width to the left and arrives at 0).
/// - **Against the content:** ``yield(_:)`` makes a recognizer of the screens (a carousel's pan, a
///   list's) wait for ``edgePan`` to fail. A finger outside the edge zone fails it at touch-down, so
///   those recognizers lose nothing; inside the zone the edge pan decides at its slop and wins over them
///   when the movement points right.
/// - **Release:** past half the width, or faster than ``completionSpeed`` to the right, completes the
///   pop (``depth`` goes down by one); otherwise, and on a release faster than ``completionSpeed`` to
///   the left, it goes back; a cancelled drag goes back too. Either way it moves on ``spring`` starting with the release velocity,
///   evaluated from time.
/// - **Catch:** ``catchRecognizer`` (named `popCatch`) stops either animation, and a push, at the
///   touch's own timestamp; ``catchPan`` (named `popDrag`, only while caught) drags it on from there, and
///   a touch that lifts without dragging lets it go to the nearer end.
/// - While a pop or a push is under way (``isTransitioning``) the screens should not take touches: the
///   app disables them (as UIKit does during a transition).
///
/// At the bottom of the stack (``depth`` 1) nothing pops.
public final class InteractivePopController: GestureRecognizerDelegate {
    /// How far the screen below moves for the top screen's movement: 0.3.
    public static let parallax = 0.3
    /// The release speed that completes (to the right) or cancels (to the left) a pop whatever its
    /// progress: 500 pt/s.
    public static let completionSpeed = 500.0
    /// The spring of the completion, the cancel and a push: critically damped, with a response of 0.35 s.
    public static let spring = SpringParameters(response: 0.35, dampingRatio: 1)

    /// The number of screens on the stack (1 or more).
    public private(set) var depth: Int
    /// How far the top screen has slid off to the right, from 0 (in place) to 1 (gone).
    public private(set) var popProgress = 0.0
    /// The screen-edge pan that pops, named `edgePan`.
    public let edgePan = ScreenEdgePanGestureRecognizer(name: "edgePan", edges: .left)
    /// A touch-down recognizer, named `popCatch`, that catches a pop's or a push's animation at the
    /// touch's own timestamp. It takes no part in arbitration.
    public let catchRecognizer = TouchDownGestureRecognizer(name: "popCatch")
    /// The horizontal pan, named `popDrag`, that drags a caught pop on; it begins only while caught.
    public let catchPan = AxisLockedPanGestureRecognizer(axis: .horizontal, name: "popDrag")
    /// Called after every change of ``popProgress`` or ``depth`` (to lay out).
    public var onChange: (() -> Void)?
    /// The values given to the initializer that were corrected, in the order found.
    public private(set) var diagnostics: [InteractionDiagnostic] = []

    private var root: Node?
    private var animation: (spring: SpringAnimation<Double>, start: Double)?
    private var caught = false
    private var dragStart = 0.0

    /// Whether a pop or a push is under way: dragged, animating or caught.
    public var isTransitioning: Bool { popProgress > 0 || animation != nil || caught || isDragging }
    /// Whether a pop or a push is animating on its own.
    public var isAnimating: Bool { animation != nil }

    /// Creates a controller for a stack of `depth` screens; a depth below 1 is replaced by 1 and recorded
    /// in ``diagnostics``.
    public init(depth: Int) {
        if depth < 1 {
            diagnostics = [InteractionDiagnostic(parameter: "depth", value: Double(depth), replacement: 1, reason: "below one")]
        }
        self.depth = max(depth, 1)
        edgePan.delegate = self
        catchPan.delegate = self
        edgePan.addHandler { [owner = UnownedReference(self)] pan in owner.object.handleDrag(pan) }
        catchPan.addHandler { [owner = UnownedReference(self)] pan in owner.object.handleDrag(pan) }
        // It stays `began` until the finger lifts: the controller knows a finger holds the screen.
        catchRecognizer.allowableMovement = 100_000
        catchRecognizer.addHandler { [owner = UnownedReference(self)] recognizer in
            if recognizer.state == .began { owner.object.touchDown(at: recognizer.currentTime) }
        }
    }

    /// Adds ``catchRecognizer``, ``edgePan`` and ``catchPan`` to `root` (the node covering the screen).
    public func attach(to root: Node) {
        self.root = root
        root.addGestureRecognizer(catchRecognizer)
        root.addGestureRecognizer(edgePan)
        root.addGestureRecognizer(catchPan)
        root.accessibility = makeAccessibility(for: root)
    }

    /// Makes `recognizer` (one of the screens': a carousel's pan, a list's) wait for ``edgePan`` to fail,
    /// so that the edge pan wins inside its zone.
    public func yield(_ recognizer: GestureRecognizer) {
        recognizer.require(toFail: edgePan)
    }

    // MARK: Layout

    private var width: Double { max(root?.bounds.width ?? 0, 0) }

    /// Where the top screen's left edge is: ``popProgress`` × the width.
    public var topScreenX: Double { popProgress * width }

    /// Where the left edge of the screen below is: ``parallax`` × the width to the left when the top
    /// screen is in place, 0 when it is gone.
    public var belowScreenX: Double { -Self.parallax * width * (1 - popProgress) }

    // MARK: Time

    /// Evaluates the animation at `now` (the engine's time); a completed pop takes the top screen off.
    /// A pop released without a drag after a catch goes to the nearer end.
    public func advance(to now: Double) {
        if let current = animation {
            let elapsed = now - current.start
            if elapsed >= current.spring.duration {
                animation = nil
                finish(at: current.spring.to)
            } else {
                popProgress = min(max(current.spring.value(at: max(elapsed, 0)), 0), 1)
            }
            onChange?()
        }
        if caught, !isHeld {
            caught = false
            animate(to: popProgress > 0.5 ? 1 : 0, velocity: 0, at: now)
            onChange?()
        }
    }

    /// Pushes a screen, animated from the right from `time`; nothing while a pop or a push is under way.
    public func push(at time: Double) {
        guard !isTransitioning else { return }
        depth += 1
        popProgress = 1
        animate(to: 0, velocity: 0, at: time)
        onChange?()
    }

    /// Pops the top screen, animated on ``spring`` from `time`, as a release past half the width does (the
    /// accessibility action "back" uses it); `false`, nothing changed, at the bottom of the stack or while
    /// a pop or a push is under way.
    @discardableResult
    public func pop(at time: Double) -> Bool {
        guard depth > 1, !isTransitioning else { return false }
        animate(to: 1, velocity: 0, at: time)
        onChange?()
        return true
    }

    // MARK: Recognizers

    /// ``edgePan`` begins only with a screen to pop and nothing under way; ``catchPan`` only while
    /// caught.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        // Not `isTransitioning`: that counts the edge pan's own state, already moving on when it is asked.
        if recognizer === edgePan { return depth > 1 && popProgress == 0 && animation == nil && !caught }
        if recognizer === catchPan { return caught }
        return true
    }

    private var isDragging: Bool {
        let active: (GestureRecognizerState) -> Bool = { $0 == .began || $0 == .changed }
        return active(edgePan.state) || active(catchPan.state)
    }

    private var isHeld: Bool {
        isDragging || catchRecognizer.state == .began || catchRecognizer.state == .changed
    }

    private func touchDown(at time: Double) {
        guard let current = animation else { return }
        let elapsed = time - current.start
        popProgress = min(max(current.spring.value(at: min(max(elapsed, 0), current.spring.duration)), 0), 1)
        animation = nil
        caught = true
        onChange?()
    }

    private func handleDrag(_ pan: PanGestureRecognizer) {
        let time = pan.currentTime, w = max(width, 1)
        let dx = pan.translation(in: nil).x
        switch pan.state {
        case .began:
            animation = nil
            caught = false
            dragStart = popProgress
            popProgress = min(max(dragStart + dx / w, 0), 1)
        case .changed:
            popProgress = min(max(dragStart + dx / w, 0), 1)
        case .ended:
            let v = pan.velocity(in: nil).x
            let speed = v.isFinite ? v : 0
            var complete = popProgress > 0.5
            if speed > Self.completionSpeed { complete = true }
            if speed < -Self.completionSpeed { complete = false }
            animate(to: complete ? 1 : 0, velocity: speed / w, at: time)
        case .cancelled:
            // A cancelled drag (the system took the touch) goes back, as UIKit's cancelled transition.
            animate(to: 0, velocity: 0, at: time)
        default:
            return
        }
        onChange?()
    }

    private func animate(to target: Double, velocity: Double, at time: Double) {
        guard target != popProgress else {
            animation = nil
            finish(at: target)
            return
        }
        animation = (SpringAnimation(from: popProgress, to: target, initialVelocity: velocity, parameters: Self.spring), time)
    }

    /// Ends a transition at `target`: 1 takes the top screen off the stack.
    private func finish(at target: Double) {
        popProgress = target
        if target >= 1 {
            depth = max(depth - 1, 1)
            popProgress = 0
        }
    }
}
