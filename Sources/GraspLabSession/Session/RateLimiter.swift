// Why this file exists: a page that floods the server must not starve other sessions. Each session
// spends one token per message from a bucket that refills at a steady rate; the caller passes the
// time, so the limiter is exact and testable without a clock.

/// A token bucket: `burst` tokens, refilled at `rate` tokens per second.
@_spi(GraspInternal) public struct RateLimiter {
    @_spi(GraspInternal) public let rate: Double
    @_spi(GraspInternal) public let burst: Double
    private var tokens: Double
    private var last: Double?

    /// Creates a full bucket.
    @_spi(GraspInternal) public init(rate: Double, burst: Double) {
        self.rate = rate
        self.burst = max(1, burst)
        self.tokens = max(1, burst)
    }

    /// Spends one token at time `now` (seconds, any steady clock); `false` when the bucket is empty.
    @_spi(GraspInternal) public mutating func allow(at now: Double) -> Bool {
        if let last, now > last { tokens = min(burst, tokens + (now - last) * rate) }
        if last == nil || now > last! { last = now }
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
