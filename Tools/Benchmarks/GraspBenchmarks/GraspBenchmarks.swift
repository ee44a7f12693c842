// Why this file exists: performance is part of the product. These benchmarks (ordo-one/benchmark) measure
// the engine's cost per touch event in the cases the performance issue names, and the cost of the
// velocity tracker and the animations per sample or tick. Run with:
//
//     swift package --package-path Tools --allow-writing-to-package-directory benchmark --no-progress --format markdown
//
// Each iteration is one event (or one sample, or one evaluation), so "per iteration" figures are "per
// event". Instructions are counted separately with callgrind (scripts/callgrind): these VMs have no
// CPU counters.
import Benchmark
import Grasp
import GraspMotion
import GraspScenes

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        warmupIterations: 100,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 200_000
    )

    for workloadCase in DispatchWorkload.Case.allCases {
        Benchmark("dispatch: \(workloadCase.rawValue)") { benchmark in
            let count = benchmark.scaledIterations.count
            let workload = DispatchWorkload(workloadCase, count: count + 1)
            workload.prepare()
            benchmark.startMeasurement()
            for event in workload.events.prefix(count) {
                workload.engine.handle(event)
            }
            benchmark.stopMeasurement()
            blackHole(workload.engine.activeRecognizers.count)
        }
    }

    Benchmark("velocity tracker: add sample") { benchmark in
        var tracker = VelocityTracker()
        var t = 0.0
        for i in benchmark.scaledIterations {
            t += 1.0 / 120
            tracker.addSample(Point(x: Double(i % 500), y: 0), at: t)
        }
        blackHole(tracker.velocity(at: t))
    }

    Benchmark("velocity tracker: estimate") { benchmark in
        var tracker = VelocityTracker()
        for i in 0..<20 { tracker.addSample(Point(x: Double(i) * 8, y: Double(i)), at: Double(i) / 120) }
        for _ in benchmark.scaledIterations {
            blackHole(tracker.velocity(at: 19.0 / 120))
        }
    }

    Benchmark("spring: evaluate per tick") { benchmark in
        let spring = SpringAnimation(from: Point(x: 0, y: 0), to: Point(x: 300, y: 100), initialVelocity: Point(x: 1500, y: 0))
        var t = 0.0
        for _ in benchmark.scaledIterations {
            t += 1.0 / 120
            blackHole(spring.value(at: t.truncatingRemainder(dividingBy: 1)))
        }
    }

    Benchmark("decay: evaluate per tick") { benchmark in
        let decay = DecayAnimation(from: Point(x: 0, y: 0), initialVelocity: Point(x: 2000, y: -300))
        var t = 0.0
        for _ in benchmark.scaledIterations {
            t += 1.0 / 120
            blackHole(decay.value(at: t.truncatingRemainder(dividingBy: 2)))
        }
    }

    // Scroll views: a list of 10,000 (or 100) rows of 60 pt. Per touch event while dragging, per frame
    // tick while gliding, and per hit test; the hit-test pair shows that the cost grows with the rows on
    // screen, not with the rows in the content (the content is a StackNode).
    for rows in [100, 10_000] {
        Benchmark("scroll view: drag, \(rows) rows, per event") { benchmark in
            let count = benchmark.scaledIterations.count
            let workload = ScrollWorkload(rows: rows)
            workload.beginDragging()
            let events = workload.dragEvents(count)
            benchmark.startMeasurement()
            for event in events { workload.engine.handle(event) }
            benchmark.stopMeasurement()
            blackHole(workload.list.contentOffset)
        }

        // The glide after a flick (about 3.8 s at UIKit's normal rate), and the same flick on Android's
        // physics (issue 53: OverScroller's spline fling, 0.92 s at 2,000 pt/s; budget: no more than the
        // glide's tick, and no allocation). The ticks are spread over the motion, however many the run takes.
        let motions: [(name: String, profile: PlatformProfile, span: Double)] = [("glide", .iOS, 3.5), ("Android fling", .android, 0.9)]
        for (motion, profile, span) in motions {
            Benchmark("scroll view: \(motion), \(rows) rows, per tick") { benchmark in
                let count = benchmark.scaledIterations.count
                let workload = ScrollWorkload(rows: rows, profile: profile)
                let release = workload.flick()
                let step = span / Double(max(count, 1))
                workload.engine.tick(release + step)
                benchmark.startMeasurement()
                for k in 0..<count { workload.engine.tick(release + step * Double(k + 2)) }
                benchmark.stopMeasurement()
                blackHole(workload.list.contentOffset)
            }
        }

        Benchmark("scroll view: hit test, \(rows) rows") { benchmark in
            let workload = ScrollWorkload(rows: rows)
            let points = workload.hitPoints(256)
            var k = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(workload.root.hitTest(points[k & 255]))
                k += 1
            }
            benchmark.stopMeasurement()
            blackHole(workload.root)  // keeps the tree alive past the measurement: its release is not a hit test
        }
    }

    // The collapsing header (issue 27): one frame of the `collapsing-header` scene while a finger drags
    // the header between its heights: a touch event through the nested-scroll connection, then a tick.
    // Budget: 2 µs and no allocation per frame.
    Benchmark("collapsing header: drag, per frame") { benchmark in
        let workload = CollapsingHeaderWorkload()
        let frames = workload.frames(benchmark.scaledIterations.count)
        benchmark.startMeasurement()
        for frame in frames { workload.run(frame) }
        benchmark.stopMeasurement()
        blackHole(workload.scene.headerHeight)
    }

    // The bottom sheet (issue 27): one frame of the `sheet` scene while a finger on the list raises and
    // lowers the sheet (pre-scroll up, post-scroll down). Budget: 2 µs and no allocation per frame.
    Benchmark("sheet: drag, per frame") { benchmark in
        let workload = SheetWorkload()
        let frames = workload.frames(benchmark.scaledIterations.count)
        benchmark.startMeasurement()
        for frame in frames { workload.run(frame) }
        benchmark.stopMeasurement()
        blackHole(workload.scene.sheetY)
    }

    // Pull to refresh (issue 27): one frame of the `refresh` scene while a finger pulls the list past its
    // top and back. Budget: 2 µs and no allocation per frame.
    Benchmark("refresh: pull, per frame") { benchmark in
        let workload = RefreshWorkload()
        let frames = workload.frames(benchmark.scaledIterations.count)
        benchmark.startMeasurement()
        for frame in frames { workload.run(frame) }
        benchmark.stopMeasurement()
        blackHole(workload.scene.control.refreshCount)
    }

    // Swipe actions and the edge-swipe back (issue 28): one frame of the `swipe-actions` scene while a
    // finger drags a row open and back, and of the `navigation` scene while it drags the top screen off
    // the edge and back. Budget: 2 µs and no allocation per frame.
    for (name, kind) in [("swipe actions: drag a row, per frame", ListInteractionsWorkload.Kind.swipeActions),
                         ("navigation: edge-swipe back, per frame", .navigation)] {
        Benchmark(name) { benchmark in
            let workload = ListInteractionsWorkload(kind)
            let frames = workload.frames(benchmark.scaledIterations.count)
            benchmark.startMeasurement()
            for frame in frames { workload.run(frame) }
            benchmark.stopMeasurement()
            blackHole(workload.scene)
        }
    }

    // Drag and drop between lists (issue 28): one frame of the `drag-drop` scene while a lifted item is
    // carried between the two lists and into their edge zones (auto-scrolling them): an event through
    // the lift, the target and insertion point, auto-scroll, the layout, then a tick. Budget: 2 µs and no
    // allocation per frame.
    Benchmark("drag-drop: carry an item across, per frame") { benchmark in
        let workload = DragDropWorkload()
        let frames = workload.frames(benchmark.scaledIterations.count)
        benchmark.startMeasurement()
        for frame in frames { workload.run(frame) }
        benchmark.stopMeasurement()
        blackHole(workload.scene.interaction.insertionIndex)
    }

    // The controls scene (issue 30): one frame of the `controls` scene while a finger drags a slider's
    // thumb in the list: a touch event through the list's pan and the slider's tracking (its value
    // change and the nodes that mirror it), then a tick. Budget: 2 µs and no allocation per frame.
    Benchmark("controls: slider drag, per frame") { benchmark in
        let workload = ControlsWorkload()
        let frames = workload.frames(benchmark.scaledIterations.count)
        benchmark.startMeasurement()
        for frame in frames { workload.run(frame) }
        benchmark.stopMeasurement()
        blackHole(workload.slider.value)
    }

    // Reorder (issue 28): one frame of the `reorder` scene while a lifted row is dragged between the two
    // auto-scroll zones, passing rows and scrolling the list. Budget: 2 µs and no allocation per frame.
    Benchmark("reorder: drag a lifted row, per frame") { benchmark in
        let workload = ReorderWorkload()
        let frames = workload.frames(benchmark.scaledIterations.count)
        benchmark.startMeasurement()
        for frame in frames { workload.run(frame) }
        benchmark.stopMeasurement()
        blackHole(workload.scene.controller.rowCount)
    }
}
