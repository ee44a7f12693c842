"""The page itself: it renders, its test object is read-only, it lists the catalog, and it keeps the
page still while a finger is on the stage. One screenshot per scene is kept as an artefact."""
import pytest

from conftest import LAB_URL, Lab, catalog, lab_url, wait_for_engine

REFERENCE_SCENES = ["flick", "drag", "moveme", "stream", "gallery"]


def test_page_renders_a_stage_and_a_timeline(open_lab):
    lab = open_lab("probe")
    box = lab.node("box")["frame"]
    lab.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    lab.wait_for_log("probe", "ended")
    path = lab.screenshot("page-renders")
    timeline = lab.page.locator("#timeline")
    assert timeline.is_visible()
    box = timeline.bounding_box()
    assert box["width"] > 100 and box["height"] > 100
    # Non-blank: the stage and the timeline are painted with several colours, not one fill.
    colours = lab.js("""id => {
        const c = document.getElementById(id), g = c.getContext('2d'), seen = new Set();
        const data = g.getImageData(0, 0, c.width, c.height).data;
        for (let i = 0; i < data.length; i += 4 * 7) seen.add(data[i] << 16 | data[i + 1] << 8 | data[i + 2]);
        return seen.size;
    }""", "stage")
    assert colours >= 3, f"the stage shows {colours} colour(s)"
    assert lab.js("""() => { const c = document.getElementById('timeline'), d = c.getContext('2d')
        .getImageData(0, 0, c.width, c.height).data; const s = new Set();
        for (let i = 0; i < d.length; i += 4 * 7) s.add(d[i] << 16 | d[i + 1] << 8 | d[i + 2]); return s.size; }""") >= 3
    assert path.exists()
    assert lab.page.errors == []


def test_the_page_lists_the_catalog_and_opens_the_first_scene(page):
    page.goto(lab_url())
    wait_for_engine(page)
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
    assert lab.js("graspLab.version") == 5


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


def upgrade_status(origin):
    """The HTTP status of a WebSocket upgrade to the running lab with this Origin."""
    import http.client
    from urllib.parse import urlparse
    url = urlparse(LAB_URL)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=5)
    conn.request("GET", "/ws", headers={
        "Origin": origin, "Connection": "Upgrade", "Upgrade": "websocket",
        "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="})
    status = conn.getresponse().status
    conn.close()
    return status


def test_websocket_upgrades_from_another_origin_are_refused():
    assert upgrade_status("http://evil.example") == 403
    assert upgrade_status(LAB_URL) == 101


def test_a_page_from_another_origin_cannot_connect(page):
    page.goto("about:blank")
    ws_url = LAB_URL.replace("http://", "ws://") + "/ws"
    outcome = page.evaluate("""url => new Promise(done => {
        const ws = new WebSocket(url);
        ws.onopen = () => done('open');
        ws.onerror = () => done('refused');
        setTimeout(() => done('timeout'), 3000);
    })""", ws_url)
    assert outcome == "refused"
