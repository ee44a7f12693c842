"""The figures of Grasp in the browser, in one table (scripts/wasm-figures builds what they need and runs
this with the project's .venv-browser python):

1. the cost of one touch event on one long trace: Grasp compiled to WebAssembly (through grasp.js) and
   Hammer.js in one page, and the ratio; Grasp's native release build making the same calls
   (Tools/Benchmarks/SessionBench) and the engine alone (`grasp bench --trace`);
2. the lab page's round trip with the in-page engine, p50 and p99 (Tests/Browser/measure_round_trip.py);
3. the size of grasp.wasm, raw and gzip;

each beside its goal. The browser half opens bench.html in headless Chromium and serves it, bench.js,
grasp.js, grasp.wasm, the trace and Hammer.js from files through Playwright's request routing (no server,
no network); bench.js says exactly what is timed.

    .venv-browser/bin/python Tools/Benchmarks/Browser/wasm_figures.py --trace FILE --bin RELEASE-BIN-FOLDER
        [--wasm .build-wasm/grasp.wasm] [--hammer FILE] [--runs 11] [--round-trip-runs 3] [--json FILE]

Figures that cannot be taken (no grasp.wasm, no Hammer.js, no round-trip measure) are printed as skipped,
with the reason.
"""
import argparse
import contextlib
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

from playwright.sync_api import sync_playwright

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]  # Tools/Benchmarks/Browser -> the repository
ORIGIN = "http://bench.grasp.test"
TYPES = {".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm", ".json": "application/json"}
GOAL_RATIO = 5
GOAL_RAW = 1_500_000
GOAL_GZIP = 500_000
# The scene the browser figure compares with Hammer.js (bench.js's `grasp` case) and the native figures use.
COMPARED_SCENE = "gestures"
HAMMER_SKIPPED = "Hammer.js: skipped (pass --hammer PATH to hammer.js 2.0.8)"


def log(message):
    print(message, file=sys.stderr, flush=True)


def chromium_path():
    path = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        sys.exit("error: Debian's chromium is not installed (scripts/wasm-figures installs it)")
    return path


def unknown_js_flags(js_flags):
    """The flags of `js_flags` that Chromium's V8 does not know. V8 ignores such a flag, and says so only on
    Chromium's standard error, which the benchmark pages do not show: a trial would otherwise time the page
    as it is and look like a flag that changes nothing."""
    done = subprocess.run([chromium_path(), "--headless", "--no-sandbox", "--disable-gpu", "--js-flags=" + " ".join(js_flags),
                           "--dump-dom", "about:blank"], capture_output=True, text=True, timeout=120)
    return list(dict.fromkeys(re.findall(r"unrecognized flag (\S+)", done.stderr)))


@contextlib.contextmanager
def bench_page(files, viewport, ready, js_flags=()):
    """A benchmark page in headless Chromium: `ORIGIN/` and the other `files` served by file_server, the
    page's function `ready` defined; yields (page, browser, thread_time), where thread_time() reads the
    main thread's CPU time (DevTools' ThreadTime, in seconds). Exits with the page's errors if it had any.
    --expose-gc: the pages collect garbage before each timed run, so that no run pays for another's.
    `js_flags` are more of V8's flags for the trial of a hypothesis (scripts/web-ab --js-flags)."""
    errors = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(),
                                    args=["--no-sandbox", "--disable-gpu", "--js-flags=" + " ".join(("--expose-gc", *js_flags))])
        try:
            page = browser.new_page(viewport=viewport)
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.route(f"{ORIGIN}/**", file_server(files))
            page.goto(f"{ORIGIN}/")
            page.wait_for_function(f"typeof window.{ready} === 'function'")
            cdp = page.context.new_cdp_session(page)
            cdp.send("Performance.enable", {"timeDomain": "threadTicks"})

            def thread_time():
                return next(m["value"] for m in cdp.send("Performance.getMetrics")["metrics"] if m["name"] == "ThreadTime")

            yield page, browser, thread_time
        finally:
            browser.close()
    if errors:
        sys.exit("error: the benchmark page failed: " + "; ".join(errors))


def file_server(files):
    """A Playwright route handler that answers `ORIGIN/path` with the file `files[path]` (404 otherwise)."""
    def serve(route):
        path = route.request.url[len(ORIGIN):].split("?")[0]
        file = files.get(path)
        if file is None:
            route.fulfill(status=404, body=f"not served: {path}")
        else:
            route.fulfill(status=200, body=file.read_bytes(),
                          headers={"content-type": TYPES.get(file.suffix, "application/octet-stream"), "cache-control": "no-store"})
    return serve


