// Why this file exists: a delegate question is answered by the page, synchronously, during the dispatch.
// These are the functions the module imports for it (module `grasp_host`). The file is compiled only into
// the WebAssembly modules (scripts/build-wasm; Package.swift excludes the Wasm folder): natively the
// answers come from Swift closures (``GraspHostCallbacks``), which is what the exports build from these.

@_extern(wasm, module: "grasp_host", name: "should_begin")
func hostShouldBegin(_ host: Int32, _ recognizer: Int32) -> Int32

@_extern(wasm, module: "grasp_host", name: "should_receive_touch")
func hostShouldReceiveTouch(_ host: Int32, _ recognizer: Int32, _ id: Double, _ x: Double, _ y: Double) -> Int32

@_extern(wasm, module: "grasp_host", name: "should_recognize_simultaneously")
func hostShouldRecognizeSimultaneously(_ host: Int32, _ recognizer: Int32, _ other: Int32) -> Int32

@_extern(wasm, module: "grasp_host", name: "should_require_failure_of")
func hostShouldRequireFailureOf(_ host: Int32, _ recognizer: Int32, _ other: Int32) -> Int32

@_extern(wasm, module: "grasp_host", name: "should_be_required_to_fail_by")
func hostShouldBeRequiredToFailBy(_ host: Int32, _ recognizer: Int32, _ other: Int32) -> Int32

/// The callbacks of host `h`: each asks the page through its import.
func importedCallbacks(_ h: Int32) -> GraspHostCallbacks {
    GraspHostCallbacks(
        shouldBegin: { hostShouldBegin(h, $0) != 0 },
        shouldReceiveTouch: { hostShouldReceiveTouch(h, $0, $1, $2, $3) != 0 },
        shouldRecognizeSimultaneously: { hostShouldRecognizeSimultaneously(h, $0, $1) != 0 },
        shouldRequireFailureOf: { hostShouldRequireFailureOf(h, $0, $1) != 0 },
        shouldBeRequiredToFailBy: { hostShouldBeRequiredToFailBy(h, $0, $1) != 0 })
}
