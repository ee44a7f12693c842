// A pan that moves a card with the finger and, on release, lets it glide on with the velocity the pan
// reports (decaying by UIKit's normal deceleration rate per millisecond), drawn on animation frames.
start().then(([grasp, host]) => {
  const card = document.getElementById('card');
  const node = host.node(card);
  let offset = { x: 0, y: 0 }, start = { x: 0, y: 0 }, glide = 0;
  const place = () => { card.style.transform = `translate(${offset.x}px, ${offset.y}px)`; };
  const pan = new grasp.PanGestureRecognizer({ name: 'pan' });
  pan.addHandler((r) => {
    const t = r.translation();
    if (r.state === 'began') { cancelAnimationFrame(glide); start = { x: offset.x, y: offset.y }; }
    if (r.state === 'began' || r.state === 'changed') {
      offset = { x: start.x + t.x, y: start.y + t.y };
      place();
      // The velocity while the finger moves (the speed readout of a page that shows one).
      example.movingVelocity = r.velocity();
    } else if (r.state === 'ended') {
      const v = r.velocity();
      example.releaseVelocity = v;
      example.releaseOffset = { x: offset.x, y: offset.y };
      note(`released at ${v.x.toFixed(0)}, ${v.y.toFixed(0)} pt/s`);
      let last = performance.now(), vx = v.x / 1000, vy = v.y / 1000;
      const step = (now) => {
        const dt = now - last; last = now;
        const k = Math.pow(0.998, dt);
        offset.x += vx * (1 - k) / (1 - 0.998); offset.y += vy * (1 - k) / (1 - 0.998);
        vx *= k; vy *= k;
        place();
        if (Math.hypot(vx, vy) > 0.01) glide = requestAnimationFrame(step); else example.restOffset = { x: offset.x, y: offset.y };
      };
      glide = requestAnimationFrame(step);
    }
  });
  node.addGestureRecognizer(pan);
  example.pan = pan;
  example.offset = () => offset;
  example.ready = true;
});
