"""Recording: the Record button turns a real gesture into a trace file in the shared format, named
grasp-YYYYMMDD-HHMMSS.json, and `grasp replay` of that file recognizes what the page saw."""
import json
import re
import subprocess

import pytest

from conftest import ARTIFACTS, require_scene


def record(lab, gesture):
    lab.page.click("#record")
    lab.page.wait_for_function("graspLab.recording === true")
    gesture()
    with lab.page.expect_download() as info:
        lab.page.click("#record")
    download = info.value
    path = ARTIFACTS.parent / "traces" / download.suggested_filename
    path.parent.mkdir(parents=True, exist_ok=True)
    download.save_as(str(path))
    return download.suggested_filename, path


def test_record_downloads_a_trace_in_the_shared_format(open_lab):
    require_scene("inspector")
    lab = open_lab("inspector")

    def gesture():
        lab.scroll(300, 400, 300, 0, speed=1000)
        lab.wait_for_log("pan", "ended")

    name, path = record(lab, gesture)
    assert re.fullmatch(r"grasp-\d{8}-\d{6}\.json", name), name
    trace = json.loads(path.read_text())
    assert trace["format"] == "grasp-trace" and trace["version"] == 1
    assert trace["viewport"] == lab.js("graspLab.viewport")
    assert "grasp lab" in trace["source"]
    samples = trace["samples"]
    assert samples[0]["t"] == 0 and samples[0]["phase"] == "down"
    assert samples[-1]["phase"] == "up"
    assert len(samples) == len(lab.js("graspLab.samples"))
    assert lab.js("graspLab.lastTrace.fileName") == name


def replay_output(grasp_bin, path, scene):
    usage = subprocess.run([grasp_bin, "--help"], capture_output=True, text=True).stdout
    if not re.search(r"^\s+replay\b", usage, re.MULTILINE):
        pytest.skip("`grasp replay` is not in this build yet; the recorded trace is kept in artifacts/traces/")
    result = subprocess.run([grasp_bin, "replay", str(path), "--scene", scene, "--format", "jsonl"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return result.stdout


def recognitions_in_replay(text):
    """(recognizer, state) pairs from `grasp replay`'s JSON lines, whatever their exact key names."""
    found = []
    for line in text.splitlines():
        line = line.strip()
        if not line.startswith("{"):
            continue
        item = json.loads(line)
        name = item.get("gesture") or item.get("recognizer")
        state = item.get("state") or item.get("reported") or item.get("to")
        if name and state:
            found.append((name, state))
    return found


def test_grasp_replay_of_the_download_recognizes_the_same(open_lab, grasp_bin):
    require_scene("inspector")
    lab = open_lab("inspector")

    def gesture():
        lab.tap(200, 200)
        lab.wait_for_log("tap", "recognized")
        lab.scroll(300, 400, 0, 250, speed=900)
        lab.wait_for_log("pan", "ended")
        lab.settle(0.5)

    _, path = record(lab, gesture)
    live = {(c["recognizer"], c["reported"]) for c in lab.log() if c["reported"] in ("recognized", "began", "ended")}
    replayed = {pair for pair in recognitions_in_replay(replay_output(grasp_bin, path, "inspector"))
                if pair[1] in ("recognized", "began", "ended")}
    assert replayed == live, f"live {sorted(live)} vs replay {sorted(replayed)}"
