// Why this file exists: a program in a page (a benchmark, a test, a custom view) drives a scene by calls:
// touches at a time, ticks, a frame to read. It runs on the lab session's host loop, the same one the lab
// server and the in-page lab run, so a scene answers a call exactly as it answers the lab's messages. What
// this type adds is the strictness an API owes its callers: where the lab's page is trusted to send sane
// sequences (and a time that goes back is clamped), a call that makes no sense is refused with an error
// that says why, and the scene is left as it was.

import Grasp
import GraspGeometry
@_spi(GraspInternal) import GraspLabSession
import GraspTrace

/// One scene driven by calls: input at a time (milliseconds), ticks, frames and recordings.
///
/// Time is the caller's, in milliseconds, as in the lab protocol: the first time given is engine time
/// zero, and engine time is `(t - t₀) / 1000` seconds. A call's time may equal the previous call's, never
/// be earlier.
///
/// Every input call is checked before anything reaches the engine: times and numbers are finite and in
/// range, and each pointer keeps its lifecycle (a contact goes down before it moves, lifts or is
/// cancelled; a hover enters first; a scroll or a transform begins first). A refused call throws a
/// ``GraspAPIError`` and changes nothing.
public final class SceneSession {
    /// The scene's name.
    public let sceneName: String
    private let lab: LabSession
    private let limits = LabLimits()
    private var lastTime: Double?
    // The contacts that are down, by id: a list, not a set, because a call checks each of its touches
    // against it and there are rarely more than a few (a set hashed every id of every call).
    private var contacts: [Int] = []
    private var hovers: Set<Int> = []
    private var scrolls: Set<Int> = []
    private var transforms: Set<Int> = []
    private var sampleBuffer: [TouchSample] = []

    /// The source recorded traces name.
    static let client = "grasp.wasm"

    /// Opens the scene called `name` from `catalog` on a stage of `width` × `height` CSS px.
    ///
    /// - Throws: `unknown-scene`, or `not-finite` / `out-of-range` for a bad size.
    public init(named name: String, width: Double, height: Double, catalog: LabSceneCatalog = .standard, id: Int = 1) throws(GraspAPIError) {
        let limits = LabLimits()
        for (label, value) in [("width", width), ("height", height)] {
            guard value.isFinite else { throw .notFinite(label) }
            guard value > 0, value <= limits.maxCoordinate else {
                throw .outOfRange(label, value, "more than 0 and at most \(Int(limits.maxCoordinate))")
            }
        }
        lab = LabSession(id: id, catalog: catalog, limits: limits)
        // The scene API's frames are lab protocol version 4 frames unless asked (version 5 added the
        // platform and the stretch, which a scene of this API does not use).
        lab.answer(inVersion: Self.defaultFrameVersion)
        do throws(LabProtocolError) {
            try lab.open(scene: name, viewport: Size(width: width, height: height), client: Self.client)
        } catch {
            throw GraspAPIError(error)
        }
        sceneName = name
    }

    // MARK: Input

    /// One contact in a ``touches(at:kind:_:)`` call.
    public struct Touch: Hashable, Sendable {
        /// The pointer's number (a browser's `pointerId`).
        public var id: Int
        /// What the contact does: `began`, `moved`, `ended` or `cancelled` (`stationary` is refused).
        public var phase: TouchPhase
        /// Where it is, in CSS px from the stage's top-left corner.
        public var x: Double
        /// Where it is, in CSS px from the stage's top-left corner.
        public var y: Double

        /// Creates a contact sample.
        public init(id: Int, phase: TouchPhase, x: Double, y: Double) {
            self.id = id
            self.phase = phase
            self.x = x
            self.y = y
        }
    }

    /// Sends contacts that changed at time `t` (milliseconds), as one touch event.
    ///
    /// - Throws: `not-finite`, `out-of-range`, `time-goes-backwards`, `invalid-argument` (a `stationary`
    ///   phase) or `lifecycle` (a contact that moves, lifts or is cancelled without being down, or goes
    ///   down while down).
    public func touches(at t: Double, kind: TouchKind = .direct, _ touches: [Touch]) throws(GraspAPIError) {
        try self.touches(at: t, kind: kind, count: touches.count) { touches[$0] }
    }

