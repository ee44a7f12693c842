// Why this file exists: reading a trace file is where bad input arrives. This file turns JSON text
// into a `Trace`, checking every field's presence and type, and hands the values to validation, so
// that each problem becomes one `TraceError` naming the file, the sample and the field.

import Foundation

extension Trace {
    /// Reads and validates the trace in the file at `url`.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - options: ``TraceReadingOptions/repair`` repairs broken pointer lifecycles instead of
    ///     throwing; use ``init(contentsOf:options:repairReport:)`` to learn what was repaired.
    /// - Throws: A ``TraceError`` naming the file's last path component.
    public init(contentsOf url: URL, options: TraceReadingOptions = []) throws(TraceError) {
        var report = TraceRepairReport()
        try self.init(contentsOf: url, options: options, repairReport: &report)
    }

    /// Reads and validates the trace in the file at `url`, reporting every repair.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - options: ``TraceReadingOptions/repair`` repairs broken pointer lifecycles instead of throwing.
    ///   - repairReport: Set to the list of repairs made (empty without the repair option).
    /// - Throws: A ``TraceError`` naming the file's last path component.
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
    ///   - options: ``TraceReadingOptions/repair`` repairs broken pointer lifecycles instead of
    ///     throwing; use ``init(jsonData:fileName:options:repairReport:)`` to learn what was repaired.
    public init(jsonData: Data, fileName: String = "<memory>", options: TraceReadingOptions = []) throws(TraceError) {
        var report = TraceRepairReport()
        try self.init(jsonData: jsonData, fileName: fileName, options: options, repairReport: &report)
    }

    /// Reads and validates a trace from JSON data, reporting every repair.
    ///
    /// Times are rounded to microseconds and positions to thousandths of a point as they are read,
    /// the precision of the format, so that writing the trace and reading it again gives an equal trace.
    /// A `kind` of `touch` is read as `nil`, the format's default.
    ///
    /// - Parameters:
    ///   - jsonData: The UTF-8 text of a trace file.
    ///   - fileName: The name used in error messages and in the report.
    ///   - options: ``TraceReadingOptions/repair`` repairs broken pointer lifecycles instead of throwing.
    ///   - repairReport: Set to the list of repairs made (empty without the repair option).
    public init(jsonData: Data, fileName: String = "<memory>", options: TraceReadingOptions = [], repairReport: inout TraceRepairReport) throws(TraceError) {
        var bytes = [UInt8](jsonData)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let root: JSONValue
        do throws(JSONSyntaxError) {
            root = try JSONParser.parse(bytes)
        } catch {
            throw TraceError(fileName: fileName, line: error.line, column: error.column, problem: .invalidJSON(error.reason))
        }
        self = try TraceDocumentReader(fileName: fileName).trace(from: root)
        if options.contains(.repair) {
            repairReport = try repair(fileName: fileName)
        } else {
            try validate(fileName: fileName)
            repairReport = TraceRepairReport(fileName: fileName)
        }
    }
}

/// Checks the shape of a parsed trace document and builds the `Trace`.
private struct TraceDocumentReader {
    let fileName: String

    static let topLevelFields = ["format", "version", "description", "source", "viewport", "samples"]
    static let sampleFields = ["t", "pointer", "phase", "x", "y", "kind"]

    func fail(_ problem: TraceError.Problem, sample: Int? = nil, field: String? = nil) -> TraceError {
        TraceError(fileName: fileName, sampleIndex: sample, field: field, problem: problem)
    }

