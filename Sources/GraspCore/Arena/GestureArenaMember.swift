// Why this file exists: the arena decides among recognizers, but it needs little of a member: the answers
// its decisions ask for (its state, how far past its threshold its input is, its relationships, whether it
// shares a touch with another), one value it keeps in the member (its slot in the arena's table, its
// stored state, its sequence gates and provisional recognitions), the answers to a few questions about
// where the member stands (is it discrete, enabled, on a node, in this arena's tree, may it begin), a few
// things it does when told (remember what its handlers will read, make the nodes under its touches stop
// hearing them, add a handler's relationship), its name and its touches. This protocol names those
// requirements (compare Flutter's `GestureArenaMember`, two methods): beyond the decision core's six,
// eight (there were 22), so that the whole arena (GestureArena.swift and its extensions, the decision core
// in ArenaDecisions.swift) is generic over its member and compiles against this protocol alone; its
// stand-alone tests build an arena of plain stand-in classes. The engine holds a
// `GestureArena<GestureRecognizer>`: the conformance below answers each requirement from the recognizer's
// fields, relationships, overrides and delegate, and the specialized arena costs what the same code
// written on recognizers cost.

/// What the arena's decision core (ArenaDecisions.swift) asks of a member: six answers. Generic code only
/// (a class-bound protocol with `Self` in its requirements: no existential).
protocol ArenaDecisionMember: AnyObject {
    /// The member's state as the arena last applied it (not a pending one).
    var storedState: GestureRecognizerState { get }
    /// How far past its activation threshold its input is: when several ask to begin on one event, the
    /// largest goes first.
    var activationMargin: Double { get }
    /// Whether the member must wait for `other` to fail before it begins or recognizes.
    func requiresToFail(_ other: Self) -> Bool
    /// Whether the member and `other` may recognize on the same touches.
    func recognizesSimultaneously(with other: Self) -> Bool
    /// Whether the member, by beginning or recognizing, may make `other` fail (both sides agree).
    func mayPrevent(_ other: Self) -> Bool
    /// Whether the member and `other` track a touch in common.
    func sharesTouch(with other: Self) -> Bool
}

/// What the arena asks of a member: the decision core's answers, and eight requirements more. Generic code
/// only (a class-bound protocol with `Self` in its requirements: no existential, which Embedded Swift would
/// refuse for a protocol cast anyway).
///
/// - What the arena keeps in the member is one value, ``membership``: its slot in the arena's table, its
///   stored state, its sequence gates, its provisional recognitions. The arena reads and writes its fields.
/// - What the arena asks of the member's surroundings is one method, ``answer(_:)``, with one case of
///   `ArenaQuestion` per question (is it discrete, enabled, on a node, may it begin, …).
/// - What the arena tells the member to do is one method, ``perform(_:)``, with one case of
///   `ArenaInstruction` per instruction.
/// - The member's name, for a diagnostic, and its touches: the records bound to it and its place in each
///   record's list.
///
/// The arena is built on one member type, `ArenaMember`: what it keeps in a member and the questions it
/// asks name it. A final stand-in is its own; every recognizer answers `GestureRecognizer`, the type the
/// engine's arena is built on (a class that subclasses may extend cannot name `Self` there).
protocol GestureArenaMember: ArenaDecisionMember {
    /// The member type of the arenas this member takes part in (`GestureArena<ArenaMember>`).
    associatedtype ArenaMember: GestureArenaMember where ArenaMember.ArenaMember == ArenaMember

    /// What the arena keeps in the member, written by the arena only (its stored state is the decision
    /// core's `storedState`).
    var membership: ArenaMembership<ArenaMember> { get set }
    /// The member's answer to one of the arena's questions about it and where it stands.
    func answer(_ question: ArenaQuestion<ArenaMember>) -> Bool
    /// Does what the arena tells it to.
    func perform(_ instruction: ArenaInstruction<ArenaMember>)
    /// The member's name, for the diagnostic of an illegal transition.
    var name: String { get }

