// Why this file exists: a bare-metal image has no operating system. What Embedded Swift and the replay
// runner need from one is here, written for this project:
//
// - Output and exit through Arm semihosting (the `bkpt 0xab` call a debugger, or QEMU's -semihosting,
//   answers): text is buffered and written to the host's standard output with SYS_WRITE; the exit status
//   leaves with SYS_EXIT_EXTENDED, so that the host sees the runner's own status.
// - The heap: malloc, free, calloc, realloc, posix_memalign and aligned_alloc over the linker's heap region
//   (mps2.ld), first fit in an address-ordered free list, neighbours merged on free. It counts the bytes in
//   use and their peak, and the highest address it ever handed out (the heap a device must have). A request
//   that does not fit ends the run with a message and status 3: never a null pointer Swift would trap on.
// - newlib's reentrant allocation entry points (_malloc_r and the rest), which its strtod calls, over the
//   same heap; newlib (Debian's libnewlib-arm-none-eabi) gives only libm, strtod and the memory functions.
// - arc4random_buf, which Embedded Swift's hashing seeds itself from: a fixed sequence, so that every run of
//   the image is the same run (the replay's output does not depend on hash order).
// - Measurement: the CMSDK timer 0 of the MPS2 boards as an instruction counter under QEMU's -icount, and a
//   painted stack whose untouched words tell the deepest the stack went.

#include <stddef.h>
#include <stdint.h>
#include <string.h>

_Noreturn void grasp_mcu_exit(int status);

// MARK: Semihosting

enum { SYS_OPEN = 0x01, SYS_WRITE = 0x05, SYS_EXIT_EXTENDED = 0x20 };