    /// ``touches(at:kind:_:)`` for `count` touches that `touch(at:)` reads by position, so that a caller
    /// whose touches lie elsewhere (the WebAssembly export reads them from the page's records) needs no
    /// list of its own: each touch is read once for the checks and once to be sent.
    @inline(__always)
    func touches(at t: Double, kind: TouchKind, count touchCount: Int, _ touch: (Int) -> Touch) throws(GraspAPIError) {
        try checkTime(t)
        // Checked against a copy, so that an error leaves the contacts as they were; stored back only when a
        // contact went down or lifted (most calls only move).
        var down = contacts
        var landedOrLifted = false
        for index in 0..<touchCount {
            let touch = touch(index)
            // The label names the touch in an error; it is written only when there is one.
            if !isInRange(touch.x, touch.y) {
                try checkPoint(touch.x, touch.y, Self.touchLabel(index, of: touchCount))
            }
            if touch.phase == .moved {
                guard down.contains(touch.id) else { throw Self.notOpen(touch.id, .move) }
            } else {
                try Self.landOrLift(touch, index, of: touchCount, in: &down)
                landedOrLifted = true
            }
        }
        lastTime = t
        if landedOrLifted { swap(&contacts, &down) }
        // The samples go through a list the session reuses: nothing keeps it once the event is built, so a
        // steady stream of moves allocates nothing here (refilled in its own storage: Grasp's ReusedArrays.swift).
        var count = 0
        for index in 0..<touchCount {
            let touch = touch(index)
            sampleBuffer.store(TouchSample(id: TouchID(touch.id), phase: touch.phase, location: Point(x: touch.x, y: touch.y), kind: kind), at: &count)
        }
        sampleBuffer.truncate(to: count)
        lab.send(contacts: sampleBuffer, at: t)
    }

    /// Sends the `count` touch records of a `grasp_scene_touches` call at time `t` when the call is the
    /// common one: every record (read by `moveRecord(_:of:)`) moves a contact that is down, with a
    /// well-formed id, within range, every contact that is down moves, in landing order, and `t` is in
    /// order. Read, checked and sent in one pass; returns `false`, having changed nothing, for any other
    /// call, which the caller then sends through ``touches(at:kind:_:)``'s checks (they say what is wrong).
    @inline(__always)
    func sendMoves(at t: Double, kind: TouchKind, records: UnsafeRawPointer, count: Int) -> Bool {
        guard isInOrder(t) else { return false }
        // Read, checked and built into the event in one pass, with no list of samples between: the lab
        // session's builder refuses the call, having changed nothing, unless it moves every contact that is
        // down, in landing order (the Performance article, "The eleventh round"). Its contacts are this
        // scene's `contacts` (every call that lands or lifts one goes through both), so a move of a contact
        // that is not down is refused there.
        let sent = lab.sendMoves(at: t, count: count, kind: kind) { index in
            guard let (id, x, y) = moveRecord(index, of: records), isInRange(x, y) else { return nil }
            return (TouchID(id), Point(x: x, y: y))
        }
        if sent { lastTime = t }
        return sent
    }

    /// Sends a pointer hovering over the stage with nothing pressed, at time `t` (milliseconds).
    ///
    /// - Throws: as ``touches(at:kind:_:)``; `lifecycle` for a hover that moves or exits before it enters,
    ///   or enters twice.
    public func hover(at t: Double, id: Int, phase: HoverPhase, x: Double, y: Double) throws(GraspAPIError) {
        try checkTime(t)
        try checkPoint(x, y, "hover")
        switch phase {
        case .entered:
            guard !hovers.contains(id) else { throw Self.lifecycle(id, "enters again while its hover is under way") }
        case .moved, .exited:
            guard hovers.contains(id) else { throw Self.notOpen(id, phase == .moved ? .hover : .leave) }
        case .cancelled:
            throw .invalidArgument("hover: phase must be entered, moved or exited")
        }
        lastTime = t
        if phase == .entered { hovers.insert(id) } else if phase == .exited { hovers.remove(id) }
        lab.send([PointerSample(t: t, id: id, kind: .mouse, phase: .hover(phase), location: Point(x: x, y: y))])
    }

    /// Sends a wheel step (`step`) or trackpad scrolling (`began`, `changed`, `ended`, `cancelled`) at time
    /// `t` (milliseconds); `dx`, `dy` are the movement in the sense of a finger dragging the content.
    ///
    /// - Throws: as ``touches(at:kind:_:)``; `lifecycle` for a scroll that changes or ends before it
    ///   begins, or begins twice.
    public func scroll(at t: Double, id: Int, phase: ScrollPhase, x: Double, y: Double, dx: Double, dy: Double) throws(GraspAPIError) {
        try checkTime(t)
        try checkPoint(x, y, "scroll")
        try checkBounded(dx, "dx", 10_000)
        try checkBounded(dy, "dy", 10_000)
        switch phase {
        case .step:
            break
        case .began:
            guard !scrolls.contains(id) else { throw Self.lifecycle(id, "begins scrolling again while its scroll is under way") }
        case .changed, .ended, .cancelled:
            guard scrolls.contains(id) else {
                throw Self.notOpen(id, phase == .changed ? .scroll : phase == .ended ? .scrollEnd : .scrollCancel)
            }
        default:
            throw .invalidArgument("scroll: phase must be step, began, changed, ended or cancelled")
        }
        lastTime = t
        if phase == .began { scrolls.insert(id) } else if phase == .ended || phase == .cancelled { scrolls.remove(id) }
        let samplePhase: PointerSamplePhase = phase == .step ? .wheel : .scroll(phase)
        lab.send([PointerSample(t: t, id: id, kind: .mouse, isTrackpad: phase != .step, phase: samplePhase,
                                location: Point(x: x, y: y), delta: Point(x: dx, y: dy))])
    }

