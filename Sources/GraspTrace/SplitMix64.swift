// Why this file exists: synthesized noise must be the same on every platform and Swift version, so
// that a seeded trace is a fixture. The standard library's generators and `random(in:using:)` do
// not promise that; this small generator (the SplitMix64 algorithm) and its conversions do.

/// A small, fast, seeded pseudo-random generator (the SplitMix64 algorithm).
///
/// The same seed gives the same sequence everywhere. It is not suitable for cryptography.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's state; it advances by a fixed odd constant at every draw.
    public private(set) var state: UInt64

    /// Creates a generator whose sequence is determined by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<1`, from the top 53 bits of the next draw.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A number in `-amplitude..<amplitude` (0 when `amplitude` is 0, without consuming a draw).
    public mutating func nextOffset(amplitude: Double) -> Double {
        guard amplitude != 0 else { return 0 }
        return (nextUnit() * 2 - 1) * amplitude
    }
}
