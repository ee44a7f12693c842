// Why this file exists: input comes from the host with the host's own timestamps (a page's
// `event.timeStamp`), and the engine never reads a clock. Each call is checked whole before the engine sees
// any of it (time in order, numbers finite and in range, each pointer's lifecycle), so that a refused call
// leaves the engine exactly as it was; then it becomes the engine's own event.

import Grasp
import GraspGeometry

extension GraspHost {
    /// One contact of a ``touches(at:kind:_:)`` call.
    public struct Contact: Hashable, Sendable {
        /// The pointer's number.
        public var id: Int
        /// 0 began, 1 moved, 2 ended, 3 cancelled.
        public var phase: Int
        /// Where it is, in the root's space.
        public var x: Double
        /// Where it is, in the root's space.
        public var y: Double

        /// A contact sample.
        public init(id: Int, phase: Int, x: Double, y: Double) {
            (self.id, self.phase, self.x, self.y) = (id, phase, x, y)
        }
    }

    /// Checks that `t` (milliseconds) is a time the host may use now.
    func checkTime(_ t: Double) throws(GraspHostError) {
        guard t.isFinite else { throw .notFinite("the time") }
        guard abs(t) <= 1e12 else { throw .outOfRange("the time", t, "within ±10¹² ms") }
        if let lastTime, t < lastTime {
            throw GraspHostError(.timeGoesBackwards, "the time \(GraspHostError.text(t)) ms is earlier than the previous call's, \(GraspHostError.text(lastTime)) ms")
        }
    }

    /// Engine seconds for the host's milliseconds.
    @inline(__always)
    static func seconds(_ t: Double) -> Double { t / 1000 }

    static func pointerID(_ value: Double, _ label: String) throws(GraspHostError) -> Int {
        guard value.isFinite else { throw .notFinite("\(label): id") }
        guard value == value.rounded(.towardZero), abs(value) <= Double(Int32.max) else {
            throw .invalidArgument("\(label): id is \(GraspHostError.text(value)); it must be a whole number from -2147483647 to 2147483647")
        }
        return Int(value)
    }

    @inline(never)
    static func notDown(_ id: Int, _ index: Int, _ verb: String) -> GraspHostError {
        GraspHostError(.lifecycle, "touch \(index): pointer \(id) \(verb) without going down first")
    }

    static func touchKind(_ code: Int32) throws(GraspHostError) -> TouchKind {
        switch code {
        case 0: .direct
        case 1: .pencil
        case 2: .mouse
        default: throw .invalidArgument("kind is \(code); it must be 0 (finger), 1 (pen) or 2 (mouse)")
        }
    }

    /// Sends the contacts that changed at time `t` (milliseconds) as one touch event.
    ///
    /// - Throws: `not-finite`, `out-of-range`, `time-goes-backwards`, `invalid-argument` (a phase or kind
    ///   code, an id that is not a whole number), `lifecycle`, `in-dispatch`.
    public func touches(at t: Double, kind code: Int32 = 0, _ contacts: [Contact]) throws(GraspHostError) {
        try touches(at: t, kind: code, count: contacts.count) { index in
            let contact = contacts[index]
            return (Double(contact.id), Double(contact.phase), contact.x, contact.y)
        }
    }

    /// ``touches(at:kind:_:)`` for one pointer's sample: a page's pointer event, with nothing to read from
    /// memory.
    ///
    /// - Throws: as ``touches(at:kind:_:)``.
    public func pointer(at t: Double, kind code: Int32, id: Double, phase: Double, x: Double, y: Double) throws(GraspHostError) {
        try touches(at: t, kind: code, count: 1) { _ in (id, phase, x, y) }
    }

