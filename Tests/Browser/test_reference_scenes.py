"""The five reference interactions, driven by real touch input. Each test is skipped, with the reason,
until its scene is in the lab's catalog, and runs from then on. The scenes' node names are not known
here, so the tests find the node a finger lands on and follow its frame."""
import pytest

from conftest import require_scene


def moving_nodes(lab):
    """Every drawn node but the root, by name."""
    return {n["name"]: n for n in lab.js("graspLab.nodes") if n["parent"] >= 0 and not n["hidden"]}


def node_at(lab, x, y):
    """The front-most node whose frame contains (x, y), in draw order."""
    hit = None
    for n in lab.js("graspLab.nodes"):
        f = n["frame"]
        if n["parent"] >= 0 and not n["hidden"] and f["x"] <= x <= f["x"] + f["width"] and f["y"] <= y <= f["y"] + f["height"]:
            hit = n
    return hit


def centre(node):
    f = node["frame"]
    return f["x"] + f["width"] / 2, f["y"] + f["height"] / 2


def test_flick_the_box_and_catch_it_in_flight(open_lab):
    require_scene("flick")
    lab = open_lab("flick")
    candidates = [n for n in moving_nodes(lab).values()
                  if n["color"] and n["frame"]["width"] * n["frame"]["height"] < 0.5 * lab.width * lab.height]
    assert candidates, "no node to flick"
    box = candidates[-1]
    x, y = centre(box)
    start = box["frame"]
    lab.restart_clock()
    lab.touch("touchStart", [(0, x, y)], at=0.02)
    for i in range(1, 9):
        lab.touch("touchMove", [(0, x + 25 * i, y)], at=0.02 + 0.008 * i)
    lab.touch("touchEnd", [], at=0.02 + 0.008 * 9)
    lab.page.wait_for_timeout(120)
    flying = lab.node(box["name"])["frame"]
    assert flying["x"] > start["x"] + 150, "the box did not fly after the flick"
    cx, cy = flying["x"] + flying["width"] / 2, flying["y"] + flying["height"] / 2
    lab.restart_clock()
    changes = len(lab.log())
    lab.touch("touchStart", [(1, cx, cy)], at=0.0)
    # The frame that reflects the touch-down arrives a round trip later; read the box after it.
    lab.page.wait_for_function("n => graspLab.log.length > n", arg=changes, timeout=2000)
    lab.page.wait_for_timeout(50)
    caught = lab.node(box["name"])["frame"]
    lab.page.wait_for_timeout(300)
    held = lab.node(box["name"])["frame"]
    lab.screenshot("flick-caught")
    lab.touch("touchEnd", [], at=0.4)
    # Caught in flight: it stops where it was touched and stays there while the finger holds.
    assert abs(held["x"] - caught["x"]) < 3 and abs(held["y"] - caught["y"]) < 3, (caught, held)
    assert abs(held["x"] + held["width"] / 2 - cx) < 40


def test_swipe_on_the_stream(open_lab):
    require_scene("stream")
    lab = open_lab("stream")
    lab.scroll(lab.width * 0.7, lab.height / 2, -300, 0, speed=1500, prevent_fling=False)
    lab.settle(0.5)
    assert any(r.endswith(":recognized") or r.endswith(":ended") for r in lab.reported()), lab.reported()
    lab.screenshot("stream-swipe")


def test_gallery_pages_and_dismisses(open_lab):
    require_scene("gallery")
    lab = open_lab("gallery")
    before = {name: n["frame"]["x"] for name, n in moving_nodes(lab).items()}
    lab.scroll(lab.width * 0.8, lab.height / 2, -lab.width * 0.6, 0, speed=1500, prevent_fling=False)
    lab.settle(1.0)
    after = {name: n["frame"]["x"] for name, n in moving_nodes(lab).items()}
    shifted = [name for name in before if name in after and abs(after[name] - before[name]) > lab.width * 0.4]
    assert shifted, "no page moved by more than 40% of the width after a horizontal swipe"
    lab.screenshot("gallery-paged")
    before = {name: (n["frame"]["y"], n["alpha"]) for name, n in moving_nodes(lab).items()}
    lab.scroll(lab.width / 2, lab.height * 0.4, 0, lab.height * 0.4, speed=1500, prevent_fling=False)
    lab.settle(1.0)
    after = {name: (n["frame"]["y"], n["alpha"]) for name, n in moving_nodes(lab).items()}
    changed = [name for name in before if name not in after or after[name] != before[name]]
    assert changed, "nothing moved or faded after a vertical dismiss"
    lab.screenshot("gallery-dismissed")


@pytest.mark.parametrize("scene", ["drag", "moveme"])
def test_drag_moves_the_touched_node(open_lab, scene):
    require_scene(scene)
    lab = open_lab(scene)
    candidates = [n for n in moving_nodes(lab).values() if n["frame"]["width"] < lab.width * 0.8]
    assert candidates, "no draggable node"
    target = candidates[-1]
    x, y = centre(target)
    lab.scroll(x, y, 120, 80, speed=600)
    lab.settle(0.5)
    moved = lab.node(target["name"])["frame"]
    assert abs(moved["x"] - target["frame"]["x"]) > 60 or abs(moved["y"] - target["frame"]["y"]) > 40
    lab.screenshot(f"{scene}-dragged")
