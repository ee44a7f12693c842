// Why this file exists: everything a page sends arrives as JSON text from an untrusted peer. This
// file turns that text into a typed message, or into an error that names the field at fault; the
// session never sees a half-checked value.

import Grasp
import GraspGeometry

/// One pointer sample as the page reports it.
struct PointerSample: Hashable {
    /// The event's `timeStamp`, in milliseconds on the page's clock.
    var t: Double
    /// The browser's `pointerId`.
    var id: Int
    /// What made the contact (the browser's `pointerType`).
    var kind: TouchKind
    /// The sample's phase.
    var phase: TouchPhase
    /// The location on the stage, in CSS px from its top-left corner.
    var location: Point
    /// The browser's `pressure` (0...1, 0.5 for a pressed button without pressure support).
    var pressure: Double?
    /// Version 2: the sample is one of two fingers the page made from one mouse (Option-drag).
    var emulated = false
}

/// What a recording message asks for.
enum RecordAction: String, Hashable {
    /// Start recording (a running recording starts over).
    case start
    /// Stop recording and send the trace.
    case stop
}

/// A message from the page, checked.
enum ClientMessage: Hashable {
    /// Opens the session: the scene to show (the catalog's first when `nil`), the stage size and a
    /// short description of the browser for traces.
    case hello(scene: String?, viewport: Size, client: String)
    /// Replaces the scene (and the stage size, when given).
    case scene(name: String, viewport: Size?)
    /// Pointer samples, in the order the page saw them.
    case pointer(seq: Int?, samples: [PointerSample])
    /// An animation frame at page time `t` (milliseconds).
    case frame(t: Double, seq: Int?)
    /// Starts or stops recording.
    case record(RecordAction)
    /// Version 2: replay the trace in `text` (a trace file's contents) through the current scene.
    case replay(text: String)
    /// Version 2: show the replay at `time` seconds of trace time.
    case seek(time: Double)
    /// Version 2: leave the replay and take touch input again.
    case live

    /// Parses `text`, checking every field against `limits`.
    static func parse(_ text: String, limits: LabLimits) throws(LabProtocolError) -> ClientMessage {
        try parseVersioned(text, limits: limits).message
    }

    /// Parses `text` and returns the message with the protocol version it was written in.
    static func parseVersioned(_ text: String, limits: LabLimits) throws(LabProtocolError) -> (version: Int, message: ClientMessage) {
        let parsed: JSONValue
        do {
            parsed = try JSONReader.parse(text)
        } catch {
            throw LabProtocolError(code: .malformed, message: "the message is not valid JSON")
        }
        guard case .object(let object) = parsed else {
            throw LabProtocolError(code: .malformed, message: "a message must be a JSON object")
        }
        let ref: Int? = (try? FieldReader(object: object, path: "", ref: nil).optionalInt("seq")) ?? nil
        let fields = FieldReader(object: object, path: "", ref: ref)
        let version = try fields.int("v")
        guard LabProtocol.supportedVersions.contains(version) else {
            let list = LabProtocol.supportedVersions.map(String.init).joined(separator: " and ")
            throw LabProtocolError(code: .unsupportedVersion, message: "v is \(version); this server speaks versions \(list)", ref: ref)
        }
        return (version, try message(fields, version: version, ref: ref, limits: limits))
    }

    private static func message(_ fields: FieldReader, version: Int, ref: Int?, limits: LabLimits) throws(LabProtocolError) -> ClientMessage {
        let type = try fields.string("type")
        if version < 2, ["replay", "seek", "live"].contains(type) {
            throw LabProtocolError(code: .unknownType, message: "type \"\(type)\" needs protocol version 2 (this message says v 1)", ref: ref)
        }
        switch type {
        case "hello":
            let client = try fields.optionalString("client") ?? ""
            return .hello(scene: try fields.optionalString("scene"), viewport: try fields.viewport("viewport", limits: limits),
                          client: String(client.prefix(200)))
        case "scene":
            let viewport = fields.has("viewport") ? try fields.viewport("viewport", limits: limits) : nil
            return .scene(name: try fields.string("name"), viewport: viewport)
        case "pointer":
            let list = try fields.array("samples")
            guard list.count <= limits.maxSamplesPerMessage else {
                throw LabProtocolError(code: .invalid, message: "samples has \(list.count) entries; at most \(limits.maxSamplesPerMessage) are allowed", ref: ref)
            }
            var samples: [PointerSample] = []
            samples.reserveCapacity(list.count)
            for (index, item) in list.enumerated() {
                guard case .object(let sample) = item else {
                    throw LabProtocolError(code: .malformed, message: "samples[\(index)] must be an object", ref: ref)
                }
                samples.append(try FieldReader(object: sample, path: "samples[\(index)].", ref: ref).pointerSample(limits: limits))
            }
            return .pointer(seq: ref, samples: samples)
        case "frame":
            return .frame(t: try fields.time("t"), seq: ref)
        case "record":
            let action = try fields.string("action")
            guard let value = RecordAction(rawValue: action) else {
                throw LabProtocolError(code: .invalid, message: "action is \"\(action)\"; expected \"start\" or \"stop\"", ref: ref)
            }
            return .record(value)
        case "replay":
            return .replay(text: try fields.string("trace"))
        case "seek":
            let time = try fields.number("t")
            guard time >= 0, time <= 1_000_000 else {
                throw LabProtocolError(code: .invalid, message: "t must be a trace time in seconds, from 0 to 1000000", ref: ref)
            }
            return .seek(time: time)
        case "live":
            return .live
        default:
            throw LabProtocolError(code: .unknownType, message: "type \"\(String(type.prefix(40)))\" is not a message this server knows", ref: ref)
        }
    }
}

