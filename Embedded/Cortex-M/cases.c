// Why this file exists: the image holds its traces and the replay cases as data, the way a device holds
// constants in flash. scripts/run-mcu writes the tables (cases.inc, in the build folder) from the traces
// in Examples/traces and Tests/Fixtures/Traces; this file declares their shape and hands them to the
// runner (Runner/Runner.swift) one at a time. A trace is first copied into the trace buffer, whose size
// is the largest trace the device holds (mps2.ld, GRASP_MCU_TRACE_BYTES): a longer one ends the run with a
// message and status 4, as a device that receives traces over a serial line must refuse one it cannot hold.

#include <stddef.h>
#include <stdint.h>
#include <string.h>

void grasp_mcu_write_text(const char *text);
void grasp_mcu_write_decimal(size_t value);
int grasp_mcu_semihost(int operation, void *argument);
_Noreturn void grasp_mcu_exit(int status);

struct grasp_mcu_trace { const char *name; const unsigned char *bytes; size_t length; };
struct grasp_mcu_case { int32_t trace; const char *scene; const char *frames; double frame_rate; double tail; };
struct grasp_mcu_measure { int32_t trace; const char *scene; };

#include "cases.inc"  // grasp_mcu_traces, grasp_mcu_cases, grasp_mcu_measures

int32_t grasp_mcu_case_count(void) { return (int32_t)(sizeof grasp_mcu_cases / sizeof grasp_mcu_cases[0]); }

void grasp_mcu_case(int32_t index, int32_t *trace, const char **scene, const char **frames, double *frame_rate, double *tail) {
    const struct grasp_mcu_case *item = &grasp_mcu_cases[index];
    *trace = item->trace;
    *scene = item->scene;
    *frames = item->frames;
    *frame_rate = item->frame_rate;
    *tail = item->tail;
}

int32_t grasp_mcu_measure_count(void) { return (int32_t)(sizeof grasp_mcu_measures / sizeof grasp_mcu_measures[0]); }

void grasp_mcu_measure(int32_t index, int32_t *trace, const char **scene) {
    *trace = grasp_mcu_measures[index].trace;
    *scene = grasp_mcu_measures[index].scene;
}

const char *grasp_mcu_trace_name(int32_t trace) { return grasp_mcu_traces[trace].name; }

extern unsigned char __trace_buffer[], __trace_buffer_end[];

const unsigned char *grasp_mcu_receive_trace(int32_t trace, size_t *length) {
    const struct grasp_mcu_trace *item = &grasp_mcu_traces[trace];
    size_t room = (size_t)(__trace_buffer_end - __trace_buffer);
    if (item->length > room) {
        grasp_mcu_write_text("grasp-mcu: the trace ");
        grasp_mcu_write_text(item->name);
        grasp_mcu_write_text(" is ");
        grasp_mcu_write_decimal(item->length);
        grasp_mcu_write_text(" bytes; this device holds traces of at most ");
        grasp_mcu_write_decimal(room);
        grasp_mcu_write_text(" bytes (build with a larger buffer: scripts/run-mcu --trace-bytes BYTES)\n");
        grasp_mcu_exit(4);
    }
    memcpy(__trace_buffer, item->bytes, item->length);
    *length = item->length;
    return __trace_buffer;
}

// The mode comes from the command line QEMU gives through semihosting (-append): "measure", or the cases.
int32_t grasp_mcu_mode(void) {
    static char line[64];
    uint32_t block[2] = {(uint32_t)(uintptr_t)line, sizeof line};
    return grasp_mcu_semihost(0x15, block) == 0 && strstr(line, "measure") != NULL ? 1 : 0;  // SYS_GET_CMDLINE
}
