// A photo gallery: a horizontal paging scroll view whose pages are zooming scroll views (pinch, and a
// double tap that zooms in at the finger or back out), and a vertical drag that dismisses the gallery.
// The dismiss pan is axis-locked to vertical, so a horizontal drag pages and a vertical one dismisses,
// decided by the engine at the first sample past the slop.
start().then(([grasp, host]) => {
  const gallery = document.getElementById('gallery');
  const strip = document.getElementById('strip');
  const colors = ['#0a84ff', '#30d158', '#ff9f0a', '#ff375f'];
  const pages = colors.map((color, k) => {
    const page = document.createElement('div');
    page.className = 'photo-page';
    const inner = document.createElement('div');
    const photo = document.createElement('div');
    photo.className = 'photo';
    photo.style.background = color;
    photo.textContent = `Photo ${k + 1}`;
    inner.appendChild(photo);
    page.appendChild(inner);
    strip.appendChild(page);
    return { page, inner, photo };
  });
  const pager = host.scrollView(gallery, {
    isPagingEnabled: true,
    delegate: { scrollViewDidEndDecelerating: (v) => note(`photo ${Math.round(v.contentOffset.x / gallery.clientWidth) + 1}`) },
  });
  example.zooms = pages.map(({ page, photo }, k) => {
    const zoom = host.scrollView(page, { minimumZoomScale: 1, maximumZoomScale: 3, viewForZooming: photo,
      delegate: { scrollViewDidEndZooming: (v) => note(`photo ${k + 1} at ${v.zoomScale.toFixed(2)}×`) } });
    const photoNode = host.node(photo);
    const doubleTap = new grasp.TapGestureRecognizer({ name: `double tap ${k + 1}`, numberOfTapsRequired: 2 });
    doubleTap.addHandler((r) => {
      if (r.state !== 'ended') return;
      if (zoom.zoomScale > 1.01) { zoom.setZoomScale(1, true); return; }
      const p = r.location(photoNode);
      zoom.zoomToRect({ x: p.x - 195 / 2.5, y: p.y - 250 / 2.5, width: 390 / 2.5, height: 500 / 2.5 }, true);
    });
    zoom.addGestureRecognizer(doubleTap);
    return zoom;
  });
  const dismiss = new grasp.AxisLockedPanGestureRecognizer({ name: 'dismiss', axis: 'vertical' });
  dismiss.addHandler((r) => {
    const t = r.translation();
    if (r.state === 'began' || r.state === 'changed') {
      gallery.style.transform = `translateY(${Math.max(0, t.y)}px)`;
      gallery.style.opacity = String(Math.max(0.3, 1 - Math.max(0, t.y) / 600));
    } else if (r.state === 'ended' || r.state === 'cancelled') {
      const gone = r.state === 'ended' && (t.y > 150 || r.velocity().y > 800);
      example.dismissed = gone;
      note(gone ? 'dismissed' : 'stayed');
      gallery.style.transform = gone ? 'translateY(100%)' : '';
      gallery.style.opacity = gone ? '0' : '';
    }
  });
  pager.addGestureRecognizer(dismiss);
  example.pager = () => ({ offset: pager.contentOffset, zoom: example.zooms.map((z) => z.zoomScale) });
  example.ready = true;
});
