// Why this file exists: one page, one session: it owns the page's engine and scene, turns the page's
// messages into touch events and ticks, records them when asked, and answers with frames. It is
// synchronous and takes the server's time as an argument, so the network layer stays thin and every
// rule here (limits, errors, time mapping) is tested without sockets or sleeps.

import Grasp
import GraspGeometry
import GraspJSON
import GraspScenes
import GraspTrace

/// The state of one page's connection, independent of the transport.
///
/// Engine time is page time: the `t` of the session's first pointer or frame message is time zero,
/// and every later `t` (milliseconds) maps to `(t - t₀) / 1000` seconds. A time earlier than the
/// engine's current time is taken as the current time, so events and frames never go backwards.
///
/// The session is a live host: the page's display is its frame grid. Events and the page's frames go
/// through a live `FrameClock` (the host loop every replay and test driver runs, without frames of its
/// own), one tick a `frame` message.
@_spi(GraspInternal) public final class LabSession {
    /// The session's number, unique in its server, for logs and the page.
    @_spi(GraspInternal) public let id: Int
    private let catalog: LabSceneCatalog
    private let limits: LabLimits
    private let logger: LabLog
    private var rateLimiter: RateLimiter
    private var lastRateNotice: Double?

    /// The scene the page is using, once it said hello.
    @_spi(GraspInternal) public private(set) var scene: (any Scene)?
    /// The name of that scene.
    @_spi(GraspInternal) public private(set) var sceneName: String?
    private var viewport = Size(width: 0, height: 0)
    private var client = ""
    private var builder = TouchEventBuilder()
    private var originMilliseconds: Double?
    /// The host loop: events in, one tick for each of the page's frames.
    @_spi(GraspInternal) public var clock = FrameClock.live()
    /// The engine time of the latest event or frame, in seconds.
    @_spi(GraspInternal) public private(set) var engineTime = 0.0
    @_spi(GraspInternal) public var recorder: TraceRecorder?
    /// Whether the running recording holds fingers emulated from a mouse (its trace's source says so).
    private var recordingHasEmulatedFingers = false
    /// The state changes since the last frame, noted by the scene's state observer; it holds no
    /// reference back to the session (see ``StateChangeLog``).
    private let changes: StateChangeLog
    /// The scene's recognizers, read once when it opens (a scene lists them in a stable order).
    private var recognizers: [GestureRecognizer] = []
    /// The node fields the last frame wrote, to tell whether the next must write the nodes again.
    private var lastNodes = NodeSnapshot.Memory()
    /// The scroll indicators the last frame wrote (version 4), to tell whether the next must write them.
    private var lastIndicators: [ShownIndicator] = []
    /// The stretches the last frame wrote (version 5), to tell whether the next must write them.
    private var lastStretches: [ShownStretch] = []
    /// The platform whose constants and physics the session's scenes follow (version 5's `platform`).
    @_spi(GraspInternal) public private(set) var platform = PlatformProfile.iOS
    /// Each recognizer's state and values as the last frame wrote them.
    private var lastValues: [RecognizerValues] = []
    /// Whether ``lastValues`` holds a frame's values (not before a scene's first frame).
    private var valuesKnown = false
    /// Whether input reached the engine since the last frame was built (the values may have changed).
    private var inputSinceFrame = false
    /// The frame being written, reused from message to message.
    var frameBuffer = JSONBuffer(capacity: 4096)
    /// How many messages were refused with an error frame.
    @_spi(GraspInternal) public private(set) var errorCount = 0
    /// The protocol version of the latest message read; the session answers in it.
    @_spi(GraspInternal) public private(set) var version = LabProtocol.version {
        didSet { changes.valuesOfUpdates = version < 4 }
    }
    /// The trace being replayed, while the page is looking at one instead of taking touches.
    @_spi(GraspInternal) public private(set) var replay: LabReplay?
    /// The page's own viewport and engine time, kept while a replay uses the trace's.
    private var liveViewport = Size(width: 0, height: 0)
    private var liveEngineTime = 0.0
    /// Messages above ``LabLimits/maxMessageBytes`` (only `replay` may be) are read at most one a second.
    private var largeMessages = RateLimiter(rate: 1, burst: 2)

    /// Creates a session that builds scenes from `catalog`.
    @_spi(GraspInternal) public init(id: Int, catalog: LabSceneCatalog, limits: LabLimits, logger: LabLog = .none) {
        self.id = id
        self.catalog = catalog
        self.limits = limits
        self.logger = logger.adding("session", "\(id)")
        self.rateLimiter = RateLimiter(rate: limits.messagesPerSecond, burst: limits.messageBurst)
        self.changes = StateChangeLog(limit: limits.maxChangesPerFrame)
    }

    deinit {
        // The scene's observer keeps the log, and the log the scene: let the scene go.
        changes.scene = nil
    }

    /// Whether a recording is running.
    @_spi(GraspInternal) public var isRecording: Bool { recorder != nil }

    /// How many state changes the session holds for its next frame (at most twice
    /// ``LabLimits/maxChangesPerFrame``).
    @_spi(GraspInternal) public var heldChangeCount: Int { changes.entries.count }

    // MARK: Receiving

