// Two fingers from one mouse. A person at a laptop has one pointer, but pinch, rotation and two-finger
// swipes need two touches. As in the iOS Simulator, holding Option (Alt) adds a second, mirrored finger:
// the mouse is one finger and its mirror image about the stage's centre is the other, so dragging pinches
// and rotates about the centre. Holding Shift too moves both fingers together (a two-finger pan or swipe).
// Both fingers are ordinary touch samples for the session and for recordings, marked `emulated` (protocol
// version 2), so a recording's source says how it was made. The centre and the ghost finger are drawn while
// Option is held, so a person sees where the second finger will land before pressing.
'use strict';
window.GraspTwoFingers = (() => {
  // The ghost finger's pointer id: far above any id a browser gives a real pointer.
  const GHOST_OFFSET = 1000000;

  function create(centre) {
    const state = {
      alt: false, shift: false, hover: null,
      // While a drag is emulated: the real pointer's id, the ghost's id, and (with Shift) the ghost's
      // fixed offset from the mouse.
      drag: null,
    };

    function mirror(p) {
      const c = centre();
      return { x: 2 * c.x - p.x, y: 2 * c.y - p.y };
    }

    function ghostFor(p) {
      if (!state.drag) return mirror(p);
      if (state.drag.offset) return { x: p.x + state.drag.offset.x, y: p.y + state.drag.offset.y };
      return mirror(p);
    }

    return {
      /** Follows the modifier keys from any keyboard or pointer event. */
      keys(e) {
        state.alt = !!e.altKey;
        const shift = !!e.shiftKey;
        if (state.drag && shift !== state.shift) {
          // Shift pressed mid-drag freezes the fingers' current offset; released, mirroring resumes.
          state.drag.offset = shift && state.drag.last ? { x: state.drag.ghost.x - state.drag.last.x, y: state.drag.ghost.y - state.drag.last.y } : null;
        }
        state.shift = shift;
      },
      /** The mouse's position over the stage while no button is down (null when it left). */
      hover(p) { state.hover = p; },
      /** Whether a mouse press at this event starts two emulated fingers. */
      wants(e) { return e.pointerType === 'mouse' && !!e.altKey; },
      get active() { return state.drag !== null; },
      isEmulated(pointerId) { return state.drag !== null && state.drag.id === pointerId; },
      /** Starts the pair at the mouse position `p`: returns [finger, ghost] points with their ids. */
      begin(pointerId, p) {
        const ghost = mirror(p);
        state.drag = {
          id: pointerId, ghostId: pointerId + GHOST_OFFSET, last: p, ghost,
          offset: state.shift ? { x: ghost.x - p.x, y: ghost.y - p.y } : null,
        };
        return [{ id: pointerId, x: p.x, y: p.y }, { id: state.drag.ghostId, x: ghost.x, y: ghost.y }];
      },
      /** Moves the pair with the mouse at `p`. */
      move(p) {
        const ghost = ghostFor(p);
        state.drag.last = p;
        state.drag.ghost = ghost;
        return [{ id: state.drag.id, x: p.x, y: p.y }, { id: state.drag.ghostId, x: ghost.x, y: ghost.y }];
      },
      /** Ends the pair where it is: returns its last two points. */
      end() {
        const d = state.drag;
        state.drag = null;
        return [{ id: d.id, x: d.last.x, y: d.last.y }, { id: d.ghostId, x: d.ghost.x, y: d.ghost.y }];
      },
      /** What to draw: the centre and both fingers while Option is held or a pair is down, else null. */
      overlay() {
        if (state.drag) return { centre: state.drag.offset ? null : centre(), fingers: [state.drag.last, state.drag.ghost], down: true };
        if (state.alt && state.hover) {
          return { centre: centre(), fingers: [state.hover, mirror(state.hover)], down: false };
        }
        return null;
      },
    };
  }

  return Object.freeze({ create, GHOST_OFFSET });
})();
