// Why this file exists: a trackpad pinch or rotation arrives as deltas the user already meant (see
// TransformDispatch.swift), so the pinch and the rotation it drives begin at its first change, with no
// slop; the slop the app set comes back when the recognizer resets. Both recognizers need the same
// set-aside and restore, kept here once.

/// A recognizer's slop set aside while a trackpad transform drives it.
struct SuspendedSlop {
    private var saved: Double?

    /// Sets `slop` to 0, remembering its value (once: a second transform keeps the first value).
    mutating func suspend(_ slop: inout Double) {
        if saved == nil { saved = slop }
        slop = 0
    }

    /// Gives `slop` back the value it had before ``suspend(_:)``, if it was suspended.
    mutating func restore(_ slop: inout Double) {
        guard let value = saved else { return }
        slop = value
        saved = nil
    }
}
