// Why this file exists: the trace tests share a few helpers: finding the recorded trace fixtures from
// this file's path, building small trace documents inline, and catching the error a read throws.

import Foundation
import GraspTrace

enum TraceTestSupport {
    /// The package root: this file is at <root>/Tests/GraspTraceTests/TraceTestSupport.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The recorded Chromium traces, at <root>/Tests/Fixtures/Traces (see its README).
    static let sharedTracesFolder = packageRoot.appendingPathComponent("Tests/Fixtures/Traces")

    /// Every recorded trace file (the `.expect.json` sidecars excluded), sorted by name.
    static func sharedTraceFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sharedTracesFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".expect.json") }
            .sorted()
            .map { sharedTracesFolder.appendingPathComponent($0) }
    }

    /// A trace document with the standard header and `samples`, one JSON object per element.
    static func document(_ samples: [String]) -> String {
        """
        {
          "format": "grasp-trace",
          "version": 1,
          "description": "test",
          "source": "test",
          "samples": [
            \(samples.joined(separator: ",\n    "))
          ]
        }
        """
    }

    /// A sample object as JSON text.
    static func sample(_ t: Double, _ pointer: Int, _ phase: String, _ x: Double = 10, _ y: Double = 20) -> String {
        "{\"t\": \(t), \"pointer\": \(pointer), \"phase\": \"\(phase)\", \"x\": \(x), \"y\": \(y)}"
    }

    /// The error thrown when reading `text` as a trace named `fileName`, or `nil` if it reads.
    static func readError(_ text: String, fileName: String = "bad.json", options: TraceReadingOptions = []) -> TraceError? {
        do {
            _ = try Trace(jsonData: Data(text.utf8), fileName: fileName, options: options)
            return nil
        } catch {
            return error
        }
    }

    /// Reads `text` with repair and returns the trace and the report.
    static func repaired(_ text: String, fileName: String = "bad.json") throws -> (Trace, TraceRepairReport) {
        var report = TraceRepairReport()
        let trace = try Trace(jsonData: Data(text.utf8), fileName: fileName, options: .repair, repairReport: &report)
        return (trace, report)
    }
}
