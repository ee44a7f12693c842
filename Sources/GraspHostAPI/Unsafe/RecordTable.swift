// Why this file exists: the host reads what happened (the event records) and what moved (the frame rows)
// straight from the module's memory, as Float64Array views, without JSON. Swift arrays may move their
// storage when they grow, and their address is not the host's to keep; this table is a block of doubles at
// an address that changes only when it grows (the host reads the pointer after each call), reused from
// call to call.

/// Rows of `stride` doubles at a stable address, appended and read back; emptied by ``removeAll()``.
public final class RecordTable {
    /// How many doubles make a row.
    public let stride: Int
    /// How many rows there are.
    public private(set) var count = 0
    private var storage: UnsafeMutablePointer<Double>
    private var capacity: Int

    /// An empty table of rows of `stride` doubles.
    public init(stride: Int, capacity: Int = 64) {
        self.stride = stride
        self.capacity = max(capacity, 1)
        storage = UnsafeMutablePointer<Double>.allocate(capacity: self.capacity * stride)
    }

    /// The address of the first row (the host's Float64Array view starts there).
    public var pointer: UnsafeRawPointer { UnsafeRawPointer(storage) }

    deinit {
        storage.deallocate()
    }

    /// Empties the table, keeping its storage.
    public func removeAll() { count = 0 }

    /// Removes the last row (nothing when there is none).
    public func removeLast() { count = max(0, count - 1) }

    /// Appends a row of zeros and returns its index; write it with ``set(_:_:_:)``.
    public func appendRow() -> Int {
        if count == capacity {
            let larger = capacity * 2
            let grown = UnsafeMutablePointer<Double>.allocate(capacity: larger * stride)
            grown.update(from: storage, count: count * stride)
            storage.deallocate()
            storage = grown
            capacity = larger
        }
        (storage + count * stride).update(repeating: 0, count: stride)
        count += 1
        return count - 1
    }

    /// Writes `value` into field `field` of row `row` (both checked by the caller).
    @inline(__always)
    public func set(_ row: Int, _ field: Int, _ value: Double) {
        storage[row * stride + field] = value
    }

    /// Field `field` of row `row`.
    @inline(__always)
    public func get(_ row: Int, _ field: Int) -> Double {
        storage[row * stride + field]
    }
}
