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
        x = 200

        # 0. A slow drag up of 300 pt, held before lifting: the list scrolls by about 300 (a page that is
        #    still starting may make it glide a little further); the row then nearest y 210 is taken.
        lab.restart_clock()
        lab.touch("touchStart", [(0, x, 350)], at=0.05)
        end = move(lab, x, 350, 50, at=0.05)
        lab.touch("touchEnd", [], at=end + 0.2)
        # At rest (a finger on a gliding list stops it and lifts nothing, as in UIKit).
        scrolled = None
        for _ in range(30):
            lab.settle(0.2)
            now = -lab.node("list-content")["frame"]["y"]
            if now == scrolled:
                break
            scrolled = now
        assert 250 < scrolled < 600, lab.node("list-content")
        r = int((210 + scrolled) // 60)
        taken = lab.node(f"row{r}")["frame"]
        y = taken["y"] + taken["height"] / 2
        assert taken["width"] == lab.width, taken

        # 1. Held 0.7 s: the press fires at 0.5 s and row r lifts, raised (scaled up, in front).
        lab.restart_clock()
        lab.touch("touchStart", [(0, x, y)], at=0.05)
        lab.wait_for_log("rowLift", "began")
        lab.settle(0.2)
        assert last_values(lab, "rowLift")["lifted"] == r
        lifted = lab.node(f"row{r}")["frame"]
        assert lifted["width"] > taken["width"] + 5, lifted
        assert lab.reported("list")[-1] == "list:failed", lab.reported("list")

        # 2. Dragged down 130 pt: it passes the next two rows, which slide up.
        end = move(lab, x, y, y + 130, at=0.8)
        lab.settle(0.5)
        assert order(last_values(lab, "rowLift"))[r - 1:r + 4] == [r - 1, r + 1, r + 2, r, r + 3]
        assert abs(lab.node(f"row{r + 1}")["frame"]["y"] - taken["y"]) < 0.5, lab.node(f"row{r + 1}")
        assert abs(lab.node(f"row{r}")["frame"]["y"] + lifted["height"] / 2 - (y + 130)) < 1, lab.node(f"row{r}")
        lab.screenshot("reorder-lifted")

        # 3. Held 15 pt from the top edge: the list scrolls up under the row at 1,200 × (45/60)² =
        #    675 pt/s, the row staying under the finger; then it stops at the top.
        top = 15
        end = move(lab, x, y + 130, top, at=end + 0.5, steps=15)
        lab.touch("touchMove", [(0, x + 1, top)], at=end + 0.25)
        offset = -lab.node("list-content")["frame"]["y"]
        assert 0 <= offset < scrolled, offset
        held = lab.node(f"row{r}")["frame"]
        assert abs(held["y"] + held["height"] / 2 - top) < 1, held
        lab.screenshot("reorder-auto-scroll")
        # The speed, measured on the scene's clock while the finger rests (the page ticks it each frame).
        sample = "[graspLab.time, -graspLab.node('list-content').frame.y]"
        t0, o0 = lab.js(sample)
        lab.settle(0.15)
        t1, o1 = lab.js(sample)
        print(f"auto-scroll: {o0:.1f} -> {o1:.1f} pt over {t1 - t0:.3f} s of scene time")
        if o1 > 0 and t1 > t0:
            assert abs((o0 - o1) / (t1 - t0) - 675) < 100, (o0, o1, t0, t1)
        page.wait_for_function("graspLab.node('list-content').frame.y === 0", timeout=3000)
        lab.touch("touchMove", [(0, x, top)], at=end + 3.0)

        # 4. Back down to the middle (out of the zone) and lifted: it drops into its slot, animated.
        end = move(lab, x, top, 100, at=end + 3.05, steps=10)
        lab.touch("touchEnd", [], at=end + 0.2)
        lab.wait_for_log("rowLift", "ended")
        lab.settle(0.6)
        values = last_values(lab, "rowLift")
        assert values["lifted"] == -1, values
        final = order(values)
        assert sorted(final) == list(range(30)) and final.index(r) == 1, final
        dropped = lab.node(f"row{r}")["frame"]
        assert dropped["width"] == lab.width and abs(dropped["y"] - 60) < 0.5, dropped
        lab.screenshot("reorder-dropped")
        assert page.errors == []
    finally:
        context.close()
