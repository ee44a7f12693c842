// Why this file exists: the GraspInteractions components stand on the scroll view's nested-scroll
// connection, and must work on Android's physics too: the sheet, the collapsing header, swipe actions
// and the reorder auto-scroll, each driven by a trace at 60, 120 and 240 Hz with the scene's engine on
// Android's profile. (The refresh control on Android's physics is AndroidRefreshTests'; the same end at
// every rate is AndroidRateAgreementTests'.)

import Foundation
import Grasp
import GraspFoundationCompat
import GraspInteractions
import GraspScenes
import GraspTrace
import GraspTesting
import Testing

@Suite("Components on Android's physics")
struct AndroidPhysicsSceneTests {
    let viewport = Size(width: 390, height: 844)

    @Test("The sheet rises with a drag up and rests on a detent", arguments: scrollingRates)
    func sheet(rate: Double) {
        let scene = SheetScene(viewport: viewport)
        scene.engine.platformProfile = .android
        let run = SceneTestHost(scene, rate: rate)
        let start = scene.sheetY
        run.replay(tail: 3) { $0.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 300), duration: 0.3) }
        #expect(scene.sheetY < start)
        #expect(scene.sheet.detentPositions.contains(scene.sheetY) && !scene.sheet.isSettling, "at \(rate) Hz: \(scene.sheetY)")
    }

    @Test("A flick up collapses the header, then the list flings on the spline and stops", arguments: scrollingRates)
    func collapsingHeader(rate: Double) {
        let scene = CollapsingHeaderScene(viewport: viewport)
        scene.engine.platformProfile = .android
        let run = SceneTestHost(scene, rate: rate)
        run.replay(tail: 4) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.15) }
        #expect(scene.headerHeight == scene.header.collapsedHeight, "at \(rate) Hz: \(scene.headerHeight)")
        #expect(scene.list.contentOffset.y > 0 && !scene.list.isMovingOnItsOwn)
    }

    @Test("A swipe left opens a row's actions", arguments: scrollingRates)
    func swipeActions(rate: Double) {
        let scene = SwipeActionsScene(viewport: viewport)
        scene.engine.platformProfile = .android
        let run = SceneTestHost(scene, rate: rate)
        let row3 = 3 * 60 + 30.0
        run.replay(tail: 1) { $0.drag(from: Point(x: 300, y: row3), to: Point(x: 200, y: row3), duration: 0.4, holdBeforeLift: 0.1) }
        #expect(scene.controller.openRow != nil, "at \(rate) Hz")
        #expect(scene.list.contentOffset == .zero)
    }

    @Test("A row held near the bottom edge scrolls the list at the reorder's speed", arguments: scrollingRates)
    func reorderAutoScroll(rate: Double) {
        let scene = ReorderScene(viewport: viewport)
        scene.engine.platformProfile = .android
        let run = SceneTestHost(scene, rate: rate)
        let host = SceneTestHost(scene, rate: rate, clock: .live())
        host.touchDown(at: Point(x: 200, y: 210))
        host.runFrames(for: 0.55)
        host.drag(to: Point(x: 200, y: 820), duration: 0.2)
        let start = scene.list.contentOffset.y, t0 = host.now
        host.runFrames(for: 0.5)
        #expect(abs((scene.list.contentOffset.y - start) / (host.now - t0) - 432) < 1e-6, "at \(rate) Hz")
        host.touchUp()
        host.runFrames(for: 1)
        #expect(!scene.controller.isAutoScrolling)
        _ = run
    }
}

@Suite("Replay on a platform profile")
struct ReplayProfileTests {
    @Test("A replay on UIKit's profile is the replay of before; on Android's the flick is another motion and the catch another offset")
    func replayOnAProfile() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/traces/list-flick-stop-and-tap.json")
        let trace = try Trace(contentsOf: url)
        let before = try #require(SceneReplay.run(trace, sceneNamed: "list"))
        let ios = try #require(SceneReplay.run(trace, sceneNamed: "list", profile: .iOS))
        let android = try #require(SceneReplay.run(trace, sceneNamed: "list", profile: .android))
        #expect(ios == before)
        #expect(android != before)
        #expect(android.count > 3 && before.count > 3)
    }
}
