// Why this file exists: the standard recognizers, made, attached and related by handle, and their values
// read as UIKit reads them. A relation the host asks for is checked first (a cycle of failure requirements
// would leave every recognizer in it waiting forever), so that a refused call changes nothing.

import Grasp
import GraspGeometry

extension GraspHost {
    /// The kinds of recognizer a host makes.
    public enum RecognizerKind: Int32, Hashable, Sendable, CaseIterable {
        /// ``/Grasp/TapGestureRecognizer``.
        case tap = 0
        /// ``/Grasp/LongPressGestureRecognizer``.
        case longPress = 1
        /// ``/Grasp/PanGestureRecognizer``.
        case pan = 2
        /// ``/Grasp/PinchGestureRecognizer``.
        case pinch = 3
        /// ``/Grasp/RotationGestureRecognizer``.
        case rotation = 4
        /// ``/Grasp/SwipeGestureRecognizer``.
        case swipe = 5
        /// ``/Grasp/ScreenEdgePanGestureRecognizer``.
        case screenEdgePan = 6
        /// ``/Grasp/HoverGestureRecognizer``.
        case hover = 7
        /// ``/Grasp/TouchDownGestureRecognizer``.
        case touchDown = 8
        /// ``/Grasp/InstantPanGestureRecognizer``.
        case instantPan = 9
        /// ``/Grasp/PauseAndMoveGestureRecognizer``.
        case pauseAndMove = 10
        /// ``/Grasp/AxisLockedPanGestureRecognizer`` (horizontal unless its `axis` option says otherwise).
        case axisLockedPan = 11

        /// The kind's name in errors.
        public var name: String {
            switch self {
            case .tap: "a tap recognizer"
            case .longPress: "a long-press recognizer"
            case .pan: "a pan recognizer"
            case .pinch: "a pinch recognizer"
            case .rotation: "a rotation recognizer"
            case .swipe: "a swipe recognizer"
            case .screenEdgePan: "a screen-edge pan recognizer"
            case .hover: "a hover recognizer"
            case .touchDown: "a touch-down recognizer"
            case .instantPan: "an instant pan recognizer"
            case .pauseAndMove: "a pause-and-move recognizer"
            case .axisLockedPan: "an axis-locked pan recognizer"
            }
        }
    }

    /// Makes a recognizer of `kind` code (``RecognizerKind``) with UIKit's defaults, on no node yet.
    ///
    /// - Throws: `invalid-argument` for an unknown kind; `in-dispatch`.
    public func createRecognizer(kind code: Int32) throws(GraspHostError) -> Int32 {
        guard let kind = RecognizerKind(rawValue: code) else {
            throw .invalidArgument("recognizer kind is \(code); it must be from 0 to \(RecognizerKind.allCases.count - 1)")
        }
        try beginChange()
        let recognizer: GestureRecognizer
        switch kind {
        case .tap: recognizer = TapGestureRecognizer()
        case .longPress: recognizer = LongPressGestureRecognizer()
        case .pan: recognizer = PanGestureRecognizer()
        case .pinch: recognizer = PinchGestureRecognizer()
        case .rotation: recognizer = RotationGestureRecognizer()
        case .swipe: recognizer = SwipeGestureRecognizer()
        case .screenEdgePan: recognizer = ScreenEdgePanGestureRecognizer()
        case .hover: recognizer = HoverGestureRecognizer()
        case .touchDown: recognizer = TouchDownGestureRecognizer()
        case .instantPan: recognizer = InstantPanGestureRecognizer()
        case .pauseAndMove: recognizer = PauseAndMoveGestureRecognizer()
        case .axisLockedPan: recognizer = AxisLockedPanGestureRecognizer(axis: .horizontal)
        }
        return register(.recognizer(recognizer, kind), object: ObjectIdentifier(recognizer))
    }

    /// Attaches a recognizer to a node.
    ///
    /// - Throws: `already-attached` (it is on a node: remove it first), `unknown-handle`, `wrong-kind`,
    ///   `in-dispatch`.
    public func addRecognizer(_ recognizer: Int32, to node: Int32) throws(GraspHostError) {
        let target = try self.node(node)
        let attached = try self.recognizer(recognizer)
        if let current = attached.node {
            throw GraspHostError(.alreadyAttached, "recognizer \(recognizer) is already on node \(handle(of: current)); remove it first")
        }
        try beginChange()
        target.addGestureRecognizer(attached)
    }

    /// Takes a recognizer off its node (nothing when it is on none); its relations stay.
    ///
    /// - Throws: `unknown-handle`, `wrong-kind`, `in-dispatch`.
    public func removeRecognizer(_ recognizer: Int32) throws(GraspHostError) {
        let attached = try self.recognizer(recognizer)
        try beginChange()
        attached.node?.removeGestureRecognizer(attached)
    }

