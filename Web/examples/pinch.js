// A pinch and a rotation on one photo, recognized together (allowSimultaneousRecognition): each handler
// applies its own value, and the photo scales and turns at once.
start().then(([grasp, host]) => {
  const photo = document.getElementById('photo');
  const node = host.node(photo);
  let scale = 1, angle = 0, baseScale = 1, baseAngle = 0;
  const place = () => { photo.style.transform = `rotate(${angle}rad) scale(${scale})`; };
  const pinch = new grasp.PinchGestureRecognizer({ name: 'pinch' });
  const rotation = new grasp.RotationGestureRecognizer({ name: 'rotation' });
  pinch.allowSimultaneousRecognition(rotation);
  pinch.addHandler((r) => {
    if (r.state === 'began') baseScale = scale;
    if (r.state === 'began' || r.state === 'changed') { scale = baseScale * r.scale; place(); }
    if (r.state === 'ended') note(`pinch ended at ${scale.toFixed(2)}×`);
  });
  rotation.addHandler((r) => {
    if (r.state === 'began') baseAngle = angle;
    if (r.state === 'began' || r.state === 'changed') { angle = baseAngle + r.rotation; place(); }
    if (r.state === 'ended') note(`rotation ended at ${(angle * 180 / Math.PI).toFixed(1)}°`);
  });
  node.addGestureRecognizer(pinch);
  node.addGestureRecognizer(rotation);
  example.transform = () => ({ scale, angle, pinch: pinch.state, rotation: rotation.state });
  example.ready = true;
});
