// Why this file exists: the benchmark also runs on the recorded Chromium traces (Tests/Fixtures/Traces). GraspTrace reads the
// traces; this file reads their expect sidecars, which hold the ground truth the estimators are
// measured against.

import Foundation
import GraspTrace
import GraspFoundationCompat

/// Errors reading a trace or its sidecar.
struct TraceLoadingError: Error, CustomStringConvertible {
    let description: String
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
