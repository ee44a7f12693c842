// Why this file exists: format version 2 adds pointer kinds, buttons, modifiers, hover, scrolling and
// trackpad transforms. These tests state how each new sample reads into the model, that the writer
// reproduces a version 2 file byte for byte, and the version rules: version 1 whenever nothing new
// is used, version 2 otherwise, and a version 1 file may not use what version 2 introduced.

import Foundation
import Grasp
import GraspGeometry
import Testing
import GraspTrace
import GraspFoundationCompat

private typealias S = TraceTestSupport

@Suite("Trace format version 2")
struct TraceVersionTwoTests {
    @Test("a version 2 trace reads every new sample into the model")
    func readsEachSampleKind() throws {
        let trace = try S.read(S.versionTwoExample)
        #expect(trace.version == 2)
        #expect(trace.samples.map(\.phase.lifecycle) == [
            .hover, .hover, .hover, .contact, .contact, .wheel, .wheel,
            .scroll, .scroll, .scroll, .scroll, .scroll, .transform, .transform, .transform,
        ])
        #expect(trace.samples[1].modifiers == .shift)
        #expect(trace.samples[0].modifiers.isEmpty)
        #expect(trace.samples[3] == Trace.Sample(t: 0.3, pointer: 2, phase: .down, x: 150, y: 120, kind: "mouse",
                                                 buttons: .secondary, modifiers: .control))
        #expect(trace.samples[5].scroll == Trace.ScrollDelta(dx: 0, dy: -40))
        #expect(trace.samples[5].scrollType == .discrete)
        #expect(trace.samples[8].scroll == Trace.ScrollDelta(dx: 0, dy: -6.5))
        #expect(trace.samples[10].phase == .momentum)
        #expect(trace.samples[10].scrollType == .continuous)
        #expect(trace.samples[13].transform == Trace.TransformDelta(scale: 1.05, rotation: 0.01))
        #expect(trace.samples[13].modifiers == .command)
        #expect(trace.samples[0].scroll == nil && trace.samples[0].transform == nil && trace.samples[0].buttons == nil)
        #expect(trace.samples[0].scrollType == nil)
    }

    @Test("writing a version 2 trace reproduces the file byte for byte, and reading it back is lossless")
    func writesSameBytes() throws {
        let trace = try S.read(S.versionTwoExample)
        #expect(String(decoding: trace.jsonData(), as: UTF8.self) == S.versionTwoExample)
        #expect(try Trace(jsonData: trace.jsonData()) == trace)
    }

    @Test("the writer writes version 1 when a trace uses nothing new")
    func versionOneWhenNothingNew() throws {
        var synthesizer = TraceSynthesizer()
        synthesizer.tap(at: Point(x: 10, y: 10))
        synthesizer.drag(from: .zero, to: Point(x: 100, y: 0), duration: 0.1)
        let trace = synthesizer.trace()
        #expect(trace.version == 1)
        #expect(String(decoding: trace.jsonData(), as: UTF8.self).contains("\"version\": 1,"))
        let pen = Trace(samples: [.init(t: 0, pointer: 1, phase: .down, x: 0, y: 0, kind: "pen"), .init(t: 1, pointer: 1, phase: .up, x: 0, y: 0, kind: "pen")])
        #expect(pen.version == 1)
    }

    static let newThings: [(String, Trace.Sample)] = [
        ("trackpad kind", .init(t: 0, pointer: 1, phase: .down, x: 0, y: 0, kind: "trackpad")),
        ("buttons", .init(t: 0, pointer: 1, phase: .down, x: 0, y: 0, kind: "mouse", buttons: .primary)),
        ("modifiers", .init(t: 0, pointer: 1, phase: .down, x: 0, y: 0, modifiers: .capsLock)),
        ("hover", .init(t: 0, pointer: 1, phase: .enter, x: 0, y: 0, kind: "pen")),
        ("wheel", .init(t: 0, pointer: 1, phase: .wheel, x: 0, y: 0, kind: "mouse", scroll: .zero)),
        ("scroll", .init(t: 0, pointer: 1, phase: .scrollBegin, x: 0, y: 0, kind: "trackpad", scroll: .zero)),
        ("transform", .init(t: 0, pointer: 1, phase: .transformBegin, x: 0, y: 0, kind: "trackpad", transform: .identity)),
    ]

    @Test("the writer writes version 2 as soon as one sample uses something new", arguments: 0..<7)
    func versionTwoWhenSomethingNew(index: Int) throws {
        let (name, sample) = Self.newThings[index]
        let touch = Trace.Sample(t: 0, pointer: 9, phase: .down, x: 1, y: 1)
        let trace = Trace(samples: [touch, sample])
        #expect(sample.minimumVersion == 2, "\(name)")
        #expect(trace.version == 2, "\(name)")
        #expect(String(decoding: trace.jsonData(), as: UTF8.self).contains("\"version\": 2,"), "\(name)")
        var copy = trace
        try copy.repair()
        #expect(try Trace(jsonData: copy.jsonData()) == copy, "\(name)")
    }

    @Test("a file that declares version 2 but uses nothing new reads as version 1 and writes version 1")
    func declaredTwoUsingNothingNew() throws {
        let text = S.document([S.sample(0, 1, "down"), S.sample(0.1, 1, "up")], version: 2)
        let trace = try S.read(text)
        #expect(trace.version == 1)
        #expect(String(decoding: trace.jsonData(), as: UTF8.self).contains("\"version\": 1,"))
    }

    @Test("an empty list of modifiers is no modifier, and is not written")
    func emptyModifiers() throws {
        let trace = try S.read(S.document([S.sample2(0, 1, "down", "\"modifiers\": []"), S.sample2(0.1, 1, "up")], version: 2))
        #expect(trace.samples[0].modifiers.isEmpty)
        #expect(trace.version == 1)
    }

    @Test("buttons and modifiers read in any order and are written in a fixed order")
    func namesOrder() throws {
        let text = S.document([
            S.sample2(0, 1, "down", "\"kind\": \"mouse\", \"buttons\": [\"button3\", \"primary\"], \"modifiers\": [\"capsLock\", \"command\", \"shift\", \"option\", \"control\"]"),
            S.sample2(0.1, 1, "up", "\"kind\": \"mouse\", \"buttons\": [\"button32\", \"secondary\"]"),
        ], version: 2)
        let trace = try S.read(text)
        #expect(trace.samples[0].buttons == [.primary, .button(3)])
        #expect(trace.samples[0].modifiers == [.shift, .control, .option, .command, .capsLock])
        #expect(trace.samples[1].buttons == [.secondary, .button(32)])
        let written = String(decoding: trace.jsonData(), as: UTF8.self)
        #expect(written.contains("\"buttons\": [\"primary\", \"button3\"], \"modifiers\": [\"shift\", \"control\", \"option\", \"command\", \"capsLock\"]}"))
        #expect(written.contains("\"buttons\": [\"secondary\", \"button32\"]}"))
        #expect(Trace.Buttons.button(1) == .primary && Trace.Buttons.button(2) == .secondary)
        #expect(Trace.Buttons.number(ofButtonNamed: "button03") == nil)
        #expect(Trace.Buttons.number(ofButtonNamed: "button2") == nil)
    }

    @Test("scroll deltas keep thousandths and transform deltas millionths")
    func precision() throws {
        let trace = Trace(samples: [
            .init(t: 0, pointer: 1, phase: .wheel, x: 0, y: 0, kind: "mouse", scroll: .init(dx: 1.23456, dy: -0.0004)),
            .init(t: 0, pointer: 2, phase: .transformBegin, x: 0, y: 0, kind: "trackpad", transform: .init(scale: 1.0123456789, rotation: -0.00000049)),
            .init(t: 0.1, pointer: 2, phase: .transformEnd, x: 0, y: 0, kind: "trackpad", transform: .identity),
        ])
        let text = String(decoding: trace.jsonData(), as: UTF8.self)
        #expect(text.contains("\"dx\": 1.235, \"dy\": -0.0}") || text.contains("\"dx\": 1.235, \"dy\": 0.0}"))
        #expect(text.contains("\"scale\": 1.012346, \"rotation\": 0.0}") || text.contains("\"scale\": 1.012346, \"rotation\": -0.0}"))
        let read = try Trace(jsonData: trace.jsonData())
        #expect(read == trace.rounded())
        #expect(read.samples[0].scroll == Trace.ScrollDelta(dx: 1.235, dy: 0))
    }

    @Test("a half turn, the largest rotation of one sample, reads back after rounding")
    func halfTurn() throws {
        let trace = Trace(samples: [
            .init(t: 0, pointer: 1, phase: .transformBegin, x: 0, y: 0, kind: "trackpad", transform: .init(scale: 1000, rotation: -Double.pi)),
            .init(t: 0.1, pointer: 1, phase: .transformEnd, x: 0, y: 0, kind: "trackpad", transform: .init(scale: 0.001, rotation: Double.pi)),
        ])
        try trace.validate()
        #expect(try Trace(jsonData: trace.jsonData()) == trace.rounded())
    }

    @Test("every phase belongs to one lifecycle, and each lifecycle opens with its own phase")
    func lifecycles() {
        let grouped = Dictionary(grouping: Trace.Phase.allCases, by: \.lifecycle).mapValues { $0.map(\.rawValue) }
        #expect(grouped[.contact] == ["down", "move", "up", "cancel"])
        #expect(grouped[.hover] == ["enter", "hover", "leave"])
        #expect(grouped[.wheel] == ["wheel"])
        #expect(grouped[.scroll] == ["scroll-begin", "scroll", "scroll-end", "scroll-cancel", "momentum", "momentum-end"])
        #expect(grouped[.transform] == ["transform-begin", "transform", "transform-end", "transform-cancel"])
        #expect(grouped[.key] == ["key-down", "key-up"])
        #expect(grouped[.accessibility] == ["accessibility"])
        #expect(Trace.Lifecycle.allCases.map(\.openingPhase) == [.down, .enter, .wheel, .scrollBegin, .transformBegin, .keyDown, .accessibility])
        #expect(Trace.Phase.allCases.filter { $0.introducedIn == 1 } == [.down, .move, .up, .cancel])
    }

    // MARK: Replay until the engine takes the new input

    @Test("touch events come from contacts only; the note says what a replay leaves out")
    func touchEventsSkipTheRest() throws {
        let trace = try S.read(S.versionTwoExample)
        let events = trace.touchEvents()
        #expect(events.map(\.timestamp) == [0.3, 0.35])
        #expect(events.allSatisfy { $0.changedTouches.allSatisfy { $0.kind == .mouse } })
        #expect(trace.samplesWithoutTouchEvents == 13)
        #expect(trace.touchReplayNote == "13 of 15 samples (hover, wheel, scroll, transform) are not touch events: touchEvents() leaves them out, engineInputs() replays them")
        #expect(trace.samples[0].touchSample == nil)
    }

    @Test("a version 1 trace replays everything and has no note")
    func versionOneHasNoNote() {
        var synthesizer = TraceSynthesizer()
        synthesizer.taps(2, at: Point(x: 5, y: 5))
        #expect(synthesizer.trace().touchReplayNote == nil)
        #expect(synthesizer.trace().samplesWithoutTouchEvents == 0)
    }

    @Test("a trackpad click becomes an indirect pointer touch")
    func trackpadClick() {
        let sample = Trace.Sample(t: 0, pointer: 1, phase: .down, x: 0, y: 0, kind: "trackpad", buttons: .secondary)
        #expect(sample.touchKind == .mouse)
        #expect(sample.touchSample?.phase == .began)
    }

    @Test("the engine replays the touches of a version 2 trace as it would the same touches alone")
    func replayMatchesTouchesAlone() throws {
        let trace = try S.read(S.versionTwoExample)
        let touchesOnly = Trace(samples: trace.samples.filter { $0.phase.lifecycle == .contact })
        #expect(trace.touchEvents().map(\.description) == touchesOnly.touchEvents().map(\.description))
        #expect(trace.touchEvents().map(\.changedTouches) == touchesOnly.touchEvents().map(\.changedTouches))
    }

    // MARK: The traces in the repository

    static var exampleTraceFiles: [URL] {
        let folder = S.packageRoot.appendingPathComponent("Examples").appendingPathComponent("traces")
        return Trace.files(in: folder)
    }

    @Test("the example traces read as version 1 and write back byte for byte", arguments: exampleTraceFiles)
    func examplesUnchanged(url: URL) throws {
        let trace = try Trace(contentsOf: url)
        let original = try String(contentsOf: url, encoding: .utf8)
        #expect(String(decoding: trace.jsonData(), as: UTF8.self) == original)
        if original.contains("\"version\": 1,") { #expect(trace.version == 1) }
    }
}

