// Why this file exists: these are the functions a page's JavaScript calls to build and drive its own engine:
// the host ABI, version 3 (the article HostABI). Each one moves numbers between the module's memory and a
// ``GraspHost``, and never traps on what a caller passes: a refused call returns the error's code negated
// (its message at `grasp_host_error_ptr`/`_len`) and changes nothing. Compiled only into the WebAssembly
// modules (scripts/build-wasm), with the imports of Imports.swift; the native tests drive ``GraspHost``.

/// The hosts, by handle.
nonisolated(unsafe) private var hosts: [Int32: GraspHost] = [:]
nonisolated(unsafe) private var lastHost: Int32 = 0
/// The host the last call named: a page drives one host call after call.
nonisolated(unsafe) private var recentHost: (handle: Int32, host: GraspHost)?
/// The last refusal's code and message.
nonisolated(unsafe) private var lastErrorCode: Int32 = 0
nonisolated(unsafe) private var errorText = OutputBuffer()

/// Remembers `error` and answers its code negated: out of line, so that calls that succeed run shorter code.
@inline(never)
private func refuse(_ error: GraspHostError) -> Int32 {
    lastErrorCode = error.code.rawValue
    errorText.set(error.message)
    return -error.code.rawValue
}

/// Runs `body` on host `h`, turning a thrown error into its negated code; after a call that changed the
/// host, writes its status (``GraspHost/writeStatus()``).
private func call(_ h: Int32, _ body: (GraspHost) throws(GraspHostError) -> Int32) -> Int32 {
    do throws(GraspHostError) {
        let host = try host(h)
        let changes = host.changeCount
        let result = try body(host)
        if host.changeCount != changes { host.writeStatus() }
        return result
    } catch {
        return refuse(error)
    }
}

private func host(_ h: Int32) throws(GraspHostError) -> GraspHost {
    if let recentHost, recentHost.handle == h { return recentHost.host }
    guard let host = hosts[h] else { throw GraspHostError(.unknownHandle, "no host has handle \(h): it was never made, or it is destroyed") }
    recentHost = (h, host)
    return host
}

// MARK: Errors

/// The last refusal's code (positive; 0 before any).
@_expose(wasm, "grasp_host_error_code") @_cdecl("grasp_host_error_code")
public func graspHostErrorCode() -> Int32 { lastErrorCode }

/// The address of the last refusal's message (UTF-8, not terminated).
@_expose(wasm, "grasp_host_error_ptr") @_cdecl("grasp_host_error_ptr")
public func graspHostErrorPointer() -> UnsafeRawPointer? { errorText.pointer.map { UnsafeRawPointer($0) } }

/// The length in bytes of the last refusal's message.
@_expose(wasm, "grasp_host_error_len") @_cdecl("grasp_host_error_len")
public func graspHostErrorLength() -> Int32 { Int32(errorText.count) }

// MARK: Hosts

/// Makes a host whose root node is `width` × `height`; returns its handle, or a negative code.
@_expose(wasm, "grasp_host_create") @_cdecl("grasp_host_create")
public func graspHostCreate(_ width: Double, _ height: Double) -> Int32 {
    do throws(GraspHostError) {
        let host = try GraspHost(width: width, height: height)
        lastHost = lastHost == Int32.max ? 1 : lastHost + 1
        host.callbacks = importedCallbacks(lastHost)
        hosts[lastHost] = host
        return lastHost
    } catch {
        return refuse(error)
    }
}

/// Destroys a host and everything in it.
@_expose(wasm, "grasp_host_destroy") @_cdecl("grasp_host_destroy")
public func graspHostDestroy(_ h: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in
        try host.beginChange()
        hosts[h] = nil
        if recentHost?.handle == h { recentHost = nil }
        return 0
    }
}

/// The root node's handle.
@_expose(wasm, "grasp_host_root") @_cdecl("grasp_host_root")
public func graspHostRoot(_ h: Int32) -> Int32 {
    call(h) { _ in GraspHost.rootHandle }
}

/// When the host should next tick (ms), or -1.
@_expose(wasm, "grasp_host_next_deadline") @_cdecl("grasp_host_next_deadline")
public func graspHostNextDeadline(_ h: Int32) -> Double {
    guard let host = try? host(h) else { return -1 }
    return host.nextDeadline ?? -1
}

// MARK: Nodes

/// Makes a node of `kind`; returns its handle.
@_expose(wasm, "grasp_host_node_create") @_cdecl("grasp_host_node_create")
public func graspHostNodeCreate(_ h: Int32, _ kind: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.createNode(kind: kind) }
}

