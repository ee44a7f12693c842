// Why this file exists: a keyboard scrolls a list as a finger does, and a key is input like any other:
// the host reports each key going down (again, while it repeats) and up, with its timestamp, and the
// engine gives it to the scroll view that has focus or else the one under the pointer
// (Grasp's Scrolling/GestureEngine+Keys.swift). The "Keyboard Scrolling" article states the rules.

/// The keys the engine acts on, as UIKit's `UIKeyboardHIDUsage` names them: those that scroll, the two
/// that open a context menu (``menu``, and ``f10`` with Shift), and those that move and use the keyboard
/// focus on accessibility elements (``tab``, ``returnOrEnter``, ``escape``, ``deleteOrBackspace``; see
/// `GestureEngine.focusedAccessibilityElement`). A host maps its own key codes to these; any other key is
/// ``other``.
public enum KeyboardKey: String, Hashable, Sendable, CaseIterable {
    /// The up arrow.
    case upArrow
    /// The down arrow.
    case downArrow
    /// The left arrow.
    case leftArrow
    /// The right arrow.
    case rightArrow
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// The space bar.
    case spacebar
    /// The Menu (application) key: opens the context menu of the element under the pointer at once, with
    /// no lift, as a right click does.
    case menu
    /// F10: with Shift, opens the context menu of the element under the pointer, as the Menu key does
    /// (Windows' and GNOME's convention); alone it does nothing here.
    case f10
    /// Tab: moves the keyboard focus to the next accessibility element (with Shift, the previous one), as
    /// Full Keyboard Access and a browser do. New in trace format version 4.
    case tab
    /// Return (or Enter): activates the focused accessibility element. New in trace format version 4.
    case returnOrEnter
    /// Escape: the focused element's escape action (a navigation's "back", closing a menu). New in trace
    /// format version 4.
    case escape
    /// Delete (Backspace on a PC keyboard; a host maps forward Delete here too): the focused element's
    /// custom action "Delete", when it lists one. New in trace format version 4.
    case deleteOrBackspace
    /// Any key the engine does not act on (a letter, a digit…): the engine leaves it alone.
    case other
}

/// Whether a key went down or came up.
public enum KeyPhase: String, Hashable, Sendable, CaseIterable {
    /// The key went down (or, with ``KeyEvent/isRepeat``, the system repeats it while held).
    case down
    /// The key came up.
    case up
}

/// One report of a key, as UIKit's `UIPress` with its `UIKey`: which key, whether it went down or up,
/// whether the system repeats it, the modifier keys held, and where the pointer is.
public struct KeyEvent: Sendable, Hashable, CustomStringConvertible {
    /// The time of the report, in seconds, on the host's clock.
    public var timestamp: Double
    /// The key.
    public var key: KeyboardKey
    /// Whether it went down or came up.
    public var phase: KeyPhase
    /// Whether this is the system's repetition of a key held down (a `down` only).
    public var isRepeat: Bool
    /// The modifier keys held.
    public var modifierFlags: ModifierFlags
    /// Where the pointer is, in window coordinates, when the host knows: with no focused scroll view,
    /// the key goes to the scroll view under it. `nil` when there is no pointer.
    public var location: Point?

    /// Creates a key report.
    public init(timestamp: Double, key: KeyboardKey, phase: KeyPhase = .down, isRepeat: Bool = false,
                modifierFlags: ModifierFlags = [], location: Point? = nil) {
        self.timestamp = timestamp
        self.key = key
        self.phase = phase
        self.isRepeat = isRepeat
        self.modifierFlags = modifierFlags
        self.location = location
    }

    /// A short textual form such as `key downArrow down (repeat) @1.25`.
    public var description: String {
        "key \(key.rawValue) \(phase.rawValue)" + (isRepeat ? " (repeat)" : "") + (modifierFlags.isEmpty ? "" : " \(modifierFlags)") + " @\(timestamp)"
    }
}
