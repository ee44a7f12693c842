// Why this file exists: the browser figure compares the time Grasp in WebAssembly and Hammer.js spend on
// the same touch events, and on a shared machine that time moves by a factor of two within seconds, for
// each side differently. So that the comparison also has a figure that repeats, this file runs Hammer.js's
// side of the page's loop in node, where scripts/wasm-callgrind counts its instructions as it counts
// Grasp's (page-loop.mjs): the same V8, the same samples, the same loop.
//
//   node hammer-loop.mjs HAMMER_JS TRACE RUNS
//   node hammer-loop.mjs HAMMER_JS --host RUNS
//
// --host takes web-figures' gestures instead of a trace (Tools/Benchmarks/Browser/binding.js's own, 8,160
// pointer events, as host-loop.mjs does for grasp.js) and binding.js's own manager (hammerSide), and hands
// each pointer event to the manager's input listener: Hammer.js's side of web-figures' comparison, for
// scripts/wasm-callgrind --host --hammer. It prints the number of pointer events.
//
// As Tools/Benchmarks/Browser/bench.js does: a fresh manager per run with Hammer's seven default
// recognizers, pinch and rotate turned on and pan and swipe in every direction; for each touch event,
// one call of the manager's input listener per changed touch with a pointer-event-shaped object; one
// listener counting the gestures it ends; Date.now reading the trace's time. Node has no document, so a
// stand-in gives Hammer.js what it reads of one: an element with a style and listeners that do nothing.
// It prints the number of touch events, and on standard error what Hammer.js recognized.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';

const [hammerPath, tracePath, runsText] = process.argv.slice(2);
const runs = Number(runsText);
if (!hammerPath || !tracePath || !(runs >= 1)) {
  console.error('usage: node hammer-loop.mjs HAMMER_JS TRACE RUNS | node hammer-loop.mjs HAMMER_JS --host RUNS');
  process.exit(64);
}
const host = tracePath === '--host';

// Hammer.js takes each input's time from Date.now: during a run it reads the trace's time.
const clock = { now: null };
const realDateNow = Date.now;
Date.now = () => (clock.now === null ? realDateNow.call(Date) : clock.now);

// The stand-in for the page: what Hammer.js reads when it loads and when a manager starts and stops.
const element = () => ({ style: {}, addEventListener() {}, removeEventListener() {}, parentNode: null, ownerDocument: null });
globalThis.window = globalThis;
globalThis.document = { createElement: element, addEventListener() {}, removeEventListener() {}, defaultView: globalThis };
globalThis.PointerEvent = function PointerEvent() {};
globalThis.addEventListener = () => {};
globalThis.removeEventListener = () => {};
vm.runInThisContext(readFileSync(hammerPath, 'utf8'), { filename: 'hammer.js' });
const Hammer = globalThis.Hammer;
const target = element();
target.ownerDocument = globalThis.document;
const noop = () => {};

if (host) {
  // binding.js's gestures and manager, as the page makes them; its top level only defines functions.
  vm.runInThisContext(readFileSync(new URL('../Browser/binding.js', import.meta.url), 'utf8'));
  const samples = gestures(200, 390, 844);
  const events = samples.map((s) => ({
    type: s.type, pointerId: s.id, pointerType: 'touch', isPrimary: s.id === 1, button: s.type === 'pointermove' ? -1 : 0,
    buttons: s.type === 'pointerup' ? 0 : 1, clientX: s.x, clientY: s.y, pageX: s.x, pageY: s.y, screenX: s.x, screenY: s.y,
    timeStamp: s.t, target, preventDefault: noop,
  }));
  let counts = {};
  for (let run = 0; run < runs; run++) {
    const side = hammerSide(target);
    const handle = side.manager.input.domHandler;
    for (let i = 0; i < events.length; i++) {
      clock.now = events[i].timeStamp;
      handle(events[i]);
    }
    clock.now = null;
    side.manager.destroy();
    counts = side.counts;
  }
  console.log(`${events.length} pointer events`);
  console.error(`Hammer.js ${Hammer.VERSION} recognized, in the last run: ${JSON.stringify(counts)}`);
  process.exit(0);
}
const trace = JSON.parse(readFileSync(tracePath, 'utf8'));
const types = { down: 'pointerdown', move: 'pointermove', up: 'pointerup', cancel: 'pointercancel' };
// The trace's touch events as page-loop.mjs groups them. The grouping is written out in each loop, not
// shared: with it in a module of its own, page-loop.mjs's JavaScript side counted 699 instructions per
// touch event instead of 595 to 612, which would have moved Grasp's count away from the earlier rounds'.
const events = [];
for (const sample of trace.samples) {
  const type = types[sample.phase];
  if (!type) continue;
  let event = events[events.length - 1];
  if (!event || event.t !== sample.t) {
    event = { t: sample.t, tMs: sample.t * 1000, pointerEvents: [] };
    events.push(event);
  }
  const { x, y } = sample;
  event.pointerEvents.push({
    type, pointerId: sample.pointer, pointerType: 'touch', isPrimary: false, button: 0,
    buttons: type === 'pointerup' || type === 'pointercancel' ? 0 : 1,
    clientX: x, clientY: y, pageX: x, pageY: y, screenX: x, screenY: y, timeStamp: sample.t * 1000, target, preventDefault: noop,
  });
}

const recognized = {};
for (let run = 0; run < runs; run++) {
  const manager = new Hammer(target, { inputClass: Hammer.PointerEventInput });
  manager.get('pinch').set({ enable: true });
  manager.get('rotate').set({ enable: true });
  manager.get('pan').set({ direction: Hammer.DIRECTION_ALL });
  manager.get('swipe').set({ direction: Hammer.DIRECTION_ALL });
  manager.on('tap doubletap press panend pinchend rotateend swipe', (e) => { recognized[e.type] = (recognized[e.type] || 0) + 1; });
  const handle = manager.input.domHandler;
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    clock.now = event.tMs;
    const pointerEvents = event.pointerEvents;
    for (let j = 0; j < pointerEvents.length; j++) handle(pointerEvents[j]);
  }
  clock.now = null;
  manager.destroy();
}
console.log(`${events.length} touch events`);
console.error(`Hammer.js ${Hammer.VERSION} recognized, over ${runs} run(s): ${JSON.stringify(recognized)}`);