def native_figures(bin_dir, trace, runs):
    """SessionBench (the calls the page makes, through the WebAssembly API's scene session compiled natively,
    and the engine alone, in CPU and wall-clock time) and `grasp bench --trace` (the engine alone, wall
    clock), on the `gestures` scene the page compares, dispatch only and with the frame ticks."""
    session = json.loads(subprocess.run([str(bin_dir / "SessionBench"), str(trace), str(runs), COMPARED_SCENE],
                                        capture_output=True, text=True, check=True).stdout)
    out = subprocess.run([str(bin_dir / "grasp"), "bench", "--trace", str(trace), "--scene", COMPARED_SCENE, "--tsv", "--runs", str(runs)],
                         capture_output=True, text=True, check=True).stdout.strip().split("\t")
    session["graspBench"] = {"touchEvents": int(out[2]), "ticks": int(out[3]), "wall": float(out[4]), "wallWithTicks": float(out[5])}
    return session


def browser_figures(trace, wasm, grasp_js, hammer, runs, warmups):
    """bench.js's medians for Grasp in wasm (when `wasm`) and Hammer.js (when `hammer`)."""
    files = {"/": HERE / "bench.html", "/bench.js": HERE / "bench.js", "/hammer-clock.js": HERE / "hammer-clock.js", "/trace.json": trace}
    if wasm:
        files["/grasp.wasm"] = wasm
        files["/grasp.js"] = grasp_js
    if hammer:
        files["/hammer.js"] = hammer

    with bench_page(files, {"width": 1000, "height": 700}, "benchSetup") as (page, browser, thread_time):
        result = page.evaluate("options => benchSetup(options)", {"grasp": bool(wasm), "hammer": bool(hammer)})
        runs_of = {name: {"wall": [], "cpu": [], "firstWall": [], "firstCpu": []} for name in result["cases"]}
        # The two cases compared run one right after the other in each round (see paired_ratios). Each
        # run is two passes over the trace: the first right after the collection and the pause, the
        # second right after the first. The second is the figure: the first pays, once per run, for the
        # pause (the Performance article's thirteenth round measured it at about a seventh of Grasp's
        # pass and a thirteenth of Hammer.js's, so it is larger the shorter the pass); it is kept beside it.
        order = sorted(result["cases"], key=lambda name: {"grasp": 0, "hammer": 1}.get(name, 2))
        for round_number in range(warmups + runs):
            for name in order:
                page.evaluate("benchPause()")
                for wall, cpu in (("firstWall", "firstCpu"), ("wall", "cpu")):
                    before = thread_time()
                    measured = page.evaluate("name => benchRun(name)", name)
                    per_event = (thread_time() - before) * 1e9 / result["touchEvents"]
                    if round_number >= warmups:
                        runs_of[name][wall].append(measured["ns"])
                        runs_of[name][cpu].append(per_event)
                if "recognized" in measured:
                    result[f"{name}Recognized"] = measured["recognized"]
        if "grasp" in result["cases"]:
            result["graspRecognized"] = page.evaluate("benchGraspRecognized()")
        for name, values in runs_of.items():
            result[name] = {key: median(series) for key, series in values.items()} | {"runs": values}
        result["chromium"] = browser.version
    return result


