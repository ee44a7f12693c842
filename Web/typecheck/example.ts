// A typed page against grasp.js's declarations: compiled by scripts/check-web (tsc --strict, no emit) so
// that a change of the API that the declarations do not follow, or the reverse, fails the check.
import Grasp, { GraspError, PanGestureRecognizer, type Point, type ScrollView } from '../grasp.mjs';

export async function setUp(root: HTMLElement, card: HTMLElement, list: HTMLElement): Promise<() => void> {
  const grasp = await Grasp.load('/grasp-library.wasm');
  const host = grasp.attach(root);
  const node = host.node(card);

  const tap = new grasp.TapGestureRecognizer({ name: 'tap' });
  const doubleTap = new grasp.TapGestureRecognizer({ numberOfTapsRequired: 2 });
  tap.requireToFail(doubleTap);
  tap.addHandler((r) => { if (r.state === 'ended') console.log('taps', r.detail, r.location(node)); });

  const pan = new PanGestureRecognizer({ maximumNumberOfTouches: 1, allowedTouchTypes: ['touch', 'pen'] });
  pan.addHandler((r) => {
    const t: Point = r.translation();
    const v: Point = r.velocity(node);
    card.style.transform = `translate(${t.x}px, ${t.y}px)`;
    if (r.state === 'ended') console.log(v.x, v.y);
  });

  const pinch = new grasp.PinchGestureRecognizer();
  const rotation = new grasp.RotationGestureRecognizer({ shouldBegin: (r) => r.numberOfTouches === 2 });
  pinch.allowSimultaneousRecognition(rotation);
  pinch.addHandler((r) => { const s: number = r.scale; const speed: number = r.velocity(); console.log(s, speed); });

  const swipe = new grasp.SwipeGestureRecognizer({ direction: ['left', 'right'] });
  swipe.addHandler((r) => { if (r.detail === 'left') console.log('left'); });

  for (const r of [tap, doubleTap, pan, pinch, rotation, swipe]) node.addGestureRecognizer(r);

  const scroll: ScrollView = host.scrollView(list, {
    isPagingEnabled: false,
    decelerationRate: 'fast',
    delegate: { scrollViewDidEndDragging: (view, willDecelerate) => console.log(view.contentOffset.y, willDecelerate) },
  });
  scroll.setContentOffset({ x: 0, y: 120 }, true);
  console.log(host.touchAction(card));
  const sheet = host.bottomSheet(list, { header: card, detents: [0.2, 0.9], delegate: { sheetDidChangeDetent: (s, d) => console.log(s.top, d) } });
  sheet.setDetent(1);
  const rows = Array.from(list.querySelectorAll<HTMLElement>('.row'));
  const mail = host.swipeActions(scroll, { rowHeight: 60, rows, trailing: [{ width: 80, destructive: true }],
    delegate: { swipeActionDidRun: (s, action, row) => console.log(s.order, action, row) } });
  host.reorder(scroll, { rowHeight: 60, rows, delegate: { rowDidMove: (r, row, from, to) => console.log(r.liftedRow, row, from, to) } });
  mail.close();
  const refresh = host.refreshControl(scroll, { triggerDistance: 90, delegate: { refreshDidBegin: (c) => c.endRefreshing() } });
  console.log(refresh.isRefreshing, refresh.pullDistance, refresh.progress);
  const header = host.collapsingHeader(root, { expandedHeight: 120, collapsedHeight: 44, header: card,
    delegate: { headerDidChangeHeight: (h, height) => console.log(h.progress, height) } });
  header.collapse();
  const drops = host.dragDrop(root, { rowHeight: 60, lists: [{ list: scroll, items: rows }],
    delegate: { itemDidMove: (d, item, from, to, index) => console.log(d.order, item, from, to, index) } });
  drops.removeItem(0);
  const stack = host.navigation(root, { depth: 2, delegate: { navigationDidPop: (n, depth) => console.log(n.popProgress, depth) } });
  stack.yield(pan);
  stack.push();

  try {
    node.addGestureRecognizer(pan);
  } catch (error) {
    if (error instanceof GraspError && error.code === 'already-added') console.log(error.message);
  }
  return () => host.destroy();
}