@Suite("Replaying version 2 traces")
struct TraceVersionTwoReplayTests {
    @Test("the replayer drives the engine with a version 2 trace's touches and leaves the rest out")
    func replayThroughEngine() {
        var synthesizer = TraceSynthesizer()
        synthesizer.hover(from: Point(x: 10, y: 10), to: Point(x: 100, y: 100), duration: 0.2)
        synthesizer.tap(at: Point(x: 100, y: 100), after: 0.05)
        synthesizer.wheel(at: Point(x: 100, y: 100), steps: 3, by: Trace.ScrollDelta(dx: 0, dy: -40), after: 0.5)
        synthesizer.trackpadPinch(at: Point(x: 100, y: 100), scale: 1.5, duration: 0.2, after: 0.1)
        let trace = synthesizer.trace()

        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let engine = GestureEngine(rootNode: root)
        let tap = TapGestureRecognizer(name: "tap")
        var states: [GestureRecognizerState] = []
        tap.addHandler { states.append($0.state) }
        root.addGestureRecognizer(tap)
        TraceReplayer().replay(trace.touchEvents(), into: engine)
        #expect(states == [.ended])
        #expect(trace.touchReplayNote?.hasPrefix("\(trace.samples.count - 2) of \(trace.samples.count) samples (hover, wheel, transform)") == true)
    }
}
