// Why this file exists: a frame of the swipe-actions and navigation scenes must cost at most 2 µs and
// allocate nothing once it runs. The benchmarks measure one frame of each scene while a finger drags (a
// row sideways; a screen off the edge): an event, then a tick. Building that here keeps the benchmarks
// and any profile measuring the same thing.

import Grasp

/// A scene of issue 28 at 390×844 with a finger dragging sideways back and forth, and the frames to
/// measure.
public final class ListInteractionsWorkload {
    /// Which scene the workload drives.
    public enum Kind: Sendable {
        /// `swipe-actions`: row 3 dragged between 20 and 140 pt open (never to a full swipe).
        case swipeActions
        /// `navigation`: the top screen dragged off the left edge between 40 and 160 pt.
        case navigation
    }

    /// The scene.
    public let scene: any Scene
    private var finger = WorkloadFinger()
    private let y: Double
    private let base: Double
    private let direction: Double

    /// Builds the scene and puts a finger down, dragged past the slop: the row or the screen then
    /// follows it.
    public init(_ kind: Kind) {
        let viewport = Size(width: 390, height: 844)
        switch kind {
        case .swipeActions:
            scene = SwipeActionsScene(viewport: viewport)
            y = 210; base = 360; direction = -1
        case .navigation:
            scene = NavigationScene(viewport: viewport)
            y = 600; base = 4; direction = 1
        }
        finger.send(.began, at: Point(x: base, y: y), to: scene.engine)
        for k in 1...4 { finger.send(.moved, at: Point(x: base + direction * Double(k) * 5, y: y), to: scene.engine) }
    }

    /// The next `count` frames at 120 Hz: a move of the finger between 40 and 160 pt from where it
    /// landed and back, and the frame's time.
    public func frames(_ count: Int) -> [(event: TouchEvent, time: Double)] {
        let (base, direction, y) = (base, direction, y)
        return finger.frames(count) { Point(x: base + direction * (40 + 120 * WorkloadFinger.backAndForth($0, period: 96)), y: y) }
    }

    /// Handles one frame: its event, then a tick at its time.
    @inline(__always)
    public func run(_ frame: (event: TouchEvent, time: Double)) {
        scene.engine.handle(frame.event)
        scene.tick(frame.time)
    }
}
