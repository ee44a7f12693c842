// Why this file exists: a frame of the controls scene must cost at most 2 µs and allocate nothing once it
// runs. The benchmark measures one frame of the `controls` scene while a finger drags a slider's thumb
// back and forth (an event through the list's held-back touch and the slider's tracking, its value
// change and the nodes that mirror it, then a tick); building that here keeps the benchmark and any
// profile measuring the same thing.

import Grasp
import GraspInteractions

/// The `controls` scene at 390×844 with a finger holding the Brightness slider's thumb, and the frames
/// to measure.
public final class ControlsWorkload {
    /// The scene.
    public let scene: ControlsScene
    /// The slider the finger drags.
    public let slider: Slider
    private var builder = TouchEventBuilder()
    private var time = 0.0
    private var step = 0

    /// Builds the scene and puts a finger down on the Brightness thumb; it rests past the list's
    /// content-touch delay (the slider then tracks it), then moves right past the slop.
    public init() {
        scene = ControlsScene(viewport: Size(width: 390, height: 844))
        guard let slider = scene.control(named: "brightness-slider") as? Slider else {
            preconditionFailure("the controls scene has no brightness-slider")
        }
        self.slider = slider
        let centre = slider.convertToWindow(Point(x: slider.thumbRect.midX, y: slider.thumbRect.midY))
        send(.began, x: centre.x, y: centre.y)
        for _ in 0..<30 {
            time += 1.0 / 120
            scene.tick(time)
        }
        for k in 1...4 { send(.moved, x: centre.x + Double(k) * 5, y: centre.y) }
    }

    private func send(_ phase: TouchPhase, x: Double, y: Double) {
        time += 1.0 / 120
        for event in builder.events(at: time, samples: [TouchSample(id: TouchID(1), phase: phase, location: Point(x: x, y: y))]) {
            scene.engine.handle(event)
        }
        scene.tick(time)
    }

    /// The next `count` frames at 120 Hz: a move of the finger along the slider (x 180 to 360 and back,
    /// the value following), and the frame's time.
    public func frames(_ count: Int) -> [(event: TouchEvent, time: Double)] {
        var frames: [(event: TouchEvent, time: Double)] = []
        frames.reserveCapacity(count)
        for _ in 0..<count {
            step += 1
            time += 1.0 / 120
            let phase = Double(step % 96) / 96
            let x = 180 + 180 * (phase < 0.5 ? phase * 2 : 2 - phase * 2)
            for event in builder.events(at: time, samples: [TouchSample(id: TouchID(1), phase: .moved, location: Point(x: x, y: 304))]) {
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
