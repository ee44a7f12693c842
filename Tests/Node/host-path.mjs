// Why this file exists: grasp.js hands a pointer event to the module in one call (grasp_host_pointer) and
// reads the next deadline and the event records from the host's status in memory; with a module that lacks
// those two exports it makes the four calls it made before. Both paths must give the handlers the same
// calls, in the same order, with the same values: this runs web-figures' 200 seeded gestures (taps, double
// taps, presses, flicked pans, two-finger pinches with rotation, at 120 Hz) through Hammer's seven default
// recognizers on one element, once each way, ticking each timer when it is due, and compares every
// handler call (recognizer, state, time, touches, location, translation, scale, rotation, and the velocity
// of each ended pan, pinch and rotation), and the deadlines grasp.js asked for. It also checks the input
// latency grasp.js keeps for its ticks: measured when a pointer goes down, lifts or is cancelled, kept by
// its moves (reading the clock on every move cost about 220 ns an event in Chromium). And it checks what
// keeps V8's optimized code of grasp.js through a garbage collection between two hosts: every host has one
// shape (V8's hidden class), whatever it did, and the module keeps the host destroyed last until its next
// attach (the Performance article, "The figure without making the host", 2026-11-30). And it checks that a
// move that leaves its pointer where it was is not sent to the module unless a timer is due by its time
// ("A move that changes nothing", 2026-11-30).
//
//   node Tests/Node/host-path.mjs WASM      (WASM: the library module, .build-wasm/grasp-library.wasm)
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import v8 from 'node:v8';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const wasmPath = process.argv[2];
if (!wasmPath) { console.error('usage: node host-path.mjs WASM'); process.exit(64); }

// A stand-in page: one element filling the root, a clock, and timers the loop fires when they are due.
const W = 390, H = 844;
let clock = 0;
let timers = [];
globalThis.window = globalThis; window.addEventListener = () => {}; window.removeEventListener = () => {};
Object.defineProperty(globalThis, 'performance', { value: { now: () => clock }, configurable: true });
globalThis.requestAnimationFrame = () => 1; globalThis.cancelAnimationFrame = () => {};
globalThis.setTimeout = (f, ms) => { timers.push({ f, at: clock + ms, id: timers.length + 1 }); return timers.length; };
globalThis.clearTimeout = (id) => { for (const t of timers) if (t.id === id) t.f = null; };
globalThis.getComputedStyle = () => ({ position: 'relative' });
class El {
  constructor(parent) { this.nodeType = 1; this.parentElement = parent || null; this.style = {}; this.listeners = {}; this.clientWidth = W; this.clientHeight = H; }
  contains(o) { for (let e = o; e; e = e.parentElement) if (e === this) return true; return false; }
  getBoundingClientRect() { return { left: 0, top: 0, x: 0, y: 0, width: W, height: H, right: W, bottom: H }; }
  addEventListener(t, f) { (this.listeners[t] ||= []).push(f); }
  removeEventListener() {}
  setPointerCapture() {} releasePointerCapture() {} hasPointerCapture() { return false; }
}

/** Hands a touch pointer event to the root's listeners, as the browser would. */
function sendPointer(rootElement, target, type, id, x, y, timeStamp) {
  const event = { type, pointerId: id, pointerType: 'touch', isPrimary: id === 1, button: 0, buttons: 1,
    clientX: x, clientY: y, timeStamp, target, preventDefault() {}, stopPropagation() {} };
  for (const listener of rootElement.listeners[type]) listener(event);
}

const Grasp = require(join(root, 'Web/grasp.js'));
vm.runInThisContext(readFileSync(join(root, 'Tools/Benchmarks/Browser/binding.js'), 'utf8'));
const samples = gestures(200, W, H);
const bytes = readFileSync(wasmPath);

// Loads the module, without the one-call exports when `older`.
async function load(older) {
  const instantiate = WebAssembly.instantiate;
  if (older) {
    WebAssembly.instantiate = async function (...args) {
      const result = await instantiate.apply(this, args);
      const instance = result.instance || result;
      const exports = {};
      for (const name of Object.keys(instance.exports)) if (name !== 'grasp_host_pointer' && name !== 'grasp_host_status_ptr') exports[name] = instance.exports[name];
      Object.defineProperty(instance, 'exports', { value: exports });
      return result;
    };
  }
  try { return await Grasp.load(bytes); } finally { WebAssembly.instantiate = instantiate; }
}

