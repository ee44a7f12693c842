// Why this file exists: the random streams of the invariant monitor run on either platform profile (the
// robustness sweep in Tools runs half of its streams on Android's); here 200 streams show, in
// the root package, that every invariant and every component's bounds hold on Android's physics as on
// UIKit's, and that UIKit's profile gives exactly the run of before.

import Grasp
import GraspTesting
import GraspTrace
import Testing

@Suite("Random streams on both profiles")
struct ChaosProfileTests {
    /// Stream `index`: a scene seed and 60 steps from SplitMix64.
    static func words(_ index: UInt64) -> [UInt64] {
        var rng = SplitMix64(seed: 0x4752_4153_5000 &+ index)
        return (0..<61).map { _ in rng.next() }
    }

    @Test("200 streams keep every invariant on Android's profile, and UIKit's is the run of before")
    func bothProfiles() throws {
        let android = try PlatformProfile.android(density: 2.625)
        var differing = 0
        for index in 0..<200 as Range<UInt64> {
            let words = Self.words(index)
            let run = ChaosRun(words: words, profile: android)
            #expect(run.isClean, "stream \(index): \(run.violations.first?.description ?? "")")
            let before = ChaosRun(words: words, keepsLog: true), ios = ChaosRun(words: words, keepsLog: true, profile: .iOS)
            #expect(before.log == ios.log && before.transitionCounts == ios.transitionCounts && ios.isClean)
            if run.transitionCounts != before.transitionCounts || run.changeCount != before.changeCount { differing += 1 }
        }
        #expect(differing > 0, "\(differing) streams behave differently")  // the profile reaches the streams
    }
}
