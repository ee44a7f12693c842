"""Desktop input in real Chromium: two fingers from one mouse (Option mirrors a second finger about the
stage's centre, Option+Shift moves both together), the per-scene hints, the state legend, and a
screenshot of every scene at a phone's size (390×844) and a laptop's (1280×800)."""
import time

import pytest

from conftest import ARTIFACTS, LAB_URL, Lab, catalog, require_scene


ALT, SHIFT = 1, 8  # CDP modifier bits


def drag(lab, start, end, modifiers, steps=20, interval=0.008):
    """A mouse drag in stage coordinates with modifier keys held, dispatched through CDP with explicit
    timestamps (paced to real time), so the engine sees the intended speed even on a loaded machine."""
    lab.restart_clock()

    def mouse(kind, point, at, buttons):
        delay = lab.clock + at - time.time()
        if delay > 0:
            time.sleep(delay)
        lab.cdp.send("Input.dispatchMouseEvent", {
            "type": kind, "x": lab.left + point[0], "y": lab.top + point[1], "button": "left", "buttons": buttons,
            "clickCount": 1, "modifiers": modifiers, "timestamp": lab.clock + at, "pointerType": "mouse"})

    mouse("mouseMoved", start, 0.02, 0)
    mouse("mousePressed", start, 0.03, 1)
    for i in range(1, steps + 1):
        u = i / steps
        mouse("mouseMoved", (start[0] + (end[0] - start[0]) * u, start[1] + (end[1] - start[1]) * u), 0.03 + interval * i, 1)
    mouse("mouseReleased", end, 0.03 + interval * steps, 0)


def test_option_drag_pinches_about_the_centre(open_lab):
    require_scene("inspector")
    lab = open_lab("inspector")
    page = lab.page
    cx, cy = lab.width / 2, lab.height / 2
    # The fingers start 200 pt apart (the mouse 100 pt left of the centre, its mirror 100 pt right) and
    # end 400 pt apart: the pinch begins after its 30 pt span slop, so its scale ends at 400 / 230.
    drag(lab, (cx - 100, cy), (cx - 200, cy), ALT)
    lab.wait_for_log("pinch", "ended")
    changed = [c for c in lab.log() if c["recognizer"] == "pinch" and c["to"] == "changed"]
    assert changed, lab.reported()
    scale = changed[-1]["values"]["scale"]
    assert abs(scale - 400 / 230) < 0.03, scale
    # Both fingers were touches, not the mouse, and the ghost is the mouse's mirror image.
    downs = [s for s in lab.js("graspLab.samples") if s["phase"] == "down"]
    assert len(downs) == 2 and all(s["kind"] == "touch" for s in downs), downs
    assert abs(downs[0]["x"] + downs[1]["x"] - 2 * cx) < 1 and abs(downs[0]["y"] - downs[1]["y"]) < 1, downs
    assert lab.js("graspLab.emulating") is False
    lab.screenshot("desktop-option-pinch")
    assert page.errors == []


def test_option_shift_drag_is_a_two_finger_swipe(open_lab):
    require_scene("stream")
    lab = open_lab("stream")
    page = lab.page
    cx, cy = lab.width / 2, lab.height / 2
    drag(lab, (cx + 150, cy), (cx - 150, cy), ALT | SHIFT, steps=12)
    lab.wait_for_log("swipe", "recognized")
    # The two fingers moved together: same displacement, constant distance apart.
    samples = lab.js("graspLab.samples")
    ids = sorted({s["id"] for s in samples})
    assert len(ids) == 2, ids
    first = {i: next(s for s in samples if s["id"] == i) for i in ids}
    last = {i: [s for s in samples if s["id"] == i][-1] for i in ids}
    moved = [last[i]["x"] - first[i]["x"] for i in ids]
    assert abs(moved[0] - moved[1]) < 1 and moved[0] < -250, moved
    assert "pause:began" not in lab.reported(), lab.reported()
    lab.screenshot("desktop-option-shift-swipe")


def test_each_scene_has_a_hint_for_finger_mouse_and_trackpad(open_lab):
    for scene in catalog():
        lab = open_lab(scene)
        hint = lab.js("graspLab.hint")
        assert set(hint) == {"finger", "mouse", "trackpad"}, hint
        assert all(len(text) > 10 for text in hint.values()), hint
        shown = lab.js("document.getElementById('hint').textContent")
        assert "Finger:" in shown and "Mouse:" in shown and "Trackpad:" in shown, shown


def test_the_timeline_has_a_legend_of_state_colours(open_lab):
    lab = open_lab("inspector")
    legend = lab.js("[...document.querySelectorAll('#legend span')].map(s => s.textContent)")
    for state in ["possible", "began", "changed", "ended", "recognized", "cancelled", "failed"]:
        assert state in legend, legend


@pytest.mark.parametrize("size", [(390, 844), (1280, 800)], ids=["phone", "laptop"])
def test_screenshots_of_every_scene_at_phone_and_laptop_sizes(browser, size):
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=width < 500, bypass_csp=True)
    try:
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        for scene in catalog():
            lab = Lab(page, scene)
            lab.settle(0.3)
            path = lab.screenshot(f"scene-{scene}-{width}x{height}")
            assert path.stat().st_size > 2000
            # The timeline and the legend stay on screen at both sizes: on a phone, in the drawer that
            # the bar's Panels button opens (test_phone.py).
            if width < 500:
                page.tap("#panels")
                page.wait_for_function("document.body.classList.contains('drawer-open')")
                lab.settle(0.3)
            box = page.evaluate("(() => { const r = document.getElementById('timeline').getBoundingClientRect();"
                                " return [r.width, r.height, r.bottom]; })()")
            assert box[0] >= 200 and box[1] >= 80 and box[2] <= height + 1, box
        assert page.errors == []
    finally:
        context.close()


def test_the_phone_frame_shows_the_stage_as_a_390_point_screen(open_lab):
    lab = open_lab("gallery")
    page = lab.page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.check("#phone-frame")
    page.wait_for_function("graspLab.viewport && graspLab.viewport.width === 390", timeout=5000)
    lab.settle(0.3)
    lab.screenshot("gallery-phone-frame")
    assert page.errors == []
