"""The figures of Grasp in the browser, in one table (scripts/wasm-figures builds what they need and runs
this with the project's .venv-browser python):

1. the cost of one touch event on one long trace: Grasp compiled to WebAssembly (through grasp.js),
   Hammer.js and Grasp's native release build (`grasp bench --trace`), and the ratio to Hammer.js;
2. the lab page's round trip with the in-page engine, p50 and p99 (Tests/Browser/measure_round_trip.py);
3. the size of grasp.wasm, raw and gzip;

each beside its goal. The browser half opens bench.html in headless Chromium and serves it, bench.js,
grasp.js, grasp.wasm, the trace and Hammer.js from files through Playwright's request routing (no server,
no network); bench.js says exactly what is timed.

    .venv-browser/bin/python Benchmarks/Browser/wasm_figures.py --trace FILE --grasp BIN
        [--wasm .build-wasm/grasp.wasm] [--hammer FILE] [--runs 7] [--round-trip-runs 3] [--json FILE]

Figures that cannot be taken (no grasp.wasm, no Hammer.js, no round-trip measure) are printed as skipped,
with the reason.
"""
import argparse
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
ROOT = HERE.parents[1]
ORIGIN = "http://bench.grasp.test"
TYPES = {".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm", ".json": "application/json"}
GOAL_RATIO = 5
GOAL_RAW = 1_500_000
GOAL_GZIP = 500_000
HAMMER_SKIPPED = "Hammer.js: skipped (pass --hammer PATH to hammer.js 2.0.8)"


def log(message):
    print(message, file=sys.stderr, flush=True)


def chromium_path():
    path = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        sys.exit("error: Debian's chromium is not installed (scripts/wasm-figures installs it)")
    return path


def native_figures(grasp, trace, runs):
    """`grasp bench --trace` on the inspector: dispatch only, and with the frame ticks."""
    out = subprocess.run([grasp, "bench", "--trace", str(trace), "--scene", "inspector", "--tsv", "--runs", str(runs)],
                         capture_output=True, text=True, check=True).stdout.strip().split("\t")
    return {"touchEvents": int(out[2]), "ticks": int(out[3]), "dispatch": float(out[4]), "withTicks": float(out[5])}


def browser_figures(trace, wasm, grasp_js, hammer, runs, warmups):
    """bench.js's medians for Grasp in wasm (when `wasm`) and Hammer.js (when `hammer`)."""
    files = {"/": HERE / "bench.html", "/bench.js": HERE / "bench.js", "/trace.json": trace}
    if wasm:
        files["/grasp.wasm"] = wasm
        files["/grasp.js"] = grasp_js
    if hammer:
        files["/hammer.js"] = hammer

    def serve(route):
        path = route.request.url[len(ORIGIN):].split("?")[0]
        file = files.get(path)
        if file is None:
            route.fulfill(status=404, body=f"not served: {path}")
        else:
            route.fulfill(status=200, body=file.read_bytes(),
                          headers={"content-type": TYPES.get(file.suffix, "application/octet-stream"), "cache-control": "no-store"})

    with sync_playwright() as p:
        # --expose-gc: bench.js collects garbage before each timed run, so that no run pays for another's.
        browser = p.chromium.launch(executable_path=chromium_path(),
                                    args=["--no-sandbox", "--disable-gpu", "--js-flags=--expose-gc"])
        try:
            page = browser.new_page(viewport={"width": 1000, "height": 700})
            errors = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.route(f"{ORIGIN}/**", serve)
            page.goto(f"{ORIGIN}/")
            page.wait_for_function("typeof window.benchFigures === 'function'")
            result = page.evaluate("options => benchFigures(options)",
                                   {"runs": runs, "warmups": warmups, "grasp": bool(wasm), "hammer": bool(hammer)})
            result["chromium"] = browser.version
        finally:
            browser.close()
    if errors:
        sys.exit("error: the benchmark page failed: " + "; ".join(errors))
    return result


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
    return {"p50": float(match.group(1)), "p99": float(match.group(2)), "line": match.group(0).strip()}


