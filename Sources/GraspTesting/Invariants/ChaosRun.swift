// Why this file exists: a random stream is a list of 64-bit words. The first picks the scene; each
// other word is one step (a touch event, valid or not, a tick, a tree change or an accessibility action), decoded against the
// engine's current state so that most streams make real gestures and some make nonsense. The same
// words always replay the same way, which is what makes a failing stream a regression test, and what
// lets the property tests, the fuzz target and the minimizer share one decoder.

import Grasp

/// Runs a random stream (a ``ChaosScene`` and a list of steps) under an ``InvariantMonitor``.
public struct ChaosRun {
    /// The words the run was made from: the scene's seed, then one word per step.
    public let words: [UInt64]
    /// The violations found.
    public private(set) var violations: [InvariantViolation] = []
    /// How many violations were found, including those not kept.
    public private(set) var violationCount = 0
    /// Each step as it was applied, one line each (a reproduction in words).
    public private(set) var log: [String] = []
    /// The engine's diagnostics at the end of the run.
    public private(set) var diagnostics: [EngineDiagnostic] = []
    /// How many state changes the monitor saw.
    public private(set) var changeCount = 0
    /// How many times each transition was seen, keyed `old→new`.
    public private(set) var transitionCounts: [String: Int] = [:]
    /// How many times the scene's controls sent touch-down, touch-up-inside, touch-up-outside and
    /// touch-cancel, keyed by the event's name.
    public private(set) var controlEventCounts: [String: Int] = [:]
    /// The scene's description.
    public private(set) var sceneSummary: [String] = []
    /// How many accessibility actions the stream asked for, and how many an element took.
    public private(set) var accessibilityActions = (asked: 0, performed: 0)
    /// How many steps changed the value of the scene's connection component (a collapsing header, a
    /// bottom sheet, a refresh control; see ``ChaosScene/connectionValue``).
    public private(set) var connectionChanges = 0

    /// Whether the run broke no invariant.
    public var isClean: Bool { violationCount == 0 }

    /// Runs `words` at once: builds the scene for `words[0]` (0 if empty), applies each other word as a
    /// step with a checkpoint after it, then drains the engine.
    ///
    /// - Parameters:
    ///   - words: The run's words: the scene's, then one per step.
    ///   - keepsLog: Whether to write the ``log`` (slower; the minimizer turns it on).
    ///   - profile: The platform profile of the scene's engine (UIKit's by default).
    ///   - inputs: What the stream mixes with its touches (ChaosInputs.swift): nothing by default, the
    ///     streams of before; keys, scrollbar presses (the scroll views' indicators are then scrollbars).
    public init(words: [UInt64], keepsLog: Bool = false, profile: PlatformProfile = .iOS, inputs: ChaosInputs = .touches) {
        self.words = words
        let scene = ChaosScene(seed: words.first ?? 0, profile: profile)
        if inputs.contains(.scrollbar) { for scroll in scene.scrollViews { scroll.allowsIndicatorInteraction = true } }
        sceneSummary = scene.summary
        let monitor = InvariantMonitor(engine: scene.engine)
        for control in scene.controls { monitor.watch(control) }
        var driver = Driver(scene: scene, inputs: inputs)
        var connectionViolations: [InvariantViolation] = []
        var connectionValue = scene.connectionValue
        var changes = 0
        func checkConnection(atRest: Bool) {
            let value = scene.connectionValue
            if value != connectionValue { changes += 1 }
            connectionValue = value
            for problem in scene.connectionProblems(atRest: atRest) {
                connectionViolations.append(InvariantViolation(invariant: .connectionBounds, recognizer: "", detail: problem,
                                                               timestamp: scene.engine.currentTime))
            }
        }
        for word in words.dropFirst() {
            let line = driver.step(word)
            if keepsLog { log.append(line) }
            monitor.checkpoint()
            checkConnection(atRest: false)
        }
        monitor.drain()
        if scene.hasConnection {
            // The components move on the engine's ticks: ten seconds more bring any of them to rest.
            scene.engine.tick(scene.engine.currentTime + 10)
            monitor.checkpoint()
        }
        checkConnection(atRest: true)
        if keepsLog { log.append("drain") }
        connectionChanges = changes
        accessibilityActions = driver.accessibilityActions
        violations = monitor.violations + connectionViolations.prefix(100)
        violationCount = monitor.violationCount + connectionViolations.count
        diagnostics = scene.engine.diagnostics
        changeCount = monitor.changeCount
        transitionCounts = monitor.transitionCounts
        controlEventCounts = monitor.controlEventCounts
        monitor.stop()
    }

