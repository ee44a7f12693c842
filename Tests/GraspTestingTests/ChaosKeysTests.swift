// Why this file exists: the random streams with keys and scrollbar presses mixed into their touches
// (ChaosInputs) keep every invariant, and they reach the new input: keys scroll, scrollbar presses drag
// and page. Without the option a stream replays exactly as before.

import Grasp
import GraspTesting
import GraspTrace
import Testing

@Suite("Random streams with keys and scrollbar presses")
struct ChaosKeysTests {
    /// Stream `index`: a scene seed and 80 steps from SplitMix64.
    static func words(_ index: UInt64) -> [UInt64] {
        var rng = SplitMix64(seed: 0x4B45_5953_0000 &+ index)
        return (0..<81).map { _ in rng.next() }
    }

    @Test("400 streams with keys and scrollbar presses keep every invariant")
    func keysAndScrollbar() throws {
        var keys = 0, scrolled = 0, presses = 0, focused = 0
        for index in 0..<400 as Range<UInt64> {
            let words = Self.words(index)
            let run = ChaosRun(words: words, keepsLog: true, inputs: .all)
            #expect(run.isClean, "stream \(index): \(run.violations.first?.description ?? "")")
            keys += run.log.count { $0.hasPrefix("key ") }
            scrolled += run.log.count { $0.hasPrefix("key ") && $0.contains("→ scrolled") }
            presses += run.log.count { $0.hasPrefix("scrollbar on") }
            focused += run.log.count { $0.hasPrefix("key ") && $0.contains("→ focusedElement") }
        }
        #expect(keys > 1000 && scrolled > 50 && presses > 100, "keys \(keys), scrolled \(scrolled), presses \(presses)")
        // Tab reaches the keyboard focus, and keys then go to the focused element.
        #expect(focused > 25, "focused \(focused)")
    }

    @Test("without the option, a stream is the run of before")
    func touchesOnly() {
        for index in 0..<50 as Range<UInt64> {
            let words = Self.words(index)
            let before = ChaosRun(words: words, keepsLog: true), touches = ChaosRun(words: words, keepsLog: true, inputs: .touches)
            #expect(before.log == touches.log && before.transitionCounts == touches.transitionCounts)
        }
    }
}