/// Puts `child` under `parent` at `index` (-1 appends).
@_expose(wasm, "grasp_host_node_add_child") @_cdecl("grasp_host_node_add_child")
public func graspHostNodeAddChild(_ h: Int32, _ parent: Int32, _ child: Int32, _ index: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.addChild(child, to: parent, at: index); return 0 }
}

/// Takes a node out of its parent.
@_expose(wasm, "grasp_host_node_remove") @_cdecl("grasp_host_node_remove")
public func graspHostNodeRemove(_ h: Int32, _ node: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.removeNode(node); return 0 }
}

/// Destroys a node (its recognizers with it).
@_expose(wasm, "grasp_host_node_destroy") @_cdecl("grasp_host_node_destroy")
public func graspHostNodeDestroy(_ h: Int32, _ node: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.destroyNode(node); return 0 }
}

/// Lays a node out in its parent's space.
@_expose(wasm, "grasp_host_node_set_frame") @_cdecl("grasp_host_node_set_frame")
public func graspHostNodeSetFrame(_ h: Int32, _ node: Int32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.setFrame(node, x: x, y: y, width: width, height: height); return 0 }
}

/// Sets a node's transform.
@_expose(wasm, "grasp_host_node_set_transform") @_cdecl("grasp_host_node_set_transform")
public func graspHostNodeSetTransform(_ h: Int32, _ node: Int32, _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.setTransform(node, a, b, c, d, tx, ty); return 0 }
}

/// The node under a point, or 0.
@_expose(wasm, "grasp_host_hit_test") @_cdecl("grasp_host_hit_test")
public func graspHostHitTest(_ h: Int32, _ x: Double, _ y: Double) -> Int32 {
    call(h) { host in host.hitTest(x: x, y: y) }
}

/// Converts a point between two nodes' spaces; the answer at the scratch pointer.
@_expose(wasm, "grasp_host_convert") @_cdecl("grasp_host_convert")
public func graspHostConvert(_ h: Int32, _ from: Int32, _ to: Int32, _ x: Double, _ y: Double) -> Int32 {
    call(h) { host throws(GraspHostError) in _ = try host.convert(x, y, from: from, to: to); return 0 }
}

// MARK: Options

/// Sets an option.
@_expose(wasm, "grasp_host_set") @_cdecl("grasp_host_set")
public func graspHostSet(_ h: Int32, _ handle: Int32, _ option: Int32, _ value: Double) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.set(handle, option, value); return 0 }
}

/// Sets an option of four numbers.
@_expose(wasm, "grasp_host_set4") @_cdecl("grasp_host_set4")
public func graspHostSet4(_ h: Int32, _ handle: Int32, _ option: Int32, _ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.set4(handle, option, a, b, c, d); return 0 }
}

/// An option's value, or NaN when refused.
@_expose(wasm, "grasp_host_get") @_cdecl("grasp_host_get")
public func graspHostGet(_ h: Int32, _ handle: Int32, _ option: Int32) -> Double {
    do throws(GraspHostError) {
        return try host(h).get(handle, option)
    } catch {
        _ = refuse(error)
        return .nan
    }
}

// MARK: Recognizers

/// Makes a recognizer of `kind`.
@_expose(wasm, "grasp_host_recognizer_create") @_cdecl("grasp_host_recognizer_create")
public func graspHostRecognizerCreate(_ h: Int32, _ kind: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.createRecognizer(kind: kind) }
}

/// Attaches a recognizer to a node.
@_expose(wasm, "grasp_host_recognizer_add") @_cdecl("grasp_host_recognizer_add")
public func graspHostRecognizerAdd(_ h: Int32, _ node: Int32, _ recognizer: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.addRecognizer(recognizer, to: node); return 0 }
}

/// Takes a recognizer off its node.
@_expose(wasm, "grasp_host_recognizer_remove") @_cdecl("grasp_host_recognizer_remove")
public func graspHostRecognizerRemove(_ h: Int32, _ recognizer: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.removeRecognizer(recognizer); return 0 }
}

/// Destroys a recognizer.
@_expose(wasm, "grasp_host_recognizer_destroy") @_cdecl("grasp_host_recognizer_destroy")
public func graspHostRecognizerDestroy(_ h: Int32, _ recognizer: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.destroyRecognizer(recognizer); return 0 }
}

