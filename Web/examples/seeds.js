// Two of Grasp's own recognizers on the page's elements: a pause-and-move (a finger that lands on the
// drifting card stops it in the same event, and the card then follows the finger from where it stopped)
// and a touch down (a row is selected the moment a finger lands, without waiting for a lift).
start().then(([grasp, host]) => {
  const mover = document.getElementById('mover');
  const moverNode = host.node(mover);
  let offset = { x: 0, y: 0 }, base = { x: 0, y: 0 }, drifting = true, last = performance.now();
  const place = () => { mover.style.transform = `translate(${offset.x}px, ${offset.y}px)`; };
  // The card drifts to and fro (60 px/s) until a finger lands on it.
  const drift = (now) => {
    if (!drifting) return;
    const dt = now - last; last = now;
    offset.x = 60 * Math.sin(now / 1000);
    place();
    requestAnimationFrame(drift);
  };
  requestAnimationFrame(drift);
  const pauseAndMove = new grasp.PauseAndMoveGestureRecognizer({ name: 'pause and move' });
  pauseAndMove.addHandler((r) => {
    if (r.state === 'began') {
      drifting = false;
      base = { x: offset.x, y: offset.y };
      example.stoppedAt = { x: offset.x, y: offset.y };
      note('stopped');
    }
    if (r.state === 'began' || r.state === 'changed') {
      const t = r.translation();
      offset = { x: base.x + t.x, y: base.y + t.y };
      place();
    }
    if (r.state === 'ended') note(`put down at ${offset.x.toFixed(0)}, ${offset.y.toFixed(0)}`);
  });
  moverNode.addGestureRecognizer(pauseAndMove);

  const choices = document.getElementById('choices');
  example.selected = -1;
  for (let i = 0; i < 6; i++) {
    const row = document.createElement('div');
    row.className = 'row';
    row.id = `choice-${i}`;
    row.textContent = `Choice ${i + 1}`;
    choices.appendChild(row);
    const down = new grasp.TouchDownGestureRecognizer({ name: `choice ${i + 1}` });
    down.addHandler((r) => {
      // The touch down reports the landing (began, or ended for a discrete one): the row is selected once.
      if ((r.state !== 'ended' && r.state !== 'began') || example.selected === i) return;
      for (const other of choices.children) other.classList.toggle('selected', other === row);
      example.selected = i;
      note(`selected choice ${i + 1}`);
    });
    host.node(row).addGestureRecognizer(down);
  }
  example.offset = () => offset;
  example.ready = true;
});