    /// Turns arbitrary bytes (a fuzzer's input) into words, eight little-endian bytes each; a short
    /// tail is padded with zeros.
    public static func words(from bytes: UnsafeRawBufferPointer) -> [UInt64] {
        var words: [UInt64] = []
        words.reserveCapacity(bytes.count / 8 + 1)
        var index = 0
        while index < bytes.count {
            var word: UInt64 = 0
            for k in 0..<8 where index + k < bytes.count {
                word |= UInt64(bytes[index + k]) << (8 * UInt64(k))
            }
            words.append(word)
            index += 8
        }
        return words
    }

    /// The shortest list of words found, by removing steps and simplifying words, that still breaks an
    /// invariant; `words` itself if it breaks none. `profile` and `inputs` are the run's.
    public static func minimize(_ words: [UInt64], maximumRuns: Int = 2000, profile: PlatformProfile = .iOS,
                                inputs: ChaosInputs = .touches) -> [UInt64] {
        var best = words
        guard !ChaosRun(words: best, profile: profile, inputs: inputs).isClean else { return best }
        var runs = 0
        var chunk = max(1, (best.count - 1) / 2)
        while chunk >= 1 && runs < maximumRuns {
            var removed = false
            var start = 1
            while start < best.count && runs < maximumRuns {
                var candidate = best
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                runs += 1
                if !ChaosRun(words: candidate, profile: profile, inputs: inputs).isClean {
                    best = candidate
                    removed = true
                } else {
                    start += chunk
                }
            }
            if !removed { chunk /= 2 }
        }
        return best
    }

    /// A report for a failing stream: the words (paste them into a regression test), the scene, the
    /// steps and the violations. `profile` and `inputs` are the run's.
    public static func reproduction(_ words: [UInt64], profile: PlatformProfile = .iOS, inputs: ChaosInputs = .touches) -> String {
        let run = ChaosRun(words: words, keepsLog: true, profile: profile, inputs: inputs)
        var lines = ["words: [" + words.map { "0x" + String($0, radix: 16) }.joined(separator: ", ") + "]", "scene:"]
        lines += run.sceneSummary.map { "  " + $0 }
        lines.append("steps:")
        lines += run.log.map { "  " + $0 }
        lines.append("violations:")
        lines += run.violations.map { "  " + $0.description }
        return lines.joined(separator: "\n")
    }
}

/// Decodes and applies steps against the engine's current state.
struct Driver {
    let scene: ChaosScene
    var time = 0.0
    var lastLocation: [Int: Point] = [:]
    /// What the stream mixes with its touches.
    var inputs: ChaosInputs = .touches
    var accessibilityActions = (asked: 0, performed: 0)

    init(scene: ChaosScene, inputs: ChaosInputs = .touches) {
        self.scene = scene
        self.inputs = inputs
    }

    var engine: GestureEngine { scene.engine }