    /// Handles one text message that arrived at server time `now` (seconds on a steady clock, used
    /// only for rate limiting) and returns the messages to send back, in order.
    ///
    /// A refused message yields one error frame (rate-limit errors at most once per
    /// ``LabLimits/rateLimitNoticeInterval``), is logged, and leaves the session as it was.
    @_spi(GraspInternal) public func receive(_ text: String, at now: Double) -> [String] {
        guard rateLimiter.allow(at: now) else {
            if let last = lastRateNotice, now - last < limits.rateLimitNoticeInterval { return [] }
            lastRateNotice = now
            return [refuse(LabProtocolError(code: .rateLimited, message: "more than \(Int(limits.messagesPerSecond)) messages a second (burst \(Int(limits.messageBurst))); messages are dropped until the rate falls"))]
        }
        let size = text.utf8.count
        let large = size > limits.maxMessageBytes
        guard !large || (size <= limits.maxReplayMessageBytes && largeMessages.allow(at: now)) else {
            return [refuse(LabProtocolError(code: .tooLarge, message: "the message has \(size) bytes; at most \(limits.maxMessageBytes) are allowed (\(limits.maxReplayMessageBytes) for a replay, one a second)"))]
        }
        do throws(LabProtocolError) {
            let (version, message) = try ClientMessage.parseVersioned(text, limits: limits)
            self.version = version
            if large, case .replay = message {} else if large {
                throw LabProtocolError(code: .tooLarge, message: "the message has \(size) bytes; at most \(limits.maxMessageBytes) are allowed for any message but replay")
            }
            return try handle(message)
        } catch {
            return [refuse(error)]
        }
    }

    /// Handles a binary message: the protocol is text only.
    @_spi(GraspInternal) public func receiveBinary(byteCount: Int, at now: Double) -> [String] {
        guard rateLimiter.allow(at: now) else { return [] }
        return [refuse(LabProtocolError(code: .malformed, message: "binary messages are not part of the protocol; send JSON text"))]
    }

    /// The error frame for `error`, logged.
    @_spi(GraspInternal) public func refuse(_ error: LabProtocolError) -> String {
        errorCount += 1
        logger.warning("refused a message", metadata: [("code", error.code.rawValue), ("reason", error.message)])
        return error.frame(version: version)
    }

    private func handle(_ message: ClientMessage) throws(LabProtocolError) -> [String] {
        switch message {
        case .hello(let name, let viewport, let client, let platform):
            self.client = client
            self.platform = platform ?? .iOS
            replay = nil
            liveViewport = viewport
            let sceneMessage = try open(name ?? catalog.names.first, viewport: viewport)
            return [welcome(), sceneMessage] + (frame(ack: nil, full: true).map { [$0] } ?? [])
        case .scene(let name, let viewport, let platform):
            guard scene != nil else { throw notReady() }
            if let platform { self.platform = platform }
            if let replay {
                // A replay goes on in the new scene, from its beginning.
                let sceneMessage = try open(name, viewport: self.viewport)
                return [sceneMessage, replayMessage(replay)] + seek(to: 0, rebuild: true, reset: true)
            }
            liveViewport = viewport ?? liveViewport
            let sceneMessage = try open(name, viewport: viewport ?? self.viewport)
            return [sceneMessage] + (frame(ack: nil, full: true).map { [$0] } ?? [])
        case .pointer(let seq, let samples):
            guard scene != nil else { throw notReady(seq) }
            guard replay == nil else {
                throw LabProtocolError(code: .wrongMode, message: "the session is replaying a trace; send live to touch the stage again", ref: seq)
            }
            apply(samples)
            return frame(ack: seq, full: false).map { [$0] } ?? []
        case .key(let seq, let sample):
            guard let scene else { throw notReady(seq) }
            guard replay == nil else {
                throw LabProtocolError(code: .wrongMode, message: "the session is replaying a trace; send live to use the keyboard again", ref: seq)
            }
            let time = engineTime(forPage: sample.t)
            engineTime = time
            inputSinceFrame = true
            applyKey(sample, at: time, to: scene)
            return frame(ack: seq, full: false).map { [$0] } ?? []
        case .frame(let t, let seq):
            guard let scene else { throw notReady(seq) }
            // While replaying, the page's frames do not move the scene: only seek does.
            guard replay == nil else { return frame(ack: seq, full: false).map { [$0] } ?? [] }
            engineTime = engineTime(forPage: t)
            clock.advance(to: engineTime, scene.tick)
            return frame(ack: seq, full: false).map { [$0] } ?? []
        case .record(let action):
            guard scene != nil else { throw notReady() }
            guard replay == nil else {
                throw LabProtocolError(code: .wrongMode, message: "recording takes live input; send live first")
            }
            return [try record(action)]
        case .replay(let text):
            guard let sceneName else { throw notReady() }
            return try startReplay(text, sceneName: sceneName)
        case .seek(let time):
            guard let replay else {
                throw LabProtocolError(code: .wrongMode, message: "seek needs a replay: send replay with a trace first")
            }
            return seek(to: min(time, replay.duration), rebuild: time < replay.time)
        case .live:
            guard replay != nil, let sceneName else {
                throw LabProtocolError(code: .wrongMode, message: "the session is live already")
            }
            replay = nil
            let sceneMessage = try open(sceneName, viewport: liveViewport)
            engineTime = liveEngineTime
            return [sceneMessage] + (frame(ack: nil, full: true).map { [$0] } ?? [])
        case .accessibility(let seq, let action, let point):
            guard let scene else { throw notReady(seq) }
            var performed: Bool?
            if let action, let point {
                guard replay == nil else {
                    throw LabProtocolError(code: .wrongMode, message: "the session is replaying a trace; send live to act on the scene", ref: seq)
                }
                guard let named = AccessibilityAction(named: action) else {
                    throw LabProtocolError(code: .invalid, message: "action must not be empty", ref: seq)
                }
                inputSinceFrame = true
                let event = AccessibilityEvent(timestamp: engineTime, action: named, location: point)
                performed = scene.engine.handle(event)
                recorder?.record(event)
            }
            return [accessibilityMessage(scene, ref: seq, performed: performed)] + (frame(ack: nil, full: false).map { [$0] } ?? [])
        }
    }

