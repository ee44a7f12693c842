// Why this file exists: hover recognizers are never in play (hover is not a rival of a touch gesture), so
// settling never resets them; the arena returns them to `possible` itself once they end, or leave the tree,
// through the same notices as any reset. The engine's hover dispatch (Engine/HoverDispatch.swift) calls these.

extension GestureArena {

    /// A hover recognizer that ended or was cancelled goes back to `possible` once the notices before it
    /// are performed: it is never in play, so settling does not reset it.
    func finishHover(_ hover: Member) {
        guard hover.storedState.isFinal else { return }
        cancelTimers(for: hover)
        write(.reset(hover))
    }

    /// A hover recognizer left its node or its node the tree: a hover in progress is reported to the
    /// state observers as cancelled, without handlers (as `remove(_:)`), and it goes back to `possible`.
    func removeHover(_ hover: Member) {
        cancelSilently(hover)
        finishHover(hover)
    }
}
