// Why this file exists: the recorded traces (Tests/Fixtures/Traces) are the fixtures every other test relies on. This
// suite states that each one reads, validates, writes back to the same bytes and round-trips.

import Foundation
import Grasp
import Testing
@testable import GraspTrace
import GraspFoundationCompat

@Suite("Recorded traces")
struct SharedTraceTests {
    @Test("the recorded trace folder holds the expected recordings")
    func folderIsFound() {
        let names = TraceTestSupport.sharedTraceFiles().map(\.lastPathComponent)
        #expect(names.count >= 14)
        #expect(names.contains("tap.json"))
        #expect(names.contains("pinch-out-2x.json"))
        #expect(!names.contains { $0.hasSuffix(".expect.json") })
    }

    @Test("every recorded trace loads without error", arguments: TraceTestSupport.sharedTraceFiles())
    func loads(url: URL) throws {
        let trace = try Trace(contentsOf: url)
        #expect(trace.version == 1)
        #expect(!trace.samples.isEmpty)
        #expect(trace.samples.first?.t == 0)
        #expect(trace.viewport == Trace.Viewport(width: 1000, height: 700))
        #expect(!trace.description.isEmpty)
        #expect(trace.source.hasPrefix("chromium"))
    }

    @Test("every recorded trace survives read, write, read unchanged", arguments: TraceTestSupport.sharedTraceFiles())
    func roundTrips(url: URL) throws {
        let trace = try Trace(contentsOf: url)
        let again = try Trace(jsonData: trace.jsonData(), fileName: url.lastPathComponent)
        #expect(again == trace)
    }

    @Test("writing a recorded trace reproduces the file byte for byte", arguments: TraceTestSupport.sharedTraceFiles())
    func writesSameBytes(url: URL) throws {
        let trace = try Trace(contentsOf: url)
        let original = try String(contentsOf: url, encoding: .utf8)
        let written = String(decoding: trace.jsonData(), as: UTF8.self)
        #expect(written == original)
    }

    @Test("the tap trace reads as a 50 ms touch at (500, 350)")
    func tapContents() throws {
        let trace = try Trace(contentsOf: TraceTestSupport.sharedTracesFolder.appendingPathComponent("tap.json"))
        #expect(trace.samples == [
            Trace.Sample(t: 0, pointer: 1, phase: .down, x: 500, y: 350),
            Trace.Sample(t: 0.05, pointer: 1, phase: .up, x: 500, y: 350),
        ])
    }

    @Test("the pinch's two fingers land in one event and lift in one event")
    func pinchGroupsFingers() throws {
        let trace = try Trace(contentsOf: TraceTestSupport.sharedTracesFolder.appendingPathComponent("pinch-out-2x.json"))
        let events = trace.touchEvents()
        let first = try #require(events.first)
        #expect(first.changedTouches.map(\.id) == [TouchID(1), TouchID(2)])
        #expect(first.changedTouches.allSatisfy { $0.phase == .began })
        let last = try #require(events.last)
        #expect(last.changedTouches.map(\.phase) == [.ended, .ended])
        // Every event of the pinch changes both fingers: one event per distinct t.
        #expect(events.allSatisfy { $0.changedTouches.count == 2 })
        #expect(events.count == Set(trace.samples.map(\.t)).count)
    }

    @Test("the recorded traces need no repair", arguments: TraceTestSupport.sharedTraceFiles())
    func needNoRepair(url: URL) throws {
        var report = TraceRepairReport()
        _ = try Trace(contentsOf: url, options: .repair, repairReport: &report)
        #expect(report.isEmpty)
        #expect(report.fileName == url.lastPathComponent)
    }
}
