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

  /** The API version this wrapper speaks; load() refuses a module of another version. */
  const API_VERSION = 2;

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

  /** Imports for every module the wasm asks for: the WASI stubs, and a trap for anything else. */
  function importsFor(module, getMemory) {
    const wasi = wasiStubs(getMemory);
    const imports = {};
    for (const { module: name, name: field, kind } of WebAssembly.Module.imports(module)) {
      if (kind !== 'function') continue;
      imports[name] = imports[name] || {};
      imports[name][field] = name === 'wasi_snapshot_preview1' && wasi[field]
        ? wasi[field]
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
      /** The module's API version (2). */
      this.apiVersion = this.exports.grasp_api_version();
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

  /** Compiles and instantiates grasp.wasm from a URL, bytes, a Response or a WebAssembly.Module. */
  async function load(source) {
    const module = await compile(source);
    let memory = null;
    const instance = await WebAssembly.instantiate(module, importsFor(module, () => memory));
    memory = instance.exports.memory;
    // A WASI reactor: its initializer (the C library's constructors) runs once, before any other call. A
    // module built before it was a reactor has none, and needs none.
    if (typeof instance.exports._initialize === 'function') instance.exports._initialize();
    const grasp = new Instance(instance);
    if (grasp.apiVersion !== API_VERSION) {
      throw new GraspError('version', `grasp.wasm speaks API version ${grasp.apiVersion}; this grasp.js speaks version ${API_VERSION}`);
    }
    return grasp;
  }

  return { load, GraspError, API_VERSION };
});