/// Makes `recognizer` wait for `other` to fail.
@_expose(wasm, "grasp_host_recognizer_require_to_fail") @_cdecl("grasp_host_recognizer_require_to_fail")
public func graspHostRecognizerRequireToFail(_ h: Int32, _ recognizer: Int32, _ other: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.require(recognizer, toFail: other); return 0 }
}

/// Lets two recognizers recognize together.
@_expose(wasm, "grasp_host_recognizer_simultaneous") @_cdecl("grasp_host_recognizer_simultaneous")
public func graspHostRecognizerSimultaneous(_ h: Int32, _ recognizer: Int32, _ other: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.allowSimultaneousRecognition(recognizer, with: other); return 0 }
}

/// A recognizer's values in a node's space, at the scratch pointer.
@_expose(wasm, "grasp_host_recognizer_values") @_cdecl("grasp_host_recognizer_values")
public func graspHostRecognizerValues(_ h: Int32, _ recognizer: Int32, _ node: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.recognizerValues(recognizer, in: node); return 0 }
}

// MARK: Input

/// Sends `count` touch records (id, phase, x, y: four doubles each) at time `t`.
@_expose(wasm, "grasp_host_touches") @_cdecl("grasp_host_touches")
public func graspHostTouches(_ h: Int32, _ t: Double, _ kind: Int32, _ records: UnsafeRawPointer?, _ count: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in
        guard count == 0 || records != nil else { throw .invalidArgument("the touch records' pointer is null") }
        guard count >= 0, count <= 4096 else { throw .invalidArgument("count is \(count); it must be from 0 to 4096") }
        try host.touches(at: t, kind: kind, count: Int(count)) { index in
            guard let records else { return (0, -1, 0, 0) }
            let base = index * 32
            return (records.loadUnaligned(fromByteOffset: base, as: Double.self),
                    records.loadUnaligned(fromByteOffset: base + 8, as: Double.self),
                    records.loadUnaligned(fromByteOffset: base + 16, as: Double.self),
                    records.loadUnaligned(fromByteOffset: base + 24, as: Double.self))
        }
        return 0
    }
}

/// Sends one pointer's sample (id, phase, x, y) at time `t`: a page's pointer event in one call, which
/// answers how many event records it wrote.
@_expose(wasm, "grasp_host_pointer") @_cdecl("grasp_host_pointer")
public func graspHostPointer(_ h: Int32, _ t: Double, _ kind: Int32, _ id: Double, _ phase: Double, _ x: Double, _ y: Double) -> Int32 {
    call(h) { host throws(GraspHostError) in
        try host.pointer(at: t, kind: kind, id: id, phase: phase, x: x, y: y)
        return Int32(host.events.count)
    }
}

/// Sends a hover.
@_expose(wasm, "grasp_host_hover") @_cdecl("grasp_host_hover")
public func graspHostHover(_ h: Int32, _ t: Double, _ id: Int32, _ phase: Int32, _ x: Double, _ y: Double) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.hover(at: t, id: id, phase: phase, x: x, y: y); return 0 }
}

/// Sends scrolling.
@_expose(wasm, "grasp_host_scroll") @_cdecl("grasp_host_scroll")
public func graspHostScroll(_ h: Int32, _ t: Double, _ id: Int32, _ phase: Int32, _ x: Double, _ y: Double, _ dx: Double, _ dy: Double) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.scroll(at: t, id: id, phase: phase, x: x, y: y, dx: dx, dy: dy); return 0 }
}

/// Sends a trackpad pinch or rotation.
@_expose(wasm, "grasp_host_transform") @_cdecl("grasp_host_transform")
public func graspHostTransform(_ h: Int32, _ t: Double, _ id: Int32, _ phase: Int32, _ x: Double, _ y: Double, _ scale: Double, _ rotation: Double) -> Int32 {
    call(h) { host throws(GraspHostError) in
        try host.transform(at: t, id: id, phase: phase, x: x, y: y, scale: scale, rotation: rotation)
        return 0
    }
}

/// Advances to time `t`.
@_expose(wasm, "grasp_host_tick") @_cdecl("grasp_host_tick")
public func graspHostTick(_ h: Int32, _ t: Double) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.tick(at: t); return 0 }
}

/// Cancels every touch that is down.
@_expose(wasm, "grasp_host_cancel_all") @_cdecl("grasp_host_cancel_all")
public func graspHostCancelAll(_ h: Int32, _ t: Double) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.cancelAllTouches(at: t); return 0 }
}

// MARK: Events and frames

