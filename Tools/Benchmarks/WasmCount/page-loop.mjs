// Why this file exists: the browser figure times the page's loop (one grasp.js `scene.touches` call per
// touch event of the benchmark trace) in Chromium, where a run's time moves by a factor of two with the
// machine's load. To tell whether a change to the engine or to grasp.js makes that loop cheaper, this
// file runs the same loop in node, so that scripts/wasm-callgrind can count its instructions under
// valgrind: the JavaScript, the call into the module, and the module's own code, as V8 compiled them.
//
//   node page-loop.mjs WASM TRACE RUNS [--no-module] [--scene NAME]
//
// Each run makes a fresh scene (`gestures`, the one the browser figure compares, unless --scene names
// another) and sends every touch event once, as Tools/Benchmarks/Browser/bench.js does. --no-module
// replaces the module's `grasp_scene_touches` with a function that returns at once: what is left is the
// JavaScript side alone.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
const Grasp = require(join(root, 'Web/grasp.js'));

const [wasmPath, tracePath, runsText, ...options] = process.argv.slice(2);
const runs = Number(runsText);
let noModule = false;
let sceneName = 'gestures';
let usable = Boolean(wasmPath && tracePath && runs >= 1);
for (let i = 0; i < options.length; i++) {
  if (options[i] === '--no-module') noModule = true;
  else if (options[i] === '--scene' && options[i + 1]) sceneName = options[++i];
  else usable = false;
}
if (!usable) {
  console.error('usage: node page-loop.mjs WASM TRACE RUNS [--no-module] [--scene NAME]');
  process.exit(64);
}
const grasp = await Grasp.load(readFileSync(wasmPath));
const trace = JSON.parse(readFileSync(tracePath, 'utf8'));
const phases = { down: 'began', move: 'moved', up: 'ended', cancel: 'cancelled' };
const events = [];
for (const sample of trace.samples) {
  const phase = phases[sample.phase];
  if (!phase) continue;
  let event = events[events.length - 1];
  if (!event || event.t !== sample.t) {
    event = { t: sample.t, tMs: sample.t * 1000, touches: [] };
    events.push(event);
  }
  event.touches.push({ id: sample.pointer, phase, x: sample.x, y: sample.y });
}
if (noModule) grasp.exports = { ...grasp.exports, grasp_scene_touches: () => 0 };
const viewport = { width: trace.viewport?.width ?? 1000, height: trace.viewport?.height ?? 700 };
for (let run = 0; run < runs; run++) {
  const scene = grasp.createScene(sceneName, viewport);
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    scene.touches(event.tMs, event.touches);
  }
  scene.close();
}
console.log(`${events.length} touch events`);
