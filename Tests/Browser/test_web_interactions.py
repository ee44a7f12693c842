"""grasp.js's interactions on a page's own elements: the refresh control, the collapsing header, drag and
drop between lists and the navigation stack's edge swipe (Web/examples/refresh, header, dragdrop and
navigation), in Chromium at 390×844 with real touch input through CDP. Each test asserts that the
elements moved as the engine reported (the interaction's values and its delegate's calls), and saves a
screenshot of the component at work.
"""
import pytest

from test_web_examples import Example, phone, translation_of  # noqa: F401  (phone: the fixture)


def test_a_pull_past_the_trigger_refreshes_once_and_ends(phone):
    e = Example(phone, "refresh")
    x, y = e.center("#list")
    # A slow pull of 260 px: past the trigger (80 px of pull, the rubber band's share of the drag), held there.
    at = e.drag((x, y - 150), (0, 260), 30, lift=False)
    e.page.wait_for_function("example.refreshes === 1", timeout=3000)
    e.screenshot("refresh-pulled")
    e.touch("touchEnd", [], at + 1 / 60)
    # Released, the content rests the refreshing height (60 px) below its top while the refresh runs.
    e.page.wait_for_function("Math.abs(example.refresh().offset + 60) < 0.1 && !example.ended", timeout=1500)
    r = e.js("example.refresh()")
    assert r["refreshing"] is True and r["pull"] == pytest.approx(60, abs=0.1), r
    assert translation_of(e, "#list-content") == pytest.approx([0, -r["offset"]], abs=0.5)
    assert e.js("document.getElementById('indicator').textContent") == "Refreshing…"
    e.screenshot("refresh-refreshing")
    # The page ends it two seconds after it began: the content goes back to its top, and one pull was one refresh.
    e.page.wait_for_function("example.ended === 1 && example.refresh().offset === 0", timeout=4000)
    assert e.js("example.refresh().refreshing") is False
    assert translation_of(e, "#list-content") == pytest.approx([0, 0], abs=0.5)
    assert e.js("example.refreshes") == 1
    assert e.page.errors == []


def test_a_scroll_up_collapses_the_header_and_a_scroll_back_expands_it(phone):
    e = Example(phone, "header")
    assert e.rect("#bar")["h"] == pytest.approx(140, abs=0.5)
    x, y = e.center("#list")
    # Up by 300 px, slowly, then held still and lifted: the title collapses first (80 px), the list takes the rest.
    at = e.drag((x, y + 150), (0, -300), 40, lift=False)
    e.wait(0.1)
    e.touch("touchEnd", [], at + 0.12)
    e.page.wait_for_function("!example.header().snapping && !example.header().dragging && !example.header().decelerating", timeout=4000)
    h = e.js("example.header()")
    assert h["height"] == 60 and h["progress"] == 1, h
    assert e.rect("#bar")["h"] == pytest.approx(60, abs=0.5)
    assert h["offset"] > 150, h
    assert translation_of(e, "#list-content")[1] == pytest.approx(-h["offset"], abs=0.5)
    heights = e.js("example.heights")
    assert heights == sorted(heights, reverse=True) and heights[-1] == 60, heights
    e.screenshot("header-collapsed")
    # Down by 500 px: the list comes back to its top first, then the title expands to 140 px.
    at = e.drag((x, y - 150), (0, 500), 50, lift=False)
    e.wait(0.1)
    e.touch("touchEnd", [], at + 0.12)
    e.page.wait_for_function("!example.header().snapping && !example.header().dragging && !example.header().decelerating"
                             " && example.header().offset === 0", timeout=4000)
    assert e.js("example.header().height") == 140
    assert e.rect("#bar")["h"] == pytest.approx(140, abs=0.5)
    assert e.page.errors == []


