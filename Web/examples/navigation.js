// A stack of three screens (host.navigation): a swipe from the left edge slides the top screen off and the
// one below in at a parallax, and a release past half the width (or fast) pops it; a tap pushes the next
// screen back, and waits for the edge swipe to fail first (navigation.yield).
start().then(([grasp, host]) => {
  const screens = [0, 1, 2].map((i) => document.getElementById(`screen-${i}`));
  example.pops = [];
  const stack = document.getElementById('stack');
  const navigation = host.navigation(stack, {
    depth: 3, screens,
    delegate: { navigationDidPop: (n, depth) => { example.pops.push(depth); note(`popped to screen ${depth}`); } },
  });
  const tap = new grasp.TapGestureRecognizer();
  tap.addHandler((r) => { if (r.state === 'ended' && navigation.depth < screens.length) { navigation.push(); note(`pushed screen ${navigation.depth}`); } });
  host.node(stack).addGestureRecognizer(tap);
  navigation.yield(tap);
  example.navigation = () => ({ depth: navigation.depth, progress: navigation.popProgress, transitioning: navigation.isTransitioning,
    top: navigation.topScreenX, below: navigation.belowScreenX });
  example.ready = true;
});
