// Why this file exists: the host API's tests are traces in and outcomes out, as a page would drive it:
// contacts with millisecond timestamps, ticks, then the event records and frame rows read back. These
// helpers write the traces and read the records, so each test states only its gesture and its outcome.

import Grasp
import GraspGeometry
@testable import GraspHostAPI

/// One event record, as the host reads it.
struct Event: Equatable {
    var fields: [Double]
    var type: Double { fields[EventField.type] }
    var handle: Int32 { Int32(fields[EventField.handle]) }
    var what: Double { fields[EventField.what] }
    var time: Double { fields[EventField.time] }
    subscript(_ field: Int) -> Double { fields[field] }
}

extension GraspHost {
    /// The records of the last call that changed something.
    var eventList: [Event] {
        (0..<events.count).map { row in Event(fields: (0..<EventField.stride).map { events.get(row, $0) }) }
    }

    /// The state codes the recognizer `handle` went through in the last call's records.
    func states(of handle: Int32) -> [Double] {
        eventList.filter { $0.type == EventType.recognizer && $0.handle == handle }.map(\.what)
    }

    /// A node of `kind` framed at `frame` under `parent`.
    func makeNode(_ frame: Rect, kind: NodeKind = .node, in parent: Int32 = GraspHost.rootHandle) throws -> Int32 {
        let node = try createNode(kind: kind.rawValue)
        try addChild(node, to: parent)
        try setFrame(node, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        return node
    }

    /// A recognizer of `kind` on `node`.
    func makeRecognizer(_ kind: RecognizerKind, on node: Int32) throws -> Int32 {
        let recognizer = try createRecognizer(kind: kind.rawValue)
        try addRecognizer(recognizer, to: node)
        return recognizer
    }

    /// A photo node over most of the root with a pinch and a rotation on it that recognize together.
    func makePinchAndRotation() throws -> (photo: Int32, pinch: Int32, rotation: Int32) {
        let photo = try makeNode(Rect(x: 0, y: 0, width: 390, height: 600))
        let pinch = try makeRecognizer(.pinch, on: photo)
        let rotation = try makeRecognizer(.rotation, on: photo)
        try allowSimultaneousRecognition(pinch, with: rotation)
        return (photo, pinch, rotation)
    }

    /// Two fingers, ids 1 and 2, `radius` either side of `center` on a line turned `angle` radians clockwise,
    /// as samples of `phase`.
    static func twoFingers(around center: Point, radius: Double, angle: Double, phase: Int) -> [Contact] {
        let dx = radius * GraspMath.cos(angle), dy = radius * GraspMath.sin(angle)
        return [Contact(id: 1, phase: phase, x: center.x - dx, y: center.y - dy),
                Contact(id: 2, phase: phase, x: center.x + dx, y: center.y + dy)]
    }

    /// One contact's sample.
    func touch(_ id: Int, _ phase: Int, _ x: Double, _ y: Double, at t: Double) throws {
        try touches(at: t, [Contact(id: id, phase: phase, x: x, y: y)])
    }

    /// A one-finger drag from `start` at `velocity` (points per second) for `duration` ms, sampled at
    /// `hz`, lifting at the last sample unless `lift` is false. Calls `afterEach` after every sample with
    /// its index (0 is the landing). Returns the time of the last sample.
    @discardableResult
    func drag(_ id: Int = 1, from start: Point, velocity: Point, at t0: Double, duration: Double, hz: Double,
              lift: Bool = true, afterEach: (Int, Point) throws -> Void = { _, _ in }) throws -> Double {
        try touch(id, 0, start.x, start.y, at: t0)
        try afterEach(0, start)
        let interval = 1000 / hz
        let count = Int((duration / interval).rounded())
        var t = t0
        for index in 1...count {
            t = t0 + Double(index) * interval
            let elapsed = (t - t0) / 1000
            let point = Point(x: start.x + velocity.x * elapsed, y: start.y + velocity.y * elapsed)
            try touch(id, index == count && lift ? 2 : 1, point.x, point.y, at: t)
            try afterEach(index, point)
        }
        return t
    }
}

/// The rates rate-dependent behaviour is checked at.
let rates: [Double] = [60, 120, 240]