/// Reads typed fields out of a parsed JSON object, naming the field in every error.
private struct FieldReader {
    let object: JSONObject
    let path: String
    let ref: Int?

    func has(_ key: String) -> Bool {
        switch object[key] {
        case nil, .null?: false
        default: true
        }
    }

    func fail(_ message: String) -> LabProtocolError {
        fail(.malformed, message)
    }

    func fail(_ code: LabErrorCode, _ message: String) -> LabProtocolError {
        LabProtocolError(code: code, message: message, ref: ref)
    }

    func number(_ key: String) throws(LabProtocolError) -> Double {
        guard let raw = object[key] else { throw fail("\(path)\(key) is missing") }
        guard case .number(let value) = raw else { throw fail("\(path)\(key) must be a number") }
        guard value.isFinite else { throw fail(.invalid, "\(path)\(key) must be finite") }
        return value
    }

    func int(_ key: String) throws(LabProtocolError) -> Int {
        let value = try number(key)
        guard value == value.rounded(), abs(value) < 9e15 else { throw fail("\(path)\(key) must be an integer") }
        return Int(value)
    }

    func optionalInt(_ key: String) throws(LabProtocolError) -> Int? {
        has(key) ? try int(key) : nil
    }

    func string(_ key: String) throws(LabProtocolError) -> String {
        guard let raw = object[key] else { throw fail("\(path)\(key) is missing") }
        guard case .string(let value) = raw else { throw fail("\(path)\(key) must be a string") }
        return value
    }

    func optionalString(_ key: String) throws(LabProtocolError) -> String? {
        has(key) ? try string(key) : nil
    }

    func array(_ key: String) throws(LabProtocolError) -> [JSONValue] {
        guard let raw = object[key] else { throw fail("\(path)\(key) is missing") }
        guard case .array(let value) = raw else { throw fail("\(path)\(key) must be an array") }
        return value
    }

    /// A page time in milliseconds: finite and not negative.
    func time(_ key: String) throws(LabProtocolError) -> Double {
        let value = try number(key)
        guard value >= 0, value < 1e12 else { throw fail(.invalid, "\(path)\(key) must be a time in milliseconds, from 0 to 1e12") }
        return value
    }

    func viewport(_ key: String, limits: LabLimits) throws(LabProtocolError) -> Size {
        guard case .object(let raw)? = object[key] else { throw fail("\(path)\(key) must be an object with width and height") }
        let inner = FieldReader(object: raw, path: "\(path)\(key).", ref: ref)
        let width = try inner.number("width"), height = try inner.number("height")
        guard width > 0, height > 0, width <= limits.maxCoordinate, height <= limits.maxCoordinate else {
            throw fail(.invalid, "\(path)\(key) must have a width and height between 0 and \(Int(limits.maxCoordinate))")
        }
        return Size(width: width, height: height)
    }

    func coordinate(_ key: String, limits: LabLimits) throws(LabProtocolError) -> Double {
        let value = try number(key)
        guard abs(value) <= limits.maxCoordinate else {
            throw fail(.invalid, "\(path)\(key) is \(value); coordinates are at most \(Int(limits.maxCoordinate)) px from the stage")
        }
        return value
    }

    func pointerSample(limits: LabLimits) throws(LabProtocolError) -> PointerSample {
        let phaseName = try string("phase")
        let phase: TouchPhase
        switch phaseName {
        case "down": phase = .began
        case "move": phase = .moved
        case "up": phase = .ended
        case "cancel": phase = .cancelled
        default: throw fail(.invalid, "\(path)phase is \"\(String(phaseName.prefix(20)))\"; expected down, move, up or cancel")
        }
        let kind: TouchKind
        switch try optionalString("kind") ?? "touch" {
        case "touch": kind = .direct
        case "pen": kind = .pencil
        case "mouse": kind = .mouse
        default: throw fail(.invalid, "\(path)kind must be touch, pen or mouse")
        }
        var pressure: Double?
        if has("pressure") {
            let value = try number("pressure")
            guard (0...1).contains(value) else { throw fail(.invalid, "\(path)pressure must be between 0 and 1") }
            pressure = value
        }
        var emulated = false
        if has("emulated") {
            guard case .bool(let flag)? = object["emulated"] else {
                throw fail("\(path)emulated must be true or false")
            }
            emulated = flag
        }
        return PointerSample(
            t: try time("t"), id: try int("id"), kind: kind, phase: phase,
            location: Point(x: try coordinate("x", limits: limits), y: try coordinate("y", limits: limits)), pressure: pressure,
            emulated: emulated)
    }
}
