#!/usr/bin/env python3
"""Writes the traces and replay cases the Cortex-M image holds (scripts/run-mcu calls it).

    cases.py OUT_DIR TRACE...

Each trace is replayed into every scene it is checked in (the default scene, inspector, and the scene of
its NAME.grasp-test.json), with --frames stops and every, at 60, 120 and 240 Hz: the cases of
scripts/wasm-differential. Writes OUT_DIR/cases.inc (the C tables cases.c includes: the traces' bytes, the
cases, and the measure list: each trace in each of its scenes) and OUT_DIR/cases.tsv (one case a line:
index, trace path, scene, frames, frame rate, tail), which scripts/run-mcu replays natively.
"""
import json
import os
import sys

DEFAULT_SCENE = "inspector"
FRAMES = ("stops", "every")
RATES = (60, 120, 240)
TAIL = 5


def c_string(data: bytes) -> str:
    out = []
    for byte in data:
        char = chr(byte)
        if char == '"' or char == "\\":
            out.append("\\" + char)
        elif 32 <= byte < 127 and char != "?":
            out.append(char)
        else:
            out.append("\\%03o" % byte)
    return '"' + "".join(out) + '"'


def scenes_of(trace: str) -> list:
    scenes = [DEFAULT_SCENE]
    expectations = trace[: -len(".json")] + ".grasp-test.json"
    if os.path.exists(expectations):
        with open(expectations) as file:
            scene = json.load(file).get("scene", "")
        if scene and scene != DEFAULT_SCENE:
            scenes.append(scene)
    return scenes


def main() -> None:
    out_dir, traces = sys.argv[1], sys.argv[2:]
    inc, tsv, cases, measures = [], [], [], []
    inc.append("static const struct grasp_mcu_trace grasp_mcu_traces[] = {")
    for index, trace in enumerate(traces):
        with open(trace, "rb") as file:
            data = file.read()
        inc.append("    {%s, (const unsigned char *)%s, %d}," % (c_string(os.path.basename(trace).encode()), c_string(data), len(data)))
        for scene in scenes_of(trace):
            measures.append((index, scene))
            for frames in FRAMES:
                for rate in RATES:
                    tsv.append("%d\t%s\t%s\t%s\t%d\t%d" % (len(cases), trace, scene, frames, rate, TAIL))
                    cases.append("    {%d, %s, %s, %d, %d}," % (index, c_string(scene.encode()), c_string(frames.encode()), rate, TAIL))
    inc.append("};")
    inc.append("static const struct grasp_mcu_case grasp_mcu_cases[] = {")
    inc.extend(cases)
    inc.append("};")
    inc.append("static const struct grasp_mcu_measure grasp_mcu_measures[] = {")
    inc.extend("    {%d, %s}," % (trace, c_string(scene.encode())) for trace, scene in measures)
    inc.append("};")
    with open(os.path.join(out_dir, "cases.inc"), "w") as file:
        file.write("// Written by Embedded/Cortex-M/cases.py (scripts/run-mcu); not kept in git.\n" + "\n".join(inc) + "\n")
    with open(os.path.join(out_dir, "cases.tsv"), "w") as file:
        file.write("\n".join(tsv) + "\n")


if __name__ == "__main__":
    main()
