// Why this file exists: a scroll view moves on its own in two ways, after a drag (a glide, a bounce, a
// page settle, a snap) and when an app animates its offset; the delegate hears a different end for
// each. This is that motion as a value, evaluated from the time since it started.

import GraspMotion

/// What moves a scroll view's content while no finger does.
enum ScrollMotion {
    /// The motion after a drag: ScrollDeceleration (glide, bounce, spring back, retargeted settle).
    case deceleration(ScrollDeceleration)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`.
    case animation(CurveAnimation<Point>)
    /// A key's scroll to its target (ScrollView+Keyboard.swift), retargeted by the next key.
    case keyboard(KeyboardScrollCurve)

    /// The offset `elapsed` seconds after the start.
    func offset(at elapsed: Double) -> Point {
        switch self {
        case .deceleration(let d): d.offset(at: elapsed)
        case .animation(let a): a.value(at: elapsed)
        case .keyboard(let k): k.value(at: elapsed)
        }
    }

    /// The velocity `elapsed` seconds after the start, in points per second.
    func velocity(at elapsed: Double) -> Point {
        switch self {
        case .deceleration(let d): d.velocity(at: elapsed)
        case .animation(let a): a.velocity(at: elapsed)
        case .keyboard(let k): k.velocity(at: elapsed)
        }
    }

    /// Where the motion comes to rest.
    var restingOffset: Point {
        switch self {
        case .deceleration(let d): d.restingOffset
        case .animation(let a): a.to
        case .keyboard(let k): k.to
        }
    }

    /// How long the motion lasts, in seconds.
    var duration: Double {
        switch self {
        case .deceleration(let d): d.duration
        case .keyboard(let k): k.duration
        case .animation(let a): a.duration
        }
    }
}
