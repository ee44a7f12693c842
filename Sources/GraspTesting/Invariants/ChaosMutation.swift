// Why this file exists: apps change the tree while gestures run (from handlers, between events). The
// random streams do the same, and this is the list of changes they make, applied to a `ChaosScene`.

import Grasp

/// A change a random stream or a handler makes to a ``ChaosScene``. Indices are taken modulo the
/// scene's counts, so every value is valid for every scene.
public enum ChaosMutation: Hashable, Sendable, CustomStringConvertible {
    /// Removes a recognizer from its node.
    case removeRecognizer(Int)
    /// Adds a recognizer to a node (moving it if it is attached elsewhere).
    case addRecognizer(Int, toNode: Int)
    /// Enables or disables a recognizer.
    case setEnabled(Int, Bool)
    /// Removes a node (not the root) from its parent.
    case removeNode(Int)
    /// Adds a node (not the root) to a parent that is not in its subtree.
    case addNode(Int, toParent: Int)
    /// Makes one recognizer wait for another to fail.
    case requireToFail(Int, Int)
    /// Lets two recognizers recognize together.
    case allowSimultaneous(Int, Int)
    /// Hides or shows a node.
    case setHidden(Int, Bool)
    /// Cancels every touch, as a system interruption.
    case cancelAllTouches

    /// Decodes a mutation from the bits of `word`.
    public init(decoding word: UInt64) {
        let a = Int((word >> 8) & 0xFF), b = Int((word >> 16) & 0xFF), flag = (word >> 24) & 1 == 1
        switch (word >> 32) % 11 {
        case 0, 1: self = .removeRecognizer(a)
        case 2, 3: self = .addRecognizer(a, toNode: b)
        case 4, 5: self = .setEnabled(a, flag)
        case 6: self = .removeNode(a)
        case 7: self = .addNode(a, toParent: b)
        case 8: self = .requireToFail(a, b)
        case 9: self = flag ? .allowSimultaneous(a, b) : .setHidden(a, (word >> 25) & 1 == 1)
        default: self = .cancelAllTouches
        }
    }

    /// The mutation as a short line, such as `remove recognizer 2`.
    public var description: String {
        switch self {
        case .removeRecognizer(let r): "remove recognizer \(r)"
        case .addRecognizer(let r, let n): "add recognizer \(r) to node \(n)"
        case .setEnabled(let r, let on): "\(on ? "enable" : "disable") recognizer \(r)"
        case .removeNode(let n): "remove node \(n)"
        case .addNode(let n, let p): "add node \(n) to node \(p)"
        case .requireToFail(let r, let o): "recognizer \(r) requires \(o) to fail"
        case .allowSimultaneous(let r, let o): "recognizers \(r) and \(o) recognize together"
        case .setHidden(let n, let hidden): "\(hidden ? "hide" : "show") node \(n)"
        case .cancelAllTouches: "cancel all touches"
        }
    }
}
