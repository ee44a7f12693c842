// Why this file exists: issue 51's property. For random finger paths that turn between samples, every
// mover of a shared drag (the sheet and its list, the header and its list, the list and its refreshing
// edge, two lists handing off at their edges) ends within 0.01 pt of the same place at 60, 120 and
// 240 Hz and at a jittered rate: not only their sum. The random streams of GraspRobustnessTests run the
// same check on a share of their seeds.

import GraspTesting
import Testing

@Suite("Hand-offs at every rate")
struct HandOffRateCheckTests {
    @Test("Every mover of a shared drag ends in the same place at 60, 120, 240 Hz and a jittered rate, for 50 random paths",
          arguments: HandOffRateCheck.Arrangement.allCases)
    func sameEndAtEveryRate(arrangement: HandOffRateCheck.Arrangement) {
        var failures = 0
        for seed in 0..<50 as Range<UInt64> where failures < 3 {
            if let problem = HandOffRateCheck.check(seed: seed, arrangement: arrangement) {
                failures += 1
                Issue.record("\(problem)")
            }
        }
    }

    @Test("The paths are not vacuous: every mover moves in many of them", arguments: HandOffRateCheck.Arrangement.allCases)
    func thePathsMoveTheMovers(arrangement: HandOffRateCheck.Arrangement) {
        var moved: [String: Int] = [:]
        for seed in 0..<40 as Range<UInt64> {
            for mover in HandOffRateCheck.play(seed: seed, arrangement: arrangement, rate: 120, jittered: false) where mover.end != mover.start {
                moved[mover.name, default: 0] += 1
            }
        }
        // The refresh count moves only on the pulls that reach the trigger.
        #expect(moved.count == 2 && moved.values.allSatisfy { $0 >= 5 }, "\(arrangement): \(moved) of 40")
    }
}
