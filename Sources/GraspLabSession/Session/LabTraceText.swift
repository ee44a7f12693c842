// Why this file exists: the session reads traces from the text a page sends and writes recordings as text;
// the WebAssembly API and `grasp replay`'s shared steps read traces from text too. They all go through these
// two functions, so that a trace is read and written the same way wherever the session runs.

import GraspTrace

/// Traces to and from their file text.
@_spi(GraspInternal) public enum LabTraceText {
    /// The trace in `text`, read as `grasp replay` reads a file called `fileName`.
    @_spi(GraspInternal) public static func read(_ text: String, fileName: String, options: TraceReadingOptions = []) throws(TraceError) -> Trace {
        try Trace(jsonText: text, fileName: fileName, options: options)
    }

    /// The file text of `trace`.
    @_spi(GraspInternal) public static func write(_ trace: Trace) -> String {
        trace.jsonText()
    }
}
