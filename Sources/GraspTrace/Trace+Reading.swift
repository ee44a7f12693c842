// Why this file exists: reading a trace file is where bad input arrives. This file turns JSON text
// into a `Trace`, checking every field's presence and type, and hands the values to validation, so
// that each problem becomes one `TraceError` naming the file, the sample and the field. It reads text and
// bytes only (GraspTrace has no Foundation, so that it compiles as Embedded Swift); reading a file at a URL
// or `Data` is in GraspFoundationCompat.

import GraspJSON

extension Trace {
    /// Reads and validates a trace from its JSON text.
    ///
    /// - Parameters:
    ///   - jsonText: The text of a trace file.
    ///   - fileName: The name used in error messages.
    ///   - options: ``TraceReadingOptions/repair`` repairs broken pointer lifecycles instead of
    ///     throwing; use ``init(jsonText:fileName:options:repairReport:)`` to learn what was repaired.
    /// - Throws: A ``TraceError`` naming `fileName`.
    public init(jsonText: String, fileName: String = "<memory>", options: TraceReadingOptions = []) throws(TraceError) {
        var report = TraceRepairReport()
        try self.init(jsonBytes: Array(jsonText.utf8), fileName: fileName, options: options, repairReport: &report)
    }

    /// Reads and validates a trace from its JSON text, reporting every repair (see
    /// ``init(jsonBytes:fileName:options:repairReport:)``).
    ///
    /// - Parameters:
    ///   - jsonText: The text of a trace file.
    ///   - fileName: The name used in error messages and in the report.
    ///   - options: ``TraceReadingOptions/repair`` repairs broken pointer lifecycles instead of throwing.
    ///   - repairReport: Set to the list of repairs made (empty without the repair option).
    /// - Throws: A ``TraceError`` naming `fileName`.
    public init(jsonText: String, fileName: String = "<memory>", options: TraceReadingOptions = [], repairReport: inout TraceRepairReport) throws(TraceError) {
        try self.init(jsonBytes: Array(jsonText.utf8), fileName: fileName, options: options, repairReport: &repairReport)
    }

    /// Reads and validates a trace from the UTF-8 bytes of its JSON text.
    ///
    /// - Parameters:
    ///   - jsonBytes: The UTF-8 text of a trace file (a leading byte order mark is skipped).
    ///   - fileName: The name used in error messages.
    ///   - options: ``TraceReadingOptions/repair`` repairs broken pointer lifecycles instead of
    ///     throwing; use ``init(jsonBytes:fileName:options:repairReport:)`` to learn what was repaired.
    /// - Throws: A ``TraceError`` naming `fileName`.
    public init(jsonBytes: [UInt8], fileName: String = "<memory>", options: TraceReadingOptions = []) throws(TraceError) {
        var report = TraceRepairReport()
        try self.init(jsonBytes: jsonBytes, fileName: fileName, options: options, repairReport: &report)
    }

    /// Reads and validates a trace from the UTF-8 bytes of its JSON text, reporting every repair.
    ///
    /// Times are rounded to microseconds, positions and scroll deltas to thousandths of a point, and
    /// transform deltas to millionths as they are read, the precision of the format, so that writing
    /// the trace and reading it again gives an equal trace. A `kind` of `touch` is read as `nil`, the
    /// format's default. A file may use only what its declared `version` defines.
    ///
    /// - Parameters:
    ///   - jsonBytes: The UTF-8 text of a trace file (a leading byte order mark is skipped).
    ///   - fileName: The name used in error messages and in the report.
    ///   - options: ``TraceReadingOptions/repair`` repairs broken pointer lifecycles instead of throwing.
    ///   - repairReport: Set to the list of repairs made (empty without the repair option).
    /// - Throws: A ``TraceError`` naming `fileName`.
    public init(jsonBytes: [UInt8], fileName: String = "<memory>", options: TraceReadingOptions = [], repairReport: inout TraceRepairReport) throws(TraceError) {
        var bytes = jsonBytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let root: JSONValue
        do throws(JSONSyntaxError) {
            root = try JSONParser.parse(bytes, options: .trace)
        } catch {
            throw TraceError(fileName: fileName, line: error.line, column: error.column, problem: .invalidJSON(error.reason))
        }
        var reader = TraceDocumentReader(fileName: fileName, version: 1)
        self = try reader.trace(from: root)
        if options.contains(.repair) {
            repairReport = try repair(fileName: fileName)
        } else {
            try validate(fileName: fileName)
            repairReport = TraceRepairReport(fileName: fileName)
        }
    }
}

