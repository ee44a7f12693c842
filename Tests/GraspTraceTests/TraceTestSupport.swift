// Why this file exists: the trace tests share a few helpers: finding the recorded trace fixtures from
// this file's path, building small trace documents inline, and catching the error a read throws.

import Foundation
import GraspTrace
import GraspFoundationCompat

enum TraceTestSupport {
    /// The package root: this file is at <root>/Tests/GraspTraceTests/TraceTestSupport.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The recorded Chromium traces, at <root>/Tests/Fixtures/Traces (see its README).
    static let sharedTracesFolder = packageRoot.appendingPathComponent("Tests/Fixtures/Traces")

    /// Every recorded trace file (sidecars excluded), sorted by name.
    static func sharedTraceFiles() -> [URL] {
        Trace.files(in: sharedTracesFolder)
    }

    /// A trace document with the standard header and `samples`, one JSON object per element.
    static func document(_ samples: [String], version: Int = 1) -> String {
        """
        {
          "format": "grasp-trace",
          "version": \(version),
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

extension TraceTestSupport {
    /// A version 2 trace with one of each new sample: a shifted mouse hover, a right click with control,
    /// two wheel steps, a trackpad scroll with momentum and a trackpad pinch, in the writer's layout.
    static let versionTwoExample = """
        {
          "format": "grasp-trace",
          "version": 2,
          "description": "Hover, right click, wheel, trackpad scroll with momentum, trackpad pinch.",
          "source": "test",
          "viewport": {"width": 1000, "height": 700},
          "samples": [
            {"t": 0.0, "pointer": 1, "phase": "enter", "x": 100.0, "y": 100.0, "kind": "mouse"},
            {"t": 0.1, "pointer": 1, "phase": "hover", "x": 150.0, "y": 120.0, "kind": "mouse", "modifiers": ["shift"]},
            {"t": 0.2, "pointer": 1, "phase": "leave", "x": 150.0, "y": 120.0, "kind": "mouse"},
            {"t": 0.3, "pointer": 2, "phase": "down", "x": 150.0, "y": 120.0, "kind": "mouse", "buttons": ["secondary"], "modifiers": ["control"]},
            {"t": 0.35, "pointer": 2, "phase": "up", "x": 150.0, "y": 120.0, "kind": "mouse", "buttons": ["secondary"], "modifiers": ["control"]},
            {"t": 0.5, "pointer": 3, "phase": "wheel", "x": 500.0, "y": 350.0, "kind": "mouse", "dx": 0.0, "dy": -40.0},
            {"t": 0.55, "pointer": 3, "phase": "wheel", "x": 500.0, "y": 350.0, "kind": "mouse", "dx": 0.0, "dy": -40.0},
            {"t": 1.0, "pointer": 4, "phase": "scroll-begin", "x": 500.0, "y": 350.0, "kind": "trackpad", "dx": 0.0, "dy": 0.0},
            {"t": 1.008, "pointer": 4, "phase": "scroll", "x": 500.0, "y": 350.0, "kind": "trackpad", "dx": 0.0, "dy": -6.5},
            {"t": 1.016, "pointer": 4, "phase": "scroll-end", "x": 500.0, "y": 350.0, "kind": "trackpad", "dx": 0.0, "dy": 0.0},
            {"t": 1.024, "pointer": 4, "phase": "momentum", "x": 500.0, "y": 350.0, "kind": "trackpad", "dx": 0.0, "dy": -5.9},
            {"t": 1.032, "pointer": 4, "phase": "momentum-end", "x": 500.0, "y": 350.0, "kind": "trackpad", "dx": 0.0, "dy": 0.0},
            {"t": 1.5, "pointer": 5, "phase": "transform-begin", "x": 400.0, "y": 300.0, "kind": "trackpad", "scale": 1.0, "rotation": 0.0},
            {"t": 1.508, "pointer": 5, "phase": "transform", "x": 400.0, "y": 300.0, "kind": "trackpad", "scale": 1.05, "rotation": 0.01, "modifiers": ["command"]},
            {"t": 1.516, "pointer": 5, "phase": "transform-end", "x": 400.0, "y": 300.0, "kind": "trackpad", "scale": 1.0, "rotation": 0.0}
          ]
        }

        """

    /// Reads `text` as a trace, failing the test with the error's message if it does not read.
    static func read(_ text: String, fileName: String = "v2.json") throws -> Trace {
        try Trace(jsonData: Data(text.utf8), fileName: fileName)
    }

    /// A version 2 sample object as JSON text: the standard fields, then `extra` members verbatim.
    static func sample2(_ t: Double, _ pointer: Int, _ phase: String, _ extra: String = "") -> String {
        "{\"t\": \(t), \"pointer\": \(pointer), \"phase\": \"\(phase)\", \"x\": 10, \"y\": 20\(extra.isEmpty ? "" : ", " + extra)}"
    }
}
