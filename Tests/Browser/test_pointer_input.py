"""Desktop input in real Chromium, through the lab protocol's version 3: the wheel scrolls the list, a
trackpad pinch (Chromium's ctrl+wheel) pinches the inspector's pinch, moving the mouse without a button
gives the inspector's hover lane, a recording of these is a version 2 trace that replays in the page, and
the page's own round trip (a pointer message to the drawn frame that answers it) is printed. They run on
the suite's engine (the in-page one unless GRASP_LAB_ENGINE=server)."""
import math
import time

from conftest import require_scene

CTRL = 2  # CDP modifier bit


def wheel(lab, x, y, dx, dy, at, modifiers=0):
    """One wheel event at stage point (x, y), `at` seconds after the helper's clock (paced to real time)."""
    delay = lab.clock + at - time.time()
    if delay > 0:
        time.sleep(delay)
    lab.cdp.send("Input.dispatchMouseEvent", {
        "type": "mouseWheel", "x": lab.left + x, "y": lab.top + y, "deltaX": dx, "deltaY": dy,
        "modifiers": modifiers, "timestamp": lab.clock + at, "pointerType": "mouse"})


def mouse_move(lab, x, y, at):
    delay = lab.clock + at - time.time()
    if delay > 0:
        time.sleep(delay)
    lab.cdp.send("Input.dispatchMouseEvent", {
        "type": "mouseMoved", "x": lab.left + x, "y": lab.top + y, "buttons": 0,
        "timestamp": lab.clock + at, "pointerType": "mouse"})


def list_offset(lab):
    return -lab.node("list-content")["frame"]["y"]


def test_the_wheel_scrolls_the_list(open_lab):
    require_scene("list")
    lab = open_lab("list")
    assert list_offset(lab) == 0
    lab.restart_clock()
    for i in range(3):
        wheel(lab, lab.width / 2, lab.height / 2, 0, 100, at=0.05 + 0.15 * i)
    lab.wait_for_log("list", "ended")
    lab.settle(0.5)
    # Three notches of 100 px, each a wheel step: the content moved 300 pt, without a glide of its own.
    assert abs(list_offset(lab) - 300) < 0.5, list_offset(lab)
    samples = lab.js("graspLab.samples")
    assert [s["phase"] for s in samples].count("wheel") == 3, samples
    assert lab.js("graspLab.errors") == []
    lab.screenshot("pointer-wheel-list")


def test_trackpad_scrolling_scrolls_the_list_and_ends_by_itself(open_lab):
    require_scene("list")
    lab = open_lab("list")
    lab.restart_clock()
    sent = []
    for i in range(30):
        wheel(lab, lab.width / 2, lab.height / 2, 0, 7.5, at=0.05 + 0.008 * i)
        sent.append(time.time())
    lab.page.wait_for_function("graspLab.samples.some(s => s.phase === 'scroll-end')", timeout=5000)
    lab.wait_for_log("list", "ended")
    lab.settle(1.5)
    phases = [s["phase"] for s in lab.js("graspLab.samples")]
    # Every wheel event is a sample of the scrolling, which ends by itself.
    assert phases[0] == "scroll-begin" and phases[-1] == "scroll-end", phases
    assert phases.count("scroll-begin") + phases.count("scroll") == 30, phases
    # One gesture: the page ends it after 100 ms without a wheel event (desktop.js's SCROLL_END_MS). Only
    # when the machine held a dispatch back about that long (a VM losing its time to its host, as in a CI
    # run of 2026-11-30) may it have ended early and begun again.
    held = max(b - a for a, b in zip(sent, sent[1:]))
    if held < 0.09:
        assert phases.count("scroll-begin") == 1 and phases.count("scroll") == 29, (held, phases)
    # The fingers moved the content 225 pt; it glided on after they lifted.
    assert list_offset(lab) >= 225, list_offset(lab)
    lab.screenshot("pointer-trackpad-list")


def test_a_ctrl_wheel_pinch_pinches_the_inspector(open_lab):
    require_scene("inspector")
    lab = open_lab("inspector")
    lab.restart_clock()
    for i in range(10):
        wheel(lab, lab.width / 2, lab.height / 2, 0, -10, at=0.05 + 0.016 * i, modifiers=CTRL)
    lab.wait_for_log("pinch", "ended")
    changed = [c for c in lab.log() if c["recognizer"] == "pinch" and c["to"] == "changed"]
    assert changed, lab.reported()
    # Ten steps of deltaY -10: a factor of e^(10/100) each, e in all.
    scale = changed[-1]["values"]["scale"]
    assert abs(scale - math.e) < 0.02, scale
    kinds = {s["kind"] for s in lab.js("graspLab.samples")}
    assert kinds == {"trackpad"}, kinds
    assert lab.js("graspLab.errors") == []
    lab.screenshot("pointer-ctrl-wheel-pinch")


