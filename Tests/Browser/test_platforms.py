"""The lab's platform switch (protocol version 5): side by side, the page's session runs the list on
UIKit's physics (left) and its twin on Android's (right); a touch on either side goes to both. A pull down
from the top, then a flick, on each side: the iOS side rubber-bands (its content leaves its top) and never
stretches; the Android side keeps its content at its top and stretches it instead, then relaxes."""
from conftest import require_scene

# Records, every animation frame, how far each side's content went down and how far Android's stretched.
WATCH = """() => {
  window.__sides = { iosDown: 0, iosStretched: false, androidDown: 0, androidScale: 1, androidAnchor: null };
  const step = () => {
    const s = window.__sides, twin = graspLab.twin;
    const ios = graspLab.node('list-content');
    if (ios) s.iosDown = Math.max(s.iosDown, ios.frame.y);
    if (graspLab.stretch.length) s.iosStretched = true;
    if (twin) {
      const content = twin.nodes.find((n) => n.name === 'list-content');
      if (content) s.androidDown = Math.max(s.androidDown, content.frame.y);
      for (const x of twin.stretch) if (x.scale[1] > s.androidScale) { s.androidScale = x.scale[1]; s.androidAnchor = x.anchor[1]; }
    }
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}"""

RESET = "() => Object.assign(window.__sides, { iosDown: 0, iosStretched: false, androidDown: 0, androidScale: 1, androidAnchor: null })"

AT_REST = """() => { const t = graspLab.twin, c = graspLab.node('list-content');
  return c && Math.abs(c.frame.y) < 0.5 && t && t.stretch.length === 0 && graspLab.stretch.length === 0; }"""


def rect(lab, selector):
    return lab.js(f"(() => {{ const r = document.querySelector({selector!r}).getBoundingClientRect();"
                  " return [r.left, r.top, r.width, r.height]; })()")


def drag(lab, left, top, x, y0, y1, steps, interval, hold):
    """One finger from (x, y0) to (x, y1) on the canvas at (left, top), `steps` moves `interval` s apart,
    held `hold` s, then lifted; events carry their own timestamps, paced to real time."""
    lab.left, lab.top = left, top
    lab.restart_clock()
    lab.touch("touchStart", [(0, x, y0)], at=0.02)
    for i in range(1, steps + 1):
        lab.touch("touchMove", [(0, x, y0 + (y1 - y0) * i / steps)], at=0.02 + interval * i)
    lab.touch("touchEnd", [], at=0.02 + interval * steps + hold)


def test_both_platforms_side_by_side(open_lab):
    require_scene("list")
    lab = open_lab("list")
    assert lab.js("graspLab.platform") == "ios" and lab.js("graspLab.twin") is None
    full = lab.js("graspLab.viewport")["width"]
    lab.page.select_option("#platform", "both")
    lab.page.wait_for_function(
        "w => graspLab.platform === 'both' && graspLab.viewport.width < w && graspLab.twin && graspLab.twin.connected"
        " && graspLab.twin.scene === 'list' && graspLab.twin.nodes.length > 0", arg=full, timeout=10_000)
    assert "platform=both" in lab.page.url
    stage, twin = rect(lab, "#stage"), rect(lab, "#twin-stage")
    assert twin[0] >= stage[0] + stage[2] - 1 and abs(twin[2] - stage[2]) <= 2 and twin[3] == stage[3], (stage, twin)
    lab.js(WATCH)
    x = stage[2] / 2

    # 1. A pull down from the top on the iOS side, held, then let go: both sides get it.
    drag(lab, stage[0], stage[1], x, 150, 450, steps=20, interval=0.016, hold=0.25)
    lab.page.wait_for_function(AT_REST, timeout=8000)
    sides = lab.js("window.__sides")
    assert sides["iosDown"] > 40 and not sides["iosStretched"], sides  # the rubber band
    assert sides["androidDown"] == 0, sides  # Android's content never leaves its top…
    assert sides["androidScale"] > 1.005 and sides["androidAnchor"] == 0, sides  # …it stretches at its top
    lab.screenshot("platforms-side-by-side")

    # 2. A flick down on the Android side (the right): the same on both.
    lab.js(RESET)
    drag(lab, twin[0], twin[1], x, 150, 400, steps=8, interval=0.01, hold=0)
    lab.page.wait_for_function(AT_REST, timeout=8000)
    sides = lab.js("window.__sides")
    assert sides["iosDown"] > 20 and not sides["iosStretched"], sides
    assert sides["androidDown"] == 0 and sides["androidScale"] > 1.002 and sides["androidAnchor"] == 0, sides

    # 3. Back to iOS alone: the twin goes, the stage takes the whole width again.
    lab.page.select_option("#platform", "ios")
    lab.page.wait_for_function("w => graspLab.twin === null && graspLab.viewport.width === w", arg=full, timeout=5000)
    assert lab.js("document.getElementById('twin-wrap').hidden")


def test_android_alone(open_lab):
    require_scene("list")
    lab = open_lab("list")
    lab.page.select_option("#platform", "android")
    lab.page.wait_for_function("graspLab.platform === 'android' && graspLab.twin === null", timeout=5000)
    lab.js("""() => { window.__max = 1; const step = () => { for (const s of graspLab.stretch) window.__max = Math.max(window.__max, s.scale[1]);
      requestAnimationFrame(step); }; requestAnimationFrame(step); }""")
    drag(lab, lab.left, lab.top, lab.width / 2, 150, 450, steps=20, interval=0.016, hold=0.2)
    lab.page.wait_for_function("() => graspLab.stretch.length === 0 && window.__max > 1.005", timeout=8000)
    assert lab.node("list-content")["frame"]["y"] == 0
