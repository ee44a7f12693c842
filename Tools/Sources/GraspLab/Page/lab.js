// The Grasp Lab page. It sends the stage's pointer events and animation frames to a session of the
// engine (protocol version 5, see the DocC article "The Lab Protocol"; hover, wheel and trackpad input
// come from desktop.js; the platform switch and the side-by-side twin from platforms.js) and draws what the
// session's frames say: the scene's nodes, scroll indicators and stretch, the recognizers' lanes and values. The session runs in the page by default, the engine compiled to WebAssembly
// (grasp.js, grasp.wasm), which answers each message at once, so a pointer sample's result is drawn in
// the animation frame it arrived for. With `?engine=server`, or where grasp.wasm is missing or does not
// instantiate, the session runs on the server, over a WebSocket. Both speak the same messages, and the
// page handles them the same way. The page decides nothing itself: a trace opened or dropped onto the
// page is replayed by the session's engine, and the scrubber only asks the session for the scene at a time.
'use strict';
(() => {
  const VERSION = 5;
  const STEP_SECONDS = 1 / 60;
  const MAX_REPLAY_BYTES = 700 * 1024;
  const TIMELINE_SECONDS = 5;
  const TRAIL_SECONDS = 1;
  const LOG_LIMIT = 5000;
  const STATE_COLORS = {
    possible: '#3a3f4a', began: '#34c759', changed: '#0a84ff', ended: '#bf5af2',
    recognized: '#bf5af2', cancelled: '#ff9f0a', failed: '#ff453a',
  };

  const stageWrap = document.getElementById('stage-wrap');
  const stage = document.getElementById('stage');
  const timeline = document.getElementById('timeline');
  const valuesBox = document.getElementById('values');
  const sceneMenu = document.getElementById('scene');
  const recordButton = document.getElementById('record');
  const statusLine = document.getElementById('status');
  const hintBox = document.getElementById('hint');
  const legendBox = document.getElementById('legend');
  const frameToggle = document.getElementById('phone-frame');
  const openButton = document.getElementById('open-trace');
  const fileInput = document.getElementById('trace-file');
  const replayRecordingButton = document.getElementById('replay-recording');
  const replayBar = document.getElementById('replay-bar');
  const playButton = document.getElementById('replay-play');
  const stepButton = document.getElementById('replay-step');
  const speedMenu = document.getElementById('replay-speed');
  const scrubber = document.getElementById('replay-scrubber');
  const replayTime = document.getElementById('replay-time');
  const liveButton = document.getElementById('replay-live');
  const engineLine = document.getElementById('engine');
  const panelsButton = document.getElementById('panels');
  const platformMenu = document.getElementById('platform');
  const twinWrap = document.getElementById('twin-wrap');
  const twinStage = document.getElementById('twin-stage');
  const a11yList = document.getElementById('a11y-list');
  const a11yButton = document.getElementById('a11y-list-button');

  const lab = {
    connected: false, session: null, scene: null, scenes: [], recognizers: [], nodes: [], indicators: [], stretch: [], values: {},
    log: [], errors: [], time: 0, frames: 0, recording: false, lastTrace: null, viewport: null,
    latencies: [], drawLatencies: [], nextFrameLatencies: [], eventLatencies: [], handlerLatencies: [], sameFrame: [], samples: [],
    // While a trace is replayed: its duration, the time shown, whether it plays and how fast.
    replay: null,
    // The accessibility panel: the scene's elements as the session last listed them, and the answer to
    // the last action performed from the panel (true, false, or null before the first).
    accessibility: [], accessibilityPerformed: null,
  };
  // The session the page talks to (see "Sessions" below), and which engine runs it.
  let session = null;
  const engine = { name: null, note: '' };
  let seq = 0;
  let originMs = null;
  // Pointer messages sent and not yet answered: their send times and their samples' events.
  const sentAt = new Map();
  // Pointer messages whose frame has arrived and is waiting to be drawn (and, for comparison, waiting for
  // the next animation frame, where the page used to draw it): their send times and events.
  let awaitingDraw = [];
  let awaitingFrame = [];
  // The animation frames begun so far, and whether one is being run: a sample remembers the count when
  // it was queued (and the time), and its drawing is in the same frame when that frame is the next one
  // to be shown.
  let framesBegun = 0;
  let inFrame = false;
  const queuedInFrame = new WeakMap();
  const down = new Map();           // pointerId -> last sample, for pointers that are down
  const trail = [];                 // {id, x, y, at} page-side, for the trail
  let pending = [];
  let flushScheduled = false;
  const flushChannel = new MessageChannel();
  // Option (Alt) with the mouse makes two fingers, mirrored about the stage's centre (emulation.js).
  const twoFingers = GraspTwoFingers.create(() => ({ x: stage.clientWidth / 2, y: stage.clientHeight / 2 }));
  // Hover, the wheel, trackpad scrolling and pinching (desktop.js).
  const desktop = GraspDesktopInput.create({
    point: (e) => point(e), queue: (samples) => queue(samples), accepts: () => lab.connected && !!lab.scene && !lab.replay,
  });

  // ---- The read-only test interface ---------------------------------------------------------
  const copy = (value) => JSON.parse(JSON.stringify(value));
  const nodesOf = (list) => list.map((n) => ({
    name: n.name, parent: n.parent, hidden: n.hidden, color: n.color, alpha: n.alpha, label: n.label ?? null,
    frame: { x: n.frame[0], y: n.frame[1], width: n.frame[2], height: n.frame[3] },
  }));
  const api = Object.freeze({
    version: VERSION,
    get connected() { return lab.connected; },
    get session() { return lab.session; },
    get scene() { return lab.scene; },
    get scenes() { return lab.scenes.slice(); },
    get viewport() { return lab.viewport && copy(lab.viewport); },
    get recognizers() { return copy(lab.recognizers); },
    get nodes() { return nodesOf(lab.nodes); },
    node(name) { return this.nodes.find((n) => n.name === name) ?? null; },
    /** The scroll indicators the stage shows (protocol version 4): node, axis, frame and alpha; from
     * version 5, a scrollbar's `expanded`, `pressed` and `track`. */
    get indicators() {
      const rect = (f) => ({ x: f[0], y: f[1], width: f[2], height: f[3] });
      return lab.indicators.map((i) => ({
        node: i.node, axis: i.axis, alpha: i.alpha, frame: rect(i.frame),
        expanded: !!i.expanded, pressed: !!i.pressed, track: i.track ? rect(i.track) : null,
      }));
    },
    /** The stretch the stage draws (protocol version 5): per stretched scroll view, its scale and anchor `[x, y]`. */
    get stretch() { return copy(lab.stretch); },
    /** The platform switch: 'ios', 'android' or 'both' (side by side). */
    get platform() { return platforms.mode; },
    /** Side by side, the twin session on Android's physics drawn on the right: its scene, frames, nodes and stretch. */
    get twin() {
      const t = platforms.twin;
      return t && { platform: t.platform, connected: t.connected, scene: t.scene, frames: t.frames, nodes: nodesOf(t.nodes), stretch: copy(t.stretch) };
    },
    get values() { return copy(lab.values); },
    get log() { return copy(lab.log); },
    get errors() { return copy(lab.errors); },
    get time() { return lab.time; },
    get frames() { return lab.frames; },
    get recording() { return lab.recording; },
    get lastTrace() {
      if (!lab.lastTrace) return null;
      const trace = JSON.parse(lab.lastTrace.data);
      return {
        fileName: lab.lastTrace.fileName, scene: lab.lastTrace.scene, samples: lab.lastTrace.samples,
        version: trace.version, phases: trace.samples.map((s) => s.phase), kinds: trace.samples.map((s) => s.kind ?? 'touch'),
      };
    },
    get latencies() { return lab.latencies.slice(); },
    // Milliseconds from sending a pointer message to the frame that answers it: arrived, and drawn.
    // `nextFrame` is when the next animation frame came, where the page drew them before version 3.
    // `fromEvent`: from each sample's pointer event (its timestamp) to the drawing of the frame that
    // answers it; `fromHandler`: from the page's handler taking the event to that drawing (the browser's
    // delivery of the event left out); `sameFrame`: for each, whether that drawing is shown in the first
    // animation frame after the page took the event, the frame the event arrived for.
    get roundTrips() {
      return {
        arrived: lab.latencies.slice(), drawn: lab.drawLatencies.slice(), nextFrame: lab.nextFrameLatencies.slice(),
        fromEvent: lab.eventLatencies.slice(), fromHandler: lab.handlerLatencies.slice(), sameFrame: lab.sameFrame.slice(),
      };
    },
    // Which engine runs the session: 'in page' (the engine compiled to WebAssembly, in this page) or
    // 'server' (over a WebSocket); null while the page is still loading it. `engineNote` says why the
    // server runs it, when it does.
    get engine() { return engine.name; },
    get engineNote() { return engine.note; },
    get samples() { return copy(lab.samples); },
    get hint() { return lab.scene ? copy(GraspHints.forScene(lab.scene)) : null; },
    get emulating() { return twoFingers.active; },
    get replay() { return lab.replay && copy(lab.replay); },
    // The accessibility panel: the elements last listed (id, label, value, traits, actions, frame) and
    // whether the last action performed from the panel was taken.
    get accessibility() { return copy(lab.accessibility); },
    get accessibilityPerformed() { return lab.accessibilityPerformed; },
  });
  Object.defineProperty(window, 'graspLab', { value: api, writable: false, configurable: false, enumerable: true });

  // ---- Sessions -----------------------------------------------------------------------------
  // The page talks to its session through one small interface: `session.send(text)` hands it a message,
  // and every message it answers arrives at `receive`. Two engines run a session: the engine compiled to
  // WebAssembly, in this page, whose answers arrive within `send` itself (so an answer to the samples an
  // animation frame sends is drawn in that frame); and the server's, over a WebSocket, whose answers
  // arrive as messages a round trip later. Everything above and below this section is the same for both.
  function stageSize() {
    const r = stageWrap.getBoundingClientRect();
    return { width: Math.max(1, Math.round(r.width)), height: Math.max(1, Math.round(r.height)) };
  }

  function send(message) {
    if (!session) return false;
    const sent = session.send(JSON.stringify(Object.assign({ v: VERSION }, message)));
    platforms.forward(message);
    return sent;
  }

  // A session is open: greet it.
  function opened(s) {
    session = s;
    lab.connected = true;
    originMs = null;
    const wanted = new URLSearchParams(location.search).get('scene') || lab.scene || undefined;
    lab.viewport = stageSize();
    send({ type: 'hello', scene: wanted, viewport: lab.viewport, client: clientName(), platform: platforms.platform });
  }

  // The session is gone.
  function closed(s, text) {
    if (session !== s) return;
    session = null;
    platforms.primaryClosed();
    lab.connected = false;
    lab.recording = false;
    lab.replay = null;
    showRecording();
    showReplay();
    status(text);
  }

  function showEngine(name, note) {
    engine.name = name;
    engine.note = note || '';
    engineLine.textContent = name ? `engine: ${name}${note ? ` (${note})` : ''}` : 'engine: loading…';
    engineLine.dataset.engine = name || '';
    engineLine.dataset.fallback = note ? 'yes' : 'no';
  }

  // The server's engine, over a WebSocket; reconnects a second after the connection closes.
  function openServerSession() {
    const url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws';
    const socket = new WebSocket(url);
    const s = {
      synchronous: false,
      send(text) {
        if (socket.readyState !== WebSocket.OPEN) return false;
        socket.send(text);
        return true;
      },
    };
    socket.onopen = () => opened(s);
    socket.onmessage = (e) => receive(JSON.parse(e.data));
    socket.onclose = () => {
      closed(s, 'disconnected; reconnecting…');
      setTimeout(openServerSession, 1000);
    };
  }

  function useServer(note) {
    showEngine('server', note);
    openServerSession();
  }

  // The engine compiled to WebAssembly: grasp.js instantiates grasp.wasm; its session answers each
  // message with exactly the messages the server's would send, in order, before `receive` returns.
  let inPageEngine = null;
  function openInPageSession(grasp) {
    inPageEngine = grasp;
    const inPage = grasp.openLabSession();
    const s = {
      synchronous: true,
      send(text) {
        let answers;
        try {
          answers = inPage.receive(text, performance.now());
        } catch (error) {
          // The engine failed (a trap in the WebAssembly): the server's engine takes over.
          try { inPage.close(); } catch (_) { /* it is gone already */ }
          closed(s, 'the in-page engine failed');
          useServer(`the in-page engine failed: ${error && error.message || error}`);
          return false;
        }
        for (const answer of answers) receive(JSON.parse(answer));
        return true;
      },
    };
    showEngine('in page');
    opened(s);
  }

  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = () => reject(new Error(`${src} could not be loaded`));
      document.head.appendChild(script);
    });
  }

  // Loads grasp.js and grasp.wasm; rejects with the reason the page shows when it cannot.
  async function loadEngine() {
    if (typeof WebAssembly !== 'object') throw new Error('this browser has no WebAssembly');
    const [wasm, script] = await Promise.allSettled([
      fetch('/grasp.wasm', { cache: 'no-store' }),
      window.Grasp ? Promise.resolve() : loadScript('/grasp.js'),
    ]);
    if (wasm.status === 'rejected') throw new Error(`grasp.wasm could not be fetched: ${wasm.reason && wasm.reason.message}`);
    if (wasm.value.status === 404) throw new Error('grasp.wasm not built: run scripts/build-wasm');
    if (!wasm.value.ok) throw new Error(`grasp.wasm could not be fetched: HTTP ${wasm.value.status}`);
    if (script.status === 'rejected' || !window.Grasp) throw new Error('grasp.js is missing from the page');
    let grasp;
    try {
      grasp = await window.Grasp.load(new Uint8Array(await wasm.value.arrayBuffer()));
    } catch (error) {
      throw new Error(`grasp.wasm failed to instantiate: ${error && error.message || error}`);
    }
    return grasp;
  }

  // `?engine=server` runs the session on the server; otherwise the page runs it, or the server does
  // where the page cannot, and the page says why.
  function start() {
    const asked = new URLSearchParams(location.search).get('engine');
    if (asked === 'server') { useServer(); return; }
    showEngine(null);
    loadEngine().then((grasp) => {
      try {
        openInPageSession(grasp);
      } catch (error) {
        useServer(`the in-page engine did not open a session: ${error && error.message || error}`);
      }
    }, (error) => useServer(error.message));
  }

  function clientName() {
    const brand = (navigator.userAgentData && navigator.userAgentData.brands || [])
      .find((b) => !/Not.A.Brand/i.test(b.brand) && b.brand !== 'Chromium') ||
      (navigator.userAgentData && navigator.userAgentData.brands || []).find((b) => b.brand === 'Chromium');
    return brand ? `${brand.brand.toLowerCase()} ${brand.version}` : navigator.userAgent.slice(0, 120);
  }

  function receive(m) {
    switch (m.type) {
      case 'welcome':
        lab.session = m.session;
        lab.scenes = m.scenes;
        sceneMenu.replaceChildren(...m.scenes.map((name) => new Option(name, name)));
        break;
      case 'scene':
        lab.scene = m.name;
        lab.viewport = m.viewport;
        lab.recognizers = m.recognizers;
        lab.values = {};
        scrolling.clear();
        lab.recording = false;
        showRecording();
        sceneMenu.value = m.name;
        showHint();
        const url = new URL(location.href);
        url.searchParams.set('scene', m.name);
        history.replaceState(null, '', url);
        lab.stretch = [];
        platforms.primaryReady();
        // The panel's list, asked for once the scene's own answers are handled.
        setTimeout(() => send({ type: 'accessibility' }), 0);
        break;
      case 'frame':
        lab.frames += 1;
        lab.time = m.t;
        if (m.ack !== undefined && sentAt.has(m.ack)) {
          const sent = sentAt.get(m.ack);
          lab.latencies.push(performance.now() - sent.at);
          if (lab.latencies.length > 500) lab.latencies.shift();
          awaitingDraw.push(sent);
          awaitingFrame.push(sent);
          sentAt.delete(m.ack);
          // The in-page engine answers within the send: the animation frame (or the next one, for
          // samples sent between frames) draws it. The server's answer is drawn as it arrives.
          if (!session || !session.synchronous) scheduleDraw();
        }
        if (m.nodes) lab.nodes = m.nodes;
        if (m.indicators) lab.indicators = m.indicators;
        if (m.stretch) lab.stretch = m.stretch;
        if (m.values) lab.values = m.values;
        noteScrolling();
        if (m.reset) lab.log = lab.log.filter((c) => c.scene !== lab.scene);
        const changes = m.changes || [];
        // Version 4: a `changed` report of a gesture in progress carries no values. It is shown with the
        // values of the recognizer's next change in this frame that carries them (its end, say), or
        // else with the frame's values: the nearest values known after it.
        const nextValues = {};
        const shown = new Array(changes.length);
        for (let k = changes.length - 1; k >= 0; k--) {
          const c = changes[k];
          if (c.values) nextValues[c.r] = c.values;
          shown[k] = c.values || nextValues[c.r] || valuesWithoutState(lab.values[String(c.r)]);
        }
        changes.forEach((c, k) => {
          lab.log.push({ r: c.r, recognizer: c.name, from: c.from, to: c.to, reported: c.reported, t: c.t, values: shown[k], scene: lab.scene });
        });
        if (lab.log.length > LOG_LIMIT) lab.log.splice(0, lab.log.length - LOG_LIMIT);
        // Written into the page with the next drawing, after the stage.
        valuesDirty = true;
        break;
      case 'replay':
        lab.replay = { duration: m.duration, time: 0, playing: false, speed: Number(speedMenu.value), description: m.description, samples: m.samples };
        lab.log = lab.log.filter((c) => c.scene !== lab.scene);
        showReplay();
        status(`replaying ${m.samples} samples: ${m.description}`);
        break;
      case 'recording':
        lab.recording = m.state === 'on';
        showRecording();
        break;
      case 'trace':
        download(m);
        break;
      case 'accessibility':
        lab.accessibility = m.elements || [];
        if (m.performed !== undefined) {
          lab.accessibilityPerformed = m.performed;
          status(m.performed ? 'accessibility action performed' : 'the element does not take that action: nothing changed');
        }
        showAccessibility();
        break;
      case 'error':
        lab.errors.push({ code: m.code, message: m.message, ref: m.ref ?? null });
        if (lab.errors.length > 100) lab.errors.shift();
        status(`error: ${m.message}`);
        break;
    }
  }

  // ---- Input --------------------------------------------------------------------------------
  function kindOf(e) { return e.pointerType === 'mouse' || e.pointerType === 'pen' ? e.pointerType : 'touch'; }

  const round3 = (v) => Math.round(v * 1000) / 1000;
  const CONTACT_PHASES = new Set(['down', 'move', 'up', 'cancel']);

  // The canvas the input being handled came from: the stage, or its twin side by side.
  let inputCanvas = stage;
  function point(e) {
    const r = inputCanvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  function sample(e, phase, base) {
    const p = point(e);
    const s = {
      t: e.timeStamp, id: base.pointerId, kind: kindOf(base), phase,
      x: round3(p.x), y: round3(p.y), pressure: Math.min(1, Math.max(0, e.pressure || 0)),
    };
    // The buttons held (a right click is `buttons: 2`) and the modifier keys, from protocol version 3.
    if (base.pointerType === 'mouse' || base.pointerType === 'pen') s.buttons = base.buttons;
    const keys = GraspDesktopInput.modifiersOf(base);
    if (keys.length) s.modifiers = keys;
    return s;
  }

  // The two emulated fingers at one instant, as touch samples.
  function pair(t, phase, points) {
    return points.map((p) => ({ t, id: p.id, kind: 'touch', phase, x: round3(p.x), y: round3(p.y), pressure: 0.5, emulated: true }));
  }

  function queue(samples) {
    for (const s of samples) {
      pending.push(s);
      queuedInFrame.set(s, [framesBegun, performance.now()]);
      if (CONTACT_PHASES.has(s.phase)) trail.push({ id: s.id, x: s.x, y: s.y, at: performance.now() });
    }
    if (!flushScheduled) { flushScheduled = true; flushChannel.port2.postMessage(0); }
  }

  // Pointer events of one input frame (both fingers of a pinch) are dispatched in one task; the
  // flush runs as the next task, so they travel together and reach the engine as one touch event.
  // An animation frame flushes first too: the browser runs frame callbacks right after dispatching that
  // frame's input, before the flush task, and a frame message sent ahead of earlier pointer samples
  // would move the engine's clock past them (a finger lifted at 0.45 s must not let a 0.5 s long
  // press fire first).
  flushChannel.port1.onmessage = () => flushPending();

  function flushPending() {
    flushScheduled = false;
    if (!pending.length) return;
    const samples = pending.map((s, i) => [s, i]).sort((a, b) => a[0].t - b[0].t || a[1] - b[1]).map((p) => p[0]);
    pending = [];
    for (let i = 0; i < samples.length; i += 256) {
      seq += 1;
      if (originMs === null) originMs = samples[i].t;
      const batch = samples.slice(i, i + 256);
      sentAt.set(seq, { at: performance.now(), events: batch.map((b) => [b.t, queuedInFrame.get(b)]) });
      if (sentAt.size > 1000) sentAt.delete(sentAt.keys().next().value);
      send({ type: 'pointer', seq, samples: batch });
      for (const b of batch) lab.samples.push({ t: Math.max(0, (b.t - originMs) / 1000), id: b.id, kind: b.kind, phase: b.phase, x: b.x, y: b.y });
      if (lab.samples.length > LOG_LIMIT) lab.samples.splice(0, lab.samples.length - LOG_LIMIT);
    }
  }

  // Every input listener, on the stage and, side by side, on its twin: a touch on either goes to both
  // sessions (platforms.js), in the coordinates of the canvas it touched.
  function on(canvas, type, handler, options) {
    canvas.addEventListener(type, (e) => { inputCanvas = canvas; handler(e); }, options);
  }
  function listen(canvas) {
    on(canvas, 'pointerdown', (e) => {
      e.preventDefault();
      if (lab.replay) { status('replaying: press Live to touch the stage again'); return; }
      desktop.pressed(e);
      twoFingers.keys(e);
      try { canvas.setPointerCapture(e.pointerId); } catch (_) { /* synthetic pointers may not capture */ }
      if (twoFingers.wants(e) && !twoFingers.active) {
        const fingers = twoFingers.begin(e.pointerId, point(e));
        down.set(e.pointerId, true);
        down.set(fingers[1].id, true);
        queue(pair(e.timeStamp, 'down', fingers));
        return;
      }
      const s = sample(e, 'down', e);
      down.set(e.pointerId, s);
      queue([s]);
    });
    on(canvas, 'pointermove', (e) => {
      twoFingers.keys(e);
      if (!down.has(e.pointerId)) {
        if (e.pointerType === 'mouse') twoFingers.hover(point(e));
        desktop.hover(e);
        return;
      }
      e.preventDefault();
      const list = (e.getCoalescedEvents && e.getCoalescedEvents().length) ? e.getCoalescedEvents() : [e];
      if (twoFingers.isEmulated(e.pointerId)) {
        queue(list.flatMap((c) => pair(c.timeStamp, 'move', twoFingers.move(point(c)))));
        return;
      }
      queue(list.map((c) => sample(c, 'move', e)));
    });
    on(canvas, 'pointerleave', (e) => {
      if (e.pointerType === 'mouse') twoFingers.hover(null);
      desktop.leave(e);
    });
    on(canvas, 'wheel', (e) => desktop.wheel(e), { passive: false });
    on(canvas, 'gesturestart', (e) => desktop.gestureStart(e), { passive: false });
    on(canvas, 'gesturechange', (e) => desktop.gestureChange(e), { passive: false });
    on(canvas, 'gestureend', (e) => desktop.gestureEnd(e), { passive: false });
    for (const [type, phase] of [['pointerup', 'up'], ['pointercancel', 'cancel'], ['lostpointercapture', 'cancel']]) {
      on(canvas, type, (e) => {
        if (!down.has(e.pointerId)) return;
        down.delete(e.pointerId);
        if (twoFingers.isEmulated(e.pointerId)) {
          const fingers = twoFingers.end();
          down.delete(fingers[1].id);
          queue(pair(e.timeStamp, phase, fingers));
          return;
        }
        queue([sample(e, phase, e)]);
      });
    }
    for (const type of ['touchstart', 'touchmove', 'contextmenu']) {
      on(canvas, type, (e) => e.preventDefault(), { passive: false });
    }
  }
  listen(stage);
  listen(twinStage);
  // Keys (protocol version 5): the scrolling keys go to the scene's engine (keyboard scrolling), with the
  // page's timestamp and the pointer's last place on the stage; a key typed in a field or on a control of
  // the page stays there. The pointer samples queued before a key are sent first. The keys that move and
  // use the engine's keyboard focus (Tab, Enter, Escape, Backspace and Delete) go to it only while the
  // pointer is on the stage, so that elsewhere Tab still walks the page's own controls.
  const KEY_NAMES = {
    ArrowUp: 'upArrow', ArrowDown: 'downArrow', ArrowLeft: 'leftArrow', ArrowRight: 'rightArrow',
    PageUp: 'pageUp', PageDown: 'pageDown', Home: 'home', End: 'end', ' ': 'spacebar',
    ContextMenu: 'menu', F10: 'f10',
    Tab: 'tab', Enter: 'returnOrEnter', Escape: 'escape', Backspace: 'deleteOrBackspace', Delete: 'deleteOrBackspace',
  };
  const FOCUS_KEYS = new Set(['tab', 'returnOrEnter', 'escape', 'deleteOrBackspace']);
  let keyPointer = null;
  for (const type of ['pointermove', 'pointerdown']) stage.addEventListener(type, (e) => { keyPointer = point(e); });
  stage.addEventListener('pointerleave', () => { keyPointer = null; });
  for (const type of ['keydown', 'keyup']) {
    window.addEventListener(type, (e) => {
      const key = KEY_NAMES[e.key];
      const target = e.target;
      if (!key || !session || (target && target.closest && target.closest('input, textarea, select, button, a, [contenteditable]'))) return;
      if (FOCUS_KEYS.has(key) && !keyPointer) return;
      e.preventDefault();
      flushPending();
      const message = { type: 'key', t: e.timeStamp, key, phase: type === 'keydown' ? 'down' : 'up' };
      if (e.repeat) message.repeat = true;
      const keys = GraspDesktopInput.modifiersOf(e);
      if (keys.length) message.modifiers = keys;
      if (keyPointer) { message.x = round3(keyPointer.x); message.y = round3(keyPointer.y); }
      send(message);
    });
  }
  for (const type of ['keydown', 'keyup']) window.addEventListener(type, (e) => twoFingers.keys(e));
  window.addEventListener('blur', () => twoFingers.keys({}));
  document.addEventListener('gesturestart', (e) => e.preventDefault(), { passive: false });

  // ---- Controls -----------------------------------------------------------------------------
  sceneMenu.addEventListener('change', () => {
    lab.viewport = stageSize();
    send({ type: 'scene', name: sceneMenu.value, viewport: lab.viewport });
  });
  recordButton.addEventListener('click', () => send({ type: 'record', action: lab.recording ? 'stop' : 'start' }));
  let resizeTimer = null;
  function stageResized() {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      const size = stageSize();
      if (lab.scene && lab.viewport && (size.width !== lab.viewport.width || size.height !== lab.viewport.height)) {
        lab.viewport = size;
        send({ type: 'scene', name: lab.scene, viewport: size });
      }
    }, 250);
  }
  window.addEventListener('resize', stageResized);
  // The phone frame: the stage becomes a 390×844 screen in a bezel, on screens wide enough for it.
  frameToggle.addEventListener('change', () => {
    document.body.classList.toggle('phone-frame', frameToggle.checked);
    stageResized();
  });

  function showHint() {
    const h = GraspHints.forScene(lab.scene);
    hintBox.replaceChildren(...[['finger', 'Finger'], ['mouse', 'Mouse'], ['trackpad', 'Trackpad']].map(([key, title]) => {
      const line = document.createElement('span');
      line.className = `hint-${key}`;
      const b = document.createElement('b');
      b.textContent = `${title}: `;
      line.append(b, h[key]);
      return line;
    }));
  }

  // ---- The accessibility panel ------------------------------------------------------------------
  // Lists the scene's accessibility elements (label, value, traits) with a button per action; a button
  // performs the action at the element's activation point, through the engine as a touch goes.
  function showAccessibility() {
    a11yList.replaceChildren(...lab.accessibility.map((element) => {
      const item = document.createElement('li');
      item.dataset.id = element.id;
      const name = document.createElement('span');
      name.textContent = element.label + (element.value ? ` = ${element.value}` : '');
      const traits = document.createElement('span');
      traits.className = 'traits';
      traits.textContent = ` (${element.traits})`;
      item.append(name, traits, document.createElement('br'));
      const [x, y, w, h] = element.frame;
      for (const action of element.actions) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = action;
        button.dataset.action = action;
        button.addEventListener('click', () => {
          if (!lab.replay) send({ type: 'accessibility', action, x: x + w / 2, y: y + h / 2 });
        });
        item.append(button);
      }
      return item;
    }));
  }
  a11yButton.addEventListener('click', () => send({ type: 'accessibility' }));

  // On a phone the hint is one line; a tap shows all of it over the stage, and another hides it.
  hintBox.addEventListener('click', () => hintBox.classList.toggle('expanded'));

  // On a phone the inspector is a drawer over the stage (lab.css), which the bar's Panels button opens
  // and closes; the stage keeps its size either way.
  panelsButton.addEventListener('click', () => {
    const open = !document.body.classList.contains('drawer-open');
    document.body.classList.toggle('drawer-open', open);
    panelsButton.setAttribute('aria-expanded', String(open));
    if (open) { drawTimeline(); showValues(); }
  });

  legendBox.replaceChildren(...['possible', 'began', 'changed', 'ended', 'recognized', 'cancelled', 'failed'].map((name) => {
    const item = document.createElement('span');
    const chip = document.createElement('i');
    chip.style.background = STATE_COLORS[name];
    item.append(chip, name);
    return item;
  }));

  // ---- Replays ------------------------------------------------------------------------------
  function replayText(text, name) {
    if (text.length > MAX_REPLAY_BYTES) { status(`${name} is too large to replay here (${Math.round(text.length / 1024)} KiB; at most ${MAX_REPLAY_BYTES / 1024})`); return; }
    send({ type: 'replay', trace: text });
  }
  function openFile(file) {
    if (!file) return;
    file.text().then((text) => replayText(text, file.name), () => status(`cannot read ${file.name}`));
  }
  openButton.addEventListener('click', () => fileInput.click());
  fileInput.addEventListener('change', () => { openFile(fileInput.files[0]); fileInput.value = ''; });
  replayRecordingButton.addEventListener('click', () => { if (lab.lastTrace) replayText(lab.lastTrace.data, lab.lastTrace.fileName); });
  stageWrap.addEventListener('dragover', (e) => { e.preventDefault(); stageWrap.classList.add('dropping'); });
  stageWrap.addEventListener('dragleave', () => stageWrap.classList.remove('dropping'));
  stageWrap.addEventListener('drop', (e) => {
    e.preventDefault();
    stageWrap.classList.remove('dropping');
    openFile(e.dataTransfer && e.dataTransfer.files[0]);
  });

  function seek(t) {
    if (!lab.replay) return;
    lab.replay.time = Math.min(Math.max(0, t), lab.replay.duration);
    send({ type: 'seek', t: lab.replay.time });
    showReplay();
  }
  function pause() { if (lab.replay) { lab.replay.playing = false; showReplay(); } }
  playButton.addEventListener('click', () => {
    if (!lab.replay) return;
    if (!lab.replay.playing && lab.replay.time >= lab.replay.duration) seek(0);
    lab.replay.playing = !lab.replay.playing;
    lastPlayFrame = null;
    showReplay();
  });
  stepButton.addEventListener('click', () => { pause(); seek((lab.replay ? lab.replay.time : 0) + STEP_SECONDS); });
  speedMenu.addEventListener('change', () => { if (lab.replay) lab.replay.speed = Number(speedMenu.value); });
  scrubber.addEventListener('input', () => { const t = Number(scrubber.value); pause(); seek(t); });
  liveButton.addEventListener('click', () => { lab.replay = null; showReplay(); send({ type: 'live' }); });

  function showReplay() {
    replayBar.hidden = !lab.replay;
    if (!lab.replay) return;
    scrubber.max = String(lab.replay.duration);
    scrubber.value = String(lab.replay.time);
    replayTime.textContent = `${lab.replay.time.toFixed(3)} s`;
    playButton.textContent = lab.replay.playing ? 'Pause' : 'Play';
  }

  // Advances a playing replay by the frame's time at its speed; the session draws the result.
  let lastPlayFrame = null;
  function playReplay(ts) {
    const r = lab.replay;
    if (!r || !r.playing) { lastPlayFrame = null; return; }
    if (lastPlayFrame !== null) {
      const t = r.time + (ts - lastPlayFrame) / 1000 * r.speed;
      if (t >= r.duration) r.playing = false;
      seek(t);
    }
    lastPlayFrame = ts;
  }

  function showRecording() {
    recordButton.textContent = lab.recording ? 'Stop' : 'Record';
    recordButton.setAttribute('aria-pressed', String(lab.recording));
  }

  function fileName(date) {
    const p = (n) => String(n).padStart(2, '0');
    return `grasp-${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}-${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}.json`;
  }

  function download(m) {
    lab.recording = false;
    showRecording();
    const name = fileName(new Date());
    lab.lastTrace = { fileName: name, scene: m.scene, samples: m.samples, data: m.data };
    replayRecordingButton.hidden = false;
    const url = URL.createObjectURL(new Blob([m.data], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    status(`recorded ${m.samples} samples → ${name}`);
  }

  let statusUntil = 0;
  function status(text) { statusLine.textContent = text; statusUntil = performance.now() + 3000; }

  // ---- Platforms ----------------------------------------------------------------------------
  // The switch and the twin are platforms.js's; the page lays the stages out and opens the twin's session
  // on its own engine.
  const platforms = GraspPlatforms.create({
    select: platformMenu,
    version: VERSION,
    primary: () => ({ connected: lab.connected, scene: lab.scene, viewport: lab.viewport }),
    openSession: openTwinSession,
    changed: platformChanged,
  });
  platformMenu.addEventListener('change', () => platforms.set(platformMenu.value));
  showSideBySide();

  function showSideBySide() {
    const both = platforms.mode === 'both';
    document.body.classList.toggle('side-by-side', both);
    twinWrap.hidden = !both;
  }

  // The mode changed: the stage takes its new width, and the page's session its platform and viewport.
  function platformChanged() {
    showSideBySide();
    if (!lab.connected || !lab.scene) return;
    lab.viewport = stageSize();
    send({ type: 'scene', name: lab.scene, viewport: lab.viewport, platform: platforms.platform });
  }

  // A session for the twin on the page's engine: in the page, or over a WebSocket.
  function openTwinSession(onOpen, onMessage) {
    if (engine.name === 'in page' && inPageEngine) {
      const inPage = inPageEngine.openLabSession();
      let open = true;
      queueMicrotask(() => { if (open) onOpen(); });
      return {
        send(text) {
          if (!open) return false;
          let answers;
          try {
            answers = inPage.receive(text, performance.now());
          } catch (error) {
            open = false;
            status(`the twin's engine failed: ${error && error.message || error}`);
            return false;
          }
          for (const answer of answers) onMessage(JSON.parse(answer));
          return true;
        },
        close() { if (open) { open = false; inPage.close(); } },
      };
    }
    const socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws');
    socket.onopen = () => onOpen();
    socket.onmessage = (e) => onMessage(JSON.parse(e.data));
    return {
      send(text) { if (socket.readyState !== WebSocket.OPEN) return false; socket.send(text); return true; },
      close() { socket.close(); },
    };
  }

  // ---- Drawing ------------------------------------------------------------------------------
  function fit(canvas) {
    const dpr = window.devicePixelRatio || 1;
    const w = Math.round(canvas.clientWidth * dpr), h = Math.round(canvas.clientHeight * dpr);
    if (canvas.width !== w || canvas.height !== h) { canvas.width = w; canvas.height = h; }
    return dpr;
  }

  function sceneScale() {
    if (!lab.viewport || !lab.replay) return 1;
    return Math.min(1, stage.clientWidth / lab.viewport.width, stage.clientHeight / lab.viewport.height);
  }

  function drawStage() {
    const dpr = fit(stage);
    const g = stage.getContext('2d');
    // A replayed trace keeps its own viewport; a larger one is drawn scaled down to fit the stage.
    const k = sceneScale();
    drawScene(g, stage, dpr, k, lab);
    g.globalAlpha = 1;
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (lab.replay && k < 1) {
      g.strokeStyle = 'rgba(10, 132, 255, 0.6)';
      g.strokeRect(0.5, 0.5, lab.viewport.width * k - 1, lab.viewport.height * k - 1);
    }
    const now = performance.now();
    while (trail.length && now - trail[0].at > TRAIL_SECONDS * 1000) trail.shift();
    for (const p of trail) {
      const age = (now - p.at) / (TRAIL_SECONDS * 1000);
      g.fillStyle = `rgba(255, 214, 10, ${0.9 * (1 - age)})`;
      g.beginPath();
      g.arc(p.x, p.y, down.has(p.id) ? 4 : 3, 0, Math.PI * 2);
      g.fill();
    }
    drawEmulation(g);
    drawTwin(k);
  }

  // The twin, side by side: its scene drawn as the stage's, at the same scale.
  function drawTwin(k) {
    const t = platforms.twin;
    if (!t) return;
    const dpr = fit(twinStage);
    const g = twinStage.getContext('2d');
    drawScene(g, twinStage, dpr, k, t);
    g.globalAlpha = 1;
  }

  // A scene's nodes and scroll indicators on `canvas`, the content of a stretched scroll view scaled about
  // its anchor (protocol version 5); `view` is the page's session's state or the twin's.
  function drawScene(g, canvas, dpr, k, view) {
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.clearRect(0, 0, canvas.width, canvas.height);
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (!GraspScenery.background(g, view.scene, canvas.width / dpr, canvas.height / dpr)) {
      g.setTransform(1, 0, 0, 1, 0, 0);
      g.strokeStyle = '#1f2229';
      g.lineWidth = 1;
      for (let gx = 0; gx < canvas.width; gx += 50 * dpr) { g.beginPath(); g.moveTo(gx + 0.5, 0); g.lineTo(gx + 0.5, canvas.height); g.stroke(); }
      for (let gy = 0; gy < canvas.height; gy += 50 * dpr) { g.beginPath(); g.moveTo(0, gy + 0.5); g.lineTo(canvas.width, gy + 0.5); g.stroke(); }
    }
    const alphas = [], hidden = [];
    const stretches = GraspPlatforms.transforms(view.nodes, view.stretch);
    view.nodes.forEach((n, i) => {
      hidden[i] = n.hidden || (n.parent >= 0 && hidden[n.parent]);
      alphas[i] = n.alpha * (n.parent >= 0 ? alphas[n.parent] : 1);
      if (hidden[i] || alphas[i] <= 0) return;
      const [a, b, c, d, tx, ty] = GraspPlatforms.stretched(n.m, stretches[i]);
      g.setTransform(k * dpr * a, k * dpr * b, k * dpr * c, k * dpr * d, k * dpr * tx, k * dpr * ty);
      g.globalAlpha = alphas[i];
      if (GraspScenery.drawNode(g, n, alphas[i], view.scene, n.parent < 0)) return;
      if (n.color) {
        g.fillStyle = n.color;
        g.fillRect(n.b[0], n.b[1], n.b[2], n.b[3]);
      } else {
        g.strokeStyle = '#3a3f4a';
        g.lineWidth = 1;
        g.strokeRect(n.b[0] + 0.5, n.b[1] + 0.5, n.b[2] - 1, n.b[3] - 1);
      }
      if (n.label) {
        g.fillStyle = '#ffffff';
        g.font = '14px system-ui, sans-serif';
        g.textAlign = 'center';
        g.textBaseline = 'middle';
        g.fillText(n.label, n.b[0] + n.b[2] / 2, n.b[1] + n.b[3] / 2);
      }
    });
    drawIndicators(g, k * dpr, view.indicators);
  }

  // The scroll views' indicators, over the nodes, where the frames put them (stage points): a dark bar with
  // round ends and a light edge, readable on light and dark content, at the engine's opacity.
  function drawIndicators(g, scale, indicators) {
    g.setTransform(scale, 0, 0, scale, 0, 0);
    for (const i of indicators) {
      const [x, y, w, h] = i.frame;
      const r = Math.min(w, h) / 2;
      if (i.expanded && i.track) {
        // A scrollbar under the pointer (protocol version 5): its track, faint, behind the widened bar.
        const [tx, ty, tw, th] = i.track;
        g.globalAlpha = 1;
        g.fillStyle = 'rgba(0, 0, 0, 0.12)';
        g.fillRect(tx, ty, tw, th);
      }
      g.globalAlpha = i.alpha;
      g.beginPath();
      g.moveTo(x + r, y);
      g.arcTo(x + w, y, x + w, y + h, r);
      g.arcTo(x + w, y + h, x, y + h, r);
      g.arcTo(x, y + h, x, y, r);
      g.arcTo(x, y, x + w, y, r);
      g.closePath();
      g.fillStyle = 'rgba(0, 0, 0, 0.55)';
      g.fill();
      g.strokeStyle = 'rgba(255, 255, 255, 0.55)';
      g.lineWidth = 0.75;
      g.stroke();
    }
  }

  // The emulated fingers (and the centre they mirror about) while Option is held or they are down.
  function drawEmulation(g) {
    const o = twoFingers.overlay();
    if (!o) return;
    if (o.centre) {
      g.strokeStyle = 'rgba(255, 255, 255, 0.6)';
      g.lineWidth = 1;
      g.beginPath();
      g.moveTo(o.centre.x - 8, o.centre.y); g.lineTo(o.centre.x + 8, o.centre.y);
      g.moveTo(o.centre.x, o.centre.y - 8); g.lineTo(o.centre.x, o.centre.y + 8);
      g.stroke();
    }
    for (const f of o.fingers) {
      g.fillStyle = o.down ? 'rgba(200, 200, 210, 0.55)' : 'rgba(200, 200, 210, 0.25)';
      g.strokeStyle = 'rgba(255, 255, 255, 0.8)';
      g.lineWidth = 1.5;
      g.beginPath();
      g.arc(f.x, f.y, 18, 0, Math.PI * 2);
      g.fill();
      g.stroke();
    }
  }

  function drawTimeline() {
    const dpr = fit(timeline);
    const g = timeline.getContext('2d');
    const w = timeline.width / dpr, h = timeline.height / dpr;
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    g.fillStyle = '#16181d';
    g.fillRect(0, 0, w, h);
    const lanes = lab.recognizers;
    const now = originMs === null || lab.replay ? lab.time : Math.max(lab.time, (performance.now() - originMs) / 1000);
    const left = Math.min(90, Math.round(w * 0.3)), right = w - 6, start = now - TIMELINE_SECONDS;
    const x = (t) => left + (right - left) * (t - start) / TIMELINE_SECONDS;
    const laneH = Math.min(28, (h - 18) / Math.max(1, lanes.length));
    g.font = '11px system-ui, sans-serif';
    g.textBaseline = 'middle';
    g.strokeStyle = '#2a2e37';
    for (let s = Math.ceil(start); s <= now; s++) {
      g.beginPath(); g.moveTo(x(s), 0); g.lineTo(x(s), h); g.stroke();
    }
    lanes.forEach((lane, i) => {
      const y = 6 + i * laneH;
      g.fillStyle = '#c8c8cc';
      g.fillText(lane.name || lane.kind, 4, y + laneH / 2 - 2, left - 8);
      g.fillStyle = STATE_COLORS.possible;
      g.fillRect(left, y + 2, right - left, laneH - 8);
      const changes = lab.log.filter((c) => c.r === lane.id && c.scene === lab.scene);
      changes.forEach((c, k) => {
        const next = changes[k + 1];
        const until = next ? next.t : now;
        const name = c.reported === 'recognized' ? 'recognized' : c.to;
        const from = Math.max(x(c.t), left);
        if (until < start) return;
        if (name === 'possible') return;
        const final = name === 'ended' || name === 'recognized' || name === 'failed' || name === 'cancelled';
        const to = final ? from + 4 : Math.min(x(until), right);
        g.fillStyle = STATE_COLORS[name] || '#888';
        g.fillRect(from, y + 2, Math.max(2, to - from), laneH - 8);
      });
    });
    g.fillStyle = '#8e8e93';
    g.fillText(`${TIMELINE_SECONDS} s`, left, h - 6);
  }

  /** A frame's values entry without its `state` member: the values a change of the log shows. */
  function valuesWithoutState(entry) {
    const values = {};
    for (const key in entry || {}) if (key !== 'state') values[key] = entry[key];
    return values;
  }

  // A whole number prints as one ("selected: -1"); the session sends numbers rounded to 3 decimals.
  const fmt = (v) => typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(Math.abs(v) >= 100 ? 0 : 2))
    : Array.isArray(v) ? `(${v.map(fmt).join(', ')})` : String(v);

  // A scroll view's own velocity, derived from the content offset its pan's values report, frame by
  // frame, over the last 50 ms of session time: what a gliding list's panel is read for, where its pan
  // (at rest since the finger left) reports a velocity of (0, 0). Per lane id: the recent offsets.
  const SCROLL_WINDOW = 0.05;
  const scrolling = new Map();
  function noteScrolling() {
    for (const id in lab.values) {
      const offset = lab.values[id] && lab.values[id].contentOffset;
      if (!Array.isArray(offset)) continue;
      let samples = scrolling.get(id);
      const latest = samples && samples.length ? samples[samples.length - 1].t : -Infinity;
      // Time that goes back by much (a replay's seek) starts over; a frame a little behind is left out.
      if (!samples || latest - lab.time > 0.1) scrolling.set(id, samples = []);
      else if (lab.time < latest) continue;
      else if (lab.time === latest) samples.pop();
      samples.push({ t: lab.time, offset });
      while (samples.length > 2 && lab.time - samples[1].t >= SCROLL_WINDOW) samples.shift();
    }
  }
  function scrollVelocity(id) {
    const samples = scrolling.get(id);
    if (!samples || samples.length < 2) return [0, 0];
    const first = samples[0], last = samples[samples.length - 1];
    const dt = last.t - first.t;
    return [0, 1].map((k) => Math.round((last.offset[k] - first.offset[k]) / dt));
  }
  // The values box is rewritten after the stage is drawn (an answer's drawing, or the next animation
  // frame), so that building its text never holds up a frame's arrival or its drawing.
  let valuesDirty = false;
  function showValuesIfDirty() {
    if (!valuesDirty) return;
    valuesDirty = false;
    showValues();
  }
  function showValues() {
    const parts = lab.recognizers.map((lane) => {
      const v = lab.values[String(lane.id)] || {};
      // A scroll view's pan: its translation and velocity are the finger's, shown as the pan's, beside
      // the content's own velocity.
      const scrolls = Array.isArray(v.contentOffset);
      const rows = Object.entries(v).filter(([k]) => k !== 'state').map(([k, val]) => {
        const label = scrolls && (k === 'translation' || k === 'velocity') ? `pan ${k}` : k;
        const row = `<div>${label}: ${fmt(val)}</div>`;
        return k === 'contentOffset' ? `${row}<div class="derived">scroll velocity: ${fmt(scrollVelocity(String(lane.id)))}</div>` : row;
      }).join('');
      return `<div class="lane"><span class="name">${escapeHTML(lane.name || lane.kind)}</span> <span>${v.state || ''}</span>${rows}</div>`;
    });
    valuesBox.innerHTML = parts.join('');
  }
  function escapeHTML(s) { return String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c])); }

  // A frame that answers a pointer message is drawn on the stage at once rather than at the next
  // animation frame, up to 16 ms later: the stage shows what the engine did as soon as the answer arrives.
  let drawScheduled = false;
  // Whether an animation frame left its drawing to the answer of the pointer message it sent.
  let drawingLeftToAnswer = false;
  // When the status line last changed.
  let statusShownAt = 0;
  function scheduleDraw() {
    if (drawScheduled) return;
    drawScheduled = true;
    queueMicrotask(() => {
      drawScheduled = false;
      drawStage();
      noteDrawn();
      if (drawingLeftToAnswer) {
        drawingLeftToAnswer = false;
        drawTimeline();
      }
      showValuesIfDirty();
    });
  }
  function noteDrawn() {
    if (!awaitingDraw.length) return;
    const now = performance.now();
    // A drawing made between animation frames is shown with the next one.
    const shownIn = inFrame ? framesBegun : framesBegun + 1;
    for (const sent of awaitingDraw) {
      lab.drawLatencies.push(now - sent.at);
      for (const [t, [queuedIn, queuedAt]] of sent.events) {
        lab.eventLatencies.push(now - t);
        lab.handlerLatencies.push(now - queuedAt);
        lab.sameFrame.push(shownIn === queuedIn + 1);
      }
    }
    if (lab.drawLatencies.length > 500) lab.drawLatencies.splice(0, lab.drawLatencies.length - 500);
    if (lab.eventLatencies.length > 1000) lab.eventLatencies.splice(0, lab.eventLatencies.length - 1000);
    if (lab.handlerLatencies.length > 1000) lab.handlerLatencies.splice(0, lab.handlerLatencies.length - 1000);
    if (lab.sameFrame.length > 1000) lab.sameFrame.splice(0, lab.sameFrame.length - 1000);
    awaitingDraw = [];
  }

  function frame(ts) {
    framesBegun += 1;
    inFrame = true;
    let answerDue = false;
    if (lab.connected && lab.scene && lab.replay) {
      playReplay(ts);
    } else if (lab.connected && lab.scene) {
      const before = seq;
      flushPending();
      if (originMs === null) originMs = ts;
      send({ type: 'frame', t: ts });
      // The browser dispatches a frame's touches just before its animation frame, so a pointer
      // message usually leaves here. Its answer comes back in under a millisecond, but an answer that
      // arrives while this callback draws waits for the drawing (2–3 ms of canvas work): so when a
      // pointer message just left, the drawing is left to its answer, which draws the stage and the
      // timeline as soon as it arrives. A page whose answer never comes draws at the next frame.
      // The in-page engine has answered already: this frame draws.
      answerDue = seq !== before && !drawingLeftToAnswer && !(session && session.synchronous);
    }
    if (answerDue) {
      drawingLeftToAnswer = true;
    } else {
      drawingLeftToAnswer = false;
      drawStage();
      drawTimeline();
      noteDrawn();
      showValuesIfDirty();
    }
    if (awaitingFrame.length) {
      const now = performance.now();
      for (const sent of awaitingFrame) lab.nextFrameLatencies.push(now - sent.at);
      if (lab.nextFrameLatencies.length > 500) lab.nextFrameLatencies.splice(0, lab.nextFrameLatencies.length - 500);
      awaitingFrame = [];
    }
    // The status line is text in the page's layout: changing it costs a layout and a paint (over a
    // millisecond of the main thread in a software-rendered page, which an arriving answer would wait
    // for), so it changes at most four times a second.
    const shownAt = performance.now();
    if (shownAt > statusUntil && shownAt - statusShownAt >= 250) {
      statusShownAt = shownAt;
      const l = lab.latencies.slice().sort((a, b) => a - b);
      const p50 = l.length ? l[Math.floor(l.length / 2)].toFixed(1) + ' ms' : '–';
      const text = lab.connected ? `session ${lab.session} · ${lab.scene} · t ${lab.time.toFixed(2)} s · rtt ${p50}` : 'connecting…';
      if (statusLine.textContent !== text) statusLine.textContent = text;
    }
    inFrame = false;
    requestAnimationFrame(frame);
  }

  start();
  requestAnimationFrame(frame);
})();
