// Why this file exists: `grasp replay` prints what happened during a trace in two forms, a timeline for
// people and JSON lines for tools. Both print the same records; this file holds them and their two
// renderings. The JSON-lines form is a public contract (see the "Replay Output" article): change it only
// with a version bump.

import Grasp

/// One line of a replay's output: a recognizer's state change, a control's event, or the scene's node
/// frames.
public enum ReplayRecord: Sendable, Hashable {
    /// The version of the JSON-lines contract these lines follow (see the "Replay Output" article).
    /// Version 2: a state-change line carries the values from after the handlers of that change ran.
    /// Version 3: every line of a step is read after all of the step's handlers. Version 4: a frames
    /// line carries the visible scroll indicators (`indicators`). Version 5: a `control` line for every
    /// event a control sends (``controlEvent(_:)``); every version 4 line is unchanged. Version 6: a frames
    /// line carries the stretch of the scroll views drawn stretched (`stretch`, Android's physics); every
    /// version 5 line without a stretch is unchanged, so UIKit's physics print version 5's bytes.
    public static let jsonLinesVersion = 6

    /// The versions of the JSON lines a replay can still print (``jsonLine(version:)``): 5 and 6.
    public static let jsonLinesVersions: ClosedRange<Int> = 5...6

    /// A recognizer changed state (every `changed` update included).
    case stateChange(ReplayStateChange)
    /// The frames of the scene's named nodes at a moment: after every animation stop and at the end.
    case frames(time: Double, frames: [ReplayFrame])
    /// A control sent an event (version 5).
    case controlEvent(ReplayControlEvent)

    /// The time of the record, in seconds since the trace's start.
    public var time: Double {
        switch self {
        case .stateChange(let change): change.time
        case .frames(let time, _): time
        case .controlEvent(let event): event.time
        }
    }

    /// The record as one JSON object on one line.
    ///
    /// A state change: `{"t": 0.25, "gesture": "pan", "state": "began", "location": [x, y], "touches": 1}`
    /// followed by the recognizer's own values (`translation`, `velocity`, `scale`, `rotation`,
    /// `direction`, …) in alphabetical order. Frames: `{"t": 1.2, "frames": {"box": [x, y, w, h]}}`,
    /// followed, when a reported scroll view shows an indicator, by
    /// `"indicators": {"list": {"vertical": {"frame": [x, y, w, h], "alpha": 1}}}` (version 4). A control
    /// event: `{"t": 0.3, "control": "save-button", "event": "touchUpInside", "highlighted": false}`
    /// followed by the control's other values (`isOn`, `value`) in alphabetical order (version 5). A frames
    /// line ends, when a reported scroll view is drawn stretched, with
    /// `"stretch": {"list": {"vertical": {"scale": 1.012, "anchor": 0}}}` (version 6).
    public var jsonLine: String { jsonLine(version: Self.jsonLinesVersion) }

    /// The record as one JSON object on one line, in `version` of the JSON lines (one of
    /// ``jsonLinesVersions``; a version 5 frames line leaves the stretch out, and any other line is the
    /// same in both).
    public func jsonLine(version: Int) -> String {
        switch self {
        case .controlEvent(let e):
            var fields = [
                "\"t\": \(SceneValue.jsonNumber(e.time, decimals: 6))",
                "\"control\": \(SceneValue.jsonString(e.control))",
                "\"event\": \(SceneValue.jsonString(e.event))",
            ]
            for (name, value) in e.values where !Self.controlBaseFields.contains(name) {
                fields.append("\(SceneValue.jsonString(name)): \(value.json)")
            }
            return "{" + fields.joined(separator: ", ") + "}"
        case .stateChange(let c):
            var fields = [
                "\"t\": \(SceneValue.jsonNumber(c.time, decimals: 6))",
                "\"gesture\": \(SceneValue.jsonString(c.gesture))",
                "\"state\": \(SceneValue.jsonString(c.state))",
                "\"location\": \(SceneValue.point(c.location).json)",
                "\"touches\": \(c.touches)",
            ]
            for (name, value) in c.values where !Self.baseFields.contains(name) {
                fields.append("\(SceneValue.jsonString(name)): \(value.json)")
            }
            return "{" + fields.joined(separator: ", ") + "}"
        case .frames(let time, let frames):
            let list = frames.map { f in
                let r = f.frame
                let numbers = [r.origin.x, r.origin.y, r.width, r.height].map { SceneValue.jsonNumber($0) }
                return "\(SceneValue.jsonString(f.name)): [\(numbers.joined(separator: ", "))]"
            }
            let indicators = frames.filter { !$0.scrollIndicators.isEmpty }.map { f in
                let bars = f.scrollIndicators.map { i in
                    let r = i.frame
                    let numbers = [r.origin.x, r.origin.y, r.width, r.height].map { SceneValue.jsonNumber($0) }
                    return "\(SceneValue.jsonString(i.axis.rawValue)): {\"frame\": [\(numbers.joined(separator: ", "))], \"alpha\": \(SceneValue.jsonNumber(i.alpha))}"
                }
                return "\(SceneValue.jsonString(f.name)): {\(bars.joined(separator: ", "))}"
            }
            let tail = indicators.isEmpty ? "" : ", \"indicators\": {\(indicators.joined(separator: ", "))}"
            let stretched = version < 6 ? [] : frames.compactMap { f in f.stretchJSON.map { "\(SceneValue.jsonString(f.name)): {\($0)}" } }
            let stretch = stretched.isEmpty ? "" : ", \"stretch\": {\(stretched.joined(separator: ", "))}"
            return "{\"t\": \(SceneValue.jsonNumber(time, decimals: 6)), \"frames\": {\(list.joined(separator: ", "))}\(tail)\(stretch)}"
        }
    }

