// Why this file exists: the benchmark must give the same figures on every run and machine; this is
// its seeded random source (SplitMix64) with the uniform and Gaussian draws the trajectories need.

import Foundation

/// A small seeded random number generator (SplitMix64), reproducible across platforms.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator from `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform Double in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A uniform Double in [a, b).
    mutating func uniform(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }

    /// A standard normal draw (Box–Muller).
    mutating func gaussian() -> Double {
        let u1 = max(unit(), 1e-300), u2 = unit()
        return (-2 * Foundation.log(u1)).squareRoot() * Foundation.cos(2 * Double.pi * u2)
    }
}
