"""The scroll-linked scenes of issue 27 in real Chromium at a phone's size (390×844), by touch and by
wheel: the bottom sheet (`sheet`), pull to refresh (`refresh`) and the collapsing header
(`collapsing-header`). Each drives the scene's chain, checks the positions drawn on the stage and the
values the list's pan reports, and takes screenshots (artifacts/screenshots/scroll-linked-*.png). At this
size the scene (390 × 493 pt) is taller than the part of the stage on screen (about 390 × 400 px, above
the timeline): positions are read in scene points, and touches land within the part on screen."""
import time

import pytest

from conftest import Lab, require_scene

PHONE = {"width": 390, "height": 844}


@pytest.fixture()
def phone(browser):
    context = browser.new_context(viewport=PHONE, has_touch=True, bypass_csp=True)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    yield page
    assert page.errors == []
    context.close()


def wheel(lab, x, y, dy, at):
    """One wheel event at stage point (x, y), `at` seconds after the helper's clock (paced)."""
    delay = lab.clock + at - time.time()
    if delay > 0:
        time.sleep(delay)
    lab.cdp.send("Input.dispatchMouseEvent", {
        "type": "mouseWheel", "x": lab.left + x, "y": lab.top + y, "deltaX": 0, "deltaY": dy,
        "timestamp": lab.clock + at, "pointerType": "mouse"})


def scene_size(lab):
    """The scene's viewport, in points (stage pixels)."""
    viewport = lab.js("graspLab.viewport")
    return viewport["width"], viewport["height"]


def drag(lab, x, y0, y1, at, steps=24, interval=0.016, hold=0.25):
    """A slow one-finger drag in stage pixels from (x, y0) to (x, y1), held still for `hold` s before the
    lift; returns the time of the lift."""
    lab.touch("touchStart", [(0, x, y0)], at=at)
    for i in range(1, steps + 1):
        lab.touch("touchMove", [(0, x, y0 + (y1 - y0) * i / steps)], at=at + interval * i)
    end = at + interval * steps + hold
    lab.touch("touchEnd", [], at=end)
    return end


def last_values(lab, recognizer="list"):
    changes = [c for c in lab.log() if c["recognizer"] == recognizer]
    return changes[-1]["values"] if changes else {}


def frame_y(lab, name):
    return lab.node(name)["frame"]["y"]


def test_sheet_by_touch_and_by_wheel(phone):
    require_scene("sheet")
    lab = Lab(phone, "sheet")
    _, h = scene_size(lab)
    x = lab.width / 2
    middle, top = h * 0.5, h * 0.08
    assert abs(frame_y(lab, "panel") - middle) < 0.5
    lab.screenshot("scroll-linked-sheet-middle")

    # Up from the list by 35 % of the height: the sheet follows the finger exactly; held, then lifted,
    # it settles on the nearer top detent.
    lab.restart_clock()
    d = 0.35 * h
    start = middle + 100
    lab.touch("touchStart", [(0, x, start)], at=0.05)
    for i in range(1, 25):
        lab.touch("touchMove", [(0, x, start - d * i / 24)], at=0.05 + 0.016 * i)
    lab.page.wait_for_function("y => Math.abs(graspLab.node('panel').frame.y - y) < 0.5", arg=middle - d, timeout=5000)
    values = last_values(lab)
    assert abs(values["sheetY"] - (middle - d)) < 0.5 and values["contentOffset"] == [0, 0], values
    lab.touch("touchEnd", [], at=0.05 + 0.016 * 24 + 0.25)
    lab.wait_for_log("list", "ended")
    lab.settle(1.5)
    assert abs(frame_y(lab, "panel") - top) < 0.5, frame_y(lab, "panel")
    assert last_values(lab)["detent"] == 2

    # At the top detent, up scrolls the list.
    lab.restart_clock()
    drag(lab, x, lab.height - 30, lab.height - 180, at=0.05)
    lab.wait_for_log("list", "ended")
    lab.settle(1.0)
    offset = last_values(lab)["contentOffset"][1]
    assert offset > 100 and abs(frame_y(lab, "panel") - top) < 0.5, (offset, frame_y(lab, "panel"))
    lab.screenshot("scroll-linked-sheet-top-scrolled")

    # The wheel drives the same chain: notches down scroll the list back to its top, then lower the
    # sheet, which settles on the next detent down.
    lab.restart_clock()
    for i in range(4):
        wheel(lab, x, lab.height - 80, -100, at=0.05 + 0.8 * i)
        lab.settle(0.7)
        if frame_y(lab, "panel") > top + 1:
            break
    lab.settle(1.5)
    assert abs(frame_y(lab, "panel") - middle) < 0.5, frame_y(lab, "panel")
    values = last_values(lab)
    assert values["contentOffset"][1] == 0 and values["detent"] == 1, values
    lab.screenshot("scroll-linked-sheet-wheel-middle")