    /// The record as one line of a readable timeline.
    public var textLine: String {
        switch self {
        case .controlEvent(let e):
            var line = Self.pad(Self.fixed(e.time, 3), 8) + "  " + Self.pad(e.control, 16) + Self.pad(e.event, 11)
            for (name, value) in e.values where !Self.controlBaseFields.contains(name) { line += "  \(name) \(value.json)" }
            return line
        case .stateChange(let c):
            var line = Self.pad(Self.fixed(c.time, 3), 8) + "  " + Self.pad(c.gesture, 16) + Self.pad(c.state, 11)
            line += "at " + Self.pad("(\(Self.fixed(c.location.x, 1)), \(Self.fixed(c.location.y, 1)))", 16)
            line += " \(c.touches) touch" + (c.touches == 1 ? " " : "es")
            for (name, value) in c.values where !Self.baseFields.contains(name) { line += "  \(name) \(value.json)" }
            return line
        case .frames(let time, let frames):
            let list = frames.map { f in
                "\(f.name) (\(Self.fixed(f.frame.origin.x, 1)), \(Self.fixed(f.frame.origin.y, 1)), \(Self.fixed(f.frame.width, 1))×\(Self.fixed(f.frame.height, 1)))"
            }
            let bars = frames.flatMap { f in
                f.scrollIndicators.map { i in
                    "\(f.name) \(i.axis.rawValue) (\(Self.fixed(i.frame.origin.x, 1)), \(Self.fixed(i.frame.origin.y, 1)), \(Self.fixed(i.frame.width, 1))×\(Self.fixed(i.frame.height, 1))) alpha \(Self.fixed(i.alpha, 2))"
                }
            }
            let indicators = bars.isEmpty ? "" : "; indicators: " + bars.joined(separator: ", ")
            let stretches = frames.flatMap { f in
                f.stretchedAxes.map { "\(f.name) \($0.axis) ×\(Self.fixed($0.scale, 3)) at \(Self.fixed($0.anchor, 2))" }
            }
            let stretch = stretches.isEmpty ? "" : "; stretch: " + stretches.joined(separator: ", ")
            return Self.pad(Self.fixed(time, 3), 8) + "  frames: " + list.joined(separator: ", ") + indicators + stretch
        }
    }

    /// The fields every state-change line has; a scene value with one of these names is not repeated.
    static let baseFields: Set<String> = ["t", "gesture", "state", "location", "touches"]

    /// The fields every control line has; a control value with one of these names is not repeated.
    static let controlBaseFields: Set<String> = ["t", "control", "event"]

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(whole) }
        let digits = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count) + digits
    }
}

/// A recognizer's state change as a replay reports it.
public struct ReplayStateChange: Sendable, Hashable {
    /// Seconds since the trace's start.
    public var time: Double
    /// The recognizer's name.
    public var gesture: String
    /// The state's reported name: `began`, `changed`, `ended`, `cancelled`, `failed` or `recognized`.
    public var state: String
    /// The recognizer's location (the centroid of its touches) in window coordinates.
    public var location: Point
    /// The number of touches the recognizer tracks.
    public var touches: Int
    /// The recognizer's own values, sorted by name.
    public var values: [(name: String, value: SceneValue)]

