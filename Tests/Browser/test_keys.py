"""Keyboard scrolling in real Chromium (lab protocol version 5): the page sends the scrolling keys, with
their timestamps, to the scene's engine, which scrolls the list under the pointer: an arrow by 40 pt, Page
Down and Space by max(0.875 × view, view − 40), Shift-Space back, Home and End to the ends, and a held
arrow's repeats retarget the same motion. The keys are playwright's (real keydown and keyup events); the
offset is read from the frame of `list-content`, drawn at minus the list's content offset. And the
scrollbar by CDP mouse input: hovering widens it, the thumb drags, a press in the track pages. And the
keyboard focus: with the pointer on the stage, Tab, Enter and the arrows operate the controls."""
from conftest import require_scene, wait_for


def wait_offset(lab, expected, timeout=5):
    """Waits until the list's content offset is `expected` (within half a point)."""
    try:
        lab.page.wait_for_function(
            "want => { const n = graspLab.nodes.find((n) => n.name === 'list-content');"
            " return n && Math.abs(n.frame.y + want) < 0.5; }",
            arg=expected, timeout=timeout * 1000)
    except Exception:
        raise AssertionError(f"offset {-lab.node('list-content')['frame']['y']}, expected {expected}; list {lab.node('list')}")


def test_keys_scroll_the_list(open_lab):
    require_scene("list")
    lab = open_lab("list")
    lab.js("document.activeElement && document.activeElement.blur()")
    lab.page.mouse.move(lab.left + lab.width / 2, lab.top + lab.height / 2)
    height = lab.node("list")["frame"]["height"]  # the list's own height (the stage's, rounded by the page)
    page = max(0.875 * height, height - 40)
    keyboard = lab.page.keyboard
    keyboard.press("ArrowDown")
    wait_offset(lab, 40)
    keyboard.press("PageDown")
    wait_offset(lab, 40 + page)
    keyboard.press("Shift+Space")
    wait_offset(lab, 40)
    keyboard.press("Home")
    wait_offset(lab, 0)
    # A held arrow: down, two repeats (playwright sends repeat: true for a key already down), up.
    keyboard.down("ArrowDown")
    keyboard.down("ArrowDown")
    keyboard.down("ArrowDown")
    keyboard.up("ArrowDown")
    wait_offset(lab, 120)
    keyboard.press("End")
    lab.page.wait_for_function(
        "() => { const n = graspLab.nodes.find((n) => n.name === 'list-content');"
        " return n && n.frame.y < -20000; }", timeout=5000)


def test_keys_without_a_scroll_view_change_nothing(open_lab):
    require_scene("drag")
    lab = open_lab("drag")
    before = [(n["name"], n["frame"]) for n in lab.js("graspLab.nodes")]
    lab.page.mouse.move(lab.left + 5, lab.top + 5)
    lab.page.keyboard.press("PageDown")
    lab.settle(0.4)
    assert [(n["name"], n["frame"]) for n in lab.js("graspLab.nodes")] == before


def test_focus_keys_operate_the_controls(open_lab):
    """Tab focuses the first control (the Wi-Fi switch), Enter flips it as a tap would, Tab again and
    Space flip the next; away from the stage, Tab is the page's own and the switch stays."""
    require_scene("controls")
    lab = open_lab("controls")
    lab.js("document.activeElement && document.activeElement.blur()")
    knob = lab.node("wifi-switch-knob")["frame"]
    lab.page.mouse.move(lab.left + 20, lab.top + 20)
    keyboard = lab.page.keyboard
    keyboard.press("Tab")
    keyboard.press("Enter")
    assert wait_for(lab, lambda: lab.node("wifi-switch-knob")["frame"]["x"] < knob["x"] - 10), lab.node("wifi-switch-knob")
    second = lab.node("bluetooth-switch-knob")["frame"]
    keyboard.press("Tab")
    keyboard.press(" ")
    assert wait_for(lab, lambda: lab.node("bluetooth-switch-knob")["frame"]["x"] < second["x"] - 10), lab.node("bluetooth-switch-knob")
    # Off the stage the focus keys stay the page's: Enter changes nothing in the scene.
    flipped = lab.node("bluetooth-switch-knob")["frame"]
    lab.page.mouse.move(lab.left - 5, lab.top + 20)
    lab.js("document.activeElement && document.activeElement.blur()")
    keyboard.press("Enter")
    lab.settle(0.4)
    assert lab.node("bluetooth-switch-knob")["frame"] == flipped


def mouse(lab, kind, x, y, buttons=0):
    """A CDP mouse event at stage point (x, y); `buttons` 1 holds the left button."""
    lab.cdp.send("Input.dispatchMouseEvent", {
        "type": kind, "x": lab.left + x, "y": lab.top + y, "buttons": buttons,
        "button": "left" if kind != "mouseMoved" or buttons else "none", "clickCount": 0 if kind == "mouseMoved" else 1})


def test_the_scrollbar_by_mouse(open_lab):
    """Hovering the list's strip widens its indicator; dragging the thumb moves the content in proportion;
    a short press in the track pages once toward it (its repeat waits 0.25 s)."""
    require_scene("list")
    lab = open_lab("list")
    frame = lab.node("list")["frame"]
    x, height = frame["width"] - 5, frame["height"]
    mouse(lab, "mouseMoved", x, 30)
    lab.page.wait_for_function("() => graspLab.indicators.some((i) => i.expanded && i.track)", timeout=5000)
    track = height - 6
    length = max(track * height / 30000, 36)
    mouse(lab, "mousePressed", x, 20, 1)
    for i in range(1, 11):
        mouse(lab, "mouseMoved", x, 20 + 10 * i, 1)
    mouse(lab, "mouseReleased", x, 120)
    wait_offset(lab, 100 * (30000 - height) / (track - length))
    lab.page.wait_for_function("() => !graspLab.indicators.some((i) => i.pressed)", timeout=5000)

    # A short press in the track, below the thumb: one page down, toward the press.
    before = -lab.node("list-content")["frame"]["y"]
    low = min(height, lab.height) - 10  # on the stage element (the list may run a little below it)
    mouse(lab, "mouseMoved", x, low)
    mouse(lab, "mousePressed", x, low, 1)
    lab.settle(0.1)  # held less than the repeat's 0.25 s
    mouse(lab, "mouseReleased", x, low)
    wait_offset(lab, before + max(0.875 * height, height - 40))
