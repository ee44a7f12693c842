"""Real touch input on the inspector scene, through Chromium's own synthetic gestures and scripted
touch events with explicit timestamps: what the engine recognizes and the values it reports."""
import math

import pytest

from conftest import require_scene


@pytest.fixture()
def inspector(open_lab):
    require_scene("inspector")
    return open_lab("inspector")


def last_values(lab, recognizer, state=None):
    changes = [c for c in lab.log() if c["recognizer"] == recognizer and (state is None or c["to"] == state)]
    assert changes, f"{recognizer} reported nothing; log: {lab.reported()}"
    return changes[-1]["values"]


def test_pinch_out_reports_the_scale(inspector):
    lab = inspector
    lab.pinch(500, 350, 2.0, speed=600)
    lab.wait_for_log("pinch", "ended")
    scale = last_values(lab, "pinch", "changed")["scale"]
    # Chromium's pinch adds a 30 px span slop, so the engine sees a little more than 2x.
    assert 1.8 < scale < 2.8, scale
    lab.screenshot("inspector-pinch")


def test_two_finger_rotation_reports_a_quarter_turn(inspector):
    lab = inspector
    cx, cy, r = 500, 350, 50
    lab.touch("touchStart", [(0, cx - r, cy), (1, cx + r, cy)], at=0.05)
    steps = 30
    for i in range(1, steps + 1):
        a = math.pi / 2 * i / steps
        lab.touch("touchMove", [(0, cx - r * math.cos(a), cy - r * math.sin(a)),
                                (1, cx + r * math.cos(a), cy + r * math.sin(a))], at=0.05 + 0.016 * i)
    lab.touch("touchEnd", [], at=0.05 + 0.016 * (steps + 1))
    lab.wait_for_log("rotation", "ended")
    rotation = last_values(lab, "rotation", "changed")["rotation"]
    assert abs(rotation - math.pi / 2) < 0.2, rotation
    lab.screenshot("inspector-rotation")


def test_tap_and_pan(inspector):
    lab = inspector
    lab.tap(300, 300)
    lab.wait_for_log("tap", "recognized")
    lab.scroll(300, 400, 250, 0, speed=800)
    lab.wait_for_log("pan", "ended")
    translation = last_values(lab, "pan", "changed")["translation"]
    assert translation[0] > 200 and abs(translation[1]) < 5, translation


def test_long_press_fires_on_time_from_the_frame_clock(inspector):
    lab = inspector
    lab.touch("touchStart", [(0, 400, 300)], at=0.05)
    lab.wait_for_log("longPress", "began", timeout=3)
    began = [c for c in lab.log() if c["recognizer"] == "longPress" and c["to"] == "began"][0]
    lab.touch("touchEnd", [], at=1.0)
    lab.wait_for_log("longPress", "ended")
    down = [x for x in lab.js("graspLab.samples") if x["phase"] == "down"][0]["t"]
    # The timer fires at its deadline (0.5 s after the engine's touch-down), and the state change carries
    # the deadline as its time. The page sends its pending pointer samples before each frame message, so
    # the engine's touch-down is the sample's own time; only an event the browser dispatches after a
    # later frame began (a loaded machine) is clamped to that frame, hence a bound of some frames: 0.1 s
    # failed once at 0.14 s on a 2-core VM under a load of 3.6 (2026-11-30). The bound still tells a timer
    # that fired at its deadline from one that waited for the next event (the lift, 0.95 s later).
    assert began["t"] - down >= 0.5 - 1e-3, (began, down)
    assert began["t"] - down < 0.5 + 0.25, (began, down)
