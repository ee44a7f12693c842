// Why this file exists: the arena decides among recognizers, but it needs little of a member: the answers
// its decisions ask for (its state, how far past its threshold its input is, its relationships, whether it
// shares a touch with another), a few facts about where it stands (is it enabled, on a node, in this
// arena's tree), the storage the arena keeps in it (its slot in the arena's table, the touches bound to
// it, its sequence gates and provisional recognitions), and two things it does when told (remember what
// its handlers will read, make the nodes under its touches stop hearing them). This protocol names those
// requirements (compare Flutter's `GestureArenaMember`), so that the whole arena (GestureArena.swift and
// its extensions, the decision core in ArenaDecisions.swift) is generic over its member and compiles
// against this protocol alone; its stand-alone tests build an arena of plain stand-in classes. The engine
// holds a `GestureArena<GestureRecognizer>`: the conformance below answers each requirement from the
// recognizer's fields, relationships, overrides and delegate, and the specialized arena costs what the
// same code written on recognizers cost.

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

/// What the arena asks of a member: the decision core's answers, and the rest below. Generic code only (a class-bound protocol with `Self` in its
/// requirements: no existential, which Embedded Swift would refuse for a protocol cast anyway).
///
/// The arena is built on one member type, `ArenaMember`: the storage it keeps in a member (its slot, its
/// sequence gates, its provisional recognitions) is typed by it. A final stand-in is its own; every
/// recognizer answers `GestureRecognizer`, the type the engine's arena is built on (a class that
/// subclasses may extend cannot name `Self` there).
protocol GestureArenaMember: ArenaDecisionMember {
    /// The member type of the arenas this member takes part in (`GestureArena<ArenaMember>`).
    associatedtype ArenaMember: GestureArenaMember where ArenaMember.ArenaMember == ArenaMember

    // MARK: What the decisions ask, beyond the decision core's answers

    /// The member's state as the arena last applied it (not a pending one); the arena writes it.
    var storedState: GestureRecognizerState { get set }
    /// The member's state as its own code reads it back: a transition it asked for and the arena has not
    /// applied yet included. A transition it asks for is checked from this one.
    var state: GestureRecognizerState { get }
    /// Whether the member recognizes at once (`ended` straight from `possible`) rather than beginning
    /// and changing: it decides which transitions are legal, and how a sequence it leads closes.
    var isDiscrete: Bool { get }
    /// Whether the member, asked to wait for a requirement, goes ahead at once and is retracted or
    /// confirmed later (see ProvisionalRecognition.swift).
    var proceedsProvisionally: Bool { get }
    /// Whether the member may leave `possible` now: its delegate and the nodes its touches hit (among
    /// `records`) let it begin.
    func mayBegin(touching records: [TouchRecord]) -> Bool

    // MARK: Where it stands

    /// The member's name, for the diagnostic of an illegal transition.
    var name: String { get }
    /// Whether the member is enabled.
    var isEnabled: Bool { get }
    /// Whether the member is attached to a node.
    var isOnNode: Bool { get }
    /// Whether the member may still take part in `arena`'s decisions: enabled, and attached to the tree
    /// of the engine that owns `arena`.
    func takesPart(in arena: GestureArena<ArenaMember>) -> Bool
    /// Whether the member has handlers, so that a transition owes a `.handlers` notice.
    var hasHandlers: Bool { get }
    /// Set by the arena when the member leaves play by its removal, cleared when a touch is bound to it
    /// again (the member ignores state changes meanwhile).
    var wasRemovedWhileInPlay: Bool { get set }

    // MARK: What the arena keeps in it

    /// The member's slot in the table of entries of the arena that keeps its bookkeeping (see
    /// ArenaEntry.swift); written by the arena only.
    var arenaSlot: ArenaSlot<ArenaMember> { get set }
    /// The records of the touches bound to the member, in binding order; the arena appends and removes.
    var trackedRecords: [TouchRecord] { get set }
    /// Lists the member in `record`'s own list of members bound to it (the engine delivers from that list).
    func join(_ record: TouchRecord)
    /// Takes the member out of `record`'s list, if it is there.
    func leave(_ record: TouchRecord)
    /// Whether `record`'s list holds the member.
    func isListed(in record: TouchRecord) -> Bool
    /// The sequence gates the member leads or follows (see SequenceLink.swift).
    var sequenceLinks: [SequenceLink<ArenaMember>] { get }
    /// The provisional recognitions the member went ahead in or was skipped by.
    var provisionalRecognitions: [ProvisionalRecognition<ArenaMember>] { get set }

    // MARK: What it does when told

    /// A transition is about to be applied: the member keeps what its handlers read once its touches are
    /// gone (a recognizer, its touches' centroid).
    func willTransition()
    /// The member began or recognized: if it cancels touches in view, the nodes its touches hit stop
    /// hearing them (`table` writes the `touchesCancelled` calls owed, at `time`).
    func cancelNodeDelivery(in table: TouchTable, at time: Double)
    /// A handler's `require(toFail:)`, applied when its round returns.
    func addFailureRequirement(_ other: Self)
    /// A handler's `allowSimultaneousRecognition(with:)`, applied when its round returns.
    func addSimultaneousPartner(_ other: Self)
}

extension GestureRecognizer: GestureArenaMember {
    /// The engine's arena is built on recognizers.
    typealias ArenaMember = GestureRecognizer

    /// Its `require(toFail:)` requirements, its own and `other`'s overrides, then both delegates.
    final func requiresToFail(_ other: GestureRecognizer) -> Bool {
        failureRequirements.contains { $0.value === other }
            || shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Its simultaneous partners (either side), then both delegates.
    final func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        simultaneousPartners.contains { $0.value === other }
            || other.simultaneousPartners.contains { $0.value === self }
            || delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
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
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
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

    /// Enabled, and its tree's arena is `arena`.
    @inline(__always)
    final func takesPart(in arena: GestureArena<GestureRecognizer>) -> Bool {
        isEnabled && treeArena === arena
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

    /// Keeps the centroid of its touches (``location(in:)`` reads it once they are gone).
    @inline(__always)
    final func willTransition() {
        updateLastCentroid()
    }

    /// When it cancels touches in view, the table cancels its touches' node delivery.
    @inline(__always)
    final func cancelNodeDelivery(in table: TouchTable, at time: Double) {
        if cancelsTouchesInView { table.cancelNodeDelivery(for: self, at: time) }
    }
}
