// Why this file exists: the flick scenes' contract on synthesized traces: a thrown box keeps the
// release velocity and decays to the projection, bounces back to the edge it reaches, rubber-bands
// when dragged past an edge; the linear variant runs to the right edge in exactly 1.5 s whatever
// the throw. Every rest is reported as an animation stop.

import GraspTesting
import Grasp
import GraspMotion
import GraspScenes
import Testing

@Suite("Flick scenes")
struct FlickSceneTests {
    let viewport = Size(width: 1000, height: 700)

    @Test func theBoxStartsAtRestAtTheLeftEdge() {
        let scene = FlickScene(viewport: viewport)
        #expect(scene.boxPosition == 50)
        #expect(scene.allowedPositions == 50...950)
        #expect(scene.reportedFrames().first?.name == "box")
        #expect(scene.reportedFrames().first?.frame == Rect(x: 0, y: 300, width: 100, height: 100))
        #expect(!scene.isMoving)
    }

    @Test func aThrowGlidesToTheProjectionOfTheReleaseVelocity() throws {
        // A wide track, so that the glide ends before the edge.
        let driver = SceneTestHost(FlickScene(viewport: Size(width: 3000, height: 700)))
        driver.load { $0.drag(from: Point(x: 50, y: 350), to: Point(x: 250, y: 350), duration: 0.2) }
        driver.play(through: 0.2)
        let release = try #require(driver.last("pan", .ended))
        let velocity = try #require(release.values["velocity"]?.point)
        let releasePosition = try #require(release.values["position"]?.number)
        #expect(releasePosition == driver.scene.position.state(at: 0.2).value)  // reported as the handler left it
        #expect(abs(velocity.x - 1000) < 20)
        #expect(releasePosition == 250)
        #expect(driver.scene.isMoving)
        // The glide starts with the release velocity: no jump in position or speed at the lift.
        #expect(driver.scene.position.state(at: 0.2).velocity == velocity.x)
        driver.finish(tail: 8)
        let projection = DecayAnimation.projection(of: releasePosition, velocity: velocity.x)
        #expect(abs(driver.scene.boxPosition - projection) < 0.01)
        #expect(!driver.scene.isMoving)
        #expect(driver.stops.count == 1)
        #expect(abs(driver.frame("box")!.midX - projection) < 0.01)
    }

    @Test func aThrowAtTheEdgeBouncesBackToIt() throws {
        let driver = SceneTestHost(FlickScene(viewport: viewport))
        driver.load { $0.drag(from: Point(x: 50, y: 350), to: Point(x: 400, y: 350), duration: 0.15) }
        driver.play(through: 0.15)
        var farthest = 0.0
        var time = 0.15
        while time < 3 {
            time += 1.0 / 120
            driver.tick(through: time)
            farthest = max(farthest, driver.scene.boxPosition)
        }
        #expect(farthest > 950, "the box overshoots the edge before it settles: \(farthest)")
        #expect(driver.scene.boxPosition == 950)
        #expect(driver.frame("box") == Rect(x: 900, y: 300, width: 100, height: 100))
        #expect(driver.stops.count == 1)
    }

    @Test func draggingPastAnEdgeRubberBandsAndReleasingSettlesBack() throws {
        let driver = SceneTestHost(FlickScene(viewport: viewport))
        driver.load { $0.drag(from: Point(x: 60, y: 350), to: Point(x: -90, y: 350), duration: 0.3, holdBeforeLift: 0.1) }
        driver.play(through: 0.35)
        // 150 pt past the edge shows as much less, but more than nothing.
        let shown = 50 - driver.scene.boxPosition
        #expect(abs(shown - RubberBand.offset(for: 150, dimension: 1000)) < 1e-9)
        #expect(shown > 0 && shown < 150)
        driver.finish()
        #expect(driver.scene.boxPosition == 50)
        #expect(driver.stops.count == 1)
    }

    @Test func theLinearVariantRunsToTheRightEdgeInOnePointFiveSeconds() throws {
        for speed in [300.0, 3000] {
            let driver = SceneTestHost(LinearFlickScene(viewport: viewport))
            let end = Point(x: 50 + speed * 0.1, y: 350)
            driver.load { $0.drag(from: Point(x: 50, y: 350), to: end, duration: 0.1) }
            driver.play(through: 0.1)
            let released = driver.scene.boxPosition
            #expect(released == min(end.x, 950))
            #expect(driver.scene.isMoving)
            // Halfway in time, halfway in distance: linear, whatever the throw.
            #expect(abs(driver.scene.position.state(at: 0.1 + 0.75).value - (released + 950) / 2) < 1e-9)
            driver.tick(through: 0.1 + 1.5 - 0.001)
            #expect(driver.scene.isMoving)
            driver.tick(through: 0.1 + 1.5)
            #expect(!driver.scene.isMoving)
            #expect(driver.scene.boxPosition == 950)
            #expect(driver.stops == [0.1 + 1.5])
        }
    }

    @Test func theLinearVariantClampsTheDragToTheEdges() {
        let driver = SceneTestHost(LinearFlickScene(viewport: viewport))
        driver.load { $0.drag(from: Point(x: 60, y: 350), to: Point(x: -200, y: 350), duration: 0.2, holdBeforeLift: 0.1) }
        driver.play(through: 0.25)
        #expect(driver.scene.boxPosition == 50)
    }
}
