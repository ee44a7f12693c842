// Why this file exists: every touch event sorts its changed touches' records into lists by phase, which the
// dispatch then walks (storing the event's touches, delivering to recognizers and nodes, finishing the
// ended ones). Held in arrays, each record was retained when it was listed and released when the list was
// emptied, and each append checked that the array's storage was unique: about 130 of the inspector
// scene's instructions per event, for a list of one record (see the Performance article, "Fewer visits,
// fewer retains"). The records do not need it: the engine's touch table holds every record it lists, for
// the whole dispatch. So the lists hold them unretained, in storage of their own that only grows.
//
// What makes it sound:
// - A record is listed by `admit` only while the table holds it, and the lists are read only by the
//   dispatch that filled them (each dispatch depth has its own, in `DispatchScratch`), which empties them
//   when it returns.
// - The table lets go of a record only in `TouchTable.flushPendingNodeDelivery`, once the record's touch
//   has finished. A dispatch nested inside another (a handler that sends an event, or cancels every touch)
//   may finish and flush a record an outer dispatch still lists: a flush inside a nested dispatch keeps
//   the records it drops (`TouchTable.retired`) until a flush with no dispatch around it.
// - A view (`RecordGroup`) is taken once the event's touches are admitted, and nothing appends to its
//   list after that (appending may move the storage), until the dispatch empties it.

/// A list of touch records that holds them without retaining them, in storage of its own that is kept
/// for reuse and freed by `free()` (see the comment at the top of this file).
struct UnretainedRecords {
    private var base: UnsafeMutablePointer<Unmanaged<TouchRecord>>?
    private var capacity = 0
    /// How many records are listed.
    private(set) var count = 0

    /// An empty list, without storage.
    init() {}

    /// Whether no record is listed.
    var isEmpty: Bool {
        @inline(__always) get { count == 0 }
    }

    /// Lists `record`, without retaining it: the touch table holds it.
    @inline(__always)
    mutating func append(_ record: TouchRecord) {
        if count == capacity { grow() }
        base.unsafelyUnwrapped[count] = Unmanaged.passUnretained(record)
        count += 1
    }

    /// Empties the list, keeping its storage (nothing to release).
    @inline(__always)
    mutating func removeAll() {
        count = 0
    }

    /// The listed records, valid until the next `append` or `free()`.
    var group: RecordGroup {
        @inline(__always) get { RecordGroup(base: UnsafePointer(base), count: count) }
    }

    /// Doubles the storage. Out of line: it happens a few times in an engine's life.
    @inline(never)
    private mutating func grow() {
        let larger = max(4, capacity * 2)
        let storage = UnsafeMutablePointer<Unmanaged<TouchRecord>>.allocate(capacity: larger)
        if let base {
            storage.initialize(from: base, count: count)
            base.deallocate()
        }
        base = storage
        capacity = larger
    }

    /// Frees the storage (the owner's `deinit`).
    func free() {
        base?.deallocate()
    }
}

/// The touch records of one phase of a dispatch, in event order: a view of an `UnretainedRecords` list,
/// passed without retaining anything. Reading an element gives the record (retained for the reader's use
/// only if the compiler must); the hot loops borrow each one (`withUnsafeBufferPointer`, BorrowedLoops.swift).
struct RecordGroup: RandomAccessCollection {
    private let base: UnsafePointer<Unmanaged<TouchRecord>>?
    /// How many records the group holds.
    let count: Int

    @inline(__always)
    fileprivate init(base: UnsafePointer<Unmanaged<TouchRecord>>?, count: Int) {
        self.base = base
        self.count = count
    }

    /// The position of the first record.
    var startIndex: Int { 0 }
    /// The position past the last record.
    var endIndex: Int {
        @inline(__always) get { count }
    }

    /// The record at `position`.
    subscript(position: Int) -> TouchRecord {
        @inline(__always) get { base.unsafelyUnwrapped[position].takeUnretainedValue() }
    }

    /// The identity of the record at `position`, read without retaining it.
    @inline(__always)
    func identifier(at position: Int) -> ObjectIdentifier {
        base.unsafelyUnwrapped[position]._withUnsafeGuaranteedRef { ObjectIdentifier($0) }
    }

    /// Calls `body` with the record at `position`, borrowed rather than retained.
    @inline(__always)
    func borrow<Result>(_ position: Int, _ body: (TouchRecord) -> Result) -> Result {
        base.unsafelyUnwrapped[position]._withUnsafeGuaranteedRef(body)
    }

    /// Calls `body` with the records' unretained references, for a loop that borrows each one.
    @inline(__always)
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Unmanaged<TouchRecord>>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }
}

/// One touch record held without retaining it, while the touch table holds it (the record a touch's move,
/// end or cancel updates, found by `GestureEngine.liveRecord(for:in:)`).
struct UnretainedRecord {
    private let reference: Unmanaged<TouchRecord>

    /// Refers to `record` without retaining it.
    @inline(__always)
    init(_ record: TouchRecord) {
        reference = Unmanaged.passUnretained(record)
    }

    /// Calls `body` with the record, borrowed rather than retained.
    @inline(__always)
    func borrow<Result>(_ body: (TouchRecord) -> Result) -> Result {
        reference._withUnsafeGuaranteedRef { body($0) }
    }
}
