"""Measures the lab page's round trip in headless Chromium: from each pointer event's timestamp to the
drawing of the frame that answers it, on the in-page engine and on the server's, and how often that
drawing is in the animation frame the event arrived for. Prints one line per engine:

    round trip (in page): p50 X ms, p99 Y ms, same frame: N% (…)

Run it with the browser tests' Python (scripts/browser-test creates it):

    .venv-browser/bin/python Tests/Browser/measure_round_trip.py [--url URL | --grasp PATH]
        [--engine page|server|both] [--drags 3] [--runs 1]

The input is Chromium's own synthetic touch drags (Input.synthesizeScrollGesture), whose events the
browser makes and stamps frame by frame, as it does a touch screen's.

Without --url it starts its own `grasp lab` (the command named by --grasp, GRASP_BIN, or the debug build)
from the repository's root, so the page gets .build-wasm/grasp.wasm (build it with scripts/build-wasm).
A release build of `grasp` gives the server's figure without a debug build's cost in it; the in-page
engine's cost is grasp.wasm's whatever serves the page.
"""
import argparse
import os
import subprocess
import sys
from contextlib import nullcontext
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from playwright.sync_api import sync_playwright  # noqa: E402

from conftest import ROOT, Lab, another_lab, chromium_path  # noqa: E402
from test_engines import measure_round_trip, round_trip_line  # noqa: E402


def default_grasp():
    path = os.environ.get("GRASP_BIN")
    if path:
        return path
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    return str(Path(bin_path) / "grasp")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="a running lab (default: start one)")
    parser.add_argument("--grasp", help="the grasp command to start the lab with (default: $GRASP_BIN, else the debug build)")
    parser.add_argument("--engine", choices=["page", "server", "both"], default="both")
    parser.add_argument("--drags", type=int, default=3, help="touch drags per run (600 pt at 800 pt/s, about 45 events each)")
    parser.add_argument("--runs", type=int, default=1, help="runs per engine, each on a fresh page")
    parser.add_argument("--scene", default="inspector")
    args = parser.parse_args()
    engines = ["page", "server"] if args.engine == "both" else [args.engine]
    if not args.url:
        grasp = args.grasp or default_grasp()
        if not Path(grasp).exists():
            sys.exit(f"error: {grasp} is not built; run swift build --product grasp, or pass --grasp or --url")
    with (nullcontext(args.url.rstrip("/")) if args.url else another_lab(grasp)) as url:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium_path(), args=["--no-sandbox", "--disable-gpu"])
            try:
                for engine in engines:
                    trips = {"fromEvent": [], "fromHandler": [], "sameFrame": []}
                    for _ in range(args.runs):
                        context = browser.new_context(viewport={"width": 1000, "height": 700}, has_touch=True, bypass_csp=True)
                        try:
                            lab = Lab(context.new_page(), args.scene, engine=engine, base=url)
                            lab.settle(0.3)
                            for key, values in measure_round_trip(lab, drags=args.drags).items():
                                trips[key] += values
                        finally:
                            context.close()
                    print(round_trip_line(engine, trips), flush=True)
            finally:
                browser.close()


if __name__ == "__main__":
    main()
