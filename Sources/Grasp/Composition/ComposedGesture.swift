// Why this file exists: SwiftUI and react-native-gesture-handler let an app say how gestures relate
// ("simultaneous", "exclusive", "race", "sequenced") instead of writing delegates. This type says the
// same with the core's relationships (simultaneous recognition, failure requirements, prevention and
// sequence gates), so a composition behaves exactly as the equivalent hand-written relationships do.

/// A tree of recognizers with the relationships between them.
///
/// | kind | relationships applied | behaviour |
/// |---|---|---|
/// | ``Kind/simultaneous`` | every recognizer of each part recognizes simultaneously with every recognizer of the other parts | all may run together |
/// | ``Kind/exclusive`` | every recognizer of a later part requires every recognizer of each earlier part to fail | the first part has priority; the others wait for it to fail |
/// | ``Kind/race`` | none added; simultaneous partnerships between the parts are removed | the first to begin or recognize wins and the others fail (the arena's prevention), on ties the one furthest past its threshold |
/// | ``Kind/sequenced`` | every recognizer of a later part is gated behind every recognizer of the part before it, and recognizes simultaneously with it | the later part receives touches only once the earlier one began or recognized; the touches still down are handed over at that moment |
///
/// A composition does nothing until it is applied, with ``applyRelationships()`` or
/// ``GraspCore/Node/addGesture(_:)``. Applying twice adds nothing new. Relationships inside a part are applied
/// before those between parts.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer(name: "double")
/// doubleTap.numberOfTapsRequired = 2
/// let tap = TapGestureRecognizer(name: "single")
/// let press = LongPressGestureRecognizer(name: "press")
/// let drag = PanGestureRecognizer(name: "drag")
/// node.addGesture(.exclusive(doubleTap, tap))         // a single tap waits for the double tap to fail
/// node.addGesture(press.sequenced(before: drag))      // the drag starts only after the long press
/// ```
///
/// Race relies on prevention, so it only separates recognizers that share touches (on the same node or
/// nested nodes), and a recognizer that cannot be prevented (``TouchDownGestureRecognizer``) always
/// runs.
///
/// A composition is an immutable object: ``ComposableGesture`` is class-bound, so that a list of
/// recognizers and compositions (`any ComposableGesture`) is a list of references, which Embedded Swift
/// allows (see *Portability* in ``/GraspCore``).
public final class ComposedGesture: ComposableGesture {
    /// How the parts of a composition relate.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A single recognizer.
        case single
        /// The parts recognize together.
        case simultaneous
        /// Each part waits for the parts before it to fail.
        case exclusive
        /// The first part to begin or recognize wins; the others fail.
        case race
        /// Each part receives touches only after the part before it began or recognized.
        case sequenced
    }

    /// How the parts relate.
    public let kind: Kind
    /// The parts, in order (empty for a single recognizer).
    public let parts: [ComposedGesture]
    private let recognizer: GestureRecognizer?

    /// A composition of one recognizer.
    public init(_ recognizer: GestureRecognizer) {
        kind = .single
        parts = []
        self.recognizer = recognizer
    }

    init(kind: Kind, parts: [any ComposableGesture]) {
        self.kind = kind
        self.parts = parts.map { $0.composedGesture }
        recognizer = nil
    }

    /// The composition itself.
    public var composedGesture: ComposedGesture { self }

    /// Every recognizer in the composition, in order, each once.
    public var recognizers: [GestureRecognizer] {
        if let recognizer { return [recognizer] }
        var result: [GestureRecognizer] = []
        for part in parts {
            for r in part.recognizers where !result.contains(where: { $0 === r }) { result.append(r) }
        }
        return result
    }

    // MARK: Applying

    /// Applies the composition's relationships to its recognizers (see the table above).
    public func applyRelationships() {
        for part in parts { part.applyRelationships() }
        guard parts.count > 1 else { return }
        for i in parts.indices {
            for j in parts.indices where j > i {
                for a in parts[i].recognizers {
                    for b in parts[j].recognizers where a !== b {
                        relate(a, b, adjacent: j == i + 1)
                    }
                }
            }
        }
    }

    private func relate(_ earlier: GestureRecognizer, _ later: GestureRecognizer, adjacent: Bool) {
        switch kind {
        case .single:
            break
        case .simultaneous:
            earlier.allowSimultaneousRecognition(with: later)
        case .exclusive:
            later.require(toFail: earlier)
        case .race:
            earlier.disallowSimultaneousRecognition(with: later)
        case .sequenced:
            guard adjacent else { return }
            earlier.allowSimultaneousRecognition(with: later)
            earlier.addSequence(to: later)
        }
    }
}

// Building compositions. Declared on the protocol for `Self == ComposedGesture` so that the leading-dot
// form (`node.addGesture(.exclusive(doubleTap, tap))`) works wherever a composable gesture is expected.
extension ComposableGesture where Self == ComposedGesture {
    /// The parts recognize together.
    public static func simultaneous(_ parts: any ComposableGesture...) -> ComposedGesture {
        ComposedGesture(kind: .simultaneous, parts: parts)
    }

    /// The first part has priority; each later part waits for every earlier part to fail.
    public static func exclusive(_ parts: any ComposableGesture...) -> ComposedGesture {
        ComposedGesture(kind: .exclusive, parts: parts)
    }

    /// The first part to begin or recognize wins; the others fail.
    public static func race(_ parts: any ComposableGesture...) -> ComposedGesture {
        ComposedGesture(kind: .race, parts: parts)
    }

    /// Each part receives touches only once the part before it began or recognized.
    public static func sequenced(_ parts: any ComposableGesture...) -> ComposedGesture {
        ComposedGesture(kind: .sequenced, parts: parts)
    }
}