/// The address of the event records.
@_expose(wasm, "grasp_host_events_ptr") @_cdecl("grasp_host_events_ptr")
public func graspHostEventsPointer(_ h: Int32) -> UnsafeRawPointer? {
    (try? host(h))?.events.pointer
}

/// How many event records the last call that changed something wrote.
@_expose(wasm, "grasp_host_events_count") @_cdecl("grasp_host_events_count")
public func graspHostEventsCount(_ h: Int32) -> Int32 {
    call(h) { host in Int32(host.events.count) }
}

/// Doubles per event record: 16.
@_expose(wasm, "grasp_host_events_stride") @_cdecl("grasp_host_events_stride")
public func graspHostEventsStride() -> Int32 { Int32(EventField.stride) }

/// Writes the rows of what changed since the last read; returns how many.
@_expose(wasm, "grasp_host_frame") @_cdecl("grasp_host_frame")
public func graspHostFrame(_ h: Int32) -> Int32 {
    call(h) { host in Int32(host.writeFrame()) }
}

/// Writes a row for everything; returns how many.
@_expose(wasm, "grasp_host_frame_all") @_cdecl("grasp_host_frame_all")
public func graspHostFrameAll(_ h: Int32) -> Int32 {
    call(h) { host in Int32(host.writeFrame(all: true)) }
}

/// The address of the frame rows.
@_expose(wasm, "grasp_host_frame_ptr") @_cdecl("grasp_host_frame_ptr")
public func graspHostFramePointer(_ h: Int32) -> UnsafeRawPointer? {
    (try? host(h))?.frameRows.pointer
}

/// Doubles per frame row: 32.
@_expose(wasm, "grasp_host_frame_stride") @_cdecl("grasp_host_frame_stride")
public func graspHostFrameStride() -> Int32 { Int32(FrameField.stride) }

/// The address of the host's status (``StatusField``), written after every call that changed the host; it
/// never moves.
@_expose(wasm, "grasp_host_status_ptr") @_cdecl("grasp_host_status_ptr")
public func graspHostStatusPointer(_ h: Int32) -> UnsafeRawPointer? {
    (try? host(h))?.status.pointer
}

/// The address of the reading calls' answers.
@_expose(wasm, "grasp_host_scratch_ptr") @_cdecl("grasp_host_scratch_ptr")
public func graspHostScratchPointer(_ h: Int32) -> UnsafeRawPointer? {
    (try? host(h))?.scratch.pointer
}

// MARK: Interactions

/// Makes an interaction of `kind` from `count` doubles at `values`.
@_expose(wasm, "grasp_host_interaction_create") @_cdecl("grasp_host_interaction_create")
public func graspHostInteractionCreate(_ h: Int32, _ kind: Int32, _ values: UnsafeRawPointer?, _ count: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in
        guard count >= 0, count <= 65_536 else { throw .invalidArgument("count is \(count); it must be from 0 to 65536") }
        guard count == 0 || values != nil else { throw .invalidArgument("the values' pointer is null") }
        var list: [Double] = []
        if let values {
            for index in 0..<Int(count) { list.append(values.loadUnaligned(fromByteOffset: index * 8, as: Double.self)) }
        }
        return try host.createInteraction(kind: kind, values: list)
    }
}

/// Attaches an interaction to two nodes.
@_expose(wasm, "grasp_host_interaction_attach") @_cdecl("grasp_host_interaction_attach")
public func graspHostInteractionAttach(_ h: Int32, _ interaction: Int32, _ a: Int32, _ b: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.attachInteraction(interaction, a, b); return 0 }
}

/// Runs an interaction's command.
@_expose(wasm, "grasp_host_interaction_command") @_cdecl("grasp_host_interaction_command")
public func graspHostInteractionCommand(_ h: Int32, _ interaction: Int32, _ command: Int32, _ value: Double) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.interactionCommand(interaction, command, value); return 0 }
}

/// Destroys an interaction's handle.
@_expose(wasm, "grasp_host_interaction_destroy") @_cdecl("grasp_host_interaction_destroy")
public func graspHostInteractionDestroy(_ h: Int32, _ interaction: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in try host.destroyInteraction(interaction); return 0 }
}

/// Writes a list interaction's rows (id, y pairs) at the scratch pointer; returns how many.
@_expose(wasm, "grasp_host_interaction_rows") @_cdecl("grasp_host_interaction_rows")
public func graspHostInteractionRows(_ h: Int32, _ interaction: Int32) -> Int32 {
    call(h) { host throws(GraspHostError) in Int32(try host.interactionRows(interaction)) }
}
