// Why this file exists: format version 3's key samples: a key trace reads, writes back byte for byte and
// replays as the engine's key reports; older versions still read and cannot use keys; and every bad key
// field is refused with the file, the sample and the field named.

import Grasp
import GraspTrace
import Testing

private typealias S = TraceTestSupport

@Suite("Trace key samples (version 3)")
struct TraceKeyTests {
    private func message(_ samples: [String], version: Int = 3) throws -> String {
        try #require(S.readError(S.document(samples, version: version))).description
    }

    static let keyTrace = """
        {
          "format": "grasp-trace",
          "version": 3,
          "description": "page down, a held arrow, shift-space",
          "source": "test",
          "samples": [
            {"t": 0.0, "pointer": 1, "phase": "key-down", "x": 200.0, "y": 400.0, "key": "pageDown"},
            {"t": 0.08, "pointer": 1, "phase": "key-up", "x": 200.0, "y": 400.0, "key": "pageDown"},
            {"t": 0.5, "pointer": 1, "phase": "key-down", "x": 200.0, "y": 400.0, "key": "downArrow"},
            {"t": 0.533333, "pointer": 1, "phase": "key-down", "x": 200.0, "y": 400.0, "key": "downArrow", "repeat": true},
            {"t": 0.566667, "pointer": 1, "phase": "key-up", "x": 200.0, "y": 400.0, "key": "downArrow"},
            {"t": 1.0, "pointer": 1, "phase": "key-down", "x": 200.0, "y": 400.0, "key": "spacebar", "modifiers": ["shift"]}
          ]
        }

        """

    @Test("a key trace reads, writes back byte for byte, and is version 3")
    func roundTrip() throws {
        let trace = try Trace(jsonText: Self.keyTrace, fileName: "keys.json")
        #expect(trace.version == 3)
        #expect(trace.samples[3].key == Trace.KeyStroke(key: .downArrow, isRepeat: true))
        #expect(trace.samples[5].modifiers == .shift)
        #expect(trace.jsonText() == Self.keyTrace)
        // A trace without keys stays at the version it needs.
        var plain = trace
        plain.samples = [Trace.Sample(t: 0, pointer: 1, phase: .down, x: 1, y: 2), Trace.Sample(t: 1, pointer: 1, phase: .up, x: 1, y: 2)]
        #expect(plain.version == 1)
    }

    @Test("key samples replay as key reports that scroll the list under the pointer")
    func replay() throws {
        let inputs = try Trace(jsonText: Self.keyTrace).engineInputs()
        let keys = inputs.compactMap { input -> KeyEvent? in if case .key(let e) = input { e } else { nil } }
        #expect(keys.count == 6)
        #expect(keys[3] == KeyEvent(timestamp: 0.533333, key: .downArrow, phase: .down, isRepeat: true, location: Point(x: 200, y: 400)))
        #expect(keys[5].modifierFlags == .shift)
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let list = ScrollView(name: "list", frame: root.frame)
        list.contentSize = Size(width: 400, height: 10_000)
        root.addChild(list)
        let engine = GestureEngine(rootNode: root)
        TraceReplayer(frameRate: 120, tail: 1).replay(inputs, into: engine)
        #expect(list.contentOffset.y == 760 + 80 - 760)  // a page, two lines, back a page
    }

    @Test("a recorder writes keys as key samples of one keyboard pointer, and they read back")
    func recorder() throws {
        var recorder = TraceRecorder(description: "keys", source: "test")
        recorder.record(KeyEvent(timestamp: 10, key: .pageDown, location: Point(x: 5, y: 6)))
        recorder.record(TouchEvent(timestamp: 10.1, changedTouches: [Touch(id: TouchID(1), phase: .began, location: Point(x: 1, y: 2), timestamp: 10.1)]))
        recorder.record(KeyEvent(timestamp: 10.2, key: .downArrow, isRepeat: true, modifierFlags: .option))
        recorder.record(TouchEvent(timestamp: 10.3, changedTouches: [Touch(id: TouchID(1), phase: .ended, location: Point(x: 1, y: 2), timestamp: 10.3)]))
        recorder.record(KeyEvent(timestamp: 10.4, key: .downArrow, phase: .up, isRepeat: true))
        let trace = recorder.trace
        #expect(trace.version == 3)
        let keys = trace.samples.filter { $0.phase.lifecycle == .key }
        #expect(keys.map(\.pointer) == [1, 1, 1] && trace.samples[1].pointer == 2)
        #expect(keys.map(\.key) == [.init(key: .pageDown), .init(key: .downArrow, isRepeat: true), .init(key: .downArrow)])
        #expect(keys[0].x == 5 && keys[1].x == 0 && keys[1].modifiers == .option)
        #expect(try Trace(jsonText: trace.jsonText()) == trace)
    }

