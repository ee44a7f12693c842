// Why this file exists: every interaction scene must tell a tool when one of its animations comes to
// rest or is stopped, so that the tool can report where things ended up. This small list of
// observers is that bookkeeping, shared by the scenes instead of repeated in each.

/// The closures a scene calls, with the time, when one of its animations comes to rest or is stopped.
final class AnimationStopObservers {
    private var observers: [(Double) -> Void] = []

    /// Adds `observer`.
    func add(_ observer: @escaping (Double) -> Void) {
        observers.append(observer)
    }

    /// Calls every observer with `time`.
    func notify(at time: Double) {
        for observer in observers { observer(time) }
    }
}
