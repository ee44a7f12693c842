"""Versions of grasp.js timed against each other in one page (scripts/web-ab runs this with the project's
.venv-browser python): a change to grasp.js of some tens of nanoseconds an event is below what separate
runs of scripts/web-figures can tell apart on a shared machine, whose speed moves from one page to the next.

Each version is loaded in the same page under a name of its own (`GraspV0`, `GraspV1`, …), on the same
library module; binding.js's 8,160 prebuilt PointerEvents (web-figures' gestures) go to a fresh host with
Hammer.js's seven default recognizers made by each version in turn (made before the clock starts and
destroyed after it stops), round after round: once handed to the host's pointer listener directly
(grasp.js and the module, no dispatch), once dispatched at the element (as web-figures times it). Each round's CPU time per event of a version is compared with the first
version's of the same round; the figure is the median of those paired differences, and the first version
listed again, later in the list, shows how large a difference the page's noise alone makes.

    .venv-browser/bin/python Tools/Benchmarks/Browser/binding_ab.py --wasm .build-wasm/grasp-library.wasm
        [--rounds 15] [--js-flags=FLAGS] A.js B.js [A.js …]

--js-flags=FLAGS passes more of V8's flags to Chromium (after its --expose-gc), for the trial of a hypothesis
about the browser, run by run: `--js-flags=--no-liftoff` compiles every WebAssembly function with the
optimizing compiler from the start (the Performance article, "Three hypotheses about the page", 2026-11-30).
The flags then hold for every version of the run; compare runs with and without them, alternating. A flag
V8 does not know is refused (exit 2) before the page starts: V8 would ignore it, saying so only on
Chromium's standard error.
"""
import argparse
import statistics
import sys
from pathlib import Path

from wasm_figures import bench_page, unknown_js_flags
from web_figures import binding_files

SETUP = '''() => {
  const { root, target, events } = bench.page;
  // A version's fresh host is made before the clock starts and destroyed after it stops (graspPrepare).
  window.abPrepare = (mode, i) => { window.abPrepared = graspPrepare(window['abGrasp' + i], root, target, events, mode === 'abListener'); };
  window.abRun = () => { window.abPrepared.run(); };
  window.abFinish = () => { window.abPrepared.finish(); window.abPrepared = null; };
  return events.length;
}'''


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--wasm", type=Path, required=True)
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--warmups", type=int, default=2)
    parser.add_argument("--out", type=Path, default=Path(".build-figures/web-ab"))
    parser.add_argument("--js-flags", default="", help="more of V8's flags, space-separated (a trial)")
    parser.add_argument("versions", type=Path, nargs="+")
    args = parser.parse_args()
    if len(args.versions) < 2:
        sys.exit("error: give at least two versions of grasp.js")
    unknown = unknown_js_flags(args.js_flags.split()) if args.js_flags else []
    if unknown:
        parser.error(f"V8 does not know {', '.join(unknown)} (--js-flags)")
    args.out.mkdir(parents=True, exist_ok=True)
    files = binding_files(args.versions[0], args.wasm)
    for index, version in enumerate(args.versions):
        text = version.read_text()
        if "root.Grasp = Grasp;" not in text:
            sys.exit(f"error: {version} does not set root.Grasp as grasp.js does")
        renamed = args.out / f"v{index}.js"
        renamed.write_text(text.replace("root.Grasp = Grasp;", f"root.GraspV{index} = Grasp;", 1))
        files[f"/v{index}.js"] = renamed
    with bench_page(files, {"width": 390, "height": 844}, "bindingSetup", args.js_flags.split()) as (page, browser, thread_time):
        page.evaluate("o => bindingSetup(o)", {"grasp": True, "hammer": False})
        for index in range(len(args.versions)):
            page.evaluate(f"loadScript('v{index}.js')")
            page.evaluate(f"GraspV{index}.load('grasp.wasm').then((g) => {{ window.abGrasp{index} = g; }})")
            page.wait_for_function(f"window.abGrasp{index} !== undefined")
        count = page.evaluate(SETUP)
        flags = f" with V8's {args.js_flags}" if args.js_flags else ""
        print(f"{count:,} pointer events, {args.rounds} rounds after {args.warmups}, Chromium {browser.version}{flags}; "
              "CPU time per event, and its paired median difference from the first version")
        for mode, what in (("abListener", "the host's listener called directly"), ("abDispatch", "the events dispatched")):
            series = [[] for _ in args.versions]
            for round_number in range(args.warmups + args.rounds):
                for index in range(len(args.versions)):
                    page.evaluate("bindingPause()")
                    page.evaluate("([mode, i]) => abPrepare(mode, i)", [mode, index])
                    before = thread_time()
                    page.evaluate("() => abRun()")
                    page_time = thread_time() - before
                    page.evaluate("() => abFinish()")
                    if round_number >= args.warmups:
                        series[index].append(page_time * 1e9 / count)
            print(f"{what}:")
            for index, version in enumerate(args.versions):
                differences = [a - b for a, b in zip(series[index], series[0])]
                print(f"  {index} {str(version):40s} {statistics.median(series[index]):7,.0f} ns"
                      f"   {statistics.median(differences):+6,.0f} ns")


if __name__ == "__main__":
    main()
