// Why this file exists: a touch-move must not allocate. The trackers keep their recent samples in this
// fixed-capacity ring, held inline in the tracker (an `InlineArray`: no heap storage, so no allocation, no
// reference count and no uniqueness check when a sample is written; see the Performance article, "The
// velocity ring held inline") and overwritten in place.

/// A fixed-capacity ring of samples, newest last; overwrites the oldest when full.
///
/// The storage is held inline, ``MotionConstants/velocitySampleCapacity`` samples: appending never
/// allocates, and copying a tracker copies its samples.
@usableFromInline
struct VelocitySampleRing: Sendable {
    /// The inline storage's size: ``MotionConstants/velocitySampleCapacity``.
    @usableFromInline typealias Storage = InlineArray<32, VelocitySample>
    @usableFromInline var storage: Storage
    /// The index of the newest sample in `storage`.
    @usableFromInline var head: Int
    /// How many samples are held.
    @usableFromInline var count: Int

    /// The capacity less one: the capacity is a power of two, so an index masked with this is in range.
    @usableFromInline static var indexMask: Int { Storage.count - 1 }

    /// An empty ring. `capacity` must be ``MotionConstants/velocitySampleCapacity``, the inline storage's size.
    @usableFromInline
    init(capacity: Int) {
        precondition(capacity == Storage.count, "the velocity ring holds MotionConstants.velocitySampleCapacity samples")
        storage = Storage(repeating: VelocitySample(time: 0, x: 0, y: 0))
        head = storage.count - 1
        count = 0
    }

    /// The sample `age` places before the newest (0 is the newest). `age` must be below `count`.
    @inlinable
    subscript(age age: Int) -> VelocitySample {
        storage[slot(age: age)]
    }

    /// Where in ``storage`` the sample `age` places before the newest lies. A loop that reads many samples
    /// reads them as `storage.span[slot(age:)]`, from one span made before the loop: each read through the
    /// subscript above copies the whole ring (its 32 samples, 768 bytes) to read one, as the compiler makes
    /// the inline storage addressable for each read (the Performance article, "The release estimator's
    /// reads").
    @inlinable
    func slot(age: Int) -> Int {
        var index = head - age
        if index < 0 { index += storage.count }
        return index
    }

    /// Adds `sample`. Returns `false`, keeping the ring unchanged, if it is not finite or older than the
    /// newest sample. A sample at the same time as the newest replaces it.
    @inlinable
    @discardableResult
    mutating func append(_ sample: VelocitySample) -> Bool {
        guard sample.time.isFinite, sample.x.isFinite, sample.y.isFinite else { return false }
        // `head` is always below the capacity, a power of two: masked, the index needs no bounds check
        // (the optimizer sees it is in range), and the step past the end wraps without a branch.
        let slot = head & Self.indexMask
        if count > 0 {
            let newest = storage[slot]
            if sample.time < newest.time { return false }
            if sample.time == newest.time {
                storage[slot] = sample
                return true
            }
        }
        let next = (slot &+ 1) & Self.indexMask
        head = next
        storage[next] = sample
        if count < storage.count { count += 1 }
        return true
    }

    @inlinable
    mutating func removeAll() {
        count = 0
        head = storage.count - 1
    }

    /// The samples, oldest first (allocates; for inspection, not for the hot path).
    var samples: [VelocitySample] {
        (0..<count).reversed().map { self[age: $0] }
    }
}