    /// Applies one step; returns its description.
    mutating func step(_ word: UInt64) -> String {
        let op = word & 0xFF
        switch op {
        case 252..<256:
            return performAccessibilityAction(word)
        case 0..<112, 208..<252:
            let timestamp = nextTime(word >> 40)
            let touch = sample(UInt16(truncatingIfNeeded: word >> 8), taken: [])
            return send([touch], at: timestamp)
        case 112..<144:
            let timestamp = nextTime(word >> 40)
            return sendMany(word, at: timestamp)
        case 144..<184:
            let timestamp = nextTime(word >> 8)
            engine.tick(timestamp)
            return "tick \(timestamp)"
        case 184..<187 where inputs.contains(.keys), 200..<208 where inputs.contains(.keys):
            return sendKey(word)
        case 187..<190 where inputs.contains(.scrollbar):
            return pressScrollbar(word)
        default:
            let mutation = ChaosMutation(decoding: word)
            scene.apply(mutation)
            return mutation.description
        }
    }

    /// The next timestamp: mostly a small step forward, sometimes equal, a long pause, backwards, or
    /// not a finite number.
    mutating func nextTime(_ bits: UInt64) -> Double {
        let amount = Double((bits >> 3) & 0x3FF)
        switch bits & 7 {
        case 0, 1, 2, 3:
            time += 0.004 + amount / 1023 * 0.03
            return time
        case 4:
            return time
        case 5:
            time += 0.1 + amount / 1023 * 1.2
            return time
        case 6:
            return time - 0.001 - amount / 1023 * 0.5
        default:
            switch amount.truncatingRemainder(dividingBy: 6) {
            case 0: return .nan
            case 1: return .infinity
            case 2: return -.infinity
            case 3:
                time += 1e6
                return time
            case 4: return -1e300
            default: return time + 1e-300
            }
        }
    }

    /// One touch sample from 16 bits: which finger, which phase, where, and what kind of contact.
    mutating func sample(_ bits: UInt16, taken: Set<Int>) -> Touch {
        let bits = UInt64(bits)
        let down = engine.activeTouches.map(\.id.rawValue).filter { !taken.contains($0) }
        let phaseCode = (bits >> 3) & 7
        let phase: TouchPhase = switch phaseCode {
        case 0, 1: .began
        case 2, 3, 4: .moved
        case 5: .ended
        case 6: .cancelled
        default: (bits >> 12) & 1 == 0 ? .ended : .stationary
        }
        let wellFormed = (bits >> 11) & 7 != 0
        var id = Int(bits & 7)
        if wellFormed {
            if phase == .began {
                id = (0..<20).first { !engine.activeTouches.map(\.id.rawValue).contains($0) && !taken.contains($0) } ?? id
            } else if !down.isEmpty {
                id = down[Int(bits & 7) % down.count]
            }
        }
        let location = self.location(for: id, bits >> 6, phase: phase)
        let kind: TouchKind = switch (bits >> 14) & 3 {
        case 3: (bits >> 13) & 1 == 0 ? .pencil : .mouse
        default: .direct
        }
        if location.x.isFinite && location.y.isFinite { lastLocation[id] = location }
        return Touch(id: TouchID(id), phase: phase, location: location, timestamp: time, kind: kind)
    }

    /// A location: near the finger's last one (most often), anywhere in the root, or a bad value.
    func location(for id: Int, _ bits: UInt64, phase: TouchPhase) -> Point {
        let mode = bits & 7
        let a = Double((bits >> 3) & 0x7F), b = Double((bits >> 10) & 0x7F)
        let last = lastLocation[id]
        switch mode {
        case 0, 1, 2, 3:
            guard let last, phase != .began else { fallthrough }
            let scale = mode < 2 ? 0.15 : 1.5
            return Point(x: last.x + (a - 64) * scale, y: last.y + (b - 64) * scale)
        case 4, 5:
            return Point(x: a / 127 * ChaosScene.rootSize.width, y: b / 127 * ChaosScene.rootSize.height)
        default:
            switch Int(a) % 8 {
            case 0: return Point(x: .nan, y: b)
            case 1: return Point(x: .infinity, y: -.infinity)
            case 2: return Point(x: 1e12, y: -1e12)
            case 3: return Point(x: .greatestFiniteMagnitude, y: -.greatestFiniteMagnitude)
            case 4: return Point(x: -a * 1e6, y: b)
            case 5: return Point(x: .leastNonzeroMagnitude, y: -0.0)
            case 6: return Point(x: -5, y: 805)
            default: return Point(x: a, y: .nan)
            }
        }
    }

