// Why this file exists: libFuzzer needs one C entry point that takes a byte string. This is it, for
// the trace reader and for the engine fed by the bytes; the checks themselves are in GraspTesting's
// `ByteInputCheck`, shared with the regression tests. Built only with GRASP_FUZZ=1 (see scripts/fuzz).

import GraspTesting

/// libFuzzer's entry point: runs every check on the input and stops the process on the first broken
/// promise, so that libFuzzer keeps the input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func graspFuzzTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    let problems = ByteInputCheck.problems(in: bytes)
    if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
    return 0
}
