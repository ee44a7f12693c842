// The lab's platform switch (protocol version 5, see the DocC article "The Lab Protocol"): the scenes run on
// UIKit's physics (iOS), on Android's (its fling on OverScroller's spline and its stretch at the edges), or
// both side by side: the page's session on iOS, drawn on the left, and a second session, its twin, on
// Android, drawn on the right. The twin runs on the same engine as the page's session (in the page, or on
// the server), gets every input, frame and replay message the page sends, and is drawn the same way; a
// touch on either side goes to both, so one flick shows both physics. This file holds the switch, the twin
// and the stretch's geometry; lab.js draws and sends.
'use strict';
const GraspPlatforms = (() => {
  const MODES = ['ios', 'android', 'both'];
  // The messages the twin gets as the page's session does: input, frames, scenes and replays.
  const FORWARDED = new Set(['pointer', 'frame', 'scene', 'replay', 'seek', 'live']);

  /**
   * The switch. `options`: `select` (the bar's menu), `version` (the protocol's), `openSession(onOpen,
   * onMessage)` (opens a session on the page's engine and returns `{ send(text), close() }`), `primary()`
   * (the page's session's `{ connected, scene, viewport }`), `changed(mode)` (the mode changed: the page
   * lays the stage out and sends its session the scene again).
   */
  function create(options) {
    const asked = new URLSearchParams(location.search).get('platform');
    let mode = MODES.includes(asked) ? asked : 'ios';
    let twin = null;
    options.select.value = mode;

    function openTwin() {
      const p = options.primary();
      if (twin || !p.connected || !p.scene) return;
      const t = {
        platform: 'android', connected: false, scene: null, viewport: null, nodes: [], indicators: [], stretch: [], frames: 0,
        handle: null,
      };
      twin = t;
      t.handle = options.openSession(() => {
        if (twin !== t) return;
        t.connected = true;
        const now = options.primary();
        send(t, { type: 'hello', scene: now.scene, viewport: now.viewport, client: 'grasp lab twin', platform: t.platform });
      }, (m) => { if (twin === t) receive(t, m); });
    }

    function closeTwin() {
      if (!twin) return;
      const t = twin;
      twin = null;
      try { t.handle && t.handle.close(); } catch (_) { /* gone already */ }
    }

    function send(t, message) {
      if (!t.connected || !t.handle) return;
      t.handle.send(JSON.stringify(Object.assign({ v: options.version }, message)));
    }

    function receive(t, m) {
      switch (m.type) {
        case 'scene':
          t.scene = m.name;
          t.viewport = m.viewport;
          t.stretch = [];
          break;
        case 'frame':
          t.frames += 1;
          if (m.nodes) t.nodes = m.nodes;
          if (m.indicators) t.indicators = m.indicators;
          if (m.stretch) t.stretch = m.stretch;
          break;
      }
    }

    return {
      get mode() { return mode; },
      /** The platform the page's own session asks for. */
      get platform() { return mode === 'android' ? 'android' : 'ios'; },
      get twin() { return twin; },
      /** Switches to `next` ('ios', 'android' or 'both'). */
      set(next) {
        if (!MODES.includes(next) || next === mode) return;
        mode = next;
        options.select.value = mode;
        const url = new URL(location.href);
        if (mode === 'ios') url.searchParams.delete('platform'); else url.searchParams.set('platform', mode);
        history.replaceState(null, '', url);
        if (mode !== 'both') closeTwin();
        options.changed(mode);
        if (mode === 'both') openTwin();
      },
      /** The page's session opened or its scene changed: the twin follows (and opens, side by side). */
      primaryReady() { if (mode === 'both') openTwin(); },
      /** The page's session closed: so does the twin (it opens again with the next session). */
      primaryClosed() { closeTwin(); },
      /** A message the page sent its session: the twin gets it too when it is input, a frame, a scene or a replay. */
      forward(message) {
        if (!twin || !FORWARDED.has(message.type)) return;
        send(twin, message.type === 'scene' ? Object.assign({}, message, { platform: twin.platform }) : message);
      },
    };
  }

  /**
   * The stretch of each node, from a frame's `stretch` (version 5): per node index, `[sx, sy, ox, oy]`,
   * the stage-space map x → sx·x + ox, y → sy·y + oy that the stretched scroll views above it apply (the
   * content of a stretched scroll view is scaled about its anchor, on the view's frame), or `null`.
   */
  function transforms(nodes, stretch) {
    const byName = new Map((stretch || []).map((s) => [s.node, s]));
    const result = new Array(nodes.length).fill(null);
    if (!byName.size) return result;
    nodes.forEach((n, i) => {
      if (n.parent < 0) return;
      let t = result[n.parent];
      const p = nodes[n.parent];
      const s = byName.get(p.name);
      if (s) {
        const ax = p.frame[0] + s.anchor[0] * p.frame[2], ay = p.frame[1] + s.anchor[1] * p.frame[3];
        const own = [s.scale[0], s.scale[1], ax * (1 - s.scale[0]), ay * (1 - s.scale[1])];
        t = t ? [t[0] * own[0], t[1] * own[1], t[0] * own[2] + t[2], t[1] * own[3] + t[3]] : own;
      }
      result[i] = t;
    });
    return result;
  }

  /** The matrix `[a, b, c, d, tx, ty]` of a node drawn under the stretch `t` (see `transforms`). */
  function stretched(m, t) {
    if (!t) return m;
    const [a, b, c, d, tx, ty] = m;
    return [t[0] * a, t[1] * b, t[0] * c, t[1] * d, t[0] * tx + t[2], t[1] * ty + t[3]];
  }

  return { create, transforms, stretched, MODES };
})();