def test_refresh_by_touch_and_by_wheel(phone):
    require_scene("refresh")
    lab = Lab(phone, "refresh")

    x = lab.width / 2
    assert frame_y(lab, "list-content") == 0

    # Pull down 300 pt from the top, quickly (the refresh lasts 1 s): past the trigger it starts. Each
    # event is stamped when it is sent: Chromium takes one CDP touch event about every 33 ms here, so
    # events stamped 5 ms apart (as this test once sent 30 moves) arrive up to a second after their
    # time; the page's frames have passed that time, the session clamps each event to its arrival
    # (engine time never goes back), the pull lasts a second of engine time and the refresh, which
    # starts at the trigger, ended as the content came to rest at 60 pt.
    lab.restart_clock()
    now = lambda: time.time() - lab.clock  # noqa: E731
    lab.touch("touchStart", [(0, x, 60)], at=now())
    for i in range(1, 11):
        lab.touch("touchMove", [(0, x, 60 + 30 * i)], at=now())
    lab.touch("touchEnd", [], at=now())
    lab.wait_for_log("list", "ended")
    started = [c for c in lab.log() if c["recognizer"] == "list" and c["values"]["isRefreshing"] == 1]
    assert started, lab.log()
    assert last_values(lab)["refreshCount"] == 1
    # Released: the content comes to rest 60 pt down while the refresh runs, showing the control (the
    # bounce is within a few points of it well before the refresh ends; the scene tests check the rest
    # to 0.1 pt).
    lab.page.wait_for_function(
        "Math.abs(graspLab.node('list-content').frame.y - 60) < 4 && graspLab.node('refresh-control').label === 'Refreshing'",
        timeout=3000)
    lab.screenshot("scroll-linked-refresh-refreshing")
    # The scene ends it after 1 s; the content goes back to its top.
    lab.page.wait_for_function("Math.abs(graspLab.node('list-content').frame.y) < 0.5", timeout=5000)
    assert lab.node("refresh-control")["label"] == "Pull to refresh"

    # The wheel scrolls the list down; the list's pan reports the count of refreshes and no refresh.
    lab.restart_clock()
    for i in range(2):
        wheel(lab, x, 300, 100, at=0.05 + 0.3 * i)
    lab.settle(0.8)
    values = last_values(lab)
    assert values["contentOffset"][1] > 100 and values["refreshCount"] == 1 and values["isRefreshing"] == 0, values
    lab.screenshot("scroll-linked-refresh-wheel")

    # Back to the top by wheel, then a pull held past the trigger: the second refresh, its spinner shown
    # above the content under the finger.
    lab.restart_clock()
    for i in range(3):
        wheel(lab, x, 300, -100, at=0.05 + 0.3 * i)
    lab.page.wait_for_function("Math.abs(graspLab.node('list-content').frame.y) < 0.5", timeout=5000)
    lab.restart_clock()
    lab.touch("touchStart", [(0, x, 60)], at=0.05)
    for i in range(1, 31):
        lab.touch("touchMove", [(0, x, 60 + 10 * i)], at=0.05 + 0.008 * i)
    lab.page.wait_for_function("graspLab.node('refresh-control').label === 'Refreshing'", timeout=3000)
    lab.screenshot("scroll-linked-refresh-held")
    lab.touch("touchEnd", [], at=time.time() - lab.clock + 0.02)
    lab.wait_for_log("list", "ended")
    assert last_values(lab)["refreshCount"] == 2


def test_collapsing_header_by_touch_and_by_wheel(phone):
    require_scene("collapsing-header")
    lab = Lab(phone, "collapsing-header")
    _, h = scene_size(lab)
    x = lab.width / 2
    assert lab.node("header")["frame"]["height"] == 140

    # Up 50 pt, held: the header follows (90 pt); lifted, it snaps to the nearer 60.
    lab.restart_clock()
    lab.touch("touchStart", [(0, x, lab.height - 60)], at=0.05)
    for i in range(1, 11):
        lab.touch("touchMove", [(0, x, lab.height - 60 - 5 * i)], at=0.05 + 0.016 * i)
    lab.page.wait_for_function("Math.abs(graspLab.node('header').frame.height - 90) < 0.5", timeout=5000)
    lab.touch("touchEnd", [], at=0.05 + 0.016 * 10 + 0.3)
    lab.wait_for_log("list", "ended")
    lab.settle(1.0)
    assert abs(lab.node("header")["frame"]["height"] - 60) < 0.5
    assert last_values(lab)["headerHeight"] <= 90
    lab.screenshot("scroll-linked-header-collapsed")

    # The wheel: a notch up (the list is at its top) expands the header, which stays expanded.
    lab.restart_clock()
    wheel(lab, x, h / 2, -100, at=0.05)
    lab.settle(1.0)
    assert abs(lab.node("header")["frame"]["height"] - 140) < 0.5, lab.node("header")["frame"]
    values = last_values(lab)
    assert values["headerHeight"] == 140, values
    lab.screenshot("scroll-linked-header-wheel")