    /// The scene's accessibility elements (frames in the stage's space), and whether the action asked for
    /// was performed.
    private func accessibilityMessage(_ scene: any Scene, ref: Int?, performed: Bool?) -> String {
        var json = JSONText()
        json.add("v", version)
        json.add("type", "accessibility")
        if let ref { json.add("ref", ref) }
        if let performed { json.add("performed", performed) }
        var list = JSONBuffer()
        list.append("[")
        for (index, element) in scene.engine.accessibilityElements().enumerated() {
            var item = JSONText()
            item.add("id", element.identifier)
            item.add("label", element.label)
            if let value = element.value { item.add("value", value) }
            item.add("traits", element.traits.description)
            var actions = JSONBuffer()
            actions.append("[")
            for (k, action) in element.actions.enumerated() {
                if k > 0 { actions.append(",") }
                actions.append(quoted: action.name)
            }
            actions.append("]")
            item.add("actions", raw: actions.string)
            let f = element.frame
            item.add("frame", raw: "[\(JSONText.number(f.minX)),\(JSONText.number(f.minY)),\(JSONText.number(f.width)),\(JSONText.number(f.height))]")
            if index > 0 { list.append(",") }
            list.append(raw: item.json)
        }
        list.append("]")
        json.add("elements", raw: list.string)
        return json.json
    }

    private func notReady(_ seq: Int? = nil) -> LabProtocolError {
        LabProtocolError(code: .notReady, message: "send hello first", ref: seq)
    }

    // MARK: Scenes

    private func open(_ name: String?, viewport: Size) throws(LabProtocolError) -> String {
        guard let name, let entry = catalog.entry(named: name) else {
            throw LabProtocolError(code: .unknownScene, message: "no scene is named \"\(String((name ?? "").prefix(40)))\"; the scenes are \(catalog.names.joined(separator: ", "))")
        }
        if recorder != nil {
            recorder = nil
            logger.info("recording dropped: the scene changed")
        }
        let scene = entry.make(viewport)
        if platform != .iOS { scene.engine.platformProfile = platform }
        if version >= 5 { Self.makeScrollbars(in: scene.engine.rootNode) }
        self.scene = scene
        self.sceneName = name
        self.viewport = viewport
        builder = TouchEventBuilder()
        changes.removeAll()
        lastNodes.invalidate()
        lastIndicators = []
        lastStretches = []
        lastValues = []
        valuesKnown = false
        recognizers = scene.recognizers
        changes.observe(scene, recognizers: recognizers)
        logger.info("scene opened", metadata: [("scene", name), ("viewport", "\(viewport)")])

        var json = JSONText()
        json.add("v", version)
        json.add("type", "scene")
        json.add("name", name)
        json.add("viewport", raw: "{\"width\":\(JSONText.number(viewport.width)),\"height\":\(JSONText.number(viewport.height))}")
        let lanes = scene.recognizers.enumerated().map { index, recognizer in
            var lane = JSONText()
            lane.add("id", index)
            lane.add("name", recognizer.name)
            lane.add("kind", RecognizerKind.name(of: recognizer))
            return lane.json
        }
        json.add("recognizers", raw: JSONText.array(raw: lanes))
        if version >= 5 { json.add("platform", LabProtocol.platformName(platform)) }
        return json.json
    }

    private func welcome() -> String {
        var json = JSONText()
        json.add("v", version)
        json.add("type", "welcome")
        json.add("session", id)
        json.add("scenes", raw: JSONText.array(raw: catalog.names.map(JSONText.quoted)))
        var l = JSONText()
        l.add("maxMessageBytes", limits.maxMessageBytes)
        l.add("maxSamplesPerMessage", limits.maxSamplesPerMessage)
        l.add("messagesPerSecond", limits.messagesPerSecond)
        l.add("messageBurst", limits.messageBurst)
        l.add("idleTimeout", limits.idleTimeout)
        json.add("limits", raw: l.json)
        return json.json
    }

    // MARK: Input

