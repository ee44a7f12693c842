// Why this file exists: the random streams mix accessibility actions with touches (a step in 64 asks
// for one; these streams make every fourth step one): on controls being touched, on disabled ones, with
// actions an element does not list and at bad points, and no invariant breaks.

import Grasp
import GraspTesting
import GraspTrace
import Testing

@Suite("Random streams with accessibility actions")
struct AccessibilityStreamTests {
    /// Stream `index`: a scene seed and 80 steps from SplitMix64, every fourth an accessibility action.
    static func words(_ index: UInt64) -> [UInt64] {
        var rng = SplitMix64(seed: 0x4131_3159_0000 &+ index)
        return (0..<81).map { step in
            let word = rng.next()
            return step > 0 && step % 4 == 0 ? (word & ~0xFF) | (252 + word % 4) : word
        }
    }

    @Test("300 streams: actions mixed with touches keep every invariant, on both profiles")
    func streams() throws {
        let android = try PlatformProfile.android(density: 2.625)
        var asked = 0, performed = 0
        for index in 0..<300 as Range<UInt64> {
            let words = Self.words(index)
            let run = ChaosRun(words: words, profile: index % 2 == 0 ? .iOS : android)
            #expect(run.isClean, "stream \(index): \(run.violations.first?.description ?? "")")
            asked += run.accessibilityActions.asked
            performed += run.accessibilityActions.performed
        }
        #expect(asked >= 300 * 20)  // and those the random words ask for themselves
        #expect(performed > 300 && performed < asked, "\(performed) of \(asked) performed")
        print("accessibility actions: \(performed) of \(asked) performed")
    }

    @Test("a stream's log names its actions and replays the same way")
    func logged() {
        let words = Self.words(7)
        let first = ChaosRun(words: words, keepsLog: true), second = ChaosRun(words: words, keepsLog: true)
        #expect(first.log == second.log)
        #expect(first.log.filter { $0.hasPrefix("accessibility ") }.count >= 20)
    }
}
