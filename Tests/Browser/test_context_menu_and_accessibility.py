"""Issue 54 in real Chromium: the `context-menu` scene by touch (a CDP long press lifts the card and opens
the menu; sliding onto an item and lifting chooses it) and by mouse (a right click opens it at once, a
click chooses), and the lab's accessibility panel, which lists the scene's elements and performs their
actions through the engine (showing the menu and choosing an item; stepping a slider in `controls`)."""

import pytest

from conftest import Lab, require_scene, wait_for

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1200, "height": 900}


@pytest.fixture()
def lab_at(browser):
    contexts = []

    def opener(scene, viewport, touch):
        require_scene(scene)
        context = browser.new_context(viewport=viewport, has_touch=touch, bypass_csp=True)
        contexts.append(context)
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        return Lab(page, scene)
    yield opener
    for context in contexts:
        assert context.pages[0].errors == []
        context.close()


def menu_values(lab):
    """The context menu's values (every recognizer of the scene reports the same ones)."""
    values = lab.js("graspLab.values")
    return next(iter(values.values()), {}) if values else {}


def card_centre(lab):
    f = lab.node("card")["frame"]
    return f["x"] + f["width"] / 2, f["y"] + f["height"] / 2


def test_long_press_lifts_and_opens_then_slide_chooses(lab_at):
    lab = lab_at("context-menu", PHONE, True)
    x, y = card_centre(lab)
    lab.restart_clock()
    lab.touch("touchStart", [(0, x, y)], at=0.02)
    for k in range(1, 18):
        lab.touch("touchMove", [(0, x, y)], at=0.02 + 0.04 * k)
    assert wait_for(lab, lambda: menu_values(lab).get("phase") == "open"), menu_values(lab)
    assert menu_values(lab)["liftScale"] == 1.15
    menu = lab.node("menu")["frame"]
    share = (menu["x"] + menu["width"] / 2, menu["y"] + 44 * 1.5)
    t = 0.72
    for k in range(1, 13):
        u = k / 12
        lab.touch("touchMove", [(0, x + (share[0] - x) * u, y + (share[1] - y) * u)], at=t + 0.016 * k)
    lab.touch("touchEnd", [], at=t + 0.016 * 13 + 0.05)
    assert wait_for(lab, lambda: menu_values(lab).get("lastAction") == "share"), menu_values(lab)
    assert menu_values(lab)["phase"] == "idle"
    lab.screenshot("context-menu-chosen")


def test_right_click_opens_at_once_and_a_click_chooses(lab_at):
    # Chromium often stamps a fast click's pointerdown and pointerup alike; the session sends such a press
    # and lift as two events (LabDesktopInputTests.clickWithinOneInstant). Before, the press was lost:
    # on the in-page engine, where the page's stamps reach the session unchanged, 5 clicks in 8 did nothing.
    lab = lab_at("context-menu", DESKTOP, False)
    x, y = card_centre(lab)
    lab.page.mouse.click(lab.left + x, lab.top + y, button="right")
    assert wait_for(lab, lambda: menu_values(lab).get("phase") == "open"), menu_values(lab)
    assert menu_values(lab)["liftScale"] == 1
    menu = lab.node("menu")["frame"]
    lab.page.mouse.click(lab.left + menu["x"] + 40, lab.top + menu["y"] + 44 * 2.5)
    assert wait_for(lab, lambda: menu_values(lab).get("lastAction") == "delete"), menu_values(lab)


def test_the_panel_lists_elements_and_performs_their_actions(lab_at):
    lab = lab_at("context-menu", DESKTOP, False)
    assert wait_for(lab, lambda: any(e["id"] == "card" for e in lab.js("graspLab.accessibility")))
    card = next(e for e in lab.js("graspLab.accessibility") if e["id"] == "card")
    assert card["label"] == "Photo" and card["actions"] == ["show menu"] and card["traits"] == "button|opensMenu"
    lab.page.click('#a11y li[data-id="card"] button[data-action="show menu"]')
    assert wait_for(lab, lambda: lab.js("graspLab.accessibilityPerformed") is True)
    assert wait_for(lab, lambda: menu_values(lab).get("phase") == "open"), menu_values(lab)
    lab.page.click('#a11y li[data-id="menu.copy"] button[data-action="activate"]')
    assert wait_for(lab, lambda: menu_values(lab).get("lastAction") == "copy"), menu_values(lab)


def test_the_panel_steps_a_slider_in_the_controls_scene(lab_at):
    lab = lab_at("controls", DESKTOP, False)
    assert wait_for(lab, lambda: any("adjustable" in e["traits"] for e in lab.js("graspLab.accessibility")))
    slider = next(e for e in lab.js("graspLab.accessibility") if "adjustable" in e["traits"] and e.get("value", "").endswith("%"))
    lab.page.click(f'#a11y li[data-id="{slider["id"]}"] button[data-action="increment"]')
    assert wait_for(lab, lambda: lab.js("graspLab.accessibilityPerformed") is not None)
    after = next(e for e in lab.js("graspLab.accessibility") if e["id"] == slider["id"])
    assert lab.js("graspLab.accessibilityPerformed") == (slider["value"] != "100%")
    if slider["value"] != "100%":
        assert after["value"] != slider["value"]