    /// Seconds of engine time for page time `t` (milliseconds); fixes the origin on first use.
    @inline(__always) // A few instructions, which every touch event runs: a call of its own cost more.
    private func engineTime(forPage t: Double) -> Double {
        let (time, origin) = engineTimeAndOrigin(forPage: t)
        originMilliseconds = origin
        return time
    }

    /// Seconds of engine time for page time `t` (milliseconds), never before the engine's time now, and
    /// the page time they count from (`t` itself before the first input), without keeping either.
    @inline(__always)
    private func engineTimeAndOrigin(forPage t: Double) -> (time: Double, origin: Double) {
        let origin = originMilliseconds ?? t
        return (max(engineTime, (t - origin) / 1000), origin)
    }

    /// Hands a touch event to the scene's engine through the frame clock, and to the recorder if one runs.
    @inline(__always)
    private func dispatch(_ event: TouchEvent, to scene: any Scene) {
        // Closures written out, not `scene.engine.handle`: a method reference on the scene allocated its
        // context at every event.
        let engine = scene.engine
        clock.send(event, handle: { engine.handle($0) }, tick: { scene.tick($0) })
        recorder?.record(event)
    }

    /// Sends the samples to the engine: consecutive contact samples with the same `t` form one event,
    /// as a trace's samples do, so that a recording replays as it was played; a hover, wheel, scroll or
    /// transform sample (version 3) is a report of its own (see LabSession+DesktopInput.swift).
    private func apply(_ samples: [PointerSample]) {
        guard let scene else { return }
        var index = samples.startIndex
        while index < samples.endIndex {
            let t = samples[index].t
            guard samples[index].phase.touchPhase != nil else {
                let time = engineTime(forPage: t)
                engineTime = time
                inputSinceFrame = true
                applyIndirect(samples[index], at: time, to: scene)
                index += 1
                continue
            }
            var batch: [TouchSample] = []
            var buttons: ButtonMask = []
            var modifiers: ModifierFlags = []
            while index < samples.endIndex, samples[index].t == t, let phase = samples[index].phase.touchPhase {
                let s = samples[index]
                batch.append(TouchSample(id: TouchID(s.id), phase: phase, location: s.location, kind: s.kind,
                                         force: s.pressure.map { $0 * 2 }))
                buttons.formUnion(s.buttons ?? .primary)
                modifiers.formUnion(s.modifiers)
                if s.emulated, recorder != nil { recordingHasEmulatedFingers = true }
                index += 1
            }
            sendTouchEvent(batch, at: t, buttons: buttons, modifiers: modifiers, to: scene)
        }
    }

    /// Sends contact samples that share page time `t` to the engine as one touch event, or as two when a
    /// contact lands and lifts at that same time (a click whose down and up the browser stamped alike):
    /// the touch-down first, then the lift, as a trace's replay builds them
    /// (`TouchEventBuilder.events(at:samples:buttonMask:modifierFlags:)`), so that the press is never lost
    /// and a recording replays as it was played.
    @inline(__always) // Inside `send(contacts:at:)`, the page's path (the Performance article, "The ninth round").
    private func sendTouchEvent(_ batch: [TouchSample], at t: Double, buttons: ButtonMask, modifiers: ModifierFlags, to scene: any Scene) {
        let time = engineTime(forPage: t)
        engineTime = time
        inputSinceFrame = true
        if batch.count > 1, batch.contains(where: { $0.phase.isTerminal }) {
            // Rare (a lift beside another sample): the general builder, which may split the batch.
            for event in builder.events(at: time, samples: batch, buttonMask: buttons, modifierFlags: modifiers) {
                dispatch(event, to: scene)
            }
        } else if let event = builder.event(at: time, samples: batch, buttonMask: buttons, modifierFlags: modifiers) {
            dispatch(event, to: scene)
        }
    }

    // MARK: Replay

    /// Reads the trace in `text`, rebuilds the scene in the trace's viewport and shows its first instant.
    private func startReplay(_ text: String, sceneName: String) throws(LabProtocolError) -> [String] {
        let trace: Trace
        do {
            trace = try LabTraceText.read(text, fileName: "the dropped trace")
        } catch {
            throw LabProtocolError(code: .invalidTrace, message: error.description)
        }
        if replay == nil { liveEngineTime = engineTime }
        let viewport = trace.viewport.map { Size(width: $0.width, height: $0.height) } ?? SceneReplay.defaultViewport
        let sceneMessage = try open(sceneName, viewport: viewport)
        let replay = LabReplay(trace: trace)
        self.replay = replay
        logger.info("replay started", metadata: [("samples", "\(trace.samples.count)"), ("duration", "\(replay.duration)")])
        return [sceneMessage, replayMessage(replay)] + seek(to: 0, rebuild: false, reset: true)
    }

    /// Plays the replay to `time` (from a fresh scene when `rebuild`) and returns the frame that shows it.
    /// A rebuilt frame (and the first of a replay: `reset`) says `reset`: its `changes` are every change
    /// from the trace's beginning.
    private func seek(to time: Double, rebuild: Bool, reset: Bool = false) -> [String] {
        guard var replay, let sceneName else { return [] }
        if rebuild {
            // Same scene, same viewport: the page keeps its lanes, so the scene message is not sent.
            _ = try? open(sceneName, viewport: viewport)
            replay.rewind()
        }
        guard let scene else { return [] }
        replay.play(into: scene, through: time)
        self.replay = replay
        engineTime = time
        return frame(ack: nil, full: rebuild || reset, reset: rebuild || reset, always: true).map { [$0] } ?? []
    }

