// Why this file exists: the seven-gesture scene is the set an app starts from and the one the browser
// benchmark compares with another library's default set; these tests pin its recognizers and which of
// them recognize together, at 60, 120 and 240 Hz where the gesture moves.

import GraspTesting
import Grasp
import GraspScenes
import GraspTrace
import Testing

@Suite("Seven-gesture scene")
struct GesturesSceneTests {
    let viewport = Size(width: 1000, height: 700)

    @Test func isInTheCatalogWithItsRecognizers() throws {
        #expect(SceneCatalog.scene(named: "gestures") == GesturesScene.self)
        let scene = try #require(SceneCatalog.makeScene(named: "gestures", viewport: viewport) as? GesturesScene)
        #expect(scene.rootNode.frame == Rect(x: 0, y: 0, width: 1000, height: 700))
        #expect(scene.recognizers.map(\.name) == ["tap", "doubleTap", "longPress", "pan", "swipe", "pinch", "rotation"])
        #expect(scene.recognizers.allSatisfy { $0.node === scene.rootNode })
        #expect(scene.doubleTap.numberOfTapsRequired == 2)
        #expect(scene.swipe.direction == .all && scene.swipe.numberOfTouchesRequired == 1)
        #expect(Set(scene.values(of: scene.pan).keys) == ["translation", "velocity"])
        #expect(Set(scene.values(of: scene.pinch).keys) == ["scale", "velocity"])
        #expect(Set(scene.values(of: scene.rotation).keys) == ["rotation", "velocity"])
        #expect(Set(scene.values(of: scene.longPress).keys) == ["location"])
    }

    @Test(arguments: [60.0, 120, 240])
    func aFlickIsAPanAndASwipeTogether(rate: Double) {
        let driver = SceneTestHost(GesturesScene(viewport: viewport), rate: rate)
        driver.load { $0.drag(from: Point(x: 200, y: 300), to: Point(x: 600, y: 300), duration: 0.15) }
        driver.finish()
        #expect(driver.summary(of: "pan") == ["began", "changed", "ended"])
        #expect(driver.summary(of: "swipe") == ["recognized"])
        #expect(driver.last("swipe", .ended)?.values["direction"] == .string("right"))
        #expect(driver.summary(of: "tap") == ["failed"])
        #expect(driver.summary(of: "longPress") == ["failed"])
        #expect(driver.summary(of: "pinch").allSatisfy { $0 == "failed" })
    }

    @Test(arguments: [60.0, 120, 240])
    func aLongPressThatMovesOnStaysALongPress(rate: Double) {
        // Unlike the inspector, where the long press and the pan both run: here the long press began
        // first and holds the touch, so the pan never begins.
        let driver = SceneTestHost(GesturesScene(viewport: viewport), rate: rate)
        driver.load {
            $0.hold(at: Point(x: 300, y: 300), duration: 0.7)
            $0.drag(from: Point(x: 300, y: 300), to: Point(x: 420, y: 300), duration: 0.3)
        }
        driver.finish()
        #expect(driver.summary(of: "longPress").first == "began")
        #expect(!driver.summary(of: "pan").contains("began"))
        #expect(!driver.summary(of: "swipe").contains("recognized"))
    }

    @Test(arguments: [60.0, 120, 240])
    func aPinchThatTurnsIsAPinchAndARotationTogether(rate: Double) {
        let driver = SceneTestHost(GesturesScene(viewport: viewport), rate: rate)
        // Two fingers that spread from 120 to 360 points apart and turn by 34°, about a still midpoint.
        driver.load {
            $0.drag(from: [Point(x: 440, y: 350), Point(x: 560, y: 350)],
                    to: [Point(x: 350, y: 250), Point(x: 650, y: 450)], duration: 0.5)
        }
        driver.finish()
        #expect(driver.summary(of: "pinch") == ["began", "changed", "ended"])
        #expect(driver.summary(of: "rotation") == ["began", "changed", "ended"])
        #expect(!driver.summary(of: "pan").contains("began"))
    }

    @Test func twoTapsAreTwoTapsAndADoubleTap() {
        let driver = SceneTestHost(GesturesScene(viewport: viewport))
        driver.load { $0.taps(2, at: Point(x: 400, y: 400)) }
        driver.finish()
        #expect(driver.summary(of: "tap") == ["recognized", "recognized"])
        #expect(driver.summary(of: "doubleTap") == ["recognized"])
        #expect(!driver.summary(of: "longPress").contains("began"))
    }
}
