// Why this file exists: the optimistic single tap's specification: reported at the lift instead of
// after the double tap's window, retracted (a distinct event, before the double tap's handlers) when
// the double tap recognizes, confirmed when it fails; and UIKit's waiting behaviour stays the default.

import Grasp
import Testing

@Suite("Optimistic tap")
struct OptimisticTapTests {
    final class Log { var lines: [String] = [] }

    private static func ms(_ t: Double) -> String { "\(Int((t * 1000).rounded()))ms" }

    private func pair(optimistic: Bool) -> (GestureTestHost, single: TapGestureRecognizer, double: TapGestureRecognizer, Log) {
        let log = Log()
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer(name: "single")
        single.recognizesOptimistically = optimistic
        single.require(toFail: double)
        single.addHandler { log.lines.append("single \($0.isProvisional ? "provisional" : "final") @\(Self.ms($0.currentTime))") }
        single.addRetractionHandler { log.lines.append("single retracted @\(Self.ms($0.currentTime))") }
        single.addConfirmationHandler { log.lines.append("single confirmed @\(Self.ms($0.currentTime))") }
        double.addHandler { log.lines.append("double @\(Self.ms($0.currentTime))") }
        return (GestureTestHost.scenario(double, single), single, double, log)
    }

    @Test func theDefaultWaitsForTheDoubleTapsWindow() {
        let (d, single, _, log) = pair(optimistic: false)
        #expect(single.recognizesOptimistically == false)
        d.tap(1, 100, 100, at: 0)
        #expect(log.lines.isEmpty)
        d.advance(to: 1)
        #expect(log.lines == ["single final @400ms"])
    }

    @Test func anOptimisticTapIsReportedAtTheLift() {
        let (d, single, _, log) = pair(optimistic: true)
        d.tap(1, 100, 100, at: 0)
        #expect(log.lines == ["single provisional @50ms"])
        #expect(single.isProvisional)
        d.advance(to: 1)
        #expect(log.lines == ["single provisional @50ms", "single confirmed @400ms"])
        #expect(!single.isProvisional)
        #expect(d.reportedStates(of: single) == ["recognized"])
    }

    @Test func aDoubleTapRetractsItBeforeItsOwnHandlersRun() {
        let (d, single, double, log) = pair(optimistic: true)
        d.tap(1, 100, 100, at: 0)
        d.tap(2, 102, 101, at: 0.2)
        #expect(log.lines == ["single provisional @50ms", "single retracted @250ms", "double @250ms"])
        #expect(d.reportedStates(of: double) == ["recognized"])
        // The second tap is not reported as another single tap: it waited and failed.
        #expect(d.reportedStates(of: single) == ["recognized", "failed"])
        #expect(!single.isProvisional)
        d.advance(to: 1)
        #expect(log.lines.count == 3)
    }

    @Test func aRetractionIsNotAStateChange() {
        let (d, single, _, _) = pair(optimistic: true)
        d.tap(1, 100, 100, at: 0)
        d.tap(2, 100, 100, at: 0.2)
        #expect(!d.stateChanges.contains { $0.recognizer.name == single.name && $0.newState == .cancelled })
    }

    @Test func withoutARivalInPlayItIsSimplyRecognized() {
        let single = TapGestureRecognizer(name: "single")
        single.recognizesOptimistically = true
        var outcomes = 0
        single.addConfirmationHandler { _ in outcomes += 1 }
        single.addRetractionHandler { _ in outcomes += 1 }
        let d = GestureTestHost.scenario(single)
        d.tap(1, 100, 100, at: 0)
        #expect(d.reportedStates(of: single) == ["recognized"])
        #expect(!single.isProvisional)
        #expect(outcomes == 0)
    }

    @Test func outcomeHandlersCanBeRemoved() {
        let (d, single, _, log) = pair(optimistic: true)
        let token = single.addRetractionHandler { _ in log.lines.append("extra") }
        single.removeOutcomeHandler(token)
        d.tap(1, 100, 100, at: 0)
        d.tap(2, 100, 100, at: 0.2)
        #expect(!log.lines.contains("extra"))
    }

    @Test func aRivalRemovedFromItsNodeConfirmsIt() {
        let (d, single, double, log) = pair(optimistic: true)
        d.tap(1, 100, 100, at: 0)
        d.rootNode.removeGestureRecognizer(double)
        #expect(log.lines.last != "single confirmed @50ms" && single.isProvisional)
        // The removal waits for the engine's next dispatch, which the host makes at once (the deadline
        // reads the current time): it settles the engine then, at that time.
        #expect(d.engine.nextDeadline == 0.05)
        d.engine.tick(0.05)
        d.advance(to: 0.1)
        #expect(log.lines.last == "single confirmed @50ms")
        #expect(!single.isProvisional)
    }
}
