// Why this file exists: the scroll view's cost must not grow with its content. The benchmarks measure
// one list of a given number of rows in three steady states (a finger dragging it, the glide after a
// flick, touch-downs that hit-test it); building them here keeps the benchmarks and any profile
// measuring the same thing.

import Grasp

/// A vertical scroll view of `rows` 60 pt rows in a `StackNode`, a finger dragging it up and down, and
/// the events and ticks to measure.
public final class ScrollWorkload {
    /// The engine to drive.
    public let engine: GestureEngine
    /// The list.
    public let list: ScrollView
    /// The root of the tree.
    public let root: Node
    /// The list's content: one node per row.
    public let content: StackNode
    private var builder = TouchEventBuilder()
    private var time = 0.0
    private var step = 0

    /// Builds a 1000×700 list of `rows` rows of 60 pt, scrolled to its middle, its engine on `profile`
    /// (``/GraspCore/PlatformProfile/android``: the flick is Android's spline fling, about 1 s long).
    public init(rows: Int, profile: PlatformProfile = .iOS) {
        root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 1000, height: 700))
        engine = GestureEngine(rootNode: root)
        list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 1000, height: 700))
        let height = Double(max(rows, 1)) * 60
        content = StackNode(name: "list-content", frame: Rect(x: 0, y: 0, width: 1000, height: height))
        for i in 0..<rows {
            let row = Node(name: "row\(i)", frame: Rect(x: 0, y: Double(i) * 60, width: 1000, height: 60))
            row.addGestureRecognizer(TapGestureRecognizer(name: "tap"))
            content.addChild(row)
        }
        list.contentSize = Size(width: 1000, height: height)
        list.addChild(content)
        root.addChild(list)
        list.contentOffset = Point(x: 0, y: max(0, height / 2 - 350))
        if profile != .iOS { engine.platformProfile = profile }
    }

    /// Puts a finger down and drags it past the slop: the list is then being dragged.
    public func beginDragging() {
        send(.began, y: 350)
        for k in 1...4 { send(.moved, y: 350 - Double(k) * 5) }
    }

    /// The next `count` moves of a finger that keeps dragging the list up and down by 40 pt, at 120 Hz.
    public func dragEvents(_ count: Int) -> [TouchEvent] {
        var events: [TouchEvent] = []
        events.reserveCapacity(count)
        for _ in 0..<count {
            step += 1
            time += 1.0 / 120
            let phase = Double(step % 96) / 96
            let y = 330 + 40 * (phase < 0.5 ? phase * 2 : 2 - phase * 2)
            events += builder.events(at: time, samples: [TouchSample(id: TouchID(1), phase: .moved, location: Point(x: 500, y: y))])
        }
        return events
    }

    /// Flicks the list (a finger that dragged up at 2,000 pt/s lifts): it is then gliding; returns the
    /// time of the release. The glide lasts about 3.8 s at the normal deceleration rate.
    @discardableResult
    public func flick() -> Double {
        send(.began, y: 600)
        for k in 1...8 { send(.moved, y: 600 - Double(k) * 16.7) }
        send(.ended, y: 600 - 8 * 16.7)
        return time
    }

    /// The touch-down locations spread over the visible rows, for hit-testing.
    public func hitPoints(_ count: Int) -> [Point] {
        (0..<count).map { Point(x: 500, y: 5 + Double(($0 * 37) % 690)) }
    }

    private func send(_ phase: TouchPhase, y: Double) {
        time += 1.0 / 120
        for event in builder.events(at: time, samples: [TouchSample(id: TouchID(1), phase: phase, location: Point(x: 500, y: y))]) {
            engine.handle(event)
        }
    }
}
