// Why this file exists: hosts (a trace, a browser, a test) report contacts one sample at a time.
// The builder remembers which contacts are down and where they were, and turns a batch of samples
// into a well-formed `TouchEvent`: previous locations filled in, stationary touches listed, ended
// touches forgotten afterwards.

/// One reported sample of one contact, before it is gathered into a `TouchEvent`.
public struct TouchSample: Sendable, Hashable {
    /// The contact's identity.
    public var id: TouchID
    /// The phase this sample reports.
    public var phase: TouchPhase
    /// The location in window coordinates.
    public var location: Point
    /// What made the contact.
    public var kind: TouchKind
    /// The pressure, when known.
    public var force: Double?
    /// The contact radius, when known.
    public var radius: Double?

    /// Creates a sample.
    public init(id: TouchID, phase: TouchPhase, location: Point, kind: TouchKind = .direct, force: Double? = nil, radius: Double? = nil) {
        self.id = id
        self.phase = phase
        self.location = location
        self.kind = kind
        self.force = force
        self.radius = radius
    }
}

/// Turns batches of samples into touch events, tracking the contacts that are down.
public struct TouchEventBuilder: Sendable {
    private var down: [Touch] = []
    // The lists of the last event built, reused for the next one: once the engine has copied an event
    // (it does, into storage of its own) nothing else holds them, so a steady stream of moves allocates
    // nothing. An event someone kept shares them, and the next event then starts fresh ones
    // (copy-on-write).
    private var changedBuffer: [Touch] = []
    private var allBuffer: [Touch] = []

    /// Creates a builder with no contact down.
    public init() {}

    /// The contacts that are down, in the order they landed.
    public var activeTouches: [Touch] { down }

    /// A sample that continues contact `id`: in `phase`, at `location` (where the contact is, without
    /// one), of the kind it landed as; `nil` when the contact is not down. A host that moves or lifts a
    /// contact it put down builds the sample with it.
    public func sample(continuing id: TouchID, _ phase: TouchPhase, at location: Point? = nil) -> TouchSample? {
        guard let touch = down.first(where: { $0.id == id }) else { return nil }
        return TouchSample(id: id, phase: phase, location: location ?? touch.location, kind: touch.kind)
    }

    /// Builds the event for `samples`, all taken at `timestamp`.
    ///
    /// A sample for a contact that is not down is treated as a touch-down whatever its phase says, so
    /// that the event never carries a move for an unknown touch; a second sample for the same contact in
    /// one batch replaces the first (its move is folded in). Returns `nil` if nothing changed.
    /// `buttonMask` and `modifierFlags` are the event's (see ``TouchEvent/buttonMask``).
    public mutating func event(
        at timestamp: Double, samples: [TouchSample], buttonMask: ButtonMask = [], modifierFlags: ModifierFlags = []
    ) -> TouchEvent? {
        if let event = steadyMoves(at: timestamp, samples: samples, buttonMask: buttonMask, modifierFlags: modifierFlags) {
            return event
        }
        return anyEvent(at: timestamp, samples: samples, buttonMask: buttonMask, modifierFlags: modifierFlags)
    }

    /// ``event(at:samples:buttonMask:modifierFlags:)`` for any batch: contacts landing, lifting, moving
    /// out of order or twice. Out of line (`@inline(never)`), so that the steady case runs short code (the
    /// Performance article, "The eighth round").
    @inline(never)
    private mutating func anyEvent(
        at timestamp: Double, samples: [TouchSample], buttonMask: ButtonMask, modifierFlags: ModifierFlags
    ) -> TouchEvent? {
        // The lists are emptied and refilled in their own storage (Storage/ReusedArrays.swift).
        var changed = changedBuffer
        changedBuffer = []
        changed.removeAllKeepingStorage()
        var lifted = false
        for sample in samples {
            let index = down.firstIndex { $0.id == sample.id }
            var phase = sample.phase
            if index == nil {
                if phase.isTerminal || phase == .stationary { continue }
                phase = .began
            } else if phase == .began {
                phase = .moved
            }
            if phase.isTerminal { lifted = true }
            let previous = index.map { down[$0].location } ?? sample.location
            let touch = Touch(
                id: sample.id, phase: phase, location: sample.location, previousLocation: previous,
                timestamp: timestamp, kind: sample.kind, force: sample.force, radius: sample.radius)
            if let i = changed.firstIndex(where: { $0.id == sample.id }) {
                var merged = touch
                merged.previousLocation = changed[i].previousLocation
                if changed[i].phase == .began && !merged.phase.isTerminal { merged.phase = .began }
                changed[i] = merged
            } else {
                changed.append(touch)
            }
            if let index { down[index] = touch } else { down.append(touch) }
        }
        guard !changed.isEmpty else {
            changedBuffer = changed
            return nil
        }
        var all = allBuffer
        allBuffer = []
        var count = 0
        for touch in down {
            if let c = changed.first(where: { $0.id == touch.id }) {
                all.store(c, at: &count)
            } else {
                var stationary = touch
                stationary.phase = .stationary
                stationary.previousLocation = touch.location
                stationary.timestamp = timestamp
                all.store(stationary, at: &count)
            }
        }
        all.truncate(to: count)
        // Most events are moves: the list of contacts down is only rewritten when one lifted.
        if lifted {
            down.removeAll { t in changed.contains { $0.id == t.id && $0.phase.isTerminal } }
        }
        for i in down.indices { down[i].previousLocation = down[i].location }
        changedBuffer = changed
        allBuffer = all
        // Every changed touch is in `all` (the changed ones were down when it was made).
        var event = TouchEvent(timestamp: timestamp, uncheckedAllTouches: all, changedTouches: changed)
        event.buttonMask = buttonMask
        event.modifierFlags = modifierFlags
        return event
    }

