// Why this file exists: the random streams mix keys and scrollbar presses with touches when asked, so
// that keyboard scrolling and the scrollbar meet every gesture, tree change and bad value the streams
// make, under the same invariants. Off by default: the streams of before replay exactly as before.

import Grasp

/// The kinds of input a random stream (``ChaosRun``) mixes with its touch events.
public struct ChaosInputs: OptionSet, Hashable, Sendable {
    /// One bit per kind.
    public let rawValue: UInt8
    /// Creates a set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Key reports (scrolling keys and others, down, repeated and up, with modifiers, with and without
    /// a pointer location and a focused scroll view), in place of a tenth of the tree changes.
    public static let keys = ChaosInputs(rawValue: 1 << 0)
    /// Mouse presses on the scroll views' indicators, which are scrollbars in such a run
    /// (``/Grasp/ScrollView/allowsIndicatorInteraction``), in place of another tenth of the tree changes;
    /// the pointers' later moves and lifts come from the stream's touch steps.
    public static let scrollbar = ChaosInputs(rawValue: 1 << 1)
    /// Touches only: the streams of before.
    public static let touches: ChaosInputs = []
    /// Keys and scrollbar presses.
    public static let all: ChaosInputs = [.keys, .scrollbar]
}

extension Driver {
    /// A key report from `word`: the key, its phase, repeat and modifiers, where the pointer is (or no
    /// pointer), and sometimes a new focused scroll view (or none).
    mutating func sendKey(_ word: UInt64) -> String {
        let timestamp = nextTime(word >> 40)
        let keys = KeyboardKey.allCases
        let key = keys[Int((word >> 8) % UInt64(keys.count))]
        let phase: KeyPhase = (word >> 12) & 3 == 0 ? .up : .down
        let isRepeat = (word >> 14) & 1 == 1
        let flags = (word >> 61) & 3 != 0 ? [] : ModifierFlags(rawValue: UInt32((word >> 15) & 0x1F) & UInt32((word >> 20) & 0x1F))
        var location: Point? = switch (word >> 25) & 3 {
        case 0: nil
        case 1: Point(x: .nan, y: 3)
        default: Point(x: Double((word >> 27) & 0x1FF), y: Double(((word >> 36) & 0x3FF) % UInt64(ChaosScene.rootSize.height)))
        }
        if (word >> 25) & 3 == 3, !scene.scrollViews.isEmpty {
            // Over a scroll view: its centre.
            let scroll = scene.scrollViews[Int((word >> 27) % UInt64(scene.scrollViews.count))]
            location = scroll.convertToWindow(scroll.bounds.origin + Point(x: scroll.bounds.width / 2, y: scroll.bounds.height / 2))
        }
        var focus = ""
        if (word >> 46) & 7 == 0, !scene.scrollViews.isEmpty {
            let pick = Int((word >> 49) % UInt64(scene.scrollViews.count + 1))
            engine.focusedScrollView = pick < scene.scrollViews.count ? scene.scrollViews[pick] : nil
            focus = " focus \(engine.focusedScrollView?.name ?? "none")"
        }
        let outcome = engine.handle(KeyEvent(timestamp: timestamp, key: key, phase: phase, isRepeat: isRepeat, modifierFlags: flags, location: location))
        return "key @\(timestamp)\(focus): \(key.rawValue) \(phase.rawValue)\(isRepeat ? " repeat" : "") \(flags) at \(location.map { "(\($0.x), \($0.y))" } ?? "none") → \(outcome)"
    }

    /// A mouse press on a scroll view's indicator strip (its thumb or its track, along either edge), as
    /// a new pointer that the stream's later touch steps move and lift.
    mutating func pressScrollbar(_ word: UInt64) -> String {
        guard !scene.scrollViews.isEmpty else { return "scrollbar: no scroll view" }
        let timestamp = nextTime(word >> 40)
        let scroll = scene.scrollViews[Int((word >> 8) % UInt64(scene.scrollViews.count))]
        let fraction = Double((word >> 12) & 0x3FF) / 1023
        let size = scroll.bounds.size
        let local = (word >> 22) & 1 == 0
            ? Point(x: size.width - 1 - Double((word >> 23) & 7), y: size.height * fraction)
            : Point(x: size.width * fraction, y: size.height - 1 - Double((word >> 23) & 7))
        let location = scroll.convertToWindow(scroll.bounds.origin + local)
        let id = (0..<20).first { candidate in !engine.activeTouches.contains { $0.id.rawValue == candidate } } ?? 19
        lastLocation[id] = location
        let touch = Touch(id: TouchID(id), phase: .began, location: location, timestamp: timestamp, kind: .mouse)
        return "scrollbar on \(scroll.name): " + send([touch], at: timestamp)
    }
}