    /// Several samples in one event: a few fingers, ten or twenty landing together, or every finger
    /// down moving or lifting together.
    mutating func sendMany(_ word: UInt64, at timestamp: Double) -> String {
        let mode = (word >> 8) & 7
        var touches: [Touch] = []
        switch mode {
        case 0:
            let count = (word >> 11) & 1 == 0 ? 10 : 20
            for id in 0..<Int(count) {
                let p = Point(x: Double((word >> 12) & 0xFF) + Double(id * 15), y: Double((word >> 20) & 0x1FF) + Double(id * 7))
                lastLocation[id] = p
                touches.append(Touch(id: TouchID(id), phase: .began, location: p, timestamp: timestamp))
            }
        case 1, 2:
            let dx = Double(Int((word >> 12) & 0x3F) - 32), dy = Double(Int((word >> 18) & 0x3F) - 32)
            for touch in engine.activeTouches {
                let p = Point(x: touch.location.x + dx, y: touch.location.y + dy)
                lastLocation[touch.id.rawValue] = p
                touches.append(Touch(id: touch.id, phase: mode == 1 ? .moved : .ended, location: p, timestamp: timestamp))
            }
        default:
            let count = 2 + Int((word >> 11) & 3)
            var taken: Set<Int> = []
            for k in 0..<count {
                let touch = sample(UInt16(truncatingIfNeeded: word >> (12 + 6 * UInt64(k))) ^ UInt16(k * 0x2493), taken: taken)
                taken.insert(touch.id.rawValue)
                touches.append(touch)
            }
        }
        return send(touches, at: timestamp)
    }

    mutating func send(_ touches: [Touch], at timestamp: Double) -> String {
        var stamped = touches
        for i in stamped.indices { stamped[i].timestamp = timestamp }
        engine.handle(TouchEvent(timestamp: timestamp, allTouches: engine.activeTouches + stamped, changedTouches: stamped))
        return "event @\(timestamp): " + stamped.map { "\($0.id) \($0.phase.rawValue) (\($0.location.x), \($0.location.y))\($0.kind == .direct ? "" : " \($0.kind.rawValue)")" }.joined(separator: ", ")
    }

    /// One accessibility action, as engine input mixed with the touches: on an element of the tree (one
    /// of its own actions most often, sometimes one it does not list) at its activation point, or at a
    /// bad point; the time as for a touch.
    mutating func performAccessibilityAction(_ word: UInt64) -> String {
        let timestamp = nextTime(word >> 40)
        let elements = engine.accessibilityElements()
        var action = AccessibilityAction.activate
        var point = Point(x: Double((word >> 16) & 0x1FF), y: Double((word >> 25) & 0x3FF))
        if !elements.isEmpty {
            let element = elements[Int((word >> 8) & 0xFF) % elements.count]
            if (word >> 35) & 7 != 0 { point = element.activationPoint }
            let actions = element.actions
            if (word >> 38) & 3 != 0, !actions.isEmpty {
                action = actions[Int((word >> 16) & 0xFF) % actions.count]
            } else {
                let standard: [AccessibilityAction] = [.activate, .increment, .decrement, .escape, .custom("nothing")]
                action = standard[Int((word >> 16) & 0xFF) % standard.count]
            }
        }
        if (word >> 34) & 15 == 0 { point = Point(x: .nan, y: point.y) }
        accessibilityActions.asked += 1
        let performed = engine.performAccessibilityAction(action, at: point, timestamp: timestamp)
        if performed { accessibilityActions.performed += 1 }
        return "accessibility \(action) @\(timestamp) at (\(point.x), \(point.y)): \(performed ? "performed" : "refused")"
    }
}
