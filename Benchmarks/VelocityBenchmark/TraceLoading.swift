// Why this file exists: the benchmark also runs on the shared Chromium traces. GraspTrace's own
// loader is being written in parallel; until it lands, this one small function decodes the trace
// JSON into `Trace` values with Foundation, and a second reads the expect sidecars.
//
// SWAP: replace `loadTrace(at:)` with `Trace(contentsOf:)` once GraspTrace provides it.

import Foundation
import GraspTrace

/// Errors reading a trace or its sidecar.
struct TraceLoadingError: Error, CustomStringConvertible {
    let description: String
}

/// Decodes a `grasp-trace` JSON file into a `Trace`. Temporary stand-in for GraspTrace's loader.
func loadTrace(at url: URL) throws -> Trace {
    let data = try Data(contentsOf: url)
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
          root["format"] as? String == Trace.formatName,
          let rawSamples = root["samples"] as? [[String: Any]]
    else { throw TraceLoadingError(description: "\(url.lastPathComponent): not a grasp-trace document") }
    var viewport: Trace.Viewport?
    if let v = root["viewport"] as? [String: Any], let w = (v["width"] as? NSNumber)?.doubleValue, let h = (v["height"] as? NSNumber)?.doubleValue {
        viewport = Trace.Viewport(width: w, height: h)
    }
    let samples = try rawSamples.enumerated().map { index, s -> Trace.Sample in
        guard let t = (s["t"] as? NSNumber)?.doubleValue, let pointer = (s["pointer"] as? NSNumber)?.intValue,
              let phaseName = s["phase"] as? String, let phase = Trace.Phase(rawValue: phaseName),
              let x = (s["x"] as? NSNumber)?.doubleValue, let y = (s["y"] as? NSNumber)?.doubleValue
        else { throw TraceLoadingError(description: "\(url.lastPathComponent): sample \(index) is malformed") }
        return Trace.Sample(t: t, pointer: pointer, phase: phase, x: x, y: y, kind: s["kind"] as? String)
    }
    return Trace(version: (root["version"] as? NSNumber)?.intValue ?? Trace.currentVersion,
                 description: root["description"] as? String ?? "", source: root["source"] as? String ?? "",
                 viewport: viewport, samples: samples)
}

/// The release-velocity truth of one pointer, from a `NAME.expect.json` sidecar: the moving part's
/// mean speed along the final displacement when the pointer lifted while moving, zero when it rested
/// before lifting (or never moved).
func releaseTruths(expectFile url: URL) throws -> [Int: (velocity: (x: Double, y: Double), rested: Bool)] {
    let data = try Data(contentsOf: url)
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
          let measured = root["measured"] as? [String: Any],
          let perPointer = measured["per_pointer"] as? [String: Any]
    else { throw TraceLoadingError(description: "\(url.lastPathComponent): no measured.per_pointer") }
    var result: [Int: (velocity: (x: Double, y: Double), rested: Bool)] = [:]
    for (key, value) in perPointer {
        guard let id = Int(key), let pointer = value as? [String: Any] else { continue }
        guard let moving = pointer["moving"] as? [String: Any],
              let speed = (moving["mean_speed_px_s"] as? NSNumber)?.doubleValue,
              let displacement = pointer["displacement_px"] as? [String: Any],
              let dx = (displacement["dx"] as? NSNumber)?.doubleValue, let dy = (displacement["dy"] as? NSNumber)?.doubleValue,
              let still = (pointer["still_before_end_s"] as? NSNumber)?.doubleValue, still == 0
        else {
            result[id] = ((0, 0), true)
            continue
        }
        let length = (dx * dx + dy * dy).squareRoot()
        result[id] = length > 0 ? ((speed * dx / length, speed * dy / length), false) : ((0, 0), true)
    }
    return result
}
