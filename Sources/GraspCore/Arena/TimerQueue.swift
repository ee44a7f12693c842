// Why this file exists: recognizers wait for time as well as for touches (a long press's duration, a
// double tap's window, a scroll view's content-touch delay). Time is data here: a timer fires when a tick
// or an event's timestamp reaches its deadline, never by a wall clock. This queue keeps the timers in
// deadline order (ties in the order they were set) and knows nothing else; the arena owns one, because a
// recognizer's timers end with its gesture, and the engine takes due timers off it and fires them.

/// The timers recognizers set, earliest deadline first.
struct TimerQueue<Member: AnyObject> {
    /// One timer: a recognizer's named deadline.
    struct Timer {
        var deadline: Double
        var name: String
        var recognizer: Member
    }

    /// Kept in deadline order; a timer set later goes after the ones with the same deadline.
    private var timers: [Timer] = []

    /// Sets `recognizer`'s timer `name` to `deadline`, replacing one of the same name. A deadline that is
    /// not finite only cancels.
    mutating func set(_ name: String, at deadline: Double, for recognizer: Member) {
        cancel(name, for: recognizer)
        guard deadline.isFinite else { return }
        let timer = Timer(deadline: deadline, name: name, recognizer: recognizer)
        let index = timers.firstIndex { $0.deadline > deadline } ?? timers.endIndex
        timers.insert(timer, at: index)
    }

    /// Cancels `recognizer`'s timer `name`, if set. Names are compared byte for byte (they are identifiers a
    /// recognizer chooses), which brings none of `String`'s Unicode comparison into a WebAssembly module.
    mutating func cancel(_ name: String, for recognizer: Member) {
        timers.removeAll { $0.recognizer === recognizer && $0.name.utf8.elementsEqual(name.utf8) }
    }

    /// Cancels every timer of `recognizer`.
    mutating func cancelAll(for recognizer: Member) {
        // Asked at every reset, usually of a recognizer with no timer: the queue is left untouched then.
        guard hasTimers(recognizer) else { return }
        timers.removeAll { $0.recognizer === recognizer }
    }

    /// Whether `recognizer` has a timer set.
    func hasTimers(_ recognizer: Member) -> Bool {
        timers.contains { $0.recognizer === recognizer }
    }

    /// The earliest deadline, if any.
    var nextDeadline: Double? { timers.first?.deadline }

    /// Whether no timer is set.
    var isEmpty: Bool { timers.isEmpty }

    /// Takes the earliest timer off the queue if it is due at or before `time`.
    mutating func takeDue(upTo time: Double) -> Timer? {
        guard let first = timers.first, first.deadline <= time else { return nil }
        timers.removeFirst()
        return first
    }
}

extension GestureArena {
    /// Sets a recognizer's timer; the recognizer joins play, so that settling waits for the timer.
    func setTimer(_ name: String, at deadline: Double, for recognizer: Member) {
        needsSettling = true
        timers.set(name, at: deadline, for: recognizer)
        guard deadline.isFinite else { return }
        if !isInPlay(recognizer) { active.append(recognizer) }
    }

    /// Cancels a recognizer's timer.
    func cancelTimer(_ name: String, for recognizer: Member) {
        needsSettling = true
        timers.cancel(name, for: recognizer)
    }

    /// Cancels every timer of a recognizer (it finished or left play).
    func cancelTimers(for recognizer: Member) {
        needsSettling = true
        timers.cancelAll(for: recognizer)
    }

    /// Whether a recognizer has a timer set.
    func hasTimers(_ recognizer: Member) -> Bool { timers.hasTimers(recognizer) }

    /// The earliest pending deadline, if any.
    var nextDeadline: Double? { timers.nextDeadline }

    /// Whether any timer is set.
    var hasPendingTimers: Bool { !timers.isEmpty }

    /// Takes the earliest timer due at or before `time` off the queue, if any, and moves the dispatch's
    /// clock to its deadline. The engine fires it (the arena calls no recognizer hook) and settles.
    func takeDueTimer(upTo time: Double) -> TimerQueue<Member>.Timer? {
        guard let due = timers.takeDue(upTo: time) else { return nil }
        needsSettling = true
        context.now = max(context.now, due.deadline)
        context.hasTime = true
        return due
    }
}
