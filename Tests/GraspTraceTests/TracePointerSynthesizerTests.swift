// Why this file exists: the synthesizer's pointer gestures stand in for hover, wheel, trackpad
// scrolling and trackpad pinches until the lab records them, so their timing, deltas and lifecycles
// must be exactly what was asked for. These tests state them, and that each makes a valid version 2
// trace that round-trips through the file format.

import Foundation
import Grasp
import GraspGeometry
import Testing
import GraspTrace
import GraspFoundationCompat

@Suite("Trace synthesizer: pointer gestures")
struct TracePointerSynthesizerTests {
    @Test("a hover path enters, hovers at the sample rate along a straight line, and leaves at the end")
    func hoverPath() throws {
        var synthesizer = TraceSynthesizer(sampleRate: 100)
        synthesizer.hover(from: Point(x: 0, y: 0), to: Point(x: 100, y: 50), duration: 0.1, modifiers: .option)
        let trace = synthesizer.trace()
        #expect(trace.samples.map(\.phase) == [.enter] + Array(repeating: .hover, count: 10) + [.leave])
        #expect(trace.samples.allSatisfy { $0.kind == "mouse" && $0.modifiers == .option && $0.pointer == 1 })
        for (step, sample) in trace.samples.dropFirst().dropLast().enumerated() {
            let u = Double(step + 1) / 10
            #expect(abs(sample.t - u / 10) < 1e-6)
            #expect(abs(sample.x - 100 * u) < 0.001 && abs(sample.y - 50 * u) < 0.001)
        }
        #expect(trace.samples.last == Trace.Sample(t: 0.1, pointer: 1, phase: .leave, x: 100, y: 50, kind: "mouse", modifiers: .option))
        #expect(trace.version == 2)
        try trace.validate()
        #expect(try Trace(jsonData: trace.jsonData()) == trace)
    }

    @Test("a pen can hover, and a rest before leaving delays the leave")
    func penHover() throws {
        var synthesizer = TraceSynthesizer()
        synthesizer.hover(from: .zero, to: Point(x: 10, y: 0), duration: 0.05, holdBeforeLeave: 0.2, kind: "pen")
        let trace = synthesizer.trace()
        #expect(trace.samples.last?.t == 0.25)
        #expect(trace.samples.last?.kind == "pen")
        #expect(synthesizer.endTime == 0.25)
        try trace.validate()
    }

