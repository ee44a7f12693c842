// Why this file exists: everything a page sends arrives as JSON text from an untrusted peer. This
// file turns that text into a typed message, or into an error that names the field at fault; the
// session never sees a half-checked value.

import Grasp
import GraspGeometry
import GraspJSON

/// What one pointer sample reports: a contact (versions 1 and 2), or from version 3 a hover, a wheel
/// step, continuous scrolling or a trackpad transform. The names on the wire are the trace format's
/// phase names.
@_spi(GraspInternal) public enum PointerSamplePhase: Hashable {
    /// A finger, pen or pressed mouse button: `down`, `move`, `up`, `cancel`.
    case contact(TouchPhase)
    /// A pointer moving over the stage with nothing pressed: `enter`, `hover`, `leave`.
    case hover(HoverPhase)
    /// One discrete wheel step: `wheel`.
    case wheel
    /// Continuous (trackpad) scrolling: `scroll-begin`, `scroll`, `scroll-end`, `scroll-cancel`.
    case scroll(ScrollPhase)
    /// A trackpad pinch or rotation: `transform-begin`, `transform`, `transform-end`, `transform-cancel`.
    case transform(TransformPhase)

    /// The phase named `name` on the wire, if there is one.
    @_spi(GraspInternal) public init?(name: String) {
        switch name {
        case "down": self = .contact(.began)
        case "move": self = .contact(.moved)
        case "up": self = .contact(.ended)
        case "cancel": self = .contact(.cancelled)
        case "enter": self = .hover(.entered)
        case "hover": self = .hover(.moved)
        case "leave": self = .hover(.exited)
        case "wheel": self = .wheel
        case "scroll-begin": self = .scroll(.began)
        case "scroll": self = .scroll(.changed)
        case "scroll-end": self = .scroll(.ended)
        case "scroll-cancel": self = .scroll(.cancelled)
        case "transform-begin": self = .transform(.began)
        case "transform": self = .transform(.changed)
        case "transform-end": self = .transform(.ended)
        case "transform-cancel": self = .transform(.cancelled)
        default: return nil
        }
    }

    /// The contact phase, for a contact sample.
    @_spi(GraspInternal) public var touchPhase: TouchPhase? {
        if case .contact(let phase) = self { return phase }
        return nil
    }
}

/// One pointer sample as the page reports it.
@_spi(GraspInternal) public struct PointerSample: Hashable {
    /// The event's `timeStamp`, in milliseconds on the page's clock.
    @_spi(GraspInternal) public var t: Double
    /// The browser's `pointerId` (for a scroll or a transform, a number the page gives each one).
    @_spi(GraspInternal) public var id: Int
    /// What made the sample (the browser's `pointerType`, or from version 3 `trackpad`).
    @_spi(GraspInternal) public var kind: TouchKind
    /// Whether `kind` was `trackpad` (the engine takes a trackpad as a mouse-like pointer; a recording
    /// keeps the name).
    @_spi(GraspInternal) public var isTrackpad = false
    /// The sample's phase.
    @_spi(GraspInternal) public var phase: PointerSamplePhase
    /// The location on the stage, in CSS px from its top-left corner.
    @_spi(GraspInternal) public var location: Point
    /// The browser's `pressure` (0...1, 0.5 for a pressed button without pressure support).
    @_spi(GraspInternal) public var pressure: Double?
    /// Version 2: the sample is one of two fingers the page made from one mouse (Option-drag).
    @_spi(GraspInternal) public var emulated = false
    /// Version 3: the buttons held (the browser's `buttons` bits: primary, secondary, middle, …);
    /// `nil` when not sent, which means the primary button.
    @_spi(GraspInternal) public var buttons: ButtonMask?
    /// Version 3: the modifier keys held.
    @_spi(GraspInternal) public var modifiers: ModifierFlags = []
    /// Version 3: a wheel step's or a scroll's movement, in the sense of a finger dragging the content
    /// (`dx`, `dy`).
    @_spi(GraspInternal) public var delta = Point.zero
    /// Version 3: a transform's scale factor since its previous sample.
    @_spi(GraspInternal) public var scale = 1.0
    /// Version 3: a transform's rotation (radians, clockwise) since its previous sample.
    @_spi(GraspInternal) public var rotation = 0.0

    /// A sample; what is not given takes the value a page that does not send it means.
    @_spi(GraspInternal) public init(t: Double, id: Int, kind: TouchKind, isTrackpad: Bool = false, phase: PointerSamplePhase, location: Point,
                 pressure: Double? = nil, emulated: Bool = false, buttons: ButtonMask? = nil, modifiers: ModifierFlags = [],
                 delta: Point = .zero, scale: Double = 1, rotation: Double = 0) {
        self.t = t
        self.id = id
        self.kind = kind
        self.isTrackpad = isTrackpad
        self.phase = phase
        self.location = location
        self.pressure = pressure
        self.emulated = emulated
        self.buttons = buttons
        self.modifiers = modifiers
        self.delta = delta
        self.scale = scale
        self.rotation = rotation
    }
}

