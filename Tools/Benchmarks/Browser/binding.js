// Why this file exists: the figures of grasp.js as a library (issue 49), in one page that web_figures.py
// opens in headless Chromium:
// 1. the cost of one pointer event, from the browser's event to the handlers, JavaScript and wasm
//    together: the same prebuilt PointerEvent objects dispatched (dispatchEvent) at one element carrying
//    (a) grasp.js's host with Hammer's seven default recognizers and their relations, (b) Hammer.js 2.0.8
//    with its default preset, every recognizer on, and (c) a bare listener that counts; each side's figure
//    is its time minus the bare listener's on the same events, since building and dispatching an event
//    costs more than either side; each is made before the clock starts and taken down after it stops;
// 2. the binding's own time per animation frame while a 100-row list glides (its tick, its handlers' and
//    delegates' delivery, and the content's transform written; not the browser's style and layout);
// The events' times come from a synthetic, seeded set of gestures (taps, double taps, presses, pans, two-
// finger pinches with rotation) at 120 Hz, the same for every side: Grasp reads each event's timeStamp
// (given to each prebuilt event), Hammer reads Date.now(), which the page returns from the same times.
'use strict';

// loadScript is bench.js's, which binding.html loads first.

/** A seeded random in [0, 1) (mulberry32). */
function random(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The gestures as pointer samples: [{ t, type, id, x, y }], in time order. */
function gestures(count, width, height) {
  const rand = random(49);
  const samples = [];
  let t = 1000;
  const dt = 1000 / 120;
  for (let g = 0; g < count; g++) {
    const kind = g % 5;
    const x = 60 + rand() * (width - 120), y = 60 + rand() * (height - 120);
    if (kind === 0 || kind === 1) {
      // A tap, or a double tap.
      for (let k = 0; k <= kind; k++) {
        samples.push({ t, type: 'pointerdown', id: 1, x, y });
        t += 5 * dt;
        samples.push({ t, type: 'pointerup', id: 1, x, y });
        t += 12 * dt;
      }
    } else if (kind === 2) {
      // A pan of 40 samples, flicked.
      const dx = (rand() - 0.5) * 300, dy = (rand() - 0.5) * 300;
      samples.push({ t, type: 'pointerdown', id: 1, x, y });
      for (let k = 1; k <= 40; k++) { t += dt; samples.push({ t, type: 'pointermove', id: 1, x: x + dx * k / 40, y: y + dy * k / 40 }); }
      t += dt;
      samples.push({ t, type: 'pointerup', id: 1, x: x + dx, y: y + dy });
    } else if (kind === 3) {
      // Two fingers: a pinch with a rotation, 40 samples each.
      samples.push({ t, type: 'pointerdown', id: 1, x: x - 30, y });
      t += dt;
      samples.push({ t, type: 'pointerdown', id: 2, x: x + 30, y });
      for (let k = 1; k <= 40; k++) {
        t += dt;
        const r = 30 + k, a = k * 0.01;
        samples.push({ t, type: 'pointermove', id: 1, x: x - r * Math.cos(a), y: y - r * Math.sin(a) });
        samples.push({ t, type: 'pointermove', id: 2, x: x + r * Math.cos(a), y: y + r * Math.sin(a) });
      }
      t += dt;
      samples.push({ t, type: 'pointerup', id: 1, x: x - 70, y });
      samples.push({ t, type: 'pointerup', id: 2, x: x + 70, y });
    } else {
      // A press, held still.
      samples.push({ t, type: 'pointerdown', id: 1, x, y });
      for (let k = 1; k <= 70; k++) { t += dt; samples.push({ t, type: 'pointermove', id: 1, x, y }); }
      samples.push({ t, type: 'pointerup', id: 1, x, y });
    }
    t += 40 * dt;
  }
  return samples;
}

/** The samples as PointerEvent objects, built once; each carries its sample's time as its timeStamp. */
function pointerEvents(samples, target) {
  const rect = target.getBoundingClientRect();
  return samples.map((s) => {
    const down = s.type !== 'pointerup';
    const event = new PointerEvent(s.type, {
      bubbles: true, cancelable: true, composed: true, pointerId: s.id, pointerType: 'touch', isPrimary: s.id === 1,
      button: s.type === 'pointermove' ? -1 : 0, buttons: down ? 1 : 0, clientX: rect.left + s.x, clientY: rect.top + s.y,
      screenX: s.x, screenY: s.y, width: 8, height: 8, pressure: down ? 0.5 : 0,
    });
    Object.defineProperty(event, 'timeStamp', { value: s.t });
    return event;
  });
}

function graspSide(grasp, root, target) {
  const host = grasp.attach(root);
  const node = host.node(target);
  // Hammer's default preset in Grasp's recognizers: rotate and pinch together, swipe with pan, double tap
  // with tap, tap waiting for double tap, and a press.
  const rotation = new grasp.RotationGestureRecognizer();
  const pinch = new grasp.PinchGestureRecognizer();
  const swipe = new grasp.SwipeGestureRecognizer({ direction: ['left', 'right', 'up', 'down'] });
  const pan = new grasp.PanGestureRecognizer();
  const tap = new grasp.TapGestureRecognizer();
  const doubleTap = new grasp.TapGestureRecognizer({ numberOfTapsRequired: 2 });
  const press = new grasp.LongPressGestureRecognizer({ minimumPressDuration: 0.251 });
  pinch.allowSimultaneousRecognition(rotation);
  pan.allowSimultaneousRecognition(swipe);
  doubleTap.allowSimultaneousRecognition(tap);
  tap.requireToFail(doubleTap);
  const counts = {};
  const count = (name) => (r) => { if (r.state === 'ended') counts[name] = (counts[name] || 0) + 1; };
  for (const [name, r] of Object.entries({ rotation, pinch, swipe, pan, tap, doubleTap, press })) {
    r.addHandler(count(name));
    node.addGestureRecognizer(r);
  }
  return { host, counts };
}

function hammerSide(target) {
  const manager = new Hammer(target, { inputClass: Hammer.PointerEventInput });
  manager.get('pinch').set({ enable: true });
  manager.get('rotate').set({ enable: true });
  manager.get('pan').set({ direction: Hammer.DIRECTION_ALL });
  manager.get('swipe').set({ direction: Hammer.DIRECTION_ALL });
  const counts = {};
  manager.on('tap doubletap press panend pinchend rotateend swipe', (e) => { counts[e.type] = (counts[e.type] || 0) + 1; });
  return { manager, counts };
}

/** A fresh host of grasp.js (the `grasp` instance given) with Hammer's preset, ready for `events`: returns
 *  `{ run, finish }`. `run()` hands the events over, dispatched at `target`, or with `direct` given to the
 *  host's pointer listener itself (no dispatch), and returns its wall-clock milliseconds; `finish()` destroys
 *  the host and returns what its handlers counted. web-figures times `run()` alone: making and destroying a
 *  host is done once in a page's life, not once a pointer event. */
/** The root's listener of each event type of grasp.js's `host` (it has one a type), by type. */
function rootListeners(host, root) {
  const byType = {};
  for (const [on, type, listener] of host._listeners) if (on === root) byType[type] = listener;
  return byType;
}

function graspPrepare(grasp, root, target, events, direct) {
  const side = graspSide(grasp, root, target);
  let run;
  if (direct) {
    // Each event's listener, found before the clock starts.
    const byType = rootListeners(side.host, root);
    const listeners = events.map((event) => byType[event.type]);
    run = function graspListenerLoop() {
      const start = performance.now();
      for (let i = 0; i < events.length; i++) listeners[i](events[i]);
      return performance.now() - start;
    };
  } else {
    run = () => dispatchAll(events, target, false);
  }
  return { run, finish: function graspFinish() { side.host.destroy(); return side.counts; } };
}

/** The events as plain objects holding the fields the two libraries read, made once: with them, a listener
 *  called directly reads no property from the browser (each read of a PointerEvent's is a call into it).
 *  web-figures --split times both sides with these and with the PointerEvents themselves. */
function plainEvents(events, target) {
  const noop = () => {};
  return events.map((e) => ({
    type: e.type, pointerId: e.pointerId, pointerType: e.pointerType, isPrimary: e.isPrimary, button: e.button, buttons: e.buttons,
    clientX: e.clientX, clientY: e.clientY, pageX: e.pageX, pageY: e.pageY, screenX: e.screenX, screenY: e.screenY,
    timeStamp: e.timeStamp, target, preventDefault: noop, stopPropagation: noop,
  }));
}

/** Hammer.js's manager (hammerSide) with `events` handed to its input's listener directly, no dispatch, its
 *  clock reading each event's time as dispatchAll's does: `{ run, finish }` as graspPrepare's. */
function hammerPrepareDirect(target, events) {
  const side = hammerSide(target);
  const handle = side.manager.input.domHandler;
  return {
    run: function hammerListenerLoop() {
      const start = performance.now();
      for (let i = 0; i < events.length; i++) { benchClock.now = events[i].timeStamp; handle(events[i]); }
      const end = performance.now();
      benchClock.now = null;
      return end - start;
    },
    finish: function hammerFinish() { side.manager.destroy(); return side.counts; },
  };
}

/** `{ run, finish }` for web-figures --split: each event dispatched at `target` to a bare listener, then
 *  `call(i)` with its index (a side's listener called directly, after the browser's dispatch code ran).
 *  Unlike the direct loops, which are the baselines and are written out one by one, this loop serves the
 *  three after-dispatch cases, so V8 sees three callees at its `call(i)`: a polymorphic call of a few
 *  nanoseconds, against the hundreds these cases measure. */
function afterDispatch(target, events, call, done) {
  let n = 0;
  const bare = () => { n++; };
  const types = ['pointerdown', 'pointermove', 'pointerup'];
  for (const type of types) target.addEventListener(type, bare);
  return {
    run: function afterDispatchLoop() {
      const start = performance.now();
      for (let i = 0; i < events.length; i++) { target.dispatchEvent(events[i]); call(i); }
      return performance.now() - start;
    },
    finish: () => { for (const type of types) target.removeEventListener(type, bare); return done(); },
  };
}

/** Takes the listeners of `side`'s host (graspSide) off the page, for the cases that dispatch each event
 *  to a bare listener and hand the host its events themselves; returns its root listener of each event
 *  type (rootListeners). */
function offThePage(side, root) {
  const byType = rootListeners(side.host, root);
  for (const [on, type, listener, options] of side.host._listeners) on.removeEventListener(type, listener, options);
  return byType;
}

/** graspPrepare's host, run once and destroyed: `{ ms, counts }` (scripts/web-profile's runs). */
function graspRun(grasp, root, target, events, direct) {
  const prepared = graspPrepare(grasp, root, target, events, direct);
  const ms = prepared.run();
  return { ms, counts: prepared.finish() };
}

function dispatchAll(events, target, withClock) {
  const start = performance.now();
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    if (withClock) benchClock.now = event.timeStamp;
    target.dispatchEvent(event);
  }
  const end = performance.now();
  benchClock.now = null;
  return end - start;
}