    /// Takes a recognizer off its node and forgets its handle (its relations go with it).
    ///
    /// - Throws: `unknown-handle`, `wrong-kind`, `in-dispatch`.
    public func destroyRecognizer(_ recognizer: Int32) throws(GraspHostError) {
        let attached = try self.recognizer(recognizer)
        try beginChange()
        attached.node?.removeGestureRecognizer(attached)
        attached.delegate = nil
        unregister(recognizer, object: ObjectIdentifier(attached))
    }

    /// Makes `recognizer` wait for `other` to fail (UIKit's `require(toFail:)`).
    ///
    /// - Throws: `cycle` (the two are one, or `other` already waits for `recognizer`, directly or through
    ///   others), `unknown-handle`, `wrong-kind`, `in-dispatch`.
    public func require(_ recognizer: Int32, toFail other: Int32) throws(GraspHostError) {
        let waiting = try self.recognizer(recognizer)
        let awaited = try self.recognizer(other)
        guard recognizer != other else { throw GraspHostError(.cycle, "recognizer \(recognizer) cannot wait for its own failure") }
        if waits(other, for: recognizer) {
            throw GraspHostError(.cycle, "recognizer \(other) already waits for recognizer \(recognizer) to fail: each would wait for the other")
        }
        try beginChange()
        waiting.require(toFail: awaited)
        if !(failureRequirements[recognizer]?.contains(other) ?? false) { failureRequirements[recognizer, default: []].append(other) }
    }

    /// Whether `recognizer` waits for `other`, directly or through the requirements the host made.
    func waits(_ recognizer: Int32, for other: Int32) -> Bool {
        var seen: [Int32] = []
        var stack = [recognizer]
        while let next = stack.popLast() {
            for awaited in failureRequirements[next] ?? [] where !seen.contains(awaited) {
                if awaited == other { return true }
                seen.append(awaited)
                stack.append(awaited)
            }
        }
        return false
    }

    /// Lets two recognizers recognize on the same touches.
    ///
    /// - Throws: `cycle` (the two are one), `unknown-handle`, `wrong-kind`, `in-dispatch`.
    public func allowSimultaneousRecognition(_ recognizer: Int32, with other: Int32) throws(GraspHostError) {
        let first = try self.recognizer(recognizer)
        let second = try self.recognizer(other)
        guard recognizer != other else { throw GraspHostError(.cycle, "recognizer \(recognizer) cannot be paired with itself") }
        try beginChange()
        first.allowSimultaneousRecognition(with: second)
    }

    /// The state's code in the ABI: 0 possible, 1 began, 2 changed, 3 ended (recognized), 4 cancelled,
    /// 5 failed.
    static func code(of state: GestureRecognizerState) -> Double {
        switch state {
        case .possible: 0
        case .began: 1
        case .changed: 2
        case .ended: 3
        case .cancelled: 4
        case .failed: 5
        }
    }

    /// Writes a recognizer's values now into `row` of `table`, in an event record's layout (fields 5 to
    /// 15, ``EventType/recognizer``), as UIKit reads them in `node`'s space (the root's when `nil`),
    /// translation and velocity in `panSpace`'s. The values a kind does not have stay as the row holds
    /// them (a new row holds zeros), but scale, which is 1 for every kind but a pinch.
    /// With `velocity` false, the velocities (a pan's, a pinch's or rotation's scalar one) are not estimated
    /// but written as `unestimated`: their estimate is most of the cost of a change's record, and a handler
    /// rarely reads it.
    /// `shape` is the kind's (``RecognizerKind/valueShape``), so that a record costs one cast.
    func writeValues(of recognizer: GestureRecognizer, shape: RecognizerKind.ValueShape, in node: Node?, panSpace: Node?,
                     velocity: Bool, unestimated: Double = .nan, to table: RecordTable, row: Int) {
        let location = recognizer.location(in: node)
        table.set(row, 5, location.x)
        table.set(row, 6, location.y)
        table.set(row, 7, Double(recognizer.numberOfTouches))
        table.set(row, 12, 1)
        switch shape {
        case .pinch:
            guard let pinch = recognizer as? PinchGestureRecognizer else { return }
            table.set(row, 12, pinch.scale)
            table.set(row, 14, velocity ? pinch.velocity : unestimated)
        case .pan, .screenEdgePan:
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            let translation = pan.translation(in: panSpace)
            let panVelocity = velocity ? pan.velocity(in: panSpace) : Point(x: unestimated, y: unestimated)
            table.set(row, 8, translation.x)
            table.set(row, 9, translation.y)
            table.set(row, 10, panVelocity.x)
            table.set(row, 11, panVelocity.y)
            if shape == .screenEdgePan, let edge = pan as? ScreenEdgePanGestureRecognizer {
                table.set(row, 15, Double(edge.startEdge?.rawValue ?? 0))
            }
        case .rotation:
            guard let rotation = recognizer as? RotationGestureRecognizer else { return }
            table.set(row, 13, rotation.rotation)
            table.set(row, 14, velocity ? rotation.velocity : unestimated)
        case .tap:
            guard let tap = recognizer as? TapGestureRecognizer else { return }
            table.set(row, 15, Double(tap.completedTaps))
        case .swipe:
            guard let swipe = recognizer as? SwipeGestureRecognizer else { return }
            table.set(row, 15, Double(swipe.recognizedDirection?.rawValue ?? 0))
        case .plain:
            return
        }
    }