    /// Sends a trackpad pinch or rotation at time `t` (milliseconds): `scale` and `rotation` (radians,
    /// clockwise) are the change since the transform's previous sample.
    ///
    /// - Throws: as ``touches(at:kind:_:)``; `lifecycle` for a transform that changes or ends before it
    ///   begins, or begins twice.
    public func transform(at t: Double, id: Int, phase: TransformPhase, x: Double, y: Double, scale: Double, rotation: Double) throws(GraspAPIError) {
        try checkTime(t)
        try checkPoint(x, y, "transform")
        guard scale.isFinite else { throw .notFinite("scale") }
        guard scale >= 0.01, scale <= 100 else { throw .outOfRange("scale", scale, "a factor from 0.01 to 100") }
        try checkBounded(rotation, "rotation", 2 * Double.pi)
        switch phase {
        case .began:
            guard !transforms.contains(id) else { throw Self.lifecycle(id, "begins a transform again while its transform is under way") }
        case .changed, .ended, .cancelled:
            guard transforms.contains(id) else {
                throw Self.notOpen(id, phase == .changed ? .transform : phase == .ended ? .transformEnd : .transformCancel)
            }
        }
        lastTime = t
        if phase == .began { transforms.insert(id) } else if phase != .changed { transforms.remove(id) }
        lab.send([PointerSample(t: t, id: id, kind: .mouse, isTrackpad: true, phase: .transform(phase),
                                location: Point(x: x, y: y), scale: scale, rotation: rotation)])
    }

    /// Advances the scene to time `t` (milliseconds): the frames of the host loop up to `t` are ticked,
    /// so timers fire and animations step.
    ///
    /// - Throws: `not-finite`, `out-of-range` or `time-goes-backwards`.
    public func tick(at t: Double) throws(GraspAPIError) {
        try checkTime(t)
        lastTime = t
        lab.tick(atPage: t)
    }

    // MARK: Output

    /// The scene now, as the JSON text of a lab frame: `t` (engine seconds), every node (`nodes`), the
    /// state changes since the previous call (`changes`, when there were any, at most
    /// ``/GraspLabSession/LabLimits/maxChangesPerFrame``, the latest; `dropped` says how many were left out) and every
    /// recognizer's state and values (`values`). See the lab protocol's `frame` message for the members,
    /// and ``setFrameVersion(_:)`` for its version.
    public func frame() -> String {
        lab.fullFrame() ?? "{}"
    }

    /// The lab protocol version of the frames ``frame()`` writes unless another is set: 4.
    public static let defaultFrameVersion = 4
    /// The lab protocol versions a scene's frames may be asked in: 1 to 4 (version 5 of the lab protocol
    /// added the platform and the stretch, which this API's scenes do not use).
    public static let frameVersions = 1...4

    /// The lab protocol version of the frames ``frame()`` writes: ``defaultFrameVersion`` (4) unless
    /// set. In version 4 a `changed` report of a gesture in progress carries no values (the frame's
    /// `values` holds them) and the frame says how many changes it left out (`dropped`); version 3 frames
    /// carry the values of every change, as version 1 of this API wrote them.
    ///
    /// - Throws: `invalid-argument` for a version not in ``frameVersions``.
    public func setFrameVersion(_ version: Int) throws(GraspAPIError) {
        guard Self.frameVersions.contains(version) else {
            throw .invalidArgument("the frame version is \(version); it must be one of \(Self.frameVersions.map { String($0) }.joined(separator: ", "))")
        }
        lab.answer(inVersion: version)
    }

    /// Starts recording the input into a trace (a running recording starts over).
    public func startRecording() {
        lab.startRecording()
    }

    /// Stops the recording and returns the trace's file text (format `grasp-trace`), its pointers still
    /// down closed at the current time.
    ///
    /// - Throws: `empty-recording` when no recording runs or nothing was recorded.
    public func stopRecording() throws(GraspAPIError) -> String {
        do throws(LabProtocolError) {
            return LabTraceText.write(try lab.stopRecording().trace)
        } catch {
            throw GraspAPIError(error)
        }
    }