/// Checks the shape of a parsed trace document and builds the `Trace`.
struct TraceDocumentReader {
    let fileName: String
    /// The version the file declares, once it is known.
    var version: Int

    static let topLevelFields = ["format", "version", "description", "source", "viewport", "samples"]
    /// Every sample field, with the version that introduced it.
    static let sampleFields: [(name: String, version: Int)] = [
        ("t", 1), ("pointer", 1), ("phase", 1), ("x", 1), ("y", 1), ("kind", 1),
        ("dx", 2), ("dy", 2), ("scale", 2), ("rotation", 2), ("buttons", 2), ("modifiers", 2), ("action", 3),
    ] + keySampleFields

    func fail(_ problem: TraceError.Problem, sample: Int? = nil, field: String? = nil) -> TraceError {
        TraceError(fileName: fileName, sampleIndex: sample, field: field, problem: problem)
    }

    mutating func trace(from root: JSONValue) throws(TraceError) -> Trace {
        guard case .object(let object) = root else {
            throw fail(.wrongType(expected: "a JSON object at the top level", found: root.summary))
        }
        // An unknown field's message names the version; take it from the file when it is readable.
        if case .number(let declared, _)? = object.members.first(where: { $0.key == "version" })?.value,
           let known = TraceConstants.supportedVersions.first(where: { Double($0) == declared }) {
            version = known
        } else {
            version = 1
        }
        let fields = try checkedFields(object.members, allowed: Self.topLevelFields, sample: nil, prefix: "")

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
        self.version = version

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
        return Trace(description: description, source: source, viewport: viewport, samples: samples)
    }