    private func replayMessage(_ replay: LabReplay) -> String {
        var json = JSONText()
        json.add("v", version)
        json.add("type", "replay")
        json.add("duration", replay.duration)
        json.add("samples", replay.trace.samples.count)
        json.add("description", replay.trace.description)
        json.add("source", replay.trace.source)
        return json.json
    }

    // MARK: Recording

    private func record(_ action: RecordAction) throws(LabProtocolError) -> String {
        switch action {
        case .start:
            startRecording()
            var json = JSONText()
            json.add("v", version)
            json.add("type", "recording")
            json.add("state", "on")
            return json.json
        case .stop:
            let (trace, report) = try stopRecording()
            var json = JSONText()
            json.add("v", version)
            json.add("type", "trace")
            json.add("scene", sceneName ?? "")
            json.add("samples", trace.samples.count)
            json.add("repairs", raw: JSONText.array(raw: report.repairs.map { JSONText.quoted($0.description) }))
            json.add("data", LabTraceText.write(trace))
            return json.json
        }
    }

    /// Starts recording the input (a running recording starts over).
    @_spi(GraspInternal) public func startRecording() {
        recordingHasEmulatedFingers = false
        recorder = TraceRecorder(
            description: "Recorded in Grasp Lab on the \(sceneName ?? "") scene.",
            source: client.isEmpty ? LabProtocol.traceSource : "\(client) \(LabProtocol.traceSource)",
            viewport: Trace.Viewport(width: viewport.width, height: viewport.height))
        logger.info("recording started")
    }

    /// Stops the recording and returns its trace, with the pointers still down at the end closed and the
    /// repairs that made it a valid trace.
    ///
    /// - Throws: `empty-recording` when no recording runs or it holds no sample.
    @_spi(GraspInternal) public func stopRecording() throws(LabProtocolError) -> (trace: Trace, repairs: TraceRepairReport) {
        guard let recorder, !recorder.samples.isEmpty else {
            self.recorder = nil
            throw LabProtocolError(code: .emptyRecording, message: "nothing was recorded: start a recording, then touch the stage")
        }
        self.recorder = nil
        var closed = recorder
        closed.closeOpenLifecycles(at: engineTime)
        var trace = closed.trace
        if recordingHasEmulatedFingers { trace.source += " + " + LabProtocol.emulatedFingersSource }
        let report: TraceRepairReport
        do {
            report = try trace.repair()
        } catch {
            throw LabProtocolError(code: .emptyRecording, message: "the recording could not be made a valid trace: \(error.description)")
        }
        logger.info("recording stopped", metadata: [("samples", "\(trace.samples.count)")])
        return (trace, report)
    }

    // MARK: Hosting without messages

    /// Opens the scene called `name` on a stage of `viewport` (CSS px), as `hello` does, without the
    /// answers: for a host that drives the session through calls instead of messages (the WebAssembly
    /// API). `client` describes the host in recorded traces' `source`.
    @_spi(GraspInternal) public func open(scene name: String, viewport: Size, client: String) throws(LabProtocolError) {
        self.client = client
        replay = nil
        liveViewport = viewport
        _ = try open(name, viewport: viewport)
    }

    /// Answers in protocol `version` (one of ``LabProtocol/supportedVersions``) from now on, as if the
    /// latest message had been written in it: for a host that reads frames without sending messages.
    @_spi(GraspInternal) public func answer(inVersion version: Int) {
        guard LabProtocol.supportedVersions.contains(version) else { return }
        self.version = version
    }

    /// Sends `samples` to the scene, as a `pointer` message does (after its checks).
    @_spi(GraspInternal) public func send(_ samples: [PointerSample]) {
        guard scene != nil, replay == nil else { return }
        apply(samples)
    }

    /// Sends contacts that changed at page time `t` (milliseconds) as one touch event, as the contact
    /// samples of a `pointer` message that share a `t` are sent (the primary button, no modifiers), without
    /// building the message's samples first: for a host that checked them already.
    @_spi(GraspInternal) public func send(contacts: [TouchSample], at t: Double) {
        guard let scene, replay == nil, !contacts.isEmpty else { return }
        sendTouchEvent(contacts, at: t, buttons: .primary, modifiers: [], to: scene)
    }

    /// Sends, at page time `t` (milliseconds), a touch event in which every contact that is down moves,
    /// read where the host keeps it (`move(index)`: see
    /// `TouchEventBuilder.eventMovingEveryContact(at:count:kind:buttonMask:modifierFlags:_:)`), as
    /// ``send(contacts:at:)`` sends the same samples. Returns `false`, having changed nothing, when the
    /// call is not that case or nothing can take it (no scene, a replay); the host then sends samples.
    @_spi(GraspInternal) public func sendMoves(at t: Double, count: Int, kind: TouchKind, _ move: (Int) -> (id: TouchID, location: Point)?) -> Bool {
        guard let scene, replay == nil else { return false }
        // The page's time is kept only once the event is built.
        let (time, origin) = engineTimeAndOrigin(forPage: t)
        guard let event = builder.eventMovingEveryContact(at: time, count: count, kind: kind, buttonMask: .primary, move) else {
            return false
        }
        originMilliseconds = origin
        engineTime = time
        inputSinceFrame = true
        dispatch(event, to: scene)
        return true
    }

