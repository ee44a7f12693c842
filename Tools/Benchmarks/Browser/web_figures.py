"""The figures of grasp.js as a library (issue 49), in one table beside their goals (scripts/web-figures
builds what they need and runs this with the project's .venv-browser python):

1. the cost of one pointer event, the browser's event to the handlers (JavaScript and wasm together), for
   grasp.js's host with Hammer's seven default recognizers and for Hammer.js 2.0.8 on the same element, the
   same events; each minus a bare listener's cost on the same events; alternating runs; each side made
   before the clock starts and taken down after it stops; goal: 5× cheaper;
2. the binding's own time per animation frame while a 100-row list glides; goal: under 0.1 ms;
3. finger to drawn frame, p50 and p99, in headless Chromium (Tests/Browser/measure_web_frame.py); goal:
   the same animation frame;
4. the size a page downloads: the library module and grasp.js, gzip, beside Hammer.js's (and use-gesture's
   when a bundle of it is given); goal: at most 200 KB.

    .venv-browser/bin/python Tools/Benchmarks/Browser/web_figures.py --wasm .build-wasm/grasp-library.wasm
        [--hammer FILE] [--use-gesture FILE] [--runs 11] [--split] [--json FILE]

--split (with --hammer) also times each side's pointer listener called directly, with no dispatch, once
with the browser's PointerEvents and once with plain objects holding the same fields (binding.js's
plainEvents), each less a loop calling a listener that does nothing: how much of each side's cost is
reading the event from the browser (a call into it at each property), and what Hammer.js ÷ Grasp is
without it; and each listener called directly just after each event was dispatched to a bare listener:
what the browser's dispatch code running before it adds (for Grasp, also its module's call alone). It is
printed under the figure, which it does not change.

The page is served from files through Playwright's request routing (no server, no network), as
wasm_figures.py serves its own; the helpers are that script's.
"""
import argparse
import json
import sys
from datetime import datetime, timezone
from pathlib import Path

from wasm_figures import HERE, ROOT, bench_page, load_average, log, machine, median, size_figures

GOAL_RATIO = 5
GOAL_FRAME_MS = 0.1
GOAL_GZIP = 200_000


def binding_files(grasp_js, wasm):
    """The files the binding page serves (binding.html and its scripts), with `grasp_js` and the module
    `wasm` as its grasp.js and grasp.wasm: this file's figures, binding_ab.py's and binding_profile.py's."""
    return {"/": HERE / "binding.html", "/binding.js": HERE / "binding.js", "/bench.js": HERE / "bench.js",
            "/hammer-clock.js": HERE / "hammer-clock.js", "/grasp.js": grasp_js, "/grasp.wasm": wasm}


SPLIT_CASES = ("bareListener", "graspPlain", "hammerListener", "hammerPlain", "graspAfterDispatch", "hammerAfterDispatch",
               "graspModuleByEvent", "graspModuleAfterDispatch")


