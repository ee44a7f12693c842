// Why this file exists: these are the functions a WebAssembly host (grasp.js in a page or in node) calls:
// Grasp's C ABI, version 2. Each one moves bytes and numbers between the module's memory and ``GraspAPI``,
// and never traps on what a caller passes: a bad handle, a NaN, a negative length or bytes that are not
// UTF-8 come back as an error in the output buffer. The conventions, once for all of them:
//
// - Text goes in as a pointer and a length in bytes of UTF-8, in memory the caller got from `grasp_alloc`
//   (and gives back with `grasp_free`).
// - Text comes out in the output buffer: `grasp_output_ptr()` and `grasp_output_len()` after the call. It
//   stays valid until the next call that writes output.
// - A call returns a status: 0 or more is success (a handle, a count, or 0), -1 is a refusal, with the
//   error's JSON text (`{"code":…,"message":…}`) in the output buffer.
// - Times are milliseconds, coordinates CSS px, as in the lab protocol.

import Grasp
import GraspHostAPI
@_spi(GraspInternal) import GraspLabSession

/// The API behind the exports: one per module instance.
nonisolated(unsafe) private var api = GraspAPI()
/// The output buffer: text the last call that answers with text wrote.
nonisolated(unsafe) private var output = OutputBuffer()

/// The status of a refused call; the error's JSON text is in the output buffer.
private let refused: Int32 = -1

/// Runs `body`, turning a thrown error into the refused status with its JSON text as output.
private func status(_ body: () throws(GraspAPIError) -> Int32) -> Int32 {
    do throws(GraspAPIError) {
        return try body()
    } catch {
        return refuse(error)
    }
}

/// Writes `error` as the output and answers `refused`: out of line, so that the calls that succeed run
/// shorter code.
@inline(never)
private func refuse(_ error: GraspAPIError) -> Int32 {
    output.set(error.json)
    return refused
}

/// Runs `body`, which answers with text: the text becomes the output and the status is 0.
private func answer(_ body: () throws(GraspAPIError) -> String) -> Int32 {
    status { () throws(GraspAPIError) -> Int32 in
        output.set(try body())
        return 0
    }
}

/// The text at `pointer`, `length` bytes of UTF-8.
private func text(_ pointer: UnsafeRawPointer?, _ length: Int32, _ name: String) throws(GraspAPIError) -> String {
    guard length >= 0 else { throw .invalidArgument("\(name): the length is \(length); it must not be negative") }
    guard length > 0 else { return "" }
    guard let pointer else { throw .invalidArgument("\(name): the pointer is null") }
    let bytes = UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: Int(length))
    guard let string = String(validating: bytes, as: UTF8.self) else {
        throw GraspAPIError(code: "invalid-utf8", message: "\(name) is not UTF-8 text")
    }
    return string
}

/// The pointer number in `value`, which must be an integer.
private func pointerID(_ value: Double, _ name: String) throws(GraspAPIError) -> Int {
    guard value.isFinite else { throw .notFinite(name) }
    guard isPointerID(value) else {
        throw .invalidArgument("\(name) is \(value); it must be an integer from -2147483647 to 2147483647")
    }
    return Int(value)
}

// MARK: Output

// `grasp_api_version`, `grasp_alloc` and `grasp_free` are GraspHostAPI's (Memory.swift): every module has them.

/// The address of the output buffer's text (UTF-8, not terminated).
@_expose(wasm, "grasp_output_ptr") @_cdecl("grasp_output_ptr")
public func graspOutputPointer() -> UnsafeRawPointer? {
    output.pointer.map { UnsafeRawPointer($0) }
}

/// The length in bytes of the output buffer's text.
@_expose(wasm, "grasp_output_len") @_cdecl("grasp_output_len")
public func graspOutputLength() -> Int32 {
    Int32(output.count)
}

// MARK: Scenes

/// Writes the scene names, a JSON array of strings, to the output buffer; returns 0.
@_expose(wasm, "grasp_scene_names") @_cdecl("grasp_scene_names")
public func graspSceneNames() -> Int32 {
    answer { api.sceneNames() }
}

/// Opens the scene whose name is the text at `name` on a `width` × `height` stage; returns its handle
/// (positive) or -1 (`unknown-scene`, `not-finite`, `out-of-range`, `invalid-utf8`).
@_expose(wasm, "grasp_scene_create") @_cdecl("grasp_scene_create")
public func graspSceneCreate(_ name: UnsafeRawPointer?, _ nameLength: Int32, _ width: Double, _ height: Double) -> Int32 {
    status { () throws(GraspAPIError) -> Int32 in
        try api.createScene(named: try text(name, nameLength, "the scene name"), width: width, height: height)
    }
}

