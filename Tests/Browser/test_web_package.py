"""The JavaScript package as a page gets it: scripts/web-package's tarball, unpacked into a folder that a
plain static server serves, imported by a page as an ES module without a bundler (grasp.mjs, which runs
grasp.js), with the package's own grasp.wasm (the library module). A real touch through CDP taps an element
the page attached a recognizer to.
"""
import functools
import http.server
import subprocess
import tarfile
import threading
import time

import pytest

from conftest import ARTIFACTS, ROOT

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<script type="module" src="page.mjs"></script></head>
<body style="margin:0"><main id="app" style="position:relative;height:600px">
<div id="button" style="position:absolute;left:100px;top:100px;width:160px;height:80px;background:#0a84ff"></div>
</main></body></html>
"""

SCRIPT = """import Grasp, { TapGestureRecognizer } from './node_modules/grasp-gestures/grasp.mjs';
window.taps = [];
const grasp = await Grasp.load(new URL('./node_modules/grasp-gestures/grasp.wasm', import.meta.url));
const host = grasp.attach(document.getElementById('app'));
const tap = new TapGestureRecognizer({ name: 'tap' });
tap.addHandler((r) => { if (r.state === 'ended') window.taps.push(r.location(host.node(document.getElementById('button')))); });
host.node(document.getElementById('button')).addGestureRecognizer(tap);
window.ready = { apiVersion: grasp.apiVersion, exportsScenes: typeof grasp.exports.grasp_scene_create === 'function' };
"""


@pytest.fixture(scope="module")
def unpacked(tmp_path_factory):
    library = ROOT / ".build-wasm" / "grasp-library.wasm"
    if not library.exists():
        pytest.skip("the library module is not built (scripts/build-wasm writes .build-wasm/grasp-library.wasm)")
    folder = tmp_path_factory.mktemp("web-package")
    built = subprocess.run([str(ROOT / "scripts" / "web-package"), "--out", str(folder)], capture_output=True, text=True, cwd=ROOT)
    assert built.returncode == 0, built.stderr
    tarball = next(folder.glob("grasp-gestures-*.tgz"))
    site = folder / "site"
    modules = site / "node_modules"
    modules.mkdir(parents=True)
    with tarfile.open(tarball) as tar:
        names = sorted(tar.getnames())
        tar.extractall(modules, filter="data")
    (modules / "package").rename(modules / "grasp-gestures")
    (site / "index.html").write_text(PAGE)
    (site / "page.mjs").write_text(SCRIPT)
    return site, names


@pytest.fixture(scope="module")
def static_server(unpacked):
    site, _ = unpacked

    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm", ".mjs": "text/javascript"}

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def test_the_tarball_holds_the_package_and_nothing_else(unpacked):
    _, names = unpacked
    assert names == ["package/README.md", "package/grasp.d.mts", "package/grasp.d.ts", "package/grasp.js",
                     "package/grasp.mjs", "package/grasp.wasm", "package/package.json"]


def test_a_page_imports_the_unpacked_package_without_a_bundler(browser, static_server):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(static_server + "/index.html")
        page.wait_for_function("window.ready", timeout=15_000)
        # The package's module is the library one: the host API without the lab's scenes.
        assert page.evaluate("window.ready") == {"apiVersion": 3, "exportsScenes": False}
        cdp = context.new_cdp_session(page)
        now = time.time()
        for kind, points, at in [("touchStart", [(150, 130)], 0.0), ("touchEnd", [], 0.05)]:
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "timestamp": now + at,
                                                  "touchPoints": [{"id": 1, "x": x, "y": y} for (x, y) in points]})
        page.wait_for_function("window.taps.length === 1", timeout=3000)
        assert page.evaluate("window.taps[0]") == {"x": 50, "y": 30}
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "web-package.png"))
        assert errors == []
    finally:
        context.close()


README_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<script type="importmap">{"imports": {"grasp-gestures": "../node_modules/grasp-gestures/grasp.mjs"}}</script>
<script type="module">window.addEventListener('error', (e) => { window.failed = String(e.message); });
import('./example.mjs').then(() => { window.ready = true; }, (e) => { window.failed = String(e); });</script></head>
<body style="margin:0"><main id="app" style="position:relative;height:800px">
<div id="card" style="position:absolute;left:40px;top:60px;width:140px;height:140px;background:#0a84ff"></div>
<div id="list" style="position:absolute;left:0;top:300px;width:390px;height:400px;overflow:hidden">
<div style="height:2000px;background:linear-gradient(#eee,#999)"></div></div>
</main></body></html>
"""


@pytest.mark.parametrize("readme", ["README.md", "Web/README.md"])
def test_the_readmes_example_runs_as_written_and_its_pan_moves_the_card(browser, unpacked, static_server, readme):
    # The example as a page writes it: `import Grasp from 'grasp-gestures'` (an import map stands in for the
    # bundler or the server that resolves it), the module beside the script, elements #app, #card and #list.
    site, _ = unpacked
    name = readme.replace("/", "-").replace(".md", "")
    folder = site / name
    # scripts/readme-examples writes each README's example as written (README.mjs, Web-README.mjs), as
    # scripts/check-web compiles it.
    written = subprocess.run([str(ROOT / "scripts" / "readme-examples"), str(folder)], capture_output=True, text=True, cwd=ROOT)
    assert written.returncode == 0, written.stderr
    (folder / f"{name}.mjs").rename(folder / "example.mjs")
    (folder / "index.html").write_text(README_PAGE)
    (folder / "grasp.wasm").write_bytes((site / "node_modules" / "grasp-gestures" / "grasp.wasm").read_bytes())
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(f"{static_server}/{folder.name}/index.html")
        page.wait_for_function("window.ready || window.failed", timeout=15_000)
        assert page.evaluate("window.failed || null") is None and errors == []
        cdp = context.new_cdp_session(page)
        # A drag of 60 px to the right on the card, in 8 moves at 60 Hz.
        now = time.time()
        events = [("touchStart", [(110, 130)], 0.0)]
        events += [("touchMove", [(110 + 60 * k / 8, 130)], k / 60) for k in range(1, 9)]
        events += [("touchEnd", [], 9 / 60)]
        for kind, points, at in events:
            delay = now + at - time.time()
            if delay > 0:
                time.sleep(delay)
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "timestamp": now + at,
                                                  "touchPoints": [{"id": 1, "x": x, "y": y} for (x, y) in points]})
        page.wait_for_function("document.getElementById('card').style.transform !== ''", timeout=3000)
        moved = page.evaluate("new DOMMatrix(getComputedStyle(document.getElementById('card')).transform).m41")
        # The pan's translation, written by the example's handler: the finger's 60 px, less what the slop took
        # before the pan began (UIKit's pan reports its translation from where it began).
        assert 30 <= moved <= 60.5, moved
        assert errors == []
    finally:
        context.close()
