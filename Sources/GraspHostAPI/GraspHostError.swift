// Why this file exists: everything that reaches the host API comes from a page's JavaScript, which may pass
// anything. None of it may trap (a trap kills the module and every engine in it) and none of it may leave an
// engine half-changed. Each refusal is one of these errors: a stable number a program branches on (the C
// functions return it negated) and a sentence a person can act on.

import GraspCore

/// Why ``GraspHost`` refused a call: a stable code and a sentence for people. A refused call changes
/// nothing.
public struct GraspHostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reasons a call is refused. Across the C ABI a refused call returns the code's raw value negated.
    public enum Code: Int32, Hashable, Sendable, CaseIterable {
        /// No host, node, recognizer or interaction has the handle (never made, or destroyed).
        case unknownHandle = 1
        /// The handle is of another kind than the call needs.
        case wrongKind = 2
        /// A parenting or a failure requirement would make a cycle, or names one object twice.
        case cycle = 3
        /// A number is NaN or infinite.
        case notFinite = 4
        /// A finite number outside its range.
        case outOfRange = 5
        /// No such option, or not one the handle's kind has.
        case unknownOption = 6
        /// An unknown kind or phase code, a null pointer or a count out of range.
        case invalidArgument = 7
        /// A recognizer already on a node, or an interaction already attached.
        case alreadyAttached = 8
        /// A pointer moves, lifts or is cancelled before it goes down, or goes down twice (the same for
        /// hovers, scrolls and transforms).
        case lifecycle = 9
        /// A call's time is earlier than the previous call's.
        case timeGoesBackwards = 10
        /// A call that changes something, made while a delegate question is being answered.
        case inDispatch = 11

        /// The code's name, as the host ABI article and grasp.js spell it.
        public var name: String {
            switch self {
            case .unknownHandle: "unknown-handle"
            case .wrongKind: "wrong-kind"
            case .cycle: "cycle"
            case .notFinite: "not-finite"
            case .outOfRange: "out-of-range"
            case .unknownOption: "unknown-option"
            case .invalidArgument: "invalid-argument"
            case .alreadyAttached: "already-attached"
            case .lifecycle: "lifecycle"
            case .timeGoesBackwards: "time-goes-backwards"
            case .inDispatch: "in-dispatch"
            }
        }
    }

    /// The reason.
    public var code: Code
    /// What was wrong, in a sentence.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The code's name and the message: `unknown-handle: no node has handle 7`.
    public var description: String { "\(code.name): \(message)" }

    @inline(never)
    static func unknownHandle(_ handle: Int32) -> GraspHostError {
        GraspHostError(.unknownHandle, "nothing has handle \(handle): it was never made, or it is destroyed")
    }

    @inline(never)
    static func wrongKind(_ handle: Int32, is actual: String, needs wanted: String) -> GraspHostError {
        GraspHostError(.wrongKind, "handle \(handle) is \(actual); this call needs \(wanted)")
    }

    @inline(never)
    static func notFinite(_ name: String) -> GraspHostError {
        GraspHostError(.notFinite, "\(name) must be a finite number, not NaN or infinite")
    }

    @inline(never)
    static func outOfRange(_ name: String, _ value: Double, _ range: String) -> GraspHostError {
        GraspHostError(.outOfRange, "\(name) is \(text(value)); it must be \(range)")
    }

    /// `number` as the messages show it: a whole number without a point (`-60`), otherwise with up to six
    /// decimals (`0.5`, `2.333333`, as an accessibility value is written), and from 10^9 or below 10^-6 with
    /// a power of ten (`1.5e300`). Swift's `description` would link the standard library's shortest-digits
    /// printer and its tables for these messages alone (3 KB gzip of the library module, 2026-11-29).
    @inline(never)
    static func text(_ number: Double) -> String {
        guard number.isFinite else { return number.isNaN ? "nan" : number < 0 ? "-infinity" : "infinity" }
        var mantissa = number, exponent = 0
        if abs(mantissa) >= 1e9 {
            while abs(mantissa) >= 10 { mantissa /= 10; exponent += 1 }
        } else if mantissa != 0, abs(mantissa) < 1e-6 {
            while abs(mantissa) < 1 { mantissa *= 10; exponent -= 1 }
        }
        let digits = AccessibilityElement.valueText(mantissa, decimals: 6)
        return exponent == 0 ? digits : digits + "e" + String(exponent)
    }

    @inline(never)
    static func invalidArgument(_ message: String) -> GraspHostError {
        GraspHostError(.invalidArgument, message)
    }
}