def browser_figures(wasm, grasp_js, hammer, runs, warmups, split=False):
    files = binding_files(grasp_js, wasm)
    if hammer:
        files["/hammer.js"] = hammer
    with bench_page(files, {"width": 390, "height": 844}, "bindingSetup") as (page, browser, thread_time):
        result = page.evaluate("o => bindingSetup(o)", {"grasp": True, "hammer": bool(hammer)})
        order = [name for name in ("bare", "grasp", "hammer", "graspListener", "graspModule") if name in result["cases"]]
        if split and hammer:
            order += [name for name in SPLIT_CASES if name in result["cases"]]
        series = {name: [] for name in order}
        counts = {}
        # Rounds alternate the cases: bare, Grasp, Hammer, bare, … so that each round's three met the
        # same machine; each case's figure is its CPU time per event, and each side's own cost is its
        # figure minus the bare listener's of the same round. A case's listener, host or manager is made
        # (after a full garbage collection) before its clock starts and taken down after it stops: a page
        # does that once, not per event. Until the last round of 2026-11-29 the clock held both (the
        # Performance article, "The figure without making the host", says what that cost).
        for round_number in range(warmups + runs):
            for name in order:
                page.evaluate("bindingPause()")
                page.evaluate("n => bindingPrepare(n)", name)
                before = thread_time()
                page.evaluate("() => bindingRun()")
                cpu = (thread_time() - before) * 1e9 / result["pointerEvents"]
                counts[name] = page.evaluate("() => bindingFinish()")
                if round_number >= warmups:
                    series[name].append(cpu)
        result["counts"] = counts
        result["series"] = series
        own = {name: [a - b for a, b in zip(series[name], series["bare"])] for name in order if name in ("grasp", "hammer")}
        result["own"] = {name: median(values) for name, values in own.items()}
        # Grasp's parts, dispatched to nobody: its listener called directly, and the module's call alone.
        result["parts"] = {name: median(series[name]) for name in order if name.startswith("grasp") and name != "grasp"}
        result["bare"] = median(series["bare"])
        if "hammerPlain" in series:
            # Each direct case less the loop that calls a listener doing nothing, round by round.
            loop = series["bareListener"]
            direct = {name: [a - b for a, b in zip(series[name], loop)]
                      for name in ("graspListener", "graspPlain", "hammerListener", "hammerPlain")}
            result["split"] = {name: median(values) for name, values in direct.items()}
            result["split"]["loop"] = median(loop)
            result["split"]["ratioEvents"] = median([h / g for h, g in zip(direct["hammerListener"], direct["graspListener"]) if g > 0])
            result["split"]["ratioPlain"] = median([h / g for h, g in zip(direct["hammerPlain"], direct["graspPlain"]) if g > 0])
            # Called directly after each event's dispatch to a bare listener: less that dispatch (the bare
            # case) and the direct loop's listener, what the browser's dispatch code before a call adds to it.
            for side in ("grasp", "hammer", "graspModule"):
                after = [a - b - c for a, b, c in zip(series[side + "AfterDispatch"], series["bare"], loop)]
                result["split"][side + "AfterDispatch"] = median(after)
            result["split"]["graspModuleByEvent"] = median([a - b for a, b in zip(series["graspModuleByEvent"], loop)])
        if "hammer" in own:
            ratios = [h / g for h, g in zip(own["hammer"], own["grasp"]) if g > 0]
            result["ratios"] = ratios
            result["ratio"] = median(ratios)
        # The glide's frames, by the page's CPU time around them (the wall clock's resolution in a page is
        # 0.1 ms, and the machine's other work moves it); the figure is the median of 7 glides.
        glides = []
        for _ in range(warmups + 7):
            page.evaluate("bindingGlideSetup()")
            before = thread_time()
            glide = page.evaluate("bindingGlideRun()")
            glide["cpuMs"] = (thread_time() - before) * 1000 / glide["frames"]
            glides.append(glide)
        glides = glides[warmups:]
        result["glide"] = {"cpuMs": median([g["cpuMs"] for g in glides]), "meanMs": median([g["meanMs"] for g in glides]),
                           "frames": glides[0]["frames"], "runs": glides}
        result["chromium"] = browser.version
    return result