    /// The members as a dictionary, after rejecting unknown and repeated keys.
    func checkedFields(_ members: [(key: String, value: JSONValue)], allowed: [String], sample: Int?, prefix: String) throws(TraceError) -> [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        for member in members {
            guard allowed.contains(member.key) else { throw fail(.unknownField(version: version), sample: sample, field: prefix + member.key) }
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
        guard case .object(let object) = value else {
            throw fail(.wrongType(expected: "an object with width and height", found: value.summary), field: "viewport")
        }
        let fields = try checkedFields(object.members, allowed: ["width", "height"], sample: nil, prefix: "viewport.")
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
        guard case .number(let number, _) = value else {
            throw fail(.wrongType(expected: "a number", found: value.summary), sample: sample, field: field)
        }
        guard number.isFinite else { throw fail(.notFinite(found: value.summary), sample: sample, field: field) }
        return number
    }

    func sample(from value: JSONValue, index: Int) throws(TraceError) -> Trace.Sample {
        guard case .object(let object) = value else {
            throw fail(.wrongType(expected: "an object with t, pointer, phase, x and y", found: value.summary), sample: index)
        }
        var fields: [String: JSONValue] = [:]
        for member in object.members {
            guard let introduced = Self.sampleFields.first(where: { $0.name == member.key })?.version else {
                throw fail(.unknownField(version: version), sample: index, field: member.key)
            }
            guard introduced <= version else {
                throw fail(.needsVersion(introduced, declared: version, value: nil), sample: index, field: member.key)
            }
            guard fields[member.key] == nil else { throw fail(.duplicateField, sample: index, field: member.key) }
            fields[member.key] = member.value
        }
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
        let phaseNames = Trace.Phase.allCases.filter { $0.introducedIn <= version }.map { $0.rawValue }
        guard case .string(let phaseName) = phaseValue else {
            throw fail(.wrongType(expected: "a string, one of \(phaseNames.joined(separator: ", "))", found: phaseValue.summary), sample: index, field: "phase")
        }
        guard let phase = Trace.Phase(rawValue: phaseName) else {
            throw fail(.notOneOf(phaseNames, found: phaseValue.summary), sample: index, field: "phase")
        }
        guard phase.introducedIn <= version else {
            throw fail(.needsVersion(phase.introducedIn, declared: version, value: phaseValue.summary), sample: index, field: "phase")
        }

        let x = try finiteNumber(try required("x"), sample: index, field: "x")
        let y = try finiteNumber(try required("y"), sample: index, field: "y")

        var kind: String?
        if let kindValue = fields["kind"] {
            let kinds = version < 2 ? TraceConstants.versionOneKinds : TraceConstants.knownKinds
            guard case .string(let name) = kindValue else {
                throw fail(.wrongType(expected: "a string, one of \(kinds.joined(separator: ", "))", found: kindValue.summary), sample: index, field: "kind")
            }
            guard kinds.contains(name) else {
                if TraceConstants.knownKinds.contains(name) {
                    throw fail(.needsVersion(2, declared: version, value: kindValue.summary), sample: index, field: "kind")
                }
                throw fail(.notOneOf(kinds, found: kindValue.summary), sample: index, field: "kind")
            }
            kind = name == "touch" ? nil : name
        }

        let payload = ["dx", "dy", "scale", "rotation"].filter { fields[$0] != nil }
        if let (field, problem) = Trace.payloadProblem(phase: phase, present: Set(payload)) {
            throw fail(problem, sample: index, field: field)
        }
        func delta(_ name: String, decimals: Int) throws(TraceError) -> Double? {
            guard let value = fields[name] else { return nil }
            return FixedPoint.round(try finiteNumber(value, sample: index, field: name), decimals: decimals)
        }
        let position = TraceConstants.positionDecimals, transformDecimals = TraceConstants.transformDecimals
        var scroll: Trace.ScrollDelta?
        if let dx = try delta("dx", decimals: position), let dy = try delta("dy", decimals: position) {
            scroll = Trace.ScrollDelta(dx: dx, dy: dy)
        }
        var transform: Trace.TransformDelta?
        if let scale = try delta("scale", decimals: transformDecimals), let rotation = try delta("rotation", decimals: transformDecimals) {
            transform = Trace.TransformDelta(scale: scale, rotation: rotation)
        }

        let action = try Trace.readAction(fields["action"]) { problem, field in fail(problem, sample: index, field: field) }
        if let (field, problem) = Trace.actionProblem(phase: phase, action: action) { throw fail(problem, sample: index, field: field) }

        var buttons: Trace.Buttons?
        if let value = fields["buttons"] {
            let numbers = try names(value, sample: index, field: "buttons", what: "button", allowed: Trace.Buttons.namesText,
                                    lookUp: Trace.Buttons.number(ofButtonNamed:))
            buttons = numbers.reduce(into: Trace.Buttons()) { $0.insert(.button($1)) }
        }
        var modifiers = Trace.Modifiers()
        if let value = fields["modifiers"] {
            let allowed = Trace.Modifiers.named.map { $0.name }.joined(separator: ", ")
            let keys = try names(value, sample: index, field: "modifiers", what: "modifier", allowed: allowed,
                                 lookUp: Trace.Modifiers.init(name:))
            for key in keys { modifiers.insert(key) }
        }

        return Trace.Sample(
            t: FixedPoint.round(t, decimals: TraceConstants.timeDecimals),
            pointer: Int(pointerNumber),
            phase: phase,
            x: FixedPoint.round(x, decimals: position),
            y: FixedPoint.round(y, decimals: position),
            kind: kind, buttons: buttons, modifiers: modifiers, scroll: scroll, transform: transform,
            key: try keyStroke(fields, phase: phase, index: index), action: action)
    }

    /// A list of names (`buttons`, `modifiers`) looked up one by one; unknown and repeated names are
    /// errors that quote the name.
    func names<Value>(_ value: JSONValue, sample index: Int, field: String, what: String, allowed: String,
                      lookUp: (String) -> Value?) throws(TraceError) -> [Value] {
        guard case .array(let elements) = value else {
            throw fail(.wrongType(expected: "a list of \(what) names (\(allowed))", found: value.summary), sample: index, field: field)
        }
        var seen: [String] = []
        var values: [Value] = []
        for element in elements {
            guard case .string(let name) = element else {
                throw fail(.wrongType(expected: "a \(what) name, one of \(allowed)", found: element.summary), sample: index, field: field)
            }
            guard let found = lookUp(name) else {
                throw fail(.notOneOf([allowed], found: element.summary), sample: index, field: field)
            }
            guard !seen.contains(name) else {
                throw fail(.wrongType(expected: "each \(what) once", found: "\(element.summary) twice"), sample: index, field: field)
            }
            seen.append(name)
            values.append(found)
        }
        return values
    }
}