    /// The event of `samples` when they move every contact down once, in landing order (the steady case of
    /// a stream of moves), or `nil`, having changed nothing, for any other batch. It is what the general path
    /// builds, in one pass: each sample's touch is a changed touch, and every contact is changed, so one
    /// list serves as both the changed touches and all the touches (the general path's second list is left
    /// for the next event that needs it). The general path looks each sample's contact up twice and each
    /// contact's sample once, and walks the contacts twice more; this walks the samples once (the
    /// Performance article has the figures).
    private mutating func steadyMoves(
        at timestamp: Double, samples: [TouchSample], buttonMask: ButtonMask, modifierFlags: ModifierFlags
    ) -> TouchEvent? {
        movingEveryContact(at: timestamp, count: samples.count, buttonMask: buttonMask, modifierFlags: modifierFlags) { index in
            let sample = samples[index]
            guard sample.phase == .moved else { return nil }
            return Touch(id: sample.id, phase: .moved, location: sample.location, timestamp: timestamp,
                         kind: sample.kind, force: sample.force, radius: sample.radius)
        }
    }

    /// Builds the event of a batch that moves every contact that is down once, in landing order, reading
    /// the batch where the host keeps it: `move(index)` gives the contact and location of sample `index`.
    ///
    /// This is the steady case of a stream of moves, for a host whose samples lie in a buffer of its own
    /// (the WebAssembly API reads them from the page's records): no list of ``TouchSample`` values is
    /// gathered first. The event is the one ``event(at:samples:buttonMask:modifierFlags:)`` builds for the
    /// same samples of kind `kind`, without pressure or radius.
    ///
    /// Returns `nil`, having changed nothing, when the batch is not that case: `count` is not the number
    /// of contacts down, `move(index)` returns `nil`, or a sample's contact is not the one that landed
    /// `index`-th. The host then builds the event from samples.
    public mutating func eventMovingEveryContact(
        at timestamp: Double, count: Int, kind: TouchKind = .direct, buttonMask: ButtonMask = [],
        modifierFlags: ModifierFlags = [], _ move: (Int) -> (id: TouchID, location: Point)?
    ) -> TouchEvent? {
        movingEveryContact(at: timestamp, count: count, buttonMask: buttonMask, modifierFlags: modifierFlags) { index in
            guard let (id, location) = move(index) else { return nil }
            return Touch(id: id, phase: .moved, location: location, timestamp: timestamp, kind: kind)
        }
    }

    /// The one builder of the steady case, for both of the above: `touch(index)` gives sample `index` as the
    /// moved touch (its previous location is filled in here), or `nil` to refuse the batch. Returns `nil`,
    /// having changed nothing, when the batch does not move every contact down once, in landing order.
    @inline(__always)
    private mutating func movingEveryContact(
        at timestamp: Double, count: Int, buttonMask: ButtonMask, modifierFlags: ModifierFlags, _ touch: (Int) -> Touch?
    ) -> TouchEvent? {
        guard count == down.count, count > 0 else { return nil }
        // The changed touches are written into the reused list as they are read; `down` is only updated
        // once every sample has passed, so that a refused batch leaves the contacts as they were.
        var changed = changedBuffer
        changedBuffer = []
        var stored = 0
        for index in 0..<count {
            guard var moved = touch(index), moved.id == down[index].id else {
                changedBuffer = changed
                return nil
            }
            moved.previousLocation = down[index].location
            changed.store(moved, at: &stored)
        }
        changed.truncate(to: stored)
        for index in 0..<count {
            // The contact as the general path leaves it: its previous location is where it is now.
            var touch = changed[index]
            touch.previousLocation = touch.location
            down[index] = touch
        }
        changedBuffer = changed
        var event = TouchEvent(timestamp: timestamp, uncheckedAllTouches: changed, changedTouches: changed)
        event.buttonMask = buttonMask
        event.modifierFlags = modifierFlags
        return event
    }

    /// Builds the events for `samples`, all taken at `timestamp`: usually one, but two when a contact
    /// lands and lifts within the batch (a zero-length tap), so that its touch-down is never lost: the
    /// first event carries the touch-down, the second, at the same timestamp, the lift. `buttonMask` and
    /// `modifierFlags` are every event's.
    public mutating func events(
        at timestamp: Double, samples: [TouchSample], buttonMask: ButtonMask = [], modifierFlags: ModifierFlags = []
    ) -> [TouchEvent] {
        var result: [TouchEvent] = []
        var pending: [TouchSample] = []
        for sample in samples {
            let landsHere = pending.contains { $0.id == sample.id && $0.phase == .began }
                && !down.contains { $0.id == sample.id }
            if landsHere && sample.phase.isTerminal {
                if let event = event(at: timestamp, samples: pending, buttonMask: buttonMask, modifierFlags: modifierFlags) {
                    result.append(event)
                }
                pending.removeAll()
            }
            pending.append(sample)
        }
        if let event = event(at: timestamp, samples: pending, buttonMask: buttonMask, modifierFlags: modifierFlags) {
            result.append(event)
        }
        return result
    }

    /// An event that cancels every contact that is down, or `nil` if none is.
    public mutating func cancelAll(at timestamp: Double) -> TouchEvent? {
        let samples = down.map { TouchSample(id: $0.id, phase: .cancelled, location: $0.location, kind: $0.kind) }
        return event(at: timestamp, samples: samples)
    }
}