    /// ``touches(at:kind:_:)`` for `count` records that `record(index)` reads (id, phase, x, y): the C
    /// export reads them from the page's memory, where they lie.
    public func touches(at t: Double, kind code: Int32, count: Int,
                        _ record: (Int) -> (id: Double, phase: Double, x: Double, y: Double)) throws(GraspHostError) {
        let kind = try Self.touchKind(code)
        guard count >= 0, count <= 4096 else { throw .invalidArgument("count is \(count); it must be from 0 to 4096") }
        try checkTime(t)
        var down = contacts
        // The samples go through a list the host keeps, so that a stream of moves allocates nothing here.
        var samples = sampleBuffer
        sampleBuffer = []
        samples.removeAllKeepingStorage()
        for index in 0..<count {
            let (rawID, rawPhase, x, y) = record(index)
            // The messages name the touch; they are written only when a check fails.
            guard rawID.isFinite, rawID == rawID.rounded(.towardZero), abs(rawID) <= Double(Int32.max) else {
                _ = try Self.pointerID(rawID, "touch \(index)")
                throw .invalidArgument("touch \(index): a bad id")
            }
            let id = Int(rawID)
            if !(x.isFinite && y.isFinite && abs(x) <= GestureDefaults.maximumCoordinate && abs(y) <= GestureDefaults.maximumCoordinate) {
                try Self.checkCoordinate(x, "touch \(index): x")
                try Self.checkCoordinate(y, "touch \(index): y")
            }
            let phase: TouchPhase
            switch rawPhase {
            case 1:
                phase = .moved
                guard down.contains(id) else { throw Self.notDown(id, index, "moves") }
            case 0:
                phase = .began
                guard !down.contains(id) else { throw GraspHostError(.lifecycle, "touch \(index): pointer \(id) goes down while it is down") }
                down.append(id)
            case 2, 3:
                phase = rawPhase == 2 ? .ended : .cancelled
                guard let at = down.firstIndex(of: id) else { throw Self.notDown(id, index, rawPhase == 2 ? "lifts" : "is cancelled") }
                down.remove(at: at)
            default:
                throw .invalidArgument("touch \(index): phase is \(GraspHostError.text(rawPhase)); it must be 0 (began), 1 (moved), 2 (ended) or 3 (cancelled)")
            }
            samples.append(TouchSample(id: TouchID(id), phase: phase, location: Point(x: x, y: y), kind: kind))
        }
        defer { sampleBuffer = samples }
        try beginChange()
        lastTime = t
        contacts = down
        guard let event = builder.event(at: Self.seconds(t), samples: samples) else { return }
        engine.handle(event)
    }

    /// Sends a hover at time `t` (milliseconds): `phase` 0 entered, 1 moved, 2 exited.
    ///
    /// - Throws: as ``touches(at:kind:_:)``.
    public func hover(at t: Double, id: Int32, phase: Int32, x: Double, y: Double) throws(GraspHostError) {
        try checkTime(t)
        try Self.checkCoordinate(x, "x")
        try Self.checkCoordinate(y, "y")
        let phases: [HoverPhase] = [.entered, .moved, .exited]
        guard phase >= 0, phase < 3 else { throw .invalidArgument("phase is \(phase); it must be 0 (entered), 1 (moved) or 2 (exited)") }
        let on = hovers.contains(Int(id))
        if phase == 0 && on { throw GraspHostError(.lifecycle, "hover \(id) enters while it hovers") }
        if phase != 0 && !on { throw GraspHostError(.lifecycle, "hover \(id) \(phase == 1 ? "moves" : "exits") without entering first") }
        try beginChange()
        lastTime = t
        if phase == 0 { hovers.append(Int(id)) } else if phase == 2 { hovers.removeAll { $0 == Int(id) } }
        engine.handle(HoverEvent(timestamp: Self.seconds(t), pointer: TouchID(Int(id)), phase: phases[Int(phase)], location: Point(x: x, y: y)))
    }

    /// Sends scrolling at time `t` (milliseconds): `phase` 0 began, 1 changed, 2 ended, 3 cancelled (a
    /// trackpad), 4 a wheel step; `dx`, `dy` move the content as a dragging finger would.
    ///
    /// - Throws: as ``touches(at:kind:_:)``.
    public func scroll(at t: Double, id: Int32, phase: Int32, x: Double, y: Double, dx: Double, dy: Double) throws(GraspHostError) {
        try checkTime(t)
        try Self.checkCoordinate(x, "x")
        try Self.checkCoordinate(y, "y")
        try Self.checkCoordinate(dx, "dx")
        try Self.checkCoordinate(dy, "dy")
        let phases: [ScrollPhase] = [.began, .changed, .ended, .cancelled, .step]
        guard phase >= 0, phase < 5 else {
            throw .invalidArgument("phase is \(phase); it must be 0 (began), 1 (changed), 2 (ended), 3 (cancelled) or 4 (step)")
        }
        let on = scrolls.contains(Int(id))
        if phase == 0 && on { throw GraspHostError(.lifecycle, "scroll \(id) begins while it scrolls") }
        if (1...3).contains(phase) && !on { throw GraspHostError(.lifecycle, "scroll \(id) goes on without beginning first") }
        try beginChange()
        lastTime = t
        if phase == 0 { scrolls.append(Int(id)) } else if phase == 2 || phase == 3 { scrolls.removeAll { $0 == Int(id) } }
        engine.handle(ScrollEvent(timestamp: Self.seconds(t), pointer: TouchID(Int(id)), phase: phases[Int(phase)],
                                  location: Point(x: x, y: y), delta: Point(x: dx, y: dy)))
    }

