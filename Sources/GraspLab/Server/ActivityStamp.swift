// Why this file exists: a session's reading task and its idle watchdog run concurrently; the time of
// the last message is the one value they share, kept here behind a lock.

import Synchronization

/// The time a session last received a message, shared between its tasks.
final class ActivityStamp: Sendable {
    private let instant: Mutex<ContinuousClock.Instant>

    /// Creates a stamp set to `now`.
    init(_ now: ContinuousClock.Instant) {
        instant = Mutex(now)
    }

    /// The time of the last message.
    var last: ContinuousClock.Instant { instant.withLock { $0 } }

    /// Records a message at `now`.
    func mark(_ now: ContinuousClock.Instant) {
        instant.withLock { $0 = now }
    }
}
