// Why this file exists: scripts/web-figures times grasp.js's host path (a page's pointer event to its
// handlers) in Chromium, where the time moves by a factor of two with the machine's load. To tell whether a
// change to the host API or to grasp.js makes that path cheaper, this file runs the same path in node, so
// that scripts/wasm-callgrind --host counts its instructions under valgrind: the same seven recognizers of
// Hammer's default preset with their relations on one element (as Tools/Benchmarks/Browser/binding.js sets
// them up), the same seeded gestures (8,160 pointer events), each handed to the root's pointer listener as
// the browser would. Node has no document: a stand-in element gives grasp.js what it reads of one (its box,
// its listeners, its style).
//
//   node host-loop.mjs WASM RUNS [--bare]   (WASM: the library module, .build-wasm/grasp-library.wasm)
//
// --bare hands the same events to a bare listener instead of grasp.js's (as web-figures' bare case does):
// what the loop itself costs (the events made, the listeners called), which scripts/wasm-callgrind --host
// takes off the count so that it holds grasp.js and the module only.
// Each run attaches a fresh host; it prints the number of pointer events and each run's time, and on
// standard error what the recognizers recognized.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
const [wasmPath, runsText, mode] = process.argv.slice(2);
const bare = mode === '--bare';
const runs = Number(runsText);
if (!wasmPath || !(runs >= 1)) {
  console.error('usage: node host-loop.mjs WASM RUNS [--bare]');
  process.exit(64);
}
const W = 390, H = 844;
class El {
  constructor(tag, parent) { this.tagName = tag; this.nodeType = 1; this.parentElement = parent || null; this.style = {}; this.listeners = {}; this.children = []; if (parent) parent.children.push(this); this.clientWidth = W; this.clientHeight = H; this.id = ''; }
  contains(o) { for (let e = o; e; e = e.parentElement) if (e === this) return true; return false; }
  getBoundingClientRect() { return { left: 0, top: 0, x: 0, y: 0, width: W, height: H, right: W, bottom: H }; }
  addEventListener(t, f) { (this.listeners[t] ||= []).push(f); }
  removeEventListener() {}
  setPointerCapture() {} releasePointerCapture() {} hasPointerCapture() { return false; }
}
globalThis.window = globalThis; window.addEventListener = () => {}; window.removeEventListener = () => {};
globalThis.getComputedStyle = () => ({ position: 'relative' });
globalThis.requestAnimationFrame = () => 1; globalThis.cancelAnimationFrame = () => {};
// Node's own timers keep a list for each distinct delay, and grasp.js's delays follow the wall clock, which
// under valgrind runs about fifty times slower: the count would move from run to run with it. A timer is
// set and cleared here as in a page, and never fires (the loop runs in one go, as the browser's does).
let timers = 0;
globalThis.setTimeout = () => ++timers; globalThis.clearTimeout = () => {};
// The clock grasp.js reads (the input latency of each event, performance.now() - event.timeStamp) is read
// as in a page, but answers the event's time plus 8 ms, so that the latency does not follow valgrind's
// slowness either.
const realNow = performance.now.bind(performance);
let clock = 0;
performance.now = () => { realNow(); return clock; };
const Grasp = require(join(root, 'Web/grasp.js'));
const grasp = await Grasp.load(readFileSync(wasmPath));
// The gestures are binding.js's own (its top level only defines functions).
vm.runInThisContext(readFileSync(join(root, 'Tools/Benchmarks/Browser/binding.js'), 'utf8'));
const samples = gestures(200, W, H);
let counts = {};
let offset = 0;
// The events are made once, as web-figures' page makes its PointerEvents once: making them is the browser's
// work, not the listener's. Each run gives them its times and its element.
const noop = () => {};
const events = samples.map((s) => ({
  type: s.type, pointerId: s.id, pointerType: 'touch', isPrimary: s.id === 1, button: 0, buttons: 1,
  clientX: s.x, clientY: s.y, timeStamp: 0, target: null, preventDefault: noop, stopPropagation: noop,
}));
function run() {
  const root = new El('div');
  const target = new El('div', root);
  let n = 0;
  const side = bare ? { counts: {}, host: { destroy() {} } } : graspSide(grasp, root, target);
  if (bare) for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel']) root.addEventListener(type, () => { n++; });
  counts = bare ? { listened: 0 } : side.counts;
  const listeners = root.listeners;
  // Each run's times come after the last run's: a fresh host takes any time, but the events' own order.
  for (let i = 0; i < events.length; i++) { events[i].timeStamp = samples[i].t + offset; events[i].target = target; }
  offset += 1e6;
  const t0 = realNow();
  for (const e of events) {
    clock = e.timeStamp + 8;
    for (const listener of listeners[e.type]) listener(e);
  }
  const elapsed = realNow() - t0;
  side.host.destroy();
  if (bare) counts.listened = n;
  return elapsed;
}
const times = [];
for (let i = 0; i < runs; i++) times.push(run());
console.log(`${samples.length} pointer events; ns per event, each run: ${times.map((t) => Math.round(t * 1e6 / samples.length)).join(' ')}`);
console.error(JSON.stringify(counts));
