// Why this file exists: Swift's `Double(String)` calls `_swift_stdlib_strtod_clocale`, which the Embedded
// Swift runtime for wasm32 does not provide. This shim gives it, over wasi-libc's `strtod` (whose decimal
// conversion is correctly rounded, as the native runtime's). scripts/build-wasm compiles it with clang and
// links it into grasp.wasm; SwiftPM does not build it (the GraspWasm target excludes this folder).
#include <stdlib.h>

const char *_swift_stdlib_strtod_clocale(const char *nptr, double *out) {
    char *end;
    *out = strtod(nptr, &end);
    return end;
}
