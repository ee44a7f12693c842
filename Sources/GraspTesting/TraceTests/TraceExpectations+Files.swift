// Why this file exists: expectations live in files beside the traces. This reads them (with errors that
// name the field), writes them in a stable layout a person can review in a diff (one recognition per
// line), and names the file that belongs to a trace.

import Foundation
import GraspScenes

extension TraceExpectations {
    /// The expectations file of the trace at `traceURL`: `NAME.json` → `NAME.grasp-test.json`.
    public static func url(forTrace traceURL: URL) -> URL {
        let name = traceURL.lastPathComponent
        let base = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        return traceURL.deletingLastPathComponent().appendingPathComponent(base + fileSuffix)
    }

    /// Reads and validates the expectations file at `url`.
    ///
    /// - Throws: ``TraceTestError/missingExpectations(path:)`` when there is no file,
    ///   ``TraceTestError/malformedExpectations(path:message:)`` when it is not a valid expectations file.
    public init(contentsOf url: URL) throws(TraceTestError) {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .missingExpectations(path: url.path) }
        try self.init(jsonData: data, path: url.path)
    }

    /// Reads and validates expectations from JSON; `path` names them in errors.
    public init(jsonData: Data, path: String = "<memory>") throws(TraceTestError) {
        do {
            self = try JSONDecoder().decode(TraceExpectations.self, from: jsonData)
        } catch let error as DecodingError {
            throw .malformedExpectations(path: path, message: Self.explain(error))
        } catch {
            throw .malformedExpectations(path: path, message: "\(error)")
        }
        if let problem = validationProblem { throw .malformedExpectations(path: path, message: problem) }
    }

    /// What is wrong with these expectations beyond their JSON types, or `nil`.
    var validationProblem: String? {
        guard format == Self.formatName else { return "\"format\" is \(TraceTestFormat.quoted(format)), not \"\(Self.formatName)\"" }
        guard version == Self.currentVersion else { return "\"version\" \(version) is not supported (this grasp reads version \(Self.currentVersion))" }
        guard SceneCatalog.scene(named: scene) != nil else { return "\"scene\": no scene called \(TraceTestFormat.quoted(scene)); the scenes are \(SceneCatalog.names.joined(separator: ", "))" }
        if let frameRate, !(frameRate > 0 && frameRate <= 10_000) { return "\"frameRate\" must be a positive number of ticks per second, at most 10000" }
        if let tail, !(tail >= 0 && tail <= 3600) { return "\"tail\" must be between 0 and 3600 seconds" }
        for (index, recognition) in (recognitions ?? []).enumerated() {
            let place = "\"recognitions\"[\(index)]"
            guard Self.matchableStates.contains(recognition.state) else {
                return "\(place).state \(TraceTestFormat.quoted(recognition.state)) is not one of \(Self.matchableStates.sorted().joined(separator: ", "))"
            }
            if let window = recognition.window {
                guard window.count == 2, window[0] <= window[1] else { return "\(place).window must be [from, to] with from ≤ to" }
            } else if recognition.t == nil {
                return "\(place) needs \"t\" or \"window\""
            }
        }
        for (index, expected) in (frames ?? []).enumerated() {
            for (node, box) in expected.nodes where box.count != 4 {
                return "\"frames\"[\(index)].nodes.\(node) must be [x, y, width, height]"
            }
        }
        return nil
    }

    static func explain(_ error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined().drop { $0 == "." }.description
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\"" + (context.codingPath.isEmpty ? "" : " in \(place(context.codingPath))")
        case .typeMismatch(_, let context): return "\(place(context.codingPath)) has the wrong type (\(context.debugDescription))"
        case .valueNotFound(_, let context): return "\(place(context.codingPath)) is null"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return context.codingPath.isEmpty ? "not valid JSON" + (underlying.map { " (\($0))" } ?? "") : "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    /// The expectations as JSON text: the header fields first, then one recognition and one frames entry
    /// per line, keys in a fixed order, so that a re-recorded file diffs line by line.
    public var jsonText: String {
        var lines = ["{", "  \"format\": \(TraceTestFormat.quoted(format)),", "  \"version\": \(version),", "  \"scene\": \(TraceTestFormat.quoted(scene)),"]
        if let frameRate { lines.append("  \"frameRate\": \(TraceTestFormat.number(frameRate, decimals: 6)),") }
        if let tail { lines.append("  \"tail\": \(TraceTestFormat.number(tail, decimals: 6)),") }
        if let exhaustive { lines.append("  \"exhaustive\": \(exhaustive),") }
        let recognitionLines = (recognitions ?? []).map { r -> String in
            var fields = ["\"gesture\": \(TraceTestFormat.quoted(r.gesture))", "\"state\": \(TraceTestFormat.quoted(r.state))"]
            if let t = r.t { fields.append("\"t\": \(TraceTestFormat.number(t, decimals: 6))") }
            if let tolerance = r.tolerance { fields.append("\"tolerance\": \(TraceTestFormat.number(tolerance, decimals: 6))") }
            if let window = r.window { fields.append("\"window\": [\(window.map { TraceTestFormat.number($0, decimals: 6) }.joined(separator: ", "))]") }
            if let values = r.values {
                let list = values.sorted { $0.key < $1.key }.map { name, value in
                    var entry = "\"value\": \(Self.describe(value.value))"
                    if let tolerance = value.tolerance { entry += ", \"tolerance\": \(TraceTestFormat.number(tolerance, decimals: 6))" }
                    return "\(TraceTestFormat.quoted(name)): {\(entry)}"
                }
                fields.append("\"values\": {\(list.joined(separator: ", "))}")
            }
            return "    {" + fields.joined(separator: ", ") + "}"
        }
        let frameLines = (frames ?? []).map { f -> String in
            var fields = ["\"t\": \(TraceTestFormat.number(f.t, decimals: 6))"]
            if let tolerance = f.tolerance { fields.append("\"tolerance\": \(TraceTestFormat.number(tolerance, decimals: 6))") }
            let nodes = f.nodes.sorted { $0.key < $1.key }.map { "\(TraceTestFormat.quoted($0.key)): \(Self.describe($0.value))" }
            fields.append("\"nodes\": {\(nodes.joined(separator: ", "))}")
            return "    {" + fields.joined(separator: ", ") + "}"
        }
        lines.append("  \"recognitions\": [" + (recognitionLines.isEmpty ? "]," : "\n" + recognitionLines.joined(separator: ",\n") + "\n  ],"))
        lines.append("  \"frames\": [" + (frameLines.isEmpty ? "]" : "\n" + frameLines.joined(separator: ",\n") + "\n  ]"))
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