    /// A recognizer's values now, as UIKit reads them in `node`'s space (0: the root's; -1: as its event
    /// records give them, the location in the root's space and a pan's translation and velocity in its
    /// node's parent's), written to ``scratch`` (``RecognizerValue`` fields) and returned.
    ///
    /// - Throws: `unknown-handle`, `wrong-kind`.
    @discardableResult
    public func recognizerValues(_ recognizer: Int32, in node: Int32 = 0) throws(GraspHostError) -> [Double] {
        let (target, kind) = try recognizerEntry(recognizer)
        let space = node == 0 || node == -1 ? nil : try self.node(node)
        let panSpace = node == -1 ? target.node?.parent : space
        if valuesRow.count == 0 { _ = valuesRow.appendRow() }
        for field in EventField.value..<EventField.stride { valuesRow.set(0, field, 0) }
        writeValues(of: target, shape: kind.valueShape, in: space, panSpace: panSpace, velocity: true, to: valuesRow, row: 0)
        // The record's fields 5… in RecognizerValue's order: state, touches, location, then the rest.
        var values = [Double](repeating: 0, count: RecognizerValue.count)
        values[RecognizerValue.state] = Self.code(of: target.state)
        values[RecognizerValue.numberOfTouches] = valuesRow.get(0, 7)
        values[RecognizerValue.locationX] = valuesRow.get(0, 5)
        values[RecognizerValue.locationY] = valuesRow.get(0, 6)
        for field in RecognizerValue.translationX..<RecognizerValue.count {
            values[field] = valuesRow.get(0, EventField.value + field - 1)
        }
        writeScratch(values)
        return values
    }
}

extension GraspHost.RecognizerKind {
    /// What an event record of a recognizer carries besides its location and touches.
    enum ValueShape: Equatable {
        /// Translation and velocity (fields 8 to 11).
        case pan
        /// A pan's, and the edge it started from (field 15).
        case screenEdgePan
        /// Scale and scalar velocity (fields 12 and 14).
        case pinch
        /// Rotation and scalar velocity (fields 13 and 14).
        case rotation
        /// The completed taps (field 15).
        case tap
        /// The recognized direction (field 15).
        case swipe
        /// Nothing more.
        case plain
    }

    /// The values this kind's records carry: every pan subclass carries a pan's.
    var valueShape: ValueShape {
        switch self {
        case .pan, .instantPan, .pauseAndMove, .axisLockedPan: .pan
        case .screenEdgePan: .screenEdgePan
        case .pinch: .pinch
        case .rotation: .rotation
        case .tap: .tap
        case .swipe: .swipe
        case .longPress, .hover, .touchDown: .plain
        }
    }
}

/// The fields of ``GraspHost/recognizerValues(_:in:)``'s answer.
public enum RecognizerValue {
    /// The state's code (0 possible, 1 began, 2 changed, 3 ended, 4 cancelled, 5 failed).
    public static let state = 0
    /// How many touches it follows.
    public static let numberOfTouches = 1
    /// Where the touches' centroid is.
    public static let locationX = 2
    /// Where the touches' centroid is.
    public static let locationY = 3
    /// A pan's translation.
    public static let translationX = 4
    /// A pan's translation.
    public static let translationY = 5
    /// A pan's velocity, points per second.
    public static let velocityX = 6
    /// A pan's velocity, points per second.
    public static let velocityY = 7
    /// A pinch's scale (1 otherwise).
    public static let scale = 8
    /// A rotation's angle, radians clockwise.
    public static let rotation = 9
    /// A pinch's or rotation's velocity.
    public static let scalarVelocity = 10
    /// A tap's completed taps; a swipe's recognized direction bit; a screen-edge pan's edge bit.
    public static let extra = 11
    /// How many fields there are.
    public static let count = 12
}
