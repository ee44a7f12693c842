"""Drag and drop between two lists (issue 28) in real Chromium, on a phone's screen (390×844), by touch:
the `drag-drop` scene lifts an item by a half-second press, carries it into the other list (the target
shows its insertion line), drops it there, sends another back by dropping it outside both lists, and
auto-scrolls the target while the finger rests near its bottom edge. Screenshots at each step."""
from conftest import Lab, require_scene


def centre(frame):
    return frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2


def last_values(lab, recognizer):
    return [c for c in lab.log() if c["recognizer"] == recognizer][-1]["values"]


def press_and_carry(lab, start, end, at, steps=24, interval=0.016, hold=0.65):
    """A finger held still `hold` s at `start` (long enough to lift), then carried to `end` in `steps`
    moves; returns the time of the last move. The finger stays down."""
    (x0, y0), (x1, y1) = start, end
    lab.touch("touchStart", [(0, x0, y0)], at=at)
    lab.touch("touchMove", [(0, x0, y0 + 0.5)], at=at + hold)
    for i in range(1, steps + 1):
        t = i / steps
        lab.touch("touchMove", [(0, x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)], at=at + hold + interval * i)
    return at + hold + interval * steps


def test_drag_drop_across_back_and_auto_scroll_on_a_phone(browser):
    require_scene("drag-drop")
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, bypass_csp=True)
    try:
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        lab = Lab(page, "drag-drop")
        left = lab.node("left")["frame"]
        right = lab.node("right")["frame"]
        assert left["x"] == 0 and right["x"] > left["x"] + left["width"], (left, right)
        lab.screenshot("drag-drop-start")

        # 1. Item 2 pressed half a second lifts (drawn raised), then carried into the right list, its
        #    centre on the boundary above the right list's row 3: the insertion line shows there.
        item2 = lab.node("item2")["frame"]
        start = centre(item2)
        lab.restart_clock()
        end = press_and_carry(lab, start, (right["x"] + right["width"] / 2, right["y"] + 180), at=0.05)
        lab.wait_for_log("lift", "began")
        lab.settle(0.3)
        values = last_values(lab, "lift")
        assert values["lifted"] == 2 and values["dropTarget"] == "right" and values["insertionIndex"] == 3, values
        marker = lab.node("right-insertion")["frame"]
        assert abs(marker["y"] + marker["height"] / 2 - (right["y"] + 180)) < 1, marker
        lifted = lab.node("lifted")["frame"]
        assert lifted["x"] > right["x"] - 100, lifted
        lab.screenshot("drag-drop-carrying")
        lab.touch("touchEnd", [], at=end + 0.3)
        lab.wait_for_log("lift", "ended")
        lab.settle(0.8)
        values = last_values(lab, "lift")
        assert values["right"].split(",")[:5] == ["14", "15", "16", "2", "17"], values
        assert "2" not in values["left"].split(","), values
        item2 = lab.node("item2")["frame"]
        assert abs(item2["x"] - right["x"]) < 0.5 and abs(item2["y"] - (right["y"] + 180)) < 0.5, item2
        lab.screenshot("drag-drop-dropped")

        # 2. Item 5 carried onto the title bar, outside both lists, and let go: it flies back.
        item5 = lab.node("item5")["frame"]
        lab.restart_clock()
        end = press_and_carry(lab, centre(item5), (left["width"] / 2, left["y"] / 2), at=0.05)
        lab.settle(0.2)
        assert last_values(lab, "lift")["dropTarget"] == "", last_values(lab, "lift")
        lab.touch("touchEnd", [], at=end + 0.25)
        lab.settle(0.08)
        lab.screenshot("drag-drop-flying-back")
        lab.settle(0.8)
        assert lab.node("item5")["frame"] == item5, (lab.node("item5"), item5)
        assert lab.node("lifted") is None or lab.node("lifted").get("hidden"), lab.node("lifted")

        # 3. Item 0 carried into the right list's bottom edge zone and held there: the list scrolls
        #    under it (its content moves up), then it is dropped where the line is.
        item0 = lab.node("item0")["frame"]
        lab.restart_clock()
        end = press_and_carry(lab, centre(item0), (right["x"] + right["width"] / 2, right["y"] + right["height"] - 20), at=0.05)
        lab.settle(0.6)
        content = lab.node("right-content")["frame"]
        assert content["y"] < right["y"] - 100, content
        lab.screenshot("drag-drop-auto-scrolling")
        lab.touch("touchEnd", [], at=end + 0.9)
        lab.wait_for_log("lift", "ended")
        lab.settle(0.8)
        values = last_values(lab, "lift")
        assert "0" in values["right"].split(",") and "0" not in values["left"].split(","), values
        assert sorted(int(i) for i in (values["left"] + "," + values["right"]).split(",")) == list(range(28)), values
        assert page.errors == []
    finally:
        context.close()
