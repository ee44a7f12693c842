// Why this file exists: JavaScript holds numbers, not Swift objects. This type is the API behind the
// exported C functions: it keeps the open scenes and lab sessions by handle, and answers each call with
// text or a ``GraspAPIError``. It is plain Swift, so the native tests drive it directly; the exports in
// Exports.swift only move bytes between it and the WebAssembly memory.

import GraspGeometry
import GraspJSON
@_spi(GraspInternal) import GraspLabSession
import GraspScenes
import GraspTrace

/// The WebAssembly API of Grasp, as Swift: scenes driven by calls, replays, and in-page lab sessions,
/// each open one named by a handle.
///
/// Handles are positive numbers, never reused while the API lives; a closed handle is refused with
/// `unknown-handle`. Every method either answers or throws a ``GraspAPIError``: none traps on bad input.
public final class GraspAPI {
    /// The version of the API: of the exported functions, their arguments and their answers (version 2:
    /// frames in lab protocol version 4 unless a scene asks for another). A change that could break a
    /// caller makes a new version; additions keep it.
    public static let version = 2

    private let catalog: LabSceneCatalog
    private var scenes: [Int32: SceneSession] = [:]
    private var labs: [Int32: LabSession] = [:]
    private var lastHandle: Int32 = 0
    // The scene the last call named: a page drives one scene call after call, and this spares each
    // call the hashing of a dictionary lookup. Cleared when that scene closes.
    private var recentScene: (handle: Int32, scene: SceneSession)?

    /// An API whose scenes and lab sessions come from `catalog` (the lab's scenes by default).
    public init(catalog: LabSceneCatalog = .standard) {
        self.catalog = catalog
    }

    /// The names of the scenes ``createScene(named:width:height:)`` and the lab sessions offer, in menu
    /// order, as a JSON array of strings.
    public func sceneNames() -> String {
        JSONText.array(raw: catalog.names.map { JSONText.quoted($0) })
    }

    /// How many scenes and lab sessions are open.
    public var openCount: Int { scenes.count + labs.count }

    private func nextHandle() -> Int32 {
        lastHandle = lastHandle == Int32.max ? 1 : lastHandle + 1
        return lastHandle
    }

    // MARK: Scenes

    /// Opens the scene called `name` on a stage of `width` × `height` CSS px and returns its handle.
    ///
    /// - Throws: `unknown-scene`, `not-finite` or `out-of-range`.
    public func createScene(named name: String, width: Double, height: Double) throws(GraspAPIError) -> Int32 {
        let handle = nextHandle()
        scenes[handle] = try SceneSession(named: name, width: width, height: height, catalog: catalog, id: Int(handle))
        return handle
    }

    /// The open scene with `handle`.
    ///
    /// - Throws: `unknown-handle`.
    public func scene(_ handle: Int32) throws(GraspAPIError) -> SceneSession {
        if let recentScene, recentScene.handle == handle { return recentScene.scene }
        guard let scene = scenes[handle] else { throw .unknownHandle(handle, "scene") }
        recentScene = (handle, scene)
        return scene
    }

    /// Closes the scene with `handle`.
    ///
    /// - Throws: `unknown-handle`.
    public func destroyScene(_ handle: Int32) throws(GraspAPIError) {
        guard scenes.removeValue(forKey: handle) != nil else { throw .unknownHandle(handle, "scene") }
        if recentScene?.handle == handle { recentScene = nil }
    }

    // MARK: Replay

    /// What `grasp replay TRACE --scene NAME --format jsonl --frame-rate HZ --tail S --frames FRAMES`
    /// prints for the trace in `text`: one JSON object a line, each ended by a newline.
    ///
    /// - Parameters:
    ///   - text: A trace file's text.
    ///   - fileName: The name errors give the trace (`grasp replay` gives the file's name).
    ///   - scene: A scene of the replay catalog (`grasp scenes`).
    ///   - frameRate: Ticks per second between samples.
    ///   - tail: Seconds of ticks after the last sample.
    ///   - frames: `stops`, `every` or `every=N`, as `--frames`.
    /// - Throws: `invalid-trace` (with the trace reader's message and, when `--repair` would fix it, its
    ///   hint), `unknown-scene`, `out-of-range` or `invalid-argument`.
    public func replay(_ text: String, fileName: String = "<memory>", scene: String = SceneCatalog.defaultName,
                       frameRate: Double = 120, tail: Double = 5,
                       frames: String = "stops") throws(GraspAPIError) -> String {
        guard SceneCatalog.scene(named: scene) != nil else {
            throw GraspAPIError(code: "unknown-scene", message: ReplayLines.problem(scene: scene, frameRate: 1, tail: 0) ?? "")
        }
        if let problem = ReplayLines.problem(scene: scene, frameRate: frameRate, tail: tail) {
            throw GraspAPIError(code: "out-of-range", message: problem)
        }
        guard ReplayLines.framesProblem(frames) == nil, let policy = ReplayFramePolicy(argument: frames) else {
            throw .invalidArgument(ReplayLines.framesProblem(frames) ?? "")
        }
        let trace: Trace
        do throws(TraceError) {
            trace = try LabTraceText.read(text, fileName: fileName)
        } catch {
            throw GraspAPIError(code: "invalid-trace", message: error.description, hint: error.repairHint)
        }
        guard let lines = ReplayLines.jsonLines(trace, scene: scene, frameRate: frameRate, tail: tail, frames: policy) else {
            throw GraspAPIError(code: "unknown-scene", message: "no scene called \"\(scene)\"")
        }
        return lines
    }

    // MARK: Lab sessions

    /// Opens a lab session, as a page's WebSocket connection opens one on the lab server, and returns its
    /// handle (which is also the session number its `welcome` gives).
    public func openLabSession() -> Int32 {
        let handle = nextHandle()
        labs[handle] = LabSession(id: Int(handle), catalog: catalog, limits: LabLimits())
        return handle
    }

    /// Handles one message of the lab protocol, as the lab server's session does, and returns the answers
    /// the server would send, in order. `nowMilliseconds` is the page's steady clock (`performance.now()`),
    /// used only for rate limiting, as the server's clock is.
    ///
    /// - Throws: `unknown-handle`. A message the session refuses is answered with an error frame, as on
    ///   the server, not thrown.
    public func receive(_ handle: Int32, _ text: String, nowMilliseconds: Double) throws(GraspAPIError) -> [String] {
        guard let lab = labs[handle] else { throw .unknownHandle(handle, "lab session") }
        guard nowMilliseconds.isFinite else { throw .notFinite("now") }
        return lab.receive(text, at: nowMilliseconds / 1000)
    }

    /// Closes the lab session with `handle`.
    ///
    /// - Throws: `unknown-handle`.
    public func closeLabSession(_ handle: Int32) throws(GraspAPIError) {
        guard labs.removeValue(forKey: handle) != nil else { throw .unknownHandle(handle, "lab session") }
    }
}
