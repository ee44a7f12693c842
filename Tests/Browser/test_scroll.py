"""The `list` scene in real Chromium, by touch: a drag scrolls the list with the finger, a flick glides
on after the finger lifts, and a touch on the gliding list stops it where it is (and selects no row).
The offset is read twice on the page: from the frame of `list-content` (drawn at minus the content
offset) and from the `contentOffset` the list's pan reports in the timeline."""
import time

from conftest import require_scene


def content_y(lab):
    """The top of `list-content` on the stage: minus the list's vertical content offset."""
    return lab.node("list-content")["frame"]["y"]


def list_changes(lab):
    return [c for c in lab.log() if c["recognizer"] == "list"]


def press_and_move(lab, x, y0, y1, at, steps, interval, pointer=0):
    """Puts a finger down at (x, y0) and moves it to (x, y1) in `steps` moves `interval` s apart, without
    lifting it; returns the time of the last move."""
    lab.touch("touchStart", [(pointer, x, y0)], at=at)
    for i in range(1, steps + 1):
        lab.touch("touchMove", [(pointer, x, y0 + (y1 - y0) * i / steps)], at=at + interval * i)
    return at + interval * steps


def flick(lab, x, y0, y1, steps, interval, lead=1.0, pointer=0):
    """A quick one-finger flick from (x, y0) to (x, y1): `steps` moves `interval` s apart, then the lift.
    The events carry their timestamps (starting `lead` s after now) and are sent back to back, without
    pacing: on a loaded machine a paced event reaches the page after its own time, where the session
    would read it at its arrival and the flick's speed would be lost."""
    base = time.time() + lead
    points = [(x, y0 + (y1 - y0) * i / steps) for i in range(steps + 1)]

    def send(kind, touch_points, t):
        lab.cdp.send("Input.dispatchTouchEvent", {"type": kind, "timestamp": base + t, "touchPoints": touch_points})

    def at(p):
        return [{"id": pointer, "x": lab.left + p[0], "y": lab.top + p[1], "radiusX": 4, "radiusY": 4, "force": 0.5}]

    send("touchStart", at(points[0]), 0)
    for i in range(1, steps + 1):
        send("touchMove", at(points[i]), interval * i)
    send("touchEnd", [], interval * steps + 0.004)
    return base + interval * steps


def test_scroll_flick_and_stop_the_list_by_touch(open_lab):
    require_scene("list")
    lab = open_lab("list")
    x = lab.width / 2
    assert content_y(lab) == 0
    rows = [n["name"] for n in lab.js("graspLab.nodes") if n["name"].startswith("row")]
    assert "row0" in rows and len(rows) <= lab.height / 60 + 3, rows  # only the rows on screen exist

    # 1. A slow drag up by 240 pt: while the finger is down, the content follows it exactly, and the
    #    list's pan reports that offset.
    lab.restart_clock()
    moved = press_and_move(lab, x, lab.height - 100, lab.height - 340, at=0.02, steps=24, interval=0.016)
    lab.page.wait_for_function(
        "() => { const n = graspLab.node('list-content'); return n && Math.abs(n.frame.y + 240) < 0.5; }", timeout=5000)
    changed = [c for c in list_changes(lab) if c["reported"] == "changed"][-1]
    assert abs(changed["values"]["contentOffset"][1] - 240) < 0.5, changed["values"]
    lab.screenshot("list-scrolled")
    lab.touch("touchEnd", [], at=moved + 0.3)
    lab.wait_for_log("list", "ended")
    lab.settle(1.5)  # whatever the lift leaves of a glide comes to rest
    start = content_y(lab)

    # 2. A flick: 200 pt up in 80 ms. The list keeps moving after the finger lifts.
    flick(lab, x, lab.height - 100, lab.height - 300, steps=8, interval=0.01)
    lab.page.wait_for_function(
        "y => graspLab.node('list-content').frame.y < y", arg=start - 200 - 50, timeout=8000)
    gliding = content_y(lab)  # past where the finger left it: it glides on
    lab.page.wait_for_timeout(100)
    assert content_y(lab) < gliding - 10, "the list does not glide after the flick"

    # 3. A touch on the gliding list stops it where it is; holding, then lifting, it stays.
    changes = len(lab.log())
    lab.restart_clock()
    lab.touch("touchStart", [(1, x, lab.height / 2)], at=0.0)
    lab.page.wait_for_function(
        "n => graspLab.log.slice(n).some(c => c.recognizer === 'list' && c.reported === 'began')",
        arg=changes, timeout=3000)
    lab.page.wait_for_timeout(150)
    caught = content_y(lab)
    lab.page.wait_for_timeout(300)
    held = content_y(lab)
    lab.touch("touchEnd", [], at=0.55)
    lab.page.wait_for_timeout(400)
    rest = content_y(lab)
    assert abs(held - caught) < 0.5 and abs(rest - caught) < 0.5, (caught, held, rest)
    assert caught < gliding - 10, (gliding, caught)  # it had glided on before the touch
    # The timeline says the same: the touch-down's line carries the offset the page shows.
    began = [c for c in lab.log()[changes:] if c["recognizer"] == "list" and c["reported"] == "began"][0]
    assert abs(began["values"]["contentOffset"][1] + caught) < 1, (began["values"], caught)
    # That touch selected no row.
    assert not any(c["recognizer"] == "tap" and c["reported"] == "recognized" for c in lab.log()[changes:]), lab.reported()
    lab.screenshot("list-stopped")
    assert lab.page.errors == []


