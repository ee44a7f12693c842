// Why this file exists: a Cortex-M starts by reading two words at address 0 (the initial stack pointer and
// the reset handler) and jumps. This file is that vector table and what runs before Swift: the floating
// point unit switched on, .data copied from its load address, .bss zeroed, then `main` (the replay runner),
// whose status leaves through semihosting. Every fault handler says which fault it was, through
// semihosting, and exits with status 70, so that a trap (a failed Swift runtime check is an undefined
// instruction) or a wild access ends the run with a message instead of a hang.

#include <stdint.h>

extern uint32_t __stack_top[], __data_load[], __data_start[], __data_end[], __bss_start[], __bss_end[];

int main(void);
void grasp_mcu_write_text(const char *text);
_Noreturn void grasp_mcu_exit(int status);

#define SCB_CPACR (*(volatile uint32_t *)0xE000ED88)  // coprocessor access: CP10, CP11 (the FPU)
#define SCB_SHCSR (*(volatile uint32_t *)0xE000ED24)  // enables the MemManage, BusFault, UsageFault handlers
#define SCB_CFSR (*(volatile uint32_t *)0xE000ED28)   // why the fault happened

_Noreturn void grasp_mcu_reset(void) {
    SCB_CPACR |= 0xFu << 20;  // full access to CP10 and CP11: the FPU, which hard-float code uses at once
    __asm__ volatile("dsb\n isb" ::: "memory");
    SCB_SHCSR |= (1u << 16) | (1u << 17) | (1u << 18);  // name each fault instead of escalating to HardFault
    for (uint32_t *from = __data_load, *to = __data_start; to < __data_end;) *to++ = *from++;
    for (uint32_t *to = __bss_start; to < __bss_end;) *to++ = 0;
    grasp_mcu_exit(main());
}

static void write_hex(uint32_t value) {
    char digits[9] = {0};
    for (int i = 0; i < 8; i++) digits[i] = "0123456789abcdef"[(value >> (28 - 4 * i)) & 0xF];
    grasp_mcu_write_text(digits);
}

// Called by each handler below with the exception's stacked frame (r0-r3, r12, lr, pc, xpsr): names the
// fault, the address of the instruction (llvm-symbolizer --obj=.build-mcu/grasp-mcu.elf ADDRESS names the
// function), and the reason bits.
_Noreturn void grasp_mcu_fault(const uint32_t *frame, const char *name) {
    grasp_mcu_write_text("grasp-mcu: ");
    grasp_mcu_write_text(name);
    grasp_mcu_write_text(" at 0x");
    write_hex(frame[6]);
    grasp_mcu_write_text(" (CFSR 0x");
    uint32_t cfsr = SCB_CFSR;
    write_hex(cfsr);
    grasp_mcu_write_text(")");
    if (cfsr & (1u << 16)) grasp_mcu_write_text(": an undefined instruction, which is how a failed Swift runtime check (overflow, index out of range, fatalError) traps");
    grasp_mcu_write_text("\n");
    grasp_mcu_exit(70);
}

// Each handler passes the stacked frame (on the main stack: nothing here runs on the process stack).
#define HANDLER(function, text) \
    __attribute__((used)) static const char function##_name[] = text; \
    __attribute__((naked)) static void function(void) { \
        __asm__ volatile("mrs r0, msp\n ldr r1, =" #function "_name\n b grasp_mcu_fault"); \
    }
HANDLER(nmi, "non-maskable interrupt")
HANDLER(hard_fault, "hard fault")
HANDLER(memory_fault, "memory management fault")
HANDLER(bus_fault, "bus fault (an access outside the memory map)")
HANDLER(usage_fault, "usage fault")
HANDLER(unexpected, "unexpected exception or interrupt")

// The vector table: the initial stack pointer, then the handlers of exceptions 1 to 15 (no interrupt is
// enabled, so the table stops there).
__attribute__((section(".vectors"), used))
void *const grasp_mcu_vectors[16] = {
    __stack_top, (void *)grasp_mcu_reset, (void *)nmi, (void *)hard_fault,
    (void *)memory_fault, (void *)bus_fault, (void *)usage_fault, 0, 0, 0, 0,
    (void *)unexpected, (void *)unexpected, 0, (void *)unexpected, (void *)unexpected,
};