int grasp_mcu_semihost(int operation, void *argument) {
    register int r0 __asm__("r0") = operation;
    register void *r1 __asm__("r1") = argument;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

static char output[4096];
static size_t output_count;
static int output_handle = -1;

void grasp_mcu_flush(void) {
    if (output_count == 0) return;
    if (output_handle < 0) {
        // ":tt" opened for writing (mode 4, "w") is the host's standard output.
        uint32_t open_block[3] = {(uint32_t)(uintptr_t)":tt", 4, 3};
        output_handle = grasp_mcu_semihost(SYS_OPEN, open_block);
    }
    uint32_t write_block[3] = {(uint32_t)output_handle, (uint32_t)(uintptr_t)output, (uint32_t)output_count};
    grasp_mcu_semihost(SYS_WRITE, write_block);
    output_count = 0;
}

void grasp_mcu_write(const void *bytes, size_t count) {
    const char *from = bytes;
    while (count > 0) {
        if (output_count == sizeof output) grasp_mcu_flush();
        size_t room = sizeof output - output_count, chunk = count < room ? count : room;
        memcpy(output + output_count, from, chunk);
        output_count += chunk;
        from += chunk;
        count -= chunk;
    }
}

void grasp_mcu_write_text(const char *text) { grasp_mcu_write(text, strlen(text)); }

void grasp_mcu_write_decimal(size_t value) {
    char digits[24];
    int count = 0;
    do { digits[sizeof digits - 1 - count++] = (char)('0' + value % 10); value /= 10; } while (value > 0);
    grasp_mcu_write(digits + sizeof digits - count, (size_t)count);
}

_Noreturn void grasp_mcu_exit(int status) {
    grasp_mcu_flush();
    uint32_t block[2] = {0x20026, (uint32_t)status};  // ADP_Stopped_ApplicationExit, then the status
    for (;;) grasp_mcu_semihost(SYS_EXIT_EXTENDED, block);
}

// Embedded Swift's print writes through putchar.
int putchar(int c) {
    char byte = (char)c;
    grasp_mcu_write(&byte, 1);
    return c;
}

// MARK: The heap

extern char __heap_start[], __heap_end[];

// A block is a header (16 bytes, so that every payload is 16-byte aligned) and its payload. A free block
// is in the address-ordered free list; a used one has `next` set to `used`.
typedef struct block {
    struct block *next;
    size_t size;  // bytes, header included, a multiple of 16
    uint32_t padding[2];
} block;
#define USED ((block *)0x1)
#define ALIGNED_MARK 0xA11A5EEDu

static block *free_list;     // address-ordered
static char *heap_top;       // the end of the part of the heap handed out now
static char *heap_top_peak;  // the highest heap_top has been
static size_t heap_in_use, heap_peak;
static const char *heap_owner = "";

static size_t heap_limit(void) { return (size_t)(__heap_end - __heap_start); }

static _Noreturn void out_of_heap(size_t request) {
    grasp_mcu_flush();
    grasp_mcu_write_text("grasp-mcu: out of heap: a request for ");
    grasp_mcu_write_decimal(request);
    grasp_mcu_write_text(" bytes does not fit (");
    grasp_mcu_write_decimal(heap_in_use);
    grasp_mcu_write_text(" bytes in use, heap of ");
    grasp_mcu_write_decimal(heap_limit());
    grasp_mcu_write_text(" bytes");
    if (*heap_owner) { grasp_mcu_write_text(", replaying "); grasp_mcu_write_text(heap_owner); }
    grasp_mcu_write_text("); build with a larger heap: scripts/run-mcu --heap BYTES\n");
    grasp_mcu_exit(3);
}

static void *allocate(size_t request) {
    if (heap_top == NULL) heap_top = __heap_start;
    if (request > heap_limit()) out_of_heap(request);
    size_t size = ((request + 15) & ~(size_t)15) + sizeof(block);
    block **link = &free_list;
    for (block *candidate = free_list; candidate; link = &candidate->next, candidate = candidate->next) {
        if (candidate->size < size) continue;
        if (candidate->size - size >= 2 * sizeof(block)) {  // split: the front stays free
            candidate->size -= size;
            candidate = (block *)((char *)candidate + candidate->size);
            candidate->size = size;
        } else {
            *link = candidate->next;
        }
        candidate->next = USED;
        heap_in_use += candidate->size;
        if (heap_in_use > heap_peak) heap_peak = heap_in_use;
        return candidate + 1;
    }
    if ((size_t)(__heap_end - heap_top) < size) out_of_heap(request);
    block *fresh = (block *)heap_top;
    heap_top += size;
    if (heap_top > heap_top_peak) heap_top_peak = heap_top;
    fresh->size = size;
    fresh->next = USED;
    heap_in_use += size;
    if (heap_in_use > heap_peak) heap_peak = heap_in_use;
    return fresh + 1;
}

void free(void *pointer) {
    if (pointer == NULL) return;
    block *item = (block *)pointer - 1;
    if (item->size == 0 && item->padding[0] == ALIGNED_MARK) item = (block *)item->next - 1;  // posix_memalign's
    heap_in_use -= item->size;
    block *earlier = NULL, *before = NULL, *after = free_list;  // earlier precedes before in the list
    while (after && after < item) { earlier = before; before = after; after = after->next; }
    item->next = after;
    if (after && (char *)item + item->size == (char *)after) { item->size += after->size; item->next = after->next; }
    block *merged = item, *merged_link = before;
    if (before && (char *)before + before->size == (char *)item) {
        before->size += item->size;
        before->next = item->next;
        merged = before;
        merged_link = earlier;
    } else if (before) {
        before->next = item;
    } else {
        free_list = item;
    }
    // A free block that reaches the top goes back to the untouched part, so that the high-water mark
    // measures what was needed.
    if ((char *)merged + merged->size == heap_top) {
        heap_top = (char *)merged;
        if (merged_link) merged_link->next = NULL; else free_list = NULL;
    }
}

void *malloc(size_t size) { return allocate(size); }

void *calloc(size_t count, size_t size) {
    if (size != 0 && count > (size_t)-1 / size) out_of_heap((size_t)-1);
    void *pointer = allocate(count * size);
    memset(pointer, 0, count * size);
    return pointer;
}

void *realloc(void *pointer, size_t size) {
    if (pointer == NULL) return allocate(size);
    block *item = (block *)pointer - 1;
    size_t old = item->size - sizeof(block);
    if (item->size == 0) old = size;  // an aligned block: copy what was asked for (never done by Swift)
    if (size <= old) return pointer;
    void *fresh = allocate(size);
    memcpy(fresh, pointer, old);
    free(pointer);
    return fresh;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment <= sizeof(block)) { *result = allocate(size); return 0; }
    // Over-allocate and put a marked header just before the aligned address, pointing at the real block.
    char *raw = allocate(size + alignment + sizeof(block));
    char *aligned = (char *)(((uintptr_t)raw + sizeof(block) + alignment - 1) & ~(uintptr_t)(alignment - 1));
    block *mark = (block *)aligned - 1;
    mark->size = 0;
    mark->padding[0] = ALIGNED_MARK;
    mark->next = (block *)raw;
    *result = aligned;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    void *result;
    posix_memalign(&result, alignment, size);
    return result;
}

// newlib's own functions (strtod's big numbers) allocate through these.
struct _reent;
void *_malloc_r(struct _reent *r, size_t size) { (void)r; return allocate(size); }
void *_calloc_r(struct _reent *r, size_t count, size_t size) { (void)r; return calloc(count, size); }
void *_realloc_r(struct _reent *r, void *pointer, size_t size) { (void)r; return realloc(pointer, size); }
void _free_r(struct _reent *r, void *pointer) { (void)r; free(pointer); }

