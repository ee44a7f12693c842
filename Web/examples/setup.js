// The examples' shared start: loads grasp.js's engine (the library module, or the lab's full module when
// the library one is not built) and attaches it to the page's <main>. Each example then uses the public
// API only. `window.example` is what the browser tests read: the host, a log of what happened, and the
// example's own values.
window.example = { log: [], host: null, ready: false, error: null };

/** Appends a line to the example's log and shows the last three under the scene. */
function note(text) {
  example.log.push(text);
  const status = document.querySelector('.status');
  if (status) status.textContent = example.log.slice(-3).join('\n');
}

/** Loads the engine and attaches it to <main>; resolves to [grasp, host]. */
async function start() {
  try {
    let response = await fetch('/grasp-library.wasm');
    if (!response.ok) response = await fetch('/grasp.wasm');
    const grasp = await Grasp.load(response);
    const host = grasp.attach(document.querySelector('main'));
    example.host = host;
    return [grasp, host];
  } catch (error) {
    example.error = String(error && error.message || error);
    note('could not start: ' + example.error);
    throw error;
  }
}

/** How far the page's clock (performance.now(), a frame's time) runs ahead of the events' clock, measured
 *  at a recognizer's handler: its event's input latency. An example that animates on frames draws at a
 *  frame's time less it, on the events' timeline, as grasp.js ticks the engine. */
function inputLatency(recognizer) {
  const late = performance.now() - recognizer.timestamp;
  return late > 0 && late < 1000 ? late : 0;
}

/** Appends `count` rows (class `row`, "label 1"…) to `content`. */
function fillRows(content, count, label) {
  for (let i = 0; i < count; i++) {
    const row = document.createElement('div');
    row.className = 'row';
    row.textContent = `${label} ${i + 1}`;
    content.appendChild(row);
  }
}
