// Why this file exists: a recognizer sometimes needs what the engine knows of a touch beyond its location:
// the node it hit, whether that node has heard it (a scroll view's pan asks before it takes a touch a
// control is tracking), the indirect input it follows. The touch table is the engine's; this is its
// declared, read-only face, which a recognizer in any module may read.

/// What the engine knows of one touch, read-only: its latest state, the node it hit, what that node has
/// been told, and the indirect input it follows.
///
/// Read from ``GestureEngine/touchRecords``, during a dispatch or between dispatches. A record lasts
/// until everything about its touch has been delivered (a touch that lifted stays while a recognizer
/// still holds its node's calls back).
public struct TouchRecordView {
    let record: TouchRecord

    /// The latest state of the touch.
    public var touch: Touch { record.touch }
    /// The node the touch hit when it landed, if any.
    public var hitNode: Node? { record.hitNode }
    /// The indirect input the touch follows (a scroll, a trackpad transform); `nil` for a contact.
    public var indirectInput: IndirectInput? { record.indirect }
    /// Whether the touch has ended or been cancelled.
    public var isFinished: Bool { record.isFinished }
    /// Whether the hit node has heard `touchesBegan` for the touch.
    public var nodeBegan: Bool { record.nodeBegan }
    /// Whether the hit node's delivery was cancelled: it heard `touchesCancelled`, or never will hear of
    /// the touch.
    public var nodeCancelled: Bool { record.nodeCancelled }
}

/// The engine's touch records in the order their touches landed (``GestureEngine/touchRecords``).
public struct TouchRecordList: RandomAccessCollection {
    let records: [TouchRecord]

    /// The position of the first record.
    public var startIndex: Int { 0 }
    /// The position past the last record.
    public var endIndex: Int { records.count }
    /// The record at `position`.
    public subscript(position: Int) -> TouchRecordView { TouchRecordView(record: records[position]) }
}

extension GestureEngine {
    /// What the engine knows of each touch it follows, in the order the touches landed (see
    /// ``TouchRecordView``).
    public var touchRecords: TouchRecordList { TouchRecordList(records: touchTable.records) }

    /// The record of the touch `id`, if the engine follows it.
    public func touchRecord(of id: TouchID) -> TouchRecordView? {
        for record in touchTable.records where record.touch.id == id { return TouchRecordView(record: record) }
        return nil
    }

    /// Called with every call the engine makes to a node's touch hooks, just before it (the node, the
    /// phase, the touches, the event): `GestureTestHost`'s log of deliveries. Debt: `package` until the
    /// hosts' observers are declared API (see "The GraspCore split" in <doc:Architecture>).
    package var nodeDeliveryObserver: ((Node, TouchPhase, [Touch], TouchEvent) -> Void)? {
        get { touchTable.deliveryObserver }
        set { touchTable.deliveryObserver = newValue }
    }
}