/// Closes a scene; returns 0 or -1 (`unknown-handle`).
@_expose(wasm, "grasp_scene_destroy") @_cdecl("grasp_scene_destroy")
public func graspSceneDestroy(_ handle: Int32) -> Int32 {
    status { () throws(GraspAPIError) -> Int32 in
        try api.destroyScene(handle)
        return 0
    }
}

/// Sends `count` contacts that changed at time `t` (ms) as one touch event. `records` holds `count`
/// records of four doubles each: pointer id, phase (0 began, 1 moved, 2 ended, 3 cancelled), x, y.
/// `kind` is 0 for a finger, 1 for a pen, 2 for a mouse. Returns 0 or -1.
@_expose(wasm, "grasp_scene_touches") @_cdecl("grasp_scene_touches")
public func graspSceneTouches(_ handle: Int32, _ t: Double, _ kind: Int32, _ records: UnsafeRawPointer?, _ count: Int32) -> Int32 {
    status { () throws(GraspAPIError) -> Int32 in
        let scene = try api.scene(handle)
        guard kind >= 0, kind <= 2 else { throw badKind(kind) }
        guard count >= 0, count <= 4096 else { throw badCount(count) }
        guard count == 0 || records != nil else { throw .invalidArgument("the touch records' pointer is null") }
        // The records are checked first, in order (a bad phase or id is the error even when the time is bad
        // too), then read where they lie by the scene's checks and sending: no list is filled here.
        guard let records, count > 0 else {
            try scene.touches(at: t, kind: touchKind(code: kind), [])
            return 0
        }
        // Most calls only move contacts that are down: one pass reads, checks and sends those. Any other call,
        // and any call with something wrong, takes the general path below, which checks in its documented
        // order and says what is wrong; the pass changed nothing then.
        if scene.sendMoves(at: t, kind: touchKind(code: kind), records: records, count: Int(count)) { return 0 }
        for index in 0..<Int(count) {
            let (id, phase, _, _) = touchRecord(index, of: records)
            // The checks' messages name the touch; they are written only when a check fails.
            guard touchPhase(code: phase) != nil else { throw badPhase(phase, ofTouch: index) }
            if !isPointerID(id) { _ = try pointerID(id, "touch \(index): id") }
        }
        try scene.touches(at: t, kind: touchKind(code: kind), count: Int(count)) { index in
            // Checked above: the phase has a code and the id is a whole number within Int32.
            let (id, phase, x, y) = touchRecord(index, of: records)
            return SceneSession.Touch(id: Int(id), phase: touchPhase(code: phase) ?? .moved, x: x, y: y)
        }
        return 0
    }
}

// The errors of `grasp_scene_touches`, each written in a function of its own: the messages' formatting stays
// out of the function that every touch event runs, whose code then fits in fewer cache lines.

/// The error of a kind code that names no kind of contact.
@inline(never)
private func badKind(_ kind: Int32) -> GraspAPIError {
    .invalidArgument("kind is \(kind); it must be 0 (touch), 1 (pen) or 2 (mouse)")
}

/// The error of a touch count out of range.
@inline(never)
private func badCount(_ count: Int32) -> GraspAPIError {
    .invalidArgument("count is \(count); it must be from 0 to 4096")
}

/// The error of touch record `index`, whose phase code names no phase.
@inline(never)
private func badPhase(_ phase: Double, ofTouch index: Int) -> GraspAPIError {
    .invalidArgument("touch \(index): phase is \(phase); it must be 0 (began), 1 (moved), 2 (ended) or 3 (cancelled)")
}

/// Whether a record's id is a pointer number as it stands: a whole number within `Int32` (otherwise
/// `pointerID(_:_:)` says what is wrong with it). Rounding toward zero tells a whole number as well as
/// rounding to the nearest does, and is one WebAssembly instruction (`f64.trunc`), where the other is a
/// call of libm's `round` (0.6 % of the page's call in a profile).
@inline(__always)
private func isPointerID(_ id: Double) -> Bool {
    id == id.rounded(.towardZero) && abs(id) <= Double(Int32.max)
}

/// Record `index` of a `grasp_scene_touches` call when it moves a contact and its id is a pointer
/// number as it stands (`nil` otherwise): the id, x and y. A plain function, not a closure the scene calls,
/// so that the scene's one pass for moves reads the records in its own code (the Performance article,
/// "The eleventh round").
@inline(__always)
func moveRecord(_ index: Int, of records: UnsafeRawPointer) -> (id: Int, x: Double, y: Double)? {
    let (id, phase, x, y) = touchRecord(index, of: records)
    guard phase == 1, isPointerID(id) else { return nil }
    return (Int(id), x, y)
}

