"""The `controls` scene in real Chromium at a phone's size (390×844), by touch and by mouse: a button
highlights while held and its tap fires (Reset puts a flipped switch back), a slider's thumb follows a
drag while the list stays put, a switch flips on a tap and on a click, and in the Themes carousel a drag
on the slider's thumb moves only the slider while a drag beside it pages. The scene mirrors each
control's look in nodes (a slider's `-thumb`, a switch's `-knob`) and colours, which the page draws and
these tests read."""
import time

import pytest

from conftest import Lab, require_scene, wait_for

PHONE = {"width": 390, "height": 844}
NORMAL_BUTTON = "#007aff"


@pytest.fixture()
def phone_lab(browser):
    require_scene("controls")
    context = browser.new_context(viewport=PHONE, has_touch=True, bypass_csp=True)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    lab = Lab(page, "controls")
    yield lab
    assert page.errors == []
    context.close()


def frame(lab, name):
    node = lab.node(name)
    assert node, f"no node {name}"
    return node["frame"]


def centre(lab, name):
    f = frame(lab, name)
    return f["x"] + f["width"] / 2, f["y"] + f["height"] / 2


def touch_drag(lab, start, end, rest=0.25, steps=12, interval=0.016, hold=0.15):
    """A finger that lands at `start`, rests `rest` s (past the list's 0.15 s content-touch delay, so
    the control under it hears the touch), moves to `end` in `steps` moves and rests `hold` s before
    lifting."""
    lab.restart_clock()
    lab.touch("touchStart", [(0, *start)], at=0.02)
    t = 0.02 + rest
    for i in range(1, steps + 1):
        u = i / steps
        lab.touch("touchMove", [(0, start[0] + (end[0] - start[0]) * u, start[1] + (end[1] - start[1]) * u)], at=t + interval * i)
    lab.touch("touchEnd", [], at=t + interval * steps + hold)


def mouse_drag(lab, start, end, rest=0.25, steps=12, interval=0.016):
    """The same with the mouse's left button (dispatched with timestamps, paced to real time)."""
    lab.restart_clock()

    def mouse(kind, point, at, buttons):
        delay = lab.clock + at - time.time()
        if delay > 0:
            time.sleep(delay)
        lab.cdp.send("Input.dispatchMouseEvent", {
            "type": kind, "x": lab.left + point[0], "y": lab.top + point[1], "button": "left", "buttons": buttons,
            "clickCount": 1, "timestamp": lab.clock + at, "pointerType": "mouse"})

    mouse("mouseMoved", start, 0.01, 0)
    mouse("mousePressed", start, 0.02, 1)
    t = 0.02 + rest
    for i in range(1, steps + 1):
        u = i / steps
        mouse("mouseMoved", (start[0] + (end[0] - start[0]) * u, start[1] + (end[1] - start[1]) * u), t + interval * i, 1)
    mouse("mouseReleased", end, t + interval * steps + 0.1, 0)


def list_top(lab):
    return frame(lab, "list-content")["y"]


def reveal(lab, name):
    """Scrolls the list (a slow drag on the left edge of the rows, held before the lift: no glide) until
    node `name` is on the stage."""
    f = frame(lab, name)
    overshoot = f["y"] + f["height"] + 20 - lab.height
    if overshoot <= 0:
        return
    x, y0 = 30, lab.height * 0.75
    touch_drag(lab, (x, y0), (x, y0 - overshoot - 12), rest=0.0, steps=20, interval=0.02, hold=0.3)
    assert wait_for(lab, lambda: frame(lab, name)["y"] + frame(lab, name)["height"] <= lab.height), frame(lab, name)
    # Until the list is at rest (no glide, no bounce left).
    last = None
    for _ in range(40):
        lab.settle(0.15)
        now = list_top(lab)
        if now == last:
            break
        last = now


