// A continuous zoom from three kinds of input: two fingers spreading, a mouse wheel or a trackpad's
// scrolling, and a trackpad's pinch. The engine follows a scroll and a trackpad pinch as touches of its own;
// this recognizer takes them by answering `takes(_:)`, as Grasp's pan and pinch do.

import GraspCore

/// What drives a zoom.
public enum ZoomInput: Equatable, Sendable {
    /// Two fingers (or any contacts) spreading or closing.
    case fingers
    /// A mouse wheel's steps or a trackpad's scrolling: up zooms in.
    case scroll(ScrollTypeMask)
    /// A trackpad's pinch.
    case trackpadPinch
}

/// A zoom by two fingers, by scrolling or by a trackpad pinch.
///
/// With fingers it begins once their span has changed by ``slop`` points (a platform's touch slop, through
/// ``adopt(_:)``); scrolled or pinched on a trackpad it begins at the first change. ``scale`` is the
/// zoom since it began: the span's ratio, two to the power of the scrolled distance over
/// ``pointsPerDoubling`` (a scroll that moves content down, a positive `y` delta, zooms in), or the
/// trackpad's scale. It reads the engine's record of its first touch to
/// know the node that touch hit (``hitNode``).
public final class ZoomGestureRecognizer: GestureRecognizer {
    /// How far the fingers' span changes before the zoom begins, in points. Default 10; a platform's
    /// profile sets its touch slop.
    public var slop = 10.0
    /// How far a scroll goes to double the scale, in points.
    public var pointsPerDoubling = 100.0
    /// What drives the zoom under way; `.fingers` unless a scroll or a trackpad pinch was bound.
    public private(set) var input = ZoomInput.fingers
    /// The zoom since the gesture began (1 before).
    public private(set) var scale = 1.0
    /// The node the first touch hit, from the engine's touch record.
    public private(set) var hitNode: Node?
    /// The indirect input of the first touch, as the engine's touch record gives it.
    public private(set) var recordedInput: IndirectInput?

    private var startSpan = 0.0
    private var startLocation = Point.zero

    /// Takes scrolls of every type and trackpad transforms.
    override public func takes(_ input: IndirectInput) -> Bool {
        switch input {
        case .scroll: true
        case .transform: true
        }
    }

    /// Remembers what was bound: the zoom follows it.
    override public func didBind(to input: IndirectInput) {
        switch input {
        case .scroll(let type): self.input = .scroll(type)
        case .transform: self.input = .trackpadPinch
        }
    }

    /// Takes the platform's touch slop.
    override public func adopt(_ profile: PlatformProfile) {
        slop = profile.touchSlop
    }

    override public func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if hitNode == nil, let first = touches.first, let record = node?.engine?.touchRecord(of: first.id) {
            hitNode = record.hitNode
            recordedInput = record.indirectInput
        }
        startSpan = span()
        startLocation = location(in: nil)
    }

    override public func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        switch input {
        case .fingers:
            guard numberOfTouches == 2 else { return }
            if state == .possible {
                guard abs(span() - startSpan) >= slop else { return }
                startSpan = span()
            }
            scale = startSpan > 0 ? span() / startSpan : 1
        case .scroll:
            let distance = location(in: nil).y - startLocation.y
            scale = GraspMath.pow(2, distance / pointsPerDoubling)
        case .trackpadPinch:
            guard numberOfTouches == 2 else { return }
            scale = startSpan > 0 ? span() / startSpan : 1
        }
        state = state == .possible ? .began : .changed
    }

    override public func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard self.touches(remainingAfter: touches).isEmpty else { return }
        state = state.isInProgress ? .ended : .failed
    }

    override public func reset() {
        super.reset()
        input = .fingers
        scale = 1
        hitNode = nil
        recordedInput = nil
    }

    /// The distance between the first two touches (0 with fewer).
    private func span() -> Double {
        guard numberOfTouches >= 2 else { return 0 }
        let offset = location(ofTouch: 1, in: nil) - location(ofTouch: 0, in: nil)
        return (offset.x * offset.x + offset.y * offset.y).squareRoot()
    }
}