def size_figures(wasm):
    data = wasm.read_bytes()
    return {"raw": len(data), "gzip": len(gzip.compress(data, compresslevel=9, mtime=0))}


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
    rows = []
    grasp = browser.get("grasp", {}).get("median")
    grasp_ticks = browser.get("graspWithTicks", {}).get("median")
    hammer = browser.get("hammer", {}).get("median")
    if grasp is not None:
        rows.append(("touch event, Grasp in wasm (grasp.js, dispatch only)", ns(grasp), "", ""))
    else:
        rows.append(("touch event, Grasp in wasm", "skipped", "", ""))
    if hammer is not None:
        rows.append(("touch event, Hammer.js (7 default recognizers)", ns(hammer), "", ""))
    else:
        rows.append(("touch event, Hammer.js", "skipped", "", ""))
    if grasp is not None and hammer is not None:
        ratio = hammer / grasp
        rows.append(("Hammer.js ÷ Grasp in wasm", f"{ratio:.1f}×", f"≥ {GOAL_RATIO}×", verdict(ratio >= GOAL_RATIO)))
    rows.append(("touch event, Grasp native (grasp bench, dispatch only)", ns(native["dispatch"]), "", ""))
    if grasp is not None:
        rows.append(("Grasp in wasm ÷ Grasp native", f"{grasp / native['dispatch']:.1f}×", "", ""))
    if grasp_ticks is not None:
        rows.append(("touch event with the frame ticks, Grasp in wasm", ns(grasp_ticks), "", ""))
    rows.append(("touch event with the frame ticks, Grasp native", ns(native["withTicks"]), "", ""))
    if "p50" in trip:
        rows.append(("lab page round trip, in-page engine, p50", f"{trip['p50']:.1f} ms", "", ""))
        rows.append(("lab page round trip, in-page engine, p99", f"{trip['p99']:.1f} ms", "", ""))
    else:
        rows.append(("lab page round trip, in-page engine", "skipped", "", ""))
    if size:
        rows.append(("grasp.wasm, raw", kb(size["raw"]), "≤ 1,500 KB", verdict(size["raw"] <= GOAL_RAW)))
        rows.append(("grasp.wasm, gzip -9", kb(size["gzip"]), "≤ 500 KB", verdict(size["gzip"] <= GOAL_GZIP)))
    else:
        rows.append(("grasp.wasm, raw and gzip", "skipped", "≤ 1,500 KB / ≤ 500 KB", ""))
    lines = ["| figure | measured | goal | |", "|---|---:|---|---|"]
    lines += [f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trace", required=True, type=Path, help="the trace to replay (grasp-trace JSON)")
    parser.add_argument("--grasp", required=True, help="a release build of the grasp command")
    parser.add_argument("--wasm", type=Path, help="grasp.wasm (Grasp in wasm is skipped without it)")
    parser.add_argument("--grasp-js", type=Path, default=ROOT / "Sources" / "GraspLab" / "Page" / "grasp.js")
    parser.add_argument("--hammer", type=Path, help="hammer.js 2.0.8 (Hammer.js is skipped without it)")
    parser.add_argument("--runs", type=int, default=7, help="timed runs of each case; the median is printed")
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
    log("== native: grasp bench --trace (release)")
    figures["native"] = native_figures(args.grasp, args.trace, args.runs)
    if wasm or args.hammer:
        log("== browser: " + " and ".join(n for n, on in [("Grasp in wasm", wasm), ("Hammer.js", args.hammer)] if on))
        figures["browser"] = browser_figures(args.trace, wasm, args.grasp_js, args.hammer, args.runs, args.warmups)
    if args.hammer:
        data = args.hammer.read_bytes()
        figures["hammerFile"] = {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
    if wasm and args.round_trip_runs > 0:
        log("== the lab page's round trip (Tests/Browser/measure_round_trip.py --engine page)")
        figures["roundTrip"] = round_trip(args.grasp, args.round_trip_runs)
    else:
        figures["roundTrip"] = {"skipped": "no grasp.wasm" if not wasm else "--round-trip-runs 0"}
    if "skipped" in figures["roundTrip"]:
        notes.append(f"Round trip: skipped ({figures['roundTrip']['skipped']})")
    if wasm:
        figures["size"] = size_figures(wasm)
    figures["loadAfter"] = load_average()

    m, native, browser = figures["machine"], figures["native"], figures.get("browser", {})
    print(f"Grasp in the browser, {figures['date']}: {m['cores']}-core {m['arch']} ({m['cpu']}), {m['swift']}"
          + (f", Chromium {browser['chromium']} headless" if browser else "")
          + f"; load average {figures['loadBefore']:.1f} before, {figures['loadAfter']:.1f} after")
    print(f"Trace {args.trace.name}: {native['touchEvents']:,} touch events"
          + (f" ({browser['samples']:,} samples)" if browser else "")
          + f", {native['ticks']:,} frame ticks at 120 Hz, scene inspector; median of {args.runs} runs"
          + (f" after {args.warmups} untimed warm-up run{'' if args.warmups == 1 else 's'} in the browser" if browser else ""))
    if browser and browser["touchEvents"] != native["touchEvents"]:
        print(f"warning: the page made {browser['touchEvents']} touch events of the trace, grasp bench {native['touchEvents']}")
    if args.hammer:
        print(f"Hammer.js: {args.hammer.name}, sha256 {figures['hammerFile']['sha256'][:16]}…, Hammer.VERSION "
              f"'{browser.get('hammerVersion')}'; gestures it recognized in one run: "
              + ", ".join(f"{k} {v}" for k, v in sorted(browser.get("hammerRecognized", {}).items())))
    if "line" in figures["roundTrip"]:
        print(f"Round trip: {figures['roundTrip']['line']}")
    for note in notes:
        print(note)
    print()
    print(table(figures))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1) + "\n")


if __name__ == "__main__":
    main()
