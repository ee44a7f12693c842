// Why this file exists: version 3 of the trace format records accessibility actions. These tests read
// and write them, refuse bad ones with the file, sample and field named (and nothing read), keep version 1
// and 2 files as they were, and replay an action into an engine.

import Grasp
import GraspTrace
import Testing

@Suite("Trace format version 3: accessibility actions")
struct TraceVersionThreeAccessibilityTests {
    typealias S = TraceTestSupport

    static func action(_ t: Double, _ pointer: Int, _ name: String, _ x: Double = 200, _ y: Double = 120) -> String {
        "{\"t\": \(t), \"pointer\": \(pointer), \"phase\": \"accessibility\", \"x\": \(x), \"y\": \(y), \"action\": \"\(name)\"}"
    }

    @Test("accessibility samples read, write back byte for byte, and make the trace version 3")
    func roundTrip() throws {
        let text = S.document([S.sample(0, 1, "down"), S.sample(0.05, 1, "up"), Self.action(0.5, 2, "increment"),
                               Self.action(0.75, 2, "move up")], version: 3)
        let trace = try Trace(jsonText: text)
        #expect(trace.version == 3)
        #expect(trace.samples[2].phase == .accessibility && trace.samples[2].action == "increment")
        #expect(trace.samples[3].action == "move up" && trace.samples[3].minimumVersion == 3)
        let written = trace.jsonText()
        #expect(written.contains("{\"t\": 0.5, \"pointer\": 2, \"phase\": \"accessibility\", \"x\": 200.0, \"y\": 120.0, \"action\": \"increment\"}"))
        #expect(try Trace(jsonText: written) == trace)
        #expect(try Trace(jsonText: written).jsonText() == written)
        // Without the actions the same trace is version 1 again.
        var touches = trace
        touches.samples.removeLast(2)
        #expect(touches.version == 1)
    }

    @Test("versions 1 and 2 still read, and write back byte for byte")
    func olderVersions() throws {
        for file in S.sharedTraceFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            let trace = try Trace(jsonText: text)
            #expect(trace.version <= 2, "\(file.lastPathComponent)")
            #expect(try Trace(jsonText: trace.jsonText()) == trace)
        }
    }

    @Test("bad accessibility samples are refused with the file, sample and field named")
    func badFields() {
        func error(_ samples: [String], version: Int = 3) -> String? {
            S.readError(S.document(samples, version: version), fileName: "a11y.json")?.description
        }
        let needsThree = error([Self.action(0, 1, "activate")], version: 2)
        #expect(needsThree == "a11y.json: sample 0: field \"action\": needs version 3, but the file declares version 2")
        #expect(error([S.sample(0, 1, "accessibility")]) == "a11y.json: sample 0: field \"action\": missing (an accessibility sample needs an action)")
        #expect(error(["{\"t\": 0, \"pointer\": 1, \"phase\": \"accessibility\", \"x\": 1, \"y\": 2, \"action\": 7}"])?
            .hasPrefix("a11y.json: sample 0: field \"action\": expected a string") == true)
        #expect(error([Self.action(0, 1, "")])?.hasPrefix("a11y.json: sample 0: field \"action\": expected an action name of 1 to 64 characters") == true)
        #expect(error([Self.action(0, 1, String(repeating: "x", count: 65))])?.contains("field \"action\"") == true)
        #expect(error([S.sample(0, 1, "down"), "{\"t\": 0.1, \"pointer\": 1, \"phase\": \"up\", \"x\": 1, \"y\": 2, \"action\": \"activate\"}"])
            == "a11y.json: sample 1: field \"action\": not allowed in an up sample (an action belongs to accessibility samples)")
        #expect(error(["{\"t\": 0, \"pointer\": 1, \"phase\": \"accessibility\", \"x\": 1, \"y\": 2, \"kind\": \"mouse\", \"action\": \"activate\"}"])?
            .contains("field \"kind\"") == true)
        #expect(error([Self.action(0, 1, "activate"), Self.action(0.1, 1, "activate", 2e7)])?.hasPrefix("a11y.json: sample 1: field \"x\"") == true)
        #expect(error([S.sample(0, 1, "down"), Self.action(0.1, 1, "activate"), S.sample(0.2, 1, "up")])?.contains("sample 1: field \"pointer\"") == true)
        #expect(error([Self.action(0, 1, "activate")], version: 3) == nil)
    }

    @Test("an accessibility sample is an accessibility event at its position and time")
    func engineInput() throws {
        let trace = try Trace(jsonText: S.document([S.sample(0, 1, "down"), S.sample(0.05, 1, "up"), Self.action(0.5, 2, "escape", 30, 40)], version: 3))
        let inputs = trace.engineInputs(startingAt: 10)
        #expect(inputs.count == 3)
        guard case .accessibility(let event)? = inputs.last else { Issue.record("not an accessibility input"); return }
        #expect(event == AccessibilityEvent(timestamp: 10.5, action: .escape, location: Point(x: 30, y: 40)))
        #expect(trace.touchEvents().count == 2)
    }

    @Test("a recorder writes actions as version 3 samples that read back as the same events")
    func recorder() throws {
        var recorder = TraceRecorder()
        recorder.record(TouchEvent(timestamp: 2, allTouches: [], changedTouches: [Touch(id: TouchID(1), phase: .began, location: Point(x: 5, y: 6), timestamp: 2)]))
        recorder.record(TouchEvent(timestamp: 2.1, allTouches: [], changedTouches: [Touch(id: TouchID(1), phase: .ended, location: Point(x: 5, y: 6), timestamp: 2.1)]))
        recorder.record(AccessibilityEvent(timestamp: 2.5, action: .custom("move up"), location: Point(x: 30, y: 40)))
        recorder.record(AccessibilityEvent(timestamp: 3, action: .increment, location: Point(x: 31, y: 41)))
        let trace = recorder.trace
        #expect(trace.version == 3 && trace.samples.map(\.phase) == [.down, .up, .accessibility, .accessibility])
        #expect(trace.samples[2].pointer == trace.samples[3].pointer && trace.samples[2].pointer != 1)
        let read = try Trace(jsonText: trace.jsonText())
        #expect(read == trace)
        let events = read.engineInputs(startingAt: 2).compactMap { input -> AccessibilityEvent? in
            if case .accessibility(let event) = input { return event }
            return nil
        }
        #expect(events == [AccessibilityEvent(timestamp: 2.5, action: .custom("move up"), location: Point(x: 30, y: 40)),
                           AccessibilityEvent(timestamp: 3, action: .increment, location: Point(x: 31, y: 41))])
    }

    @Test("replayed, an action reaches the element under its position")
    func replay() throws {
        final class Adjustable: Node {
            var value = 0
            override var accessibilityElements: [AccessibilityElement] {
                [AccessibilityElement(label: "level", traits: .adjustable, actions: [.increment], frame: bounds, identifier: name)]
            }
            override func accessibilityPerform(_ action: AccessibilityAction, element index: Int, at time: Double) -> Bool {
                value += 1
                return true
            }
        }
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let node = Adjustable(name: "level", frame: Rect(x: 100, y: 100, width: 200, height: 40))
        root.addChild(node)
        let engine = GestureEngine(rootNode: root)
        let trace = try Trace(jsonText: S.document([Self.action(0.5, 1, "increment"), Self.action(0.6, 1, "decrement"), Self.action(0.7, 1, "increment", 5, 5)], version: 3))
        TraceReplayer(frameRate: 120, tail: 0.1).replay(trace.engineInputs(), into: engine)
        #expect(node.value == 1)
    }
}
