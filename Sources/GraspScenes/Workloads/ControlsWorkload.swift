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
    private var finger = WorkloadFinger()

    /// Builds the scene and puts a finger down on the Brightness thumb; it rests past the list's
    /// content-touch delay (the slider then tracks it), then moves right past the slop.
    public init() {
        scene = ControlsScene(viewport: Size(width: 390, height: 844))
        guard let slider = scene.control(named: "brightness-slider") as? Slider else {
            preconditionFailure("the controls scene has no brightness-slider")
        }
        self.slider = slider
        let centre = slider.convertToWindow(Point(x: slider.thumbRect.midX, y: slider.thumbRect.midY))
        finger.send(.began, at: centre, to: scene.engine, tick: scene.tick)
        finger.hold(30, tick: scene.tick)
        for k in 1...4 { finger.send(.moved, at: Point(x: centre.x + Double(k) * 5, y: centre.y), to: scene.engine, tick: scene.tick) }
    }

    /// The next `count` frames at 120 Hz: a move of the finger along the slider (x 180 to 360 and back,
    /// the value following), and the frame's time.
    public func frames(_ count: Int) -> [(event: TouchEvent, time: Double)] {
        finger.frames(count) { Point(x: 180 + 180 * WorkloadFinger.backAndForth($0, period: 96), y: 304) }
    }

    /// Handles one frame: its event, then a tick at its time.
    @inline(__always)
    public func run(_ frame: (event: TouchEvent, time: Double)) {
        scene.engine.handle(frame.event)
        scene.tick(frame.time)
    }
}
