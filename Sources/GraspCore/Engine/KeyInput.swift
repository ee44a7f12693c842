// Why this file exists: keys are engine input like touches and scrolls, with timestamps, and the engine
// frames their dispatch (the clock, timers, the modifier flags, diagnostics) as it does every input's. Which
// node takes a key, and what it does with it, is Grasp's (Scrolling/GestureEngine+Keys.swift: the scroll
// views scroll for it). These three members are `package` for that file: debt listed in the Architecture
// article, until key input becomes a capability a node adopts, as scroll input is a recognizer's.

extension GestureEngine {
    /// The node that takes keys before any under the pointer; not kept alive.
    package var keyFocus: Node? {
        get {
            guard let node = keyFocusReference.object, node.engine === self else { return nil }
            return node
        }
        set { keyFocusReference = WeakReference(newValue) }
    }

    /// Runs `body` inside a dispatch at the key report's (sanitized) time: timers due by then fire first and
    /// the clock moves to it; the report's modifier flags are the dispatch's.
    package func dispatchKey<Result>(_ event: KeyEvent, _ body: (_ time: Double) -> Result) -> Result {
        let time = sanitizedTime(event.timestamp)
        let outerRounds = openDispatch(at: time)
        defer { closeDispatch(outerRounds) }
        context.modifierFlags = event.modifierFlags
        return body(time)
    }

    /// Records a diagnostic about a key at `time`.
    package func noteKey(_ kind: EngineDiagnostic.Kind, at time: Double) {
        note(kind, nil, time)
    }
}
