"""The list interactions of issue 28 in real Chromium, on a phone's screen (390×844), by touch: the
`swipe-actions` scene opens a row by a sideways drag, shows its buttons, runs Delete by a tap on it (the
rows below move up), and pins a row by a full swipe to the right. Screenshots at each step."""
from conftest import Lab, require_scene


def drag(lab, x0, x1, y, at, steps=20, interval=0.016, hold=0.1, lift=True):
    """A slow one-finger drag from (x0, y) to (x1, y), held still `hold` s before lifting; returns the
    time of the last event."""
    lab.touch("touchStart", [(0, x0, y)], at=at)
    for i in range(1, steps + 1):
        lab.touch("touchMove", [(0, x0 + (x1 - x0) * i / steps, y)], at=at + interval * i)
    end = at + interval * steps + hold
    if lift:
        lab.touch("touchEnd", [], at=end)
    return end


def last_values(lab, recognizer):
    return [c for c in lab.log() if c["recognizer"] == recognizer][-1]["values"]


def test_swipe_actions_open_delete_and_pin_on_a_phone(browser):
    require_scene("swipe-actions")
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, bypass_csp=True)
    try:
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        lab = Lab(page, "swipe-actions")
        width = lab.width
        row3 = lab.node("row3")["frame"]
        y = row3["y"] + row3["height"] / 2
        assert row3["x"] == 0, row3

        # 1. A slow drag of 100 pt to the left, held, lifted: past half of 148, the row opens to -148
        #    and Archive and Delete show behind it.
        lab.restart_clock()
        drag(lab, width - 60, width - 160, y, at=0.05)
        lab.wait_for_log("rowSwipe", "ended")
        lab.settle(0.8)
        assert abs(lab.node("row3")["frame"]["x"] + 148) < 0.5, lab.node("row3")
        delete = lab.node("action-delete")["frame"]
        archive = lab.node("action-archive")["frame"]
        assert abs(delete["x"] - (width - 74)) < 0.5 and abs(archive["x"] - (width - 148)) < 0.5, (delete, archive)
        assert last_values(lab, "rowSwipe")["openRow"] == 3
        lab.screenshot("swipe-actions-open")

        # 2. A tap on Delete: row 3 goes, row 4 moves up into its place.
        lab.tap(delete["x"] + delete["width"] / 2, y)
        lab.wait_for_log("rowTap", "recognized")
        lab.settle(0.6)
        assert lab.node("row3") is None
        assert abs(lab.node("row4")["frame"]["y"] - row3["y"]) < 0.5, lab.node("row4")
        values = last_values(lab, "rowTap")
        assert values["lastAction"] == "delete:3" and values["rowCount"] == 29, values
        lab.screenshot("swipe-actions-deleted")

        # 3. Row 5 dragged right 150 pt and held: Pin shows on the left, the row rubber-bands past 74.
        row5 = lab.node("row5")["frame"]
        y5 = row5["y"] + row5["height"] / 2
        lab.restart_clock()
        end = drag(lab, 20, 170, y5, at=0.05, lift=False)
        lab.settle(0.3)
        x = lab.node("row5")["frame"]["x"]
        assert 74 < x < 150, x
        assert lab.node("action-pin")["frame"]["x"] == 0
        lab.screenshot("swipe-actions-pin-dragging")
        # Carried on past 0.6 of the width and lifted: a full swipe pins it and the row closes.
        for i in range(1, 11):
            lab.touch("touchMove", [(0, 170 + 13 * i, y5)], at=end + 0.016 * i)
        lab.touch("touchEnd", [], at=end + 0.3)
        lab.wait_for_log("rowSwipe", "ended")
        lab.settle(0.8)
        values = last_values(lab, "rowSwipe")
        # The release's line: the action ran; the row then closes, animated.
        assert values["lastAction"] == "pin:5" and values["openRow"] == 5, values
        assert lab.node("row5")["frame"]["x"] == 0
        assert lab.node("row5")["label"].startswith("●"), lab.node("row5")
        lab.screenshot("swipe-actions-pinned")
        assert page.errors == []
    finally:
        context.close()


def test_navigation_edge_swipe_back_and_the_carousel_on_a_phone(browser):
    require_scene("navigation")
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, bypass_csp=True)
    try:
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        lab = Lab(page, "navigation")
        carousel = lab.node("carousel")["frame"]
        y = carousel["y"] + carousel["height"] / 2

        # 1. Outside the edge zone, a sideways drag on the carousel pages it; nothing pops.
        lab.restart_clock()
        drag(lab, 300, 100, y, at=0.05, steps=8, interval=0.012, hold=0)
        lab.wait_for_log("carousel", "ended")
        lab.settle(1.0)
        assert abs(lab.node("carousel-content")["frame"]["x"] + lab.width) < 1, lab.node("carousel-content")
        assert last_values(lab, "carousel")["depth"] == 3
        lab.screenshot("navigation-carousel-paged")

        # 2. From the edge, on the carousel too, the edge pan takes the drag: held at 200 pt the top screen
        #    is there and the one below shows at its parallax place.
        lab.restart_clock()
        end = drag(lab, 4, 204, y, at=0.05, lift=False)
        lab.settle(0.3)
        top = lab.node("screen2")["frame"]["x"]
        below = lab.node("screen1")["frame"]["x"]
        assert abs(top - 200) < 2, top
        assert abs(below + 0.3 * (lab.width - top)) < 2, (top, below)
        assert abs(lab.node("carousel-content")["frame"]["x"] - top + lab.width) < 1  # it did not page
        lab.screenshot("navigation-popping")
        lab.touch("touchEnd", [], at=end + 0.1)
        lab.wait_for_log("edgePan", "ended")
        lab.settle(1.0)
        assert last_values(lab, "edgePan")["depth"] == 3  # the line of the release, before it completes
        assert lab.node("screen1")["frame"]["x"] == 0
        lab.screenshot("navigation-popped")
        assert page.errors == []
    finally:
        context.close()
