"""Finger to drawn frame for grasp.js as a library: the "Drag and fling" example (Web/examples/pan.html)
in headless Chromium at 390×844, dragged by real CDP touch input at 60 Hz. For every move the pan's handler
received, the time from the input's timestamp (event.timeStamp) to the start of the animation frame that
draws its write (the first requestAnimationFrame callback after the handler ran), and whether the write is in
the frame the event was delivered in (the handler ran before any frame began after the event's listener,
and the next frame to begin draws it). Prints one JSON
line: p50, p99 (ms), sameFrame (a fraction), samples. Not a test: scripts/web-figures runs it.

    .venv-browser/bin/python Tests/Browser/measure_web_frame.py [--runs 2] [--wasm .build-wasm/grasp-library.wasm]
"""
import argparse
import json
import os
import shutil
import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
ORIGIN = "http://web.grasp.test"
TYPES = {".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".wasm": "application/wasm"}

PROBE = """() => {
  window.probe = [];
  let frames = 0;
  const count = () => { frames++; requestAnimationFrame(count); };
  requestAnimationFrame(count);
  const card = document.getElementById('card');
  const pan = example.host.node(card).gestureRecognizers[0];
  let lastEvent = 0, framesAtEvent = 0;
  document.querySelector('main').addEventListener('pointermove', (e) => { lastEvent = e.timeStamp; framesAtEvent = frames; }, true);
  pan.addHandler((r) => {
    if (r.state !== 'changed') return;
    const entry = { input: lastEvent, framesAtEvent, framesAtHandler: frames };
    window.probe.push(entry);
    requestAnimationFrame((t) => { entry.drawn = t; entry.framesAtDraw = frames; });
  });
}"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--wasm", type=Path, default=ROOT / ".build-wasm" / "grasp-library.wasm")
    args = parser.parse_args()
    files = {"/grasp.js": ROOT / "Web" / "grasp.js", "/grasp-library.wasm": args.wasm}
    for file in (ROOT / "Web" / "examples").iterdir():
        files[f"/examples/{file.name}"] = file

    def serve(route):
        path = route.request.url[len(ORIGIN):].split("?")[0]
        file = files.get(path)
        if file is None or not file.is_file():
            route.fulfill(status=404, body=f"not served: {path}")
        else:
            route.fulfill(status=200, body=file.read_bytes(), headers={"content-type": TYPES.get(file.suffix, "application/octet-stream")})

    chromium = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    delays, same, total = [], 0, 0
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
        try:
            for _ in range(args.runs):
                context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
                page = context.new_page()
                page.route(f"{ORIGIN}/**", serve)
                page.goto(f"{ORIGIN}/examples/pan.html")
                page.wait_for_function("window.example && example.ready", timeout=15_000)
                page.evaluate(PROBE)
                cdp = context.new_cdp_session(page)
                r = page.evaluate("(() => { const r = document.getElementById('card').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()")
                start = time.time()

                clock = [start]

                def send(kind, points, at):
                    # As the browser tests do: a late script moves its clock on, so that each input carries
                    # the time it is sent at.
                    delay = clock[0] + at - time.time()
                    if delay > 0:
                        time.sleep(delay)
                    elif delay < -0.002:
                        clock[0] -= delay
                    cdp.send("Input.dispatchTouchEvent", {"type": kind, "timestamp": clock[0] + at,
                                                          "touchPoints": [{"id": 1, "x": x, "y": y} for (x, y) in points]})
                send("touchStart", [(r[0], r[1])], 0)
                for k in range(1, 61):
                    send("touchMove", [(r[0] + (k % 30) * 3, r[1] + k)], k / 60)
                send("touchEnd", [], 61 / 60)
                page.wait_for_timeout(200)
                for entry in page.evaluate("window.probe"):
                    if "drawn" not in entry:
                        continue
                    total += 1
                    delays.append(entry["drawn"] - entry["input"])
                    # The handler ran in the frame the event was delivered in (no frame began between the
                    # listener and the handler), and its write is drawn by the next frame to begin.
                    if entry["framesAtHandler"] == entry["framesAtEvent"] and entry["framesAtDraw"] == entry["framesAtHandler"] + 1:
                        same += 1
                context.close()
        finally:
            browser.close()
    if not delays:
        sys.exit("no move reached the pan's handler")
    delays.sort()
    print(json.dumps({"p50": delays[len(delays) // 2], "p99": delays[min(len(delays) - 1, int(len(delays) * 0.99))],
                      "sameFrame": same / total, "samples": total}))


if __name__ == "__main__":
    main()
