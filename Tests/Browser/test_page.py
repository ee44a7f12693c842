"""The page itself: it renders, its test object is read-only, it lists the catalog, and it keeps the
page still while a finger is on the stage. One screenshot per scene is kept as an artefact."""
import pytest

from conftest import LAB_URL, Lab, catalog

REFERENCE_SCENES = ["flick", "drag", "moveme", "stream", "gallery"]


def test_page_renders_a_stage_and_a_timeline(open_lab):
    lab = open_lab("probe")
    box = lab.node("box")["frame"]
    lab.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    lab.wait_for_log("probe", "ended")
    path = lab.screenshot("page-renders")
    stage = lab.page.locator("#stage").screenshot()
    timeline = lab.page.locator("#timeline")
    assert timeline.is_visible()
    box = timeline.bounding_box()
    assert box["width"] > 100 and box["height"] > 100
    # Non-blank: the stage image has many distinct colours (nodes, grid, trail), not one fill.
    assert len(stage) > 2000, "the stage screenshot is suspiciously small (blank?)"
    assert len(set(stage[i:i + 3] for i in range(100, len(stage) - 3, 97))) > 20
    assert path.exists()
    assert lab.page.errors == []


def test_the_page_lists_the_catalog_and_opens_the_first_scene(page):
    page.goto(LAB_URL + "/")
    page.wait_for_function("window.graspLab && graspLab.scene !== null && graspLab.scenes.length > 0")
    scenes = catalog()
    assert page.evaluate("graspLab.scenes") == scenes
    assert page.evaluate("graspLab.scene") == scenes[0]
    assert page.evaluate("Array.from(document.querySelectorAll('#scene option')).map(o => o.value)") == scenes


def test_the_test_object_is_read_only(open_lab):
    lab = open_lab("probe")
    assert lab.js("Object.isFrozen(graspLab)")
    assert lab.js("(() => { try { graspLab.scene = 'x'; } catch (e) {} return graspLab.scene; })()") == "probe"
    assert lab.js("(() => { const n = graspLab.nodes; n.length = 0; return graspLab.nodes.length > 0; })()")
    assert lab.js("(() => { try { window.graspLab = null; } catch (e) {} return window.graspLab !== null; })()")
    assert lab.js("graspLab.version") == 1


def test_the_stage_takes_touches_and_the_page_does_not_scroll_or_zoom(open_lab):
    lab = open_lab("probe")
    assert lab.js("getComputedStyle(document.getElementById('stage')).touchAction") == "none"
    assert "user-scalable=no" in lab.js("document.querySelector('meta[name=viewport]').content")
    lab.scroll(500, 600, 0, -300)
    lab.settle()
    assert lab.js("[window.scrollX, window.scrollY, visualViewport.scale]") == [0, 0, 1]


def test_switching_scenes_from_the_menu(open_lab):
    lab = open_lab("probe")
    other = [s for s in catalog() if s != "probe"]
    if not other:
        pytest.skip("the catalog has only the probe scene")
    lab.page.select_option("#scene", other[0])
    lab.page.wait_for_function("name => graspLab.scene === name", arg=other[0])
    assert lab.js("new URL(location.href).searchParams.get('scene')") == other[0]


def test_screenshot_of_every_scene(page):
    scenes = catalog()
    for scene in scenes:
        lab = Lab(page, scene)
        lab.settle(0.2)
        assert lab.screenshot(f"scene-{scene}").stat().st_size > 1000
        assert lab.js("graspLab.nodes.length") >= 1
    assert page.errors == []


@pytest.mark.parametrize("scene", REFERENCE_SCENES)
def test_reference_scene_is_offered(scene):
    if scene not in catalog():
        pytest.skip(f"scene {scene!r} is not in the lab's catalog yet")