def test_a_card_long_pressed_in_one_list_is_dropped_in_the_other(phone):
    e = Example(phone, "dragdrop")
    x, y = e.center("#item-1")
    target = e.rect("#done")
    # Held 0.6 s (a long press lifts it), carried to the right list below its third card, and let go.
    e.touch("touchStart", [(1, x, y)], 0.0)
    dx, dy = target["x"] + target["w"] / 2 - x, 60 * 3 + 30 - y + target["y"]
    for k in range(1, 25):
        e.touch("touchMove", [(1, x + dx * k / 24, y + dy * k / 24)], 0.6 + k / 30)
    e.next_frame()
    d = e.js("example.drops()")
    assert d["lifted"] == 1 and d["target"] == 1 and d["insertion"] == 3, d
    # Carried, it is drawn over both lists (in the container), where the engine has it.
    assert e.js("document.getElementById('item-1').parentElement.tagName") == "MAIN"
    lifted = e.rect("#item-1")
    assert lifted["x"] + lifted["w"] / 2 == pytest.approx(x + dx, abs=2), lifted
    e.screenshot("dragdrop-carried")
    e.touch("touchEnd", [], 0.6 + 25 / 30)
    e.page.wait_for_function("example.moves.length === 1 && example.drops().lifted === -1", timeout=3000)
    assert e.js("example.moves") == [[1, 0, 1, 3]]
    e.wait(0.6)
    # The element joined the right list, fourth; the cards below it in the left list closed the gap.
    assert e.js("example.drops().order") == [[0, 2, 3, 4], [5, 6, 7, 1]]
    assert e.js("document.getElementById('item-1').parentElement.id") == "done-content"
    assert translation_of(e, "#item-1") == pytest.approx([0, 180], abs=0.5)
    assert translation_of(e, "#item-2") == pytest.approx([0, 60], abs=0.5)
    assert e.rect("#item-1")["x"] == pytest.approx(target["x"], abs=0.5)
    e.screenshot("dragdrop-dropped")
    assert e.page.errors == []


def test_an_edge_swipe_pops_the_top_screen_and_a_tap_pushes_it_back(phone):
    e = Example(phone, "navigation")
    width = e.rect("#stack")["w"]
    x, y = e.rect("#stack")["x"] + 4, e.center("#stack")[1]
    # From the left edge 150 px to the right, held: the top screen follows the finger, the one below at a parallax.
    at = e.drag((x, y), (150, 0), 12, lift=False)
    e.next_frame()
    n = e.js("example.navigation()")
    assert n["depth"] == 3 and 0.2 < n["progress"] < 0.5, n
    assert translation_of(e, "#screen-2")[0] == pytest.approx(n["top"], abs=0.5)
    assert translation_of(e, "#screen-1")[0] == pytest.approx(n["below"], abs=0.5)
    assert n["below"] < 0, n
    e.screenshot("navigation-swiping")
    # On past half the width and lifted: the pop completes.
    for k in range(1, 7):
        e.touch("touchMove", [(1, x + 150 + 20 * k, y)], at + k / 60)
    e.touch("touchEnd", [], at + 7 / 60)
    e.page.wait_for_function("example.pops.length === 1 && !example.navigation().transitioning", timeout=3000)
    assert e.js("example.pops") == [2]
    assert e.js("document.getElementById('screen-2').hidden") is True
    assert translation_of(e, "#screen-1") == pytest.approx([0, 0], abs=0.5)
    assert translation_of(e, "#screen-0")[0] == pytest.approx(-0.3 * width, abs=0.5)
    e.screenshot("navigation-popped")
    # A tap in the middle pushes the third screen back; it slides in from the right.
    e.restart_clock()
    e.touch("touchStart", [(1, 200, y)], 0.0)
    e.touch("touchEnd", [], 0.06)
    e.page.wait_for_function("example.navigation().depth === 3 && !example.navigation().transitioning", timeout=3000)
    assert e.js("document.getElementById('screen-2').hidden") is False
    assert translation_of(e, "#screen-2") == pytest.approx([0, 0], abs=0.5)
    assert e.page.errors == []
