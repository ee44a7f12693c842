// Why this file exists: the benchmarks measure steady-state moves, so a workload whose gestures never
// begin would measure the cheap "still deciding" path instead. This pins down that after the set-up
// events every pan is running (in the 1,000-node case, whose finger circles inside a 25-point node, it
// begins within the first few dozen measured events) and stays running through the measured stream.

import Grasp
import GraspScenes
import Testing

@Suite("Dispatch workloads")
struct DispatchWorkloadTests {
    @Test("every pan of every case runs through the measured stream",
          arguments: DispatchWorkload.Case.allCases)
    func pansRun(_ workloadCase: DispatchWorkload.Case) {
        let workload = DispatchWorkload(workloadCase, count: 200)
        workload.prepare()
        // The inspector's screen-edge pan fails away from the edge: only plain pans count.
        let pans = workload.engine.activeRecognizers.compactMap { $0 as? PanGestureRecognizer }
            .filter { type(of: $0) == PanGestureRecognizer.self }
        #expect(pans.count == (workloadCase == .deepTree ? 100 : 1))
        if workloadCase != .wideTree { #expect(pans.allSatisfy { $0.state.isInProgress }) }
        for event in workload.events { workload.engine.handle(event) }
        #expect(pans.allSatisfy { $0.state == .changed })
    }

    @Test("the scaling case runs all its pans", arguments: [1, 10, 100])
    func scalingPansRun(_ count: Int) {
        let workload = DispatchWorkload(simultaneousPans: count, count: 50)
        workload.prepare()
        for event in workload.events { workload.engine.handle(event) }
        let pans = workload.engine.activeRecognizers.compactMap { $0 as? PanGestureRecognizer }
        #expect(pans.count == count)
        #expect(pans.allSatisfy { $0.state == .changed })
    }
}
