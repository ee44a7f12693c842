"""Fixtures for the lab's browser tests: a running `grasp lab`, Debian's Chromium through Playwright,
and helpers that drive real touch input through the DevTools protocol (CDP).

The server is started by scripts/browser-test, which passes its address in GRASP_LAB_URL (and the
built command in GRASP_BIN). Screenshots go to GRASP_ARTIFACTS (default artifacts/screenshots).

The pages run their session on the engine GRASP_LAB_ENGINE names: `page` (the default: the engine
compiled to WebAssembly, in the page) or `server` (`?engine=server`, over a WebSocket). A page that
runs on another engine than the one asked for fails the test that opened it, with the page's reason.
"""
import contextlib
import json
import os
import shutil
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
LAB_URL = os.environ.get("GRASP_LAB_URL", "http://127.0.0.1:8080").rstrip("/")
ARTIFACTS = Path(os.environ.get("GRASP_ARTIFACTS", ROOT / "artifacts" / "screenshots"))
VIEWPORT = {"width": 1000, "height": 700}
ENGINE = os.environ.get("GRASP_LAB_ENGINE", "page")
# What `graspLab.engine` says for each engine a test can ask for.
ENGINE_NAMES = {"page": "in page", "server": "server"}
assert ENGINE in ENGINE_NAMES, f"GRASP_LAB_ENGINE={ENGINE!r}: use page or server"


def lab_url(query="", engine=None, base=None):
    """The page's address with `query` (without its `?`), on `engine` (default: the suite's), at the lab
    `base` (default: the suite's)."""
    engine = engine or ENGINE
    parts = [q for q in [query, "engine=server" if engine == "server" else ""] if q]
    return f"{base or LAB_URL}/" + ("?" + "&".join(parts) if parts else "")


def require_in_page_engine():
    """Skips the calling test when the suite runs on the server's engine only."""
    if ENGINE != "page":
        pytest.skip("the suite runs on the server's engine (GRASP_LAB_ENGINE=server); this test is about the in-page engine")


def wait_for_engine(page, engine=None, timeout=15_000):
    """Waits until the page has chosen its engine and connected; fails with the page's own line when it
    runs on another engine than `engine` (default: the suite's)."""
    engine = engine or ENGINE
    page.wait_for_function("window.graspLab && graspLab.engine !== null && graspLab.connected", timeout=timeout)
    shown = page.evaluate("[graspLab.engine, document.getElementById('engine').textContent]")
    assert shown[0] == ENGINE_NAMES[engine], f"the page runs on another engine than {engine!r}: {shown[1]!r}"


def catalog():
    """The scene names the running lab offers."""
    with urllib.request.urlopen(LAB_URL + "/api/scenes", timeout=5) as response:
        return json.load(response)["scenes"]


def require_scene(name):
    """Skips the calling test, with the reason, when the lab does not offer scene `name`."""
    scenes = catalog()
    if name not in scenes:
        pytest.skip(f"scene {name!r} is not in the lab's catalog yet (it has: {', '.join(scenes)}); "
                    "this test runs once the scene lands in GraspScenes' SceneCatalog")


def chromium_path():
    path = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        pytest.fail("Debian's chromium is not installed: run scripts/browser-test, which installs it")
    return path


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as p:
        # Debian's chromium, never a browser downloaded by `playwright install`.
        b = p.chromium.launch(executable_path=chromium_path(), args=["--no-sandbox", "--disable-gpu"])
        yield b
        b.close()


@pytest.fixture()
def context(browser):
    # bypass_csp: Playwright evaluates its wait predicates with eval, which the page's CSP forbids.
    ctx = browser.new_context(viewport=VIEWPORT, has_touch=True, bypass_csp=True, accept_downloads=True)
    yield ctx
    ctx.close()


@pytest.fixture()
def page(context):
    p = context.new_page()
    p.errors = []
    p.on("pageerror", lambda e: p.errors.append(str(e)))
    yield p


