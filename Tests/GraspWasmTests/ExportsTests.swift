// Why this file exists: the exported C functions are what JavaScript calls, with raw pointers, lengths and
// numbers. These tests call them natively exactly so (they compile natively too): text in through
// grasp_alloc, text out through the output buffer, statuses, and the refusals a careless caller meets
// (bytes that are not UTF-8, a negative length, a null pointer, an unknown handle or phase), none of
// which may trap. The exports share one API instance, so the suite runs serially.

import Foundation
import Testing
import Grasp
@testable import GraspWasm
import GraspHostAPI

@Suite("The exported C ABI", .serialized)
struct ExportsTests {
    /// The output buffer's text.
    static var output: String {
        guard let pointer = graspOutputPointer() else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: pointer, count: Int(graspOutputLength())), as: UTF8.self)
    }

    /// Calls `body` with `bytes` in memory from grasp_alloc, then frees it.
    static func withBytes<R>(_ bytes: [UInt8], _ body: (UnsafeRawPointer?, Int32) -> R) -> R {
        let pointer = graspAlloc(Int32(bytes.count))
        defer { graspFree(pointer) }
        bytes.withUnsafeBytes { pointer?.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        return body(UnsafeRawPointer(pointer), Int32(bytes.count))
    }

    static func withText<R>(_ text: String, _ body: (UnsafeRawPointer?, Int32) -> R) -> R {
        withBytes(Array(text.utf8), body)
    }

    /// The error code in the output buffer.
    static var errorCode: String? {
        (try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])?["code"] as? String
    }

    @Test("version, scene names and the output buffer")
    func basics() {
        // The module's ABI is version 3 (the host API added); the scene API's own calls are version 2's.
        #expect(graspAPIVersion() == 3)
        #expect(GraspAPI.version == 2)
        #expect(graspSceneNames() == 0)
        #expect(Self.output.hasPrefix("[\"inspector\","))
        #expect(graspAlloc(-1) == nil)
        graspFree(nil)
    }

    @Test("a scene through the exports: create, touches as records of four doubles, tick, frame, recording")
    func scene() throws {
        let handle = Self.withText("drag") { graspSceneCreate($0, $1, 1000, 700) }
        #expect(handle > 0, "\(Self.output)")
        #expect(graspSceneStartRecording(handle) == 0)
        func touch(_ t: Double, _ phase: Double, _ x: Double) -> Int32 {
            let records: [Double] = [1, phase, x, 350]
            return records.withUnsafeBytes { graspSceneTouches(handle, t, 0, $0.baseAddress, 1) }
        }
        #expect(touch(0, 0, 500) == 0)
        for step in 1...5 {
            #expect(touch(Double(step) * 16, 1, 500 + Double(step) * 30) == 0)
            #expect(graspSceneTick(handle, Double(step) * 16) == 0)
        }
        #expect(touch(96, 2, 650) == 0)
        #expect(graspSceneFrame(handle) == 0)
        #expect(Self.output.contains("\"reported\":\"began\""))
        #expect(graspSceneStopRecording(handle) == 0)
        #expect(Self.output.contains("\"format\": \"grasp-trace\""))
        // Refusals: a phase code out of range, a negative count, a move for a pointer never down.
        #expect([1.0, 9, 1, 1].withUnsafeBytes { graspSceneTouches(handle, 100, 0, $0.baseAddress, 1) } == -1)
        #expect(Self.errorCode == "invalid-argument")
        #expect(graspSceneTouches(handle, 100, 0, nil, -1) == -1)
        #expect(touch(100, 1, 1) == -1 && Self.errorCode == "lifecycle")
        #expect([1.5, 0, 1, 1].withUnsafeBytes { graspSceneTouches(handle, 100, 0, $0.baseAddress, 1) } == -1)
        #expect(Self.errorCode == "invalid-argument")
        // The messages name the touch by its index.
        let two: [Double] = [1, 1, 1, 1, 2, 7, 1, 1]
        #expect(two.withUnsafeBytes { graspSceneTouches(handle, 100, 0, $0.baseAddress, 2) } == -1)
        #expect(Self.output.contains(#""message":"touch 1: phase is 7.0; it must be 0 (began), 1 (moved), 2 (ended) or 3 (cancelled)""#), "\(Self.output)")
        #expect([1.5, 0, 1, 1].withUnsafeBytes { graspSceneTouches(handle, 100, 0, $0.baseAddress, 1) } == -1)
        #expect(Self.output.contains(#""message":"touch 0: id is 1.5; it must be an integer from -2147483647 to 2147483647""#), "\(Self.output)")
        #expect([Double.nan, 0, 1, 1].withUnsafeBytes { graspSceneTouches(handle, 100, 0, $0.baseAddress, 1) } == -1)
        #expect(Self.output.contains(#""message":"touch 0: id must be a finite number, not NaN or infinite""#), "\(Self.output)")
        #expect(graspSceneTouches(handle, 100, 3, nil, 0) == -1)
        #expect(Self.output.contains(#""message":"kind is 3; it must be 0 (touch), 1 (pen) or 2 (mouse)""#), "\(Self.output)")
        #expect(graspSceneFrameVersion(handle, 9) == -1 && Self.errorCode == "invalid-argument")
        #expect(graspSceneFrameVersion(handle, 3) == 0)
        #expect(graspSceneHover(handle, 100, 1, 7, 0, 0) == -1 && Self.errorCode == "invalid-argument")
        #expect(graspSceneScroll(handle, 100, 1, 4, 0, 0, .nan, 0) == -1 && Self.errorCode == "not-finite")
        #expect(graspSceneTransform(handle, 100, 1, 1, 0, 0, 1, 0) == -1 && Self.errorCode == "lifecycle")
        #expect(graspSceneTick(handle, 10) == -1 && Self.errorCode == "time-goes-backwards")
        #expect(graspSceneDestroy(handle) == 0)
        #expect(graspSceneTick(handle, 200) == -1 && Self.errorCode == "unknown-handle")
        #expect(graspSceneFrame(handle) == -1 && Self.errorCode == "unknown-handle")
    }

    /// A call to both sides of `movesMatchTheGeneralPath`: a time and records of (id, phase code, x, y).
    struct Call: Sendable {
        var t: Double
        var records: [[Double]]
    }

    /// Calls that the moves' one pass in `grasp_scene_touches` takes, and calls it must hand to the general
    /// path: each kind of bad input a move can carry, alone and beside a good move, and good moves it does not
    /// take (one contact of two, both out of landing order).
    static let moveCalls: [Call] = [
        Call(t: 0, records: [[1, 0, 100, 100], [2, 0, 300, 300]]),
        Call(t: 8, records: [[1, 1, 110, 100]]),
        Call(t: 16, records: [[1, 1, 120, 100], [2, 1, 310, 300]]),
        Call(t: 10, records: [[1, 1, 130, 100]]),                       // time goes backwards
        Call(t: .nan, records: [[1, 1, 130, 100]]),                     // time not finite
        Call(t: 2e12, records: [[1, 1, 130, 100]]),                     // time out of range
        Call(t: 24, records: [[1, 1, .nan, 100]]),                      // x not finite
        Call(t: 24, records: [[1, 1, 130, .infinity]]),                 // y not finite
        Call(t: 24, records: [[1, 1, 130, 1e9]]),                       // y out of range
        Call(t: 24, records: [[1, 1, 130, 100], [2, 1, -1e9, 300]]),    // the second one out of range
        Call(t: 24, records: [[3, 1, 130, 100]]),                       // a contact that is not down
        Call(t: 24, records: [[1, 1, 130, 100], [3, 1, 1, 1]]),         // the second one not down
        Call(t: 24, records: [[1.5, 1, 130, 100]]),                     // an id that is not whole
        Call(t: 24, records: [[1, 1, 130, 100], [.nan, 1, 1, 1]]),      // an id that is not a number
        Call(t: 24, records: [[1, 1, 130, 100], [2, 7, 1, 1]]),         // a phase code out of range
        Call(t: 5, records: [[1, 1, 130, 100], [2, 7, 1, 1]]),          // a bad phase code before a bad time
        Call(t: 24, records: [[1, 1, 140, 100], [2, 1, 320, 300]]),
        Call(t: 24, records: [[2, 1, 325, 300], [1, 1, 145, 100]]),     // both move, not in landing order
        Call(t: 24, records: [[1, 1, 150, 100], [1, 1, 160, 100]]),     // one contact twice, as the general path allows
        Call(t: 32, records: [[1, 1, 170, 100], [2, 2, 330, 300]]),     // a move beside a lift
        Call(t: 40, records: [[2, 1, 330, 300]]),                       // a move of a lifted contact
        Call(t: 40, records: [[1, 1, 180, 100]]),
        Call(t: 48, records: [[1, 3, 180, 100]]),
    ]

    @Test("the moves' one pass answers every call as the general path does: the same statuses, errors and frames")
    func movesMatchTheGeneralPath() throws {
        let handle = Self.withText("gestures") { graspSceneCreate($0, $1, 1000, 700) }
        #expect(handle > 0, "\(Self.output)")
        defer { _ = graspSceneDestroy(handle) }
        let twin = try SceneSession(named: "gestures", width: 1000, height: 700)
        for (index, call) in Self.moveCalls.enumerated() {
            let flat = call.records.flatMap { $0 }
            let status = flat.withUnsafeBytes { graspSceneTouches(handle, call.t, 0, $0.baseAddress, Int32(call.records.count)) }
            let exported = status == 0 ? nil : Self.output
            var expected: String?
            do throws(GraspAPIError) {
                // The general path, as the export takes it for anything but moves; its records are checked by
                // the export first (a phase code out of range), so the twin is given the same refusal.
                guard let touches = Self.touches(call.records) else { throw Self.recordError(call.records) }
                try twin.touches(at: call.t, touches)
            } catch {
                expected = error.json
            }
            #expect(exported == expected, "call \(index)")
            #expect(graspSceneFrame(handle) == 0)
            #expect(Self.output == twin.frame(), "call \(index): the frames differ")
        }
    }

    /// The records as the scene session's touches, or `nil` when one has a phase code or id the export
    /// refuses before the session sees it.
    static func touches(_ records: [[Double]]) -> [SceneSession.Touch]? {
        var touches: [SceneSession.Touch] = []
        for record in records {
            let phases: [TouchPhase] = [.began, .moved, .ended, .cancelled]
            guard let code = Int(exactly: record[1]), phases.indices.contains(code),
                  record[0].isFinite, record[0] == record[0].rounded() else { return nil }
            touches.append(SceneSession.Touch(id: Int(record[0]), phase: phases[code], x: record[2], y: record[3]))
        }
        return touches
    }

    /// The error the export gives for the first record `touches(_:)` refuses: the same call, made again
    /// through the export on a scene of its own, whose answer depends on the records alone.
    static func recordError(_ records: [[Double]]) -> GraspAPIError {
        let handle = Self.withText("gestures") { graspSceneCreate($0, $1, 1000, 700) }
        defer { _ = graspSceneDestroy(handle) }
        let flat = records.flatMap { $0 }
        _ = flat.withUnsafeBytes { graspSceneTouches(handle, 0, 0, $0.baseAddress, Int32(records.count)) }
        let object = (try? JSONSerialization.jsonObject(with: Data(Self.output.utf8))) as? [String: Any]
        return GraspAPIError(code: object?["code"] as? String ?? "", message: object?["message"] as? String ?? "")
    }

    @Test("text that is not UTF-8, a negative length or a null pointer is refused, not trapped on")
    func badText() {
        #expect(Self.withBytes([0x64, 0xFF, 0x67]) { graspSceneCreate($0, $1, 100, 100) } == -1)
        #expect(Self.errorCode == "invalid-utf8")
        #expect(graspSceneCreate(nil, 5, 100, 100) == -1 && Self.errorCode == "invalid-argument")
        #expect(graspSceneCreate(nil, -3, 100, 100) == -1 && Self.errorCode == "invalid-argument")
        #expect(Self.withText("nope") { graspSceneCreate($0, $1, 100, 100) } == -1 && Self.errorCode == "unknown-scene")
        let lab = graspLabOpen()
        #expect(Self.withBytes([0xC3]) { graspLabReceive(lab, $0, $1, 0) } == -1 && Self.errorCode == "invalid-utf8")
        #expect(graspLabClose(lab) == 0)
    }

    @Test("replay through the exports: frames 0 is stops, N is every=N; a bad trace gives its error and hint")
    func replay() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let trace = try String(contentsOf: root.appendingPathComponent("Examples/traces/drag-piece.json"), encoding: .utf8)
        func run(_ text: String, _ frames: Int32) -> Int32 {
            Self.withText(text) { tp, tn in
                Self.withText("drag") { sp, sn in Self.withText("drag-piece.json") { fp, fn in graspReplay(tp, tn, sp, sn, fp, fn, 120, 5, frames) } }
            }
        }
        #expect(run(trace, 0) == 0)
        #expect(Self.output == (try GraspAPI().replay(trace, fileName: "drag-piece.json", scene: "drag")))
        #expect(run(trace, 4) == 0)
        #expect(Self.output == (try GraspAPI().replay(trace, fileName: "drag-piece.json", scene: "drag", frames: "every=4")))
        #expect(run(trace, -1) == -1 && Self.errorCode == "invalid-argument")
        #expect(run(#"{"format": "grasp-trace", "version": 1, "samples": [{"t": 0, "pointer": 1, "phase": "down", "x": 1, "y": 2}]}"#, 0) == -1)
        #expect(Self.errorCode == "invalid-trace" && Self.output.contains("drag-piece.json: ") && Self.output.contains("\"hint\""))
    }

    @Test("the lab through the exports: answers one a line, their count returned")
    func lab() {
        let lab = graspLabOpen()
        let hello = #"{"v":3,"type":"hello","scene":"probe","viewport":{"width":400,"height":800}}"#
        let count = Self.withText(hello) { graspLabReceive(lab, $0, $1, 0) }
        #expect(count == 3)
        let answers = Self.output.split(separator: "\n")
        #expect(answers.count == 3 && answers[0].contains("\"type\":\"welcome\"") && answers[2].contains("\"type\":\"frame\""))
        #expect(Self.withText(#"{"v":3,"type":"frame","t":16}"#) { graspLabReceive(lab, $0, $1, 16) } == 0)
        #expect(Self.withText("nonsense") { graspLabReceive(lab, $0, $1, 20) } == 1)
        #expect(Self.output.contains("\"code\":\"malformed\""))
        #expect(graspLabClose(lab) == 0)
        #expect(graspLabClose(lab) == -1 && Self.errorCode == "unknown-handle")
        #expect(Self.withText(hello) { graspLabReceive(lab, $0, $1, 0) } == -1)
    }
}
