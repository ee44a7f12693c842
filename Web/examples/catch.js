// Catch a flicked object. An instant pan (Grasp's own: it begins the moment a finger lands) moves the card
// with the finger; at the lift the card glides on with the pan's release velocity, decaying at UIKit's
// normal deceleration rate (0.998 per millisecond), and bounces off the edges of <main>. The glide is
// evaluated from time, not stepped frame by frame: its position at a time t after the release is the
// unbounded path x0 + v (1 − 0.998^t) / (1 − 0.998) folded into the page's bounds, so an edge is met at
// its exact point whatever the frame rate. A finger that lands on the gliding card stops it in the dispatch
// of that touchstart (the pan's `began` handler), at the position the glide has at the touch's own time,
// with no frame in between; the card then follows the finger from there, within the page's edges.
start().then(([grasp, host]) => {
  const card = document.getElementById('puck');
  const main = document.querySelector('main');
  const RATE = 0.998;            // UIKit's normal deceleration rate, per millisecond
  const REST_SPEED = 0.01;       // px per ms: below it the glide is over
  let offset = { x: 0, y: 0 }, grab = { x: 0, y: 0 };
  let glide = null, frame = 0;   // glide: { t0, from, v (px/ms), end (ms) } while the card moves alone
  // Frames come on the page's clock, events on the input's, behind it by the input's latency: the glide is
  // drawn on the events' clock (a frame's time less the latency of the latest event), as grasp.js ticks the
  // engine, so that a finger lands on the card where the glide has it at the touch's time.
  let latency = 0;
  const place = () => { card.style.transform = `translate(${offset.x}px, ${offset.y}px)`; };
  // The card's translations that keep it inside <main>.
  const bounds = () => ({
    minX: -card.offsetLeft, maxX: main.clientWidth - card.offsetWidth - card.offsetLeft,
    minY: -card.offsetTop, maxY: main.clientHeight - card.offsetHeight - card.offsetTop,
  });
  // A path folded into [lo, hi]: each edge reflects it (a bounce that keeps the speed).
  const fold = (s, lo, hi) => {
    const span = hi - lo;
    if (span <= 0) return lo;
    const u = ((s - lo) % (2 * span) + 2 * span) % (2 * span);
    return lo + (u <= span ? u : 2 * span - u);
  };
  /** The glide's position at time `t` (ms, the events' clock). */
  const glideAt = (g, t) => {
    const dt = Math.min(Math.max(0, t - g.t0), g.end);
    const travel = (1 - Math.pow(RATE, dt)) / (1 - RATE);
    const b = bounds();
    return { x: fold(g.from.x + g.v.x * travel, b.minX, b.maxX), y: fold(g.from.y + g.v.y * travel, b.minY, b.maxY) };
  };
  const step = (now) => {
    frame = 0;
    if (!glide) return;
    const t = now - latency;
    offset = glideAt(glide, t);
    example.drawnAt = { x: offset.x, y: offset.y, t };
    place();
    if (t - glide.t0 >= glide.end) {
      glide = null;
      example.restOffset = { x: offset.x, y: offset.y };
      note(`at rest at ${offset.x.toFixed(0)}, ${offset.y.toFixed(0)}`);
      return;
    }
    frame = requestAnimationFrame(step);
  };

  const pan = new grasp.InstantPanGestureRecognizer({ name: 'throw' });
  pan.addHandler((r) => {
    latency = inputLatency(r);
    if (r.state === 'began') {
      if (glide) {
        // The catch: where the glide is at this touch's time, in this event's dispatch.
        offset = glideAt(glide, r.timestamp);
        glide = null;
        cancelAnimationFrame(frame);
        frame = 0;
        example.caughtAt = { x: offset.x, y: offset.y, t: r.timestamp };
        note(`caught at ${offset.x.toFixed(0)}, ${offset.y.toFixed(0)}`);
      }
      grab = { x: offset.x, y: offset.y };
    }
    if (r.state === 'began' || r.state === 'changed') {
      const t = r.translation();
      example.translation = t;
      // The finger moves the card within the page's edges (it stays where the edge stops it).
      const b = bounds();
      offset = { x: Math.min(Math.max(grab.x + t.x, b.minX), b.maxX), y: Math.min(Math.max(grab.y + t.y, b.minY), b.maxY) };
      place();
    } else if (r.state === 'ended' || r.state === 'cancelled') {
      const v = r.velocity();
      const speed = Math.hypot(v.x, v.y) / 1000;
      // The glide lasts until its speed, speed · RATE^t, falls to REST_SPEED.
      const end = speed > REST_SPEED ? Math.log(REST_SPEED / speed) / Math.log(RATE) : 0;
      glide = { t0: r.timestamp, from: { x: offset.x, y: offset.y }, v: { x: v.x / 1000, y: v.y / 1000 }, end };
      example.release = { velocity: v, offset: { x: offset.x, y: offset.y }, t: r.timestamp, end };
      example.restOffset = undefined;
      note(`thrown at ${v.x.toFixed(0)}, ${v.y.toFixed(0)} pt/s`);
      frame = requestAnimationFrame(step);
    }
  });
  host.node(card).addGestureRecognizer(pan);
  example.gliding = () => glide !== null;
  example.offset = () => offset;
  example.bounds = bounds;
  /** Where the glide from the last release rests: the same formula, at its end (for the tests). */
  example.glideEnd = () => example.release && glideAt({ t0: 0, from: example.release.offset,
    v: { x: example.release.velocity.x / 1000, y: example.release.velocity.y / 1000 }, end: example.release.end }, Infinity);
  example.ready = true;
});