def frame_figures(runs):
    script = ROOT / "Tests" / "Browser" / "measure_web_frame.py"
    import subprocess
    done = subprocess.run([sys.executable, str(script), "--runs", str(runs)], cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        return {"skipped": (done.stderr or done.stdout).strip()[-400:]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--wasm", type=Path, required=True)
    parser.add_argument("--hammer", type=Path)
    parser.add_argument("--use-gesture", type=Path)
    parser.add_argument("--package-js", type=Path, help="the package's grasp.js (minified by scripts/web-package), for the size")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--warmups", type=int, default=2)
    parser.add_argument("--frame-runs", type=int, default=2)
    parser.add_argument("--split", action="store_true", help="also time each side's listener called directly, with PointerEvents and with plain objects")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    if args.split and not args.hammer:
        parser.error("--split compares with Hammer.js: give --hammer FILE too")
    grasp_js = ROOT / "Web" / "grasp.js"
    load = load_average()
    log("== the binding in Chromium")
    browser = browser_figures(args.wasm, grasp_js, args.hammer, args.runs, args.warmups, args.split)
    log("== finger to drawn frame")
    frames = frame_figures(args.frame_runs)
    package_js = args.package_js or grasp_js
    sizes = {"grasp.wasm (library)": size_figures(args.wasm),
             "grasp.js" + (" (the package's, minified)" if args.package_js else ""): size_figures(package_js)}
    if args.hammer:
        sizes["Hammer.js 2.0.8"] = size_figures(args.hammer)
    if args.use_gesture:
        sizes["use-gesture"] = size_figures(args.use_gesture)
    grasp_total = sum(size["gzip"] for name, size in sizes.items() if name.startswith("grasp"))
    when = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    m = machine()
    print(f"grasp.js as a library, {when}; {m['cpu']} ({m['cores']} cores), Chromium {browser['chromium']}, load {load:.2f}")
    print(f"{browser['pointerEvents']:,} pointer events ({args.runs} alternating runs, CPU time, median; each side made and taken"
          f" down outside the clock); a bare listener: {browser['bare']:,.0f} ns an event")
    g = browser["own"]["grasp"]
    print(f"  per pointer event, grasp.js + wasm (own cost):  {g:,.0f} ns")
    if "hammer" in browser["own"]:
        h = browser["own"]["hammer"]
        ratios = sorted(browser["ratios"])
        print(f"  per pointer event, Hammer.js 2.0.8 (own cost):   {h:,.0f} ns")
        print(f"  Hammer.js ÷ Grasp: {browser['ratio']:.1f}× (runs {ratios[0]:.1f}–{ratios[-1]:.1f}×)   goal ≥ {GOAL_RATIO}×  {'met' if browser['ratio'] >= GOAL_RATIO else 'NOT met'}")
    else:
        print("  Hammer.js: skipped (pass --hammer PATH to hammer.js 2.0.8)")
    print(f"  recognized: Grasp {browser['counts'].get('grasp')}; Hammer {browser['counts'].get('hammer')}")
    parts = browser.get("parts", {})
    if "graspListener" in parts and "graspModule" in parts:
        listener, module = parts["graspListener"], parts["graspModule"]
        print(f"  where Grasp's own cost goes: the module's call alone {module:,.0f} ns; grasp.js around it {listener - module:,.0f} ns"
              f" (its pointer listener called directly with the same events, {listener:,.0f} ns); the rest, {g - listener:,.0f} ns, comes"
              f" with dispatching to that listener (beyond the bare listener's)")
    split = browser.get("split")
    if split:
        print(f"  each side's listener called directly (no dispatch; less a loop calling a listener that does nothing, {split['loop']:,.0f} ns):"
              f" with the PointerEvents, Grasp {split['graspListener']:,.0f} ns and Hammer.js {split['hammerListener']:,.0f} ns,"
              f" Hammer.js ÷ Grasp {split['ratioEvents']:.1f}×; with plain objects holding the same fields, Grasp {split['graspPlain']:,.0f} ns"
              f" and Hammer.js {split['hammerPlain']:,.0f} ns, {split['ratioPlain']:.1f}×")
        print(f"  each side's listener called directly just after each event's dispatch to a bare listener (that dispatch and the loop taken off):"
              f" Grasp {split['graspAfterDispatch']:,.0f} ns ({split['graspAfterDispatch'] - split['graspListener']:+,.0f} against no dispatch before it),"
              f" Hammer.js {split['hammerAfterDispatch']:,.0f} ns ({split['hammerAfterDispatch'] - split['hammerListener']:+,.0f});"
              f" Grasp's module call alone {split['graspModuleAfterDispatch']:,.0f} ns"
              f" ({split['graspModuleAfterDispatch'] - split['graspModuleByEvent']:+,.0f} against {split['graspModuleByEvent']:,.0f} with no dispatch before it)")
    gl = browser["glide"]
    print(f"per animation frame, a 100-row list gliding ({gl['frames']} frames, median of 7 glides): {gl['cpuMs'] * 1000:.1f} µs CPU a frame"
          f" ({gl['meanMs'] * 1000:.1f} µs wall)   goal < {GOAL_FRAME_MS * 1000:.0f} µs  {'met' if gl['cpuMs'] < GOAL_FRAME_MS else 'NOT met'}")
    if "skipped" in frames:
        print(f"finger to drawn frame: skipped ({frames['skipped']})")
    else:
        print(f"finger to drawn frame: p50 {frames['p50']:.1f} ms, p99 {frames['p99']:.1f} ms; drawn in the event's own animation frame: {frames['sameFrame'] * 100:.0f} % of {frames['samples']} moves")
    for name, size in sizes.items():
        print(f"size, {name}: {size['raw']:,} bytes, {size['gzip']:,} gzip")
    print(f"size a page downloads (library module + grasp.js, gzip): {grasp_total:,} bytes   goal ≤ {GOAL_GZIP:,}  {'met' if grasp_total <= GOAL_GZIP else 'NOT met'}")
    if args.json:
        args.json.write_text(json.dumps({"when": when, "machine": m, "load": load, "browser": browser, "frames": frames, "sizes": sizes}, indent=1))


if __name__ == "__main__":
    main()
