// Why this file exists: the benchmarks measure the workloads' frames, and a workload whose finger no
// longer does what its comment says would measure something else without anyone noticing. Each test
// runs two periods of a workload's frames and checks the scene moved as described.

import GraspInteractions
import GraspScenes
import Testing

@Suite("Scene workloads")
struct WorkloadTests {
    /// Runs `count` frames of a workload through `run`, calling `each` after every frame.
    func play(_ frames: [(event: TouchEvent, time: Double)], _ run: ((event: TouchEvent, time: Double)) -> Void, each: () -> Void) {
        for frame in frames {
            run(frame)
            each()
        }
    }

    @Test func theHeaderCollapsesAndExpandsUnderTheFinger() {
        let workload = CollapsingHeaderWorkload()
        var heights: Set<Double> = []
        play(workload.frames(192), workload.run) { heights.insert(workload.scene.headerHeight.rounded()) }
        #expect(heights.count > 20)
    }

    @Test func theSheetRisesAndFalls() {
        let workload = SheetWorkload()
        var low = Double.infinity, high = -Double.infinity
        play(workload.frames(192), workload.run) { low = min(low, workload.scene.sheetY); high = max(high, workload.scene.sheetY) }
        #expect(high - low > 100)
    }

    @Test func theRefreshPullStartsARefresh() {
        let workload = RefreshWorkload()
        play(workload.frames(192), workload.run) {}
        #expect(workload.scene.control.refreshCount >= 1)
    }

    @Test func theSliderFollowsTheFinger() {
        let workload = ControlsWorkload()
        var values: Set<Double> = []
        play(workload.frames(192), workload.run) { values.insert(workload.slider.value) }
        #expect(values.count > 20)
    }

    @Test func theLiftedItemCrossesBothLists() {
        let workload = DragDropWorkload()
        var targets: Set<Int> = []
        play(workload.frames(192), workload.run) { if let target = workload.scene.interaction.dropTarget { targets.insert(target) } }
        #expect(targets == [0, 1], "\(targets)")
    }
}
