// Why this file exists: hover input takes a path of its own through the engine. A hovering pointer is
// hit-tested at every report, like a touch-down; the hover recognizers on the hit node and its ancestors
// begin or change, the ones it left end. Nothing is bound and the arena decides nothing (hover is never a
// rival of a touch gesture); the engine applies each transition, then the handlers and the state
// observers hear of it, as of any transition. The "Hover and Pointers" article states the rules.

/// The hover recognizers one hovering pointer is over, innermost node first.
struct HoverRecord {
    var pointer: TouchID
    var kind: TouchKind
    var recognizers: [GestureRecognizer]
}

extension GestureEngine {
    /// Dispatches a hover report.
    ///
    /// In order: timers due by the report's timestamp fire; the hover recognizers the pointer was over
    /// and is no longer over end (cancelled if disabled); then, from the innermost node hit outwards, the
    /// hover recognizers it is over begin (when it just came over them) or change. An
    /// ``HoverPhase/exited`` report ends every hover recognizer the pointer was over, a
    /// ``HoverPhase/cancelled`` one cancels them. A hover recognizer returns to `possible` as soon as it
    /// ended or was cancelled. A location that is not finite is ignored.
    public func handle(_ event: HoverEvent) {
        let time = sanitizedTime(event.timestamp)
        let outerRounds = openDispatch(at: time)
        defer { closeDispatch(outerRounds) }
        context.modifierFlags = event.modifierFlags

        let index = hovers.firstIndex { $0.pointer == event.pointer }
        let previous = index.map { hovers[$0].recognizers } ?? []
        switch event.phase {
        case .entered, .moved:
            guard event.location.isFinite else { break }
            let location = event.location
            var current: [GestureRecognizer] = []
            var node = rootNode.hitTest(location)
            while let here = node {
                for hover in here.gestureRecognizers
                where hover.followsHover && hover.isEnabled && hover.allowedTouchTypes.contains(event.kind)
                    && (hover.followedHoverPointer == nil || hover.followedHoverPointer == event.pointer) {
                    current.append(hover)
                }
                node = here.parent
            }
            for hover in previous where !current.contains(where: { $0 === hover }) { endHover(hover, cancelled: !hover.isEnabled) }
            for hover in current {
                hover.lastCentroid = location
                hover.hoverDidMove(zOffset: event.zOffset)
                if previous.contains(where: { $0 === hover }) && hover.followedHoverPointer == event.pointer && hover.storedState.isInProgress {
                    applyHover(hover, .changed)
                } else {
                    hover.hoverDidBegin(pointer: event.pointer, kind: event.kind)
                    applyHover(hover, .began)
                }
            }
            let live = current.filter { $0.followedHoverPointer == event.pointer }
            if let i = hovers.firstIndex(where: { $0.pointer == event.pointer }) {
                if live.isEmpty { hovers.remove(at: i) } else { hovers[i].recognizers = live }
            } else if !live.isEmpty {
                hovers.append(HoverRecord(pointer: event.pointer, kind: event.kind, recognizers: live))
            }
        case .exited, .cancelled:
            if let i = index { hovers.remove(at: i) }
            for hover in previous { endHover(hover, cancelled: event.phase == .cancelled || !hover.isEnabled) }
        }
        notify()
        settleAndNotify()
        touchTable.flushNodeDelivery()
        notify()
    }

    /// Ends the hovers of the pointers that went down in this event: a touch-down of the same pointer,
    /// or of a pen or mouse of the same kind as the hovering one (a host that numbers a pointer anew when
    /// it goes down). A scroll's or a transform's touch ends no hover.
    func endHovers(touchedDownBy began: RecordGroup) {
        var i = 0
        while i < hovers.count {
            let record = hovers[i]
            // A scroll is not a pointer going down: the hover goes on.
            let touched = began.contains {
                $0.indirect == nil && ($0.touch.id == record.pointer || ($0.touch.kind != .direct && $0.touch.kind == record.kind))
            }
            if touched {
                hovers.remove(at: i)
                for hover in record.recognizers { endHover(hover, cancelled: false) }
            } else {
                i += 1
            }
        }
    }

    /// Cancels the hovers of recognizers on the nodes under `subtree`, which left the tree.
    func cancelHovers(under subtree: Node) {
        for i in hovers.indices.reversed() {
            let leaving = hovers[i].recognizers.filter { $0.node.map { subtree.isAncestor(of: $0) } ?? true }
            guard !leaving.isEmpty else { continue }
            hovers[i].recognizers.removeAll { hover in leaving.contains { $0 === hover } }
            if hovers[i].recognizers.isEmpty { hovers.remove(at: i) }
            for hover in leaving { arena.removeHover(hover) }
        }
    }

    /// Takes `hover`, removed from its node, out of the hover table; a hover in progress is reported to
    /// the state observers as cancelled (without handlers, as a removed touch recognizer).
    func hoverWasRemoved(_ hover: GestureRecognizer) {
        for i in hovers.indices.reversed() {
            hovers[i].recognizers.removeAll { $0 === hover }
            if hovers[i].recognizers.isEmpty { hovers.remove(at: i) }
        }
        arena.removeHover(hover)
    }

    /// Ends (or cancels) one hover and returns the recognizer to `possible`.
    private func endHover(_ hover: GestureRecognizer, cancelled: Bool) {
        guard hover.storedState.isInProgress else { return }
        if hover.node?.engine !== self {
            arena.removeHover(hover)
            return
        }
        applyHover(hover, cancelled ? .cancelled : .ended)
        arena.finishHover(hover)
    }

    /// Applies one hover transition: the engine decides it (hover has no rival), then the handlers and
    /// the state observers hear of it.
    private func applyHover(_ hover: GestureRecognizer, _ next: GestureRecognizerState) {
        guard GestureArena<GestureRecognizer>.checkTransition(hover, from: hover.storedState, to: next) else { return }
        arena.transition(hover, to: next)
    }
}
