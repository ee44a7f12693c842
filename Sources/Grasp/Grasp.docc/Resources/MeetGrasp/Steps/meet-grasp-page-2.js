// board.js: Board.swift's card on the page's own elements,
// driven by the same engine, compiled to grasp.wasm.
(async function () {
  const grasp = await Grasp.load('grasp.wasm');
  const host = grasp.attach(document.getElementById('board'));
  const element = document.getElementById('card');
  const card = host.node(element);

  let left = 20, start = 20;
  const pan = new grasp.PanGestureRecognizer({ name: 'pan' });
  pan.addHandler((pan) => {
    if (pan.state === 'began') start = left;
    left = start + pan.translation().x;
    element.style.left = `${left}px`;
  });
  card.addGestureRecognizer(pan);

  const doubleTap = new grasp.TapGestureRecognizer({
    name: 'doubleTap', numberOfTapsRequired: 2,
  });
  doubleTap.addHandler(() => element.classList.toggle('flipped'));
  card.addGestureRecognizer(doubleTap);

  const tap = new grasp.TapGestureRecognizer({ name: 'tap' });
  tap.requireToFail(doubleTap);
  tap.addHandler(() => element.classList.toggle('selected'));
  card.addGestureRecognizer(tap);
})();