    /// Ticks the scene at page time `t` (milliseconds), as a `frame` message does.
    @_spi(GraspInternal) public func tick(atPage t: Double) {
        guard let scene, replay == nil else { return }
        engineTime = engineTime(forPage: t)
        clock.advance(to: engineTime, scene.tick)
    }

    /// A frame with everything in it: engine time, every node, the state changes since the last frame,
    /// every recognizer's state and values (the frame `hello` answers with). `nil` before a scene opens.
    @_spi(GraspInternal) public func fullFrame() -> String? {
        frame(ack: nil, full: true, always: true)
    }

    // MARK: Frames

    /// The frame to send: engine time, the acknowledged `seq`, and whatever changed since the last
    /// frame (nodes, state changes, values). `nil` when nothing changed and nothing is acknowledged.
    ///
    /// Whether the nodes or the values changed is told by comparing them with the ones the last frame
    /// wrote; only what changed is written, straight into a buffer the session reuses.
    private func frame(ack: Int?, full: Bool, reset: Bool = false, always: Bool = false) -> String? {
        guard let scene else { return nil }
        let nodesDiffer = lastNodes.update(from: scene.rootNode)
        // A recognizer's values change only with input, a state change (a timer firing on a tick is one)
        // or a scene that moves (a scroll view gliding): when none of these happened, the values are not
        // read at all, which is most frame ticks.
        let valuesMayDiffer = full || inputSinceFrame || !changes.isEmpty || nodesDiffer || !valuesKnown
        inputSinceFrame = false
        let valuesDiffer = valuesMayDiffer && updateValues(scene)
        let nodesChanged = full || nodesDiffer
        let valuesChanged = full || valuesDiffer
        // Version 4: the scroll indicators, whose opacity changes with time alone (a fade on a still page).
        let writesIndicators = version >= 4
        let indicatorsChanged = writesIndicators && (updateIndicators(scene) || full)
        // Version 5: the stretch of the scroll views on Android's physics, which relaxes with time alone.
        let stretchChanged = version >= 5 && (updateStretches(scene) || full)
        guard always || ack != nil || nodesChanged || valuesChanged || indicatorsChanged || stretchChanged || !changes.isEmpty else { return nil }
        frameBuffer.removeAll()
        frameBuffer.append("{\"v\":")
        frameBuffer.append(int: version)
        frameBuffer.append(",\"type\":\"frame\",\"t\":")
        frameBuffer.append(number: engineTime)
        if let ack {
            frameBuffer.append(",\"ack\":")
            frameBuffer.append(int: ack)
        }
        if reset { frameBuffer.append(",\"reset\":true") }
        if nodesChanged {
            frameBuffer.append(",\"nodes\":")
            NodeSnapshot.write(scene.rootNode, into: &frameBuffer)
        }
        if !changes.isEmpty { changes.write(into: &frameBuffer, recognizers: recognizers, version: version) }
        if valuesChanged { writeValues() }
        if indicatorsChanged { writeIndicators() }
        if stretchChanged { writeStretches() }
        frameBuffer.append("}")
        changes.removeAll()
        return frameBuffer.string
    }

    /// Reads every recognizer's state and values, keeps them for the next frame, and returns whether
    /// they differ from the last frame's.
    private func updateValues(_ scene: any Scene) -> Bool {
        guard valuesKnown, lastValues.count == recognizers.count else {
            lastValues = recognizers.map { RecognizerValues(state: $0.state, values: scene.values(of: $0)) }
            valuesKnown = true
            return true
        }
        var changed = false
        for index in recognizers.indices {
            let recognizer = recognizers[index]
            let state = recognizer.state
            let values = scene.values(of: recognizer)
            if lastValues[index].state != state || !RecognizerValues.same(lastValues[index].values, values) {
                lastValues[index] = RecognizerValues(state: state, values: values)
                changed = true
            }
        }
        return changed
    }

    /// Reads the scene's visible scroll indicators, keeps them for the next frame, and returns whether
    /// they differ from the last frame's.
    private func updateIndicators(_ scene: any Scene) -> Bool {
        var shown: [ShownIndicator] = []
        for (name, indicators) in scene.reportedScrollIndicators() {
            for indicator in indicators { shown.append(ShownIndicator(node: name, indicator: indicator)) }
        }
        guard shown != lastIndicators else { return false }
        lastIndicators = shown
        return true
    }

