#!/usr/bin/env python3
# Why this file exists: valgrind's callgrind counts instructions and cache misses per machine instruction,
# but knows nothing of the code V8 compiles at run time (grasp.js's and the module's): it names it "???".
# V8's own map of that code (node --perf-basic-prof writes /tmp/perf-PID.map: start, size and name of each
# compiled function, the module's functions by their Swift names when it keeps them) tells whose each
# instruction is. This joins the two, so that scripts/wasm-callgrind --functions can say which functions
# of the page's path spend the instructions and miss the instruction cache (the Performance article,
# "Three changes tried and not kept").
#
#   functions.py CALLGRIND_OUT PERF_MAP EVENTS [TOP]
#
# CALLGRIND_OUT: callgrind's output with --dump-instr=yes (and --cache-sim=yes for the misses); EVENTS: the
# pointer events the run handled, which each count is divided by. Prints the TOP functions (30 unless given)
# by first-level instruction-cache misses, with their instructions, per event; code outside V8's map is
# named by callgrind's own name for it, prefixed "native:".
import bisect
import collections
import re
import sys


def callgrind_name(text, names):
    """callgrind's compressed names: "(id) name" defines id, "(id)" refers to it."""
    match = re.match(r'\((\d+)\)\s*(.*)', text)
    if not match:
        return text
    if match.group(2):
        names[match.group(1)] = match.group(2)
        return match.group(2)
    return names.get(match.group(1), text)


def main():
    if len(sys.argv) < 4:
        sys.exit('usage: functions.py CALLGRIND_OUT PERF_MAP EVENTS [TOP]')
    out_path, map_path, events = sys.argv[1], sys.argv[2], int(sys.argv[3])
    top = int(sys.argv[4]) if len(sys.argv) > 4 else 30
    if events <= 0:
        sys.exit('error: EVENTS must be positive')
    code = []
    with open(map_path) as perf_map:
        for line in perf_map:
            parts = line.rstrip('\n').split(' ', 2)
            if len(parts) == 3:
                code.append((int(parts[0], 16), int(parts[1], 16), parts[2]))
    if not code:
        sys.exit(f'error: {map_path} names no compiled code (was node run with --perf-basic-prof?)')
    code.sort()
    starts = [entry[0] for entry in code]

    def owner(address):
        i = bisect.bisect_right(starts, address) - 1
        if i >= 0 and address < code[i][0] + code[i][1]:
            return code[i][2]
        return None

    def readable(name):
        # V8 names a module's function "JS:NAME-INDEX-TIER"; Embedded Swift mangles with "$e" where Swift
        # mangles with "$s", the same scheme, so swift demangle reads it as "$s".
        name = re.sub(r'-\d+-(turbofan|liftoff)$', '', name)
        return re.sub(r'^JS:\$e', 'JS:$s', name)

    instructions, misses = collections.Counter(), collections.Counter()
    names, fn, positions, columns = {}, '', 1, None
    last, skip_next = 0, False
    with open(out_path) as out:
        for line in out:
            if line.startswith('positions:'):
                positions = len(line.split()) - 1
                if 'instr' not in line.split():
                    sys.exit('error: the callgrind output has no instruction addresses (run it with --dump-instr=yes)')
                continue
            if line.startswith('events:'):
                fields = line.split()[1:]
                columns = (fields.index('Ir'), fields.index('I1mr') if 'I1mr' in fields else None)
                continue
            if line.startswith('fn='):
                fn = callgrind_name(line.strip()[3:], names)
                continue
            if line.startswith(('cfn=', 'cfi=', 'cfl=')):
                if line.startswith('cfn='):
                    callgrind_name(line.strip()[4:], names)
                continue
            if line.startswith('calls='):
                skip_next = True  # the next line is the call's inclusive cost, counted where it was spent
                continue
            first = line[:1]
            if not (first.isdigit() or first in '+-*'):
                continue
            parts = line.split()
            position = parts[0]
            if position.startswith('0x'):
                address = int(position, 16)
            elif position[0] == '+':
                address = last + int(position[1:])
            elif position[0] == '-':
                address = last - int(position[1:])
            elif position == '*':
                address = last
            else:
                address = int(position)
            last = address
            if skip_next:
                skip_next = False
                continue
            if columns is None:
                continue
            values = parts[positions:]
            ir_column, miss_column = columns
            name = owner(address) or f'native:{fn}'
            instructions[name] += int(values[ir_column]) if ir_column < len(values) else 0
            if miss_column is not None and miss_column < len(values):
                misses[name] += int(values[miss_column])
    total_instructions, total_misses = sum(instructions.values()), sum(misses.values())
    print(f'per pointer event: {total_instructions / events:,.0f} instructions, {total_misses / events:,.0f} '
          'first-level instruction-cache misses, in all (node\'s start and compilations included)')
    print(f'{"misses":>8} {"instructions":>13}  function')
    ranked = misses if total_misses else instructions
    for name, _ in ranked.most_common(top):
        print(f'{misses[name] / events:8.1f} {instructions[name] / events:13.1f}  {readable(name)}')


if __name__ == '__main__':
    main()