/// Touch record `index` of a `grasp_scene_touches` call, as the page wrote it: four doubles, the pointer
/// id, the phase code, x and y.
@inline(__always)
private func touchRecord(_ index: Int, of records: UnsafeRawPointer) -> (id: Double, phase: Double, x: Double, y: Double) {
    let base = index * 32
    return (records.loadUnaligned(fromByteOffset: base, as: Double.self),
            records.loadUnaligned(fromByteOffset: base + 8, as: Double.self),
            records.loadUnaligned(fromByteOffset: base + 16, as: Double.self),
            records.loadUnaligned(fromByteOffset: base + 24, as: Double.self))
}

/// The kind of contact of a checked kind code: 0 a finger, 1 a pen, 2 a mouse.
@inline(__always)
private func touchKind(code: Int32) -> TouchKind {
    code == 0 ? .direct : code == 1 ? .pencil : .mouse
}

/// The touch phase of a record's phase code (0 began, 1 moved, 2 ended, 3 cancelled), or `nil`.
private func touchPhase(code: Double) -> TouchPhase? {
    switch code {
    case 0: .began
    case 1: .moved
    case 2: .ended
    case 3: .cancelled
    default: nil
    }
}

/// Sends a hover at time `t` (ms): `phase` 0 entered, 1 moved, 2 exited. Returns 0 or -1.
@_expose(wasm, "grasp_scene_hover") @_cdecl("grasp_scene_hover")
public func graspSceneHover(_ handle: Int32, _ t: Double, _ id: Int32, _ phase: Int32, _ x: Double, _ y: Double) -> Int32 {
    status { () throws(GraspAPIError) -> Int32 in
        let scene = try api.scene(handle)
        let phases: [HoverPhase] = [.entered, .moved, .exited]
        guard phase >= 0, Int(phase) < phases.count else { throw .invalidArgument("phase is \(phase); it must be 0 (entered), 1 (moved) or 2 (exited)") }
        try scene.hover(at: t, id: Int(id), phase: phases[Int(phase)], x: x, y: y)
        return 0
    }
}

/// Sends scrolling at time `t` (ms): `phase` 0 began, 1 changed, 2 ended, 3 cancelled (trackpad), 4 a
/// wheel step; `dx`, `dy` move the content as a dragging finger would. Returns 0 or -1.
@_expose(wasm, "grasp_scene_scroll") @_cdecl("grasp_scene_scroll")
public func graspSceneScroll(_ handle: Int32, _ t: Double, _ id: Int32, _ phase: Int32, _ x: Double, _ y: Double, _ dx: Double, _ dy: Double) -> Int32 {
    status { () throws(GraspAPIError) -> Int32 in
        let scene = try api.scene(handle)
        let phases: [ScrollPhase] = [.began, .changed, .ended, .cancelled, .step]
        guard phase >= 0, Int(phase) < phases.count else {
            throw .invalidArgument("phase is \(phase); it must be 0 (began), 1 (changed), 2 (ended), 3 (cancelled) or 4 (step)")
        }
        try scene.scroll(at: t, id: Int(id), phase: phases[Int(phase)], x: x, y: y, dx: dx, dy: dy)
        return 0
    }
}

/// Sends a trackpad pinch or rotation at time `t` (ms): `phase` 0 began, 1 changed, 2 ended, 3
/// cancelled; `scale` and `rotation` (radians, clockwise) since the previous sample. Returns 0 or -1.
@_expose(wasm, "grasp_scene_transform") @_cdecl("grasp_scene_transform")
public func graspSceneTransform(_ handle: Int32, _ t: Double, _ id: Int32, _ phase: Int32, _ x: Double, _ y: Double, _ scale: Double, _ rotation: Double) -> Int32 {
    status { () throws(GraspAPIError) -> Int32 in
        let scene = try api.scene(handle)
        let phases: [TransformPhase] = [.began, .changed, .ended, .cancelled]
        guard phase >= 0, Int(phase) < phases.count else {
            throw .invalidArgument("phase is \(phase); it must be 0 (began), 1 (changed), 2 (ended) or 3 (cancelled)")
        }
        try scene.transform(at: t, id: Int(id), phase: phases[Int(phase)], x: x, y: y, scale: scale, rotation: rotation)
        return 0
    }
}

/// Advances a scene to time `t` (ms). Returns 0 or -1.
@_expose(wasm, "grasp_scene_tick") @_cdecl("grasp_scene_tick")
public func graspSceneTick(_ handle: Int32, _ t: Double) -> Int32 {
    status { () throws(GraspAPIError) -> Int32 in
        try api.scene(handle).tick(at: t)
        return 0
    }
}

