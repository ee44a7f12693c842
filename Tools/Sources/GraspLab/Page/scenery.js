// Scenes drawn as the screens they stand for. The server's frames say where each node is (its transform,
// bounds, colour, alpha and label); this file decides how a node of a known kind looks: a gallery or
// stream photo is a generated picture (sky, sun, hills, each photo its own), a MoveMe square or a draggable
// box is a card with a shadow and its label, the gallery's toolbar is a translucent bar, a list's row is a
// contact (a coloured circle with the initial, then the name), a carousel's card is a generated picture
// under its shelf's title, the sheet scene's map and sheet, the refresh control's band, and the controls
// scene is a settings screen (grouped rows, switches, sliders, steppers, buttons, a carousel of theme
// cards). Everything is
// drawn from code, from the node's name and index: no image files. Unknown nodes keep the plain drawing.
'use strict';
window.GraspScenery = (() => {
  // Sky, far hill and near hill colours for generated photos; a photo takes its palette from its index.
  const PALETTES = [
    ['#ffb347', '#ff7e5f', '#6a4c93', '#2d1e4f'],
    ['#8ec5fc', '#e0c3fc', '#4f7942', '#2e4a2a'],
    ['#f6d365', '#fda085', '#b5651d', '#5c3317'],
    ['#a1c4fd', '#c2e9fb', '#3a7bd5', '#1e3c72'],
    ['#fbc2eb', '#a6c1ee', '#7b6d8d', '#3e3450'],
    ['#d4fc79', '#96e6a1', '#2f855a', '#1c4532'],
    ['#ff9a9e', '#fecfef', '#c05c7e', '#6d2e46'],
    ['#fddb92', '#d1fdff', '#5d8aa8', '#2c3e50'],
  ];
  // Backgrounds by scene name (the root node's name); the inspector keeps its grid.
  const BACKGROUNDS = {
    flick: ['#1d2b3a', '#0f1720'], 'flick-linear': ['#1d2b3a', '#0f1720'], drag: ['#243b2f', '#13201a'],
    moveme: ['#ecebe6', '#d9d7cf'], 'moveme-longpress': ['#ecebe6', '#d9d7cf'],
    stream: ['#101114', '#101114'], gallery: ['#000000', '#000000'],
    'drag-drop': ['#f2f2f7', '#f2f2f7'],
    list: ['#f2f2f7', '#f2f2f7'], 'box-in-list': ['#f2f2f7', '#f2f2f7'], carousels: ['#f2f2f7', '#f2f2f7'],
    'collapsing-header': ['#f2f2f7', '#f2f2f7'], sheet: ['#e8efe4', '#e8efe4'], refresh: ['#f2f2f7', '#f2f2f7'],
    'swipe-actions': ['#f2f2f7', '#f2f2f7'], navigation: ['#f2f2f7', '#f2f2f7'], controls: ['#f2f2f7', '#f2f2f7'],
  };
  // The scroll views and their content nodes of the scrolling screens: containers, drawn by their rows
  // and cards only.
  const CONTAINER = /^(list|list-content|carousel\d*|carousel\d*-content)$/;
  const FONT = 'system-ui, -apple-system, sans-serif';

  function index(name) {
    const m = /(\d+)$/.exec(name);
    return m ? Number(m[1]) : 0;
  }

  function roundRect(g, x, y, w, h, r) {
    r = Math.max(0, Math.min(r, w / 2, h / 2));
    g.beginPath();
    g.moveTo(x + r, y);
    g.arcTo(x + w, y, x + w, y + h, r);
    g.arcTo(x + w, y + h, x, y + h, r);
    g.arcTo(x, y + h, x, y, r);
    g.arcTo(x, y, x + w, y, r);
    g.closePath();
  }

  function photo(g, n, radius, i = index(n.name)) {
    const [x, y, w, h] = n.b;
    const [sky1, sky2, far, near] = PALETTES[i % PALETTES.length];
    g.save();
    roundRect(g, x, y, w, h, radius);
    g.clip();
    const sky = g.createLinearGradient(x, y, x, y + h);
    sky.addColorStop(0, sky1);
    sky.addColorStop(1, sky2);
    g.fillStyle = sky;
    g.fillRect(x, y, w, h);
    // The sun: its place moves with the index so no two neighbours look alike.
    g.fillStyle = 'rgba(255, 250, 220, 0.85)';
    g.beginPath();
    g.arc(x + w * (0.2 + 0.6 * ((i * 37) % 10) / 10), y + h * (0.22 + 0.1 * (i % 3)), Math.min(w, h) * 0.09, 0, Math.PI * 2);
    g.fill();
    const hill = (color, base, peak, phase) => {
      g.fillStyle = color;
      g.beginPath();
      g.moveTo(x, y + h);
      for (let k = 0; k <= 24; k++) {
        const u = k / 24;
        g.lineTo(x + u * w, y + h * (base - peak * Math.sin(Math.PI * (u * (1.3 + 0.2 * (i % 4)) + phase)) ** 2));
      }
      g.lineTo(x + w, y + h);
      g.closePath();
      g.fill();
    };
    hill(far, 0.72, 0.22, i * 0.37);
    hill(near, 0.88, 0.16, i * 0.61 + 0.5);
    g.restore();
  }

  function card(g, n, alpha, radius) {
    const [x, y, w, h] = n.b;
    g.save();
    g.shadowColor = `rgba(0, 0, 0, ${0.35 * alpha})`;
    g.shadowBlur = 14;
    g.shadowOffsetY = 4;
    g.fillStyle = n.color || '#5e5ce6';
    roundRect(g, x, y, w, h, radius);
    g.fill();
    g.restore();
    g.fillStyle = 'rgba(255, 255, 255, 0.18)';
    roundRect(g, x, y, w, h * 0.45, radius);
    g.fill();
  }

  function label(g, n, text, color, size) {
    const [x, y, w, h] = n.b;
    g.fillStyle = color;
    g.font = `600 ${size}px system-ui, -apple-system, sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(text, x + w / 2, y + h / 2, w - 8);
  }

  function toolbar(g, n) {
    const [x, y, w, h] = n.b;
    g.fillStyle = 'rgba(28, 28, 30, 0.72)';
    g.fillRect(x, y, w, h);
    g.fillStyle = '#0a84ff';
    g.font = '600 17px system-ui, -apple-system, sans-serif';
    g.textBaseline = 'middle';
    g.textAlign = 'left';
    g.fillText('Done', x + 16, y + h / 2);
    g.fillStyle = '#ffffff';
    g.textAlign = 'center';
    g.fillText(n.label || 'Photos', x + w / 2, y + h / 2);
  }

  // A contact row: its colour (white, or tinted when selected), the name after the initial's circle,
  // and a hairline under it from the name's left edge, as a contacts list draws it.
  function row(g, n) {
    const [x, y, w, h] = n.b;
    g.fillStyle = n.color || '#ffffff';
    g.fillRect(x, y, w, h);
    g.fillStyle = '#c6c6c8';
    g.fillRect(x + 72, y + h - 0.5, w - 72, 0.5);
    g.fillStyle = '#1c1c1e';
    g.font = `400 17px ${FONT}`;
    g.textAlign = 'left';
    g.textBaseline = 'middle';
    g.fillText(n.label || '', x + 72, y + h / 2, w - 88);
  }

  // The coloured circle with a row's initial.
  function initial(g, n) {
    const [x, y, w, h] = n.b;
    g.fillStyle = n.color || '#8e8e93';
    g.beginPath();
    g.arc(x + w / 2, y + h / 2, Math.min(w, h) / 2, 0, Math.PI * 2);
    g.fill();
    if (n.label) label(g, n, n.label, '#ffffff', 18);
  }

  // A carousel's card: a generated picture (its palette from the shelf and the page) with its page
  // number in a pill at the bottom right.
  function carouselCard(g, n, shelf, page) {
    const [x, y, w, h] = n.b;
    photo(g, n, 14, shelf * 3 + page);
    if (!n.label) return;
    g.font = `600 13px ${FONT}`;
    const tw = g.measureText(n.label).width + 16;
    g.fillStyle = 'rgba(0, 0, 0, 0.45)';
    roundRect(g, x + w - tw - 10, y + h - 32, tw, 22, 11);
    g.fill();
    g.fillStyle = '#ffffff';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(n.label, x + w - 10 - tw / 2, y + h - 21);
  }

  // A shelf's title, left-aligned over its carousel.
  function shelfTitle(g, n) {
    const [x, y, , h] = n.b;
    g.fillStyle = '#1c1c1e';
    g.font = `700 22px ${FONT}`;
    g.textAlign = 'left';
    g.textBaseline = 'middle';
    g.fillText(n.label || '', x + 16, y + h / 2);
  }

  // The collapsing header: a bar over the list whose title shrinks from a large left-aligned title
  // (expanded, 140 pt) to a centred compact one (collapsed, 60 pt), with a hairline under it. The title
  // is drawn from the header's own height, so the `title` node itself draws nothing.
  function collapsingHeader(g, n) {
    const [x, y, w, h] = n.b;
    const t = Math.max(0, Math.min(1, (h - 60) / 80));
    g.fillStyle = 'rgba(249, 249, 249, 0.96)';
    g.fillRect(x, y, w, h);
    g.fillStyle = `rgba(60, 60, 67, ${0.29 * (1 - t)})`;
    g.fillRect(x, y + h - 0.5, w, 0.5);
    g.fillStyle = '#1c1c1e';
    g.textBaseline = 'alphabetic';
    const size = 17 + 17 * t;
    g.font = `${t > 0.5 ? 700 : 600} ${size}px ${FONT}`;
    g.textAlign = t > 0.5 ? 'left' : 'center';
    g.fillText(n.label || 'Contacts', t > 0.5 ? x + 16 : x + w / 2, y + h - (t > 0.5 ? 14 : 22), w - 32);
  }

  // The sheet scene's map: land, a park, a river, a grid of streets with one main road, and a pin. Drawn
  // from code at the map node's size, so it is the same picture at every frame.
  function map(g, n) {
    const [x, y, w, h] = n.b;
    g.save();
    g.fillStyle = '#ece8df';
    g.fillRect(x, y, w, h);
    g.fillStyle = '#c9e4b8';
    roundRect(g, x + w * 0.08, y + h * 0.1, w * 0.38, h * 0.16, 18);
    g.fill();
    g.fillStyle = '#a8d3f0';
    g.beginPath();
    g.moveTo(x, y + h * 0.42);
    g.bezierCurveTo(x + w * 0.3, y + h * 0.36, x + w * 0.6, y + h * 0.52, x + w, y + h * 0.46);
    g.lineTo(x + w, y + h * 0.5);
    g.bezierCurveTo(x + w * 0.6, y + h * 0.56, x + w * 0.3, y + h * 0.4, x, y + h * 0.47);
    g.closePath();
    g.fill();
    g.strokeStyle = '#ffffff';
    g.lineWidth = 6;
    for (let k = 1; k < 6; k++) {
      g.beginPath();
      g.moveTo(x + (w * k) / 6, y);
      g.lineTo(x + (w * k) / 6 + 30, y + h);
      g.stroke();
    }
    for (let k = 1; k < 12; k++) {
      g.beginPath();
      g.moveTo(x, y + (h * k) / 12);
      g.lineTo(x + w, y + (h * k) / 12 - 20);
      g.stroke();
    }
    g.strokeStyle = '#f7c948';
    g.lineWidth = 10;
    g.beginPath();
    g.moveTo(x, y + h * 0.3);
    g.lineTo(x + w, y + h * 0.22);
    g.stroke();
    const px = x + w * 0.62, py = y + h * 0.3;
    g.fillStyle = '#e8453c';
    g.beginPath();
    g.arc(px, py - 18, 11, Math.PI * 0.85, Math.PI * 2.15);
    g.lineTo(px, py);
    g.closePath();
    g.fill();
    g.fillStyle = '#ffffff';
    g.beginPath();
    g.arc(px, py - 18, 4, 0, Math.PI * 2);
    g.fill();
    g.restore();
  }

  // The sheet: white with rounded top corners and a soft shadow on the map.
  function sheetPanel(g, n) {
    const [x, y, w, h] = n.b;
    g.save();
    g.shadowColor = 'rgba(0, 0, 0, 0.18)';
    g.shadowBlur = 16;
    g.fillStyle = '#ffffff';
    roundRect(g, x, y, w, h + 20, 14);
    g.fill();
    g.restore();
  }

  // The sheet's header: white (over the rows scrolled past the list's top, with the sheet's rounded
  // corners), the grabber, then the title.
  function sheetHeader(g, n) {
    const [x, y, w, h] = n.b;
    g.fillStyle = '#ffffff';
    roundRect(g, x, y, w, h, 14);
    g.fill();
    g.fillRect(x, y + 14, w, h - 14);
    g.fillStyle = '#c7c7cc';
    roundRect(g, x + w / 2 - 18, y + 6, 36, 5, 2.5);
    g.fill();
    g.fillStyle = '#1c1c1e';
    g.font = `700 20px ${FONT}`;
    g.textAlign = 'left';
    g.textBaseline = 'middle';
    g.fillText(n.label || 'Places', x + 16, y + h / 2 + 6);
    g.fillStyle = 'rgba(60, 60, 67, 0.29)';
    g.fillRect(x, y + h - 0.5, w, 0.5);
  }

  // The refresh control's band above the list: a spinner while refreshing, otherwise an arrow and
  // "Pull to refresh".
  function refreshControl(g, n) {
    const [x, y, w, h] = n.b;
    g.fillStyle = '#f2f2f7';
    g.fillRect(x, y, w, h);
    const cx = x + w / 2, cy = y + h / 2;
    g.save();
    g.lineCap = 'round';
    g.lineWidth = 2.5;
    if (n.label === 'Refreshing') {
      for (let k = 0; k < 8; k++) {
        const a = (k * Math.PI) / 4;
        g.strokeStyle = `rgba(60, 60, 67, ${0.2 + (0.6 * k) / 7})`;
        g.beginPath();
        g.moveTo(cx + 6 * Math.cos(a), cy + 6 * Math.sin(a));
        g.lineTo(cx + 11 * Math.cos(a), cy + 11 * Math.sin(a));
        g.stroke();
      }
    } else {
      g.strokeStyle = '#8e8e93';
      g.beginPath();
      g.moveTo(cx - 60, cy - 8);
      g.lineTo(cx - 60, cy + 8);
      g.moveTo(cx - 65, cy + 3);
      g.lineTo(cx - 60, cy + 8);
      g.lineTo(cx - 55, cy + 3);
      g.stroke();
      g.fillStyle = '#8e8e93';
      g.font = `500 14px ${FONT}`;
      g.textAlign = 'left';
      g.textBaseline = 'middle';
      g.fillText(n.label || 'Pull to refresh', cx - 44, cy);
    }
    g.restore();
  }

  // A swipe action's button behind its row: its colour, and its title centred in the share of the
  // revealed width it has (the title stays by the row's edge while the button is still narrow).
  function swipeAction(g, n) {
    const [x, y, w, h] = n.b;
    if (w <= 0) return;
    g.fillStyle = n.color || '#8e8e93';
    g.fillRect(x, y, w, h);
    g.save();
    g.beginPath();
    g.rect(x, y, w, h);
    g.clip();
    g.fillStyle = '#ffffff';
    g.font = `600 15px ${FONT}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(n.label || '', x + w / 2, y + h / 2);
    g.restore();
  }

  // A navigation screen: the grouped background, with the shadow a pushed screen casts on the one below
  // along its left edge (off the stage while the screen is in place).
  function navigationScreen(g, n) {
    const [x, y, w, h] = n.b;
    g.save();
    g.shadowColor = 'rgba(0, 0, 0, 0.25)';
    g.shadowBlur = 18;
    g.shadowOffsetX = -4;
    g.fillStyle = n.color || '#f2f2f7';
    g.fillRect(x, y, w, h);
    g.restore();
  }

  // A navigation bar: `‹ Back|Title` draws the back button in blue on the left and the title centred;
  // a bare title (the stack's first screen) is a large left-aligned one.
  function navigationBar(g, n) {
    const [x, y, w, h] = n.b;
    g.fillStyle = 'rgba(249, 249, 249, 0.96)';
    g.fillRect(x, y, w, h);
    g.fillStyle = 'rgba(60, 60, 67, 0.29)';
    g.fillRect(x, y + h - 0.5, w, 0.5);
    const [back, title] = (n.label || '').includes('|') ? n.label.split('|') : [null, n.label || ''];
    g.textBaseline = 'middle';
    if (back) {
      g.fillStyle = '#007aff';
      g.font = `400 17px ${FONT}`;
      g.textAlign = 'left';
      g.fillText(back, x + 8, y + h - 22);
      g.fillStyle = '#1c1c1e';
      g.font = `600 17px ${FONT}`;
      g.textAlign = 'center';
      g.fillText(title, x + w / 2, y + h - 22);
    } else {
      g.fillStyle = '#1c1c1e';
      g.font = `700 30px ${FONT}`;
      g.textAlign = 'left';
      g.fillText(title, x + 16, y + h - 24);
    }
  }

  // A settings row: white, its title, a chevron, a hairline under it.
  function menuRow(g, n) {
    const [x, y, w, h] = n.b;
    g.fillStyle = n.color || '#ffffff';
    g.fillRect(x, y, w, h);
    g.fillStyle = '#c6c6c8';
    g.fillRect(x + 16, y + h - 0.5, w - 16, 0.5);
    g.fillStyle = '#1c1c1e';
    g.font = `400 17px ${FONT}`;
    g.textAlign = 'left';
    g.textBaseline = 'middle';
    g.fillText(n.label || '', x + 16, y + h / 2, w - 60);
    g.fillStyle = '#c4c4c7';
    g.font = `600 20px ${FONT}`;
    g.textAlign = 'right';
    g.fillText('›', x + w - 16, y + h / 2);
  }

  // The controls scene: a settings screen. The scene mirrors each control's look in nodes and colours (a
  // slider's `-thumb`, a switch's `-knob`, a stepper's `-minus` and `-plus` halves, darker while pressed;
  // a button lighter while highlighted; a switch green when on); a slider's and a stepper's label is its
  // value (the scene's sliders run from 0 to 1).
  function settingsHeading(g, n) {
    const [x, y, w, h] = n.b;
    g.fillStyle = '#1c1c1e';
    g.font = `700 34px ${FONT}`;
    g.textAlign = 'left';
    g.textBaseline = 'alphabetic';
    g.fillText(n.label || '', x, y + h - 8, w);
  }

  function settingsSection(g, n) {
    const [x, y, w, h] = n.b;
    g.fillStyle = '#6d6d72';
    g.font = `400 13px ${FONT}`;
    g.textAlign = 'left';
    g.textBaseline = 'alphabetic';
    g.fillText((n.label || '').toUpperCase(), x + 16, y + h - 8, w - 32);
  }

  function settingsRow(g, n) {
    const [x, y, w, h] = n.b;
    if (n.name === 'row-buttons') return;
    g.fillStyle = '#ffffff';
    g.fillRect(x, y, w, h);
    g.fillStyle = '#c6c6c8';
    g.fillRect(x + 16, y + h - 0.5, w - 16, 0.5);
    g.fillStyle = '#1c1c1e';
    g.font = `400 17px ${FONT}`;
    g.textAlign = 'left';
    g.textBaseline = 'middle';
    g.fillText(n.label || '', x + 16, y + h / 2, w - 140);
  }

  function settingsSwitch(g, n) {
    const [x, y, w, h] = n.b;
    g.fillStyle = n.color || '#e9e9eb';
    roundRect(g, x, y, w, h, h / 2);
    g.fill();
  }

  function knob(g, n, lit) {
    const [x, y, w, h] = n.b;
    g.save();
    g.shadowColor = 'rgba(0, 0, 0, 0.25)';
    g.shadowBlur = 4;
    g.shadowOffsetY = 2;
    g.fillStyle = n.color || '#ffffff';
    g.beginPath();
    g.arc(x + w / 2, y + h / 2, Math.min(w, h) / 2, 0, Math.PI * 2);
    g.fill();
    g.restore();
    if (lit) {
      g.strokeStyle = 'rgba(0, 0, 0, 0.06)';
      g.lineWidth = 0.5;
      g.stroke();
    }
  }

  function settingsSlider(g, n) {
    const [x, y, w, h] = n.b;
    const value = Math.max(0, Math.min(1, Number(n.label) || 0));
    const left = x + 14, right = x + w - 14, at = left + value * (right - left), mid = y + h / 2;
    g.fillStyle = '#d1d1d6';
    roundRect(g, left, mid - 2, right - left, 4, 2);
    g.fill();
    g.fillStyle = n.color || '#007aff';
    roundRect(g, left, mid - 2, Math.max(at - left, 0), 4, 2);
    g.fill();
  }

  function stepperHalf(g, n, plus) {
    const [x, y, w, h] = n.b;
    g.fillStyle = n.color || '#eeeef0';
    roundRect(g, x + (plus ? 0.5 : 0), y, w - 0.5, h, 8);
    g.fill();
    g.fillStyle = '#1c1c1e';
    g.fillRect(x + w / 2 - 7, y + h / 2 - 1, 14, 2);
    if (plus) g.fillRect(x + w / 2 - 1, y + h / 2 - 7, 2, 14);
  }

  function stepperValue(g, n) {
    const [x, y, , h] = n.b;
    g.fillStyle = '#8a8a8e';
    g.font = `400 17px ${FONT}`;
    g.textAlign = 'right';
    g.textBaseline = 'middle';
    g.fillText(n.label || '', x - 12, y + h / 2);
  }

  function settingsButton(g, n) {
    const [x, y, w, h] = n.b;
    g.fillStyle = n.color || '#007aff';
    roundRect(g, x, y, w, h, 12);
    g.fill();
    label(g, n, n.label || '', '#ffffff', 17);
  }

  function themeCard(g, n, page) {
    const [x, y, w] = n.b;
    photo(g, n, 14, 5 + page);
    g.fillStyle = 'rgba(255, 255, 255, 0.82)';
    roundRect(g, x + 12, y + n.b[3] - 66, w - 24, 54, 12);
    g.fill();
    g.fillStyle = '#ffffff';
    g.font = `700 22px ${FONT}`;
    g.textAlign = 'left';
    g.textBaseline = 'top';
    g.fillText(n.label || '', x + 16, y + 14, w - 32);
  }

  // The drag-drop scene: two lists of contacts under a title bar with their names, the target's
  // insertion line (a blue bar with a ring at its start), the lifted item raised (a shadowed card, a
  // little larger), and the strip below where a drop puts the item back.
  function drawDragDropNode(g, n, name) {
    if (name === 'left' || name === 'right') {
      const [x, y, w, h] = n.b;
      g.fillStyle = '#ffffff';
      g.fillRect(x, y, w, h);
      return true;
    }
    return drawDragDropPart(g, n, name);
  }

  function drawDragDropPart(g, n, name) {
    const [x, y, w, h] = n.b;
    if (name === 'title') {
      g.fillStyle = '#f9f9f9';
      g.fillRect(x, y, w, h);
      g.fillStyle = '#c6c6c8';
      g.fillRect(x, y + h - 0.5, w, 0.5);
      g.fillStyle = '#1c1c1e';
      g.font = `700 20px ${FONT}`;
      g.textBaseline = 'bottom';
      g.textAlign = 'center';
      g.fillText('Inbox', x + w / 4, y + h - 12);
      g.fillText('Archive', x + (3 * w) / 4, y + h - 12);
    } else if (name === 'tray') {
      g.fillStyle = '#e5e5ea';
      g.fillRect(x, y, w, h);
      g.fillStyle = '#8e8e93';
      g.font = `500 14px ${FONT}`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(n.label || '', x + w / 2, y + h / 2 - 8);
    } else if (/^item\d+$/.test(name)) {
      g.fillStyle = n.color || '#ffffff';
      g.fillRect(x, y, w, h);
      g.fillStyle = '#c6c6c8';
      g.fillRect(x + 60, y + h - 0.5, w - 60, 0.5);
      g.fillStyle = '#1c1c1e';
      g.font = `400 16px ${FONT}`;
      g.textAlign = 'left';
      g.textBaseline = 'middle';
      g.fillText(n.label || '', x + 62, y + h / 2, w - 70);
    } else if (/-insertion$/.test(name)) {
      g.fillStyle = n.color || '#007aff';
      roundRect(g, x + 8, y, w - 16, h, h / 2);
      g.fill();
      g.strokeStyle = n.color || '#007aff';
      g.lineWidth = 2;
      g.beginPath();
      g.arc(x + 8, y + h / 2, 4, 0, Math.PI * 2);
      g.stroke();
    } else if (name === 'lifted') {
      const grow = 4;
      g.save();
      g.shadowColor = 'rgba(0, 0, 0, 0.3)';
      g.shadowBlur = 18;
      g.shadowOffsetY = 6;
      g.fillStyle = 'rgba(237, 245, 255, 0.8)';
      roundRect(g, x - grow, y - grow / 2, w + 2 * grow, h + grow, 10);
      g.fill();
      g.restore();
      const i = /^(\S)/.exec(n.label || '');
      g.fillStyle = '#007aff';
      g.beginPath();
      g.arc(x + 32, y + h / 2, 20, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = '#ffffff';
      g.font = `600 18px ${FONT}`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      if (i) g.fillText(i[1], x + 32, y + h / 2);
      g.fillStyle = '#1c1c1e';
      g.font = `600 16px ${FONT}`;
      g.textAlign = 'left';
      g.fillText(n.label || '', x + 62, y + h / 2, w - 70);
    } else if (/^initial\d+$/.test(name)) {
      initial(g, n);
    } else if (!/^(left|right)-content$/.test(name)) {
      return false;
    }
    return true;
  }

  function drawControlsNode(g, n, name) {
    if (name === 'heading') settingsHeading(g, n);
    else if (/^section\d+$/.test(name)) settingsSection(g, n);
    else if (/^row-/.test(name)) settingsRow(g, n);
    else if (/-switch$/.test(name)) settingsSwitch(g, n);
    else if (/-switch-knob$/.test(name)) knob(g, n, false);
    else if (/-slider$/.test(name)) settingsSlider(g, n);
    else if (/-slider-thumb$/.test(name)) knob(g, n, true);
    else if (/-stepper$/.test(name)) stepperValue(g, n);
    else if (/-stepper-minus$/.test(name)) stepperHalf(g, n, false);
    else if (/-stepper-plus$/.test(name)) stepperHalf(g, n, true);
    else if (/-button$/.test(name)) settingsButton(g, n);
    else if (/^carousel-page\d+$/.test(name)) themeCard(g, n, index(name));
    else if (!/^(list|list-content|carousel|carousel-content)$/.test(name)) return false;
    return true;
  }

  /** Paints the stage's background for `scene` (CSS px); returns false to keep the plain grid. */
  // The reorder scene: the list's grouped background, and a contact row with the reorder grip (three
  // lines) on the right; a lifted or landing row (scaled up by the scene) is drawn raised, with a shadow.
  BACKGROUNDS.reorder = ['#f2f2f7', '#f2f2f7'];
  function reorderRow(g, n) {
    const [x, y, w, h] = n.b;
    if (n.m && Math.abs(n.m[0]) > 1.001) {
      g.save();
      g.shadowColor = 'rgba(0, 0, 0, 0.3)';
      g.shadowBlur = 16;
      g.shadowOffsetY = 6;
      g.fillStyle = n.color || '#ffffff';
      g.fillRect(x, y, w, h);
      g.restore();
    }
    row(g, n);
    g.fillStyle = '#c7c7cc';
    for (let i = -1; i <= 1; i++) g.fillRect(x + w - 38, y + h / 2 + i * 6 - 1, 22, 2);
  }

  function background(g, scene, w, h) {
    const colors = BACKGROUNDS[scene];
    if (!colors) return false;
    const fill = g.createLinearGradient(0, 0, 0, h);
    fill.addColorStop(0, colors[0]);
    fill.addColorStop(1, colors[1]);
    g.fillStyle = fill;
    g.fillRect(0, 0, w, h);
    return true;
  }

  /** Draws node `n` (already transformed into its own coordinates); returns false to draw it plainly. */
  function drawNode(g, n, alpha, scene, isRoot) {
    if (isRoot && BACKGROUNDS[scene]) return true;
    const name = n.name || '';
    if (scene === 'controls') return drawControlsNode(g, n, name);
    if (scene === 'drag-drop') return drawDragDropNode(g, n, name);
    if (/^photo\d+$/.test(name)) {
      photo(g, n, scene === 'stream' ? 10 : 0);
      return true;
    }
    if (/^square\d+$/.test(name)) {
      card(g, n, alpha, 14);
      label(g, n, n.label || `Square ${index(name)}`, '#ffffff', 16);
      return true;
    }
    if (name === 'box' || name === 'piece') {
      card(g, n, alpha, 18);
      if (n.label) label(g, n, n.label, '#ffffff', 15);
      return true;
    }
    if (scene === 'collapsing-header' && name === 'header') {
      collapsingHeader(g, n);
      return true;
    }
    if (scene === 'collapsing-header' && name === 'title') return true;
    if (scene === 'sheet' && name === 'map') {
      map(g, n);
      return true;
    }
    if (scene === 'sheet' && name === 'panel') {
      sheetPanel(g, n);
      return true;
    }
    if (scene === 'sheet' && name === 'header') {
      sheetHeader(g, n);
      return true;
    }
    if (name === 'refresh-control') {
      refreshControl(g, n);
      return true;
    }
    if (scene === 'swipe-actions' && /^action-/.test(name)) {
      swipeAction(g, n);
      return true;
    }
    if (scene === 'navigation') {
      if (/^screen\d+$/.test(name)) { navigationScreen(g, n); return true; }
      if (/^bar\d+$/.test(name)) { navigationBar(g, n); return true; }
      if (/^screen\d+-row\d+$/.test(name)) { menuRow(g, n); return true; }
      const card = /^carousel-page(\d+)$/.exec(name);
      if (card) { carouselCard(g, n, 5, Number(card[1])); return true; }
    }
    if (name === 'toolbar') {
      toolbar(g, n);
      return true;
    }
    if (name === 'strip' || name === 'pager') return true;
    if (scene === 'reorder' && /^row\d+$/.test(name)) {
      reorderRow(g, n);
      return true;
    }
    if (CONTAINER.test(name)) return true;
    if (/^row\d+$/.test(name)) {
      row(g, n);
      return true;
    }
    if (/^initial\d+$/.test(name)) {
      initial(g, n);
      return true;
    }
    const page = /^carousel(\d+)-page(\d+)$/.exec(name);
    if (page) {
      carouselCard(g, n, Number(page[1]), Number(page[2]));
      return true;
    }
    if (/^title\d+$/.test(name)) {
      shelfTitle(g, n);
      return true;
    }
    return false;
  }

  return Object.freeze({ background, drawNode });
})();