    @Test("versions 1 and 2 cannot use key samples or fields")
    func olderVersions() throws {
        #expect(try message([S.sample2(0, 1, "key-down", "\"key\": \"home\"")], version: 2)
            == "bad.json: sample 0: field \"key\": needs version 3, but the file declares version 2")
        #expect(try message([S.sample2(0, 1, "key-down")], version: 2).hasPrefix("bad.json: sample 0: field \"phase\": "))
        #expect(try message([S.sample2(0, 1, "down", "\"key\": \"home\""), S.sample2(1, 1, "up")], version: 2)
            == "bad.json: sample 0: field \"key\": needs version 3, but the file declares version 2")
    }

    static let focusKeyTrace = """
        {
          "format": "grasp-trace",
          "version": 4,
          "description": "tab, return, escape, delete",
          "source": "test",
          "samples": [
            {"t": 0.0, "pointer": 1, "phase": "key-down", "x": 0.0, "y": 0.0, "key": "tab"},
            {"t": 0.1, "pointer": 1, "phase": "key-down", "x": 0.0, "y": 0.0, "key": "tab", "modifiers": ["shift"]},
            {"t": 0.2, "pointer": 1, "phase": "key-down", "x": 0.0, "y": 0.0, "key": "returnOrEnter"},
            {"t": 0.3, "pointer": 1, "phase": "key-up", "x": 0.0, "y": 0.0, "key": "escape"},
            {"t": 0.4, "pointer": 1, "phase": "key-down", "x": 0.0, "y": 0.0, "key": "deleteOrBackspace", "repeat": true}
          ]
        }

        """

    @Test("version 4's focus keys read, write back byte for byte and replay; a version 3 file cannot name them")
    func versionFour() throws {
        let trace = try Trace(jsonText: Self.focusKeyTrace, fileName: "focus.json")
        #expect(trace.version == 4 && Trace.currentVersion == 4)
        #expect(trace.samples.compactMap { $0.key?.key } == [.tab, .tab, .returnOrEnter, .escape, .deleteOrBackspace])
        #expect(trace.jsonText() == Self.focusKeyTrace)
        let keys = trace.engineInputs().compactMap { input -> KeyEvent? in if case .key(let e) = input { e } else { nil } }
        #expect(keys.map(\.key) == [.tab, .tab, .returnOrEnter, .escape, .deleteOrBackspace] && keys[1].modifierFlags == .shift)
        // The version 3 keys alone keep a trace at version 3.
        #expect(try Trace(jsonText: Self.keyTrace).version == 3)
        #expect(try message([S.sample2(0, 1, "key-down", "\"key\": \"escape\"")])
            == "bad.json: sample 0: field \"key\": \"escape\" needs version 4, but the file declares version 3")
        #expect(try message([S.sample2(0, 1, "key-down", "\"key\": \"capsLock\"")], version: 4)
            == "bad.json: sample 0: field \"key\": expected one of \(KeyboardKey.allCases.map(\.rawValue).joined(separator: ", ")), found \"capsLock\"")
    }

    @Test("a key sample with bad fields is refused with the file, sample and field named")
    func badFields() throws {
        let ok = S.sample2(0, 1, "key-down", "\"key\": \"home\"")
        #expect(try message([ok, S.sample2(1, 1, "key-down")])
            == "bad.json: sample 1: field \"key\": missing (a key-down sample needs key)")
        #expect(try message([ok, S.sample2(1, 1, "key-up", "\"key\": \"capsLock\"")])
            == "bad.json: sample 1: field \"key\": expected one of upArrow, downArrow, leftArrow, rightArrow, pageUp, pageDown, home, end, spacebar, menu, f10, other, found \"capsLock\"")
        #expect(try message([ok, S.sample2(1, 1, "key-up", "\"key\": 3")])
            == "bad.json: sample 1: field \"key\": expected a key name, one of upArrow, downArrow, leftArrow, rightArrow, pageUp, pageDown, home, end, spacebar, menu, f10, other, found 3")
        #expect(try message([ok, S.sample2(1, 1, "key-down", "\"key\": \"end\", \"repeat\": \"yes\"")])
            == "bad.json: sample 1: field \"repeat\": expected true or false, found \"yes\"")
        #expect(try message([ok, S.sample2(1, 1, "key-up", "\"key\": \"end\", \"repeat\": true")])
            == "bad.json: sample 1: field \"repeat\": not allowed in a key-up sample (only a key-down repeats)")
        #expect(try message([S.sample2(0, 1, "down", "\"key\": \"end\""), S.sample2(1, 1, "up")])
            == "bad.json: sample 0: field \"key\": not allowed in a down sample (key and repeat belong to key-down and key-up samples)")
        #expect(try message([S.sample2(0, 1, "down", "\"repeat\": true"), S.sample2(1, 1, "up")])
            == "bad.json: sample 0: field \"repeat\": not allowed in a down sample (key and repeat belong to key-down and key-up samples)")
        #expect(try message([ok, S.sample2(1, 1, "key-up", "\"key\": \"home\", \"kind\": \"mouse\"")])
            == "bad.json: sample 1: field \"kind\": expected no kind for a key sample (a key is not a pointer), found \"mouse\"")
        #expect(try message([ok, S.sample2(1, 1, "key-up", "\"key\": \"home\", \"dx\": 1, \"dy\": 0")])
            == "bad.json: sample 1: field \"dx\": not allowed in a key-up sample (dx and dy belong to wheel, scroll and momentum samples)")
        // A keyboard's pointer number is keys only.
        #expect(try message([ok, S.sample2(1, 1, "down"), S.sample2(2, 1, "up")]).contains("sample 1: field \"pointer\""))
    }
}
