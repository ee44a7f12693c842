// Why this file exists: version 3 of the trace format records accessibility actions, so that what a
// screen reader or a switch device did can be replayed, tested and compared like touches. An
// `accessibility` sample names its action and where the element is; this file reads, checks and replays
// that one field, apart from the pointer samples.

import Grasp
import GraspJSON
import GraspGeometry

extension Trace {
    /// The longest accepted `action` name: 64 characters.
    public static let maximumActionLength = 64

    /// The kinds an accessibility sample may name: none (an assistive technology is no pointer), in words.
    static let accessibilityKinds = ("no kind for an accessibility sample (an assistive technology is no pointer)", ["touch"])

    /// Reads an `action` field: a string; `nil` when absent.
    static func readAction(_ value: JSONValue?, fail: (TraceError.Problem, String) -> TraceError) throws(TraceError) -> String? {
        guard let value else { return nil }
        guard case .string(let name) = value else {
            throw fail(.wrongType(expected: "a string, the action's name (activate, increment, decrement, escape or a custom action's name)",
                                  found: value.summary), "action")
        }
        return name
    }

    /// The problem with a sample's `action` for its phase, if any: an accessibility sample needs a
    /// non-empty name of at most ``maximumActionLength`` characters; no other sample may have one.
    static func actionProblem(phase: Phase, action: String?) -> (field: String, problem: TraceError.Problem)? {
        guard phase == .accessibility else {
            guard action == nil else {
                return ("action", .notAllowed(reason: "in \(phrase(phase)) sample (an action belongs to accessibility samples)"))
            }
            return nil
        }
        guard let action else { return ("action", .missingForPhase(reason: "an accessibility sample needs an action")) }
        guard !action.isEmpty, action.count <= maximumActionLength else {
            return ("action", .outOfRange(expected: "an action name of 1 to \(maximumActionLength) characters",
                                          found: JSONValue.quoted(String(action.prefix(TraceConstants.maximumQuotedLength)))))
        }
        return nil
    }
}

extension Trace.Sample {
    /// The accessibility action of an `accessibility` sample, at `time`; `nil` for any other sample.
    func accessibilityEvent(at time: Double) -> AccessibilityEvent? {
        guard phase == .accessibility, let name = action, let action = AccessibilityAction(named: name) else { return nil }
        return AccessibilityEvent(timestamp: time, action: action, location: Point(x: x, y: y))
    }
}

extension TraceRecorder {
    /// Records an accessibility action as an `accessibility` sample (version 3) at its point, every
    /// action of a recording on one pointer number of its own.
    public mutating func record(_ event: AccessibilityEvent) {
        let start = startTime ?? event.timestamp
        startTime = start
        let key = IndirectKey(lifecycle: .accessibility, pointer: TouchID(0))
        let number: Int
        if let known = indirectPointers[key] {
            number = known
        } else {
            number = nextPointer
            nextPointer += 1
            indirectPointers[key] = number
        }
        samples.append(Trace.Sample(t: event.timestamp - start, pointer: number, phase: .accessibility,
                                    x: event.location.x, y: event.location.y, action: event.action.name).rounded())
    }
}
