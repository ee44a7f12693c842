// A tap that waits for a double tap's failure: the single tap's handler runs only once the double tap has
// failed (its time between taps passed), so a double tap is never read as a tap first.
start().then(([grasp, host]) => {
  const box = document.getElementById('box');
  const node = host.node(box);
  const single = new grasp.TapGestureRecognizer({ name: 'tap' });
  const double = new grasp.TapGestureRecognizer({ name: 'double tap', numberOfTapsRequired: 2 });
  single.requireToFail(double);
  single.addHandler((r) => {
    if (r.state !== 'ended') return;
    box.style.background = '#30d158';
    box.textContent = 'tap';
    example.tapTime = r.timestamp;
    note(`tap at ${Math.round(r.location(node).x)}, ${Math.round(r.location(node).y)}`);
  });
  double.addHandler((r) => {
    if (r.state !== 'ended') return;
    box.style.background = '#bf5af2';
    box.textContent = 'double tap';
    note('double tap');
  });
  node.addGestureRecognizer(single);
  node.addGestureRecognizer(double);
  example.ready = true;
});
