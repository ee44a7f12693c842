// Why this file exists: a trace is Grasp's recorded input, the shared file format that the lab
// writes, `grasp replay` reads and the tests use as fixtures. This file holds its in-memory model;
// the phases, the pointer details (buttons, modifiers) and the scroll and transform deltas live in
// their own files, and reading, writing and validation beside them.

/// A recorded sequence of input samples: the `grasp-trace` format, versions 1 to 4.
///
/// Version 1 records touches (contacts that go down, move and lift). Version 2 adds pointer kinds,
/// buttons, modifier keys, hover, scrolling and trackpad transforms. Version 3 adds keys and accessibility actions
/// (`accessibility` samples with an `action`). Version 4 adds the keys that move and use the keyboard focus
/// (`tab`, `returnOrEnter`, `escape`, `deleteOrBackspace`). See the trace-format article in
/// this module's documentation for the file layout.
public struct Trace: Hashable, Sendable {
    /// The format name every trace file carries.
    public static let formatName = "grasp-trace"
    /// The newest format version this library reads and writes: 4.
    public static let currentVersion = 4

    /// The format version the trace is written with: the lowest version that can express every
    /// sample.
    ///
    /// It is 1 unless a sample uses something version 2 introduced (see
    /// ``Trace/Sample/minimumVersion``). A file that declares version 2 but uses nothing new reads
    /// as a version 1 trace, so writing it back writes version 1.
    public var version: Int {
        samples.reduce(1) { Swift.max($0, $1.minimumVersion) }
    }
    /// A plain-text description of the gesture.
    public var description: String
    /// Where the samples came from (browser and input generator, or `grasp synthesizer`).
    public var source: String
    /// The page or screen size the coordinates refer to, if known.
    public var viewport: Viewport?
    /// Every sample, sorted by time; samples with equal `t` form one touch event.
    public var samples: [Sample]

    /// Creates a trace; its ``version`` follows from its samples.
    public init(description: String = "", source: String = "", viewport: Viewport? = nil, samples: [Sample]) {
        self.description = description
        self.source = source
        self.viewport = viewport
        self.samples = samples
    }

    /// The page or screen size of a trace, in points (CSS px).
    public struct Viewport: Hashable, Sendable {
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double
        /// Creates a viewport.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// One sample of one pointer.
    ///
    /// Every sample has a time, a pointer number, a phase and a position. The phase says which
    /// lifecycle the sample belongs to (``Trace/Lifecycle``) and so which of the other fields it may
    /// carry: ``buttons`` only on contacts, ``scroll`` exactly on wheel, scroll and momentum samples,
    /// ``transform`` exactly on transform samples.
    public struct Sample: Hashable, Sendable {
        /// Seconds since the first sample.
        public var t: Double
        /// The pointer's number, from 1 in order of first appearance.
        public var pointer: Int
        /// What the sample reports.
        public var phase: Phase
        /// The horizontal position, in points from the left: where the contact or the cursor is, or
        /// the centre of a transform.
        public var x: Double
        /// The vertical position, in points from the top.
        public var y: Double
        /// What made the sample, when the trace records it (`touch`, `pen`, `mouse`, and from
        /// version 2 `trackpad`); `nil` means touch.
        public var kind: String?
        /// The buttons a contact holds down (version 2); `nil` when not recorded, which means the
        /// primary button, as for a finger or a plain click. Only contacts carry buttons.
        public var buttons: Buttons?
        /// The modifier keys held during the sample (version 2); empty when none.
        public var modifiers: Modifiers
        /// The content movement of a wheel, scroll or momentum sample (version 2); `nil` otherwise.
        public var scroll: ScrollDelta?
        /// The scale and rotation change of a transform sample (version 2); `nil` otherwise.
        public var transform: TransformDelta?
        /// The key of a key sample and whether it repeats (version 3; Trace+Keys.swift); `nil` otherwise.
        public var key: KeyStroke?
        /// The action of an `accessibility` sample (version 3), by name (`activate`, `increment`, `move up`);
        /// `nil` otherwise.
        public var action: String?

        /// Creates a sample.
        public init(t: Double, pointer: Int, phase: Phase, x: Double, y: Double, kind: String? = nil,
                    buttons: Buttons? = nil, modifiers: Modifiers = [], scroll: ScrollDelta? = nil, transform: TransformDelta? = nil,
                    key: KeyStroke? = nil, action: String? = nil) {
            self.t = t
            self.pointer = pointer
            self.phase = phase
            self.x = x
            self.y = y
            self.kind = kind
            self.buttons = buttons
            self.modifiers = modifiers
            self.scroll = scroll
            self.transform = transform
            self.key = key
            self.action = action
        }

        /// The lowest format version that can express this sample: 3 for an accessibility action, 2 if it
        /// has a phase, a kind or a field that version 2 introduced, otherwise 1.
        public var minimumVersion: Int {
            if let key, Trace.version(introducing: key.key) >= 4 { return 4 }
            if phase.introducedIn >= 3 || key != nil || action != nil { return 3 }
            if phase.lifecycle != .contact || kind == "trackpad" || buttons != nil || !modifiers.isEmpty
                || scroll != nil || transform != nil {
                return 2
            }
            return 1
        }

        /// Whether a wheel, scroll or momentum sample is a discrete step or part of continuous
        /// scrolling; `nil` for other samples.
        public var scrollType: ScrollType? {
            switch phase.lifecycle {
            case .wheel: .discrete
            case .scroll: .continuous
            default: nil
            }
        }
    }
}
