// Why this file exists: a trace is often written by hand or by another program, so a bad one must
// say exactly where it is wrong and how: which file, which sample, which field, what was expected
// and what was found, in one line a person can act on.

/// Why a trace could not be read or failed validation.
///
/// The ``description`` names the file, the place (a line and column for a syntax error, otherwise
/// the sample index and the field) and the problem, for example:
///
///     tap.json: sample 3: field "phase": expected one of down, move, up, cancel, found "drag"
///
/// Sample indices count from 0, as positions in the file's `samples` array.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name of the file (its last path component), or `<memory>` for data read from memory.
    public var fileName: String
    /// The 1-based line of a JSON syntax error.
    public var line: Int?
    /// The 1-based column of a JSON syntax error, counted in characters.
    public var column: Int?
    /// The position of the offending sample in the `samples` array, counting from 0.
    public var sampleIndex: Int?
    /// The offending field: a top-level key such as `version`, a nested one such as
    /// `viewport.width`, or a sample's key such as `phase`.
    public var field: String?
    /// What is wrong.
    public var problem: Problem

    /// Creates an error.
    public init(fileName: String, line: Int? = nil, column: Int? = nil, sampleIndex: Int? = nil, field: String? = nil, problem: Problem) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.sampleIndex = sampleIndex
        self.field = field
        self.problem = problem
    }

    /// The whole message: file, place and problem, separated by colons.
    public var description: String {
        var parts = [fileName]
        if let line, let column { parts.append("line \(line), column \(column)") }
        if let sampleIndex { parts.append("sample \(sampleIndex)") }
        if let field { parts.append("field \"\(field)\"") }
        parts.append(problem.description)
        return parts.joined(separator: ": ")
    }

    /// What is wrong with a trace.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The file could not be read at all; the associated text is the system's reason.
        case unreadable(String)
        /// The text is not valid JSON; the associated text describes the first syntax error.
        case invalidJSON(String)
        /// A required field is absent.
        case missing
        /// The field is not one the format defines (a misspelling, or a field of a later version).
        case unknownField
        /// The same field appears twice in one object.
        case duplicateField
        /// The value has the wrong JSON type: `expected` names the type, `found` quotes the value.
        case wrongType(expected: String, found: String)
        /// A number is NaN, infinite or too large to represent.
        case notFinite(found: String)
        /// A number is outside the range the format allows: `expected` states the range.
        case outOfRange(expected: String, found: String)
        /// A value is not one of the allowed words.
        case notOneOf([String], found: String)
        /// The `format` field names another format.
        case wrongFormat(found: String)
        /// The `version` field names a version this library cannot read.
        case unsupportedVersion(Int, supported: [Int])
        /// A sample's `t` is smaller than the previous sample's: samples must be sorted by time.
        case timeGoesBackwards(previous: Double, found: Double)
        /// A sample breaks its pointer's lifecycle (down, any moves, one up or cancel).
        case lifecycle(pointer: Int, LifecycleViolation)

        /// The problem in plain words.
        public var description: String {
            switch self {
            case .unreadable(let reason):
                return "cannot read the file: \(reason)"
            case .invalidJSON(let reason):
                return "not valid JSON: \(reason)"
            case .missing:
                return "missing"
            case .unknownField:
                return "unknown field (version \(Trace.currentVersion) does not define it)"
            case .duplicateField:
                return "appears more than once"
            case .wrongType(let expected, let found):
                return "expected \(expected), found \(found)"
            case .notFinite(let found):
                return "expected a finite number, found \(found)"
            case .outOfRange(let expected, let found):
                return "expected \(expected), found \(found)"
            case .notOneOf(let allowed, let found):
                return "expected one of \(allowed.joined(separator: ", ")), found \(found)"
            case .wrongFormat(let found):
                return "expected \"\(Trace.formatName)\", found \(found)"
            case .unsupportedVersion(let version, let supported):
                let list = supported.map(String.init).joined(separator: ", ")
                return "unsupported version \(version); this library reads version \(list)"
            case .timeGoesBackwards(let previous, let found):
                return "t goes backwards, from \(previous) to \(found); samples must be sorted by t"
            case .lifecycle(let pointer, let violation):
                return "pointer \(pointer) \(violation)"
            }
        }
    }

    /// How a sample breaks its pointer's lifecycle.
    public enum LifecycleViolation: Hashable, Sendable, CustomStringConvertible {
        /// The pointer's first sample is a move, up or cancel (the phase is attached), not a down.
        case notDownFirst(Trace.Phase)
        /// The pointer goes down again while it is down; the first down's sample index is attached.
        case downTwice(firstDown: Int)
        /// A sample follows the pointer's up or cancel (at the attached sample index).
        case sampleAfterEnd(end: Int)
        /// The pointer's last sample (with the attached phase) is not an up or cancel.
        case neverEnds(lastPhase: Trace.Phase)

        /// The violation in plain words, following "pointer N".
        public var description: String {
            switch self {
            case .notDownFirst(let phase):
                let verb = switch phase {
                case .down: "goes down"
                case .move: "moves"
                case .up: "lifts"
                case .cancel: "is cancelled"
                }
                return "\(verb) before going down (its first sample must be a down)"
            case .downTwice(let firstDown):
                return "goes down again while down (it went down at sample \(firstDown))"
            case .sampleAfterEnd(let end):
                return "has a sample after it ended at sample \(end) (a new touch needs a new pointer number)"
            case .neverEnds(let lastPhase):
                return "never ends: its last sample is a \(lastPhase.rawValue), not an up or cancel"
            }
        }
    }
}