def test_moving_the_mouse_without_a_button_fills_the_hover_lane(open_lab):
    require_scene("inspector")
    lab = open_lab("inspector")
    lab.restart_clock()
    for i in range(10):
        mouse_move(lab, 200 + 20 * i, 300, at=0.05 + 0.016 * i)
    lab.wait_for_log("hover", "changed")
    mouse_move(lab, -50, 300, at=0.3)  # off the stage: the pointer leaves
    lab.wait_for_log("hover", "ended")
    hover = lab.reported("hover")
    assert hover[0] == "hover:began" and hover[-1] == "hover:ended" and "hover:changed" in hover, hover
    # Hover is not a touch: nothing else in the inspector began.
    assert all(c.startswith("hover:") for c in lab.reported()), lab.reported()
    lab.screenshot("pointer-hover-inspector")


def test_a_recording_of_wheel_and_hover_is_a_version_2_trace_that_replays(open_lab):
    require_scene("list")
    lab = open_lab("list")
    lab.page.click("#record")
    lab.page.wait_for_function("graspLab.recording === true", timeout=5000)
    lab.restart_clock()
    for i in range(5):
        mouse_move(lab, 150 + 10 * i, 300, at=0.05 + 0.016 * i)
    for i in range(2):
        wheel(lab, 200, 300, 0, 100, at=0.2 + 0.15 * i)
    lab.wait_for_log("list", "ended")
    lab.settle(0.5)
    lab.page.click("#record")
    lab.page.wait_for_function("graspLab.lastTrace !== null", timeout=5000)
    trace = lab.js("graspLab.lastTrace")
    assert trace["version"] == 2, trace
    assert trace["phases"][0] == "enter" and trace["phases"].count("wheel") == 2 and trace["phases"][-1] == "leave", trace
    # The page replays it through the session's engine: the list ends 200 pt down.
    lab.page.click("#replay-recording")
    lab.page.wait_for_function("graspLab.replay !== null", timeout=5000)
    lab.page.evaluate("(() => { const s = document.getElementById('replay-scrubber'); s.value = s.max;"
                      " s.dispatchEvent(new Event('input')); })()")
    lab.page.wait_for_function("Math.abs(-graspLab.node('list-content').frame.y - 200) < 0.5", timeout=5000)
    assert lab.js("graspLab.errors") == []


def test_the_page_round_trip_is_measured_and_printed(open_lab):
    require_scene("inspector")
    lab = open_lab("inspector")
    lab.restart_clock()
    lab.touch("touchStart", [(0, 300, 300)], at=0.05)
    for i in range(1, 60):
        lab.touch("touchMove", [(0, 300 + 3 * i, 300)], at=0.05 + 0.016 * i)
    lab.touch("touchEnd", [], at=1.05)
    lab.settle(0.3)
    trips = lab.js("graspLab.roundTrips")
    assert len(trips["arrived"]) >= 50 and len(trips["drawn"]) >= 50, {k: len(v) for k, v in trips.items()}

    def pct(values, p):
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]

    engine = lab.js("graspLab.engine")
    for name in ("arrived", "drawn", "nextFrame"):
        values = trips[name]
        print(f"page round trip ({engine}), pointer message to frame {name}: {len(values)} messages, "
              f"p50 {pct(values, 50):.2f} ms, p90 {pct(values, 90):.2f} ms, p99 {pct(values, 99):.2f} ms")
    # (The events carry the helper's own timestamps, which Chromium maps onto the page's clock with an
    # offset: the time from an event's timestamp is measured in test_engines.py, with the browser's own.)
    same = trips["sameFrame"]
    print(f"page round trip ({engine}), the page taking a pointer event to its frame drawn: {len(trips['fromHandler'])} samples, "
          f"p50 {pct(trips['fromHandler'], 50):.2f} ms, p99 {pct(trips['fromHandler'], 99):.2f} ms, "
          f"drawn in the event's animation frame: {100 * sum(same) / max(1, len(same)):.0f}%")
