// Why this file exists: seeded noise is only reproducible if the generator is exactly SplitMix64.
// These tests pin its published first outputs and the ranges of its conversions.

import Testing
import GraspTrace

@Suite("SplitMix64")
struct SplitMix64Tests {
    @Test("seed 0 gives the reference sequence of the SplitMix64 algorithm")
    func referenceSequence() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test("the same seed gives the same sequence")
    func sameSeed() {
        var a = SplitMix64(seed: 12345)
        var b = SplitMix64(seed: 12345)
        #expect((0..<100).map { _ in a.next() } == (0..<100).map { _ in b.next() })
    }

    @Test("unit values lie in 0..<1 and offsets within their amplitude")
    func ranges() {
        var generator = SplitMix64(seed: 7)
        let units = (0..<10_000).map { _ in generator.nextUnit() }
        #expect(units.allSatisfy { $0 >= 0 && $0 < 1 })
        #expect(units.min()! < 0.01 && units.max()! > 0.99)
        let offsets = (0..<10_000).map { _ in generator.nextOffset(amplitude: 2.5) }
        #expect(offsets.allSatisfy { abs($0) <= 2.5 })
        #expect(offsets.min()! < -2.4 && offsets.max()! > 2.4)
        let before = generator
        #expect(generator.nextOffset(amplitude: 0) == 0)
        #expect(generator == before)
    }
}
