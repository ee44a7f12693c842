// Why this file exists: nodes and recognizers hear touches through the same four hooks, UIKit's
// `touchesBegan`, `touchesMoved`, `touchesEnded` and `touchesCancelled`. The engine delivers a phase to
// either through this one switch rather than one copy for recognizers and one for nodes.

/// Something that hears touches by phase: a node or a recognizer.
protocol TouchHooks: AnyObject {
    func touchesBegan(_ touches: [Touch], with event: TouchEvent)
    func touchesMoved(_ touches: [Touch], with event: TouchEvent)
    func touchesEnded(_ touches: [Touch], with event: TouchEvent)
    func touchesCancelled(_ touches: [Touch], with event: TouchEvent)
}

extension TouchHooks {
    /// Calls the hook of `phase` with `touches` (none for `stationary`, which is never delivered).
    @inline(__always)
    func callHook(of phase: TouchPhase, with touches: [Touch], event: TouchEvent) {
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }
}

extension Node: TouchHooks {}
extension GestureRecognizer: TouchHooks {}
