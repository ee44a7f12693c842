// Why this file exists: a frame of the drag-drop scene must cost at most 2 µs and allocate nothing once
// it runs, including while the target list auto-scrolls. The benchmark measures one frame while a
// lifted item is carried back and forth between the two lists and up and down into their edge zones: an
// event, then a tick. Building that here keeps the benchmark and any profile measuring the same thing.

import Grasp

/// The `drag-drop` scene at 390×844 with item 2 lifted and carried around, and the frames to measure.
public final class DragDropWorkload {
    /// The scene.
    public let scene: DragDropScene
    private var builder = TouchEventBuilder()
    private var time = 0.0
    private var step = 0

    /// Builds the scene, presses item 2 of the left list and holds it until it lifts (0.6 s of frames
    /// at 120 Hz).
    public init() {
        scene = DragDropScene(viewport: Size(width: 390, height: 844))
        send(.began, Point(x: 96, y: 238))
        for _ in 0..<72 {
            time += 1.0 / 120
            scene.tick(time)
        }
    }

    private func send(_ phase: TouchPhase, _ location: Point) {
        time += 1.0 / 120
        for event in builder.events(at: time, samples: [TouchSample(id: TouchID(1), phase: phase, location: location)]) {
            scene.engine.handle(event)
        }
        scene.tick(time)
    }

    /// The next `count` frames at 120 Hz: the finger goes from one list to the other and back every
    /// 0.8 s, and from 110 pt to 740 pt down the screen and back every 1.6 s (through both lists' edge
    /// zones, where they auto-scroll), and the frame's time.
    public func frames(_ count: Int) -> [(event: TouchEvent, time: Double)] {
        var frames: [(event: TouchEvent, time: Double)] = []
        frames.reserveCapacity(count)
        for _ in 0..<count {
            step += 1
            time += 1.0 / 120
            let across = Double(step % 96) / 96, down = Double(step % 192) / 192
            let x = 96 + 198 * (across < 0.5 ? across * 2 : 2 - across * 2)
            let y = 110 + 630 * (down < 0.5 ? down * 2 : 2 - down * 2)
            for event in builder.events(at: time, samples: [TouchSample(id: TouchID(1), phase: .moved, location: Point(x: x, y: y))]) {
                frames.append((event, time))
            }
        }
        return frames
    }

    /// Handles one frame: its event, then a tick at its time.
    @inline(__always)
    public func run(_ frame: (event: TouchEvent, time: Double)) {
        scene.engine.handle(frame.event)
        scene.tick(frame.time)
    }
}