const bench = { cases: {} };

async function bindingSetup(options) {
  const root = document.getElementById('root');
  const target = document.getElementById('target');
  const samples = gestures(options.gestures || 200, target.clientWidth, target.clientHeight);
  const events = pointerEvents(samples, target);
  // The page's elements and its prebuilt events, for scripts/web-ab (graspPrepare) and scripts/web-profile (graspRun).
  bench.page = { root, target, events };
  const info = { pointerEvents: events.length, cases: [] };
  let plainCopies = null;
  const plain = () => (plainCopies || (plainCopies = plainEvents(events, target)));
  // web-figures --split: a loop that hands the events to a listener that does nothing, called directly (what
  // the direct cases' own loops cost). Written out as hammerPrepareDirect's loop is, not shared with it: one
  // loop for both would share V8's feedback for its call, and time neither side's call as it is alone.
  bench.cases.bareListener = () => {
    let n = 0;
    const listener = (event) => { n++; };
    return {
      run: function bareListenerLoop() {
        const start = performance.now();
        for (let i = 0; i < events.length; i++) { benchClock.now = events[i].timeStamp; listener(events[i]); }
        const end = performance.now();
        benchClock.now = null;
        return end - start;
      },
      finish: () => n,
    };
  };
  // Each case makes what it runs (a listener, a host, a manager) and returns { run, finish }: web_figures.py
  // times run() alone (bindingRun), between bindingPrepare and bindingFinish.
  bench.cases.bare = () => {
    let n = 0;
    const listener = () => { n++; };
    target.addEventListener('pointerdown', listener);
    target.addEventListener('pointermove', listener);
    target.addEventListener('pointerup', listener);
    return {
      run: () => dispatchAll(events, target, false),
      finish: () => {
        target.removeEventListener('pointerdown', listener);
        target.removeEventListener('pointermove', listener);
        target.removeEventListener('pointerup', listener);
        return n;
      },
    };
  };
  if (options.grasp) {
    await loadScript('grasp.js');
    const grasp = await Grasp.load('grasp.wasm');
    info.apiVersion = grasp.apiVersion;
    bench.cases.grasp = () => graspPrepare(grasp, root, target, events, false);
    // Where Grasp's own cost goes (printed under the figure, not compared): the host's pointer listener
    // called directly with the same events (no dispatch), and the module's one call per event alone (no
    // listener, no records handed to handlers).
    bench.cases.graspListener = () => graspPrepare(grasp, root, target, events, true);
    // web-figures --split: the same with the events as plain objects (plainEvents).
    bench.cases.graspPlain = () => graspPrepare(grasp, root, target, plain(), true);
    // web-figures --split: each event dispatched to a bare listener on the target, then handed to the host's
    // listener directly, outside that dispatch (the host's own listeners taken off the root for the run).
    bench.cases.graspAfterDispatch = () => {
      const side = graspSide(grasp, root, target);
      const byType = offThePage(side, root);
      const listeners = events.map((event) => byType[event.type]);
      return afterDispatch(target, events, (i) => listeners[i](events[i]), () => { side.host.destroy(); return side.counts; });
    };
    // The calls grasp.js makes for the events (it does not send a move that leaves its pointer where it was
    // unless a timer is due by its time), recorded once, from a host of their own, before the first run.
    let calls = null;
    const graspCalls = () => {
      const side = graspSide(grasp, root, target);
      const engine = side.host._engine, touch = engine.touch;
      const made = [];
      let index = 0;
      engine.touch = function (t, kind, id, phase, x, y) { made.push([t, id, phase, x, y, index]); return touch.call(this, t, kind, id, phase, x, y); };
      const byType = rootListeners(side.host, root);
      for (; index < events.length; index++) byType[events[index].type](events[index]);
      engine.touch = touch;
      side.host.destroy();
      return made;
    };
    bench.cases.graspModule = () => {
      if (!calls) calls = graspCalls();
      const side = graspSide(grasp, root, target);
      const engine = side.host._engine, x = engine.x, h = engine.h;
      return {
        run: () => {
          const start = performance.now();
          for (let i = 0; i < calls.length; i++) { const c = calls[i]; x.grasp_host_pointer(h, c[0], 0, c[1], c[2], c[3], c[4]); }
          return performance.now() - start;
        },
        finish: () => { side.host.destroy(); return side.counts; },
      };
    };
    // web-figures --split: the module's call of each event (none for a move grasp.js does not send), in a
    // loop over the events as bareListener's is, called directly and just after each event's dispatch to a
    // bare listener: which half of Grasp the dispatch before it leaves to be fetched again.
    const callOfEvent = () => {
      if (!calls) calls = graspCalls();
      const byEvent = events.map(() => null);
      for (const c of calls) byEvent[c[5]] = c;
      return byEvent;
    };
    const moduleSide = () => {
      const byEvent = callOfEvent();
      const side = graspSide(grasp, root, target);
      offThePage(side, root);
      const engine = side.host._engine, x = engine.x, h = engine.h;
      const call = (i) => { const c = byEvent[i]; if (c !== null) x.grasp_host_pointer(h, c[0], 0, c[1], c[2], c[3], c[4]); };
      return { call, finish: () => { side.host.destroy(); return side.counts; } };
    };
    bench.cases.graspModuleByEvent = () => {
      const m = moduleSide();
      return {
        run: function moduleByEventLoop() {
          const start = performance.now();
          for (let i = 0; i < events.length; i++) { benchClock.now = events[i].timeStamp; m.call(i); }
          const end = performance.now();
          benchClock.now = null;
          return end - start;
        },
        finish: m.finish,
      };
    };
    bench.cases.graspModuleAfterDispatch = () => {
      const m = moduleSide();
      return afterDispatch(target, events, m.call, m.finish);
    };
    bench.glide = () => glide(grasp);
  }
  if (options.hammer) {
    await loadScript('hammer.js');
    info.hammerVersion = Hammer.VERSION;
    bench.cases.hammer = () => {
      const side = hammerSide(target);
      return {
        run: () => dispatchAll(events, target, true),
        finish: () => { side.manager.destroy(); return side.counts; },
      };
    };
    // web-figures --split: Hammer.js's input listener called directly, with the PointerEvents and with
    // plain objects.
    bench.cases.hammerListener = () => hammerPrepareDirect(target, events);
    bench.cases.hammerPlain = () => hammerPrepareDirect(target, plain());
    bench.cases.hammerAfterDispatch = () => {
      const side = hammerSide(target);
      const handle = side.manager.input.domHandler;
      // Its listeners (on the target and the window) taken off, so that the dispatch reaches only the bare one.
      side.manager.input.destroy();
      return afterDispatch(target, events, (i) => { benchClock.now = events[i].timeStamp; handle(events[i]); },
        () => { benchClock.now = null; side.manager.destroy(); return side.counts; });
    };
  }
  info.cases = Object.keys(bench.cases);
  return info;
}

