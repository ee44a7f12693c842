import Testing
import Grasp

/// The README's quick start, as written there, must compile and do what it says.
@Suite("README quick start")
struct ReadmeExampleTests {
    @Test("The quick start's pan reports a velocity when thrown")
    func quickStart() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let engine = GestureEngine(rootNode: root)

        let pan = PanGestureRecognizer(name: "pan")
        let doubleTap = TapGestureRecognizer(name: "doubleTap")
        doubleTap.numberOfTapsRequired = 2
        var thrownAt: Point?
        pan.addHandler { pan in
            if pan.state == .ended { thrownAt = pan.velocity(in: nil) }
        }
        root.addGestureRecognizer(pan)
        root.addGestureRecognizer(doubleTap)

        var input = TouchEventBuilder()
        for event in input.events(at: 0, samples: [TouchSample(id: TouchID(1), phase: .began, location: Point(x: 100, y: 400))]) {
            engine.handle(event)
        }
        engine.tick(1.0 / 120)
        for i in 1...12 {
            let t = Double(i) / 120
            for event in input.events(at: t, samples: [TouchSample(id: TouchID(1), phase: i == 12 ? .ended : .moved, location: Point(x: 100 + Double(i) * 10, y: 400))]) {
                engine.handle(event)
            }
        }
        #expect(abs((thrownAt?.x ?? 0) - 1200) < 1200 * 0.05)
    }

    @Test("The README's test host snippet recognizes its tap")
    func testHostSnippet() {
        let host = GestureTestHost()                       // a 390 × 844 root, 120 frames a second
        let tap = TapGestureRecognizer(name: "tap")
        host.rootNode.addGestureRecognizer(tap)
        host.tap(at: Point(x: 100, y: 100), time: 0)
        #expect(host.states(of: tap) == [.recognized])
    }
}
