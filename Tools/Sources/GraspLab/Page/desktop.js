// Desktop input. A person at a laptop scrolls with a wheel or two fingers on a trackpad, pinches on the
// trackpad, and moves the pointer over things without pressing. The browser reports these as `wheel`
// events (a trackpad pinch as a `wheel` with `ctrlKey` in Chromium and Firefox, as `gesture*` events in
// Safari) and as pointer moves with no button down. This file turns them into the samples of protocol
// version 3: `wheel` steps, `scroll-begin`/`scroll`/`scroll-end`, `transform-begin`/`transform`/
// `transform-end`, and `enter`/`hover`/`leave`. It decides nothing about gestures: the session's engine does.
//
// Telling a wheel from a trackpad. The browser does not say which device made a `wheel` event; the rule
// here is: a delta in lines or pages (`deltaMode` 1 or 2) is a wheel step; a delta in pixels is a wheel
// step when no continuous scroll is under way and it moves along one axis by a whole number of at least
// 50 px (Chromium's wheel notch is 100 or 120 px, Firefox's 48 to 57 px in pixel mode is rounded the same
// way); anything else (small, fractional or two-axis deltas, or any delta while a scroll is under way) is
// continuous trackpad scrolling, which ends after 100 ms without a `wheel` event. Momentum the system adds
// after the fingers lift arrives as more `wheel` events the browser does not mark: it joins the scroll.
'use strict';
window.GraspDesktopInput = (() => {
  const LINE_PX = 40;
  const SCROLL_END_MS = 100;
  const PINCH_END_MS = 150;
  // Scrolls and transforms get pointer ids of their own, far above any id a browser or the ghost finger uses.
  let nextId = 2000000;

  function modifiersOf(e, { pinch = false } = {}) {
    const keys = [];
    if (e.shiftKey) keys.push('shift');
    if (e.ctrlKey && !pinch) keys.push('control');
    if (e.altKey) keys.push('option');
    if (e.metaKey) keys.push('command');
    if (e.getModifierState && e.getModifierState('CapsLock')) keys.push('capsLock');
    return keys;
  }

  function create({ point, queue, accepts }) {
    const hovering = new Set();  // pointer ids hovering over the stage
    let scroll = null;           // { id, timer, last } while continuous scrolling is under way
    let pinch = null;            // { id, timer, last, x, y } while a ctrl+wheel pinch is under way
    let gesture = null;          // { id, scale, rotation } while a Safari gesture is under way
    const round3 = (v) => Math.round(v * 1000) / 1000;

    function base(e, phase, kind, id, extra) {
      const p = point(e);
      const s = Object.assign({ t: e.timeStamp, id, kind, phase, x: round3(p.x), y: round3(p.y) }, extra || {});
      const keys = modifiersOf(e, { pinch: kind === 'trackpad' && phase.startsWith('transform') });
      if (keys.length) s.modifiers = keys;
      return s;
    }

    // ---- Hover ----
    function hover(e) {
      if (!accepts() || (e.pointerType !== 'mouse' && e.pointerType !== 'pen') || e.buttons !== 0) return;
      const phase = hovering.has(e.pointerId) ? 'hover' : 'enter';
      hovering.add(e.pointerId);
      queue([base(e, phase, e.pointerType, e.pointerId)]);
    }
    function leave(e) {
      if (!hovering.has(e.pointerId)) return;
      hovering.delete(e.pointerId);
      queue([base(e, 'leave', e.pointerType, e.pointerId)]);
    }
    // A pointer that goes down stops hovering: its leave comes first, at the same instant.
    function pressed(e) { if (hovering.has(e.pointerId)) leave(e); }

    // ---- Wheel, trackpad scrolling and ctrl+wheel pinch ----
    function pixels(e) {
      const unit = e.deltaMode === 1 ? LINE_PX : e.deltaMode === 2 ? Math.max(1, e.currentTarget.clientHeight) : 1;
      return { dx: e.deltaX * unit, dy: e.deltaY * unit };
    }
    function isStep(e, d) {
      if (e.deltaMode !== 0) return true;
      if (scroll) return false;
      const along = (a, b) => b === 0 && Number.isInteger(a) && Math.abs(a) >= 50;
      return along(d.dy, d.dx) || along(d.dx, d.dy);
    }
    function endScroll() {
      if (!scroll) return;
      const s = scroll;
      scroll = null;
      queue([Object.assign({}, s.last, { t: Math.max(performance.now(), s.last.t), phase: 'scroll-end', dx: 0, dy: 0 })]);
    }
    function endPinch() {
      if (!pinch) return;
      const p = pinch;
      pinch = null;
      queue([Object.assign({}, p.last, { t: Math.max(performance.now(), p.last.t), phase: 'transform-end', scale: 1, rotation: 0 })]);
    }
    function wheel(e) {
      e.preventDefault();
      if (!accepts()) return;
      const d = pixels(e);
      if (e.ctrlKey) {
        // A trackpad pinch: deltaY is the change, 100 px for a factor of e.
        const scale = Math.min(100, Math.max(0.01, Math.exp(-d.dy / 100)));
        if (!pinch) {
          pinch = { id: nextId++ };
          queue([base(e, 'transform-begin', 'trackpad', pinch.id, { scale: 1, rotation: 0 })]);
        }
        clearTimeout(pinch.timer);
        pinch.last = base(e, 'transform', 'trackpad', pinch.id, { scale: Math.round(scale * 1e6) / 1e6, rotation: 0 });
        queue([pinch.last]);
        pinch.timer = setTimeout(endPinch, PINCH_END_MS);
        return;
      }
      // The sign of a finger dragging the content: the wheel's delta is the content's movement the other way.
      const delta = { dx: round3(-d.dx), dy: round3(-d.dy) };
      if (isStep(e, d)) {
        queue([base(e, 'wheel', 'mouse', e.pointerId ?? 1, delta)]);
        return;
      }
      if (!scroll) {
        scroll = { id: nextId++ };
        scroll.last = base(e, 'scroll-begin', 'trackpad', scroll.id, delta);
      } else {
        clearTimeout(scroll.timer);
        scroll.last = base(e, 'scroll', 'trackpad', scroll.id, delta);
      }
      queue([scroll.last]);
      scroll.timer = setTimeout(endScroll, SCROLL_END_MS);
    }

    // ---- Safari's trackpad gestures ----
    function gestureStart(e) {
      e.preventDefault();
      if (!accepts()) return;
      gesture = { id: nextId++, scale: 1, rotation: 0 };
      queue([base(e, 'transform-begin', 'trackpad', gesture.id, { scale: 1, rotation: 0 })]);
    }
    function gestureChange(e) {
      e.preventDefault();
      if (!gesture) return;
      const scale = e.scale / gesture.scale;
      const rotation = (e.rotation - gesture.rotation) * Math.PI / 180;
      gesture.scale = e.scale;
      gesture.rotation = e.rotation;
      queue([base(e, 'transform', 'trackpad', gesture.id, { scale: Math.min(100, Math.max(0.01, scale)), rotation })]);
    }
    function gestureEnd(e) {
      e.preventDefault();
      if (!gesture) return;
      queue([base(e, 'transform-end', 'trackpad', gesture.id, { scale: 1, rotation: 0 })]);
      gesture = null;
    }

    return {
      hover, leave, pressed, wheel, gestureStart, gestureChange, gestureEnd,
      get hovering() { return hovering.size > 0; },
      get scrolling() { return scroll !== null; },
      get pinching() { return pinch !== null || gesture !== null; },
    };
  }

  return { create, modifiersOf };
})();
