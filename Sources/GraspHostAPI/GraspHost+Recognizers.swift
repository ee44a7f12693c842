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

    /// Gives a recognizer's values now to `put` (field, value; ``RecognizerValue``), as UIKit reads them in
    /// `node`'s space (the root's when `nil`), translation and velocity in `panSpace`'s. Fields a kind does not
    /// have are not given (scale is given as 1 for every kind but a pinch, which gives its own).
    /// With `velocity` false, the velocities (a pan's, a pinch's or rotation's scalar one) are given as NaN
    /// instead: their estimate is most of the cost of a change's record, and a handler rarely reads it.
    func writeValues(of recognizer: GestureRecognizer, in node: Node?, panSpace: Node?, velocity: Bool = true,
                     _ put: (Int, Double) -> Void) {
        put(RecognizerValue.state, Self.code(of: recognizer.state))
        put(RecognizerValue.numberOfTouches, Double(recognizer.numberOfTouches))
        let location = recognizer.location(in: node)
        put(RecognizerValue.locationX, location.x)
        put(RecognizerValue.locationY, location.y)
        if let pinch = recognizer as? PinchGestureRecognizer {
            put(RecognizerValue.scale, pinch.scale)
            put(RecognizerValue.scalarVelocity, velocity ? pinch.velocity : .nan)
            return
        }
        put(RecognizerValue.scale, 1)
        if let pan = recognizer as? PanGestureRecognizer {
            let translation = pan.translation(in: panSpace)
            let panVelocity = velocity ? pan.velocity(in: panSpace) : Point(x: .nan, y: .nan)
            put(RecognizerValue.translationX, translation.x)
            put(RecognizerValue.translationY, translation.y)
            put(RecognizerValue.velocityX, panVelocity.x)
            put(RecognizerValue.velocityY, panVelocity.y)
            if let edge = pan as? ScreenEdgePanGestureRecognizer { put(RecognizerValue.extra, Double(edge.startEdge?.rawValue ?? 0)) }
        } else if let rotation = recognizer as? RotationGestureRecognizer {
            put(RecognizerValue.rotation, rotation.rotation)
            put(RecognizerValue.scalarVelocity, velocity ? rotation.velocity : .nan)
        } else if let tap = recognizer as? TapGestureRecognizer {
            put(RecognizerValue.extra, Double(tap.completedTaps))
        } else if let swipe = recognizer as? SwipeGestureRecognizer {
            put(RecognizerValue.extra, Double(swipe.recognizedDirection?.rawValue ?? 0))
        }
    }

    /// A recognizer's values now, as UIKit reads them in `node`'s space (0: the root's; -1: as its event
    /// records give them, the location in the root's space and a pan's translation and velocity in its
    /// node's parent's), written to ``scratch`` (``RecognizerValue`` fields) and returned.
    ///
    /// - Throws: `unknown-handle`, `wrong-kind`.
    @discardableResult
    public func recognizerValues(_ recognizer: Int32, in node: Int32 = 0) throws(GraspHostError) -> [Double] {
        let target = try self.recognizer(recognizer)
        let space = node == 0 || node == -1 ? nil : try self.node(node)
        let panSpace = node == -1 ? target.node?.parent : space
        var values = [Double](repeating: 0, count: RecognizerValue.count)
        writeValues(of: target, in: space, panSpace: panSpace) { field, value in values[field] = value }
        writeScratch(values)
        return values
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
