"""Replays in the page: a trace dropped onto the stage is replayed by the session's engine, and the scrubber
shows the scene at any time, forwards and back, exactly where `grasp replay` says it is at that time."""
import json
import subprocess
from pathlib import Path

from conftest import ROOT, require_scene

TRACE = ROOT / "Tests" / "Fixtures" / "Traces" / "scroll-right-400-2000-fling.json"
LAST_SAMPLE = 0.2075
TAIL = 2.0


def drop(lab, path):
    """Drops the file at `path` onto the stage, as a person dragging it from a file manager would."""
    lab.js("""([name, text]) => {
        const data = new DataTransfer();
        data.items.add(new File([text], name, { type: 'application/json' }));
        const wrap = document.getElementById('stage-wrap');
        wrap.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
        wrap.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }""", [path.name, path.read_text()])


def scrub(lab, t):
    """Moves the scrubber to `t` and waits for the session's frame at that time."""
    lab.js("""t => { const s = document.getElementById('replay-scrubber'); s.value = String(t);
                     s.dispatchEvent(new Event('input', { bubbles: true })); }""", t)
    lab.page.wait_for_function("t => Math.abs(graspLab.time - t) < 1e-6", arg=t, timeout=5000)
    return lab.node("box")["frame"]


def replay_frames(grasp_bin, tail):
    """The `box` frame at the end of `grasp replay` with the given tail, from its last jsonl line."""
    out = subprocess.run([grasp_bin, "replay", str(TRACE), "--scene", "flick", "--format", "jsonl", "--tail", str(tail)],
                         capture_output=True, text=True, check=True).stdout.splitlines()
    last = json.loads(out[-1])
    return last["t"], last["frames"]["box"]


def test_a_dropped_trace_replays_and_scrubs_to_the_positions_grasp_replay_gives(open_lab, grasp_bin):
    require_scene("flick")
    lab = open_lab("flick")
    drop(lab, TRACE)
    lab.page.wait_for_function("graspLab.replay !== null && graspLab.viewport.width === 1000", timeout=5000)
    replay = lab.js("graspLab.replay")
    # The lab writes numbers to a thousandth.
    assert abs(replay["duration"] - (LAST_SAMPLE + TAIL)) <= 0.0005 + 1e-9, replay
    duration = replay["duration"]
    assert lab.js("getComputedStyle(document.getElementById('replay-bar')).display") != "none"

    # Where grasp replay says the box is at 0.3 s and at the end, and the page at the same times, reached
    # forwards, then back (a rebuild), then forwards again.
    _, mid_expected = replay_frames(grasp_bin, 0.3 - LAST_SAMPLE)
    end_time, end_expected = replay_frames(grasp_bin, TAIL)
    mid = scrub(lab, 0.3)
    end = scrub(lab, duration)
    back = scrub(lab, 0.3)
    again = scrub(lab, duration)
    for shown, expected in [(mid, mid_expected), (end, end_expected), (back, mid_expected), (again, end_expected)]:
        assert abs(shown["x"] - expected[0]) < 0.01 and abs(shown["y"] - expected[1]) < 0.01, (shown, expected)
    assert mid["x"] != end["x"], "the box should still be gliding at 0.3 s"

    # The timeline filled in from the engine's changes, and touches are refused while replaying.
    reported = lab.reported("pan")
    assert "pan:began" in reported and "pan:ended" in reported, reported
    lab.screenshot("replay-scrubbed")

    # Step and play move time forwards; Live goes back to touch input.
    lab.page.click("#replay-play")  # at the end: plays from the beginning
    lab.page.wait_for_function("graspLab.replay.playing && graspLab.replay.time > 0.1", timeout=5000)
    lab.page.click("#replay-play")
    t = lab.js("graspLab.replay.time")
    lab.page.click("#replay-step")
    lab.page.wait_for_function("t => graspLab.replay.time > t", arg=t, timeout=5000)
    lab.page.click("#replay-live")
    lab.page.wait_for_function("graspLab.replay === null && graspLab.viewport.width !== 1000", timeout=5000)
    assert lab.page.errors == []


def test_a_malformed_trace_says_where_it_is_wrong(open_lab, tmp_path):
    lab = open_lab("flick")
    bad = Path(tmp_path) / "bad.json"
    bad.write_text('{"format": "grasp-trace", "version": 1, "samples": [{"t": 0, "pointer": 1, "phase": "drag", "x": 1, "y": 2}]}')
    drop(lab, bad)
    lab.page.wait_for_function("graspLab.errors.some(e => e.code === 'invalid-trace')", timeout=5000)
    error = [e for e in lab.js("graspLab.errors") if e["code"] == "invalid-trace"][0]
    assert 'sample 0: field "phase"' in error["message"], error
    assert lab.js("graspLab.replay") is None
