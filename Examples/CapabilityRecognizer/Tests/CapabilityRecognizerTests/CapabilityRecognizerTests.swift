// The recognizers of this package, written against GraspCore alone, tested through Grasp's public
// GestureTestHost with no `@testable` and no SPI: each capability the engine asks of a recognizer or a
// node, used from outside Grasp's modules, at the rates where rate matters.

import CapabilityRecognizer
import Grasp
import Testing

let center = Point(x: 195, y: 422)

/// A recognizer that overrides no capability: it takes touches only.
final class PlainRecognizer: GestureRecognizer {
    var began = 0
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { began += 1 }
}

/// A host whose root has a zoom and a plain recognizer, and recordings of the zoom's scale and input.
struct ZoomSetup {
    let host: GestureTestHost
    let zoom = ZoomGestureRecognizer(name: "zoom")
    let plain = PlainRecognizer(name: "plain")
    let scale: GestureTestHost.Recording<Double>
    let input: GestureTestHost.Recording<ZoomInput>

    init(frameRate: Double = 120) {
        host = GestureTestHost(frameRate: frameRate)
        host.rootNode.addGestureRecognizer(zoom)
        host.rootNode.addGestureRecognizer(plain)
        scale = host.record(zoom) { $0.scale }
        input = host.record(zoom) { $0.input }
    }
}

@Suite("Scroll and trackpad input (takes, didBind) and the touch records")
struct ZoomTests {
    @Test("two fingers spreading from 100 to 200 pt begin past the slop and zoom by the span's ratio", arguments: [60.0, 120, 240])
    func fingers(rate: Double) {
        let setup = ZoomSetup(frameRate: rate)
        let (host, scale, input) = (setup.host, setup.scale, setup.input)
        host.drag([
            .init(finger: 1, from: Point(x: 195, y: 372), to: Point(x: 195, y: 322)),
            .init(finger: 2, from: Point(x: 195, y: 472), to: Point(x: 195, y: 522)),
        ], startingAt: 0, duration: 0.5, rate: rate)
        #expect(scale.states.first == .began && scale.states.last == .ended)
        #expect(input.value(at: .began) == .fingers)
        // Began at a span between 110 pt and one sample more: 200 / 110 at most.
        let end = scale.value(at: .ended) ?? 0
        #expect(end > 1.7 && end <= 200.0 / 110)
    }

    @Test("a mouse wheel's step of 100 pt is bound to it (not to a plain recognizer) and doubles the scale")
    func wheel() {
        let setup = ZoomSetup()
        let (host, zoom, plain, scale, input) = (setup.host, setup.zoom, setup.plain, setup.scale, setup.input)
        let recorded = host.record(zoom) { $0.recordedInput }
        let hit = host.record(zoom) { $0.hitNode }
        host.engine.handle(ScrollEvent(timestamp: 0, pointer: TouchID(50), phase: .step, location: center, delta: Point(x: 0, y: 100)))
        #expect(scale.states == [.began, .ended])
        #expect(scale.value(at: .ended) == 2)
        #expect(input.value(at: .began) == .scroll(.discrete))
        #expect(recorded.value(at: .began) == .scroll(.discrete))   // the engine's record of the touch says so too
        #expect((hit.value(at: .began) ?? nil) === host.rootNode)
        #expect(plain.began == 0)
    }

    @Test("a trackpad's continuous scroll is followed until it ends")
    func trackpadScroll() {
        let setup = ZoomSetup()
        let (host, scale, input) = (setup.host, setup.scale, setup.input)
        for (index, phase) in [ScrollPhase.began, .changed, .changed, .ended].enumerated() {
            host.engine.handle(ScrollEvent(timestamp: Double(index) / 60, pointer: TouchID(50), phase: phase, location: center,
                                           delta: Point(x: 0, y: phase == .ended ? 0 : -50)))
        }
        #expect(scale.states == [.began, .changed, .changed, .ended])
        #expect(input.value(at: .began) == .scroll(.continuous))
        // Three reports of 50 pt up (content moving up zooms out): a scale of 2 to the power -1.5.
        #expect(abs((scale.value(at: .ended) ?? 0) - 0.353_553_390_593_273_8) < 1e-12)
    }

    @Test("a trackpad pinch is bound to it as two touches, and its scale is the product of the reports")
    func trackpadPinch() {
        let setup = ZoomSetup()
        let (host, plain, scale, input) = (setup.host, setup.plain, setup.scale, setup.input)
        host.engine.handle(TransformEvent(timestamp: 0, pointer: TouchID(60), phase: .began, location: center))
        host.engine.handle(TransformEvent(timestamp: 0.016, pointer: TouchID(60), phase: .changed, location: center, scale: 1.5))
        host.engine.handle(TransformEvent(timestamp: 0.033, pointer: TouchID(60), phase: .changed, location: center, scale: 1.5))
        host.engine.handle(TransformEvent(timestamp: 0.050, pointer: TouchID(60), phase: .ended, location: center))
        #expect(scale.states == [.began, .changed, .ended])
        #expect(input.value(at: .began) == .trackpadPinch)
        #expect(abs((scale.value(at: .ended) ?? 0) - 2.25) < 1e-9)
        #expect(plain.began == 0)
    }
}