    /// Appends the `indicators` member (version 4): every visible scroll indicator, with its scroll view's
    /// name, its axis, its frame on the stage and its opacity; an empty array once none is visible.
    private func writeIndicators() {
        frameBuffer.append(",\"indicators\":[")
        for (index, shown) in lastIndicators.enumerated() {
            if index > 0 { frameBuffer.append(",") }
            frameBuffer.append("{\"node\":")
            frameBuffer.append(quoted: shown.node)
            frameBuffer.append(",\"axis\":")
            frameBuffer.append(quoted: shown.indicator.axis.rawValue)
            frameBuffer.append(",\"frame\":")
            appendRect(shown.indicator.frame)
            frameBuffer.append(",\"alpha\":")
            frameBuffer.append(number: shown.indicator.alpha)
            if version >= 5, shown.indicator.isInteractive { writeScrollbar(shown.indicator) }
            frameBuffer.append("}")
        }
        frameBuffer.append("]")
    }

    /// Appends two numbers separated by a comma (a point, or a size), as the frame writes numbers.
    /// Appends `rect` as `[x, y, width, height]`: an indicator's frame, a scrollbar's track.
    func appendRect(_ rect: Rect) {
        frameBuffer.append("[")
        appendPair(rect.minX, rect.minY)
        frameBuffer.append(",")
        appendPair(rect.width, rect.height)
        frameBuffer.append("]")
    }

    private func appendPair(_ a: Double, _ b: Double) {
        frameBuffer.append(number: a)
        frameBuffer.append(",")
        frameBuffer.append(number: b)
    }

    /// Reads the stretch of the scene's scroll views, keeps it for the next frame, and returns whether it
    /// differs from the last frame's (to a thousandth, as it is written).
    private func updateStretches(_ scene: any Scene) -> Bool {
        let shown = scene.reportedScrollStretches().map { ShownStretch(node: $0.name, stretch: $0.stretch) }
            .filter { !$0.isIdentity }
        guard shown != lastStretches else { return false }
        lastStretches = shown
        return true
    }

    /// Appends the `stretch` member (version 5): every scroll view drawn stretched, with its name, its
    /// scale and its anchor per axis (`[horizontal, vertical]`; an anchor as a fraction of the view's width
    /// or height from its leading edge); an empty array once none is.
    private func writeStretches() {
        frameBuffer.append(",\"stretch\":[")
        for (index, shown) in lastStretches.enumerated() {
            if index > 0 { frameBuffer.append(",") }
            frameBuffer.append("{\"node\":")
            frameBuffer.append(quoted: shown.node)
            frameBuffer.append(",\"scale\":[")
            appendPair(shown.scale.x, shown.scale.y)
            frameBuffer.append("],\"anchor\":[")
            appendPair(shown.anchor.x, shown.anchor.y)
            frameBuffer.append("]}")
        }
        frameBuffer.append("]")
    }

    /// Appends the `values` member: each recognizer's state and values, by its index. Each entry's text
    /// was written when its values last changed, so a frame in which one recognizer moved writes the
    /// others' entries as they were, without formatting their numbers again.
    private func writeValues() {
        frameBuffer.append(",\"values\":{")
        for (index, entry) in lastValues.enumerated() {
            if index > 0 { frameBuffer.append(",") }
            frameBuffer.append("\"")
            frameBuffer.append(int: index)
            frameBuffer.append("\":")
            frameBuffer.append(entry.json)
        }
        frameBuffer.append("}")
    }
}

/// The state changes since the last frame, noted by the scene's state observer as they happen and written
/// as JSON only when a frame carries them.
///
/// The observer the engine keeps holds this log, not the session, so that no reference cycle runs through
/// the session (and no weak reference is needed): the session lets go of its scene when it closes.
///
/// A change is kept as a few numbers; the recognizer's values are read at the change only when the frame
/// will carry them: for every change in protocol version 4, but for the `changed` reports of a gesture in
/// progress (the frame's `values` carries the current ones); for every change before version 4. The log
/// holds at most twice ``limit`` changes: when a scene's frames are not read (a page that only sends input),
/// the oldest are dropped and counted, so that memory stays bounded however long the input runs.
private final class StateChangeLog {
    /// One change, as the observer saw it.
    struct Entry {
        var recognizer: Int
        var from: GestureRecognizerState
        var to: GestureRecognizerState
        var recognized: Bool
        var t: Double
        /// The recognizer's values at the change, when the frame carries them.
        var values: SceneValues?
    }

    /// The changes noted since the last frame, oldest first.
    private(set) var entries: [Entry] = []
    /// How many changes were dropped since the last frame, to keep the log bounded.
    private(set) var dropped = 0
    /// The most changes a frame carries (``LabLimits/maxChangesPerFrame``).
    let limit: Int
    /// Whether `changed` reports of a gesture in progress carry their values (protocol versions 1 to 3).
    var valuesOfUpdates = false
    /// The scene observed, whose values each change carries.
    var scene: (any Scene)?
    /// The recognizers observed, in their numbering order: found by a walk, which for the few a scene has
    /// costs less than hashing (a change of a recognizer other than the last one's looks it up). The last
    /// of a recognizer listed twice gives its number, as the dictionary this was before did.
    private var recognizerIDs: [ObjectIdentifier] = []
    /// The recognizer of the last change noted (by identity: holding it would retain and release it at
    /// every change) and its number.
    private var recent: (recognizer: ObjectIdentifier, id: Int)?

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Whether no change happened since the last frame.
    var isEmpty: Bool { entries.isEmpty && dropped == 0 }

