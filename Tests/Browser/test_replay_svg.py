"""The replay timeline (`grasp replay --format svg`) in real Chromium: the SVG the built command renders
for the flick example opens as a standalone document without errors or outside requests, shows a lane per
recognizer and the marked transitions, and is kept as a screenshot (artifacts/screenshots/replay-*.png).
It needs no lab: the file is opened from disk."""
import subprocess
from pathlib import Path

from conftest import ARTIFACTS, ROOT

EXAMPLES = [("flick-and-catch", "flick", ["touchDown", "pan"]), ("flick-and-double-tap", "inspector", None)]


def render(grasp, name, scene):
    """Renders Examples/traces/NAME.json in SCENE with the built command into artifacts/svg/NAME.svg."""
    out = ROOT / "artifacts" / "svg" / f"{name}.svg"
    out.parent.mkdir(parents=True, exist_ok=True)
    svg = subprocess.run([grasp, "replay", str(ROOT / "Examples" / "traces" / f"{name}.json"),
                          "--scene", scene, "--format", "svg"], check=True, capture_output=True, timeout=60).stdout
    out.write_bytes(svg)
    return out


def test_replay_svgs_render_in_chromium(browser, grasp_bin):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for name, scene, lanes in EXAMPLES:
        path = render(grasp_bin, name, scene)
        context = browser.new_context(viewport={"width": 1200, "height": 900})
        page = context.new_page()
        errors, requests = [], []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("request", lambda r: requests.append(r.url))
        page.goto(path.as_uri())
        assert page.evaluate("document.documentElement.tagName") == "svg"
        found = page.evaluate("Array.from(document.querySelectorAll('g.lane')).map(g => g.getAttribute('data-gesture'))")
        if lanes is not None:
            assert found == lanes
        assert len(found) >= 2
        transitions = page.evaluate("document.querySelectorAll('g.transition').length")
        assert transitions >= 2
        # Drawn, not just parsed: the lanes have a real size on screen.
        box = page.evaluate("(() => { const r = document.querySelector('g.lane').getBoundingClientRect(); return [r.width, r.height]; })()")
        assert box[0] > 500 and box[1] > 10
        height = page.evaluate("document.documentElement.getBoundingClientRect().height")
        page.set_viewport_size({"width": 1200, "height": int(height) + 1})
        page.screenshot(path=str(ARTIFACTS / f"replay-{name}.png"))  # the viewport is the whole SVG (full_page hangs on SVG documents)
        assert not errors, errors
        assert all(url.startswith("file://") for url in requests), requests
        context.close()
