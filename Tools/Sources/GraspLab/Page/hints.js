// How to do each scene's gestures with what the person has: a finger, a mouse, a trackpad. A newcomer at
// a laptop cannot guess that Option makes a second finger, and a phone user cannot guess what a scene
// listens for. One short line per input, shown under the bar for the current scene.
'use strict';
window.GraspHints = (() => {
  const TWO = 'Option-drag pinches and rotates about the centre; Option+Shift-drag moves two fingers together';
  const CLICK = 'click and drag as with a mouse';
  const HINTS = {
    inspector: {
      finger: 'tap, double tap, long press, drag, swipe, pinch, rotate, or drag in from the left edge',
      mouse: `click, double-click, press and hold, drag, flick; move without clicking for hover; the wheel pans; ${TWO}`,
      trackpad: `${CLICK}; pinch on the trackpad for the pinch and rotation; move without clicking for hover; ${TWO}`,
    },
    flick: {
      finger: 'throw the box sideways; touch it while it glides and it stops where it is',
      mouse: 'drag the box and let go while moving; click while it glides to catch it',
      trackpad: CLICK,
    },
    'flick-linear': {
      finger: 'throw the box; touch it in flight to stop it dead',
      mouse: 'drag and release while moving; click to catch it in flight',
      trackpad: CLICK,
    },
    drag: {
      finger: 'drag the piece; a cancelled drag puts it back',
      mouse: 'drag the piece with the mouse',
      trackpad: CLICK,
    },
    moveme: {
      finger: 'touch a square: it is picked up at once; drag it; several fingers move several squares',
      mouse: 'press on a square and drag it',
      trackpad: CLICK,
    },
    'moveme-longpress': {
      finger: 'rest on a square for 0.1 s to pick it up, then drag it',
      mouse: 'press and hold a square briefly, then drag',
      trackpad: CLICK,
    },
    stream: {
      finger: 'one finger pauses the stream and scrubs it; two-finger swipes left or right change its speed',
      mouse: `press to pause and drag to scrub; Option+Shift-flick sideways for a two-finger swipe`,
      trackpad: `${CLICK}; Option+Shift-flick for a two-finger swipe`,
    },
    gallery: {
      finger: 'swipe to the next photo, tap for the toolbar, pull down or pinch in to dismiss',
      mouse: `drag sideways to page, drag down to dismiss; Option-drag inwards to pinch`,
      trackpad: `${CLICK}; pinch on the trackpad to zoom a photo; Option-drag inwards to pinch`,
    },
    list: {
      finger: 'drag or flick the list; touch it while it glides to stop it (that touch selects nothing); tap a row to select it',
      mouse: 'turn the wheel or drag the list up or down and let go while moving to flick it; click it while it glides to stop it; click a row to select it',
      trackpad: 'scroll with two fingers (it glides on after you lift), or click-drag; click to stop or select',
    },
    'box-in-list': {
      finger: 'drag the orange box sideways; drag up or down, on the box too, to scroll the list',
      mouse: 'drag the box sideways; drag vertically anywhere (the box included) to scroll',
      trackpad: `${CLICK}: a mostly sideways drag moves the box, a mostly vertical one scrolls`,
    },
    carousels: {
      finger: 'swipe a carousel sideways: one page per flick; drag up or down, on a carousel too, to scroll the shelves',
      mouse: 'drag a carousel sideways and let go to page it; drag vertically to scroll the shelves',
      trackpad: 'scroll with two fingers: sideways over a carousel pages it, vertically scrolls the shelves; or click-drag',
    },
    controls: {
      finger: 'tap a button or a switch; drag a slider by its thumb (in the Themes carousel only the slider moves, drag beside it to page); hold + or − to step, faster and faster; drag a row up or down to scroll',
      mouse: 'click a button or a switch; drag a slider\'s thumb (the Themes carousel\'s too; drag beside it to page); press and hold + or − to step faster and faster; drag a row or turn the wheel to scroll',
      trackpad: `${CLICK}; scroll with two fingers: vertically the settings, sideways over the Themes row the carousel`,
    },
    'collapsing-header': {
      finger: 'drag the list up: the large title collapses first; drag down: the list returns to its top, then the title expands; let go half-way and it snaps (touch it to catch it)',
      mouse: 'turn the wheel or drag the list: up collapses the title first, down expands it once the list is at its top; release half-way to see it snap',
      trackpad: 'scroll with two fingers: up collapses the title, down expands it at the top; lift half-way and it snaps; or click-drag',
    },
    sheet: {
      finger: 'drag the sheet up by its grabber or its list: it rises to the top, then the list scrolls; drag a scrolled list down: it returns to its top, then the sheet follows; flick to change detent, touch it to catch it',
      mouse: 'drag the list or the grabber up and down and let go while moving; the wheel raises or lowers the sheet one detent a notch, then scrolls the list at the top',
      trackpad: 'scroll with two fingers: the same chain as a drag (the sheet first going up, the list first going down); lift while moving to fling it to a detent; or click-drag',
    },
    refresh: {
      finger: 'pull the list down from its top until it refreshes; it stays open for a second, then closes; a flick into the top never refreshes',
      mouse: 'drag the list down from its top past the spinner and let go; the wheel scrolls the list',
      trackpad: 'at the top, scroll down with two fingers and keep pulling to refresh; or click-drag down',
    },
    'drag-drop': {
      finger: 'hold an item half a second to lift it, drag it into the other list (or elsewhere in its own) and let go at the blue line; hold it near a list\'s top or bottom to scroll; let go outside the lists to send it back; touch a flying item to catch it',
      mouse: 'press an item and hold still half a second, then drag it to the other list and release at the blue line; hold it near a list\'s top or bottom edge to scroll it; release outside to send it back',
      trackpad: 'click and hold an item half a second, then drag it across and release at the blue line; hold near a list\'s edge to scroll it; the two-finger scroll scrolls a list when nothing is lifted',
    },
    'swipe-actions': {
      finger: 'swipe a row left for Archive and Delete, right for Pin; swipe all the way to run the first; tap a button; touch another row or scroll to close',
      mouse: 'drag a row sideways and let go past half (or flick) to open it; drag far to delete or pin; click a button; click elsewhere or drag vertically to close',
      trackpad: 'click-drag a row sideways to open it, far to delete or pin; click a button; scroll with two fingers to close it and scroll the list',
    },
    navigation: {
      finger: 'swipe in from the left edge to go back (past half, or quickly); elsewhere the carousel pages and the list scrolls; touch a moving screen to catch it; tap a row to go forward',
      mouse: 'press within 20 px of the left edge and drag right to go back; drag the carousel sideways to page it; click a row to go forward',
      trackpad: 'click-drag from the left edge to go back; scroll with two fingers to scroll the list or page the carousel; click a row to go forward',
    },
  };
  const GENERIC = {
    finger: 'touch the stage',
    mouse: `click and drag; ${TWO}`,
    trackpad: CLICK,
  };

  HINTS.reorder = {
    finger: 'touch and hold a row for half a second to lift it, then drag it; hold it near the top or bottom edge to scroll; lift to drop it; a quick drag scrolls the list',
    mouse: 'press and hold a row for half a second, then drag it; hold it near the top or bottom edge to scroll; release to drop it; drag at once or turn the wheel to scroll',
    trackpad: 'click and hold a row for half a second, then drag it (near the top or bottom edge the list scrolls); release to drop it; scroll with two fingers to scroll the list',
  };

  HINTS['context-menu'] = {
    finger: 'touch and hold the card: it lifts and the menu opens at half a second; slide onto an item and lift to choose it, or lift elsewhere to close; a quick drag scrolls the list',
    mouse: 'right-click the card to open its menu at once, then click an item; or press and hold it half a second; the panel\'s Accessibility list opens it too',
    trackpad: 'click with two fingers (a secondary click) on the card to open its menu, then click an item; or click and hold it half a second',
  };

  /** The hints for `scene`: { finger, mouse, trackpad }. */
  function forScene(scene) { return HINTS[scene] || GENERIC; }

  return Object.freeze({ forScene, scenes: Object.keys(HINTS) });
})();