    /// Sends a trackpad pinch or rotation at time `t` (milliseconds): `phase` 0 began, 1 changed, 2 ended, 3
    /// cancelled; `scale` and `rotation` (radians, clockwise) since the previous sample.
    ///
    /// - Throws: as ``touches(at:kind:_:)``.
    public func transform(at t: Double, id: Int32, phase: Int32, x: Double, y: Double, scale: Double, rotation: Double) throws(GraspHostError) {
        try checkTime(t)
        try Self.checkCoordinate(x, "x")
        try Self.checkCoordinate(y, "y")
        guard scale.isFinite else { throw .notFinite("scale") }
        guard scale >= 0.01, scale <= 100 else { throw .outOfRange("scale", scale, "a factor from 0.01 to 100") }
        guard rotation.isFinite else { throw .notFinite("rotation") }
        guard abs(rotation) <= 2 * Double.pi else { throw .outOfRange("rotation", rotation, "within ±2π") }
        let phases: [TransformPhase] = [.began, .changed, .ended, .cancelled]
        guard phase >= 0, phase < 4 else { throw .invalidArgument("phase is \(phase); it must be 0 (began), 1 (changed), 2 (ended) or 3 (cancelled)") }
        let on = transforms.contains(Int(id))
        if phase == 0 && on { throw GraspHostError(.lifecycle, "transform \(id) begins while it is under way") }
        if phase != 0 && !on { throw GraspHostError(.lifecycle, "transform \(id) goes on without beginning first") }
        try beginChange()
        lastTime = t
        if phase == 0 { transforms.append(Int(id)) } else if phase != 1 { transforms.removeAll { $0 == Int(id) } }
        engine.handle(TransformEvent(timestamp: Self.seconds(t), pointer: TouchID(Int(id)), phase: phases[Int(phase)],
                                     location: Point(x: x, y: y), scale: scale, rotation: rotation))
    }

    /// Advances to time `t` (milliseconds): timers due by then fire, scroll views and interactions move.
    ///
    /// - Throws: `not-finite`, `out-of-range`, `time-goes-backwards`, `in-dispatch`.
    public func tick(at t: Double) throws(GraspHostError) {
        try checkTime(t)
        try beginChange()
        lastTime = t
        let now = Self.seconds(t)
        engine.tick(now)
        advanceInteractions(to: now)
    }

    /// Cancels every touch that is down at time `t` (milliseconds), as a lost pointer capture does.
    ///
    /// - Throws: `not-finite`, `out-of-range`, `time-goes-backwards`, `in-dispatch`.
    public func cancelAllTouches(at t: Double) throws(GraspHostError) {
        try checkTime(t)
        try beginChange()
        lastTime = t
        contacts.removeAll()
        scrolls.removeAll()
        transforms.removeAll()
        _ = builder.cancelAll(at: Self.seconds(t))
        engine.cancelAllTouches(at: Self.seconds(t))
    }

    /// When the host should next tick, in its milliseconds: `nil` when nothing waits; the last call's time
    /// when something moves every frame (a glide, a bounce, a spring, an interaction settling) or a change
    /// waits for the engine's next dispatch (a recognizer disabled or removed, a node removed: the engine's
    /// deadline is then its current time); otherwise a recognizer's next deadline.
    public var nextDeadline: Double? {
        if movesEveryFrame { return lastTime ?? 0 }
        guard let deadline = engine.nextDeadline else { return nil }
        if deadline <= engine.currentTime { return lastTime ?? 0 }
        return deadline * 1000
    }

    /// Whether something moves on its own and needs a tick every frame.
    var movesEveryFrame: Bool {
        for handle in movers {
            switch entries[handle] {
            case .node(let node, .scrollView)?:
                guard let scroll = node as? ScrollView else { continue }
                if scroll.isMovingOnItsOwn || scroll.isScrollingForIndicators { return true }
                // The indicators fade after the content stops.
                if scroll.scrollIndicators().contains(where: { $0.alpha > 0 }) { return true }
            case .interaction(let interaction)?:
                if interaction.needsFrames { return true }
            default:
                continue
            }
        }
        return false
    }
}
