// Why this file exists: the arena resolves recognizers that cross their thresholds on the same sample
// by how far past its own threshold each is (`activationMargin`), so the winner is the one that would
// have crossed first in continuous time. These tests replay the same motion synthesized at 60, 120
// and 240 Hz and expect identical outcomes, for pairs whose order of addition would otherwise decide.

import Grasp
import GraspTrace
import Testing

@Suite("Rate independence")
struct RateIndependenceTests {
    static let rates: [Double] = [60, 120, 240]

    /// Replays `perform` sampled at `rate` into a fresh root holding `recognizers` (in that order) and
    /// returns each recognizer's reported states without repeated `changed`.
    private func outcome(rate: Double, _ recognizers: [GestureRecognizer], _ perform: (inout TraceSynthesizer) -> Void) -> [String: [String]] {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        for r in recognizers { root.addGestureRecognizer(r) }
        let host = GestureTestHost(rootNode: root, clock: .live())
        var log: [String: [String]] = [:]
        host.engine.addStateObserver { change in
            let name = change.recognizer.name
            if !(change.reportedName == "changed" && log[name]?.last == "changed") { log[name, default: []].append(change.reportedName) }
        }
        host.replay(rate: rate, tail: 1, perform)
        return log
    }

    @Test func aPanAndARangedPanOnTheSameAxis() {
        // A fast flick crosses both the pan's 10 pt and the ranged pan's 25 pt on its first sample at
        // 60 Hz, but the pan crosses first in time: it wins at every rate, though added second.
        var outcomes: [[String: [String]]] = []
        for rate in Self.rates {
            let ranged = RangedPanGestureRecognizer(name: "ranged")
            ranged.activationRangeX = -25...25
            let pan = AxisLockedPanGestureRecognizer(axis: .horizontal, name: "pan")
            outcomes.append(outcome(rate: rate, [ranged, pan]) {
                $0.drag(from: Point(x: 300, y: 500), to: Point(x: 700, y: 500), duration: 0.2)  // 2000 pt/s
            })
        }
        #expect(outcomes[0]["pan"] == ["began", "changed", "ended"])
        #expect(outcomes[0]["ranged"] == ["failed"])
        #expect(outcomes.allSatisfy { $0 == outcomes[0] })
    }

    @Test func aSwipeAndAPanWithALargeSlop() {
        // A 60 pt slop pan against a 50 pt swipe: the swipe is further past its own threshold on any
        // sample that crosses both, and wins at every rate even though the pan comes first in order.
        var outcomes: [[String: [String]]] = []
        for rate in Self.rates {
            let pan = PanGestureRecognizer(name: "pan")
            pan.slop = 60
            let swipe = SwipeGestureRecognizer(name: "swipe")
            outcomes.append(outcome(rate: rate, [pan, swipe]) {
                $0.drag(from: Point(x: 300, y: 500), to: Point(x: 600, y: 500), duration: 0.1)  // 3000 pt/s
            })
        }
        #expect(outcomes[0]["swipe"] == ["recognized"])
        #expect(outcomes[0]["pan"] == ["failed"])
        #expect(outcomes.allSatisfy { $0 == outcomes[0] })
    }

    @Test func aDiagonalDragBetweenAHorizontalAndAVerticalThreshold() {
        // Ranged pans: one activates past 30 pt on x, the other past 20 pt on y; a drag at 30° below the
        // x axis moves 1.73 times faster in x, so x reaches 30 pt (at 34.6 pt of travel) before y
        // reaches 20 pt (at 40 pt): x wins at every rate, though added second.
        var outcomes: [[String: [String]]] = []
        for rate in Self.rates {
            let y = RangedPanGestureRecognizer(name: "y")
            y.activationRangeY = -20...20
            let x = RangedPanGestureRecognizer(name: "x")
            x.activationRangeX = -30...30
            let angle = Double.pi / 6
            outcomes.append(outcome(rate: rate, [y, x]) {
                $0.drag(from: Point(x: 300, y: 300), to: Point(x: 300 + 400 * GraspMath.cos(angle), y: 300 + 400 * GraspMath.sin(angle)),
                        duration: 0.2)
            })
        }
        #expect(outcomes[0]["x"]?.first == "began")
        #expect(outcomes[0]["y"] == ["failed"])
        #expect(outcomes.allSatisfy { $0 == outcomes[0] })
    }

    @Test func withoutMarginsTheOrderOfAdditionWouldDecideAt60Hz() {
        // The control experiment for the first test: a pan subclass that reports no margin loses to
        // the ranged pan added before it at 60 Hz (both cross on the first sample) but wins at 240 Hz.
        final class MarginlessPan: AxisLockedPanGestureRecognizer {
            override var activationMargin: Double { 0 }
        }
        var winners: [String] = []
        for rate in [60.0, 240] {
            let ranged = RangedPanGestureRecognizer(name: "ranged")
            ranged.activationRangeX = -25...25
            let pan = MarginlessPan(axis: .horizontal, name: "pan")
            let log = outcome(rate: rate, [ranged, pan]) {
                $0.drag(from: Point(x: 300, y: 500), to: Point(x: 700, y: 500), duration: 0.2)
            }
            winners.append(log["pan"]?.first == "began" ? "pan" : "ranged")
        }
        #expect(winners == ["ranged", "pan"])
    }

    @Test func axisLockedDecisionsAreTheSameAtEveryRate() {
        // A drag at 40° from the x axis: x is larger; the horizontal pan wins and the vertical one
        // fails at every rate.
        var outcomes: [[String: [String]]] = []
        for rate in Self.rates {
            let v = AxisLockedPanGestureRecognizer(axis: .vertical, name: "v")
            let h = AxisLockedPanGestureRecognizer(axis: .horizontal, name: "h")
            let angle = 40 * Double.pi / 180
            outcomes.append(outcome(rate: rate, [v, h]) {
                $0.drag(from: Point(x: 300, y: 300), to: Point(x: 300 + 300 * GraspMath.cos(angle), y: 300 + 300 * GraspMath.sin(angle)),
                        duration: 0.3)
            })
        }
        #expect(outcomes[0]["h"] == ["began", "changed", "ended"])
        #expect(outcomes[0]["v"] == ["failed"])
        #expect(outcomes.allSatisfy { $0 == outcomes[0] })
    }
}
