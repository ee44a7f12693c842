"""Where grasp.js's host path spends its time in Chromium (scripts/web-profile runs this with the project's
.venv-browser python): web-figures says how much a pointer event costs, this says where it goes, so that
work on the cost starts from the browser's own profile and not from node's, whose split differs (node runs
the module about 1.5 times as fast, and grasp.js about twice as fast, as Chromium: the Performance article).

binding.js's 8,160 prebuilt PointerEvents (web-figures' gestures) are handed to the pointer listener of a
fresh host with Hammer.js's seven default recognizers, run after run, under DevTools' sampling profiler.
The listener is called directly: events dispatched by the page are profiled as one opaque `dispatchEvent`,
with no listener beneath it. The module is the library linked with its names (scripts/build-wasm --names).
Prints the CPU time per event; the shares of the module, grasp.js, the handlers (binding.js) and the
browser's own functions (the DOM getters, the collector); the functions with the most samples; and
grasp.js's lines with the most samples. A sample in a function that V8 inlined counts for the function it
was inlined into, and a DOM property read counts for the line that reads it. The lines that read the event
weigh more here than in web-figures' dispatched cost (the Performance article, "Grasp in Chromium's
profiler", has what is known of why).

    .venv-browser/bin/python Tools/Benchmarks/Browser/binding_profile.py --wasm .build-wasm/grasp-library.named.wasm
        [--runs 60] [--top 25] [--json FILE]
"""
import argparse
import collections
import json
import re
import subprocess
from pathlib import Path

from wasm_figures import ROOT, bench_page
from web_figures import binding_files

SETUP = '''() => {
  const { root, target, events } = bench.page;
  window.profileRun = (runs) => { for (let i = 0; i < runs; i++) graspRun(window.profiledGrasp, root, target, events, true); };
  return events.length;
}'''


def where(frame):
    """The part a profile frame belongs to: the module, grasp.js, the handlers (binding.js), the loop that
    hands the events over (this file's profileRun, binding.js's graspRun and its loop), or the browser."""
    url = frame["url"]
    if frame["functionName"] in ("profileRun", "graspRun", "graspListenerLoop"):
        return "the loop"
    if url.endswith("/grasp.wasm") or url.startswith("wasm://"):
        return "module"
    if url.endswith("/grasp.js"):
        return "grasp.js"
    if url.endswith("/binding.js"):
        return "handlers (binding.js)"
    return "browser"


def demangled(names):
    """Swift's names demangled (swift demangle --simplified), others as they are."""
    mangled = [name for name in names if name.startswith("$e") or name.startswith("$s")]
    if not mangled:
        return {name: name for name in names}
    try:
        text = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(mangled),
                              capture_output=True, text=True, check=True).stdout.splitlines()
    except (OSError, subprocess.CalledProcessError):
        text = mangled
    table = dict(zip(mangled, text))
    return {name: table.get(name, name) for name in names}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--wasm", type=Path, required=True)
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    grasp_js = ROOT / "Web" / "grasp.js"
    files = binding_files(grasp_js, args.wasm)
    with bench_page(files, {"width": 390, "height": 844}, "bindingSetup") as (page, browser, thread_time):
        page.evaluate("o => bindingSetup(o)", {"grasp": True, "hammer": False})
        page.evaluate("Grasp.load('grasp.wasm').then((g) => { window.profiledGrasp = g; })")
        page.wait_for_function("window.profiledGrasp !== undefined")
        count = page.evaluate(SETUP)
        page.evaluate("profileRun(10)")  # compiled by V8's optimizing tiers before the profile starts
        cdp = page.context.new_cdp_session(page)
        cdp.send("Profiler.enable")
        cdp.send("Profiler.setSamplingInterval", {"interval": 25})
        cdp.send("Profiler.start")
        start = thread_time()
        page.evaluate(f"profileRun({args.runs})")
        seconds = thread_time() - start
        profile = cdp.send("Profiler.stop")["profile"]
        version = browser.version
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(profile))

    nodes = {node["id"]: node for node in profile["nodes"]}
    parents = {child: node["id"] for node in profile["nodes"] for child in node.get("children", [])}

    def in_setup(node_id):
        """Whether a sample is in making or destroying a host (graspSide, graspFinish): once a page's life,
        not once a pointer event, and left out of the shares and of the time per event, as web-figures
        leaves it out of its clock."""
        while node_id is not None:
            if nodes[node_id]["callFrame"]["functionName"] in ("graspSide", "graspFinish"):
                return True
            node_id = parents.get(node_id)
        return False

    all_samples = collections.Counter(profile["samples"])
    samples = collections.Counter({node_id: n for node_id, n in all_samples.items() if not in_setup(node_id)})
    total = sum(samples.values())
    setup_share = 1 - total / sum(all_samples.values())
    parts, functions, lines = collections.Counter(), collections.Counter(), collections.Counter()
    for node_id, n in samples.items():
        frame = nodes[node_id]["callFrame"]
        part = where(frame)
        parts[part] += n
        functions[(part, frame["functionName"] or "(anonymous)")] += n
    source = grasp_js.read_text().split("\n")
    for node in profile["nodes"]:
        if where(node["callFrame"]) == "grasp.js" and not in_setup(node["id"]):
            for tick in node.get("positionTicks", []):
                lines[tick["line"]] += tick["ticks"]
    names = demangled([name for (_, name) in functions])

    per_event = seconds * (1 - setup_share) * 1e9 / (args.runs * count)
    print(f"web-profile: {count:,} pointer events × {args.runs} runs handed to grasp.js's pointer listener, "
          f"Chromium {version}: {per_event:,.0f} ns of CPU time per event under the profiler, {total:,} samples "
          f"(making and destroying each run's host, {100 * setup_share:.1f} % more, left out)")
    print("where the time goes:")
    for part, n in parts.most_common():
        print(f"  {part:<24} {100 * n / total:5.1f} %   ~{per_event * n / total:5.0f} ns")
    print(f"the {args.top} functions with the most samples (their own time):")
    for (part, name), n in functions.most_common(args.top):
        label = re.sub(r"\s+", " ", names[name])
        print(f"  {100 * n / total:5.1f} %  {part:<10} {label[:150]}")
    print("grasp.js's lines with the most samples:")
    for line, n in lines.most_common(12):
        print(f"  {100 * n / total:5.1f} %  grasp.js:{line}  {source[line - 1].strip()[:110]}")


if __name__ == "__main__":
    main()