async function bindingPause() {
  if (typeof gc === 'function') gc();
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Makes case `name`'s listener, host or manager (not timed). */
function bindingPrepare(name) { bench.prepared = bench.cases[name](); }
/** Runs the prepared case (the timed part): its wall-clock milliseconds. */
function bindingRun() { return bench.prepared.run(); }
/** Takes down the prepared case: what it counted. */
function bindingFinish() {
  const counts = bench.prepared.finish();
  bench.prepared = null;
  return counts;
}

/** A 100-row list (a scroll view with a node per row), flicked by pointer events: glide() prepares it and
 *  returns the function that runs its frames at 120 Hz until it rests (the host's frame callback: the tick,
 *  the delegate's scrollViewDidScroll, the content's transform and the indicators written), so that
 *  web_figures.py can take the page's CPU time around the frames alone. */
function glide(grasp) {
  const root = document.getElementById('list');
  root.hidden = false;
  const content = root.firstElementChild;
  content.textContent = '';
  for (let i = 0; i < 100; i++) {
    const row = document.createElement('div');
    row.className = 'row';
    row.textContent = `Row ${i + 1}`;
    content.appendChild(row);
  }
  const host = grasp.attach(document.getElementById('glide'));
  let scrolled = 0;
  const view = host.scrollView(root, { delegate: { scrollViewDidScroll: () => { scrolled++; } } });
  for (const row of content.children) host.node(row);
  const t0 = 100000, x = 150, y = 500;
  const send = (type, t, yy) => {
    const e = new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 7, pointerType: 'touch', isPrimary: true, button: type === 'pointermove' ? -1 : 0, buttons: type === 'pointerup' ? 0 : 1, clientX: x, clientY: yy });
    Object.defineProperty(e, 'timeStamp', { value: t });
    root.dispatchEvent(e);
  };
  send('pointerdown', t0, y);
  for (let k = 1; k <= 8; k++) send('pointermove', t0 + k * 8, y - k * 30);
  send('pointerup', t0 + 72, y - 240);
  bench.glideRun = () => {
    let t = t0 + 72, frames = 0;
    const start = performance.now();
    for (; frames < 2000 && (frames < 2 || view.isDecelerating); frames++) {
      t += 1000 / 120;
      host._frame(t);
    }
    const ms = performance.now() - start;
    const offset = view.contentOffset.y;
    host.destroy();
    root.hidden = true;
    return { frames, meanMs: ms / frames, offset, scrolled };
  };
}

Object.assign(window, { bindingSetup, bindingPause, bindingPrepare, bindingRun, bindingFinish, bindingGlideSetup: () => { bench.glide(); }, bindingGlideRun: () => bench.glideRun() });