/** Every handler call and every timer grasp.js set, as text, for one way of driving the module. */
async function run(older) {
  const grasp = await load(older);
  const rootElement = new El(), target = new El(rootElement);
  clock = 0; timers = [];
  const host = grasp.attach(rootElement);
  const node = host.node(target);
  const log = [];
  const recognizers = {
    rotation: new grasp.RotationGestureRecognizer(), pinch: new grasp.PinchGestureRecognizer(),
    swipe: new grasp.SwipeGestureRecognizer({ direction: ['left', 'right', 'up', 'down'] }), pan: new grasp.PanGestureRecognizer(),
    tap: new grasp.TapGestureRecognizer(), doubleTap: new grasp.TapGestureRecognizer({ numberOfTapsRequired: 2 }),
    press: new grasp.LongPressGestureRecognizer({ minimumPressDuration: 0.251 }),
  };
  recognizers.pinch.allowSimultaneousRecognition(recognizers.rotation);
  recognizers.pan.allowSimultaneousRecognition(recognizers.swipe);
  recognizers.doubleTap.allowSimultaneousRecognition(recognizers.tap);
  recognizers.tap.requireToFail(recognizers.doubleTap);
  for (const [name, r] of Object.entries(recognizers)) {
    r.addHandler((g) => {
      const l = g.location(), t = name === 'pan' ? g.translation() : { x: 0, y: 0 };
      const ended = g.state === 'ended' && (name === 'pan' || name === 'pinch' || name === 'rotation');
      const v = ended ? g.velocity() : 0;
      log.push(`${name} ${g.state} t=${g.timestamp} n=${g.numberOfTouches} at ${l.x},${l.y} by ${t.x},${t.y} scale ${g.scale} rotation ${g.rotation}` +
        (ended ? ` velocity ${typeof v === 'number' ? v : `${v.x},${v.y}`}` : ''));
    });
    node.addGestureRecognizer(r);
  }
  const fireDue = (until) => {
    for (;;) {
      const due = timers.filter((t) => t.f && t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      const f = due.f; due.f = null;
      clock = due.at;
      log.push(`timer at ${due.at}`);
      f();
    }
  };
  for (const s of samples) {
    fireDue(s.t);
    clock = s.t;
    sendPointer(rootElement, target, s.type, s.id, s.x, s.y, s.t);
  }
  fireDue(Infinity);
  host.destroy();
  return log;
}

const now = await run(false);
const before = await run(true);
assert.ok(now.length > 5000, `the handlers ran ${now.length} times`);
// The presses are held still: a long press reports a change only when a finger moves (as UIKit), so their
// moves after it began call no handler (1,600 calls before 2026-11-30, 7,433 in all then; 5,833 now).
assert.ok(!now.some((line) => line.startsWith('press changed')), 'a press held still reported a change');
for (const name of ['tap ended', 'doubleTap ended', 'press began', 'pan ended', 'pinch ended', 'rotation ended', 'swipe ended']) {
  assert.ok(now.some((line) => line.startsWith(name)), `no '${name}' among the handler calls`);
}
for (let i = 0; i < Math.max(now.length, before.length); i++) {
  assert.equal(now[i], before[i], `handler call ${i} differs between the one-call path and the four calls`);
}
console.log(`host-path: ${now.length} handler calls and timers, the same through grasp_host_pointer and the status as through the four calls`);

// A failure calls no handler (UIKit sends no action for it), though the recognizer's state reads 'failed':
// a pan fails the tap, the double tap and the press (and the gestures above fail them hundreds of times).
assert.ok(!now.some((line) => / failed /.test(line)), 'a handler was called for a failure');
{
  const grasp = await load(false);
  const rootElement = new El(), target = new El(rootElement);
  const host = grasp.attach(rootElement);
  const tap = new grasp.TapGestureRecognizer(), pan = new grasp.PanGestureRecognizer();
  const calls = [];
  for (const r of [tap, pan]) { r.addHandler((g) => calls.push(`${g === tap ? 'tap' : 'pan'} ${g.state}`)); host.node(target).addGestureRecognizer(r); }
  clock = 9000;
  sendPointer(rootElement, target, 'pointerdown', 1, 100, 100, 9000);
  for (let i = 1; i <= 4; i++) sendPointer(rootElement, target, 'pointermove', 1, 100 + 20 * i, 100, 9000 + 8 * i);
  assert.equal(tap.state, 'failed', 'the pan failed the tap');
  sendPointer(rootElement, target, 'pointerup', 1, 180, 100, 9040);
  assert.deepEqual(calls, ['pan began', 'pan changed', 'pan changed', 'pan changed', 'pan ended'], 'the handlers were called for the pan\'s actions only');
  host.destroy();
}
console.log('host-path: a failure calls no handler, and the state reads failed');

// The input latency: measured at the landing and the lift, kept by the moves, on both paths.
for (const older of [false, true]) {
  const grasp = await load(older);
  const rootElement = new El(), target = new El(rootElement);
  const host = grasp.attach(rootElement);
  host.node(target).addGestureRecognizer(new grasp.PanGestureRecognizer());
  const send = (type, timeStamp, now, x) => {
    clock = now;
    sendPointer(rootElement, target, type, 1, x, 100, timeStamp);
  };
  const engine = host._engine;
  send('pointerdown', 5000, 5008, 100);
  assert.equal(engine.lag, 8, 'the landing measures the latency');
  send('pointermove', 5010, 5060, 140);
  send('pointermove', 5020, 5075, 180);
  assert.equal(engine.lag, 8, 'the moves keep the landing\'s latency');
  send('pointerup', 5030, 5041, 180);
  assert.equal(engine.lag, 11, 'the lift measures it again');
  host.destroy();
}
console.log('host-path: the input latency is measured at the landing and the lift, and kept by the moves');

// One shape for every host and engine, whatever they did (a host that set a timer is no different), and the
// host destroyed last kept by the module until its next attach: a full collection with no host left freed
// the shapes, and V8 dropped grasp.js's optimized code for them ("embedded weak objects cleared").
{
  v8.setFlagsFromString('--allow-natives-syntax');
  const sameShape = new Function('a', 'b', 'return %HaveSameMap(a, b)');
  const grasp = await load(false);
  const first = new El(), second = new El();
  clock = 0; timers = [];
  const used = grasp.attach(first);
  used.node(new El(first)).addGestureRecognizer(new grasp.LongPressGestureRecognizer());
  sendPointer(first, first, 'pointerdown', 1, 100, 100, 10);
  assert.ok(timers.length > 0, 'the press set a timer');
  const fresh = grasp.attach(second);
  assert.ok(sameShape(used, fresh), 'a host that set a timer has the shape of a fresh one');
  assert.ok(sameShape(used._engine, fresh._engine), 'every engine has one shape');
  used.destroy();
  assert.equal(grasp._lastDestroyed, used, 'the module keeps the host destroyed last');
  assert.ok(used._nodes.size === 0 && used._byEngineNode.size === 0, 'a destroyed host lets go of its elements');
  assert.ok(sameShape(used, fresh), 'a destroyed host keeps its shape');
  fresh.destroy();
  assert.equal(grasp._lastDestroyed, fresh, 'the module keeps the host destroyed last, and only it');
  const next = grasp.attach(first);
  assert.equal(grasp._lastDestroyed, null, 'the next attach releases it');
  next.destroy();
}
console.log('host-path: every host has one shape, and the module keeps the host destroyed last until its next attach');

// A move that leaves its pointer where it was is not sent to the module, unless a timer of the engine's is
// due by its time: it would change nothing but the time. A press held still past its deadline with no timer
// fired (a page whose timer is late, or a benchmark's synchronous loop) still begins at that move, and a move
// to another place is sent as before. Fails with a grasp.js that sends every move.
for (const older of [false, true]) {
  const grasp = await load(older);
  const rootElement = new El(), target = new El(rootElement);
  clock = 20000; timers = [];
  const host = grasp.attach(rootElement);
  const node = host.node(target);
  const press = new grasp.LongPressGestureRecognizer({ minimumPressDuration: 0.5 });
  const pan = new grasp.PanGestureRecognizer();
  press.allowSimultaneousRecognition(pan);
  const calls = [];
  for (const r of [press, pan]) { r.addHandler((g) => calls.push(`${g === press ? 'press' : 'pan'} ${g.state} t=${g.timestamp}`)); node.addGestureRecognizer(r); }
  const engine = host._engine, touch = engine.touch;
  let sent = 0;
  engine.touch = function (...args) { sent += 1; return touch.apply(this, args); };
  sendPointer(rootElement, target, 'pointerdown', 1, 100, 100, 20000);
  for (let t = 20016; t < 20500; t += 16) sendPointer(rootElement, target, 'pointermove', 1, 100, 100, t);
  assert.equal(sent, 1, 'moves that left the pointer where it was, before the press\'s deadline, were sent');
  assert.equal(press.state, 'possible', 'the press began before its deadline');
  sendPointer(rootElement, target, 'pointermove', 1, 100, 100, 20504);
  assert.equal(sent, 2, 'the still move past the press\'s deadline was not sent');
  assert.deepEqual(calls, ['press began t=20500'], 'the press began at its deadline, in that move\'s call');
  sendPointer(rootElement, target, 'pointermove', 1, 100, 100, 20520);
  sendPointer(rootElement, target, 'pointermove', 1, 101, 100, 20536);
  sendPointer(rootElement, target, 'pointerup', 1, 101, 100, 20552);
  assert.equal(sent, 4, 'a move to another place or the lift was not sent');
  assert.deepEqual(calls, ['press began t=20500', 'press changed t=20536', 'press ended t=20552'], 'the press\'s calls');
  host.destroy();
}
console.log('host-path: a move that leaves its pointer where it was is not sent, unless a timer is due by its time');