    func trace(from root: JSONValue) throws(TraceError) -> Trace {
        guard case .object(let members) = root else {
            throw fail(.wrongType(expected: "a JSON object at the top level", found: root.summary))
        }
        let fields = try checkedFields(members, allowed: Self.topLevelFields, sample: nil, prefix: "")

        guard let format = fields["format"] else { throw fail(.missing, field: "format") }
        guard case .string(let formatName) = format else { throw fail(.wrongType(expected: "a string", found: format.summary), field: "format") }
        guard formatName == Trace.formatName else { throw fail(.wrongFormat(found: format.summary), field: "format") }

        guard let versionValue = fields["version"] else { throw fail(.missing, field: "version") }
        guard case .number(let versionNumber, _) = versionValue, versionNumber.isFinite,
              versionNumber == versionNumber.rounded(), abs(versionNumber) < 1e9 else {
            throw fail(.wrongType(expected: "a whole number", found: versionValue.summary), field: "version")
        }
        let version = Int(versionNumber)
        guard TraceConstants.supportedVersions.contains(version) else {
            throw fail(.unsupportedVersion(version, supported: TraceConstants.supportedVersions), field: "version")
        }

        let description = try optionalString(fields["description"], field: "description")
        let source = try optionalString(fields["source"], field: "source")
        let viewport = try fields["viewport"].map { value throws(TraceError) in try self.viewport(from: value) }

        guard let samplesValue = fields["samples"] else { throw fail(.missing, field: "samples") }
        guard case .array(let elements) = samplesValue else {
            throw fail(.wrongType(expected: "an array of samples", found: samplesValue.summary), field: "samples")
        }
        var samples: [Trace.Sample] = []
        samples.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            samples.append(try sample(from: element, index: index))
        }
        return Trace(version: version, description: description, source: source, viewport: viewport, samples: samples)
    }

    /// The members as a dictionary, after rejecting unknown and repeated keys.
    func checkedFields(_ members: [(key: String, value: JSONValue)], allowed: [String], sample: Int?, prefix: String) throws(TraceError) -> [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        for member in members {
            guard allowed.contains(member.key) else { throw fail(.unknownField, sample: sample, field: prefix + member.key) }
            guard fields[member.key] == nil else { throw fail(.duplicateField, sample: sample, field: prefix + member.key) }
            fields[member.key] = member.value
        }
        return fields
    }

    func optionalString(_ value: JSONValue?, field: String) throws(TraceError) -> String {
        guard let value else { return "" }
        guard case .string(let text) = value else { throw fail(.wrongType(expected: "a string", found: value.summary), field: field) }
        return text
    }

    func viewport(from value: JSONValue) throws(TraceError) -> Trace.Viewport {
        guard case .object(let members) = value else {
            throw fail(.wrongType(expected: "an object with width and height", found: value.summary), field: "viewport")
        }
        let fields = try checkedFields(members, allowed: ["width", "height"], sample: nil, prefix: "viewport.")
        var size: [Double] = []
        for name in ["width", "height"] {
            let field = "viewport." + name
            guard let value = fields[name] else { throw fail(.missing, field: field) }
            let number = try finiteNumber(value, sample: nil, field: field)
            guard number > 0, number <= TraceConstants.maximumCoordinateMagnitude else {
                throw fail(.outOfRange(expected: Trace.viewportRangeText, found: value.summary), field: field)
            }
            size.append(FixedPoint.round(number, decimals: TraceConstants.positionDecimals))
        }
        return Trace.Viewport(width: size[0], height: size[1])
    }

    func finiteNumber(_ value: JSONValue, sample: Int?, field: String) throws(TraceError) -> Double {
        guard case .number(let number, let literal) = value else {
            throw fail(.wrongType(expected: "a number", found: value.summary), sample: sample, field: field)
        }
        guard number.isFinite else { throw fail(.notFinite(found: literal), sample: sample, field: field) }
        return number
    }

    func sample(from value: JSONValue, index: Int) throws(TraceError) -> Trace.Sample {
        guard case .object(let members) = value else {
            throw fail(.wrongType(expected: "an object with t, pointer, phase, x and y", found: value.summary), sample: index)
        }
        let fields = try checkedFields(members, allowed: Self.sampleFields, sample: index, prefix: "")
        func required(_ name: String) throws(TraceError) -> JSONValue {
            guard let value = fields[name] else { throw fail(.missing, sample: index, field: name) }
            return value
        }

        let t = try finiteNumber(try required("t"), sample: index, field: "t")

        let pointerValue = try required("pointer")
        let pointerNumber = try finiteNumber(pointerValue, sample: index, field: "pointer")
        guard pointerNumber == pointerNumber.rounded(), pointerNumber >= 1,
              pointerNumber <= Double(TraceConstants.maximumPointer) else {
            throw fail(.outOfRange(expected: Trace.pointerRangeText, found: pointerValue.summary), sample: index, field: "pointer")
        }

        let phaseValue = try required("phase")
        let phaseNames = Trace.Phase.allCases.map(\.rawValue)
        guard case .string(let phaseName) = phaseValue else {
            throw fail(.wrongType(expected: "a string, one of \(phaseNames.joined(separator: ", "))", found: phaseValue.summary), sample: index, field: "phase")
        }
        guard let phase = Trace.Phase(rawValue: phaseName) else {
            throw fail(.notOneOf(phaseNames, found: phaseValue.summary), sample: index, field: "phase")
        }

        let x = try finiteNumber(try required("x"), sample: index, field: "x")
        let y = try finiteNumber(try required("y"), sample: index, field: "y")

        var kind: String?
        if let kindValue = fields["kind"] {
            guard case .string(let name) = kindValue else {
                throw fail(.wrongType(expected: "a string, one of \(TraceConstants.knownKinds.joined(separator: ", "))", found: kindValue.summary), sample: index, field: "kind")
            }
            guard TraceConstants.knownKinds.contains(name) else {
                throw fail(.notOneOf(TraceConstants.knownKinds, found: kindValue.summary), sample: index, field: "kind")
            }
            kind = name == "touch" ? nil : name
        }

        return Trace.Sample(
            t: FixedPoint.round(t, decimals: TraceConstants.timeDecimals),
            pointer: Int(pointerNumber),
            phase: phase,
            x: FixedPoint.round(x, decimals: TraceConstants.positionDecimals),
            y: FixedPoint.round(y, decimals: TraceConstants.positionDecimals),
            kind: kind)
    }
}
