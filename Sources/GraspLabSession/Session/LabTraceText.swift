// Why this file exists: the session reads traces from text and writes them as text. Until GraspTrace reads
// and writes text without Foundation, this is the one place in the module that touches `Data`.

import Foundation
import GraspTrace

/// Traces to and from their file text.
package enum LabTraceText {
    /// The trace in `text`, read as `grasp replay` reads a file called `fileName`.
    package static func read(_ text: String, fileName: String, options: TraceReadingOptions = []) throws(TraceError) -> Trace {
        try Trace(jsonData: Data(text.utf8), fileName: fileName, options: options)
    }

    /// The file text of `trace`.
    package static func write(_ trace: Trace) -> String {
        String(decoding: trace.jsonData(), as: UTF8.self)
    }
}