/// What a recording message asks for.
@_spi(GraspInternal) public enum RecordAction: String, Hashable {
    /// Start recording (a running recording starts over).
    case start
    /// Stop recording and send the trace.
    case stop
}

/// A message from the page, checked.
@_spi(GraspInternal) public enum ClientMessage: Hashable {
    /// Opens the session: the scene to show (the catalog's first when `nil`), the stage size, a
    /// short description of the browser for traces and (version 5) the platform whose physics the scenes
    /// follow (UIKit's when `nil`).
    case hello(scene: String?, viewport: Size, client: String, platform: PlatformProfile? = nil)
    /// Replaces the scene (and the stage size, when given; version 5: the platform, when given).
    case scene(name: String, viewport: Size?, platform: PlatformProfile? = nil)
    /// Pointer samples, in the order the page saw them.
    case pointer(seq: Int?, samples: [PointerSample])
    /// An animation frame at page time `t` (milliseconds).
    case frame(t: Double, seq: Int?)
    /// Starts or stops recording.
    case record(RecordAction)
    /// Version 2: replay the trace in `text` (a trace file's contents) through the current scene.
    case replay(text: String)
    /// The scene's accessibility elements; with an action and a point, performs the action there first
    /// (the accessibility panel, issue 54).
    case accessibility(seq: Int?, action: String?, point: Point?)
    /// Version 2: show the replay at `time` seconds of trace time.
    case seek(time: Double)
    /// Version 2: leave the replay and take touch input again.
    case live
    /// Version 5: a key going down, repeating or up (ClientMessage+Keys.swift).
    case key(seq: Int?, KeySample)

    /// Parses `text`, checking every field against `limits`.
    @_spi(GraspInternal) public static func parse(_ text: String, limits: LabLimits) throws(LabProtocolError) -> ClientMessage {
        try parseVersioned(text, limits: limits).message
    }

    /// Parses `text` and returns the message with the protocol version it was written in.
    @_spi(GraspInternal) public static func parseVersioned(_ text: String, limits: LabLimits) throws(LabProtocolError) -> (version: Int, message: ClientMessage) {
        let parsed: JSONValue
        do {
            parsed = try JSONParser.parse(text)
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
            let names = LabProtocol.supportedVersions.map(String.init)
            let list = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
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
                          client: String(client.prefix(200)), platform: try fields.platform(version: version))
        case "scene":
            let viewport = fields.has("viewport") ? try fields.viewport("viewport", limits: limits) : nil
            return .scene(name: try fields.string("name"), viewport: viewport, platform: try fields.platform(version: version))
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
                samples.append(try FieldReader(object: sample, path: "samples[\(index)].", ref: ref).pointerSample(limits: limits, version: version))
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
        case "key":
            guard version >= 5 else {
                throw LabProtocolError(code: .unknownType, message: "type \"key\" needs protocol version 5 (this message says v \(version))", ref: ref)
            }
            return .key(seq: ref, try fields.keySample(limits: limits))
        case "accessibility":
            guard version >= 5 else {
                throw LabProtocolError(code: .unknownType, message: "type \"accessibility\" needs protocol version 5 (this message says v \(version))", ref: ref)
            }
            guard let action = try fields.optionalString("action") else { return .accessibility(seq: ref, action: nil, point: nil) }
            guard !action.isEmpty, action.count <= 64 else {
                throw LabProtocolError(code: .invalid, message: "action must be an action's name of 1 to 64 characters", ref: ref)
            }
            return .accessibility(seq: ref, action: action, point: Point(x: try fields.number("x"), y: try fields.number("y")))
        default:
            throw LabProtocolError(code: .unknownType, message: "type \"\(String(type.prefix(40)))\" is not a message this server knows", ref: ref)
        }
    }
}

/// Reads typed fields out of a parsed JSON object, naming the field in every error.
struct FieldReader {
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

    /// The optional `platform` field of `hello` and `scene` (version 5): `ios` or `android`.
    func platform(version: Int) throws(LabProtocolError) -> PlatformProfile? {
        guard let name = try optionalString("platform") else { return nil }
        guard version >= 5 else {
            throw fail(.invalid, "\(path)platform needs protocol version 5 (this message says v \(version))")
        }
        guard let profile = LabProtocol.platform(named: name) else {
            throw fail(.invalid, "\(path)platform is \"\(String(name.prefix(40)))\"; expected \"ios\" or \"android\"")
        }
        return profile
    }

    func fail(_ code: LabErrorCode, _ message: String) -> LabProtocolError {
        LabProtocolError(code: code, message: message, ref: ref)
    }

