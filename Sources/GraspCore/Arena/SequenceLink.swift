// Why this file exists: "long press, then drag" needs the drag to see the touches only once the press
// has begun. A sequence link gates one recognizer (the follower) behind another (the leader): the
// engine binds new touches to the follower only while the gate is open, and the arena opens it, and
// hands the leader's live touches over, the moment the leader begins or recognizes.

/// A gate between a leader and the follower that receives touches only after the leader recognizes.
///
/// Both recognizers list the link (`sequenceLinks`) and keep it alive; it refers to them without keeping
/// them alive (`WeakReference`), and each clears its end in `deinit` (`forget(_:)`), so that no reference
/// outlives its recognizer in Embedded Swift, where the references are not zeroing.
final class SequenceLink<Member: GestureArenaMember> where Member.ArenaMember == Member {
    @WeakReference var leader: Member?
    @WeakReference var follower: Member?
    private let leaderIdentity: ObjectIdentifier
    private let followerIdentity: ObjectIdentifier
    /// Whether the leader has begun or recognized and the follower has not finished since.
    var isOpen = false
    /// When set, the gate stays open for new touch-downs until this time only (after a discrete
    /// leader, whose touches are gone by the time it recognizes).
    var openUntil: Double?

    init(leader: Member, follower: Member) {
        self.leader = leader
        self.follower = follower
        leaderIdentity = ObjectIdentifier(leader)
        followerIdentity = ObjectIdentifier(follower)
    }

    /// The recognizer identified by `identity` is going away: the end that refers to it is cleared
    /// (natively it already reads `nil`).
    func forget(_ identity: ObjectIdentifier) {
        if identity == leaderIdentity { leader = nil }
        if identity == followerIdentity { follower = nil }
    }

    /// Whether a touch landing at `time` may be bound to the follower.
    func admits(at time: Double) -> Bool {
        isOpen && (openUntil.map { time <= $0 } ?? true)
    }

    /// Whether `recognizer` may be bound to a new touch at `time`: it follows no leader, or one of
    /// its gates is open.
    static func admits(_ recognizer: Member, at time: Double) -> Bool {
        var gated = false
        for link in recognizer.membership.sequenceLinks where link.follower === recognizer && link.leader != nil {
            if link.admits(at: time) { return true }
            gated = true
        }
        return !gated
    }
}