def median(values):
    return sorted(values)[len(values) // 2]


def paired_ratios(browser, numerator, denominator):
    """The ratio of two cases' CPU times run by run: the page runs the cases one after the other in each
    round, so the runs of one round met the same machine, which on a shared machine moves by a factor of
    two between rounds."""
    top = browser.get(numerator, {}).get("runs", {}).get("cpu", [])
    bottom = browser.get(denominator, {}).get("runs", {}).get("cpu", [])
    return [a / b for a, b in zip(top, bottom) if b > 0]


def fastest(browser, name):
    """A case's fastest timed run (CPU time per touch event): on a machine that others share, the run that
    met the fewest of their demands."""
    values = browser.get(name, {}).get("runs", {}).get("cpu", [])
    return min(values) if values else None


def round_trip(grasp, runs):
    """The lab page's round trip on the in-page engine, from Tests/Browser/measure_round_trip.py."""
    script = ROOT / "Tests" / "Browser" / "measure_round_trip.py"
    if not script.is_file():
        return {"skipped": "Tests/Browser/measure_round_trip.py is not in this checkout"}
    done = subprocess.run([sys.executable, str(script), "--grasp", grasp, "--engine", "page", "--runs", str(runs)],
                          cwd=ROOT, capture_output=True, text=True)
    match = re.search(r"round trip \(in page\): p50 ([0-9.]+) ms, p99 ([0-9.]+) ms(.*)", done.stdout)
    if done.returncode != 0 or not match:
        return {"skipped": f"measure_round_trip.py failed: {(done.stderr or done.stdout).strip()[-400:]}"}
    handler = re.search(r"from the page's handler: p50 ([0-9.]+) ms, p99 ([0-9.]+) ms", match.group(0))
    result = {"p50": float(match.group(1)), "p99": float(match.group(2)), "line": match.group(0).strip()}
    if handler:
        result["handler"] = {"p50": float(handler.group(1)), "p99": float(handler.group(2))}
    return result


def size_figures(wasm):
    """Raw bytes, and bytes after `gzip -9` (the command, as scripts/build-wasm prints it; Python's zlib at
    level 9 when there is no gzip, a few hundred bytes apart)."""
    data = wasm.read_bytes()
    if shutil.which("gzip"):
        zipped = len(subprocess.run(["gzip", "-9", "-c"], input=data, capture_output=True, check=True).stdout)
    else:
        zipped = len(gzip.compress(data, compresslevel=9, mtime=0))
    return {"raw": len(data), "gzip": zipped}


def machine():
    model = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                  if line.startswith("model name")), "unknown CPU")
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    return {"cpu": model, "cores": os.cpu_count(), "arch": os.uname().machine,
            "swift": re.sub(r" \(.*", "", swift[0]) if swift else "swift ?"}


def load_average():
    return os.getloadavg()[0]


def ns(value):
    return f"{value:,.0f} ns" if value >= 10 else f"{value:.2f} ns"


def kb(count):
    return f"{count / 1000:,.0f} KB ({count:,} bytes)"


def verdict(ok):
    return "met" if ok else "NOT met"


def table(figures):
    native, browser, trip, size = figures["native"], figures.get("browser") or {}, figures["roundTrip"], figures.get("size")
    grasp, grasp_ticks, hammer = (browser.get(name, {}).get("cpu") for name in ("grasp", "graspWithTicks", "hammer"))
    shipped = browser.get("hammerAsShipped", {}).get("cpu")
    inspector = browser.get("graspInspector", {}).get("cpu")
    rows = [("Grasp in wasm: grasp.js `scene.touches`, `gestures` (Hammer's 7 and its 3 pairs)", ns(grasp) if grasp else "skipped", "", ""),
            ("Hammer.js: its input listener, 7 recognizers all on", ns(hammer) if hammer else "skipped", "", "")]
    if shipped:
        rows.append(("Hammer.js as shipped (pinch, rotate off; pan, swipe horizontal)", ns(shipped), "", ""))
    if grasp and hammer:
        ratio = hammer / grasp
        rows.append(("Hammer.js ÷ Grasp in wasm", f"{ratio:.1f}×", f"≥ {GOAL_RATIO}×", verdict(ratio >= GOAL_RATIO)))
        paired = paired_ratios(browser, "hammer", "grasp")
        if len(paired) > 1:
            rows.append(("the same, run by run (each Hammer.js run ÷ the Grasp run beside it): median, range",
                         f"{median(paired):.1f}× ({min(paired):.1f}–{max(paired):.1f}×)", "", ""))
        fastest_grasp, fastest_hammer = fastest(browser, "grasp"), fastest(browser, "hammer")
        if fastest_grasp and fastest_hammer:
            rows.append(("the same, fastest run of each (the machine at its least loaded): Grasp, Hammer.js, ratio",
                         f"{ns(fastest_grasp)}, {ns(fastest_hammer)}, {fastest_hammer / fastest_grasp:.1f}×", "", ""))
        first_grasp, first_hammer = browser["grasp"].get("firstCpu"), browser["hammer"].get("firstCpu")
        if first_grasp and first_hammer:
            rows.append(("the same, each run's first pass, right after the pause: Grasp, Hammer.js, ratio",
                         f"{ns(first_grasp)}, {ns(first_hammer)}, {first_hammer / first_grasp:.1f}×", "", ""))
    if inspector:
        rows.append(("Grasp in wasm, `inspector` (10 recognizers, all simultaneous)", ns(inspector), "", ""))
        if hammer:
            rows.append(("Hammer.js ÷ Grasp in wasm on the inspector", f"{hammer / inspector:.1f}×", "", ""))
    rows.append(("Grasp native, the same calls (SessionBench)", ns(native["session"]["cpu"]), "", ""))
    if grasp:
        rows.append(("Grasp in wasm ÷ Grasp native, the same calls", f"{grasp / native['session']['cpu']:.1f}×", "", ""))
    rows.append(("Grasp native, the engine alone (as grasp bench --trace)", ns(native["engine"]["cpu"]), "", ""))
    rows.append(("with the frame ticks: wasm / native calls / native engine",
                 " / ".join([ns(grasp_ticks) if grasp_ticks else "skipped", ns(native["sessionWithTicks"]["cpu"]),
                             ns(native["engineWithTicks"]["cpu"])]), "", ""))
    if "p50" in trip:
        rows.append(("lab page round trip, in-page engine, p50 / p99", f"{trip['p50']:.1f} / {trip['p99']:.1f} ms", "", ""))
        if "handler" in trip:
            rows.append(("the same from the page's pointer handler, p50 / p99",
                         f"{trip['handler']['p50']:.1f} / {trip['handler']['p99']:.1f} ms", "", ""))
    else:
        rows.append(("lab page round trip, in-page engine, p50 / p99", "skipped", "", ""))
    if size:
        rows.append(("grasp.wasm, raw", kb(size["raw"]), "≤ 1,500 KB", verdict(size["raw"] <= GOAL_RAW)))
        rows.append(("grasp.wasm, gzip -9", kb(size["gzip"]), "≤ 500 KB", verdict(size["gzip"] <= GOAL_GZIP)))
    else:
        rows.append(("grasp.wasm, raw / gzip -9", "skipped", "≤ 1,500 KB / ≤ 500 KB", ""))
    lines = ["| figure (times: CPU per touch event) | measured | goal | |", "|---|---:|---|---|"]
    lines += [f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows]
    return "\n".join(lines)