    @Test("a right click presses and releases the secondary button, with its modifiers")
    func rightClick() throws {
        var synthesizer = TraceSynthesizer()
        synthesizer.click(at: Point(x: 30, y: 40), buttons: .secondary, modifiers: .control, after: 0.1)
        let trace = synthesizer.trace()
        #expect(trace.samples == [
            .init(t: 0.1, pointer: 1, phase: .down, x: 30, y: 40, kind: "mouse", buttons: .secondary, modifiers: .control),
            .init(t: 0.15, pointer: 1, phase: .up, x: 30, y: 40, kind: "mouse", buttons: .secondary, modifiers: .control),
        ])
        #expect(trace.version == 2)
        try trace.validate()
        #expect(trace.touchEvents().map { $0.changedTouches[0].kind } == [.mouse, .mouse])
    }

    @Test("wheel steps are discrete samples of one pointer, an interval apart, each with its delta")
    func wheelSteps() throws {
        var synthesizer = TraceSynthesizer()
        synthesizer.wheel(at: Point(x: 500, y: 350), steps: 4, by: Trace.ScrollDelta(dx: 0, dy: -40), modifiers: .shift, after: 0.2)
        let trace = synthesizer.trace()
        #expect(trace.samples.map(\.phase) == Array(repeating: .wheel, count: 4))
        #expect(trace.samples.map(\.t) == [0.2, 0.25, 0.3, 0.35])
        #expect(trace.samples.allSatisfy { $0.scroll == Trace.ScrollDelta(dx: 0, dy: -40) && $0.pointer == 1 && $0.scrollType == .discrete })
        #expect(trace.samples.allSatisfy { $0.kind == "mouse" && $0.modifiers == .shift })
        #expect(abs(synthesizer.endTime - 0.35) < 1e-9)
        #expect(synthesizer.nextPointer == 2)
        try trace.validate()
        #expect(try Trace(jsonData: trace.jsonData()) == trace)
    }

    @Test("a trackpad scroll begins, moves the content at constant speed by the translation, lifts, and coasts with momentum")
    func trackpadScrollWithMomentum() throws {
        var synthesizer = TraceSynthesizer(sampleRate: 120)
        let translation = Trace.ScrollDelta(dx: 30, dy: -300)
        synthesizer.scroll(at: Point(x: 500, y: 350), by: translation, duration: 0.25, momentum: 0.5)
        let trace = synthesizer.trace()
        let phases = trace.samples.map(\.phase)
        #expect(phases.first == .scrollBegin)
        #expect(phases.filter { $0 == .scroll }.count == 30)
        #expect(phases.filter { $0 == .momentum }.count == 60)
        #expect(Array(phases.suffix(1)) == [.momentumEnd])
        #expect(phases.firstIndex(of: .scrollEnd) == 31)
        #expect(trace.samples.allSatisfy { $0.kind == "trackpad" && $0.x == 500 && $0.y == 350 && $0.scrollType == .continuous })

        let scrolled = trace.samples.filter { $0.phase == .scroll }.compactMap(\.scroll)
        #expect(abs(scrolled.map(\.dx).reduce(0, +) - 30) < 1e-6)
        #expect(abs(scrolled.map(\.dy).reduce(0, +) + 300) < 1e-6)
        #expect(scrolled.allSatisfy { abs($0.dy + 10) <= 0.0011 && abs($0.dx - 1) <= 0.0011 })

        // The momentum starts at the lift's speed, keeps the direction and slows down.
        let coasted = trace.samples.filter { $0.phase == .momentum }.compactMap(\.scroll).map(\.dy)
        #expect(coasted.allSatisfy { $0 <= 0 })
        #expect(abs(coasted[0] + 10) < 0.2)
        #expect(zip(coasted, coasted.dropFirst()).allSatisfy { abs($1) <= abs($0) + 0.0011 })
        #expect(abs(coasted.last!) < abs(coasted[0]) / 2)
        let speed = 300 / 0.25, decay = GraspMath.pow(0.998, 1000)
        let expected = speed * (1 - GraspMath.pow(decay, 0.5)) / GraspMath.log(1 / decay)
        #expect(abs(-coasted.reduce(0, +) - expected) < 0.01)

        #expect(trace.samples[31].scroll == .zero && trace.samples.last?.scroll == .zero)
        #expect(trace.samples[31].t == 0.25 && trace.samples.last?.t == 0.75)
        #expect(synthesizer.endTime == 0.75)
        try trace.validate()
        #expect(try Trace(jsonData: trace.jsonData()) == trace)
    }

    @Test("a trackpad scroll without momentum ends at its scroll-end")
    func trackpadScrollWithoutMomentum() throws {
        var synthesizer = TraceSynthesizer(sampleRate: 60)
        synthesizer.scroll(at: .zero, by: Trace.ScrollDelta(dx: 0, dy: 100), duration: 0.1)
        let trace = synthesizer.trace()
        #expect(trace.samples.map(\.phase) == [.scrollBegin] + Array(repeating: .scroll, count: 6) + [.scrollEnd])
        try trace.validate()
    }

    @Test("a trackpad pinch scales and turns at a constant rate to the totals asked for")
    func trackpadPinch() throws {
        var synthesizer = TraceSynthesizer(sampleRate: 120)
        let center = Point(x: 400, y: 300)
        synthesizer.trackpadPinch(at: center, scale: 2, rotation: Double.pi / 4, duration: 0.25)
        let trace = synthesizer.trace()
        #expect(trace.samples.map(\.phase) == [.transformBegin] + Array(repeating: .transform, count: 30) + [.transformEnd])
        #expect(trace.samples.allSatisfy { $0.kind == "trackpad" && $0.x == 400 && $0.y == 300 })
        #expect(trace.samples.first?.transform == .identity && trace.samples.last?.transform == .identity)
        let changes = trace.samples.compactMap(\.transform)
        let totalScale = changes.map(\.scale).reduce(1, *)
        let totalRotation = changes.map(\.rotation).reduce(0, +)
        #expect(abs(totalScale - 2) < 1e-4)
        #expect(abs(totalRotation - Double.pi / 4) < 1e-4)
        let steps = changes.dropFirst().dropLast().map(\.scale)
        #expect(steps.allSatisfy { abs($0 - GraspMath.pow(2, 1.0 / 30)) < 1e-5 })
        #expect(trace.samples.last?.t == 0.25)
        try trace.validate()
        #expect(try Trace(jsonData: trace.jsonData()) == trace)
    }

    @Test("pointer gestures compose with touch gestures: times follow each other and pointer numbers continue")
    func composition() throws {
        var synthesizer = TraceSynthesizer()
        synthesizer.hover(from: .zero, to: Point(x: 50, y: 0), duration: 0.1)
        synthesizer.tap(at: Point(x: 50, y: 0), after: 0.05)
        synthesizer.wheel(at: Point(x: 50, y: 0), steps: 2, by: Trace.ScrollDelta(dx: 0, dy: 10), after: 0.1)
        synthesizer.scroll(at: Point(x: 50, y: 0), by: Trace.ScrollDelta(dx: 0, dy: -50), duration: 0.1, momentum: 0.1, after: 0.1)
        synthesizer.trackpadPinch(at: Point(x: 50, y: 0), scale: 0.5, duration: 0.1, after: 0.1)
        let trace = synthesizer.trace(description: "every pointer gesture")
        let firsts = Dictionary(grouping: trace.samples, by: \.pointer).mapValues { $0[0].phase }
        #expect(firsts == [1: .enter, 2: .down, 3: .wheel, 4: .scrollBegin, 5: .transformBegin])
        #expect(zip(trace.samples.map(\.t), trace.samples.dropFirst().map(\.t)).allSatisfy { $0 <= $1 })
        #expect(abs(synthesizer.endTime - 0.85) < 1e-9)
        try trace.validate()
        #expect(try Trace(jsonData: trace.jsonData()) == trace)
        // Until the engine takes pointer input, only the tap becomes touch events.
        #expect(trace.touchEvents().count == 2)
    }
}