    /// Starts logging the changes of `scene`'s `recognizers`, numbered by their order.
    func observe(_ scene: any Scene, recognizers: [GestureRecognizer]) {
        self.scene = scene
        recognizerIDs = recognizers.map { ObjectIdentifier($0) }
        recent = nil
        // The observer holds the log, never the scene (the scene holds the observer).
        scene.engine.addStateObserver { [self] change in note(change) }
    }

    /// Forgets the changes (after a frame carried them).
    func removeAll() {
        entries.removeAll(keepingCapacity: entries.capacity <= 1024)
        dropped = 0
    }

    private func note(_ change: GestureStateChange) {
        let id: Int
        let identity = ObjectIdentifier(change.recognizer)
        if let recent, recent.recognizer == identity {
            // A gesture in progress reports change after change: the last number found serves again.
            id = recent.id
        } else {
            guard let found = recognizerIDs.lastIndex(of: identity) else { return }
            id = found
            recent = (identity, found)
        }
        if entries.count >= 2 * limit {
            // Nobody read a frame for a long while: keep the latest `limit` changes, count the others.
            entries.removeFirst(entries.count - limit)
            dropped += limit
        }
        let inProgress = change.newState == .changed
        entries.append(Entry(
            recognizer: id, from: change.oldState, to: change.newState,
            recognized: change.isRecognition, t: change.timestamp,
            values: inProgress && !valuesOfUpdates ? nil : scene?.values(of: change.recognizer)))
    }

    /// Writes the `changes` member (and `dropped`, in version 4, when changes were dropped) into `buffer`:
    /// at most ``limit`` changes, the latest.
    func write(into buffer: inout JSONBuffer, recognizers: [GestureRecognizer], version: Int) {
        let skipped = max(0, entries.count - limit)
        buffer.append(",\"changes\":[")
        var first = true
        for entry in entries[skipped...] {
            if !first { buffer.append(",") }
            first = false
            buffer.append("{\"r\":")
            buffer.append(int: entry.recognizer)
            buffer.append(",\"name\":")
            buffer.append(quoted: entry.recognizer < recognizers.count ? recognizers[entry.recognizer].name : "")
            buffer.append(",\"from\":")
            buffer.append(quoted: entry.from.description)
            buffer.append(",\"to\":")
            buffer.append(quoted: entry.to.description)
            buffer.append(",\"reported\":")
            buffer.append(quoted: entry.recognized ? "recognized" : entry.to.description)
            buffer.append(",\"t\":")
            buffer.append(number: entry.t)
            if let values = entry.values {
                buffer.append(",\"values\":{")
                buffer.append(members: values, leadingComma: false)
                buffer.append("}")
            }
            buffer.append("}")
        }
        buffer.append("]")
        let droppedNow = dropped + skipped
        if droppedNow > 0, version >= 4 {
            buffer.append(",\"dropped\":")
            buffer.append(int: droppedNow)
        }
    }
}

/// A recognizer's state and values, as a frame wrote them.
private struct RecognizerValues {
    var state: GestureRecognizerState
    var values: SceneValues
    /// The entry's text in a frame's `values`: `{"state":…,` then the values in the order of their names`}`.
    var json: JSONBuffer

    init(state: GestureRecognizerState, values: SceneValues) {
        self.state = state
        self.values = values
        json = JSONBuffer(capacity: 96)
        json.append("{\"state\":")
        json.append(quoted: state.description)
        json.append(members: values, leadingComma: true)
        json.append("}")
    }

    /// Whether two sets of values would be written alike. Unlike `==`, a NaN is the same as a NaN (it is
    /// written `null` either way, and the hashes this comparison replaced took them as equal).
    static func same(_ a: SceneValues, _ b: SceneValues) -> Bool {
        guard a.count == b.count else { return false }
        for (name, value) in a {
            guard let other = b[name] else { return false }
            switch (value, other) {
            case (.number(let x), .number(let y)):
                guard x == y || (x.isNaN && y.isNaN) else { return false }
            case (.point(let p), .point(let q)):
                guard p.x == q.x || (p.x.isNaN && q.x.isNaN), p.y == q.y || (p.y.isNaN && q.y.isNaN) else { return false }
            default:
                guard value == other else { return false }
            }
        }
        return true
    }
}

/// A visible scroll indicator as a frame writes it: the scroll view's name and the bar on the stage.
private struct ShownIndicator: Equatable {
    var node: String
    var indicator: ScrollIndicator
}

/// A scroll view's stretch as a frame writes it (version 5): its scale and anchor per axis, to a
/// thousandth, so that a frame is sent only when what it would write changed.
private struct ShownStretch: Equatable {
    var node: String
    var scale: Point
    var anchor: Point

    init(node: String, stretch: ScrollStretch) {
        func thousandths(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        self.node = node
        scale = Point(x: thousandths(stretch.horizontalScale), y: thousandths(stretch.verticalScale))
        anchor = Point(x: thousandths(stretch.horizontalAnchor), y: thousandths(stretch.verticalAnchor))
    }

    /// Whether it draws as no stretch (both scales 1 to a thousandth).
    var isIdentity: Bool { scale.x == 1 && scale.y == 1 }
}