@Suite("A platform's constants (adopt)")
struct ProfileTests {
    @Test("setting the engine's profile gives the zoom its touch slop")
    func profile() {
        let host = GestureTestHost()
        let zoom = ZoomGestureRecognizer(name: "zoom")
        host.rootNode.addGestureRecognizer(zoom)
        host.engine.platformProfile = .android
        #expect(zoom.slop == 8)
        PlatformProfile.iOS.apply(to: zoom)
        #expect(zoom.slop == 10)
    }
}

@Suite("Hover (followsHover, hoverDidBegin, hoverDidMove)")
struct SpotlightTests {
    @Test("a pen comes, moves lower and leaves: began, changed, ended, with its height")
    func pen() {
        let host = GestureTestHost()
        let spot = SpotlightGestureRecognizer(name: "spot")
        host.rootNode.addGestureRecognizer(spot)
        let radius = host.record(spot) { $0.radius }
        let pointer = host.record(spot) { $0.pointer }
        host.engine.handle(HoverEvent(timestamp: 0, pointer: TouchID(7), phase: .entered, location: center, kind: .pencil, zOffset: 1))
        host.engine.handle(HoverEvent(timestamp: 0.016, pointer: TouchID(7), phase: .moved, location: center, kind: .pencil, zOffset: 0.5))
        host.engine.handle(HoverEvent(timestamp: 0.033, pointer: TouchID(7), phase: .exited, location: center, kind: .pencil))
        #expect(radius.states == [.began, .changed, .ended])
        #expect(radius.value(at: .began) == 40)
        #expect(radius.value(at: .changed) == 25)
        #expect(pointer.value(at: .began) == TouchID(7))
        #expect(spot.pointer == nil)   // reset once ended
    }

    @Test("it takes no touches")
    func noTouches() {
        let host = GestureTestHost()
        let spot = SpotlightGestureRecognizer(name: "spot")
        host.rootNode.addGestureRecognizer(spot)
        host.tap(at: center, time: 0)
        #expect(host.states(of: spot).isEmpty)
    }
}

@Suite("Provisional recognition (proceedsProvisionally and its callbacks)")
struct EagerTapTests {
    /// An eager tap that requires a double tap to fail, on the host's root.
    func setUp() -> (GestureTestHost, EagerTapGestureRecognizer, TapGestureRecognizer) {
        let host = GestureTestHost()
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        let eager = EagerTapGestureRecognizer(name: "eager")
        eager.require(toFail: double)
        host.rootNode.addGestureRecognizer(double)
        host.rootNode.addGestureRecognizer(eager)
        return (host, eager, double)
    }

    @Test("one tap recognizes at the lift, provisionally, and is confirmed when the double tap fails")
    func confirmed() {
        let (host, eager, _) = setUp()
        let provisional = host.record(eager) { $0.isProvisional }
        host.tap(at: center, time: 0)
        #expect(host.states(of: eager) == [.ended])
        #expect(provisional.value(at: .ended) == true)
        #expect(eager.outcomes.isEmpty)
        host.advance(to: 1)
        #expect(eager.outcomes == ["confirmed"])
        #expect(!eager.isProvisional)
    }

    @Test("a double tap retracts it")
    func retracted() {
        let (host, eager, double) = setUp()
        host.tap(at: center, time: 0)
        host.tap(at: center, time: 0.2)
        #expect(host.states(of: double) == [.ended])
        #expect(eager.outcomes.first == "retracted by double")
    }
}

@Suite("A node decides whether a descendant hears a touch (letsDescendantHear)")
struct PenShieldTests {
    @Test("a pen's touch does not reach the node inside; a finger's does")
    func shield() {
        let host = GestureTestHost()
        let shield = PenShieldNode(name: "shield", frame: host.rootNode.bounds)
        let field = Node(name: "field", frame: Rect(x: 95, y: 322, width: 200, height: 200))
        host.rootNode.addChild(shield)
        shield.addChild(field)
        host.send([TouchSample(id: TouchID(1), phase: .began, location: center, kind: .pencil)], time: 0)
        host.send([TouchSample(id: TouchID(1), phase: .ended, location: center, kind: .pencil)], time: 0.05)
        #expect(host.phases(deliveredTo: field).isEmpty)
        #expect(shield.kept == 1)
        host.tap(at: center, time: 1)
        #expect(host.phases(deliveredTo: field) == [.began, .ended])
    }
}
