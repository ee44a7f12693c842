// Why this file exists: this is the program the Cortex-M image runs (scripts/run-mcu builds it). It replays
// the traces the image holds, each through its scene with the flags of its case, exactly as `grasp replay
// TRACE --format jsonl` does (through GraspAPI.replay, the WebAssembly build's replay), and writes the JSON
// lines, or the command's error text, through semihosting for scripts/run-mcu to compare with the native
// output. In the `measure` mode it instead measures the engine on its own for each trace and scene: the
// instructions its dispatch runs per touch event (under QEMU's -icount), and the heap and stack a replay
// of the trace with ticks needs.
//
// The device side (startup.c, device.c, cases.c) is C: this file reaches it by the functions' C names.

import GraspScenes
import GraspTrace
import GraspWasm

@_extern(c, "grasp_mcu_write") func deviceWrite(_ bytes: UnsafeRawPointer?, _ count: Int)
@_extern(c, "grasp_mcu_mode") func deviceMode() -> Int32
@_extern(c, "grasp_mcu_case_count") func caseCount() -> Int32
@_extern(c, "grasp_mcu_case") func deviceCase(
    _ index: Int32, _ trace: UnsafeMutablePointer<Int32>, _ scene: UnsafeMutablePointer<UnsafePointer<UInt8>?>,
    _ frames: UnsafeMutablePointer<UnsafePointer<UInt8>?>, _ frameRate: UnsafeMutablePointer<Double>,
    _ tail: UnsafeMutablePointer<Double>)
@_extern(c, "grasp_mcu_measure_count") func measureCount() -> Int32
@_extern(c, "grasp_mcu_measure") func deviceMeasure(_ index: Int32, _ trace: UnsafeMutablePointer<Int32>, _ scene: UnsafeMutablePointer<UnsafePointer<UInt8>?>)
@_extern(c, "grasp_mcu_trace_name") func traceName(_ trace: Int32) -> UnsafePointer<UInt8>
@_extern(c, "grasp_mcu_receive_trace") func receiveTrace(_ trace: Int32, _ length: UnsafeMutablePointer<Int>) -> UnsafePointer<UInt8>
@_extern(c, "grasp_mcu_heap_owner") func setHeapOwner(_ name: UnsafePointer<UInt8>)
@_extern(c, "grasp_mcu_heap_reset_peak") func resetHeapPeak()
@_extern(c, "grasp_mcu_heap_peak") func heapPeak() -> Int
@_extern(c, "grasp_mcu_heap_in_use") func heapInUse() -> Int
@_extern(c, "grasp_mcu_heap_high_water") func heapHighWater() -> Int
@_extern(c, "grasp_mcu_stack_paint") func paintStack()
@_extern(c, "grasp_mcu_stack_used") func stackUsed() -> Int
@_extern(c, "grasp_mcu_timer_start") func startTimer()
@_extern(c, "grasp_mcu_timer_steps") func timerSteps() -> UInt32
@_extern(c, "grasp_mcu_calibrate") func calibrate(_ iterations: UInt32) -> UInt32

/// Writes `text` through semihosting (buffered; device.c flushes at exit).
func write(_ text: String) {
    var text = text
    text.withUTF8 { deviceWrite($0.baseAddress, $0.count) }
}

/// The trace `index` as text, copied into the device's trace buffer first (device.c ends the run when it
/// does not fit).
func traceText(_ index: Int32) -> String {
    var length = 0
    let bytes = receiveTrace(index, &length)
    return String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
}

/// Replays every case; the lines between a case's `@@grasp-mcu begin` and `end` lines are what `grasp
/// replay` prints on standard output (status 0), or on standard error (status 1).
func replayCases() -> Int32 {
    let api = GraspAPI()
    for index in 0..<caseCount() {
        var trace: Int32 = 0, scenePointer: UnsafePointer<UInt8>?, framesPointer: UnsafePointer<UInt8>?
        var frameRate = 0.0, tail = 0.0
        deviceCase(index, &trace, &scenePointer, &framesPointer, &frameRate, &tail)
        guard let scenePointer, let framesPointer else { return 2 }
        setHeapOwner(traceName(trace))
        let text = traceText(trace)
        resetHeapPeak()
        paintStack()
        write("@@grasp-mcu begin \(index)\n")
        var status = 0
        do throws(GraspAPIError) {
            write(try api.replay(text, fileName: String(cString: traceName(trace)), scene: String(cString: scenePointer),
                                 frameRate: frameRate, tail: tail, frames: String(cString: framesPointer)))
        } catch {
            // What `grasp replay` writes to standard error (scripts/wasm-replay.mjs does the same).
            if error.code == "invalid-trace" {
                write("grasp replay: \(error.message)\n")
                if let hint = error.hint { write("(\(hint))\n") }
            } else {
                write("Error: \(error.message)\n")
            }
            status = 1
        }
        write("@@grasp-mcu end \(index) status \(status) heap \(heapPeak()) stack \(stackUsed())\n")
    }
    return 0
}

/// Measures each trace and scene of the measure list: a replay with ticks (`TraceWorkload.run()`, no
/// observer and no output) for the heap and stack it needs (the heap beside the trace's text and parsed
/// trace, and in all), then the dispatch alone (every touch event to a new scene's engine, no ticks:
/// `grasp bench --trace`'s and scripts/callgrind's figure) in timer steps.
func measure() -> Int32 {
    write("@@grasp-mcu calibrate 2000003 steps \(calibrate(1_000_000))\n")
    for index in 0..<measureCount() {
        var traceIndex: Int32 = 0, scenePointer: UnsafePointer<UInt8>?
        deviceMeasure(index, &traceIndex, &scenePointer)
        guard let scenePointer else { return 2 }
        let scene = String(cString: scenePointer)
        setHeapOwner(traceName(traceIndex))
        let text = traceText(traceIndex)
        let trace: Trace
        do throws(TraceError) {
            trace = try Trace(jsonText: text, fileName: String(cString: traceName(traceIndex)))
        } catch {
            write("grasp-mcu: \(error.description)\n")
            return 1
        }
        // The replay with ticks first, alone on the heap beside the trace: what a device running the scene needs.
        let before = heapInUse()
        resetHeapPeak()
        paintStack()
        if let replay = TraceWorkload(trace: trace, sceneNamed: scene) { replay.run() }
        let sceneHeap = heapPeak() - before, totalHeap = heapPeak(), stack = stackUsed()
        guard let dispatch = TraceWorkload(trace: trace, sceneNamed: scene) else { return 2 }
        startTimer()
        let start = timerSteps()
        dispatch.dispatchOnly()
        let steps = timerSteps() &- start
        write("@@grasp-mcu measure \(scene) \(String(cString: traceName(traceIndex))) events \(dispatch.events.count) steps \(steps) heap \(sceneHeap) stack \(stack) total \(totalHeap)\n")
    }
    write("@@grasp-mcu heap-high-water \(heapHighWater())\n")
    return 0
}

/// The program: startup.c calls it after the reset, and exits with its status.
@_cdecl("main")
func runnerMain() -> Int32 {
    deviceMode() == 1 ? measure() : replayCases()
}
