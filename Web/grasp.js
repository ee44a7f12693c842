// Why this file exists: grasp.wasm speaks numbers and bytes (its C ABI, version 2); a page or a node
// script wants scenes, frames and lab messages. This file is the one wrapper between the two. It works as
// a classic <script> (it sets globalThis.Grasp) and as a CommonJS module (require, or createRequire from
// an ES module), with no dependency and no build step.
//
//   const grasp = await Grasp.load('grasp.wasm');   // a URL, bytes, a Response or a WebAssembly.Module
//   const scene = grasp.createScene('drag', { width: 1000, height: 700 });
//   scene.touches(0, [{ id: 1, phase: 'began', x: 500, y: 350 }]);
//   scene.tick(16); JSON.parse(scene.frame());
//
// Every refusal of the module becomes a thrown GraspError with the module's `code` and `message`.
(function (root, factory) {
  const Grasp = factory();
  if (typeof module === 'object' && module.exports) module.exports = Grasp;
  root.Grasp = Grasp;
})(typeof globalThis !== 'undefined' ? globalThis : this, function () {
  'use strict';

  /** The newest API version this wrapper speaks (the host API, for attach()); a module of version 2 still
   *  loads, for its scenes, replay and lab session. */
  const API_VERSION = 3;
  /** The versions load() accepts. */
  const API_VERSIONS = [2, 3];

  /** An error the module reported: `code` is stable (see the GraspWasm docs), `message` is for people. */
  class GraspError extends Error {
    constructor(code, message, hint) {
      super(message);
      this.name = 'GraspError';
      this.code = code;
      if (hint !== undefined) this.hint = hint;
    }
  }

  const encoder = new TextEncoder();
  const decoder = new TextDecoder('utf-8');
  const touchKinds = { touch: 0, pen: 1, mouse: 2 };
  /** A touch phase's code (0 began, 1 moved, 2 ended, 3 cancelled), or -1: compared with each name, which
   *  costs less than a keyed lookup by a name the caller made. */
  function touchPhase(name) {
    return name === 'moved' ? 1 : name === 'began' ? 0 : name === 'ended' ? 2 : name === 'cancelled' ? 3 : -1;
  }
  const hoverPhases = { entered: 0, moved: 1, exited: 2 };
  const scrollPhases = { began: 0, changed: 1, ended: 2, cancelled: 3, step: 4 };
  const transformPhases = { began: 0, changed: 1, ended: 2, cancelled: 3 };
  /** The most touches one touches() call may carry (the module's bound). */
  const MAX_TOUCHES = 4096;

  /** The few WASI functions the module imports (hash seeding and the unused stdio of the C library). */
  function wasiStubs(getMemory) {
    const ENOSYS = 52;
    return {
      random_get(pointer, length) {
        const bytes = new Uint8Array(getMemory().buffer, pointer, length);
        if (globalThis.crypto && globalThis.crypto.getRandomValues) {
          for (let i = 0; i < length; i += 65536) globalThis.crypto.getRandomValues(bytes.subarray(i, Math.min(length, i + 65536)));
        } else {
          for (let i = 0; i < length; i++) bytes[i] = (Math.random() * 256) | 0;
        }
        return 0;
      },
      fd_write(fd, iovs, count, written) {
        // Nothing in Grasp prints; a stray write (a fatal error's message) is counted as written and dropped.
        const view = new DataView(getMemory().buffer);
        let total = 0;
        for (let i = 0; i < count; i++) total += view.getUint32(iovs + i * 8 + 4, true);
        view.setUint32(written, total, true);
        return 0;
      },
      fd_seek() { return ENOSYS; },
      fd_close() { return ENOSYS; },
      fd_fdstat_get() { return ENOSYS; },
      proc_exit(code) { throw new GraspError('exit', `grasp.wasm exited with status ${code}`); },
    };
  }

  /** Imports for every module the wasm asks for: the WASI stubs, the host API's delegate questions, and a
   *  trap for anything else. */
  function importsFor(module, getMemory, getInstance) {
    const provided = { wasi_snapshot_preview1: wasiStubs(getMemory), grasp_host: delegateImports(getInstance) };
    const imports = {};
    for (const { module: name, name: field, kind } of WebAssembly.Module.imports(module)) {
      if (kind !== 'function') continue;
      imports[name] = imports[name] || {};
      imports[name][field] = provided[name] && provided[name][field]
        ? provided[name][field]
        : () => { throw new GraspError('missing-import', `grasp.wasm called ${name}.${field}, which grasp.js does not provide`); };
    }
    return imports;
  }

  async function compile(source) {
    if (source instanceof WebAssembly.Module) return source;
    if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return WebAssembly.compile(source);
    if (typeof Response !== 'undefined' && source instanceof Response) return WebAssembly.compile(await source.arrayBuffer());
    const url = String(source === undefined ? 'grasp.wasm' : source);
    const inNode = typeof process === 'object' && process.versions && process.versions.node && typeof window === 'undefined';
    if (!inNode || /^https?:/.test(url)) {
      const response = await fetch(url);
      if (!response.ok) throw new GraspError('load-failed', `could not fetch ${url}: ${response.status} ${response.statusText}`);
      return WebAssembly.compile(await response.arrayBuffer());
    }
    // node, with a file path or a file: URL.
    const fs = require('fs');
    return WebAssembly.compile(fs.readFileSync(url.startsWith('file:') ? require('url').fileURLToPath(url) : url));
  }

  /** An instantiated grasp.wasm and its API. */
  class Instance {
    constructor(instance) {
      this.exports = instance.exports;
      /** The module's API version (2 or 3). */
      this.apiVersion = this.exports.grasp_api_version();
      this._hosts = new Map();
      // The host destroyed last, kept from its destroy() until the next attach() has made a host, so that
      // the new host's objects take the same shapes (V8's hidden classes) as the old one's. The shape of a
      // class's instance is reached from the class only through weak links: once no host, engine or node
      // is left, a full collection frees those shapes, and every optimized function of grasp.js that
      // checked them is dropped ("embedded weak objects cleared" in V8's --trace-deopt) and runs in the
      // lower tiers again for the next host. In Chromium that made a fresh host's listener cost 634 to
      // 787 ns more an event (scripts/web-ab, paired, on a 2-core VM where it cost about 2,500 ns; about
      // 280 ns of 1,100 on the faster machine of 2026-11-29): the Performance article, "The figure without
      // making the host", 2026-11-30. What it costs: the destroyed host and its root element stay referenced
      // until then (destroy() lets go of the other elements).
      this._lastDestroyed = null;
    }

    /**
     * Attaches the engine to `root`, an element of the page: its descendants can become nodes
     * (`host.node(element)`) and scroll views (`host.scrollView(element, options)`), and the root's pointer,
     * wheel and gesture events drive the engine. Needs a module with the host API (version 3).
     */
    attach(root, options) {
      return new Host(this, root, options);
    }

    get memory() { return this.exports.memory; }

    /** The text the last call left in the output buffer. */
    output() {
      const pointer = this.exports.grasp_output_ptr(), length = this.exports.grasp_output_len();
      return decoder.decode(new Uint8Array(this.memory.buffer, pointer, length));
    }

    /** Throws the module's error when `status` says the call was refused; returns `status` otherwise. */
    check(status) {
      if (status < 0) {
        let error;
        try { error = JSON.parse(this.output()); } catch { error = { code: 'unknown', message: this.output() }; }
        throw new GraspError(error.code, error.message, error.hint);
      }
      return status;
    }

    /** Calls `body` with text copied into the module's memory as (pointer, length) pairs, then frees it. */
    withText(texts, body) {
      const blocks = texts.map((text) => {
        const bytes = encoder.encode(String(text));
        const pointer = this.exports.grasp_alloc(bytes.length);
        if (!pointer && bytes.length > 0) throw new GraspError('too-large', `the text has ${bytes.length} bytes; grasp.wasm takes at most 64 MiB`);
        new Uint8Array(this.memory.buffer, pointer, bytes.length).set(bytes);
        return [pointer, bytes.length];
      });
      try {
        return body(...blocks.flat());
      } finally {
        for (const [pointer] of blocks) this.exports.grasp_free(pointer);
      }
    }

    /** The names of the scenes createScene and the lab offer. */
    sceneNames() {
      this.check(this.exports.grasp_scene_names());
      return JSON.parse(this.output());
    }

    /**
     * Opens a scene on a stage of {width, height} CSS px. frameVersion (1 to 4, default 4) is the lab
     * protocol version of its frames: 3 gives every change its values, as API version 1 did.
     */
    createScene(name, { width = 1000, height = 700, frameVersion } = {}) {
      const handle = this.check(this.withText([name], (p, n) => this.exports.grasp_scene_create(p, n, width, height)));
      if (frameVersion !== undefined) {
        const whole = Number.isInteger(frameVersion) && Math.abs(frameVersion) <= 2147483647;
        const status = whole ? this.exports.grasp_scene_frame_version(handle, frameVersion) : -1;
        if (status < 0) {
          // The scene is not handed out: close it (closing writes no output, so the error stays).
          this.exports.grasp_scene_destroy(handle);
          if (!whole) throw new GraspError('invalid-argument', `frameVersion is ${frameVersion}; it must be 1, 2, 3 or 4`);
          this.check(status);
        }
      }
      return new Scene(this, handle, name);
    }

    /** Opens an in-page lab session: receive(text, nowMs) returns what the lab server would send. */
    openLabSession() {
      return new LabSession(this, this.exports.grasp_lab_open());
    }

    /**
     * What `grasp replay TRACE --scene NAME --format jsonl` prints for the trace text: JSON lines, each
     * ending with a newline. Options: scene (default 'inspector'), frameRate (120), tail (5),
     * frames ('stops', 'every' or 'every=N'), fileName (the name errors give the trace).
     */
    replay(traceText, { scene = 'inspector', frameRate = 120, tail = 5, frames = 'stops', fileName = '<memory>' } = {}) {
      const framesNumber = frames === 'stops' ? 0 : frames === 'every' ? 1
        : /^every=\d+$/.test(String(frames)) && Number(String(frames).slice(6)) >= 1 ? Number(String(frames).slice(6)) : -1;
      if (framesNumber < 0 || framesNumber > 2147483647) {
        throw new GraspError('invalid-argument', `--frames must be stops, every or every=N with N at least 1, not "${frames}"`);
      }
      this.check(this.withText([traceText, scene, fileName], (tp, tn, sp, sn, fp, fn) =>
        this.exports.grasp_replay(tp, tn, sp, sn, fp, fn, Number(frameRate), Number(tail), framesNumber)));
      return this.output();
    }
  }

  /** One scene driven by calls (see SceneSession in the GraspWasm docs). Times are milliseconds. */
  class Scene {
    constructor(grasp, handle, name) {
      this.grasp = grasp;
      this.handle = handle;
      this.name = name;
      // The touch records go into one block of the module's memory, kept from call to call and grown
      // when a call has more touches than it holds; freed by close().
      this.recordsPointer = 0;
      this.recordsCapacity = 0;
      this.records = new Float64Array(0);
    }

    get exports() { return this.grasp.exports; }

    /** Contacts that changed at tMs: [{id, phase: 'began'|'moved'|'ended'|'cancelled', x, y}]; kind 'touch', 'pen' or 'mouse'. */
    touches(tMs, touches, options) {
      let kindCode = 0;
      if (options !== undefined && options.kind !== undefined) {
        kindCode = touchKinds[options.kind];
        if (kindCode === undefined) throw new GraspError('invalid-argument', `kind is "${options.kind}"; it must be touch, pen or mouse`);
      }
      const list = Array.isArray(touches) ? touches : Array.from(touches);
      const count = list.length;
      if (count > MAX_TOUCHES) {
        // The module refuses the count before it reads a record.
        this.grasp.check(this.exports.grasp_scene_touches(this.handle, Number(tMs), kindCode, 0, count));
      }
      // The block and its view from the last call serve while they are big enough and the memory has not
      // grown (a grown memory empties every view of its old buffer).
      let view = this.records;
      if (count > this.recordsCapacity || view.length === 0) view = this.recordsFor(count);
      for (let index = 0, offset = 0; index < count; index++, offset += 4) {
        const touch = list[index];
        const phase = touchPhase(touch.phase);
        if (phase < 0) throw new GraspError('invalid-argument', `touch ${index}: phase is "${touch.phase}"; it must be began, moved, ended or cancelled`);
        view[offset] = Number(touch.id);
        view[offset + 1] = phase;
        view[offset + 2] = Number(touch.x);
        view[offset + 3] = Number(touch.y);
      }
      const status = this.exports.grasp_scene_touches(this.handle, Number(tMs), kindCode, this.recordsPointer, count);
      if (status !== 0) this.grasp.check(status);
    }

    /** The records' block, as doubles, holding at least `count` records (a new view when the memory grew). */
    recordsFor(count) {
      if (count > this.recordsCapacity) {
        const capacity = Math.max(count, 16);
        const pointer = this.exports.grasp_alloc(capacity * 32);
        if (!pointer) throw new GraspError('too-large', `${count} touches do not fit in grasp.wasm's memory`);
        if (this.recordsPointer) this.exports.grasp_free(this.recordsPointer);
        this.recordsPointer = pointer;
        this.recordsCapacity = capacity;
        this.records = new Float64Array(0);
      }
      // When the module's memory grows, its old buffer is detached and every view of it becomes empty.
      if (this.records.length === 0) this.records = new Float64Array(this.grasp.memory.buffer, this.recordsPointer, this.recordsCapacity * 4);
      return this.records;
    }

    /** A pointer hovering at tMs: {id, phase: 'entered'|'moved'|'exited', x, y}. */
    hover(tMs, { id = 1, phase, x, y }) {
      this.grasp.check(this.exports.grasp_scene_hover(this.handle, Number(tMs), id | 0, code(hoverPhases, phase, 'entered, moved or exited'), Number(x), Number(y)));
    }

    /** Scrolling at tMs: {id, phase: 'began'|'changed'|'ended'|'cancelled'|'step', x, y, dx, dy}. */
    scroll(tMs, { id = 1, phase, x, y, dx = 0, dy = 0 }) {
      this.grasp.check(this.exports.grasp_scene_scroll(this.handle, Number(tMs), id | 0, code(scrollPhases, phase, 'began, changed, ended, cancelled or step'),
        Number(x), Number(y), Number(dx), Number(dy)));
    }

    /** A trackpad pinch or rotation at tMs: {id, phase: 'began'|'changed'|'ended'|'cancelled', x, y, scale, rotation}. */
    transform(tMs, { id = 1, phase, x, y, scale = 1, rotation = 0 }) {
      this.grasp.check(this.exports.grasp_scene_transform(this.handle, Number(tMs), id | 0, code(transformPhases, phase, 'began, changed, ended or cancelled'),
        Number(x), Number(y), Number(scale), Number(rotation)));
    }

    /** Advances the scene to tMs (timers fire, animations step). */
    tick(tMs) {
      this.grasp.check(this.exports.grasp_scene_tick(this.handle, Number(tMs)));
    }

    /** The scene now, as JSON text: t, nodes, changes since the last frame() (see frameVersion), values. */
    frame() {
      this.grasp.check(this.exports.grasp_scene_frame(this.handle));
      return this.grasp.output();
    }

    /** Starts recording the input. */
    startRecording() {
      this.grasp.check(this.exports.grasp_scene_start_recording(this.handle));
    }

    /** Stops recording; returns the trace's file text. */
    stopRecording() {
      this.grasp.check(this.exports.grasp_scene_stop_recording(this.handle));
      return this.grasp.output();
    }

    /** Closes the scene; later calls throw unknown-handle. */
    close() {
      if (this.recordsPointer) {
        this.exports.grasp_free(this.recordsPointer);
        this.recordsPointer = 0;
        this.recordsCapacity = 0;
        this.records = new Float64Array(0);
      }
      this.grasp.check(this.exports.grasp_scene_destroy(this.handle));
    }
  }

  /** An in-page lab session: the lab server's WebSocket session, without the socket. */
  class LabSession {
    constructor(grasp, handle) {
      this.grasp = grasp;
      this.handle = handle;
    }

    /** Hands the session one protocol message; returns the answers (JSON texts), in order. */
    receive(text, nowMs) {
      const count = this.grasp.check(this.grasp.withText([text], (p, n) =>
        this.grasp.exports.grasp_lab_receive(this.handle, p, n, Number(nowMs))));
      return count === 0 ? [] : this.grasp.output().split('\n');
    }

    /** Closes the session. */
    close() {
      this.grasp.check(this.grasp.exports.grasp_lab_close(this.handle));
    }
  }

  function code(table, name, expected) {
    const value = table[name];
    if (value === undefined) throw new GraspError('invalid-argument', `phase is "${name}"; it must be ${expected}`);
    return value;
  }

  // ---------------------------------------------------------------------------------------------------
  // The library: Grasp on a page's own elements (API version 3's host API).
  //
  //   const grasp = await Grasp.load('grasp.wasm');
  //   const host = grasp.attach(document.querySelector('#app'));
  //   const card = host.node(document.querySelector('.card'));
  //   const pan = new grasp.PanGestureRecognizer();
  //   pan.addHandler((r) => { if (r.state === 'changed') move(card.element, r.translation()); });
  //   card.addGestureRecognizer(pan);
  //
  // The engine decides; this binding feeds it the browser's events (pointer, wheel, Safari's gesture
  // events) with their own timeStamp, runs the handlers before the event's listener returns, ticks with
  // requestAnimationFrame only while something moves, and owns touch-action, pointer capture and the click
  // after a recognized tap.
  // ---------------------------------------------------------------------------------------------------

  /** State names, by the module's state code. */
  const STATES = ['possible', 'began', 'changed', 'ended', 'cancelled', 'failed'];
  const STATE_CODE = { possible: 0, began: 1, changed: 2, ended: 3, cancelled: 4, failed: 5 };

  function fail(code, message) { throw new GraspError(code, message); }

  function describe(value) {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'an array';
    if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
    return typeof value === 'string' ? `the string "${value}"` : typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
  }

  /** Option checkers: each returns the value the module takes, or throws invalid-type. */
  const kinds = {
    integer: (v, name, min = 0) => (Number.isInteger(v) && v >= min && v <= 2147483647 ? v : fail('invalid-type', `${name} is ${describe(v)}; it must be a whole number of at least ${min}`)),
    number: (v, name) => (typeof v === 'number' && Number.isFinite(v) ? v : fail('invalid-type', `${name} is ${describe(v)}; it must be a finite number`)),
    positive: (v, name) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fail('invalid-type', `${name} is ${describe(v)}; it must be a finite number, 0 or more`)),
    boolean: (v, name) => (typeof v === 'boolean' ? v : fail('invalid-type', `${name} is ${describe(v)}; it must be true or false`)),
    function: (v, name) => (typeof v === 'function' ? v : fail('invalid-type', `${name} is ${describe(v)}; it must be a function`)),
    string: (v, name) => (typeof v === 'string' ? v : fail('invalid-type', `${name} is ${describe(v)}; it must be a string`)),
  };
  function oneOf(names) {
    return (v, name) => (names.includes(v) ? v : fail('invalid-type', `${name} is ${describe(v)}; it must be one of ${names.join(', ')}`));
  }
  function listOf(names) {
    return (v, name) => {
      const list = typeof v === 'string' ? [v] : v;
      if (!Array.isArray(list) || list.length === 0 || !list.every((x) => names.includes(x))) {
        fail('invalid-type', `${name} is ${describe(v)}; it must be one or a list of ${names.join(', ')}`);
      }
      return Array.from(new Set(list));
    };
  }
  const touchTypeNames = ['touch', 'pen', 'mouse'];
  const directionNames = ['right', 'left', 'up', 'down'];
  const edgeNames = ['top', 'left', 'bottom', 'right', 'all'];

  /** Options every recognizer takes (UIKit's names). The delegate's questions are functions. */
  const COMMON_OPTIONS = {
    name: kinds.string,
    enabled: kinds.boolean,
    cancelsTouchesInView: kinds.boolean,
    delaysTouchesBegan: kinds.boolean,
    delaysTouchesEnded: kinds.boolean,
    allowedTouchTypes: listOf(touchTypeNames),
    shouldBegin: kinds.function,
    shouldReceiveTouch: kinds.function,
    shouldRecognizeSimultaneously: kinds.function,
    shouldRequireFailureOf: kinds.function,
    shouldBeRequiredToFailBy: kinds.function,
  };
  const DELEGATE_BITS = { shouldBegin: 1, shouldReceiveTouch: 2, shouldRecognizeSimultaneously: 4, shouldRequireFailureOf: 8, shouldBeRequiredToFailBy: 16 };

  /** Checks `options` against `table` (plus the common options): unknown names and wrong types throw. */
  function checkOptions(className, options, table, common = COMMON_OPTIONS) {
    if (options === undefined) return {};
    if (options === null || typeof options !== 'object' || Array.isArray(options)) {
      fail('invalid-type', `${className}'s options are ${describe(options)}; they must be an object`);
    }
    const checked = {};
    for (const key of Object.keys(options)) {
      const check = table[key] || (common && common[key]);
      if (!check) {
        const known = Object.keys(table).concat(common ? Object.keys(common) : []);
        fail('unknown-option', `${className} has no option "${key}"; it takes ${known.join(', ')}`);
      }
      if (options[key] !== undefined) checked[key] = check(options[key], `${className}.${key}`);
    }
    return checked;
  }

  /** What the browser may still do by itself on an element a recognizer is attached to (its touch-action
   *  share), as bits: 1 pan-x, 2 pan-y, 4 pinch-zoom, 8 double-tap zoom. */
  const ACTION_PAN_X = 1, ACTION_PAN_Y = 2, ACTION_PINCH = 4, ACTION_DOUBLE_TAP = 8, ACTION_ALL = 15;
  function touchActionText(bits) {
    if (bits === ACTION_ALL) return 'auto';
    if (bits === (ACTION_PAN_X | ACTION_PAN_Y | ACTION_PINCH)) return 'manipulation';
    const words = [];
    if (bits & ACTION_PAN_X) words.push('pan-x');
    if (bits & ACTION_PAN_Y) words.push('pan-y');
    if (bits & ACTION_PINCH) words.push('pinch-zoom');
    return words.length ? words.join(' ') : 'none';
  }

  // Option codes of the host ABI (grasp_host_set).
  const OPT = {
    isHidden: 1, isUserInteractionEnabled: 2, isEnabled: 10, cancelsTouchesInView: 11, delaysTouchesBegan: 12,
    delaysTouchesEnded: 13, allowedTouchTypes: 14, delegateMask: 15, state: 16,
    numberOfTapsRequired: 20, numberOfTouchesRequired: 21, maximumMovement: 22, maximumInterval: 23, maximumDistance: 24,
    minimumPressDuration: 25, allowableMovement: 26, minimumNumberOfTouches: 30, maximumNumberOfTouches: 31, slop: 32,
    axis: 34, edges: 35, edgeMargin: 36, spanSlop: 40, angleSlop: 41, direction: 42, minimumDistance: 43, minimumSpeed: 44,
    maximumDuration: 45, maximumAngle: 46, landingWindow: 47,
    isScrollEnabled: 52, bounces: 53, alwaysBounceVertical: 54, alwaysBounceHorizontal: 55, isDirectionalLockEnabled: 56,
    isPagingEnabled: 57, decelerationRate: 58, delaysContentTouches: 59, canCancelContentTouches: 60, nestedScrolling: 61,
    minimumZoomScale: 62, maximumZoomScale: 63, zoomScale: 64, bouncesZoom: 65, showsVerticalScrollIndicator: 66,
    showsHorizontalScrollIndicator: 67, viewForZooming: 70,
    contentSize: 100, contentInset: 101, setContentOffset: 102, zoomToRect: 103, setZoomScale: 104,
  };
  const TOUCH_KIND_BITS = { touch: 1, pen: 2, mouse: 4 };
  const DIRECTION_BITS = { right: 1, left: 2, up: 4, down: 8 };
  const EDGE_BITS = { top: 1, left: 2, bottom: 4, right: 8, all: 15 };
  const bits = (table, list) => list.reduce((m, name) => m | table[name], 0);
  const count1 = (v, n) => kinds.integer(v, n, 1);

  /**
   * The recognizers, by JavaScript class name: the module's kind, its own options, and what it leaves to
   * the browser (touch-action): a recognizer takes from the browser exactly the movements it could
   * recognize, so a vertical swipe leaves horizontal panning to the page, a tap leaves panning and pinching
   * but not the double-tap zoom, and a pan or a pinch leaves nothing.
   */
  const RECOGNIZERS = {
    TapGestureRecognizer: {
      kind: 0, options: { numberOfTapsRequired: count1, numberOfTouchesRequired: count1, maximumMovement: kinds.positive, maximumInterval: kinds.positive, maximumDistance: kinds.positive },
      allows: () => ACTION_PAN_X | ACTION_PAN_Y | ACTION_PINCH,
    },
    LongPressGestureRecognizer: {
      kind: 1, options: { minimumPressDuration: kinds.positive, allowableMovement: kinds.positive, numberOfTouchesRequired: count1, numberOfTapsRequired: kinds.integer },
      allows: () => ACTION_ALL,
    },
    PanGestureRecognizer: {
      kind: 2, options: { minimumNumberOfTouches: count1, maximumNumberOfTouches: count1, slop: kinds.positive },
      allows: () => 0,
    },
    PinchGestureRecognizer: { kind: 3, options: { spanSlop: kinds.positive }, allows: () => 0, scalarVelocity: true },
    RotationGestureRecognizer: { kind: 4, options: { angleSlop: kinds.positive }, allows: () => 0, scalarVelocity: true },
    SwipeGestureRecognizer: {
      kind: 5,
      options: { direction: listOf(directionNames), numberOfTouchesRequired: count1, minimumDistance: kinds.positive, minimumSpeed: kinds.positive, maximumDuration: kinds.positive, maximumAngle: kinds.positive },
      allows: (o) => {
        const d = o.direction || ['right'];
        return ACTION_PINCH | (d.includes('left') || d.includes('right') ? 0 : ACTION_PAN_X) | (d.includes('up') || d.includes('down') ? 0 : ACTION_PAN_Y);
      },
    },
    ScreenEdgePanGestureRecognizer: {
      kind: 6, options: { edges: listOf(edgeNames), edgeMargin: kinds.positive, minimumNumberOfTouches: count1, maximumNumberOfTouches: count1 },
      allows: (o) => {
        const e = o.edges || [];
        return ACTION_PINCH | (e.some((x) => x === 'left' || x === 'right' || x === 'all') ? 0 : ACTION_PAN_X) | (e.some((x) => x === 'top' || x === 'bottom' || x === 'all') ? 0 : ACTION_PAN_Y);
      },
    },
    HoverGestureRecognizer: { kind: 7, options: {}, allows: () => ACTION_ALL, hover: true },
    TouchDownGestureRecognizer: { kind: 8, options: { allowableMovement: kinds.positive }, allows: () => ACTION_ALL },
    InstantPanGestureRecognizer: { kind: 9, options: { minimumNumberOfTouches: count1, maximumNumberOfTouches: count1 }, allows: () => 0 },
    PauseAndMoveGestureRecognizer: { kind: 10, options: { numberOfTouchesRequired: count1, landingWindow: kinds.positive }, allows: () => 0 },
    AxisLockedPanGestureRecognizer: {
      kind: 11, options: { axis: oneOf(['horizontal', 'vertical']), slop: kinds.positive, minimumNumberOfTouches: count1, maximumNumberOfTouches: count1 },
      allows: (o) => ACTION_PINCH | (o.axis === 'vertical' ? ACTION_PAN_X : ACTION_PAN_Y),
    },
  };

  /** The value grasp_host_set takes for option `name` checked as `value`. */
  function optionNumber(name, value) {
    if (name === 'allowedTouchTypes') return bits(TOUCH_KIND_BITS, value);
    if (name === 'direction') return bits(DIRECTION_BITS, value);
    if (name === 'edges') return bits(EDGE_BITS, value);
    if (name === 'axis') return value === 'vertical' ? 1 : 0;
    if (typeof value === 'boolean') return value ? 1 : 0;
    return value;
  }

  /** A gesture recognizer (UIKit's UIGestureRecognizer in JavaScript's conventions). Create one of its
   *  subclasses from a loaded Grasp (`new grasp.PanGestureRecognizer({...})`). */
  class GestureRecognizer {
    constructor(className, options) {
      const spec = RECOGNIZERS[className];
      this._className = className;
      this._spec = spec;
      this._options = checkOptions(className, options, spec.options);
      this._handlers = [];
      this._requires = new Set();
      this._simultaneous = new Set();
      this._node = null;
      this._id = 0;
      this._enabled = this._options.enabled !== false;
      /** The name it goes by in errors and in the lab's log. */
      this.name = this._options.name || className;
      this._reset();
    }

    _reset() {
      this._state = 0;
      if (!this._values) this._values = new Float64Array(VALUE_COUNT);
      this._values.fill(0);
      this._values[V_SCALE] = 1;
    }

    /** 'possible', 'began', 'changed', 'ended' (also when a discrete gesture is recognized), 'cancelled' or 'failed'. */
    get state() { return STATES[this._state]; }
    /** The node it is attached to, or null. */
    get node() { return this._node; }
    /** Whether it takes part in recognition. */
    get enabled() { return this._enabled; }
    set enabled(value) {
      kinds.boolean(value, `${this.name}.enabled`);
      this._enabled = value;
      if (this._node && this._node.host._alive) {
        this._node.host._engine.set(this._id, OPT.isEnabled, value ? 1 : 0);
        // Disabling is taken in by the engine's next tick, which the deadline asks for at once.
        this._node.host._schedule();
      }
    }
    /** The number of touches it follows. */
    get numberOfTouches() { return this._values[V_TOUCHES]; }

    /** Calls `handler(recognizer)` at each of its actions (UIKit's addTarget(_:action:)): when it begins, changes,
     *  ends (a discrete gesture's recognition) or is cancelled; a failure calls no handler. */
    addHandler(handler) {
      kinds.function(handler, `${this.name}.addHandler's handler`);
      if (!this._handlers.includes(handler)) this._handlers.push(handler);
      return this;
    }

    /** Stops calling `handler`. */
    removeHandler(handler) {
      const index = this._handlers.indexOf(handler);
      if (index >= 0) this._handlers.splice(index, 1);
      return this;
    }

    /** Makes this recognizer wait for `other` to fail (UIKit's require(toFail:)). A requirement that would
     *  make a cycle throws `cycle`. */
    requireToFail(other) {
      this._checkPeer(other, 'requireToFail');
      if (other === this || dependsOn(other, this)) {
        fail('cycle', `${this.name} cannot require ${other.name} to fail: ${other.name} already waits for ${this.name}`);
      }
      this._requires.add(other);
      this._link();
      return this;
    }

    /** Lets this recognizer and `other` recognize on the same touches. */
    allowSimultaneousRecognition(other) {
      this._checkPeer(other, 'allowSimultaneousRecognition');
      if (other === this) fail('invalid-argument', `${this.name} cannot be simultaneous with itself`);
      this._simultaneous.add(other);
      other._simultaneous.add(this);
      this._link();
      return this;
    }

    _checkPeer(other, method) {
      if (!(other instanceof GestureRecognizer)) fail('invalid-type', `${this.name}.${method} takes a recognizer, not ${describe(other)}`);
      if (this._node && other._node && this._node.host !== other._node.host) {
        fail('other-host', `${this.name} and ${other.name} are attached to different hosts`);
      }
    }

    /** Applies the relations whose recognizers are both in one engine. */
    _link() {
      const node = this._node;
      if (!node || !node.host._alive) return;
      const e = node.host._engine, x = e.x;
      for (const other of this._requires) if (other._id && other._node.host === node.host) e.call(x.grasp_host_recognizer_require_to_fail(e.h, this._id, other._id));
      for (const other of this._simultaneous) if (other._id && other._node.host === node.host) e.call(x.grasp_host_recognizer_simultaneous(e.h, this._id, other._id));
      for (const r of node.host._recognizers) {
        if (r !== this && r._id && r._requires.has(this)) e.call(x.grasp_host_recognizer_require_to_fail(e.h, r._id, this._id));
      }
    }

    /** The location of the gesture (the centroid of its touches) in `node`'s coordinates (the root's when
     *  omitted), as of its last action. */
    location(node) { return this._read(node, V_X, V_Y, 2); }

    /** A pan's translation since it began, in `node`'s coordinates (its own node's parent's when omitted). */
    translation(node) { return this._read(node, V_TX, V_TY, 4); }

    /** A pan's velocity, in points per second in `node`'s coordinates (its node's parent's when omitted).
     *  A pinch's or rotation's velocity is a number: scale or radians per second. */
    velocity(node) {
      if (this._spec.scalarVelocity) {
        const v = this._values[V_SCALAR_VELOCITY];
        return v === v ? v : this._live()[10];
      }
      if ((node === undefined || node === null) && this._values[V_VX] !== this._values[V_VX]) {
        const values = this._live();
        return { x: values[6], y: values[7] };
      }
      return this._read(node, V_VX, V_VY, 6);
    }

    /** The values now, in the spaces of the event records: a began or changed record leaves its velocity
     *  to be read from the module when asked (NaN in the record), where the recognizer keeps it until its
     *  next change. */
    _live() {
      if (!this._node || !this._node.host._alive) return ZERO_VALUES;
      return this._node.host._engine.values(this._id, -1);
    }

    /** A pinch's scale (1 at the start). */
    get scale() { return this._values[V_SCALE]; }
    /** A rotation's angle in radians since it began, clockwise. */
    get rotation() { return this._values[V_ROTATION]; }
    /** A tap's completed taps; a swipe's recognized direction ('right', 'left', 'up' or 'down'). */
    get detail() {
      const extra = this._values[V_EXTRA];
      if (this._spec.kind === 5) return directionNames.find((name) => DIRECTION_BITS[name] === extra) || null;
      return extra;
    }
    /** The time (ms, the events' clock) of its last action. */
    get timestamp() { return this._values[V_TIME]; }

    _read(node, ix, iy, scratch) {
      if (node === undefined || node === null) return { x: this._values[ix], y: this._values[iy] };
      if (!(node instanceof Node)) fail('invalid-type', `the node is ${describe(node)}; it must be a node of the host`);
      if (!this._node || !node.host._alive || node.host !== this._node.host) fail('not-attached', `${this.name} and the node are not in one live host`);
      const values = node.host._engine.values(this._id, node._id);
      return { x: values[scratch], y: values[scratch + 1] };
    }
  }

  /** Whether `a` waits, through requireToFail, for `b`. */
  function dependsOn(a, b, seen = new Set()) {
    if (a === b) return true;
    if (seen.has(a)) return false;
    seen.add(a);
    for (const next of a._requires) if (dependsOn(next, b, seen)) return true;
    return false;
  }

  // A recognizer's values: the fields of its last event record (16 f64, see the host ABI's events).
  const ZERO_VALUES = new Float64Array(12);
  const V_STATE = 2, V_TIME = 4, V_X = 5, V_Y = 6, V_TOUCHES = 7, V_TX = 8, V_TY = 9, V_VX = 10, V_VY = 11, V_SCALE = 12,
    V_ROTATION = 13, V_SCALAR_VELOCITY = 14, V_EXTRA = 15, VALUE_COUNT = 16;

  /** A node: an element of the page the engine knows, with the recognizers attached to it. */
  class Node {
    constructor(host, element, parent, id) {
      /** The host it belongs to. */
      this.host = host;
      /** Its element. */
      this.element = element;
      /** Its parent node (null for the root). */
      this.parent = parent;
      this._id = id;
      this._recognizers = [];
      this._allows = ACTION_ALL;
      this._ownAllows = ACTION_ALL;
      this._frame = null;
      this._touchAction = null;
    }

    /** The recognizers attached to it, in the order they were added. */
    get gestureRecognizers() { return this._recognizers.slice(); }

    /** Attaches `recognizer` (UIKit's addGestureRecognizer(_:)). A recognizer is on one node at a time:
     *  adding it twice, or to a destroyed host, throws and changes nothing. */
    addGestureRecognizer(recognizer) {
      const host = this.host;
      host._checkAlive('addGestureRecognizer');
      if (!(recognizer instanceof GestureRecognizer)) fail('invalid-type', `addGestureRecognizer takes a recognizer, not ${describe(recognizer)}`);
      if (recognizer._node) {
        fail('already-added', `${recognizer.name} is already attached to ${recognizer._node === this ? 'this node' : 'another node'}; remove it first`);
      }
      for (const other of recognizer._requires) {
        if (other._node && other._node.host !== host) fail('other-host', `${recognizer.name} requires ${other.name}, which is attached to another host`);
      }
      for (const other of recognizer._simultaneous) {
        if (other._node && other._node.host !== host) fail('other-host', `${recognizer.name} recognizes with ${other.name}, which is attached to another host`);
      }
      const engine = host._engine;
      const id = engine.createRecognizer(recognizer._spec.kind);
      try {
        const options = recognizer._options;
        let delegateMask = 0;
        for (const name of Object.keys(options)) {
          if (DELEGATE_BITS[name]) { delegateMask |= DELEGATE_BITS[name]; continue; }
          if (name === 'name' || name === 'enabled') continue;
          const code = OPT[name];
          engine.set(id, code, optionNumber(name, options[name]));
        }
        if (delegateMask) engine.set(id, OPT.delegateMask, delegateMask);
        if (!recognizer._enabled) engine.set(id, OPT.isEnabled, 0);
        engine.call(engine.x.grasp_host_recognizer_add(engine.h, this._id, id));
      } catch (error) {
        engine.x.grasp_host_recognizer_destroy(engine.h, id);
        throw error;
      }
      recognizer._id = id;
      recognizer._node = this;
      recognizer._reset();
      this._recognizers.push(recognizer);
      host._recognizers.add(recognizer);
      host._byId[id] = recognizer;
      recognizer._link();
      host._updateTouchActions();
      return recognizer;
    }

    /** Detaches `recognizer` and frees it in the engine; it can be added again. */
    removeGestureRecognizer(recognizer) {
      const index = this._recognizers.indexOf(recognizer);
      if (index < 0) fail('not-attached', `${recognizer && recognizer.name} is not attached to this node`);
      this._recognizers.splice(index, 1);
      this.host._forget(recognizer);
      this.host._updateTouchActions();
    }

    /** Whether touches on it are ignored (UIKit's isUserInteractionEnabled = false when true). */
    set isUserInteractionEnabled(value) {
      kinds.boolean(value, 'isUserInteractionEnabled');
      this.host._checkAlive('isUserInteractionEnabled');
      this.host._engine.set(this._id, OPT.isUserInteractionEnabled, value ? 1 : 0);
    }
    get isUserInteractionEnabled() { return this.host._engine.get(this._id, OPT.isUserInteractionEnabled) === 1; }

    /** Re-reads every frame from layout at the next event (the binding does it by itself on resize,
     *  scrolling and style or class changes; call it after a change none of those shows). */
    setNeedsLayout() { this.host._layoutDirty = true; }
  }

  const SCROLL_DELEGATE = [null, 'scrollViewWillBeginDragging', 'scrollViewDidEndDragging', 'scrollViewWillBeginDecelerating',
    'scrollViewDidEndDecelerating', 'scrollViewDidEndScrollingAnimation', 'scrollViewWillBeginZooming', 'scrollViewDidEndZooming', 'scrollViewDidScroll'];

  /** A scroll view: an element whose first child (its content) moves with the engine's physics. It is a
   *  node: recognizers can be added to it, and nodes inside its content are its children. */
  class ScrollView extends Node {
    constructor(host, element, parent, id, content, options) {
      super(host, element, parent, id);
      /** The element that moves (the element's first child). */
      this.content = content;
      this._options = options;
      this._offset = { x: 0, y: 0 };
      this._zoom = 1;
      this._flags = 0;
      this._delegate = options.delegate || null;
      this._indicators = null;
    }
    /** The content's offset (UIKit's contentOffset). */
    get contentOffset() { return { x: this._offset.x, y: this._offset.y }; }
    /** The zoom scale. */
    get zoomScale() { return this._zoom; }
    /** Whether a finger is on it. */
    get isTracking() { return (this._flags & 1) !== 0; }
    /** Whether a finger has moved it. */
    get isDragging() { return (this._flags & 2) !== 0; }
    /** Whether it glides after a flick. */
    get isDecelerating() { return (this._flags & 4) !== 0; }
    /** Whether it is zooming. */
    get isZooming() { return (this._flags & 8) !== 0; }
    /** Moves the content to `offset`, animated or at once. */
    setContentOffset(offset, animated = false) {
      this.host._checkAlive('setContentOffset');
      const x = kinds.number(offset && offset.x, 'setContentOffset x'), y = kinds.number(offset && offset.y, 'setContentOffset y');
      this.host._engine.set4(this._id, OPT.setContentOffset, x, y, kinds.boolean(animated, 'setContentOffset animated') ? 1 : 0, 0);
      this.host._afterChange();
    }
    /** Sets the zoom scale, animated or at once. */
    setZoomScale(scale, animated = false) {
      this.host._checkAlive('setZoomScale');
      this.host._engine.set4(this._id, OPT.setZoomScale, kinds.positive(scale, 'setZoomScale scale'), kinds.boolean(animated, 'setZoomScale animated') ? 1 : 0, 0, 0);
      this.host._afterChange();
    }
    /** Zooms so that `rect` (in the zoomed node's coordinates) fills the scroll view. */
    zoomToRect(rect, animated = false) {
      this.host._checkAlive('zoomToRect');
      const n = (v, w) => kinds.number(v, `zoomToRect ${w}`);
      this.host._engine.set4(this._id, OPT.zoomToRect, n(rect && rect.x, 'x'), n(rect && rect.y, 'y'), kinds.positive(rect.width, 'zoomToRect width'), kinds.positive(rect.height, 'zoomToRect height'));
      this.host._afterChange();
    }
    /** The content's size (measured from the content element unless given). */
    get contentSize() { return this.host._contentSizeOf(this); }
    set contentSize(size) {
      this._options.contentSize = SCROLL_OPTIONS.contentSize(size, 'contentSize');
      this.host._engine.set4(this._id, OPT.contentSize, size.width, size.height, 0, 0);
      this.host._updateTouchActions();
    }
  }

  const SCROLL_OPTIONS = {
    contentSize: (v, n) => {
      if (!v || typeof v !== 'object') fail('invalid-type', `${n} is ${describe(v)}; it must be {width, height}`);
      return { width: kinds.positive(v.width, `${n}.width`), height: kinds.positive(v.height, `${n}.height`) };
    },
    contentInset: (v, n) => {
      if (!v || typeof v !== 'object') fail('invalid-type', `${n} is ${describe(v)}; it must be {top, left, bottom, right}`);
      const inset = {};
      for (const side of ['top', 'left', 'bottom', 'right']) inset[side] = v[side] === undefined ? 0 : kinds.number(v[side], `${n}.${side}`);
      return inset;
    },
    isPagingEnabled: kinds.boolean,
    bounces: kinds.boolean,
    bouncesZoom: kinds.boolean,
    alwaysBounceHorizontal: kinds.boolean,
    alwaysBounceVertical: kinds.boolean,
    isDirectionalLockEnabled: kinds.boolean,
    isScrollEnabled: kinds.boolean,
    delaysContentTouches: kinds.boolean,
    canCancelContentTouches: kinds.boolean,
    nestedScrolling: oneOf(['independent', 'handOffAtEdges']),
    minimumZoomScale: (v, n) => (kinds.positive(v, n) > 0 ? v : fail('invalid-type', `${n} must be more than 0`)),
    maximumZoomScale: (v, n) => (kinds.positive(v, n) > 0 ? v : fail('invalid-type', `${n} must be more than 0`)),
    decelerationRate: (v, n) => (v === 'normal' || v === 'fast' ? v : typeof v === 'number' && v > 0 && v < 1 ? v : fail('invalid-type', `${n} is ${describe(v)}; it must be 'normal', 'fast' or a number between 0 and 1`)),
    showsVerticalScrollIndicator: kinds.boolean,
    showsHorizontalScrollIndicator: kinds.boolean,
    viewForZooming: (v, n) => (v && v.nodeType === 1 ? v : fail('invalid-type', `${n} is ${describe(v)}; it must be an element inside the content`)),
    delegate: (v, n) => (v && typeof v === 'object' ? v : fail('invalid-type', `${n} is ${describe(v)}; it must be an object with scrollViewDidScroll and the like`)),
  };

  /** What every interaction has: its host, its handle in the module and its delegate; its commands go
   *  through one path (a destroyed host throws, the frame after is drawn). */
  class Interaction {
    constructor(host, id, options) {
      /** The host it belongs to. */
      this.host = host;
      this._id = id;
      this._delegate = options.delegate || null;
    }
    /** Reads its frame row (fields from 16 at `rows[o + 16]`). */
    _frame(rows, o) {}
    /** Takes its event record `what` (fields at `records[o + 5]` on). */
    _event(what, records, o) {}
    /** Runs command `code` of the interaction, as its public method `name`. */
    _command(name, code, value) {
      const host = this.host;
      host._checkAlive(name);
      const e = host._engine;
      e.call(e.x.grasp_host_interaction_command(e.h, this._id, code, value));
      host._afterChange();
    }
  }

  /** A bottom sheet (GraspInteractions' BottomSheet): an element that rests at a few heights over the
   *  page, dragged by its header, and whose scroll view hands its scrolling to the sheet at its edge. */
  class BottomSheet extends Interaction {
    constructor(host, element, id, options) {
      super(host, id, options);
      /** The sheet's element (its top is placed by the engine). */
      this.element = element;
      this._top = 0;
      this._detent = options.initialDetent || 0;
      this._settling = false;
    }
    /** The index of the detent it rests at (or last rested at). */
    get detent() { return this._detent; }
    /** Its top, in the root's coordinates. */
    get top() { return this._top; }
    /** Whether it is moving to a detent by itself. */
    get isSettling() { return this._settling; }
    /** Sends it to detent `index`, animated. */
    setDetent(index) { this._command('setDetent', 1, kinds.integer(index, 'setDetent index')); }
    _frame(rows, o) {
      this._top = rows[o + 16];
      this._settling = rows[o + 18] === 1;
      this.element.style.transform = `translateY(${this._top}px)`;
    }
    _event(what, records, o) {
      if (what === 1) { this._detent = records[o + 5]; callDelegate(this, 'bottom sheet', 'sheetDidChangeDetent', this._detent); }
    }
  }

  /** A list's rows driven by the engine: swipe actions (GraspInteractions' SwipeActionsController) or
   *  reordering (its ReorderController). The engine places each row (a transform); the page draws them. */
  class ListInteraction extends Interaction {
    constructor(host, id, kind, list, rows, options) {
      super(host, id, options);
      /** 'swipeActions' or 'reorder'. */
      this.kind = kind;
      /** The scroll view of the list. */
      this.list = list;
      /** The rows' elements, by id (their index in the list given). */
      this.rows = rows;
      this._openRow = -1;
      this._offset = 0;
      this._lifted = -1;
      this._liftedY = 0;
      this._ys = new Map();
    }
    /** Swipe actions: the id of the open row, or -1. */
    get openRow() { return this._openRow; }
    /** Swipe actions: the open row's horizontal offset. */
    get rowOffset() { return this._offset; }
    /** Reordering: the id of the lifted row, or -1. */
    get liftedRow() { return this._lifted; }
    /** The row ids in their order now, top first. */
    get order() { return Array.from(this._ys.entries()).sort((a, b) => a[1] - b[1]).map((e) => e[0]); }
    /** Swipe actions: closes the open row. Reordering: cancels the lift. */
    close() { this._command('close', 1, 0); }
    _frame(rows, o) {
      if (this.kind === 'swipeActions') { this._openRow = rows[o + 16]; this._offset = rows[o + 17]; }
      else { this._lifted = rows[o + 16]; this._liftedY = rows[o + 17]; }
    }
    _event(what, records, o) {
      if (what === 2) callDelegate(this, this.kind, 'swipeActionDidRun', records[o + 5], records[o + 6]);
      else if (what === 3) callDelegate(this, this.kind, 'rowWasSelected', records[o + 6]);
      else if (what === 4) callDelegate(this, this.kind, 'rowDidMove', records[o + 6], records[o + 7], records[o + 8]);
    }

    /** Reads the rows' places from the module and moves the rows' elements there. */
    _apply() {
      const e = this.host._engine;
      const count = e.x.grasp_host_interaction_rows(e.h, this._id);
      if (count < 0) return;
      const heap = e.heap(), base = e.x.grasp_host_scratch_ptr(e.h) >> 3;
      const seen = new Set();
      for (let i = 0; i < count; i++) {
        const id = heap[base + 2 * i], y = id === this._lifted ? this._liftedY : heap[base + 2 * i + 1];
        seen.add(id);
        const dx = id === this._openRow ? this._offset : 0;
        const key = `${y}|${dx}|${id === this._lifted}`;
        const row = this.rows[id];
        if (row && row._graspPlace !== key) {
          row._graspPlace = key;
          row.style.transform = `translate(${dx}px, ${y}px)`;
          row.classList.toggle('grasp-lifted', id === this._lifted);
        }
        this._ys.set(id, y);
      }
      for (const id of Array.from(this._ys.keys())) {
        if (!seen.has(id)) {
          this._ys.delete(id);
          if (this.rows[id]) this.rows[id].hidden = true; // removed by a destructive action
        }
      }
    }
  }

  /** An option that is a list of elements (`what` says which, for the error). */
  const elements = (what) => (v, n) => (Array.isArray(v) && v.every((r) => r && r.nodeType === 1) ? v : fail('invalid-type', `${n} is ${describe(v)}; it must be a list of ${what}`));
  const SWIPE_OPTIONS = {
    rowHeight: (v, n) => (typeof v === 'number' && v > 0 && Number.isFinite(v) ? v : fail('invalid-type', `${n} is ${describe(v)}; it must be a number above 0`)),
    rows: elements('the rows\' elements'),
    leading: (v, n) => actionList(v, n),
    trailing: (v, n) => actionList(v, n),
    delegate: (v, n) => (v && typeof v === 'object' ? v : fail('invalid-type', `${n} is ${describe(v)}; it must be an object`)),
  };
  function actionList(v, n) {
    if (!Array.isArray(v) || v.length > 8 || !v.every((a) => a && typeof a === 'object' && typeof a.width === 'number' && a.width > 0)) {
      fail('invalid-type', `${n} is ${describe(v)}; it must be a list of at most 8 actions, each {width, destructive}`);
    }
    return v.map((a) => ({ width: a.width, destructive: a.destructive === true }));
  }

  /** Lays `rows` out at their parent's top-left, for the engine to place each with a transform. */
  function placeAtTop(rows) {
    for (const row of rows) Object.assign(row.style, { position: 'absolute', left: '0', right: '0', top: '0' });
  }

  /** Calls `name` on an interaction's delegate, keeping what it throws for after the dispatch. */
  function callDelegate(interaction, label, name, ...args) {
    const d = interaction._delegate;
    if (!d || typeof d[name] !== 'function') return;
    try { d[name](interaction, ...args); } catch (error) { interaction.host._errors.push({ error, name: label, what: name }); }
  }

  /** A pull to refresh on a scroll view (GraspInteractions' RefreshControl, UIKit's UIRefreshControl): a
   *  drag that pulls the content `triggerDistance` past its top starts a refresh, once; the content then
   *  rests `refreshingHeight` below its top until `endRefreshing()`. */
  class RefreshControl extends Interaction {
    constructor(host, list, id, options) {
      super(host, id, options);
      /** The scroll view it refreshes. */
      this.list = list;
      /** How far past its top the content is pulled to start a refresh, in CSS px. */
      this.triggerDistance = options.triggerDistance;
      this._pull = 0;
      this._progress = 0;
      this._refreshing = false;
    }
    /** Whether a refresh is in progress. */
    get isRefreshing() { return this._refreshing; }
    /** How far the content is pulled down past its top, in CSS px. */
    get pullDistance() { return this._pull; }
    /** The pull as a fraction of the trigger distance, from 0 to 1. */
    get progress() { return this._progress; }
    /** Starts a refresh (as a pull past the trigger distance does); the delegate hears refreshDidBegin. */
    beginRefreshing() { this._command('beginRefreshing', 1, 0); }
    /** Ends the refresh: the content goes back to its top. */
    endRefreshing() { this._command('endRefreshing', 2, 0); }
    _frame(rows, o) {
      this._pull = rows[o + 16]; this._refreshing = rows[o + 17] === 1; this._progress = rows[o + 18];
    }
    _event(what, records, o) {
      if (what === 6) { this._refreshing = true; callDelegate(this, 'refresh control', 'refreshDidBegin'); }
    }
  }

  /** A header over a scroll view that collapses as the content scrolls up and expands as it comes back
   *  (GraspInteractions' CollapsingHeader, a navigation bar's large title). The engine keeps its height;
   *  the binding writes it to the `header` element's height when one is given. */
  class CollapsingHeader extends Interaction {
    constructor(host, element, id, options) {
      super(host, id, options);
      /** The element around the list whose scrolling moves the header. */
      this.element = element;
      /** The element whose height follows the header's, or null. */
      this.header = options.header || null;
      /** The height when fully expanded, in CSS px. */
      this.expandedHeight = options.expandedHeight;
      /** The height when fully collapsed, in CSS px. */
      this.collapsedHeight = options.collapsedHeight;
      this._height = options.expandedHeight;
      this._progress = 0;
      this._snapping = false;
    }
    /** The current height, between collapsedHeight and expandedHeight. */
    get height() { return this._height; }
    /** How collapsed it is: 0 expanded, 1 collapsed. */
    get progress() { return this._progress; }
    /** Whether it is snapping to the nearer height on its own. */
    get isSnapping() { return this._snapping; }
    /** Sets the height at once (clamped between the two heights). */
    setHeight(height) { this._command('setHeight', 1, kinds.number(height, 'setHeight height')); }
    /** Expands it at once. */
    expand() { this.setHeight(this.expandedHeight); }
    /** Collapses it at once. */
    collapse() { this.setHeight(this.collapsedHeight); }
    /** Snaps it to the nearer height, animated. */
    settle() { this._command('settle', 2, 0); }
    _frame(rows, o) {
      const height = rows[o + 16];
      this._progress = rows[o + 17]; this._snapping = rows[o + 18] === 1;
      if (height === this._height) return;
      this._height = height;
      if (this.header) this.header.style.height = `${height}px`;
      callDelegate(this, 'collapsing header', 'headerDidChangeHeight', height);
    }
  }

  /** Drag and drop of items between lists (GraspInteractions' ListDragInteraction, in the spirit of UIKit's
   *  drag and drop interactions): a long press lifts an item, the finger carries it over any of the lists
   *  (a list scrolls near its edges), lifting drops it there or sends it back. */
  class DragDrop extends Interaction {
    constructor(host, container, id, lists, rowHeight, options) {
      super(host, id, options);
      /** The element above every list. */
      this.container = container;
      /** The lists: each {list, items}, its scroll view and the items' elements given. */
      this.lists = lists;
      /** The height of every row, in CSS px. */
      this.rowHeight = rowHeight;
      this._items = [];
      for (const entry of lists) for (const item of entry.items) this._items.push(item);
      this._lifted = -1;
      this._target = -1;
      this._insertion = -1;
      this._flying = -1;
      this._frameRect = { x: 0, y: 0, width: 0, height: 0 };
      this._order = []; // read from the module by _apply, which dragDrop calls before returning it
    }
    /** The id of the lifted item (ids number the items given, list after list, from 0), or -1. */
    get liftedItem() { return this._lifted; }
    /** The index of the list under the lifted item, or -1. */
    get dropTarget() { return this._target; }
    /** Where a drop would insert in the target list (0 above its first row), or -1. */
    get insertionIndex() { return this._insertion; }
    /** The item ids of each list now, top first. */
    get order() { return this._order.map((ids) => ids.slice()); }
    /** Removes item `id` from its list. */
    removeItem(id) { this._command('removeItem', 1, kinds.integer(id, 'removeItem id')); }
    _frame(rows, o) {
      this._lifted = rows[o + 16]; this._target = rows[o + 17]; this._insertion = rows[o + 18]; this._flying = rows[o + 19];
      const r = this._frameRect;
      r.x = rows[o + 20]; r.y = rows[o + 21]; r.width = rows[o + 22]; r.height = rows[o + 23];
    }
    _event(what, records, o) {
      if (what === 5) callDelegate(this, 'drag and drop', 'itemDidMove', records[o + 6], records[o + 7], records[o + 8], records[o + 9]);
    }
    /** Reads the lists' order from the module and places the items: each in its list's content, at its
     *  row; the lifted or flying one where the engine says, over the others. */
    _apply() {
      const e = this.host._engine;
      const count = e.x.grasp_host_interaction_rows(e.h, this._id);
      if (count < 0) return;
      const heap = e.heap(), base = e.x.grasp_host_scratch_ptr(e.h) >> 3;
      const order = this.lists.map(() => []), rootRect = this.host.root.getBoundingClientRect();
      for (let i = 0; i < count; i++) order[heap[base + 2 * i + 1]].push(heap[base + 2 * i]);
      this._order = order;
      const moving = this._lifted >= 0 ? this._lifted : this._flying;
      order.forEach((ids, l) => {
        const content = this.lists[l].list.content;
        ids.forEach((id, index) => {
          const item = this._items[id];
          if (!item) return;
          // The lifted or flying item is drawn in the container, over every list (a list clips its content).
          const lifted = id === moving, parent = lifted ? this.container : content;
          if (item.parentElement !== parent) parent.appendChild(item);
          let x = 0, y = index * this.rowHeight;
          if (lifted) {
            const c = parent.getBoundingClientRect();
            x = this._frameRect.x - (c.left - rootRect.left); y = this._frameRect.y - (c.top - rootRect.top);
          }
          const key = `${x}|${y}`;
          if (item._graspPlace !== key) {
            item._graspPlace = key;
            item.style.transform = `translate(${x}px, ${y}px)`;
            item.style.width = lifted ? `${this._frameRect.width}px` : '';
          }
          item.classList.toggle('grasp-lifted', id === moving);
        });
      });
      const kept = new Set(order.flat());
      for (let id = 0; id < this._items.length; id++) if (!kept.has(id)) this._items[id].hidden = true; // removed by removeItem
    }
  }

  /** A navigation stack's interactive pop (GraspInteractions' InteractivePopController, UIKit's
   *  interactivePopGestureRecognizer): a swipe from the left edge slides the top screen off, the one below
   *  follows at a parallax; a release past half the width, or fast, completes the pop. */
  class Navigation extends Interaction {
    constructor(host, element, id, options) {
      super(host, id, options);
      /** The element covering the screens. */
      this.element = element;
      /** The screens' elements, bottom first, when given: the binding slides the top two. */
      this.screens = options.screens || null;
      this._depth = options.depth;
      this._progress = 0;
      this._transitioning = false;
      this._topX = 0;
      this._belowX = 0;
    }
    /** The number of screens on the stack. */
    get depth() { return this._depth; }
    /** How far the top screen has slid off to the right: 0 in place, 1 gone. */
    get popProgress() { return this._progress; }
    /** Whether a pop or a push is under way. */
    get isTransitioning() { return this._transitioning; }
    /** Where the top screen's left edge is, in CSS px. */
    get topScreenX() { return this._topX; }
    /** Where the left edge of the screen below is, in CSS px. */
    get belowScreenX() { return this._belowX; }
    /** Pushes a screen, sliding in from the right. */
    push() { this._command('push', 1, 0); }
    /** Pops the top screen, animated; the delegate hears navigationDidPop when it is off. */
    pop() { this._command('pop', 2, 0); }
    /** Makes `recognizer` (attached to a node of this host) wait for the edge swipe to fail. */
    yield(recognizer) {
      if (!(recognizer instanceof GestureRecognizer) || !recognizer._id || recognizer._node.host !== this.host) {
        fail('invalid-type', 'yield takes a recognizer added to a node of this host');
      }
      this._command('yield', 3, recognizer._id);
    }
    _frame(rows, o) {
      this._progress = rows[o + 16]; this._depth = rows[o + 17]; this._transitioning = rows[o + 18] === 1;
      this._topX = rows[o + 19]; this._belowX = rows[o + 20];
      const screens = this.screens;
      if (screens) {
        screens.forEach((screen, i) => {
          const x = i === this._depth - 1 ? this._topX : i === this._depth - 2 ? this._belowX : 0;
          screen.hidden = i >= this._depth || i < this._depth - 2;
          screen.style.transform = `translateX(${x}px)`;
        });
      }
      callDelegate(this, 'navigation', 'navigationDidChange');
    }
    _event(what, records, o) {
      if (what === 7) { this._depth = records[o + 5]; callDelegate(this, 'navigation', 'navigationDidPop', this._depth); }
    }
  }

  const distance = SWIPE_OPTIONS.rowHeight, delegateOption = SWIPE_OPTIONS.delegate;
  const REFRESH_OPTIONS = { triggerDistance: distance, refreshingHeight: distance, delegate: delegateOption };
  const HEADER_OPTIONS = {
    expandedHeight: kinds.positive,
    collapsedHeight: kinds.positive,
    header: (v, n) => (v && v.nodeType === 1 ? v : fail('invalid-type', `${n} is ${describe(v)}; it must be an element`)),
    delegate: delegateOption,
  };
  const DRAG_DROP_OPTIONS = {
    rowHeight: distance,
    lists: (v, n) => (Array.isArray(v) && v.length > 0 && v.every((l) => l && typeof l === 'object' && Array.isArray(l.items) && l.items.every((r) => r && r.nodeType === 1))
      ? v : fail('invalid-type', `${n} is ${describe(v)}; it must be a non-empty list of {list, items}, a scroll view and its items' elements`)),
    delegate: delegateOption,
  };
  const NAVIGATION_OPTIONS = {
    depth: (v, n) => kinds.integer(v, n, 1),
    screens: elements('elements, bottom first'),
    delegate: delegateOption,
  };

  const SHEET_OPTIONS = {
    header: (v, n) => (v && v.nodeType === 1 ? v : fail('invalid-type', `${n} is ${describe(v)}; it must be an element inside the sheet`)),
    detents: (v, n) => (Array.isArray(v) && v.length > 0 && v.every((d) => typeof d === 'number' && d >= 0 && d <= 1)
      ? v : fail('invalid-type', `${n} is ${describe(v)}; it must be a list of fractions from 0 to 1, lowest first`)),
    initialDetent: kinds.integer,
    delegate: (v, n) => (v && typeof v === 'object' ? v : fail('invalid-type', `${n} is ${describe(v)}; it must be an object with sheetDidChangeDetent`)),
  };

  /** Pixels of a wheel line (deltaMode 1); a page (deltaMode 2) is the root's height. */
  const WHEEL_LINE = 16;
  /** The quiet time after which a trackpad's run of wheel events (or a ctrl+wheel pinch) ends. */
  const WHEEL_END_MS = 120;
  const HOST_OPTIONS = {};

  /** A page's root element attached to an engine: its nodes, its recognizers and the browser's events. */
  class Host {
    constructor(grasp, root, options) {
      if (!root || typeof root !== 'object' || root.nodeType !== 1) fail('invalid-type', `attach takes an element, not ${describe(root)}`);
      checkOptions('attach', options, HOST_OPTIONS, null);
      this._grasp = grasp;
      /** The attached root element. */
      this.root = root;
      this._alive = true;
      const rect = root.getBoundingClientRect();
      this._engine = new Engine(grasp, checkLayout(rect.width, 'the root\'s width'), checkLayout(rect.height, 'the root\'s height'));
      this._nodes = new Map();
      this._byId = []; // recognizers by handle (handles are small and never reused)
      this._recognizers = new Set();
      this._scrollViews = [];
      this._layoutDirty = true;
      this._frameRequest = 0;
      this._timer = 0;
      this._timerAt = -1;
      // The frame's and the timer's callbacks, one each for the host's life (a gesture that moves the
      // deadline makes no closure). Made here, not at their first use: a host gains no field after its
      // constructor, so every host has one shape, whichever of them it used first.
      this._onFrame = (t) => this._frame(t);
      this._onTimer = () => this._timerFired();
      this._listeners = [];
      this._suppressClickUntil = -1;
      this._pointers = new Map();
      this._wheel = { active: false, timer: 0, pinch: 0, lastScale: 1 };
      this._gestureScale = 1;
      this._gestureRotation = 0;
      this._rootRect = rect;
      this._errors = [];
      this._dispatching = false;
      /** The root's node. */
      this.rootNode = new Node(this, root, null, this._engine.root);
      this._nodes.set(root, this.rootNode);
      this._byEngineNode = new Map([[this.rootNode._id, this.rootNode]]);
      this._interactions = new Map();
      grasp._hosts.set(this._engine.h, this);
      this._listen();
      this._observe();
      this._updateTouchActions();
      // This host keeps the shapes alive from now on (Instance's _lastDestroyed).
      grasp._lastDestroyed = null;
    }

    // --- nodes ------------------------------------------------------------------------------------

    /** The node of `element` (made on the first call): its frame follows the element's layout. */
    node(element) { return this._node(element, 0, null); }

    /** Makes `element` a scroll view: its first element child is the content, which the engine moves.
     *  Options are UIScrollView's properties (isPagingEnabled, bounces, minimumZoomScale, …) and a delegate. */
    scrollView(element, options) {
      this._checkAlive('scrollView');
      const checked = checkOptions('scrollView', options, SCROLL_OPTIONS, null);
      if (this._nodes.has(element)) fail('already-added', 'the element is already a node; make it a scroll view before calling node() on it');
      const content = element && element.firstElementChild;
      if (element && element.nodeType === 1 && !content) fail('invalid-structure', 'a scroll view\'s element needs a child element: the content it moves');
      if (checked.viewForZooming && !content.contains(checked.viewForZooming)) fail('outside-root', 'viewForZooming must be inside the scroll view\'s content');
      return this._node(element, 1, (node) => {
        node.content = content;
        const engine = this._engine;
        for (const name of Object.keys(checked)) {
          const value = checked[name];
          if (name === 'delegate' || name === 'contentSize' || name === 'viewForZooming') continue;
          if (name === 'contentInset') engine.set4(node._id, OPT.contentInset, value.top, value.left, value.bottom, value.right);
          else if (name === 'decelerationRate') engine.set(node._id, OPT.decelerationRate, value === 'normal' ? 0.998 : value === 'fast' ? 0.99 : value);
          else if (name === 'nestedScrolling') engine.set(node._id, OPT.nestedScrolling, value === 'handOffAtEdges' ? 1 : 0);
          else engine.set(node._id, OPT[name], optionNumber(name, value));
        }
        content.style.transformOrigin = '0 0';
      }, checked);
    }

    /**
     * Makes `element` a bottom sheet over the root: the engine places its top (a transform) at the
     * detents, fractions of the root's height that the sheet shows (default 15 %, 50 % and 92 %); its
     * `header` (required, an element inside it) drags it; a scroll view inside it scrolls once the sheet is
     * at its top detent. The element should sit at the root's top, as tall as the root.
     */
    bottomSheet(element, options) {
      const checked = this._options('bottomSheet', options, SHEET_OPTIONS);
      if (!checked.header) fail('invalid-argument', 'bottomSheet needs a header: the element that drags it');
      if (!element || element.nodeType !== 1 || !element.contains(checked.header) || checked.header === element) {
        fail('invalid-structure', 'the bottom sheet\'s header must be an element inside the sheet');
      }
      const detents = checked.detents || [0.15, 0.5, 0.92];
      if ((checked.initialDetent || 0) >= detents.length) fail('invalid-type', `bottomSheet.initialDetent is ${checked.initialDetent}; there are ${detents.length} detents`);
      const sheetNode = this.node(element), headerNode = this.node(checked.header);
      const values = [checkLayout(this._rootRect.height, 'the root\'s height'), checked.initialDetent || 0, ...detents];
      const id = this._createInteraction(1, values, sheetNode._id, headerNode._id);
      this._deny(headerNode, ACTION_PAN_Y | ACTION_PINCH); // the header drags the sheet vertically
      return this._addInteraction(id, new BottomSheet(this, element, id, checked));
    }

    /**
     * Swipe actions on a list's rows: a mostly horizontal drag on a row reveals its actions (`leading`,
     * `trailing`: {width, destructive}), a full swipe runs the outermost, a destructive action removes the
     * row; the delegate hears `swipeActionDidRun(interaction, actionIndex, rowId)` (leading 0…, trailing
     * 100…) and `rowWasSelected(interaction, rowId)`. The rows (ids are their indices) are placed by the
     * engine with a transform: lay them out at the content's top-left, `rowHeight` tall.
     */
    swipeActions(list, options) { return this._listInteraction('swipeActions', 2, list, options); }

    /**
     * Reordering a list's rows: a long press lifts a row, the finger moves it (the list scrolls at its
     * edges), lifting drops it; the delegate hears `rowDidMove(interaction, rowId, from, to)`. The rows are
     * placed by the engine, as for swipeActions.
     */
    reorder(list, options) { return this._listInteraction('reorder', 3, list, options); }

    /**
     * A pull to refresh on `list` (a scroll view of this host): a drag that pulls its content
     * `triggerDistance` (default 80) past its top starts a refresh, once, and the delegate hears
     * `refreshDidBegin(control)`; the content rests `refreshingHeight` (default 60) below its top until
     * `endRefreshing()`.
     */
    refreshControl(list, options) {
      const checked = this._options('refreshControl', options, REFRESH_OPTIONS);
      if (!(list instanceof ScrollView) || list.host !== this) fail('invalid-type', 'refreshControl takes a scroll view of this host');
      checked.triggerDistance = checked.triggerDistance || 80;
      const id = this._createInteraction(4, [checked.triggerDistance, checked.refreshingHeight || 60], list._id, 0);
      return this._addInteraction(id, new RefreshControl(this, list, id, checked));
    }

    /**
     * A header that collapses from `expandedHeight` (default 140) to `collapsedHeight` (default 60) as a
     * list inside `element` scrolls up, and expands as it comes back; released between the two, it snaps to
     * the nearer. The binding writes its height to the `header` element when one is given; the delegate
     * hears `headerDidChangeHeight(header, height)`.
     */
    collapsingHeader(element, options) {
      const checked = this._options('collapsingHeader', options, HEADER_OPTIONS);
      if (checked.expandedHeight === undefined) checked.expandedHeight = 140;
      if (checked.collapsedHeight === undefined) checked.collapsedHeight = Math.min(60, checked.expandedHeight);
      if (checked.collapsedHeight > checked.expandedHeight) fail('invalid-type', `collapsingHeader.collapsedHeight is ${checked.collapsedHeight}; it must be at most expandedHeight, ${checked.expandedHeight}`);
      const node = this.node(element);
      const id = this._createInteraction(5, [checked.expandedHeight, checked.collapsedHeight], node._id, 0);
      return this._addInteraction(id, new CollapsingHeader(this, element, id, checked));
    }

    /**
     * Drag and drop between lists: `lists` is [{list, items}], each a scroll view of this host inside
     * `container` and its items' elements (in its content, top first; ids number them list after list,
     * from 0). A long press lifts an item; lifting drops it where the finger is, and the delegate hears
     * `itemDidMove(interaction, itemId, fromList, toList, index)`. The engine places the items with a
     * transform: lay them out at their content's top-left, `rowHeight` tall. While lifted or flying back,
     * an item is drawn in `container` (make it a positioned element), over every list.
     */
    dragDrop(container, options) {
      const checked = this._options('dragDrop', options, DRAG_DROP_OPTIONS);
      if (!checked.rowHeight || !checked.lists) fail('invalid-argument', 'dragDrop needs rowHeight and lists');
      const values = [checked.rowHeight, checked.lists.length];
      let next = 0;
      for (const entry of checked.lists) {
        const list = entry.list;
        if (!(list instanceof ScrollView) || list.host !== this) fail('invalid-type', 'dragDrop: each list must be a scroll view of this host');
        if (!container || container.nodeType !== 1 || !container.contains(list.element)) fail('outside-root', 'dragDrop: every list must be inside the container');
        for (const item of entry.items) if (!list.content.contains(item)) fail('outside-root', 'dragDrop: every item must be inside its list\'s content');
        values.push(list._id, this.node(list.content)._id, entry.items.length);
        for (let i = 0; i < entry.items.length; i++) values.push(next++);
      }
      const node = this.node(container);
      const id = this._createInteraction(6, values, node._id, 0);
      const interaction = new DragDrop(this, container, id, checked.lists.map((l) => ({ list: l.list, items: l.items.slice() })), checked.rowHeight, checked);
      for (const entry of checked.lists) {
        this._deny(this._nodes.get(entry.list.content), ACTION_PAN_X | ACTION_PINCH); // a lifted item moves both ways
        placeAtTop(entry.items);
      }
      this._addInteraction(id, interaction);
      interaction._apply();
      return interaction;
    }

    /**
     * A navigation stack of `depth` screens (default 1) in `element`: a swipe from its left edge pops the
     * top screen interactively, `push()` and `pop()` animate; the delegate hears `navigationDidPop(nav,
     * depth)` when a pop completes and `navigationDidChange(nav)` as it moves. Given `screens` (bottom
     * first), the binding slides the top two and hides the others.
     */
    navigation(element, options) {
      const checked = this._options('navigation', options, NAVIGATION_OPTIONS);
      checked.depth = checked.depth || 1;
      const node = this.node(element);
      const id = this._createInteraction(7, [checked.depth], node._id, 0);
      this._deny(node, ACTION_PAN_X); // the edge swipe is horizontal
      return this._addInteraction(id, new Navigation(this, element, id, checked));
    }

    /** Makes an interaction of `code` from `values` and attaches it to nodes `a` and `b`; nothing is left
     *  made when either is refused. */
    _createInteraction(code, values, a, b) {
      const e = this._engine;
      const pointer = e.x.grasp_alloc(values.length * 8);
      new Float64Array(e.x.memory.buffer, pointer, values.length).set(values);
      let id;
      try {
        id = e.call(e.x.grasp_host_interaction_create(e.h, code, pointer, values.length));
      } finally {
        e.x.grasp_free(pointer);
      }
      try {
        e.call(e.x.grasp_host_interaction_attach(e.h, id, a, b));
      } catch (error) {
        e.x.grasp_host_interaction_destroy(e.h, id);
        throw error;
      }
      return id;
    }

    /** Checks `options` of the interaction `name` against `table`, on a live host. */
    _options(name, options, table) {
      this._checkAlive(name);
      return checkOptions(name, options, table, null);
    }

    /** Takes `bits` of what the browser may do by itself (touch-action) from `node`. */
    _deny(node, bits) {
      node._denies = (node._denies || 0) | bits;
      this._updateTouchActions();
    }

    _addInteraction(id, interaction) {
      this._interactions.set(id, interaction);
      this._afterChange(true);
      return interaction;
    }

    _listInteraction(name, code, list, options) {
      const checked = this._options(name, options, code === 2 ? SWIPE_OPTIONS : { rowHeight: distance, rows: SWIPE_OPTIONS.rows, delegate: delegateOption });
      if (!(list instanceof ScrollView) || list.host !== this) fail('invalid-type', `${name} takes a scroll view of this host`);
      if (!checked.rowHeight || !checked.rows) fail('invalid-argument', `${name} needs rowHeight and rows`);
      for (const row of checked.rows) if (!list.content.contains(row)) fail('outside-root', `${name}: every row must be inside the list's content`);
      const ids = checked.rows.map((_, i) => i);
      let values;
      if (code === 2) {
        const leading = checked.leading || [], trailing = checked.trailing || [];
        values = [checked.rowHeight, leading.length, trailing.length];
        for (const a of leading.concat(trailing)) values.push(a.width, a.destructive ? 1 : 0);
        values.push(...ids);
      } else {
        values = [checked.rowHeight, ...ids];
      }
      const contentNode = this.node(list.content);
      const id = this._createInteraction(code, values, contentNode._id, list._id);
      const interaction = new ListInteraction(this, id, name, list, checked.rows, checked);
      // A row's swipe is horizontal, a lifted row moves in both directions: the browser keeps neither.
      this._deny(contentNode, ACTION_PAN_X | ACTION_PINCH);
      placeAtTop(checked.rows);
      this._addInteraction(id, interaction);
      interaction._apply();
      return interaction;
    }

    _node(element, kind, configure, options) {
      this._checkAlive(kind ? 'scrollView' : 'node');
      if (!element || typeof element !== 'object' || element.nodeType !== 1) fail('invalid-type', `${kind ? 'scrollView' : 'node'} takes an element, not ${describe(element)}`);
      const known = this._nodes.get(element);
      if (known) return known;
      if (!this.root.contains(element)) fail('outside-root', `the element <${element.tagName.toLowerCase()}${element.id ? ' id=' + element.id : ''}> is not inside the attached root`);
      let parentElement = element.parentElement;
      while (!this._nodes.has(parentElement)) parentElement = parentElement.parentElement;
      const parent = this._nodes.get(parentElement);
      const engine = this._engine;
      const rect = element.getBoundingClientRect();
      for (const [value, what] of [[rect.left, 'x'], [rect.top, 'y'], [rect.width, 'width'], [rect.height, 'height']]) checkLayout(value, `the element's ${what}`);
      const id = engine.createNode(kind);
      const node = kind ? new ScrollView(this, element, parent, id, element.firstElementChild, options) : new Node(this, element, parent, id);
      try {
        if (configure) configure(node);
        engine.call(engine.x.grasp_host_node_add_child(engine.h, parent._id, id, this._childIndex(parent, element)));
      } catch (error) {
        engine.x.grasp_host_node_destroy(engine.h, id);
        throw error;
      }
      this._nodes.set(element, node);
      this._byEngineNode.set(id, node);
      // Nodes made earlier for elements inside this one move under it, in document order.
      const inside = [];
      for (const other of this._nodes.values()) if (other !== node && other.parent === parent && element.contains(other.element)) inside.push(other);
      for (const other of inside) {
        other.parent = node;
        engine.call(engine.x.grasp_host_node_add_child(engine.h, id, other._id, this._childIndex(node, other.element)));
      }
      if (kind) {
        this._scrollViews.push(node);
        if (options.viewForZooming) engine.set(id, OPT.viewForZooming, this._node(options.viewForZooming, 0, null)._id);
      }
      if (this._resizeObserver) this._resizeObserver.observe(element);
      this._layoutDirty = true;
      this._layout();
      this._updateTouchActions();
      return node;
    }

    /** Where `element` goes among `parent`'s node children: after those before it in document order. */
    _childIndex(parent, element) {
      let index = 0;
      for (const other of this._nodes.values()) {
        if (other.parent === parent && other.element !== element && (other.element.compareDocumentPosition(element) & 4)) index++;
      }
      return index;
    }

    _contentSizeOf(view) {
      if (view._options.contentSize) return view._options.contentSize;
      const c = view.content;
      return { width: Math.max(c.scrollWidth, c.offsetWidth), height: Math.max(c.scrollHeight, c.offsetHeight) };
    }

    /** Reads every node's frame from layout when something may have moved it (before a touch lands). */
    _layout() {
      if (!this._layoutDirty) return;
      const engine = this._engine;
      const rootRect = this.root.getBoundingClientRect();
      // Every frame is measured and checked first: a frame that is not finite throws invalid-layout before
      // any frame reaches the engine, and the layout stays stale (measured again at the next event).
      const frames = [[this.rootNode, 0, 0, checkLayout(rootRect.width, 'the root\'s width'), checkLayout(rootRect.height, 'the root\'s height')]];
      const origins = new Map([[this.rootNode, [0, 0]]]);
      for (const node of this._nodes.values()) {
        if (node === this.rootNode) continue;
        const r = node.element.getBoundingClientRect();
        const x = r.left - rootRect.left, y = r.top - rootRect.top;
        origins.set(node, [x, y]);
        const parent = node.parent;
        let p = origins.get(parent);
        if (!p) { const pr = parent.element.getBoundingClientRect(); p = [pr.left - rootRect.left, pr.top - rootRect.top]; }
        let fx = x - p[0], fy = y - p[1];
        // Inside a scroll view a frame is in the content's coordinates: where it is with the content at
        // offset 0 and zoom 1.
        const scale = parent instanceof ScrollView ? parent._zoom : 1;
        if (parent instanceof ScrollView) { fx = (fx + parent._offset.x) / scale; fy = (fy + parent._offset.y) / scale; }
        frames.push([node, checkLayout(fx, 'a node\'s x'), checkLayout(fy, 'a node\'s y'), checkLayout(r.width / scale, 'a node\'s width'), checkLayout(r.height / scale, 'a node\'s height')]);
      }
      const sizes = [];
      for (const view of this._scrollViews) {
        if (view._zoom !== 1) continue; // zoomed, the engine sizes the content from the zoomed node
        const size = this._contentSizeOf(view);
        checkLayout(size.width, 'a content width'); checkLayout(size.height, 'a content height');
        sizes.push([view, size]);
      }
      this._layoutDirty = false;
      this._rootRect = rootRect;
      for (const [node, x, y, w, h] of frames) engine.setFrame(node, x, y, w, h);
      for (const [view, size] of sizes) {
        if (!view._contentSize || view._contentSize.width !== size.width || view._contentSize.height !== size.height) {
          view._contentSize = size;
          engine.set4(view._id, OPT.contentSize, size.width, size.height, 0, 0);
        }
      }
    }

    // --- touch-action -----------------------------------------------------------------------------

    /**
     * Writes each node element's touch-action: what its own recognizers and scroll view, and those of its
     * ancestor nodes, leave to the browser (a touch on an element reaches the recognizers of its ancestors
     * too). The browser intersects a value with its ancestors' only up to the nearest scroll container, so
     * the binding intersects along the node tree itself.
     */
    _updateTouchActions() {
      for (const node of this._nodes.values()) {
        let own = ACTION_ALL;
        if (node instanceof ScrollView) {
          // The page may pan a scroll view only along an axis it cannot scroll, and pinch only when it
          // cannot zoom.
          const o = node._options, size = this._contentSizeOf(node), el = node.element;
          if (o.isScrollEnabled !== false) {
            if (size.width > el.clientWidth || o.alwaysBounceHorizontal) own &= ~ACTION_PAN_X;
            if (size.height > el.clientHeight || o.alwaysBounceVertical) own &= ~ACTION_PAN_Y;
          }
          if ((o.maximumZoomScale || 1) > (o.minimumZoomScale || 1)) own &= ~(ACTION_PINCH | ACTION_DOUBLE_TAP);
        }
        for (const r of node._recognizers) if (r._enabled) own &= r._spec.allows(r._options);
        if (node._denies) own &= ~node._denies; // what an interaction's own recognizers take there
        node._ownAllows = own;
      }
      for (const node of this._nodes.values()) {
        let allows = ACTION_ALL;
        for (let n = node; n; n = n.parent) allows &= n._ownAllows;
        node._allows = allows;
        const text = touchActionText(allows);
        if (text !== node._touchAction) {
          node._touchAction = text;
          node.element.style.touchAction = text;
        }
      }
    }

    /** The touch-action the binding wrote on `element` ('auto' for an element that is not a node). */
    touchAction(element) {
      const node = this._nodes.get(element);
      return node ? touchActionText(node._allows) : 'auto';
    }

    // --- the browser's events ---------------------------------------------------------------------

    _on(target, type, listener, options) {
      target.addEventListener(type, listener, options);
      this._listeners.push([target, type, listener, options]);
    }

    _listen() {
      const root = this.root;
      // A listener for each type, which knows its phase: the event's `type` is not read (a call into the
      // browser, about 30 to 50 ns of each event in Chromium: the Performance article).
      this._on(root, 'pointerdown', (event) => this._pointer(event, 0));
      this._on(root, 'pointermove', (event) => this._pointer(event, 1));
      this._on(root, 'pointerup', (event) => this._pointer(event, 2));
      this._on(root, 'pointercancel', (event) => this._pointer(event, 3));
      this._on(root, 'wheel', (event) => this._wheelEvent(event), { passive: false });
      // Safari's trackpad pinch (and iOS's two-finger pinch): cumulative scale, rotation in degrees.
      const gesture = (event) => this._safariGesture(event);
      this._on(root, 'gesturestart', gesture, { passive: false });
      this._on(root, 'gesturechange', gesture, { passive: false });
      this._on(root, 'gestureend', gesture, { passive: false });
      // The click after a recognized tap or a drag that took the touches (cancelsTouchesInView), caught
      // before the page's own listeners see it.
      this._on(root, 'click', (event) => {
        if (event.timeStamp <= this._suppressClickUntil) {
          this._suppressClickUntil = -1;
          event.preventDefault();
          event.stopImmediatePropagation();
        }
      }, true);
      // Dragging an image or selecting text would take the pointer from the page.
      this._on(root, 'dragstart', (event) => { if (this._pointers.size) event.preventDefault(); });
      const dirty = () => { this._layoutDirty = true; };
      this._on(window, 'scroll', dirty, { capture: true, passive: true });
      this._on(window, 'resize', dirty, { passive: true });
    }

    _observe() {
      const dirty = () => { this._layoutDirty = true; };
      if (typeof ResizeObserver === 'function') {
        this._resizeObserver = new ResizeObserver(dirty);
        this._resizeObserver.observe(this.root);
      }
      if (typeof MutationObserver === 'function') {
        // A style or class change can move a node (a handler moving a card). The binding's own writes (a
        // scroll view's content, touch-action) are taken into account where they are made.
        this._mutationObserver = new MutationObserver(dirty);
        this._mutationObserver.observe(this.root, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
      }
    }

    /** A pointer event of the root, in `phase`: 0 down, 1 move, 2 up, 3 cancel (its listener's type). */
    _pointer(event, phase) {
      if (!this._alive) return;
      const id = event.pointerId;
      // The pointer's kind is read from the event once, when it goes down, and kept with it, with where it
      // was last sent: each read of a DOM event's property is a call into the browser.
      let pointer;
      if (phase === 0) {
        const pointerType = event.pointerType;
        if ((pointerType === 'mouse' && event.button !== 0) || this._pointers.has(id)) return;
        if (this._mutationObserver) { this._mutationObserver.takeRecords().length && (this._layoutDirty = true); }
        this._layout();
        // A new touch sequence: the click a recognizer took from the last one is no longer pending.
        if (this._pointers.size === 0) this._suppressClickUntil = -1;
        pointer = { kind: pointerType === 'touch' ? 0 : pointerType === 'pen' ? 1 : 2, x: 0, y: 0 };
        this._pointers.set(id, pointer);
      } else {
        pointer = this._pointers.get(id);
        if (pointer === undefined) return; // a hover move, or a pointer that went down outside the root
        if (phase >= 2) this._pointers.delete(id);
      }
      const rect = this._rootRect;
      const x = event.clientX - rect.left, y = event.clientY - rect.top;
      // A move that leaves the pointer where it was last sent is not sent, unless the engine has a timer or
      // an animation due by its time: it would change nothing but the time, which the next call or tick
      // brings. Chromium drops such touch moves itself; a mouse's or a pen's can still come (a button or the
      // pressure changed), and grasp.js reads neither from a move. ("A move that changes nothing", Grasp for
      // the web.)
      if (phase === 1 && x === pointer.x && y === pointer.y && this._engine.idleAt(event.timeStamp)) return;
      pointer.x = x; pointer.y = y;
      this._dispatch(this._engine.touch(event.timeStamp, pointer.kind, id, phase, x, y), event);
    }

    _wheelEvent(event) {
      if (!this._alive) return;
      this._layout();
      const rect = this._rootRect;
      const x = event.clientX - rect.left, y = event.clientY - rect.top;
      const unit = event.deltaMode === 1 ? WHEEL_LINE : event.deltaMode === 2 ? rect.height : 1;
      const engine = this._engine;
      // The page keeps the wheel unless the engine has something there to scroll or zoom.
      if (!this._scrollViewAt(x, y) && !this._wheel.active && !this._wheel.pinch) return;
      event.preventDefault();
      const t = event.timeStamp;
      if (event.ctrlKey) {
        // Chrome's and Firefox's trackpad pinch: a wheel with ctrlKey; deltaY in about hundredths of scale.
        const factor = Math.exp(-event.deltaY * unit / 100);
        if (!this._wheel.pinch) {
          this._wheel.pinch = 1;
          this._dispatch(engine.transform(t, 0, x, y, 1, 0), event);
        }
        this._dispatch(engine.transform(t, 1, x, y, factor, 0), event);
        this._endWheelLater(t, x, y);
      } else if (event.deltaMode !== 0) {
        // A mouse wheel's notch: one step, in lines or pages.
        this._dispatch(engine.scroll(t, 4, x, y, -event.deltaX * unit, -event.deltaY * unit), event);
      } else {
        const phase = this._wheel.active ? 1 : 0;
        this._wheel.active = true;
        this._dispatch(engine.scroll(t, phase, x, y, -event.deltaX, -event.deltaY), event);
        this._endWheelLater(t, x, y);
      }
    }

    _scrollViewAt(x, y) {
      for (let node = this._byEngineNode.get(this._engine.hitTest(x, y)); node; node = node.parent) if (node instanceof ScrollView) return true;
      return false;
    }

    _endWheelLater(t, x, y) {
      clearTimeout(this._wheel.timer);
      this._wheel.timer = setTimeout(() => {
        if (!this._alive) return;
        const now = Math.max(t + WHEEL_END_MS, this._engine.tickTime(performance.now()));
        if (this._wheel.pinch) {
          this._wheel.pinch = 0;
          this._dispatch(this._engine.transform(now, 2, x, y, 1, 0), null);
        }
        if (this._wheel.active) {
          this._wheel.active = false;
          this._dispatch(this._engine.scroll(now, 2, x, y, 0, 0), null);
        }
      }, WHEEL_END_MS);
    }

    _safariGesture(event) {
      if (!this._alive) return;
      event.preventDefault();
      this._layout();
      const rect = this._rootRect;
      const x = (event.clientX || 0) - rect.left, y = (event.clientY || 0) - rect.top;
      const phase = event.type === 'gesturestart' ? 0 : event.type === 'gesturechange' ? 1 : 2;
      if (phase === 0) { this._gestureScale = 1; this._gestureRotation = 0; }
      // Safari's scale and rotation are cumulative; the engine takes each sample's change.
      const scale = event.scale || 1, rotation = (event.rotation || 0) * Math.PI / 180;
      const ds = scale / this._gestureScale, dr = rotation - this._gestureRotation;
      this._gestureScale = scale; this._gestureRotation = rotation;
      this._dispatch(this._engine.transform(event.timeStamp, phase, x, y, phase === 0 ? 1 : ds, phase === 0 ? 0 : dr), event);
    }

    /** After one input call: the handlers of what it changed, in the engine's order, the scroll views'
     *  content, then the next tick. An error a handler or delegate threw is rethrown after all of that. */
    _dispatch(status, event) {
      // A refused call changed nothing: its records are the previous call's, already delivered.
      if (status >= 0) this._deliver(event);
      // Only scroll views and interactions are moved by the engine itself.
      if (this._scrollViews.length !== 0 || this._interactions.size !== 0) this._render();
      this._schedule();
      this._engine.call(status);
      this._rethrow();
    }

    _rethrow() {
      const errors = this._errors;
      if (errors.length === 0) return;
      const first = errors[0];
      this._errors = [];
      const error = new GraspError('handler-threw', `${first.name}'s ${first.what} threw: ${first.error && first.error.message !== undefined ? first.error.message : first.error}` +
        (errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''));
      error.cause = first.error;
      error.recognizer = first.name;
      throw error;
    }

    /** Hands the engine's events (read from its records) to the handlers and delegates. */
    _deliver(event) {
      const engine = this._engine;
      const count = engine.eventCount();
      if (count <= 0) return;
      // The records are read in place, in the module's memory. A handler or delegate may call the module,
      // which can write new records over them or grow the memory: before the first callback that could,
      // the records not yet read are copied out, and read from the copy (a move's one record, or the last
      // of several, is never copied).
      let records = engine.heap(), o = engine.eventsPointer() >> 3, copied = false;
      for (let i = 0; i < count; i++, o += 16) {
        const type = records[o];
        if (type === 1) {
          const r = this._byId[records[o + 1]];
          if (!r) continue;
          const state = records[o + 2], old = records[o + 3];
          const values = r._values;
          for (let k = 0; k < 16; k++) values[k] = records[o + k];
          r._state = state;
          if ((state === 1 || (state === 3 && old === 0)) && r._options.cancelsTouchesInView !== false && !r._spec.hover) this._tookTouches(event);
          // A failure calls no handler, as UIKit sends no action for it (the state still reads 'failed').
          const handlers = r._handlers;
          if (handlers.length === 0 || state === 5) continue;
          // The rest, from the next record on, before the handlers run.
          if (!copied && i + 1 < count) { records = engine.copyRecords(o + 16, (count - i - 1) * 16); o = -16; copied = true; }
          for (let h = 0; h < handlers.length; h++) {
            try { handlers[h](r); } catch (error) { this._errors.push({ error, name: r.name, what: 'handler' }); }
          }
          continue;
        }
        // An interaction's or a scroll view's callbacks read their record as they run: the rest, from this
        // record on.
        if (!copied) { records = engine.copyRecords(o, (count - i) * 16); o = 0; copied = true; }
        if (type === 4) {
          const interaction = this._interactions.get(records[o + 1]);
          if (interaction) interaction._event(records[o + 2], records, o);
        } else if (type === 2) {
          const view = this._byEngineNode.get(records[o + 1]);
          if (!view) continue;
          const what = records[o + 2];
          if (what === 1) this._tookTouches(event);
          const d = view._delegate, name = SCROLL_DELEGATE[what];
          if (d && name && typeof d[name] === 'function') {
            try { what === 2 ? d[name](view, records[o + 3] === 1) : d[name](view); } catch (error) { this._errors.push({ error, name: 'scroll view', what: name }); }
          }
        }
      }
    }

    /** A recognizer took the touches from the page: the click that follows is not delivered, and a mouse
     *  stays with the root until it lifts. */
    _tookTouches(event) {
      this._suppressClickUntil = (event ? event.timeStamp : performance.now()) + 1000;
      if (event && event.pointerType === 'mouse' && event.pointerId !== undefined && this._pointers.has(event.pointerId)) {
        try { this.root.setPointerCapture(event.pointerId); } catch (_) { /* the pointer is gone */ }
      }
    }

    /** Applies what the engine moved since the last read: each scroll view's offset, zoom and indicators. */
    _render(all) {
      const engine = this._engine;
      const count = all ? engine.x.grasp_host_frame_all(engine.h) : engine.x.grasp_host_frame(engine.h);
      if (count > 0) this._renderRows(engine, count);
      // A list's rows move without a row of their own (a removed row's gap closing): read them each time.
      for (const interaction of this._interactions.values()) if (interaction._apply) interaction._apply();
    }

    _renderRows(engine, count) {
      const rows = engine.frames(count);
      // Changes the page made (a handler moving an element) mark the layout stale; the writes below are the
      // binding's own and move no node's frame (a scroll view's content is in the content's coordinates).
      const observer = this._mutationObserver;
      if (observer && observer.takeRecords().length) this._layoutDirty = true;
      for (let i = 0, o = 0; i < count; i++, o += 32) {
        if (rows[o + 1] === 3) {
          const interaction = this._interactions.get(rows[o]);
          if (interaction) interaction._frame(rows, o);
          continue;
        }
        const node = this._byEngineNode.get(rows[o]);
        if (!node) continue;
        if (rows[o + 1] === 1) {
          const x = rows[o + 12], y = rows[o + 13], zoom = rows[o + 16];
          node._flags = rows[o + 17];
          if (x !== node._offset.x || y !== node._offset.y || zoom !== node._zoom) {
            node._offset.x = x; node._offset.y = y; node._zoom = zoom;
            node.content.style.transform = zoom === 1 ? `translate(${-x}px, ${-y}px)` : `translate(${-x}px, ${-y}px) scale(${zoom})`;
            const d = node._delegate;
            if (d && typeof d.scrollViewDidScroll === 'function') {
              try { d.scrollViewDidScroll(node); } catch (error) { this._errors.push({ error, name: 'scroll view', what: 'scrollViewDidScroll' }); }
            }
          }
          this._indicators(node, rows, o, x, y);
        }
      }
      if (observer) observer.takeRecords();
    }

    _indicators(view, rows, o, x, y) {
      const show = view._options;
      if (show.showsVerticalScrollIndicator === false && show.showsHorizontalScrollIndicator === false) return;
      if (!view._indicators) {
        const make = () => {
          const bar = document.createElement('div');
          bar.className = 'grasp-scroll-indicator';
          bar.style.cssText = 'position:absolute;left:0;top:0;border-radius:3px;background:rgba(0,0,0,0.45);pointer-events:none;opacity:0;transform-origin:0 0';
          view.element.appendChild(bar);
          return bar;
        };
        if (getComputedStyle(view.element).position === 'static') view.element.style.position = 'relative';
        view._indicators = [make(), make()];
      }
      for (let k = 0; k < 2; k++) {
        const b = o + 18 + k * 5, bar = view._indicators[k];
        const alpha = rows[b + 4];
        bar.style.opacity = String(alpha);
        if (alpha > 0) {
          bar.style.width = `${rows[b + 2]}px`;
          bar.style.height = `${rows[b + 3]}px`;
          bar.style.transform = `translate(${rows[b] - x}px, ${rows[b + 1] - y}px)`;
        }
      }
    }

    /** Ticks on the next animation frame while something moves, or at the engine's next timer. */
    _schedule() {
      const engine = this._engine;
      const next = engine.nextDeadline();
      if (next < 0) return;
      if (next <= engine.lastTime) {
        if (!this._frameRequest) this._frameRequest = requestAnimationFrame(this._onFrame);
        return;
      }
      if (this._timer && this._timerAt <= next) return;
      clearTimeout(this._timer);
      this._timerAt = next;
      this._timer = setTimeout(this._onTimer, Math.max(0, next + engine.lag - performance.now()));
    }

    _timerFired() {
      const next = this._timerAt, engine = this._engine;
      this._timer = 0;
      this._timerAt = -1;
      if (!this._alive) return;
      // The events' clock may have fallen further behind since (a longer input latency): a tick now must
      // not pass the time of an event still on its way, so it waits until that clock reaches the deadline.
      if (performance.now() - engine.lag < next) { this._schedule(); return; }
      this._dispatch(engine.tick(performance.now()), null);
    }

    _frame(t) {
      this._frameRequest = 0;
      if (!this._alive) return;
      this._dispatch(this._engine.tick(t), null);
    }

    /** After a change from outside an event (setContentOffset, a new sheet): its frame (every row when
     *  `all`: a new interaction's first place is not a change), and the ticking. */
    _afterChange(all) {
      this._render(all);
      this._schedule();
    }

    // --- life -------------------------------------------------------------------------------------

    _checkAlive(method) {
      if (!this._alive) fail('destroyed', `${method}: the host was destroyed`);
    }

    _forget(recognizer) {
      if (this._alive && recognizer._id) {
        this._engine.x.grasp_host_recognizer_destroy(this._engine.h, recognizer._id);
        // The removal is taken in by the engine's next tick, which the deadline asks for at once.
        this._schedule();
      }
      this._byId[recognizer._id] = undefined;
      this._recognizers.delete(recognizer);
      recognizer._node = null;
      recognizer._id = 0;
      recognizer._reset();
    }

    /** Removes every listener and observer, detaches every recognizer and frees the engine. Later calls
     *  on the host throw `destroyed`; destroying twice does nothing. The loaded module keeps the host
     *  destroyed last until its next attach() (see Instance's _lastDestroyed). */
    destroy() {
      if (!this._alive) return;
      this._alive = false;
      for (const [target, type, listener, options] of this._listeners) target.removeEventListener(type, listener, options);
      this._listeners = [];
      if (this._resizeObserver) this._resizeObserver.disconnect();
      if (this._mutationObserver) this._mutationObserver.disconnect();
      if (this._frameRequest) cancelAnimationFrame(this._frameRequest);
      clearTimeout(this._timer);
      clearTimeout(this._wheel.timer);
      for (const r of this._recognizers) { r._node = null; r._id = 0; r._reset(); }
      for (const node of this._nodes.values()) {
        node.element.style.touchAction = '';
        node._recognizers = [];
        if (node._indicators) for (const bar of node._indicators) bar.remove();
      }
      this._recognizers.clear();
      this._byId = [];
      // The module keeps this host until its next attach() (below): it lets go of the page's elements now,
      // its root's excepted. Emptied, not replaced, so that the host keeps its shape.
      this._nodes.clear();
      this._byEngineNode.clear();
      this._interactions.clear();
      this._scrollViews.length = 0;
      this._pointers.clear();
      this._grasp._hosts.delete(this._engine.h);
      this._engine.destroy();
      // Kept by the module until its next attach(), for the shapes of its objects (Instance's _lastDestroyed).
      this._grasp._lastDestroyed = this;
    }
  }

  function checkLayout(value, what) {
    if (!Number.isFinite(value)) fail('invalid-layout', `layout gave ${what} = ${value}; a node's frame must be finite`);
    return value;
  }

  const HOST_ERRORS = { '-1': 'unknown-handle', '-2': 'wrong-kind', '-3': 'cycle', '-4': 'not-finite', '-5': 'out-of-range', '-6': 'unknown-option',
    '-7': 'invalid-argument', '-8': 'already-attached', '-9': 'lifecycle', '-10': 'time-goes-backwards', '-11': 'in-dispatch' };

  /** One engine in the module: the host ABI's calls, with times kept monotonic and refusals thrown. */
  class Engine {
    constructor(grasp, width, height) {
      const x = grasp.exports;
      if (typeof x.grasp_host_create !== 'function') fail('version', 'this grasp.wasm has no host API (API version 3): build it with scripts/build-wasm');
      this.grasp = grasp;
      this.x = x;
      this.h = this.call(x.grasp_host_create(width, height));
      this.root = x.grasp_host_root(this.h);
      this.lastTime = 0;
      this.lag = 0;
      this.recordsPointer = x.grasp_alloc(32);
      if (this.recordsPointer === 0 || (this.recordsPointer & 7) !== 0) fail('too-large', 'grasp.wasm gave no aligned block for the touch records');
      this.eventsCopy = null;
      this.framesCopy = null;
      this.heapView = null;
      this.scratchView = null;
      // The host's status (next deadline, event records' count and address), which the module rewrites
      // after every call that changes the host: read from memory, with no call (a module from before it
      // has none, and is asked).
      this.status = typeof x.grasp_host_status_ptr === 'function' ? x.grasp_host_status_ptr(this.h) >> 3 : -1;
    }

    /** Throws the module's refusal when `status` is negative; returns it otherwise. */
    call(status) {
      if (status < 0) {
        const x = this.x;
        const message = decoder.decode(new Uint8Array(x.memory.buffer, x.grasp_host_error_ptr(), x.grasp_host_error_len()));
        throw new GraspError(HOST_ERRORS[status] || 'unknown', message);
      }
      return status;
    }

    f64(pointer, length, old) {
      const buffer = this.x.memory.buffer;
      if (old && old.buffer === buffer && old.byteOffset === pointer && old.length >= length) return old;
      return new Float64Array(buffer, pointer, Math.max(length, old && old.byteOffset === pointer ? old.length : 0));
    }

    time(t) { if (t > this.lastTime) this.lastTime = t; return this.lastTime; }

    /** An input event's time: its own timeStamp. The clock's lead over the events' (how late the latest
     *  event arrived, its input latency) is kept, so that ticks take their times on the events' timeline:
     *  a tick at performance.now() would otherwise come after the timeStamp of an event already on its way,
     *  and the engine would see that event late. */
    input(t) {
      const lag = performance.now() - t;
      this.lag = lag > 0 && lag < 1000 ? lag : 0;
      return this.time(t);
    }

    /** A pointer's sample's time, as input(t), measuring the latency when the pointer goes down, lifts or is
     *  cancelled: a move keeps the latency measured last. Reading performance.now() is a call into the
     *  browser, which on every move cost about 220 ns in Chromium (the Performance article), and the latency
     *  moves little within a gesture. */
    pointerInput(t, phase) { return phase === 1 ? this.time(t) : this.input(t); }

    /** A tick's time for the clock's `now` (performance.now() or a frame's time), on the events' timeline. */
    tickTime(now) { return this.time(now - this.lag); }

    createNode(kind) { return this.call(this.x.grasp_host_node_create(this.h, kind)); }
    createRecognizer(kind) { return this.call(this.x.grasp_host_recognizer_create(this.h, kind)); }
    set(handle, option, value) { return this.call(this.x.grasp_host_set(this.h, handle, option, value)); }
    set4(handle, option, a, b, c, d) { return this.call(this.x.grasp_host_set4(this.h, handle, option, a, b, c, d)); }
    get(handle, option) { return this.x.grasp_host_get(this.h, handle, option); }
    hitTest(x, y) { return this.x.grasp_host_hit_test(this.h, x, y); }

    setFrame(node, x, y, w, h) {
      const f = node._frame;
      if (f && f[0] === x && f[1] === y && f[2] === w && f[3] === h) return;
      this.call(this.x.grasp_host_node_set_frame(this.h, node._id, x, y, w, h));
      node._frame = [x, y, w, h];
    }

    /** One pointer's sample; returns the call's status (thrown by the host after the handlers ran). */
    touch(t, kind, id, phase, x, y) {
      if (this.status >= 0) return this.x.grasp_host_pointer(this.h, this.pointerInput(t, phase), kind, id, phase, x, y);
      const heap = this.heap(), base = this.recordsPointer >> 3;
      heap[base] = id; heap[base + 1] = phase; heap[base + 2] = x; heap[base + 3] = y;
      return this.x.grasp_host_touches(this.h, this.pointerInput(t, phase), kind, this.recordsPointer, 1);
    }
    scroll(t, phase, x, y, dx, dy) { return this.x.grasp_host_scroll(this.h, this.input(t), 1, phase, x, y, dx, dy); }
    transform(t, phase, x, y, scale, rotation) { return this.x.grasp_host_transform(this.h, this.input(t), 1, phase, x, y, scale, rotation); }
    /** Whether the engine has nothing due by an input event's time `t` (its timeStamp): no timer, no
     *  animation. The time is taken as a move's (see pointerInput): the events' clock advances to it, as if
     *  the move had been sent. */
    idleAt(t) { const now = this.time(t), next = this.nextDeadline(); return next < 0 || now < next; }
    /** Advances the engine to the clock's `now` (see tickTime). */
    tick(now) { return this.x.grasp_host_tick(this.h, this.tickTime(now)); }

    /** `length` doubles of the module's memory from index `from` (of the heap's doubles), copied into the
     *  events' copy (from its start), which is returned. */
    copyRecords(from, length) { return (this.eventsCopy = this.copy(from * 8, length, this.eventsCopy)); }
    /** Where the last call's event records lie in the module's memory. */
    eventsPointer() { return this.status >= 0 ? this.heap()[this.status + 2] : this.x.grasp_host_events_ptr(this.h); }
    /** How many event records the last call that changed something wrote. */
    eventCount() { return this.status >= 0 ? this.heap()[this.status + 1] : this.x.grasp_host_events_count(this.h); }
    /** When the engine next needs a tick (ms), or -1. */
    nextDeadline() { return this.status >= 0 ? this.heap()[this.status] : this.x.grasp_host_next_deadline(this.h); }
    /** The frame rows of the last grasp_host_frame call, copied likewise. */
    frames(count) { return (this.framesCopy = this.copy(this.x.grasp_host_frame_ptr(this.h), count * 32, this.framesCopy)); }
    copy(pointer, length, into) {
      if (!into || into.length < length) into = new Float64Array(Math.max(length, 256));
      const heap = this.heap(), base = pointer >> 3;
      for (let i = 0; i < length; i++) into[i] = heap[base + i];
      return into;
    }

    /** The module's memory as doubles (a new view after the memory grew). */
    heap() {
      // Growing the memory detaches its old buffer, whose views then have length 0.
      const view = this.heapView;
      if (view !== null && view.length !== 0) return view;
      return (this.heapView = new Float64Array(this.x.memory.buffer));
    }
    values(recognizer, node) {
      this.call(this.x.grasp_host_recognizer_values(this.h, recognizer, node));
      return (this.scratchView = this.f64(this.x.grasp_host_scratch_ptr(this.h), 12, this.scratchView));
    }

    destroy() {
      this.x.grasp_free(this.recordsPointer);
      this.x.grasp_host_destroy(this.h);
    }
  }

  /** The delegate questions the module asks during a dispatch (imports of module `grasp_host`). */
  function delegateImports(getInstance) {
    const ask = (h, r, question, fallback, args) => {
      const instance = getInstance();
      const host = instance && instance._hosts.get(h);
      const recognizer = host && host._byId[r];
      const answer = recognizer && recognizer._options[question];
      if (!answer) return fallback;
      try {
        const argument = question === 'shouldBegin' ? undefined : question === 'shouldReceiveTouch' ? args[0] : host._byId[args[0]] || null;
        return answer(recognizer, argument) ? 1 : 0;
      } catch (error) {
        host._errors.push({ error, name: recognizer.name, what: question });
        return fallback;
      }
    };
    return {
      should_begin: (h, r) => ask(h, r, 'shouldBegin', 1, []),
      should_receive_touch: (h, r, id, x, y) => ask(h, r, 'shouldReceiveTouch', 1, [{ id, x, y }]),
      should_recognize_simultaneously: (h, r, other) => ask(h, r, 'shouldRecognizeSimultaneously', 0, [other]),
      should_require_failure_of: (h, r, other) => ask(h, r, 'shouldRequireFailureOf', 0, [other]),
      should_be_required_to_fail_by: (h, r, other) => ask(h, r, 'shouldBeRequiredToFailBy', 0, [other]),
    };
  }

  // The recognizer classes, each a subclass of GestureRecognizer named as UIKit's.
  const recognizerClasses = {};
  for (const className of Object.keys(RECOGNIZERS)) {
    recognizerClasses[className] = ({ [className]: class extends GestureRecognizer {
      /** Creates one with UIKit's properties as options (unknown names and wrong types throw). */
      constructor(options) { super(className, options); }
    } })[className];
  }

  /** Compiles and instantiates grasp.wasm from a URL, bytes, a Response or a WebAssembly.Module. */
  async function load(source) {
    const module = await compile(source);
    let memory = null, grasp = null;
    const instance = await WebAssembly.instantiate(module, importsFor(module, () => memory, () => grasp));
    memory = instance.exports.memory;
    // A WASI reactor: its initializer (the C library's constructors) runs once, before any other call. A
    // module built before it was a reactor has none, and needs none.
    if (typeof instance.exports._initialize === 'function') instance.exports._initialize();
    grasp = new Instance(instance);
    if (!API_VERSIONS.includes(grasp.apiVersion)) {
      throw new GraspError('version', `grasp.wasm speaks API version ${grasp.apiVersion}; this grasp.js speaks versions ${API_VERSIONS.join(' and ')}`);
    }
    return grasp;
  }

  // The recognizer classes are reached from a loaded Grasp (`new grasp.TapGestureRecognizer()`) and from
  // the namespace (`new Grasp.TapGestureRecognizer()`); a recognizer is not tied to a module until added.
  for (const className of Object.keys(recognizerClasses)) Instance.prototype[className] = recognizerClasses[className];
  Instance.prototype.GestureRecognizer = GestureRecognizer;

  return Object.assign({ load, GraspError, API_VERSION, GestureRecognizer, Node, ScrollView, BottomSheet, ListInteraction, RefreshControl,
    CollapsingHeader, DragDrop, Navigation, Host }, recognizerClasses);
});
