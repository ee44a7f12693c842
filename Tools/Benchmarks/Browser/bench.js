// Why this file exists: the issue compares what one touch event costs Grasp compiled to WebAssembly
// with what it costs Hammer.js, in the same page, on the same input. This script feeds one trace's
// samples, with one loop, to both, and reports nanoseconds per touch event.
//
// What is timed (performance.now() around the loop, nothing else in it):
// - Grasp: for each touch event of the trace (the samples that share a time), one call of
//   `scene.touches(tMs, touches)` on a `gestures` scene made by grasp.js, so the call into the module
//   and the copying of the touches into it are in the figure. That scene has Hammer's seven recognizers
//   and its three pairs that recognize together (GraspScenes/GesturesScene.swift): the figure compared.
//   A second figure adds the scene's frame ticks at 120 Hz between the events and for 5 s after the
//   last, as `grasp bench --trace` and `grasp replay` send them; a third sends the same calls to an
//   `inspector` scene (ten recognizers, all recognizing simultaneously, so none leaves play early).
// - Hammer.js: for each touch event, one call per changed touch of the manager's own input listener
//   (`manager.input.domHandler`, what the browser would call) with a pointer-event-shaped object
//   (`pointerdown`/`pointermove`/`pointerup`/`pointercancel`, `pointerType: 'touch'`), as Chromium
//   delivers one pointer event per touch. Hammer runs its input computations, its touch-action
//   check and all its recognizers, and one listener counts the gestures it ends (an increment); its
//   timers (press, the tap's wait for a second tap) are set and cleared as usual but none fires
//   inside the loop, which has no idle time.
// Neither side's figure contains a DOM event dispatch, the building of the input objects (made
// before the clock starts) or drawing. Each call of benchRun uses a fresh scene or manager; a full
// garbage collection (when the page has gc()) and a pause come before each run. wasm_figures.py calls
// benchSetup once, then, for each run, benchPause and benchRun twice (two passes over the trace, the
// second right after the first), alternating the cases, and reads the page's main-thread CPU time
// (DevTools' ThreadTime) around each benchRun as well as the wall-clock time benchRun returns: on a
// machine that others share, the CPU time is the steadier of the two. The second pass is the figure: the
// first pays, once, for coming out of the pause, which weighs more the shorter the pass (the Performance
// article, "The thirteenth round"). The CPU time also holds the making and closing of the pass's scene
// or manager, a few microseconds against the loop's tens of milliseconds.
'use strict';

const CONTACT_PHASES = { down: 'began', move: 'moved', up: 'ended', cancel: 'cancelled' };
const POINTER_TYPES = { began: 'pointerdown', moved: 'pointermove', ended: 'pointerup', cancelled: 'pointercancel' };
const HAMMER_ENDINGS = 'tap doubletap press panend pinchend rotateend swipe';

function loadScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`cannot load ${src}`));
    document.head.appendChild(script);
  });
}

async function loadGraspModule() {
  // grasp.js is a classic script: it defines globalThis.Grasp.
  await loadScript('grasp.js');
  return globalThis.Grasp;
}

// The trace's contact samples as touch events: the samples that share a time form one event, as
// Trace.touchEvents() groups them natively. Each event carries both sides' inputs, built here, once.
function prepare(trace, target) {
  const events = [];
  let samples = 0;
  const noop = () => {};
  for (const sample of trace.samples) {
    const phase = CONTACT_PHASES[sample.phase];
    if (!phase) continue;
    samples += 1;
    let event = events[events.length - 1];
    if (!event || event.t !== sample.t) {
      event = { t: sample.t, tMs: sample.t * 1000, touches: [], pointerEvents: [] };
      events.push(event);
    }
    event.touches.push({ id: sample.pointer, phase, x: sample.x, y: sample.y });
    event.pointerEvents.push({
      type: POINTER_TYPES[phase], pointerId: sample.pointer, pointerType: 'touch', isPrimary: false,
      button: 0, buttons: phase === 'ended' || phase === 'cancelled' ? 0 : 1,
      clientX: sample.x, clientY: sample.y, pageX: sample.x, pageY: sample.y, screenX: sample.x, screenY: sample.y,
      timeStamp: sample.t * 1000, target, preventDefault: noop,
    });
  }
  return { events, samples, ticks: frameTicks(events, 120, 5) };
}

// The frame ticks of a replay, as the core's FrameClock makes them: frames counted from the first
// event's time; before each event, every frame strictly after the last tick or event and strictly
// before the event; after the last event, every frame up to `tail` seconds later.
// `before[i]` is the number of ticks sent before event i.
function frameTicks(events, frameRate, tail) {
  const times = [];
  const before = new Int32Array(events.length);
  if (events.length === 0) return { times: new Float64Array(0), before };
  const origin = events[0].t;
  let next = 1;
  let current = origin;
  const tickWhile = (isDue) => {
    for (;;) {
      const frame = origin + next / frameRate;
      if (!isDue(frame)) return;
      next += 1;
      if (frame > current) { current = frame; times.push(frame * 1000); }
    }
  };
  events.forEach((event, i) => {
    tickWhile((frame) => frame < event.t);
    before[i] = times.length;
    if (event.t > current) current = event.t;
  });
  const last = events[events.length - 1].t + tail;
  tickWhile((frame) => frame <= last + 1e-9);
  return { times: Float64Array.from(times), before };
}