    // MARK: Its touches (the engine's records)

    /// The records of the touches bound to the member, in binding order; the arena appends and removes.
    var trackedRecords: [TouchRecord] { get set }
    /// Lists the member in `record`'s own list of members bound to it (the engine delivers from that list).
    func join(_ record: TouchRecord)
    /// Takes the member out of `record`'s list, if it is there.
    func leave(_ record: TouchRecord)
    /// Whether `record`'s list holds the member.
    func isListed(in record: TouchRecord) -> Bool
}

extension GestureArenaMember {
    /// The state the arena last applied, kept in its membership.
    var storedState: GestureRecognizerState {
        @inline(__always) get { membership.storedState }
    }
}

/// What the arena keeps in a member (`GestureArenaMember.membership`): stored in the member, written by
/// the arena (and, for `intendedState`, by the engine's intents).
struct ArenaMembership<Member: GestureArenaMember> where Member.ArenaMember == Member {
    /// The member's slot in the table of entries of the arena that keeps its bookkeeping (see
    /// ArenaEntry.swift).
    var slot = ArenaSlot<Member>()
    /// The member's state as the arena last applied it (not a pending one).
    var storedState: GestureRecognizerState = .possible
    /// The state app code set between dispatches, read back until the engine takes the intent in (see
    /// Engine/Intents.swift).
    var intendedState: GestureRecognizerState?
    /// Set when the member leaves play by its removal, cleared when a touch is bound to it again (the
    /// member ignores state changes meanwhile).
    var wasRemovedWhileInPlay = false
    /// The sequence gates the member leads or follows (see SequenceLink.swift).
    var sequenceLinks: [SequenceLink<Member>] = []
    /// The provisional recognitions the member went ahead in or was skipped by (see
    /// ProvisionalRecognition.swift); settled ones are dropped when it joins the next.
    var provisionalRecognitions: [ProvisionalRecognition<Member>] = []
}

/// What the arena asks a member (`GestureArenaMember.answer(_:)`), beyond the decision core's answers.
/// The arena asks with a literal case, so that in the specialized arena each question costs what the
/// property it answers from costs.
enum ArenaQuestion<Member: GestureArenaMember> where Member.ArenaMember == Member {
    /// Whether it recognizes at once (`ended` straight from `possible`) rather than beginning and
    /// changing: it decides which transitions are legal, and how a sequence it leads closes.
    case isDiscrete
    /// Whether, asked to wait for a requirement, it goes ahead at once and is retracted or confirmed later
    /// (see ProvisionalRecognition.swift).
    case proceedsProvisionally
    /// Whether it is enabled.
    case isEnabled
    /// Whether it is attached to a node.
    case isOnNode
    /// Whether it has handlers, so that a transition owes a `.handlers` notice.
    case hasHandlers
    /// Whether it may still take part in the arena's decisions: enabled, and attached to the tree of the
    /// engine that owns the arena.
    case takesPart(in: GestureArena<Member>)
    /// Whether it may leave `possible` now: its delegate and the nodes its touches hit (among the records)
    /// let it begin.
    case mayBegin(touching: [TouchRecord])
}

/// What the arena tells a member to do (`GestureArenaMember.perform(_:)`).
enum ArenaInstruction<Member: GestureArenaMember> where Member.ArenaMember == Member {
    /// A transition is about to be applied: keep what the handlers read once the touches are gone (a
    /// recognizer, its touches' centroid).
    case willTransition
    /// It began or recognized: if it cancels touches in view, the nodes its touches hit stop hearing them
    /// (the table writes the `touchesCancelled` calls owed, at the time).
    case cancelNodeDelivery(in: TouchTable, at: Double)
    /// A handler's `require(toFail:)`, applied when its round returns.
    case requireToFail(Member)
    /// A handler's `allowSimultaneousRecognition(with:)`, applied when its round returns.
    case allowSimultaneousRecognition(with: Member)
}

extension GestureRecognizer: GestureArenaMember {
    /// The engine's arena is built on recognizers.
    typealias ArenaMember = GestureRecognizer

