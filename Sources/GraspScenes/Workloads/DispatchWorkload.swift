// Why this file exists: the performance suite (ordo-one benchmarks), the callgrind instruction count and
// the `grasp` report all measure the same dispatch cases. Building those cases (scenes, node trees,
// long pre-built event streams) in one place keeps the three measuring the same thing. The Hammer preset
// case is the browser benchmark's set-up and gestures (Tools/Benchmarks/Browser/binding.js) made native, so
// that the engine's share of grasp.js's cost per pointer event can be counted and cut without a wasm build.

import Grasp

/// A ready-to-run dispatch case: an engine, the events that set it up, and a long stream of steady-state
/// events to measure.
public struct DispatchWorkload {
    /// The cases the performance suite measures.
    public enum Case: String, CaseIterable, Sendable {
        /// One pan on a root node; one finger moving in a circle.
        case onePan = "one pan"
        /// The inspector scene's nine recognizers; one finger moving in a circle.
        case inspector = "inspector scene"
        /// Ten fingers moving together over a chain of nodes ten deep with ten simultaneous pans on each.
        case deepTree = "10 touches, 10 deep, 100 recognizers"
        /// A root with 1,000 children, of which the touch hits one (with a pan).
        case wideTree = "1,000 nodes, 1 hit"
        /// Hammer.js's default preset in Grasp's recognizers on one node (rotation with pinch, swipe with
        /// pan, double tap with tap, tap requiring double tap to fail, a press of 0.251 s), each with a
        /// handler, and the browser benchmark's seeded gestures (taps, double taps, flicked pans, two-finger
        /// pinches one finger per event, presses held still), replayed in full from the first touch-down.
        case hammerPreset = "Hammer.js preset, mixed gestures"
    }

    /// The engine to drive.
    public let engine: GestureEngine
    /// The events that put the engine in its steady state (touch-downs and first moves).
    public let setup: [TouchEvent]
    /// The steady-state events to measure, in order.
    public let events: [TouchEvent]
    /// Keeps the node tree (and the scene, if any) alive.
    let root: Node
    let scene: InspectorScene?
    /// The number of times each recognizer's handler saw it end (the Hammer preset case), by name.
    public let endings: HandlerEndings?

    /// Builds `workloadCase` with `count` steady-state events.
    public init(_ workloadCase: Case, count: Int) {
        let viewport = Rect(x: 0, y: 0, width: 1000, height: 700)
        var fingers = 1
        var inspector: InspectorScene?
        var endings: HandlerEndings?
        switch workloadCase {
        case .onePan:
            root = Node(name: "root", frame: viewport)
            root.addGestureRecognizer(PanGestureRecognizer(name: "pan"))
            engine = GestureEngine(rootNode: root)
        case .inspector:
            let made = InspectorScene(viewport: viewport.size)
            inspector = made
            root = made.rootNode
            engine = made.engine
        case .deepTree:
            root = Node(name: "root", frame: viewport)
            var parent = root
            var all: [GestureRecognizer] = []
            for depth in 0..<10 {
                let node = Node(name: "level\(depth)", frame: Rect(x: 1, y: 1, width: parent.bounds.width - 2, height: parent.bounds.height - 2))
                parent.addChild(node)
                for i in 0..<10 {
                    let pan = PanGestureRecognizer(name: "pan\(depth).\(i)")
                    pan.maximumNumberOfTouches = 10
                    node.addGestureRecognizer(pan)
                    all.append(pan)
                }
                parent = node
            }
            for a in all { for b in all where a !== b { a.allowSimultaneousRecognition(with: b) } }
            engine = GestureEngine(rootNode: root)
            fingers = 10
        case .wideTree:
            root = Node(name: "root", frame: viewport)
            for i in 0..<1000 {
                let node = Node(name: "n\(i)", frame: Rect(x: Double(i % 40) * 25, y: Double(i / 40) * 25, width: 25, height: 25))
                root.addChild(node)
            }
            root.children[500].addGestureRecognizer(PanGestureRecognizer(name: "pan"))
            engine = GestureEngine(rootNode: root)
        case .hammerPreset:
            let size = Self.hammerViewport
            root = Node(name: "root", frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
            let target = Node(name: "target", frame: root.frame)
            root.addChild(target)
            endings = Self.addHammerPreset(to: target)
            engine = GestureEngine(rootNode: root)
            scene = nil
            self.endings = endings
            setup = []
            events = Self.hammerGestureEvents(count: count, in: size)
            return
        }

        scene = inspector
        self.endings = endings
        let centre = workloadCase == .wideTree ? root.children[500].frame.center : Point(x: 500, y: 350)
        (setup, events) = Self.circlingStream(fingers: fingers, centre: centre, radius: workloadCase == .wideTree ? 8 : 60, count: count)
    }

    /// A root with `recognizers` simultaneous pans and one finger circling over it, with `count`
    /// steady-state events: the scaling case, which shows what each recognizer that receives a touch adds.
    public init(simultaneousPans recognizers: Int, count: Int) {
        root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 1000, height: 700))
        let pans = (0..<max(1, recognizers)).map { PanGestureRecognizer(name: "pan\($0)") }
        for pan in pans { root.addGestureRecognizer(pan) }
        for a in pans { for b in pans where a !== b { a.allowSimultaneousRecognition(with: b) } }
        engine = GestureEngine(rootNode: root)
        scene = nil
        endings = nil
        (setup, events) = Self.circlingStream(fingers: 1, centre: Point(x: 500, y: 350), radius: 60, count: count)
    }

    /// Fingers that land in a small grid around `centre`, then circle together (the same offset for
    /// every finger, so that their centroid moves and the pans run), so that no recognizer ever ends:
    /// eight set-up steps (about 21 pt of travel at radius 60, past every pan's slop), then `count` more.
    private static func circlingStream(fingers: Int, centre: Point, radius: Double, count: Int) -> (setup: [TouchEvent], events: [TouchEvent]) {
        var builder = TouchEventBuilder()
        func positions(_ step: Int) -> [TouchSample] {
            (0..<fingers).map { f in
                let angle = Double(step) * 0.05
                let spread = Point(x: Double(f % 5) * 12, y: Double(f / 5) * 12)
                let p = centre + spread + Point(x: radius * GraspMath.cos(angle), y: radius * GraspMath.sin(angle))
                return TouchSample(id: TouchID(f + 1), phase: step == 0 ? .began : .moved, location: p)
            }
        }
        let period = 1.0 / 120
        var setup: [TouchEvent] = []
        for step in 0..<8 { setup += builder.events(at: Double(step) * period, samples: positions(step)) }
        var stream: [TouchEvent] = []
        stream.reserveCapacity(count)
        for k in 0..<count { stream += builder.events(at: Double(k + 8) * period, samples: positions(k + 8)) }
        return (setup, stream)
    }

    /// Sends the setup events.
    public func prepare() {
        for event in setup { engine.handle(event) }
    }
}