function timeGrasp(grasp, prepared, viewport, withTicks, sceneName = 'gestures') {
  const scene = grasp.createScene(sceneName, viewport);
  const events = prepared.events;
  const count = events.length;
  let start;
  let end;
  if (withTicks) {
    const { times, before } = prepared.ticks;
    let k = 0;
    start = performance.now();
    for (let i = 0; i < count; i++) {
      for (const stop = before[i]; k < stop; k++) scene.tick(times[k]);
      const event = events[i];
      scene.touches(event.tMs, event.touches);
    }
    for (const stop = times.length; k < stop; k++) scene.tick(times[k]);
    end = performance.now();
  } else {
    start = performance.now();
    for (let i = 0; i < count; i++) {
      const event = events[i];
      scene.touches(event.tMs, event.touches);
    }
    end = performance.now();
  }
  scene.close();
  return { ns: ((end - start) * 1e6) / count };
}

// What the compared scene in wasm recognizes on the trace, from the state changes its frames report (a
// frame every 500 events, well within what a frame carries): an untimed replay, to show that the input
// was understood.
function graspRecognized(grasp, prepared, viewport) {
  const scene = grasp.createScene('gestures', viewport);
  const recognized = {};
  const count = () => {
    const frame = JSON.parse(scene.frame());
    if (frame.dropped) throw new Error(`a frame left out ${frame.dropped} changes`);
    for (const change of frame.changes || []) {
      if (change.to === 'ended' || change.to === 'recognized') recognized[change.name] = (recognized[change.name] || 0) + 1;
    }
  };
  prepared.events.forEach((event, index) => {
    scene.touches(event.tMs, event.touches);
    if (index % 500 === 499) count();
  });
  count();
  scene.close();
  return recognized;
}

function timeHammer(prepared, target, asShipped) {
  // Hammer's seven default recognizers (Hammer.defaults.preset). As shipped, pinch and rotate are off
  // and pan and swipe follow horizontal movement only; the `gestures` scene runs all seven in every
  // direction, so the figure compared turns them on and gives them every direction. The preset as
  // shipped is timed too.
  const manager = new Hammer(target, { inputClass: Hammer.PointerEventInput });
  if (!asShipped) {
    manager.get('pinch').set({ enable: true });
    manager.get('rotate').set({ enable: true });
    manager.get('pan').set({ direction: Hammer.DIRECTION_ALL });
    manager.get('swipe').set({ direction: Hammer.DIRECTION_ALL });
  }
  const recognized = {};
  manager.on(HAMMER_ENDINGS, (e) => { recognized[e.type] = (recognized[e.type] || 0) + 1; });
  const handle = manager.input.domHandler;
  const events = prepared.events;
  const count = events.length;
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const event = events[i];
    benchClock.now = event.tMs;
    const pointerEvents = event.pointerEvents;
    for (let j = 0; j < pointerEvents.length; j++) handle(pointerEvents[j]);
  }
  const end = performance.now();
  benchClock.now = null;
  manager.destroy();
  return { ns: ((end - start) * 1e6) / count, recognized };
}

const state = { cases: {} };

// Loads the trace and the engines, and builds every input; returns what the page will time.
// options: { grasp (bool), hammer (bool) }.
async function benchSetup(options) {
  const trace = await (await fetch('trace.json')).json();
  const viewport = { width: trace.viewport?.width ?? 1000, height: trace.viewport?.height ?? 700 };
  const target = document.getElementById('target');
  const prepared = prepare(trace, target);
  const info = {
    userAgent: navigator.userAgent, touchEvents: prepared.events.length, samples: prepared.samples,
    ticks: prepared.ticks.times.length, gc: typeof gc === 'function', cases: [],
  };
  if (options.grasp) {
    const Grasp = await loadGraspModule();
    const grasp = await Grasp.load('grasp.wasm');
    state.cases.grasp = () => timeGrasp(grasp, prepared, viewport, false);
    state.cases.graspWithTicks = () => timeGrasp(grasp, prepared, viewport, true);
    state.cases.graspInspector = () => timeGrasp(grasp, prepared, viewport, false, 'inspector');
    state.graspRecognized = () => graspRecognized(grasp, prepared, viewport);
  }
  if (options.hammer) {
    await loadScript('hammer.js');
    info.hammerVersion = Hammer.VERSION;
    state.cases.hammer = () => timeHammer(prepared, target, false);
    state.cases.hammerAsShipped = () => timeHammer(prepared, target, true);
  }
  info.cases = Object.keys(state.cases);
  return info;
}

// Before each timed run: a full collection, when the page has gc(), and a pause for what it left.
async function benchPause() {
  if (typeof gc === 'function') gc();
  await new Promise((resolve) => setTimeout(resolve, 20));
}

// One timed run of a case: { ns } (wall clock per touch event), and for Hammer.js what it recognized.
function benchRun(name) {
  return state.cases[name]();
}

// What the `gestures` scene in wasm recognized on the trace (an untimed replay).
function benchGraspRecognized() {
  return state.graspRecognized();
}

Object.assign(window, { benchSetup, benchPause, benchRun, benchGraspRecognized });