/// Bytes of heap in use now (headers included), the peak since the last reset, the most of the heap ever
/// handed out (the size a heap must have for this run, with this allocator's fragmentation), and its size.
size_t grasp_mcu_heap_in_use(void) { return heap_in_use; }
size_t grasp_mcu_heap_peak(void) { return heap_peak; }
size_t grasp_mcu_heap_high_water(void) { return heap_top_peak ? (size_t)(heap_top_peak - __heap_start) : 0; }
size_t grasp_mcu_heap_size(void) { return heap_limit(); }
void grasp_mcu_heap_reset_peak(void) { heap_peak = heap_in_use; }
/// Names what is being replayed, for the out-of-heap message (a NUL-terminated string that stays valid).
void grasp_mcu_heap_owner(const char *name) { heap_owner = name; }

// MARK: Randomness (Embedded Swift's hash seeds)

void arc4random_buf(void *buffer, size_t count) {
    static uint32_t state = 0x9E3779B9u;
    unsigned char *bytes = buffer;
    for (size_t i = 0; i < count; i++) {
        state ^= state << 13; state ^= state >> 17; state ^= state << 5;
        bytes[i] = (unsigned char)state;
    }
}

// MARK: Measurement

// CMSDK APB timer 0 of the MPS2 boards: a 32-bit down counter at the 25 MHz system clock. Under QEMU's
// `-icount shift=0` one instruction is one nanosecond of virtual time, so one timer step is 40 instructions.
#define TIMER0_CTRL (*(volatile uint32_t *)0x40000000)
#define TIMER0_VALUE (*(volatile uint32_t *)0x40000004)
#define TIMER0_RELOAD (*(volatile uint32_t *)0x40000008)

void grasp_mcu_timer_start(void) {
    TIMER0_CTRL = 0;
    TIMER0_RELOAD = 0xFFFFFFFFu;
    TIMER0_VALUE = 0xFFFFFFFFu;
    TIMER0_CTRL = 1;
}

/// Timer steps since grasp_mcu_timer_start (25 MHz; 40 instructions each under -icount shift=0).
uint32_t grasp_mcu_timer_steps(void) { return 0xFFFFFFFFu - TIMER0_VALUE; }

extern uint32_t __stack_bottom[], __stack_top[];
#define STACK_PAINT 0x5A17C0DEu

/// Paints the unused part of the stack (below the caller's frame, less a margin for this function's own).
void grasp_mcu_stack_paint(void) {
    uint32_t marker;
    for (volatile uint32_t *word = __stack_bottom; word < &marker - 64; word++) *word = STACK_PAINT;
}

/// The deepest the stack has gone since the last paint, in bytes below its top.
size_t grasp_mcu_stack_used(void) {
    uint32_t *word = __stack_bottom;
    while (word < __stack_top && *word == STACK_PAINT) word++;
    return (size_t)((char *)__stack_top - (char *)word);
}

size_t grasp_mcu_stack_size(void) { return (size_t)((char *)__stack_top - (char *)__stack_bottom); }

// MARK: newlib's system calls

// newlib's stdio and abort, which parts of it that the image links refer to, end in these. Only writing
// and leaving mean anything on this device; the rest say there is no file.
_Noreturn void abort(void) {
    grasp_mcu_write_text("grasp-mcu: abort\n");
    grasp_mcu_exit(70);
}
_Noreturn void _exit(int status) { grasp_mcu_exit(status); }
int _write(int file, const void *bytes, size_t count) { (void)file; grasp_mcu_write(bytes, count); return (int)count; }
int _read(int file, void *bytes, size_t count) { (void)file; (void)bytes; (void)count; return -1; }
int _close(int file) { (void)file; return -1; }
long _lseek(int file, long offset, int whence) { (void)file; (void)offset; (void)whence; return -1; }
struct stat;
int _fstat(int file, struct stat *status) { (void)file; (void)status; return -1; }
int _isatty(int file) { (void)file; return 1; }
int _kill(int process, int signal) { (void)process; (void)signal; return -1; }
int _getpid(void) { return 1; }

/// Timer steps that a loop of exactly `2 * iterations + 3` instructions takes: scripts/run-mcu checks that
/// one step is 40 instructions under -icount shift=0 before it believes a count.
uint32_t grasp_mcu_calibrate(uint32_t iterations) {
    grasp_mcu_timer_start();
    uint32_t start = grasp_mcu_timer_steps();
    __asm__ volatile("1: subs %0, %0, #1\n bne 1b" : "+r"(iterations) :: "cc");
    return grasp_mcu_timer_steps() - start;
}