def wall_clock_line(figures):
    """The wall-clock medians, for the record (they move with whatever else the machine runs)."""
    native, browser = figures["native"], figures.get("browser") or {}
    parts = [f"{label} {ns(browser[name]['wall'])}" for label, name in
             [("Grasp in wasm", "grasp"), ("with the ticks", "graspWithTicks"), ("inspector", "graspInspector"), ("Hammer.js", "hammer"),
              ("as shipped", "hammerAsShipped")] if name in browser]
    parts += [f"native calls {ns(native['session']['wall'])}", f"native engine {ns(native['engine']['wall'])}",
              f"grasp bench --trace {ns(native['graspBench']['wall'])} ({ns(native['graspBench']['wallWithTicks'])} with the ticks)"]
    return "Wall clock per touch event: " + ", ".join(parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trace", required=True, type=Path, help="the trace to replay (grasp-trace JSON)")
    parser.add_argument("--bin", required=True, type=Path, help="the release build's folder, with grasp and SessionBench")
    parser.add_argument("--wasm", type=Path, help="grasp.wasm (Grasp in wasm is skipped without it)")
    parser.add_argument("--grasp-js", type=Path, default=ROOT / "Web" / "grasp.js")
    parser.add_argument("--hammer", type=Path, help="hammer.js 2.0.8 (Hammer.js is skipped without it)")
    parser.add_argument("--runs", type=int, default=11, help="timed runs of each case; the median is printed")
    parser.add_argument("--warmups", type=int, default=2, help="untimed runs of each case in the browser first")
    parser.add_argument("--round-trip-runs", type=int, default=3, help="fresh lab pages for the round trip (0: skip it)")
    parser.add_argument("--json", type=Path, help="also write every figure, each run included, to this file")
    args = parser.parse_args()
    if not 1 <= args.runs <= 100 or not 0 <= args.warmups <= 100 or not 0 <= args.round_trip_runs <= 20:
        sys.exit("error: --runs must be 1 to 100, --warmups 0 to 100 and --round-trip-runs 0 to 20")
    for path in [args.trace, args.hammer]:
        if path and not path.is_file():
            sys.exit(f"error: {path} does not exist")
    wasm = args.wasm if args.wasm and args.wasm.is_file() else None
    notes = []
    if not wasm:
        notes.append(f"Grasp in wasm: skipped ({args.wasm or 'grasp.wasm'} is not built; scripts/build-wasm builds it)")
    if wasm and not args.grasp_js.is_file():
        notes.append(f"Grasp in wasm: skipped ({args.grasp_js} is missing)")
        wasm = None
    if not args.hammer:
        notes.append(HAMMER_SKIPPED)

    figures = {"date": datetime.now(timezone.utc).strftime("%Y-%m-%d"), "machine": machine(), "loadBefore": load_average()}
    log("== native: grasp bench --trace and SessionBench (release)")
    figures["native"] = native_figures(args.bin, args.trace, args.runs)
    if wasm or args.hammer:
        log("== browser: " + " and ".join(n for n, on in [("Grasp in wasm", wasm), ("Hammer.js", args.hammer)] if on))
        figures["browser"] = browser_figures(args.trace, wasm, args.grasp_js, args.hammer, args.runs, args.warmups)
    if args.hammer:
        data = args.hammer.read_bytes()
        figures["hammerFile"] = {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
    if wasm and args.round_trip_runs > 0:
        log("== the lab page's round trip (Tests/Browser/measure_round_trip.py --engine page)")
        figures["roundTrip"] = round_trip(str(args.bin / "grasp"), args.round_trip_runs)
    else:
        figures["roundTrip"] = {"skipped": "no grasp.wasm" if not wasm else "--round-trip-runs 0"}
    if "skipped" in figures["roundTrip"]:
        notes.append(f"Round trip: skipped ({figures['roundTrip']['skipped']})")
    if wasm:
        figures["size"] = size_figures(wasm)
    figures["loadAfter"] = load_average()

    m, native, browser = figures["machine"], figures["native"], figures.get("browser") or {}
    print(f"Grasp in the browser, {figures['date']}: {m['cores']}-core {m['arch']} ({m['cpu']}), {m['swift']}"
          + (f", Chromium {browser['chromium']} headless" if browser else "")
          + f"; load average {figures['loadBefore']:.1f} before, {figures['loadAfter']:.1f} after")
    print(f"Trace {args.trace.name}: {native['touchEvents']:,} touch events"
          + (f" ({browser['samples']:,} samples)" if browser else "")
          + f", {native['ticks']:,} frame ticks at 120 Hz, scene {COMPARED_SCENE} (and inspector); "
          + (f"median of {args.runs} runs" if args.runs > 1 else "one run")
          + (f" after {args.warmups} untimed warm-up run{'' if args.warmups == 1 else 's'} in the browser"
             + "; a browser run is a collection and a pause, then two passes over the trace: the second is timed"
             + " for the figures, the first for the row that says so" if browser else "")
          + "; times are the CPU time of the thread doing the work (the page's main thread, the native thread)")
    counts = {"SessionBench": native["touchEvents"], "TraceWorkload": native["engineTouchEvents"],
              "grasp bench": native["graspBench"]["touchEvents"]}
    if browser:
        counts["the page"] = browser["touchEvents"]
    if len(set(counts.values())) > 1:
        print("warning: the trace's touch events were counted differently: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    ticks = {"SessionBench": native["ticks"], "grasp bench": native["graspBench"]["ticks"]}
    if browser:
        ticks["the page"] = browser["ticks"]
    if len(set(ticks.values())) > 1:
        print("warning: the replay's frame ticks were counted differently: " + ", ".join(f"{k} {v}" for k, v in ticks.items()))
    if args.hammer:
        print(f"Hammer.js: {args.hammer.name}, sha256 {figures['hammerFile']['sha256'][:16]}…, Hammer.VERSION "
              f"'{browser.get('hammerVersion')}'; what it recognized in one run: "
              + ", ".join(f"{k} {v}" for k, v in sorted(browser.get("hammerRecognized", {}).items()))
              + "; as shipped: "
              + ", ".join(f"{k} {v}" for k, v in sorted(browser.get("hammerAsShippedRecognized", {}).items())))
    if browser.get("graspRecognized"):
        print(f"Grasp in wasm: what `{COMPARED_SCENE}` recognized in one run (changes to ended or recognized): "
              + ", ".join(f"{k} {v}" for k, v in sorted(browser["graspRecognized"].items())))
    if "line" in figures["roundTrip"]:
        print(f"Round trip: {figures['roundTrip']['line']}")
    for note in notes:
        print(note)
    print()
    print(table(figures))
    print()
    print(wall_clock_line(figures))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1) + "\n")


if __name__ == "__main__":
    main()
