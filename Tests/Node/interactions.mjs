// Why this file exists: grasp.js's refresh control, collapsing header, drag and drop and navigation are
// checked here without a browser, in node, so that scripts/check-web (a second) catches a binding that no
// longer reaches the engine: each is made on stand-in elements, driven by pointer events with explicit
// times handed to the root's listeners as a browser would, ticked frame by frame, and its delegate's calls
// and the elements' transforms are compared with what the engine decides (HostInteractionKindsTests checks
// the engine's side at 60, 120 and 240 Hz).
//
//   node Tests/Node/interactions.mjs WASM      (WASM: the library module, .build-wasm/grasp-library.wasm)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const wasmPath = process.argv[2];
if (!wasmPath) { console.error('usage: node interactions.mjs WASM'); process.exit(64); }

// --- a stand-in page: boxes in viewport coordinates, a clock and frames the script runs -------------------
let clock = 0;
const frames = [], timers = [];
globalThis.window = globalThis; window.addEventListener = () => {}; window.removeEventListener = () => {};
Object.defineProperty(globalThis, 'performance', { value: { now: () => clock }, configurable: true });
globalThis.requestAnimationFrame = (f) => { frames.push(f); return frames.length; };
globalThis.cancelAnimationFrame = () => {};
globalThis.setTimeout = (f, ms) => { timers.push({ f, at: clock + ms }); return timers.length; };
globalThis.clearTimeout = () => {};
globalThis.getComputedStyle = () => ({ position: 'relative' });
class El {
  constructor(parent, x, y, w, h) {
    this.nodeType = 1; this.style = {}; this.listeners = {}; this.children = []; this.hidden = false; this.className = '';
    this.box = { x, y, w, h }; this.parentElement = null;
    this.classList = { toggle: () => {}, add: () => {}, remove: () => {} };
    if (parent) parent.appendChild(this);
  }
  appendChild(child) {
    if (child.parentElement) child.parentElement.children.splice(child.parentElement.children.indexOf(child), 1);
    child.parentElement = this; this.children.push(child); return child;
  }
  get firstElementChild() { return this.children[0] || null; }
  remove() { if (this.parentElement) this.parentElement.children.splice(this.parentElement.children.indexOf(this), 1); this.parentElement = null; }
  /** 4 when `other` comes after this element in document order (a sibling later in the list). */
  compareDocumentPosition(other) {
    const siblings = this.parentElement ? this.parentElement.children : [];
    return siblings.indexOf(other) > siblings.indexOf(this) ? 4 : 2;
  }
  contains(o) { for (let e = o; e; e = e.parentElement) if (e === this) return true; return false; }
  getBoundingClientRect() { const { x, y, w, h } = this.box; return { left: x, top: y, x, y, width: w, height: h, right: x + w, bottom: y + h }; }
  get offsetWidth() { return this.box.w; } get offsetHeight() { return this.box.h; }
  get scrollWidth() { return this.box.w; } get scrollHeight() { return this.box.h; }
  get clientWidth() { return this.box.w; } get clientHeight() { return this.box.h; }
  addEventListener(t, f) { (this.listeners[t] ||= []).push(f); }
  removeEventListener() {}
  setPointerCapture() {} releasePointerCapture() {} hasPointerCapture() { return false; }
}
globalThis.document = { createElement: () => new El(null, 0, 0, 0, 0) };

const Grasp = require(join(root, 'Web/grasp.js'));
const grasp = await Grasp.load(readFileSync(wasmPath));
const HZ = 60, DT = 1000 / HZ;

/** Runs the frames and timers due up to `until` (ms), one display frame at a time. */
function pump(until) {
  while (clock < until) {
    clock = Math.min(until, clock + DT);
    const due = timers.filter((t) => t.at <= clock);
    for (const t of due) { timers.splice(timers.indexOf(t), 1); t.f(); }
    const run = frames.splice(0);
    for (const f of run) f(clock);
  }
}
function pointer(page, type, x, y) {
  pump(clock);
  const event = { type, pointerId: 1, pointerType: 'touch', isPrimary: true, button: 0, buttons: type === 'pointerup' ? 0 : 1,
    clientX: x, clientY: y, timeStamp: clock, target: page, preventDefault() {}, stopPropagation() {}, stopImmediatePropagation() {} };
  for (const listener of page.listeners[type] || []) listener(event);
}
/** One finger from (x, y) by (dx, dy) over `ms`, a move per frame, then lifted; `hold` ms still first. */
function drag(page, x, y, dx, dy, ms, hold = 0) {
  pointer(page, 'pointerdown', x, y);
  pump(clock + hold);
  const steps = Math.round(ms / DT);
  for (let k = 1; k <= steps; k++) { pump(clock + DT); pointer(page, 'pointermove', x + dx * k / steps, y + dy * k / steps); }
  pointer(page, 'pointerup', x + dx, y + dy);
}
const translation = (el) => el.style.transform;
const checks = [];
function check(name, body) {
  try { body(); checks.push(name); } catch (error) { console.error(`interactions: ${name}: ${error.message}`); process.exitCode = 1; }
}

