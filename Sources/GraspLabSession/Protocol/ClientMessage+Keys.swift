// Why this file exists: from protocol version 5 the page sends keys, so the lab scrolls with a keyboard
// as an app does: each key going down, repeating and up, with the page's timestamp, the modifier keys
// and where the pointer is. This file checks a key message; the session sends it to the engine
// (LabSession+Keys.swift). A page of an earlier version never sends one, and keeps working as before.

import Grasp
import GraspGeometry
import GraspJSON

/// A key as the page reports it (protocol version 5).
@_spi(GraspInternal) public struct KeySample: Hashable {
    /// The event's `timeStamp`, in milliseconds on the page's clock.
    @_spi(GraspInternal) public var t: Double
    /// The key, by Grasp's name (the page maps `KeyboardEvent.key`: `ArrowDown` is `downArrow`, `' '` is
    /// `spacebar`, `Tab` is `tab`, …; a key Grasp does not act on is `other`).
    @_spi(GraspInternal) public var key: KeyboardKey
    /// `down` or `up`.
    @_spi(GraspInternal) public var phase: KeyPhase
    /// Whether the browser repeats the held key (`KeyboardEvent.repeat`).
    @_spi(GraspInternal) public var isRepeat: Bool
    /// The modifier keys held.
    @_spi(GraspInternal) public var modifiers: ModifierFlags
    /// Where the pointer is on the stage, when the page knows.
    @_spi(GraspInternal) public var location: Point?

    /// A key sample.
    @_spi(GraspInternal) public init(t: Double, key: KeyboardKey, phase: KeyPhase, isRepeat: Bool = false,
                                     modifiers: ModifierFlags = [], location: Point? = nil) {
        (self.t, self.key, self.phase, self.isRepeat, self.modifiers, self.location) = (t, key, phase, isRepeat, modifiers, location)
    }
}

extension FieldReader {
    /// A key message's fields: `t`, `key`, `phase` (`down` or `up`), and optionally `repeat`,
    /// `modifiers`, and `x` with `y`.
    func keySample(limits: LabLimits) throws(LabProtocolError) -> KeySample {
        let name = try string("key")
        guard let key = KeyboardKey(rawValue: name) else {
            let names = KeyboardKey.allCases.map { $0.rawValue }.joined(separator: ", ")
            throw fail(.invalid, "\(path)key is \"\(String(name.prefix(20)))\"; expected one of \(names)")
        }
        let phaseName = try string("phase")
        guard let phase = KeyPhase(rawValue: phaseName) else {
            throw fail(.invalid, "\(path)phase is \"\(String(phaseName.prefix(20)))\"; expected down or up")
        }
        var isRepeat = false
        if has("repeat") {
            guard case .bool(let flag)? = object["repeat"] else { throw fail("\(path)repeat must be true or false") }
            isRepeat = flag
        }
        var location: Point?
        if has("x") || has("y") {
            location = Point(x: try coordinate("x", limits: limits), y: try coordinate("y", limits: limits))
        }
        return KeySample(t: try time("t"), key: key, phase: phase, isRepeat: isRepeat, modifiers: try modifierList(), location: location)
    }
}