class Lab:
    """A lab page opened on one scene, with CDP touch input in stage coordinates."""

    def __init__(self, page, scene, engine=None, base=None, runs_on=None):
        """Opens `scene` asking for `engine` (default: the suite's) at the lab `base` (default: the
        suite's), and checks that the page runs on `runs_on` (default: the engine asked for)."""
        self.page = page
        self.scene = scene
        self.engine = runs_on or engine or ENGINE
        page.goto(lab_url(f"scene={scene}", engine, base))
        wait_for_engine(page, self.engine)
        page.wait_for_function(
            "name => window.graspLab && graspLab.connected && graspLab.scene === name && graspLab.nodes.length > 0",
            arg=scene, timeout=10_000)
        self.cdp = page.context.new_cdp_session(page)
        r = page.evaluate("(() => { const r = document.getElementById('stage').getBoundingClientRect();"
                          " return [r.left, r.top, r.width, r.height]; })()")
        self.left, self.top, self.width, self.height = r
        self.clock = time.time()

    # --- reading ---------------------------------------------------------------------------
    def js(self, expression, arg=None):
        return self.page.evaluate(expression, arg)

    def log(self):
        return self.js("graspLab.log")

    def reported(self, recognizer=None):
        return [f"{c['recognizer']}:{c['reported']}" for c in self.log()
                if recognizer is None or c["recognizer"] == recognizer]

    def node(self, name):
        return self.js(f"graspLab.node({json.dumps(name)})")

    def wait_for_log(self, recognizer, reported, timeout=5):
        self.page.wait_for_function(
            "([r, s]) => graspLab.log.some(c => c.recognizer === r && c.reported === s)",
            arg=[recognizer, reported], timeout=timeout * 1000)

    def settle(self, seconds=0.3):
        self.page.wait_for_timeout(seconds * 1000)

    def screenshot(self, name):
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        self.page.screenshot(path=str(path))
        return path

    # --- Chromium's synthetic gestures (touch) -----------------------------------------------
    def scroll(self, x, y, dx, dy, speed=800, prevent_fling=True):
        """A one-finger drag by (dx, dy): Chromium's synthesizeScrollGesture moves the content, so the
        finger travels the opposite way; dx, dy here are the finger's travel."""
        self.cdp.send("Input.synthesizeScrollGesture", {
            "x": self.left + x, "y": self.top + y, "xDistance": dx, "yDistance": dy,
            "gestureSourceType": "touch", "speed": speed, "preventFling": prevent_fling})

    def pinch(self, x, y, scale, speed=400):
        self.cdp.send("Input.synthesizePinchGesture", {
            "x": self.left + x, "y": self.top + y, "scaleFactor": scale, "relativeSpeed": speed,
            "gestureSourceType": "touch"})

    def tap(self, x, y, duration=50, count=1):
        self.cdp.send("Input.synthesizeTapGesture", {
            "x": self.left + x, "y": self.top + y, "duration": duration, "tapCount": count,
            "gestureSourceType": "touch"})

    # --- scripted touches with explicit timestamps --------------------------------------------
    def touch(self, kind, points, at):
        """Dispatches one touch event; `points` are (id, x, y) in stage coordinates, `at` seconds
        after the helper's clock, which is paced to real time so the page's frames keep up."""
        delay = self.clock + at - time.time()
        if delay > 0:
            time.sleep(delay)
        self.cdp.send("Input.dispatchTouchEvent", {
            "type": kind, "timestamp": self.clock + at,
            "touchPoints": [{"id": i, "x": self.left + x, "y": self.top + y, "radiusX": 4, "radiusY": 4, "force": 0.5}
                            for (i, x, y) in points]})

    def restart_clock(self):
        self.clock = time.time()


@pytest.fixture()
def open_lab(page):
    def opener(scene, engine=None):
        return Lab(page, scene, engine)
    return opener


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


@contextlib.contextmanager
def another_lab(grasp_bin, *arguments):
    """A second `grasp lab` on a free loopback port, started with `arguments` (e.g. `--wasm PATH`);
    yields its address and stops it afterwards."""
    port = free_port()
    log = ARTIFACTS.parent / f"lab-server-{port}.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    with open(log, "w") as out:
        server = subprocess.Popen([grasp_bin, "lab", "--host", "127.0.0.1", "--port", str(port), "--log-level", "warning", *arguments],
                                  stdout=out, stderr=subprocess.STDOUT, cwd=ROOT)
        try:
            url = f"http://127.0.0.1:{port}"
            for _ in range(200):
                try:
                    urllib.request.urlopen(url + "/api/health", timeout=1)
                    break
                except OSError:
                    if server.poll() is not None:
                        pytest.fail(f"grasp lab {' '.join(arguments)} exited: {log.read_text()}")
                    time.sleep(0.05)
            yield url
        finally:
            server.terminate()
            try:
                server.wait(timeout=5)
            except subprocess.TimeoutExpired:
                # A page still connected can hold a graceful shutdown up.
                server.kill()
                server.wait(timeout=5)


@pytest.fixture(scope="session")
def grasp_bin():
    path = os.environ.get("GRASP_BIN")
    if not path or not Path(path).exists():
        pytest.skip("GRASP_BIN is not set: run the suite through scripts/browser-test")
    return path


def wait_for(lab, predicate, timeout=3.0):
    """Polls `predicate()` until it holds (the page draws a frame a round trip after the input)."""
    end = time.time() + timeout
    while time.time() < end:
        if predicate():
            return True
        lab.page.wait_for_timeout(30)
    return predicate()