check('refreshControl', () => {
  const page = new El(null, 0, 0, 390, 844), list = new El(page, 0, 0, 390, 844); new El(list, 0, 0, 390, 2000);
  const host = grasp.attach(page);
  const began = [];
  const control = host.refreshControl(host.scrollView(list), { triggerDistance: 80, delegate: { refreshDidBegin: (c) => began.push(c.pullDistance) } });
  drag(page, 200, 100, 0, 300, 500);
  pump(clock + 1500);
  assert.equal(began.length, 1, 'one refresh for one pull');
  assert.equal(control.isRefreshing, true);
  assert.equal(control.pullDistance, 60, 'resting the refreshing height below the top');
  assert.equal(translation(list.firstElementChild), 'translate(0px, 60px)');
  control.endRefreshing();
  pump(clock + 1000);
  assert.equal(control.isRefreshing, false);
  assert.equal(translation(list.firstElementChild), 'translate(0px, 0px)');
  host.destroy();
});

check('collapsingHeader', () => {
  const page = new El(null, 0, 0, 390, 844), bar = new El(page, 0, 0, 390, 140), around = new El(page, 0, 140, 390, 704);
  const list = new El(around, 0, 140, 390, 704); new El(list, 0, 140, 390, 3000);
  const host = grasp.attach(page);
  host.scrollView(list);
  const heights = [];
  const header = host.collapsingHeader(around, { header: bar, delegate: { headerDidChangeHeight: (h, height) => heights.push(height) } });
  drag(page, 200, 500, 0, -60, 300);
  assert.ok(header.isSnapping && header.height > 60 && header.height < 100, `released between the heights: ${header.height}`);
  pump(clock + 1000);
  assert.equal(header.height, 60);
  assert.equal(header.progress, 1);
  assert.equal(bar.style.height, '60px');
  assert.deepEqual(heights, heights.slice().sort((a, b) => b - a), 'the height only went down');
  header.expand();
  assert.equal(bar.style.height, '140px');
  host.destroy();
});

check('dragDrop', () => {
  const page = new El(null, 0, 0, 390, 844);
  const left = new El(page, 0, 0, 195, 844), leftContent = new El(left, 0, 0, 195, 900);
  const right = new El(page, 195, 0, 195, 844), rightContent = new El(right, 195, 0, 195, 900);
  const items = [0, 1, 2].map((i) => new El(leftContent, 0, 60 * i, 195, 60)).concat([0, 1].map((i) => new El(rightContent, 195, 60 * i, 195, 60)));
  const host = grasp.attach(page);
  const moves = [];
  const drops = host.dragDrop(page, { rowHeight: 60, lists: [{ list: host.scrollView(left), items: items.slice(0, 3) }, { list: host.scrollView(right), items: items.slice(3) }],
    delegate: { itemDidMove: (d, ...args) => moves.push(args) } });
  drag(page, 100, 30, 200, 120, 300, 600);
  assert.deepEqual(moves, [[0, 0, 1, 2]], 'item 0 from list 0 to list 1 at index 2');
  pump(clock + 1000);
  assert.deepEqual(drops.order, [[1, 2], [3, 4, 0]]);
  assert.equal(items[0].parentElement, rightContent, 'the element joined the list');
  assert.equal(translation(items[0]), 'translate(0px, 120px)');
  assert.equal(translation(items[1]), 'translate(0px, 0px)');
  drops.removeItem(3);
  assert.deepEqual(drops.order, [[1, 2], [4, 0]]);
  assert.equal(items[3].hidden, true, 'a removed item is hidden');
  assert.equal(translation(items[0]), 'translate(0px, 60px)');
  host.destroy();
});

check('navigation', () => {
  const page = new El(null, 0, 0, 390, 844), stack = new El(page, 0, 0, 390, 844);
  const screens = [0, 1, 2].map(() => new El(stack, 0, 0, 390, 844));
  const host = grasp.attach(page);
  const pops = [];
  const navigation = host.navigation(stack, { depth: 3, screens, delegate: { navigationDidPop: (n, depth) => pops.push(depth) } });
  drag(page, 5, 400, 250, 0, 250);
  pump(clock + 1500);
  assert.deepEqual(pops, [2]);
  assert.equal(navigation.depth, 2);
  assert.equal(screens[2].hidden, true, 'the popped screen is hidden');
  assert.equal(translation(screens[1]), 'translateX(0px)');
  assert.equal(translation(screens[0]), `translateX(${-0.3 * 390}px)`);
  navigation.push();
  pump(clock + 1500);
  assert.equal(navigation.depth, 3);
  assert.equal(screens[2].hidden, false);
  host.destroy();
});

console.log(`interactions: ${checks.length} of 4 passed (${checks.join(', ')})`);
