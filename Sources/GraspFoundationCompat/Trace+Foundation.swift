// Why this file exists: GraspTrace compiles as Embedded Swift, which has no Foundation, so it reads and
// writes trace text and bytes only. Tools and tests on a desktop read files at URLs and hold `Data`; these
// conveniences keep the names they always had (`Trace(contentsOf:)`, `Trace(jsonData:)`, `jsonData()`,
// `write(to:)`, `Trace.files(in:)`) and pass the bytes to GraspTrace, which does all the reading and
// checking. A caller adds `import GraspFoundationCompat` beside `import GraspTrace`.

import Foundation
import GraspTrace

extension Trace {
    /// Reads and validates the trace in the file at `url`.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - options: `TraceReadingOptions.repair` repairs broken pointer lifecycles instead of
    ///     throwing; use ``init(contentsOf:options:repairReport:)`` to learn what was repaired.
    /// - Throws: A `TraceError` naming the file's last path component.
    public init(contentsOf url: URL, options: TraceReadingOptions = []) throws(TraceError) {
        var report = TraceRepairReport()
        try self.init(contentsOf: url, options: options, repairReport: &report)
    }

    /// Reads and validates the trace in the file at `url`, reporting every repair.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - options: `TraceReadingOptions.repair` repairs broken pointer lifecycles instead of throwing.
    ///   - repairReport: Set to the list of repairs made (empty without the repair option).
    /// - Throws: A `TraceError` naming the file's last path component.
    public init(contentsOf url: URL, options: TraceReadingOptions = [], repairReport: inout TraceRepairReport) throws(TraceError) {
        let fileName = url.lastPathComponent
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw TraceError(fileName: fileName, problem: .unreadable("no such file at \(url.path)"))
        }
        guard !isFolder.boolValue else {
            throw TraceError(fileName: fileName, problem: .unreadable("\(url.path) is a folder"))
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw TraceError(fileName: fileName, problem: .unreadable(error.localizedDescription))
        }
        try self.init(jsonData: data, fileName: fileName, options: options, repairReport: &repairReport)
    }

    /// Reads and validates a trace from JSON data.
    ///
    /// - Parameters:
    ///   - jsonData: The UTF-8 text of a trace file.
    ///   - fileName: The name used in error messages.
    ///   - options: `TraceReadingOptions.repair` repairs broken pointer lifecycles instead of
    ///     throwing; use ``init(jsonData:fileName:options:repairReport:)`` to learn what was repaired.
    public init(jsonData: Data, fileName: String = "<memory>", options: TraceReadingOptions = []) throws(TraceError) {
        var report = TraceRepairReport()
        try self.init(jsonData: jsonData, fileName: fileName, options: options, repairReport: &report)
    }

    /// Reads and validates a trace from JSON data, reporting every repair (as
    /// `init(jsonBytes:fileName:options:repairReport:)` of GraspTrace, which it calls).
    ///
    /// - Parameters:
    ///   - jsonData: The UTF-8 text of a trace file.
    ///   - fileName: The name used in error messages and in the report.
    ///   - options: `TraceReadingOptions.repair` repairs broken pointer lifecycles instead of throwing.
    ///   - repairReport: Set to the list of repairs made (empty without the repair option).
    public init(jsonData: Data, fileName: String = "<memory>", options: TraceReadingOptions = [], repairReport: inout TraceRepairReport) throws(TraceError) {
        try self.init(jsonBytes: [UInt8](jsonData), fileName: fileName, options: options, repairReport: &repairReport)
    }

    /// The trace as JSON data: the UTF-8 bytes of `jsonText()` (GraspTrace), in the layout of the
    /// recorded trace files.
    public func jsonData() -> Data {
        Data(jsonText().utf8)
    }

    /// Writes ``jsonData()`` to the file at `url`, replacing any file there.
    public func write(to url: URL) throws {
        try jsonData().write(to: url, options: .atomic)
    }

    /// The trace files directly inside `folder` (as `Trace.isTraceFileName(_:)` says), sorted by name;
    /// empty when the folder cannot be read.
    public static func files(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter(isTraceFileName).sorted().map { folder.appendingPathComponent($0) }
    }
}