    // MARK: Checks

    private func checkTime(_ t: Double) throws(GraspAPIError) {
        // The error is built out of line (`timeError(_:)`): every call runs this check, and the messages'
        // formatting would lengthen its code.
        guard isInOrder(t) else { throw timeError(t) }
    }

    /// Whether `t` is a time a call may have: from 0 to 1e12 ms, and not before the previous call's.
    @inline(__always)
    private func isInOrder(_ t: Double) -> Bool {
        // A NaN fails the first comparison.
        t >= 0 && t < 1e12 && t >= lastTime ?? 0
    }

    /// The error of a time `checkTime(_:)` refuses.
    @inline(never)
    private func timeError(_ t: Double) -> GraspAPIError {
        guard t.isFinite else { return .notFinite("t") }
        guard t >= 0, t < 1e12 else { return .outOfRange("t", t, "a time in milliseconds, from 0 to 1e12") }
        return GraspAPIError(code: "time-goes-backwards", message: "t goes backwards, from \(lastTime ?? 0) ms to \(t) ms: each call's time must be at least the previous call's")
    }

    /// Checks a touch of `touches(at:kind:count:_:)` that is not a move (`index` of `count`) and lands or
    /// lifts its contact in `down`. Out of line: most calls only move, and their code stays short.
    @inline(never)
    private static func landOrLift(_ touch: Touch, _ index: Int, of count: Int, in down: inout [Int]) throws(GraspAPIError) {
        switch touch.phase {
        case .began:
            guard !down.contains(touch.id) else { throw lifecycle(touch.id, "goes down again while down") }
            down.append(touch.id)
        case .moved:
            // The caller checks moves itself; one that came here would be checked the same way.
            guard down.contains(touch.id) else { throw notOpen(touch.id, .move) }
        case .ended, .cancelled:
            guard let position = down.firstIndex(of: touch.id) else { throw notOpen(touch.id, tracePhase(touch.phase)) }
            down.remove(at: position)
        case .stationary:
            throw stationary(index, of: count)
        }
    }

    /// The error of touch `index` of `count` sent as stationary (out of line, as `timeError(_:)` is).
    @inline(never)
    private static func stationary(_ index: Int, of count: Int) -> GraspAPIError {
        .invalidArgument("\(touchLabel(index, of: count)): phase must be began, moved, ended or cancelled")
    }

    /// How an error names touch `index` of a call with `count` touches.
    private static func touchLabel(_ index: Int, of count: Int) -> String {
        count == 1 ? "touch" : "touch \(index)"
    }

    /// Whether a point passes ``checkPoint(_:_:_:)``, without building its error.
    private func isInRange(_ x: Double, _ y: Double) -> Bool {
        // A NaN fails both comparisons; an infinity fails the bound.
        abs(x) <= limits.maxCoordinate && abs(y) <= limits.maxCoordinate
    }

    private func checkPoint(_ x: Double, _ y: Double, _ label: String) throws(GraspAPIError) {
        for (name, value) in [("x", x), ("y", y)] {
            guard value.isFinite else { throw .notFinite("\(label): \(name)") }
            guard abs(value) <= limits.maxCoordinate else {
                throw .outOfRange("\(label): \(name)", value, "at most \(Int(limits.maxCoordinate)) px from the stage either way")
            }
        }
    }

    private func checkBounded(_ value: Double, _ name: String, _ limit: Double) throws(GraspAPIError) {
        guard value.isFinite else { throw .notFinite(name) }
        guard abs(value) <= limit else { throw .outOfRange(name, value, "at most \(limit) either way") }
    }

    private static func lifecycle(_ id: Int, _ violation: String) -> GraspAPIError {
        GraspAPIError(code: "lifecycle", message: "pointer \(id) \(violation)")
    }

    /// The error for a sample of `phase` for a pointer whose lifecycle has not opened, in the trace
    /// reader's words ("pointer 3 moves before going down (its first sample must be a down)").
    @inline(never)
    private static func notOpen(_ id: Int, _ phase: Trace.Phase) -> GraspAPIError {
        GraspAPIError(code: "lifecycle", message: "pointer \(id) \(TraceError.LifecycleViolation.notDownFirst(phase).description)")
    }

    private static func tracePhase(_ phase: TouchPhase) -> Trace.Phase {
        switch phase {
        case .began: .down
        case .moved, .stationary: .move
        case .ended: .up
        case .cancelled: .cancel
        }
    }
}
