// Why this file exists: sessions run concurrently, one task each, and the server caps how many are
// open. The registry is the one shared, locked place that hands out session numbers and counts them.

@_spi(GraspInternal) import GraspLabSession
import Synchronization

/// Counts open sessions against a cap and numbers new ones.
final class SessionRegistry: Sendable {
    /// The most sessions open at once.
    let capacity: Int
    private let state = Mutex<(open: Int, next: Int)>((0, 1))

    /// Creates a registry allowing `capacity` sessions at once.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Reserves a place for a new session and returns its number, or `nil` when the cap is reached.
    func open() -> Int? {
        state.withLock { state in
            guard state.open < capacity else { return nil }
            state.open += 1
            defer { state.next += 1 }
            return state.next
        }
    }

    /// Gives back the place of a session that ended.
    func close() {
        state.withLock { $0.open = max(0, $0.open - 1) }
    }

    /// The number of sessions open.
    var openCount: Int { state.withLock { $0.open } }
}