    func number(_ key: String) throws(LabProtocolError) -> Double {
        guard let raw = object[key] else { throw fail("\(path)\(key) is missing") }
        guard case .number(let value, _) = raw else { throw fail("\(path)\(key) must be a number") }
        guard value.isFinite else { throw fail(.invalid, "\(path)\(key) must be finite") }
        return value
    }

    func int(_ key: String) throws(LabProtocolError) -> Int {
        let value = try number(key)
        // 9e15 bounds the integers a double holds exactly; where `Int` has 32 bits (wasm32), its range does.
        guard value == value.rounded(), abs(value) < min(9e15, Double(Int.max)) else { throw fail("\(path)\(key) must be an integer") }
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

    func pointerSample(limits: LabLimits, version: Int) throws(LabProtocolError) -> PointerSample {
        let phaseName = try string("phase")
        guard let phase = PointerSamplePhase(name: phaseName) else {
            let expected = version >= 3
                ? "down, move, up, cancel, enter, hover, leave, wheel, scroll-begin, scroll, scroll-end, scroll-cancel, transform-begin, transform, transform-end or transform-cancel"
                : "down, move, up or cancel"
            throw fail(.invalid, "\(path)phase is \"\(String(phaseName.prefix(20)))\"; expected \(expected)")
        }
        if phase.touchPhase == nil && version < 3 {
            throw fail(.invalid, "\(path)phase \"\(phaseName)\" needs protocol version 3 (this message says v \(version))")
        }
        let kind: TouchKind
        var isTrackpad = false
        switch try optionalString("kind") ?? "touch" {
        case "touch": kind = .direct
        case "pen": kind = .pencil
        case "mouse": kind = .mouse
        case "trackpad" where version >= 3:
            kind = .mouse
            isTrackpad = true
        default: throw fail(.invalid, version >= 3 ? "\(path)kind must be touch, pen, mouse or trackpad" : "\(path)kind must be touch, pen or mouse")
        }
        for key in ["buttons", "modifiers", "dx", "dy", "scale", "rotation"] where version < 3 && has(key) {
            throw fail(.invalid, "\(path)\(key) needs protocol version 3 (this message says v \(version))")
        }
        var buttons: ButtonMask?
        if has("buttons") {
            let bits = try int("buttons")
            guard (0...31).contains(bits) else { throw fail(.invalid, "\(path)buttons must be the browser's buttons bits, from 0 to 31") }
            buttons = ButtonMask(rawValue: UInt32(bits))
        }
        let modifiers = try modifierList()
        var delta = Point.zero
        var scale = 1.0, rotation = 0.0
        switch phase {
        case .wheel, .scroll:
            delta = Point(x: try has("dx") ? bounded("dx", 10_000) : 0, y: try has("dy") ? bounded("dy", 10_000) : 0)
        case .transform:
            if has("scale") {
                scale = try number("scale")
                guard scale >= 0.01, scale <= 100 else { throw fail(.invalid, "\(path)scale must be a factor from 0.01 to 100") }
            }
            rotation = try has("rotation") ? bounded("rotation", 2 * Double.pi) : 0
        case .contact, .hover:
            for key in ["dx", "dy", "scale", "rotation"] where has(key) {
                throw fail(.invalid, "\(path)\(key) belongs to wheel, scroll and transform samples, not \(phaseName)")
            }
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
            t: try time("t"), id: try int("id"), kind: kind, isTrackpad: isTrackpad, phase: phase,
            location: Point(x: try coordinate("x", limits: limits), y: try coordinate("y", limits: limits)), pressure: pressure,
            emulated: emulated, buttons: buttons, modifiers: modifiers, delta: delta, scale: scale, rotation: rotation)
    }

    /// The `modifiers` list, empty when absent.
    func modifierList() throws(LabProtocolError) -> ModifierFlags {
        var modifiers: ModifierFlags = []
        guard has("modifiers") else { return modifiers }
        for (index, item) in try array("modifiers").enumerated() {
            guard case .string(let name) = item, let key = Self.modifierNames[name] else {
                throw fail(.invalid, "\(path)modifiers[\(index)] must be one of shift, control, option, command, capsLock")
            }
            modifiers.insert(key)
        }
        return modifiers
    }

    /// The modifier keys by their names on the wire (the trace format's names).
    static let modifierNames: [String: ModifierFlags] = [
        "shift": .shift, "control": .control, "option": .option, "command": .command, "capsLock": .capsLock,
    ]

    /// A number whose size is at most `limit`.
    func bounded(_ key: String, _ limit: Double) throws(LabProtocolError) -> Double {
        let value = try number(key)
        guard abs(value) <= limit else { throw fail(.invalid, "\(path)\(key) is \(value); at most \(limit) either way") }
        return value
    }
}
