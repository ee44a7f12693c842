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
        /// The field is not one the file's format `version` defines (a misspelling, or a field of a
        /// version this library does not know).
        case unknownField(version: Int)
        /// A field, phase or kind that a later version introduced, in a file that declares an
        /// earlier one: `value` quotes the phase or kind, and is `nil` for a field.
        case needsVersion(Int, declared: Int, value: String?)
        /// A field the sample's phase requires is absent; `reason` says which phase needs it.
        case missingForPhase(reason: String)
        /// A field the sample's phase does not allow is present; `reason` says where it belongs.
        case notAllowed(reason: String)
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
            case .unknownField(let version):
                return "unknown field (version \(version) does not define it)"
            case .needsVersion(let version, let declared, let value):
                let subject = value.map { "\($0) needs" } ?? "needs"
                return "\(subject) version \(version), but the file declares version \(declared)"
            case .missingForPhase(let reason):
                return "missing (\(reason))"
            case .notAllowed(let reason):
                return "not allowed \(reason)"
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
                let numbers = supported.map(String.init)
                let list = numbers.count < 2 ? "version \(numbers.joined())"
                    : "versions " + numbers.dropLast().joined(separator: ", ") + " and " + numbers.last!
                return "unsupported version \(version); this library reads \(list)"
            case .timeGoesBackwards(let previous, let found):
                return "t goes backwards, from \(previous) to \(found); samples must be sorted by t"
            case .lifecycle(let pointer, let violation):
                return "pointer \(pointer) \(violation)"
            }
        }
    }

    /// How a sample breaks its pointer's lifecycle.
    ///
    /// Each pointer number lives one lifecycle (``Trace/Lifecycle``): a contact, a hover, a stream of
    /// wheel steps, a scroll or a transform. The first four cases date from version 1 and name a
    /// contact's phases, but apply to every lifecycle: "down" stands for its opening phase.
    public enum LifecycleViolation: Hashable, Sendable, CustomStringConvertible {
        /// The pointer's first sample (with the attached phase) is not its lifecycle's opening phase.
        case notDownFirst(Trace.Phase)
        /// A contact goes down again while it is down; the first down's sample index is attached.
        case downTwice(firstDown: Int)
        /// A sample follows a contact's up or cancel (at the attached sample index).
        case sampleAfterEnd(end: Int)
        /// The pointer's last sample (with the attached phase) does not close its lifecycle.
        case neverEnds(lastPhase: Trace.Phase)
        /// A hover, scroll or transform opens again (with the attached phase) while it is open; it
        /// opened at sample `first`.
        case opensTwice(Trace.Phase, first: Int)
        /// A sample follows the end of a hover, scroll or transform, which ended at sample `end`.
        case sampleAfterLifecycleEnd(Trace.Lifecycle, end: Int)
        /// A sample (with the attached phase) belongs to another lifecycle than the pointer's, which
        /// began at sample `first`.
        case mixesLifecycles(Trace.Phase, pointerLifecycle: Trace.Lifecycle, first: Int)
        /// A `momentum` or `momentum-end` comes while the scroll's fingers are still down, before
        /// its `scroll-end`.
        case momentumBeforeScrollEnd(Trace.Phase)

        /// The violation in plain words, following "pointer N".
        public var description: String {
            switch self {
            case .notDownFirst(let phase):
                let opening = phase.lifecycle.openingPhase.rawValue
                let article = opening.first == "e" ? "an" : "a"
                return "\(Self.verb(phase)) before \(Self.opening(phase.lifecycle)) (its first sample must be \(article) \(opening))"
            case .downTwice(let firstDown):
                return "goes down again while down (it went down at sample \(firstDown))"
            case .sampleAfterEnd(let end):
                return "has a sample after it ended at sample \(end) (a new touch needs a new pointer number)"
            case .neverEnds(let lastPhase):
                return "never ends: its last sample is \(Trace.phrase(lastPhase)), not \(Self.closingPhases(after: lastPhase))"
            case .opensTwice(let phase, let first):
                return "\(Self.verb(phase)) again while its \(phase.lifecycle.rawValue) is under way (it began at sample \(first))"
            case .sampleAfterLifecycleEnd(let lifecycle, let end):
                return "has a sample after its \(lifecycle.rawValue) ended at sample \(end) (a new \(lifecycle.rawValue) needs a new pointer number)"
            case .mixesLifecycles(let phase, let lifecycle, let first):
                return "has a \(phase.rawValue), but it is a \(lifecycle.rawValue) since sample \(first) (each contact, hover, wheel, scroll and transform needs its own pointer number)"
            case .momentumBeforeScrollEnd(let phase):
                return "has a \(phase.rawValue) before its scroll-end (momentum follows the lift of the fingers)"
            }
        }

        /// What a pointer does in a sample of `phase`, as a verb phrase.
        static func verb(_ phase: Trace.Phase) -> String {
            switch phase {
            case .down: "goes down"
            case .move: "moves"
            case .up: "lifts"
            case .cancel: "is cancelled"
            case .enter: "enters"
            case .hover: "hovers"
            case .leave: "leaves"
            case .wheel: "scrolls a step"
            case .scrollBegin: "begins scrolling"
            case .scroll: "scrolls"
            case .scrollEnd: "ends a scroll"
            case .scrollCancel: "cancels a scroll"
            case .momentum: "coasts"
            case .momentumEnd: "ends its momentum"
            case .transformBegin: "begins a transform"
            case .transform: "transforms"
            case .transformEnd: "ends a transform"
            case .transformCancel: "cancels a transform"
            case .keyDown: "presses a key"
            case .keyUp: "releases a key"
            case .accessibility: "performs an accessibility action"
            }
        }

        /// The opening of `lifecycle`, as it follows "before".
        static func opening(_ lifecycle: Trace.Lifecycle) -> String {
            switch lifecycle {
            case .contact: "going down"
            case .hover: "entering"
            case .wheel: "its first step"
            case .scroll: "its scroll begins"
            case .transform: "its transform begins"
            case .key: "its first key"
            case .accessibility: "its first action"
            }
        }

        /// The phases that could have closed a lifecycle whose last sample is `phase`, in words.
        static func closingPhases(after phase: Trace.Phase) -> String {
            switch phase.lifecycle {
            case .contact: "an up or cancel"
            case .hover: "a leave"
            case .wheel: "a wheel"
            case .scroll: phase == .momentum ? "a momentum-end" : "a scroll-end or scroll-cancel"
            case .transform: "a transform-end or transform-cancel"
            case .key: "a key-up"
            case .accessibility: "an accessibility"
            }
        }
    }
}