/// Writes the scene's frame (JSON text, see ``SceneSession/frame()``) to the output buffer. Returns 0 or -1.
@_expose(wasm, "grasp_scene_frame") @_cdecl("grasp_scene_frame")
public func graspSceneFrame(_ handle: Int32) -> Int32 {
    answer { () throws(GraspAPIError) -> String in try api.scene(handle).frame() }
}

/// Sets the lab protocol version (1 to 4) of the scene's frames; 4 unless set. Returns 0 or -1
/// (`invalid-argument`, `unknown-handle`).
@_expose(wasm, "grasp_scene_frame_version") @_cdecl("grasp_scene_frame_version")
public func graspSceneFrameVersion(_ handle: Int32, _ version: Int32) -> Int32 {
    status { () throws(GraspAPIError) -> Int32 in
        try api.scene(handle).setFrameVersion(Int(version))
        return 0
    }
}

/// Starts recording a scene's input. Returns 0 or -1.
@_expose(wasm, "grasp_scene_start_recording") @_cdecl("grasp_scene_start_recording")
public func graspSceneStartRecording(_ handle: Int32) -> Int32 {
    status { () throws(GraspAPIError) -> Int32 in
        try api.scene(handle).startRecording()
        return 0
    }
}

/// Stops recording and writes the trace's file text to the output buffer. Returns 0 or -1
/// (`empty-recording`).
@_expose(wasm, "grasp_scene_stop_recording") @_cdecl("grasp_scene_stop_recording")
public func graspSceneStopRecording(_ handle: Int32) -> Int32 {
    answer { () throws(GraspAPIError) -> String in try api.scene(handle).stopRecording() }
}

// MARK: Replay

/// Replays the trace text at `trace` through the scene named at `scene` and writes what `grasp replay
/// --format jsonl` prints to the output buffer. `fileName` is the name errors give the trace; `frames` is
/// 0 for `--frames stops`, N ≥ 1 for `every=N` (1 is `every`). Returns 0 or -1 (`invalid-trace`, whose
/// error has the `hint` `grasp replay` prints, `unknown-scene`, `out-of-range`, `invalid-argument`,
/// `invalid-utf8`).
@_expose(wasm, "grasp_replay") @_cdecl("grasp_replay")
public func graspReplay(
    _ trace: UnsafeRawPointer?, _ traceLength: Int32, _ scene: UnsafeRawPointer?, _ sceneLength: Int32,
    _ fileName: UnsafeRawPointer?, _ fileNameLength: Int32, _ frameRate: Double, _ tail: Double, _ frames: Int32
) -> Int32 {
    answer { () throws(GraspAPIError) -> String in
        guard frames >= 0 else { throw .invalidArgument("frames is \(frames); it must be 0 (stops) or N ≥ 1 (every N-th tick)") }
        let name = try text(fileName, fileNameLength, "the file name")
        return try api.replay(
            try text(trace, traceLength, "the trace"), fileName: name.isEmpty ? "<memory>" : name,
            scene: try text(scene, sceneLength, "the scene name"), frameRate: frameRate, tail: tail,
            frames: frames == 0 ? "stops" : frames == 1 ? "every" : "every=\(frames)")
    }
}

// MARK: Lab sessions

/// Opens an in-page lab session; returns its handle.
@_expose(wasm, "grasp_lab_open") @_cdecl("grasp_lab_open")
public func graspLabOpen() -> Int32 {
    api.openLabSession()
}

/// Hands the lab session the message at `text` (a lab protocol message), received at `now` (ms, the
/// page's steady clock). Writes the answers to the output buffer, one a line (`\n` between them; no answer
/// holds a newline), and returns how many there are, or -1 (`unknown-handle`, `invalid-utf8`).
@_expose(wasm, "grasp_lab_receive") @_cdecl("grasp_lab_receive")
public func graspLabReceive(_ handle: Int32, _ message: UnsafeRawPointer?, _ length: Int32, _ now: Double) -> Int32 {
    status { () throws(GraspAPIError) -> Int32 in
        let answers = try api.receive(handle, try text(message, length, "the message"), nowMilliseconds: now)
        output.set(answers)
        return Int32(answers.count)
    }
}

/// Closes a lab session. Returns 0 or -1 (`unknown-handle`).
@_expose(wasm, "grasp_lab_close") @_cdecl("grasp_lab_close")
public func graspLabClose(_ handle: Int32) -> Int32 {
    status { () throws(GraspAPIError) -> Int32 in
        try api.closeLabSession(handle)
        return 0
    }
}