def test_tap_selects_a_row(open_lab):
    require_scene("list")
    lab = open_lab("list")
    row2 = lab.node("row2")
    colour = row2["color"]
    lab.tap(lab.width / 2, 150)  # row 2: 120 … 180
    lab.wait_for_log("tap", "recognized")
    lab.settle(0.2)
    assert lab.node("row2")["color"] != colour
    assert lab.node("row1")["color"] == colour
    lab.screenshot("list-selected")


def test_box_in_list_and_carousels_draw_and_take_their_drags(open_lab):
    require_scene("box-in-list")
    lab = open_lab("box-in-list")
    box = lab.node("box")["frame"]
    lab.scroll(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, 150, 0, speed=600)
    lab.settle(0.5)
    moved = lab.node("box")["frame"]
    assert moved["x"] > box["x"] + 100 and content_y(lab) == 0, (box, moved)
    lab.screenshot("box-in-list-dragged")

    require_scene("carousels")
    lab = open_lab("carousels")
    card = lab.node("carousel0-page0")["frame"]
    lab.scroll(lab.width * 0.8, card["y"] + card["height"] / 2, -300, 0, speed=2000, prevent_fling=False)
    lab.settle(1.0)
    assert abs(lab.node("carousel0-content")["frame"]["x"] + lab.width) < 1, lab.node("carousel0-content")
    assert content_y(lab) == 0
    lab.screenshot("carousels-paged")


def stage_pixel(lab, x, y):
    """The stage canvas's RGBA at stage point (x, y)."""
    return lab.js(
        "([x, y]) => { const c = document.getElementById('stage'); const k = c.width / c.clientWidth;"
        " return Array.from(c.getContext('2d').getImageData(Math.floor(x * k), Math.floor(y * k), 1, 1).data); }",
        [x, y])


def test_the_list_draws_its_scroll_indicator_while_scrolling_and_fades_it(open_lab):
    require_scene("list")
    lab = open_lab("list")
    x = lab.width / 2
    assert lab.js("graspLab.indicators") == []  # never scrolled: none shown
    # A drag up, held down: the list's vertical indicator shows, opaque, along the right edge.
    lab.restart_clock()
    press_and_move(lab, x, lab.height - 100, lab.height - 340, at=0.02, steps=24, interval=0.016)
    lab.page.wait_for_function("() => graspLab.indicators.some(i => i.node === 'list' && i.alpha === 1)", timeout=5000)
    [bar] = lab.js("graspLab.indicators")
    assert bar["axis"] == "vertical" and bar["frame"]["width"] == 3, bar
    assert abs(bar["frame"]["x"] + 3 + 3 - lab.width) < 0.01, (bar, lab.width)
    centre = (bar["frame"]["x"] + 1.5, bar["frame"]["y"] + bar["frame"]["height"] / 2)
    lab.page.wait_for_timeout(100)
    drawn = stage_pixel(lab, *centre)
    lab.screenshot("list-scroll-indicator")
    # Lifted without a fling, the content stays; the indicator fades out and the pixel under it changes.
    lab.touch("touchEnd", [], at=0.02 + 24 * 0.016 + 0.3)
    lab.page.wait_for_function("() => graspLab.indicators.length === 0", timeout=5000)
    lab.page.wait_for_timeout(100)
    assert stage_pixel(lab, *centre) != drawn, "the indicator was not drawn on the stage"
    assert lab.page.errors == []
