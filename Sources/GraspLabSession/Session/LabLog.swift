// Why this file exists: a lab session says what it did (a scene opened, a message refused, a recording
// stopped) wherever it runs: in the server, whose logs go through swift-log, and in a web page, which has
// no logging library at all. The session writes to this small hook; each host decides where lines go.

/// Where a lab session's log lines go: a closure that receives each line's level, message and metadata.
///
/// The server adapts it to its swift-log `Logger` (same levels, messages and metadata as before); the page
/// and the tests pass ``none``.
@_spi(GraspInternal) public struct LabLog {
    /// How much a line matters, as swift-log's levels of the same names.
    @_spi(GraspInternal) public enum Level: Hashable {
        /// Detail for someone debugging the lab.
        case debug
        /// Something that happened as it should: a scene opened, a recording started.
        case info
        /// Something refused or dropped.
        case warning
    }

    /// Writes one line: its level, its message and its metadata (key and value pairs, in order).
    @_spi(GraspInternal) public var write: (Level, String, [(key: String, value: String)]) -> Void

    /// A log that writes lines with `write`.
    @_spi(GraspInternal) public init(_ write: @escaping (Level, String, [(key: String, value: String)]) -> Void) {
        self.write = write
    }

    /// A log that drops every line.
    @_spi(GraspInternal) public static var none: LabLog { LabLog { _, _, _ in } }

    /// Writes an info line.
    @_spi(GraspInternal) public func info(_ message: String, metadata: [(key: String, value: String)] = []) {
        write(.info, message, metadata)
    }

    /// Writes a warning line.
    @_spi(GraspInternal) public func warning(_ message: String, metadata: [(key: String, value: String)] = []) {
        write(.warning, message, metadata)
    }

    /// This log with `key` set to `value` on every line, before the line's own metadata (as swift-log's
    /// logger metadata).
    @_spi(GraspInternal) public func adding(_ key: String, _ value: String) -> LabLog {
        let write = self.write
        return LabLog { level, message, metadata in write(level, message, [(key: key, value: value)] + metadata) }
    }
}
