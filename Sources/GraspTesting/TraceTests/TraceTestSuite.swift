// Why this file exists: `grasp test PATH…` is a thin command over this: find the traces under files and
// folders, replay each into its scene and check it against the expectations beside it, in parallel over
// the machine's cores, and record expectations from the current behaviour. Tests call it directly.

import Foundation
import GraspScenes
import GraspTrace
import GraspFoundationCompat

/// Finds, tests and records traces with expectations files (see ``TraceExpectations``).
public enum TraceTestSuite {
    /// The traces under `paths`, in order: a file is taken as given (an expectations file stands for its
    /// trace), a folder is searched recursively for `.json` files that are neither expectations files
    /// (`.grasp-test.json`) nor the recorded traces' measurement sidecars (`.expect.json`), in path order.
    ///
    /// - Throws: ``TraceTestError/notFound(path:)`` for a path that does not exist.
    public static func traceFiles(in paths: [String]) throws(TraceTestError) -> [String] {
        var result: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { throw .notFound(path: path) }
            if !isFolder.boolValue {
                let trace = path.hasSuffix(TraceExpectations.fileSuffix) ? String(path.dropLast(TraceExpectations.fileSuffix.count)) + ".json" : path
                if !result.contains(trace) { result.append(trace) }
                continue
            }
            let base = path.hasSuffix("/") ? path : path + "/"
            let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { isTraceName($0) }
                .sorted()
                .map { base + $0 }
            for trace in found where !result.contains(trace) { result.append(trace) }
        }
        return result
    }

    /// Whether a file called `name` in a folder is taken for a trace.
    static func isTraceName(_ name: String) -> Bool {
        Trace.isTraceFileName(name)
    }

    /// Tests the trace at `path` against its expectations file.
    public static func test(_ path: String) -> TraceTestOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        var scene: String?
        var checks = 0
        let status: TraceTestOutcome.Status
        do {
            let trace = try load(path)
            let expectations = try TraceExpectations(contentsOf: TraceExpectations.url(forTrace: URL(fileURLWithPath: path)))
            scene = expectations.scene
            let replayer = TraceReplayer(frameRate: expectations.frameRate ?? 120, tail: expectations.tail ?? 5)
            guard let records = SceneReplay.run(trace, sceneNamed: expectations.scene, replayer: replayer, frames: .everyTick(1)) else {
                throw TraceTestError.unknownScene(name: expectations.scene)
            }
            let result = expectations.check(records)
            checks = result.checks
            status = result.differences.isEmpty ? .passed : .failed(result.differences)
        } catch let error as TraceTestError {
            status = .malformed(error)
        } catch {
            status = .malformed(.malformedTrace(path: path, message: "\(error)"))
        }
        let elapsed = (clock.now - start).components
        return TraceTestOutcome(path: path, scene: scene, checks: checks, status: status,
                                duration: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
    }

    /// Tests every trace of `paths`, at most `concurrency` at a time, and returns the outcomes in the
    /// order of `paths`.
    public static func test(_ paths: [String], concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) async -> [TraceTestOutcome] {
        await withTaskGroup(of: (Int, TraceTestOutcome).self) { group in
            var outcomes = [TraceTestOutcome?](repeating: nil, count: paths.count)
            var next = 0
            for _ in 0..<max(1, concurrency) where next < paths.count {
                let index = next, path = paths[index]
                group.addTask { (index, test(path)) }
                next += 1
            }
            while let (index, outcome) = await group.next() {
                outcomes[index] = outcome
                if next < paths.count {
                    let index = next, path = paths[index]
                    group.addTask { (index, test(path)) }
                    next += 1
                }
            }
            return outcomes.compactMap { $0 }
        }
    }

    /// The summary line: exactly `N passed, N failed` (traces that could not be tested count as failed).
    public static func summary(_ outcomes: [TraceTestOutcome]) -> String {
        let passed = outcomes.filter(\.passed).count
        return "\(passed) passed, \(outcomes.count - passed) failed"
    }

    /// Records the current behaviour of the trace at `path` into its expectations file and returns the
    /// file's URL.
    ///
    /// - Parameters:
    ///   - path: The trace.
    ///   - scene: The scene to replay into; when `nil`, the scene of the existing expectations file (with
    ///     `force`), otherwise the inspector.
    ///   - frameRate: Ticks per second (written into the file when not 120).
    ///   - tail: Seconds of ticks after the last sample (written into the file when not 5).
    ///   - force: Whether to replace an existing expectations file.
    /// - Throws: ``TraceTestError/expectationsExist(path:)`` when the file exists and `force` is `false`;
    ///   the trace's and the scene's errors.
    @discardableResult
    public static func record(_ path: String, scene: String? = nil, frameRate: Double = 120, tail: Double = 5, force: Bool = false) throws(TraceTestError) -> URL {
        let url = TraceExpectations.url(forTrace: URL(fileURLWithPath: path))
        let exists = FileManager.default.fileExists(atPath: url.path)
        guard !exists || force else { throw .expectationsExist(path: url.path) }
        let trace = try load(path)
        let sceneName = scene ?? (exists ? (try? TraceExpectations(contentsOf: url))?.scene : nil) ?? SceneCatalog.defaultName
        let replayer = TraceReplayer(frameRate: frameRate, tail: tail)
        guard let records = SceneReplay.run(trace, sceneNamed: sceneName, replayer: replayer, frames: .everyTick(1)),
              let stops = SceneReplay.run(trace, sceneNamed: sceneName, replayer: replayer) else {
            throw .unknownScene(name: sceneName)
        }
        let frameTimes = stops.compactMap { record -> Double? in
            if case .frames(let time, _) = record { return time }
            return nil
        }
        let expectations = TraceExpectations.recorded(from: records, frameTimes: frameTimes, scene: sceneName,
                                                      frameRate: frameRate == 120 ? nil : frameRate, tail: tail == 5 ? nil : tail)
        do {
            try Data(expectations.jsonText.utf8).write(to: url)
        } catch {
            throw .malformedExpectations(path: url.path, message: "cannot be written: \(error.localizedDescription)")
        }
        return url
    }

    static func load(_ path: String) throws(TraceTestError) -> Trace {
        do {
            return try Trace(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .malformedTrace(path: path, message: error.description)
        }
    }
}