def test_controls_button_switch_and_slider_by_touch(phone_lab):
    lab = phone_lab
    assert lab.width <= 390 and lab.height <= 844
    lab.settle(0.3)
    lab.screenshot("controls-390x844")

    # A switch flips on a tap: its colour and its knob follow.
    assert lab.node("wifi-switch")["color"] != "#e9e9eb"
    knob = frame(lab, "wifi-switch-knob")
    lab.tap(*centre(lab, "wifi-switch"), duration=80)
    assert wait_for(lab, lambda: frame(lab, "wifi-switch-knob")["x"] < knob["x"] - 10), frame(lab, "wifi-switch-knob")

    # A slider's thumb follows the finger from where it was grabbed; the list does not move.
    thumb = frame(lab, "brightness-slider-thumb")
    start = centre(lab, "brightness-slider-thumb")
    touch_drag(lab, start, (start[0] + 60, start[1]))
    assert wait_for(lab, lambda: abs(frame(lab, "brightness-slider-thumb")["x"] - (thumb["x"] + 60)) < 2), frame(lab, "brightness-slider-thumb")
    assert list_top(lab) == 0
    lab.screenshot("controls-switch-and-slider")

    # A button highlights while the finger rests on it, and its tap fires: Reset puts Wi-Fi back on
    # (and the slider back where it was).
    reveal(lab, "reset-button")
    x, y = centre(lab, "reset-button")
    assert lab.node("reset-button")["color"] == NORMAL_BUTTON
    lab.restart_clock()
    lab.touch("touchStart", [(0, x, y)], at=0.02)
    assert wait_for(lab, lambda: lab.node("reset-button")["color"] not in (None, NORMAL_BUTTON)), lab.node("reset-button")
    lab.screenshot("controls-button-highlighted")
    lab.touch("touchEnd", [], at=0.45)
    assert wait_for(lab, lambda: lab.node("reset-button")["color"] == NORMAL_BUTTON)
    assert wait_for(lab, lambda: frame(lab, "wifi-switch-knob")["x"] == knob["x"]), frame(lab, "wifi-switch-knob")
    assert wait_for(lab, lambda: abs(frame(lab, "brightness-slider-thumb")["x"] - thumb["x"]) < 0.5)


def test_controls_carousel_slider_moves_only_the_slider_and_the_card_pages(phone_lab):
    lab = phone_lab
    reveal(lab, "theme0-slider")
    top = list_top(lab)
    pager = frame(lab, "carousel-content")["x"]
    thumb = frame(lab, "theme0-slider-thumb")
    start = centre(lab, "theme0-slider-thumb")
    touch_drag(lab, start, (start[0] + 70, start[1]))
    assert wait_for(lab, lambda: abs(frame(lab, "theme0-slider-thumb")["x"] - (thumb["x"] + 70)) < 2), frame(lab, "theme0-slider-thumb")
    lab.settle(0.4)
    assert frame(lab, "carousel-content")["x"] == pager, "the carousel moved with the slider"
    assert list_top(lab) == top
    lab.screenshot("controls-carousel-slider")

    # Beside the thumb (the card's title), a quick drag to the left pages the carousel.
    card = frame(lab, "carousel-page0")
    y = card["y"] + 24
    touch_drag(lab, (card["x"] + card["width"] * 0.8, y), (card["x"] + card["width"] * 0.1, y), rest=0.0, steps=8, interval=0.012, hold=0.0)
    assert wait_for(lab, lambda: abs(frame(lab, "carousel-content")["x"] - (pager - lab.width)) < 1, timeout=4), frame(lab, "carousel-content")
    assert abs(frame(lab, "theme0-slider-thumb")["x"] - (thumb["x"] + 70) + lab.width) < 2, "the slider kept its value"
    assert list_top(lab) == top
    lab.settle(0.3)
    lab.screenshot("controls-carousel-paged")


def test_controls_by_mouse(phone_lab):
    lab = phone_lab
    # A click flips a switch.
    knob = frame(lab, "bluetooth-switch-knob")
    x, y = centre(lab, "bluetooth-switch")
    mouse_drag(lab, (x, y), (x, y), rest=0.05, steps=1)
    assert wait_for(lab, lambda: frame(lab, "bluetooth-switch-knob")["x"] < knob["x"] - 10), frame(lab, "bluetooth-switch-knob")
    # A mouse drag moves a slider's thumb; the list stays put.
    thumb = frame(lab, "volume-slider-thumb")
    start = centre(lab, "volume-slider-thumb")
    mouse_drag(lab, start, (start[0] + 50, start[1]))
    assert wait_for(lab, lambda: abs(frame(lab, "volume-slider-thumb")["x"] - (thumb["x"] + 50)) < 2), frame(lab, "volume-slider-thumb")
    assert list_top(lab) == 0
    lab.settle(0.3)
    lab.screenshot("controls-mouse")
