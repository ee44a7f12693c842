// The stream stopped in flight: a ticker of stories flowing right to left at a steady 90 px/s, without end
// (its few card elements are reused as stories leave the left edge, each taking the next story). Its
// position is evaluated from time: offset = base + speed · (t − t0). A finger that lands anywhere on the
// stream stops it in the dispatch of that touchstart, at the offset it has at the touch's own time (an
// instant pan, Grasp's own, begins at touch down); while the finger stays, the stream follows it
// horizontally (the pan's translation), so one can look back at a story that went by; at the lift the
// stream flows on at its steady speed from where the finger left it. It never goes back before the first
// story.
start().then(([grasp, host]) => {
  const stream = document.getElementById('stream');
  const SPEED = 0.09;            // px per ms
  const PITCH = 172, SLOTS = 4;  // a card's width and gap; enough cards to cover 390 px and one more
  const cards = [];
  for (let s = 0; s < SLOTS; s++) {
    const card = document.createElement('div');
    card.className = 'story';
    card.id = `story-${s}`;
    stream.appendChild(card);
    cards.push(card);
  }
  let offset = 0, flow = { t0: performance.now(), base: 0 }, grab = 0, frame = 0;
  // Frames are drawn on the events' clock (a frame's time less the latency of the latest event, as
  // grasp.js ticks the engine), so that a touch stops the stream where it was drawn at the touch's time.
  let latency = 0;
  const flowAt = (t) => flow.base + SPEED * Math.max(0, t - flow.t0);
  /** Each card's story and translation for the stream's offset (what the page draws, and what the tests read). */
  const layout = (o) => {
    const first = Math.floor(o / PITCH);
    return cards.map((_, s) => {
      // Card s shows story k, the one of the SLOTS visible stories that is s modulo SLOTS (so a card keeps
      // its story while it is on screen, and takes the next one when it leaves the left edge).
      const k = first + ((s - first) % SLOTS + SLOTS) % SLOTS;
      return { story: k, x: 12 + k * PITCH - o };
    });
  };
  const draw = () => {
    layout(offset).forEach(({ story, x }, s) => {
      const card = cards[s];
      const text = `Story ${story + 1}`;
      if (card.textContent !== text) card.textContent = text;
      card.style.transform = `translateX(${x}px)`;
    });
  };
  const step = (now) => {
    frame = 0;
    if (!flow) return;
    offset = flowAt(now - latency);
    example.drawnAt = { offset, t: now - latency };
    draw();
    frame = requestAnimationFrame(step);
  };
  draw();
  frame = requestAnimationFrame(step);

  const pan = new grasp.InstantPanGestureRecognizer({ name: 'stream' });
  pan.addHandler((r) => {
    latency = inputLatency(r);
    if (r.state === 'began') {
      if (flow) offset = flowAt(r.timestamp);  // the stop: where the stream is at this touch's time
      flow = null;
      cancelAnimationFrame(frame);
      frame = 0;
      grab = offset;
      example.stoppedAt = { offset, t: r.timestamp };
      note(`stopped at ${offset.toFixed(0)} px`);
    }
    if (r.state === 'began' || r.state === 'changed') {
      offset = Math.max(0, grab - r.translation().x);
      draw();
    } else if (r.state === 'ended' || r.state === 'cancelled') {
      flow = { t0: r.timestamp, base: offset };
      example.resumedAt = { offset, t: r.timestamp };
      note(`flows on from ${offset.toFixed(0)} px`);
      frame = requestAnimationFrame(step);
    }
  });
  host.node(stream).addGestureRecognizer(pan);
  example.offset = () => offset;
  example.flowing = () => flow !== null;
  example.layout = () => layout(offset);
  example.ready = true;
});