    /// Creates a state change record.
    public init(time: Double, gesture: String, state: String, location: Point, touches: Int, values: [(name: String, value: SceneValue)]) {
        self.time = time
        self.gesture = gesture
        self.state = state
        self.location = location
        self.touches = touches
        self.values = values
    }

    /// Two records are equal when every field, values included, is equal.
    public static func == (lhs: ReplayStateChange, rhs: ReplayStateChange) -> Bool {
        lhs.time == rhs.time && lhs.gesture == rhs.gesture && lhs.state == rhs.state && lhs.location == rhs.location
            && lhs.touches == rhs.touches && lhs.values.map { $0.name } == rhs.values.map { $0.name }
            && lhs.values.map { $0.value } == rhs.values.map { $0.value }
    }

    /// Hashes the identifying fields.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(gesture)
        hasher.combine(state)
    }
}

/// An event a control sent, as a replay reports it (version 5 of the JSON lines).
public struct ReplayControlEvent: Sendable, Hashable {
    /// Seconds since the trace's start: the time of the touch event or tick during which it was sent.
    public var time: Double
    /// The control's name.
    public var control: String
    /// The event's name, as `Control.Event` spells it: `touchDown`, `touchUpInside`, `valueChanged`, ….
    public var event: String
    /// The control's values just after it sent the event (`highlighted`, and `isOn` or `value`), sorted
    /// by name.
    public var values: [(name: String, value: SceneValue)]

    /// Creates a control event record.
    public init(time: Double, control: String, event: String, values: [(name: String, value: SceneValue)]) {
        self.time = time
        self.control = control
        self.event = event
        self.values = values
    }

    /// Two records are equal when every field, values included, is equal.
    public static func == (lhs: ReplayControlEvent, rhs: ReplayControlEvent) -> Bool {
        lhs.time == rhs.time && lhs.control == rhs.control && lhs.event == rhs.event
            && lhs.values.map { $0.name } == rhs.values.map { $0.name } && lhs.values.map { $0.value } == rhs.values.map { $0.value }
    }

    /// Hashes the identifying fields.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(control)
        hasher.combine(event)
    }
}

/// A named node's frame in window coordinates, as a replay reports it.
public struct ReplayFrame: Sendable, Hashable {
    /// The node's name.
    public var name: String
    /// The bounding box of the node in window coordinates.
    public var frame: Rect
    /// When the node is a scroll view, its scroll indicators visible at that moment (an opacity not 0 to a thousandth),
    /// the vertical one first, with frames in window coordinates; empty otherwise.
    public var scrollIndicators: [ScrollIndicator]
    /// When the node is a scroll view on Android's physics, the stretch its content is drawn with at that
    /// moment (``/Grasp/ScrollView/overscrollStretch(at:)``); ``/Grasp/ScrollStretch/none`` otherwise.
    public var stretch: ScrollStretch

    /// Creates a frame record.
    public init(name: String, frame: Rect, scrollIndicators: [ScrollIndicator] = [], stretch: ScrollStretch = .none) {
        self.name = name
        self.frame = frame
        self.scrollIndicators = scrollIndicators
        self.stretch = stretch
    }

    /// The axes drawn stretched, as the JSON lines write them: a scale that is not 1 to a thousandth,
    /// horizontal first.
    var stretchedAxes: [(axis: String, scale: Double, anchor: Double)] {
        var axes: [(axis: String, scale: Double, anchor: Double)] = []
        if (abs(stretch.horizontalScale - 1) * 1000).rounded() > 0 {
            axes.append(("horizontal", stretch.horizontalScale, stretch.horizontalAnchor))
        }
        if (abs(stretch.verticalScale - 1) * 1000).rounded() > 0 {
            axes.append(("vertical", stretch.verticalScale, stretch.verticalAnchor))
        }
        return axes
    }

    /// The members of this frame's `stretch` entry (version 6), or `nil` when it is not drawn stretched.
    var stretchJSON: String? {
        let axes = stretchedAxes
        guard !axes.isEmpty else { return nil }
        return axes.map { "\(SceneValue.jsonString($0.axis)): {\"scale\": \(SceneValue.jsonNumber($0.scale)), \"anchor\": \(SceneValue.jsonNumber($0.anchor))}" }
            .joined(separator: ", ")
    }
}