    /// Its `require(toFail:)` requirements, its own and `other`'s overrides, then both delegates.
    final func requiresToFail(_ other: GestureRecognizer) -> Bool {
        failureRequirements.contains { $0.value === other }
            || shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: self)
            || setDelegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.setDelegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Its simultaneous partners (either side), then both delegates.
    final func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        simultaneousPartners.contains { $0.value === other }
            || other.simultaneousPartners.contains { $0.value === self }
            || setDelegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.setDelegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// `canPrevent(_:)` of the member, then `canBePrevented(by:)` of `other`.
    final func mayPrevent(_ other: GestureRecognizer) -> Bool {
        canPrevent(other) && other.canBePrevented(by: self)
    }

    /// Whether one of its touches is one of `other`'s.
    final func sharesTouch(with other: GestureRecognizer) -> Bool {
        for record in trackedRecords where other.tracks(record) { return true }
        return false
    }

    /// Its delegate's `gestureRecognizerShouldBegin(_:)`, then every node between its touches and its
    /// node (``Node/gestureRecognizerShouldBegin(_:)``): each touch's hit node, then its ancestors up to
    /// and including the recognizer's node, as UIKit asks the touched views. A control answers `false` for
    /// an ancestor's recognizer that would take its default action.
    final func mayBegin(touching records: [TouchRecord]) -> Bool {
        if let delegate = setDelegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        guard let attached = node else { return true }
        for record in records where isListed(in: record) {
            var current = record.hitNode
            while let node = current {
                if !node.gestureRecognizerShouldBegin(self) { return false }
                if node === attached { break }
                current = node.parent
            }
        }
        return true
    }

    /// Whether its node is set.
    final var isOnNode: Bool {
        @inline(__always) get { nodeReference.isSet }
    }

    /// Each question from its own property, override or delegate (in the specialized arena, a literal
    /// question costs what its answer costs).
    @inline(__always)
    final func answer(_ question: ArenaQuestion<GestureRecognizer>) -> Bool {
        switch question {
        case .isDiscrete: isDiscrete
        case .proceedsProvisionally: proceedsProvisionally
        case .isEnabled: isEnabled
        case .isOnNode: isOnNode
        case .hasHandlers: hasHandlers
        // Enabled, and its tree's arena is `arena`.
        case .takesPart(let arena): isEnabled && (nodeReference.borrow { $0.isInTree(withArena: arena) } ?? false)
        case .mayBegin(let records): mayBegin(touching: records)
        }
    }

    /// Keeps its centroid before a transition (``location(in:)`` reads it once its touches are gone); when it
    /// began or recognized and cancels touches in view, the table cancels its touches' node delivery; a
    /// handler's relationship is added to its own.
    @inline(__always)
    final func perform(_ instruction: ArenaInstruction<GestureRecognizer>) {
        switch instruction {
        case .willTransition: updateLastCentroid()
        case .cancelNodeDelivery(let table, let time):
            if cancelsTouchesInView { table.cancelNodeDelivery(for: self, at: time) }
        case .requireToFail(let other): addFailureRequirement(other)
        case .allowSimultaneousRecognition(let other): addSimultaneousPartner(other)
        }
    }

    /// Appends it to the record's recognizers. A touch's list is made once, with room for the recognizers
    /// of a busy hit path: grown one binding at a time, it was reallocated four times for the inspector
    /// scene's nine.
    @inline(__always)
    final func join(_ record: TouchRecord) {
        if record.recognizers.capacity == 0 { record.recognizers.reserveCapacity(16) }
        record.recognizers.append(self)
    }

    /// Removes it from the record's recognizers.
    @inline(__always)
    final func leave(_ record: TouchRecord) {
        record.recognizers.removeAll(identicalTo: self)
    }

    /// Whether the record's recognizers hold it.
    @inline(__always)
    final func isListed(in record: TouchRecord) -> Bool {
        record.recognizers.contains { $0 === self }
    }
}
