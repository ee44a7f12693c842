// Why this file exists: a sample's phase says both where it is in its pointer's life and which kind
// of input it is: a contact, a hover, a wheel step, a continuous scroll or a trackpad transform. Each
// phase word belongs to exactly one lifecycle, so a sample line says what it is without looking back,
// and the reader, the validator and the repairer share these tables.

extension Trace {
    /// What a sample reports about its pointer.
    ///
    /// Version 1 defines the contact phases (`down`, `move`, `up`, `cancel`); version 2 adds the
    /// others. Every phase belongs to one ``Lifecycle``.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// The pointer went down.
        case down
        /// The pointer moved (or reported the same position again).
        case move
        /// The pointer lifted.
        case up
        /// The system cancelled the pointer.
        case cancel
        /// A pointer that is not touching came into the surface (version 2).
        case enter
        /// A hovering pointer moved (version 2).
        case hover
        /// A hovering pointer left the surface or went out of range (version 2).
        case leave
        /// One discrete scroll step, such as a mouse wheel's notch (version 2).
        case wheel
        /// Continuous scrolling began: fingers landed on a trackpad and moved (version 2).
        case scrollBegin = "scroll-begin"
        /// Continuous scrolling moved the content (version 2).
        case scroll
        /// The fingers lifted; momentum samples may follow (version 2).
        case scrollEnd = "scroll-end"
        /// The system cancelled the scroll; no momentum follows (version 2).
        case scrollCancel = "scroll-cancel"
        /// The hardware's momentum after a scroll ended moved the content (version 2).
        case momentum
        /// The momentum stopped, because it ran out or a finger landed (version 2).
        case momentumEnd = "momentum-end"
        /// A trackpad pinch or rotation began (version 2).
        case transformBegin = "transform-begin"
        /// A trackpad pinch or rotation changed (version 2).
        case transform
        /// A trackpad pinch or rotation ended (version 2).
        case transformEnd = "transform-end"
        /// The system cancelled a trackpad pinch or rotation (version 2).
        case transformCancel = "transform-cancel"
        /// A key went down, or repeats while held (version 3).
        case keyDown = "key-down"
        /// A key came up (version 3).
        case keyUp = "key-up"
        /// An assistive technology performed an action on the element at the sample's position
        /// (version 3; the sample's `action` names it).
        case accessibility

        /// The lifecycle this phase belongs to.
        public var lifecycle: Lifecycle {
            switch self {
            case .down, .move, .up, .cancel: .contact
            case .enter, .hover, .leave: .hover
            case .wheel: .wheel
            case .scrollBegin, .scroll, .scrollEnd, .scrollCancel, .momentum, .momentumEnd: .scroll
            case .transformBegin, .transform, .transformEnd, .transformCancel: .transform
            case .keyDown, .keyUp: .key
            case .accessibility: .accessibility
            }
        }

        /// The first format version that defines this phase.
        public var introducedIn: Int {
            switch lifecycle {
            case .contact: 1
            case .key, .accessibility: 3
            default: 2
            }
        }

        /// Whether the phase opens its lifecycle: `down`, `enter`, `scroll-begin`, `transform-begin`.
        var opens: Bool { self == .down || self == .enter || self == .scrollBegin || self == .transformBegin }

        /// Whether the phase closes its lifecycle for good; `scroll-end` is not one, since momentum may follow.
        var closes: Bool {
            switch self {
            case .up, .cancel, .leave, .scrollCancel, .momentumEnd, .transformEnd, .transformCancel: true
            default: false
            }
        }
    }

    /// The kinds of input a trace records, each with its own lifecycle of phases.
    public enum Lifecycle: String, Hashable, Sendable, CaseIterable {
        /// A contact: `down`, any `move`s, then `up` or `cancel`.
        case contact
        /// A hovering pointer: `enter`, any `hover`s, then `leave`.
        case hover
        /// Discrete scroll steps: any number of `wheel` samples, each standing alone.
        case wheel
        /// Continuous scrolling: `scroll-begin`, any `scroll`s, then `scroll-cancel`, or `scroll-end`
        /// followed by nothing or by `momentum` samples and a `momentum-end`.
        case scroll
        /// A trackpad pinch or rotation: `transform-begin`, any `transform`s, then `transform-end`
        /// or `transform-cancel`.
        case transform
        /// Keys (version 3): any number of `key-down` and `key-up` samples, each standing alone.
        case key
        /// Accessibility actions: any number of `accessibility` samples, each standing alone (version 3).
        case accessibility

        /// The phase that opens this lifecycle (`wheel` for wheel steps, `accessibility` for actions).
        public var openingPhase: Phase {
            switch self {
            case .contact: .down
            case .hover: .enter
            case .wheel: .wheel
            case .scroll: .scrollBegin
            case .transform: .transformBegin
            case .key: .keyDown
            case .accessibility: .accessibility
            }
        }
    }

    /// Whether scrolling comes in steps or as a continuous movement.
    public enum ScrollType: String, Hashable, Sendable, CaseIterable {
        /// Steps, such as a mouse wheel's notches: `wheel` samples.
        case discrete
        /// A continuous movement with a lifecycle, such as two fingers on a trackpad: `scroll-begin`,
        /// `scroll`, `scroll-end`, `momentum`…
        case continuous
    }
}
