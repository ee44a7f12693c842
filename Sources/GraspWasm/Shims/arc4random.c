// Why this file exists: the Embedded Swift runtime seeds `Hasher` with `arc4random_buf`, and wasi-libc's
// version asserts on the host's `random_get`, which brings in the C library's `fprintf` and its formatting
// (about 12 KB of code and the error strings) for a message nothing would print. This one asks the host
// the same question and traps if it fails. scripts/build-wasm compiles it with clang and links it ahead of
// wasi-libc, so the library's member is not taken; SwiftPM does not build it (the GraspWasm target
// excludes this folder).
#include <stddef.h>
#include <stdint.h>
#include <wasi/api.h>

void arc4random_buf(void *buffer, size_t count) {
    if (__wasi_random_get((uint8_t *)buffer, (__wasi_size_t)count) != 0) __builtin_trap();
}
