"""The `reorder` scene of issue 28 in real Chromium, on a phone's screen (390×844), by touch: a long press
lifts a row (drawn raised), a slow drag moves it past two rows, holding it near the bottom edge scrolls the
list under it, and lifting the finger drops it into its slot. Screenshots at each step."""
from conftest import Lab, require_scene


def last_values(lab, recognizer):
    return [c for c in lab.log() if c["recognizer"] == recognizer][-1]["values"]


def order(values):
    return [int(i) for i in values["order"].split(",")]


def move(lab, x, y0, y1, at, steps=20, interval=0.016):
    """Moves finger 0 from (x, y0) to (x, y1) in `steps` moves; returns the time of the last one."""
    for i in range(1, steps + 1):
        lab.touch("touchMove", [(0, x, y0 + (y1 - y0) * i / steps)], at=at + interval * i)
    return at + interval * steps


def test_reorder_lift_drag_auto_scroll_and_drop_on_a_phone(browser):
    require_scene("reorder")
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, bypass_csp=True)
    try:
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        lab = Lab(page, "reorder")
        row3 = lab.node("row3")["frame"]
        x, y = 200, row3["y"] + row3["height"] / 2
        assert row3["width"] == lab.width, row3

        # 1. Held 0.7 s: the press fires at 0.5 s and row 3 lifts, raised (scaled up, in front).
        lab.restart_clock()
        lab.touch("touchStart", [(0, x, y)], at=0.05)
        lab.wait_for_log("rowLift", "began")
        lab.settle(0.2)
        assert last_values(lab, "rowLift")["lifted"] == 3
        lifted = lab.node("row3")["frame"]
        assert lifted["width"] > row3["width"] + 5, lifted
        assert "list:failed" in lab.reported("list"), lab.reported("list")

        # 2. Dragged down 130 pt: it passes rows 4 and 5, which slide up.
        end = move(lab, x, y, y + 130, at=0.8)
        lab.settle(0.5)
        assert order(last_values(lab, "rowLift"))[:7] == [0, 1, 2, 4, 5, 3, 6]
        assert abs(lab.node("row4")["frame"]["y"] - row3["y"]) < 0.5, lab.node("row4")
        assert abs(lab.node("row3")["frame"]["y"] + lifted["height"] / 2 - (y + 130)) < 1, lab.node("row3")
        lab.screenshot("reorder-lifted")

        # 3. Held 30 pt from the bottom edge for a second: the list scrolls under the row (1,200 pt/s
        #    × (30/60)² = 300 pt/s), the row stays under the finger.
        bottom = lab.height - 30
        end = move(lab, x, y + 130, bottom, at=end + 0.5, steps=15)
        lab.touch("touchMove", [(0, x + 1, bottom)], at=end + 1.0)
        offset = -lab.node("list-content")["frame"]["y"]
        assert offset > 150, offset
        held = lab.node("row3")["frame"]
        assert abs(held["y"] + held["height"] / 2 - bottom) < 1, held
        lab.screenshot("reorder-auto-scroll")

        # 4. Back to the middle (the scroll stops) and lifted: it drops into its slot, animated.
        end = move(lab, x + 1, bottom, 400, at=end + 1.05, steps=10)
        lab.touch("touchEnd", [], at=end + 0.2)
        lab.wait_for_log("rowLift", "ended")
        lab.settle(0.6)
        values = last_values(lab, "rowLift")
        assert values["lifted"] == -1, values
        final = order(values)
        assert sorted(final) == list(range(30)) and final.index(3) > 5, final
        dropped = lab.node("row3")["frame"]
        content = lab.node("list-content")["frame"]
        assert dropped["width"] == lab.width and abs(dropped["y"] - content["y"] - 60 * final.index(3)) < 0.5, (dropped, content)
        lab.screenshot("reorder-dropped")
        assert page.errors == []
    finally:
        context.close()
