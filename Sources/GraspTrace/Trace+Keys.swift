// Why this file exists: format version 3 records keys, so a keyboard's scrolling is replayed as the
// touches are. A key sample is `key-down` or `key-up` with the key's name and, on a `key-down`,
// whether the system repeats it; its `x` and `y` are where the pointer was (the key goes to the scroll
// view under it when none has focus). Reading, checking and writing those fields live here; the phases
// are in Trace+Phase.swift.

import Grasp
import GraspJSON

extension Trace {
    /// The key of a key sample (format version 3): which key, and whether the system repeats it while
    /// held.
    ///
    /// In a file, `key` is the key's name (a ``/GraspCore/KeyboardKey`` raw value: `upArrow`, `downArrow`,
    /// `leftArrow`, `rightArrow`, `pageUp`, `pageDown`, `home`, `end`, `spacebar`, `menu`, `f10` or `other`;
    /// from version 4 also `tab`, `returnOrEnter`, `escape` and `deleteOrBackspace`) and
    /// `repeat` is `true` on a repeated `key-down` (left out otherwise; never on a `key-up`).
    public struct KeyStroke: Hashable, Sendable {
        /// The key.
        public var key: KeyboardKey
        /// Whether the system repeats a held key (a `key-down` only).
        public var isRepeat: Bool

        /// Creates a key stroke.
        public init(key: KeyboardKey, isRepeat: Bool = false) {
            self.key = key
            self.isRepeat = isRepeat
        }
    }

    /// The format version that introduced `key`'s name: 3 for the scrolling and menu keys, 4 for the keys
    /// that move and use the keyboard focus (`tab`, `returnOrEnter`, `escape`, `deleteOrBackspace`).
    public static func version(introducing key: KeyboardKey) -> Int {
        switch key {
        case .tab, .returnOrEnter, .escape, .deleteOrBackspace: 4
        case .upArrow, .downArrow, .leftArrow, .rightArrow, .pageUp, .pageDown, .home, .end, .spacebar, .menu, .f10, .other: 3
        }
    }

    /// The key names a file of `version` may use.
    static func keyNames(version: Int) -> [String] {
        KeyboardKey.allCases.filter { Self.version(introducing: $0) <= max(version, 3) }.map { $0.rawValue }
    }

    /// The key names a file of `version` may use, in words.
    static func keyNamesText(version: Int) -> String { keyNames(version: version).joined(separator: ", ") }

    /// The kinds a key sample may name: none (a key is no pointer; the sample's position is the
    /// pointer's, whatever it is).
    static var keyKindsAllowed: (text: String, kinds: [String]) {
        ("no kind for a key sample (a key is not a pointer)", ["touch"])
    }

    /// Throws when `sample`'s key fields do not fit its phase: a key sample needs `key`, only a
    /// `key-down` may repeat, and no other sample carries either.
    func validateKey(of sample: Sample, index: Int, fileName: String) throws(TraceError) {
        let isKey = sample.phase.lifecycle == .key
        if let key = sample.key {
            guard isKey else {
                throw TraceError(fileName: fileName, sampleIndex: index, field: "key",
                                 problem: .notAllowed(reason: "in \(Self.phrase(sample.phase)) sample (key and repeat belong to key-down and key-up samples)"))
            }
            if key.isRepeat && sample.phase == .keyUp {
                throw TraceError(fileName: fileName, sampleIndex: index, field: "repeat",
                                 problem: .notAllowed(reason: "in a key-up sample (only a key-down repeats)"))
            }
        } else if isKey {
            throw TraceError(fileName: fileName, sampleIndex: index, field: "key",
                             problem: .missingForPhase(reason: "\(Self.phrase(sample.phase)) sample needs key"))
        }
    }

    /// The key fields of a sample line: `, "key": "downArrow"` and `, "repeat": true` when it repeats.
    static func keyFields(_ key: KeyStroke) -> String {
        ", \"key\": \(quote(key.key.rawValue))" + (key.isRepeat ? ", \"repeat\": true" : "")
    }
}

extension TraceDocumentReader {
    /// The sample fields version 3 adds for keys.
    static var keySampleFields: [(name: String, version: Int)] { [("key", 3), ("repeat", 3)] }

    /// The key stroke of a sample with `fields`, or `nil` when it has no `key`; throws for a key that is
    /// not a string or not a key's name, and a `repeat` that is not a Boolean or comes without a `key`.
    func keyStroke(_ fields: [String: JSONValue], phase: Trace.Phase, index: Int) throws(TraceError) -> Trace.KeyStroke? {
        var isRepeat = false
        if let value = fields["repeat"] {
            guard case .bool(let flag) = value else {
                throw fail(.wrongType(expected: "true or false", found: value.summary), sample: index, field: "repeat")
            }
            isRepeat = flag
        }
        guard let value = fields["key"] else {
            if fields["repeat"] != nil, phase.lifecycle != .key {
                throw fail(.notAllowed(reason: "in \(Trace.phrase(phase)) sample (key and repeat belong to key-down and key-up samples)"), sample: index, field: "repeat")
            }
            return nil
        }
        guard case .string(let name) = value else {
            throw fail(.wrongType(expected: "a key name, one of \(Trace.keyNamesText(version: version))", found: value.summary), sample: index, field: "key")
        }
        guard let key = KeyboardKey(rawValue: name) else {
            throw fail(.notOneOf(Trace.keyNames(version: version), found: value.summary), sample: index, field: "key")
        }
        let introduced = Trace.version(introducing: key)
        guard introduced <= version else {
            throw fail(.needsVersion(introduced, declared: version, value: value.summary), sample: index, field: "key")
        }
        return Trace.KeyStroke(key: key, isRepeat: isRepeat)
    }
}

extension Trace.Sample {
    /// The sample as a key report at `time`, or `nil` when it is not a key sample.
    func keyInput(at time: Double) -> KeyEvent? {
        guard phase.lifecycle == .key, let key else { return nil }
        return KeyEvent(timestamp: time, key: key.key, phase: phase == .keyDown ? .down : .up, isRepeat: key.isRepeat,
                        modifierFlags: ModifierFlags(rawValue: UInt32(modifiers.rawValue)), location: Point(x: x, y: y))
    }
}

extension TraceRecorder {
    /// Records a key report as a `key-down` or `key-up` sample (format version 3) at the pointer's
    /// location (the origin when the report has none). Every key shares one pointer number, the
    /// keyboard's, given when the first key is recorded.
    public mutating func record(_ event: KeyEvent) {
        let location = event.location.flatMap { $0.isFinite ? $0 : nil } ?? .zero
        append(TouchID(0), .key, event.phase == .down ? .keyDown : .keyUp, ends: false, at: event.timestamp, location: location,
               kind: nil, modifiers: event.modifierFlags, keyStroke: Trace.KeyStroke(key: event.key, isRepeat: event.phase == .down && event.isRepeat))
    }
}
