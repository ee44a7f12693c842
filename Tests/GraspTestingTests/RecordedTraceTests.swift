// Why this file exists: the new recognizers and compositions checked against the traces recorded
// from Chromium (Tests/Fixtures/Traces), replayed with the testing kit's driver: a recorded flick caught by
// touch-down, a double tap against an optimistic single tap, a two-finger swipe over pause-and-move, a
// diagonal drag between axis-locked pans, and a long press then drag through a sequence.

import Foundation
import Grasp
import GraspTesting
import GraspTrace
import GraspFoundationCompat
import Testing

@Suite("Recorded traces")
struct RecordedTraceTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures/Traces")

    /// Replays the recorded trace `name` into a 1000×700 root set up by `setUp`.
    private func replay(_ name: String, _ setUp: (Node) -> Void) throws -> GestureReplayDriver {
        let trace = try Trace(contentsOf: Self.directory.appendingPathComponent("\(name).json"))
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 1000, height: 700))
        setUp(root)
        let driver = try GestureReplayDriver(engine: GestureEngine(rootNode: root), frameRate: 120)
        driver.replay(trace)
        return driver
    }

    @Test func aTouchDownCatchesTheFlickAtTheSecondFingersLanding() throws {
        let pan = PanGestureRecognizer(name: "pan")
        let stop = TouchDownGestureRecognizer(name: "stop")
        let driver = try replay("flick-then-catch") { $0.addGestureRecognizer(pan); $0.addGestureRecognizer(stop) }
        let catchIndex = try #require(driver.events.lastIndex { !$0.touches(in: .began).isEmpty })
        let latency = try #require(driver.latency(of: "stop", fromEvent: catchIndex))
        #expect(latency.events == 0 && latency.time == 0)
        #expect(driver.transcript.states(of: "stop") == ["began", "ended", "began", "ended"])
        #expect(driver.transcript.summary(of: "pan") == ["began", "changed", "ended", "failed"])
    }

    @Test func anOptimisticSingleTapIsRetractedByTheRecordedDoubleTap() throws {
        let driver = try replay("double-tap") { root in
            let double = TapGestureRecognizer(name: "double")
            double.numberOfTapsRequired = 2
            let single = TapGestureRecognizer(name: "single")
            single.recognizesOptimistically = true
            root.addGesture(.exclusive(double, single))
        }
        // The retraction is told before the double tap's handlers run, and observers hear of the double
        // tap's recognition after them: the retraction comes first.
        #expect(driver.transcript.description == """
            event 1: single recognized @50ms
            event 3: single retracted @150ms
            event 3: double recognized @150ms
            event 3: single failed @150ms
            """)
    }

    @Test func pauseAndMoveBeginsAtTouchDownUnderTheRecordedTwoFingerSwipe() throws {
        let driver = try replay("two-finger-swipe-left-300-200ms") { root in
            let swipe = SwipeGestureRecognizer(name: "swipe")
            swipe.numberOfTouchesRequired = 2
            swipe.direction = .left
            let pm = PauseAndMoveGestureRecognizer(name: "pm")
            pm.numberOfTouchesRequired = 2
            root.addGestureRecognizer(swipe)
            root.addGestureRecognizer(pm)
        }
        #expect(driver.latency(of: "pm", fromEvent: 0)?.events == 0)
        #expect(driver.transcript.states(of: "swipe") == ["recognized"])
        #expect(driver.transcript.summary(of: "pm") == ["began", "changed", "ended"])
    }

    @Test func theRecordedDiagonalGoesToTheVerticalPan() throws {
        // (120, 160): y is larger, so the vertical pan begins and the horizontal one fails, at the
        // same event.
        let driver = try replay("scroll-diagonal-120-160-400") { root in
            root.addGestureRecognizer(AxisLockedPanGestureRecognizer(axis: .horizontal, name: "h"))
            root.addGestureRecognizer(AxisLockedPanGestureRecognizer(axis: .vertical, name: "v"))
        }
        let began = try #require(driver.transcript.activation(of: "v"))
        let failed = try #require(driver.transcript.entries(of: "h").first)
        #expect(failed.reportedName == "failed")
        #expect(failed.eventIndex == began.eventIndex)
        #expect(driver.transcript.summary(of: "v") == ["began", "changed", "ended"])
    }

    @Test func theRecordedLongPressThenDragRunsThroughTheSequence() throws {
        let drag = InstantPanGestureRecognizer(name: "drag")
        var final: Point?
        drag.addHandler { if $0.state == .ended { final = $0.translation(in: nil) } }
        let driver = try replay("long-press-then-drag") { root in
            root.addGesture(LongPressGestureRecognizer(name: "press").sequenced(before: drag))
        }
        let press = try #require(driver.transcript.activation(of: "press"))
        let dragBegan = try #require(driver.transcript.activation(of: "drag"))
        #expect(press.timestamp == 0.5 && !press.isDuringEvent)
        #expect(dragBegan.timestamp == press.timestamp && dragBegan.eventIndex == press.eventIndex)
        #expect(driver.transcript.summary(of: "drag") == ["began", "changed", "ended"])
        // The finger rested until the hand-over, so the drag's translation is the whole movement.
        let trace = try Trace(contentsOf: Self.directory.appendingPathComponent("long-press-then-drag.json"))
        let last = try #require(trace.samples.last)
        #expect(abs(final!.x - (last.x - 300)) < 1e-9)
    }
}
