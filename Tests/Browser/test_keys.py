

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
    x, height = lab.width - 5, round(lab.height)
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
    mouse(lab, "mousePressed", x, height - 10, 1)
    mouse(lab, "mouseReleased", x, height - 10)
    wait_offset(lab, before + max(0.875 * height, height - 40))
